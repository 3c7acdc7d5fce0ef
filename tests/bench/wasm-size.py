#!/usr/bin/env python3
"""Attributes a wasm binary's code and data to crates, from its name section.

usage: wasm-size.py FILE.wasm

Prints, per crate, the bytes of function bodies whose (demangled-enough) names start with it,
plus the whole file's size. The binary must keep its name section (a cargo build before
wasm-bindgen and wasm-opt strip it)."""
import re
import sys
from collections import defaultdict


def leb128(data, pos):
    result = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, pos


def sections(data):
    pos = 8
    while pos < len(data):
        kind = data[pos]
        size, body = leb128(data, pos + 1)
        yield kind, data[body:body + size]
        pos = body + size


def function_names(name_section):
    name_len, pos = leb128(name_section, 0)
    if name_section[pos:pos + name_len] != b"name":
        return {}
    pos += name_len
    names = {}
    while pos < len(name_section):
        sub_id = name_section[pos]
        size, pos = leb128(name_section, pos + 1)
        end = pos + size
        if sub_id == 1:
            count, p = leb128(name_section, pos)
            for _ in range(count):
                index, p = leb128(name_section, p)
                length, p = leb128(name_section, p)
                names[index] = name_section[p:p + length].decode("utf-8", "replace")
                p += length
        pos = end
    return names


def crate_of(name):
    """The crate a symbol belongs to: for `<A as B>::f`, the crate of A (whose code it is)."""
    # v0 mangling: crate roots are written C<disambiguator>_<len><name>.
    v0 = re.search(r"C(?:s[0-9A-Za-z]*_)?(\d+)([a-z_][a-z0-9_]*)", name) if name.startswith("_R") else None
    if v0:
        return v0.group(2)[: int(v0.group(1))]
    # Legacy mangling: _ZN<len><ident>..., with impls as _ZN<len>_$LT$crate..path$u20$as...
    impl = re.match(r"_ZN\d+_\$LT\$([a-z_][a-z0-9_]*)\.\.", name)
    if impl:
        return impl.group(1)
    legacy = re.match(r"_ZN(\d+)([A-Za-z_][A-Za-z0-9_]*)", name)
    if legacy:
        return legacy.group(2)[: int(legacy.group(1))]
    return "(other: " + name[:30] + ")"


def main(path):
    data = open(path, "rb").read()
    imported = 0
    bodies = []
    names = {}
    data_bytes = 0
    for kind, body in sections(data):
        if kind == 2:  # imports: functions among them shift the function index space
            count, pos = leb128(body, 0)
            for _ in range(count):
                for _ in range(2):
                    length, pos = leb128(body, pos)
                    pos += length
                import_kind = body[pos]
                pos += 1
                if import_kind == 0:
                    _, pos = leb128(body, pos)
                    imported += 1
                elif import_kind == 1:
                    pos += 1
                    flags, pos = leb128(body, pos)
                    _, pos = leb128(body, pos)
                    if flags & 1:
                        _, pos = leb128(body, pos)
                elif import_kind == 2:
                    flags, pos = leb128(body, pos)
                    _, pos = leb128(body, pos)
                    if flags & 1:
                        _, pos = leb128(body, pos)
                else:
                    pos += 2
        elif kind == 10:
            count, pos = leb128(body, 0)
            for _ in range(count):
                size, start = leb128(body, pos)
                bodies.append(start - pos + size)
                pos = start + size
        elif kind == 11:
            data_bytes = len(body)
        elif kind == 0:
            names = function_names(body) or names
    per_crate = defaultdict(int)
    for i, size in enumerate(bodies):
        per_crate[crate_of(names.get(imported + i, "(unnamed)"))] += size
    print(f"{path}: {len(data)} bytes in all, {sum(bodies)} of code, {data_bytes} of data")
    for crate, size in sorted(per_crate.items(), key=lambda kv: -kv[1])[:12]:
        print(f"  {crate:<28} {size:>8} bytes of code")


if __name__ == "__main__":
    main(sys.argv[1])
