#!/usr/bin/env python3
"""The code's shape, checked by ./x test: no source file over 600 lines and no function over
100 lines (tests aside), and no module that imports a module importing it back.

The function measure counts the lines from `fn` to its closing brace (braces matched on the
text, which the code's style keeps honest: no braces in strings that would throw it off)."""
import glob
import re
import sys

MAX_FILE_LINES = 600
MAX_FUNCTION_LINES = 100


def sources():
    for path in sorted(glob.glob('crates/*/src/**/*.rs', recursive=True)):
        if '/tests/' in path or path.endswith('tests.rs'):
            continue
        yield path


def without_tests(text):
    return re.sub(r'#\[cfg\(test\)\]\s*mod tests\s*\{.*', '', text, flags=re.S)


def long_functions(path, lines):
    found = []
    i = 0
    while i < len(lines):
        match = re.match(r'\s*(pub(\([^)]*\))?\s+)?(const\s+)?(async\s+)?fn\s+(\w+)', lines[i])
        if not match:
            i += 1
            continue
        depth, started, j = 0, False, i
        while j < len(lines):
            for ch in lines[j]:
                if ch == '{':
                    depth, started = depth + 1, True
                elif ch == '}':
                    depth -= 1
            if (started and depth == 0) or (not started and lines[j].rstrip().endswith(';')):
                break
            j += 1
        if j - i + 1 > MAX_FUNCTION_LINES:
            found.append(f'{path}: fn {match.group(5)} is {j - i + 1} lines')
        i = j + 1
    return found


def module_of(path):
    parts = path.split('/')
    crate, rel = parts[1], parts[3:]
    rel[-1] = rel[-1][:-3]
    if rel[-1] in ('mod', 'lib', 'main'):
        rel = rel[:-1]
    return crate, tuple(rel)


def imports(path, modules):
    crate, module = module_of(path)
    is_root = path.endswith(('mod.rs', 'lib.rs', 'main.rs'))
    text = '\n'.join(l for l in open(path).read().split('\n') if not l.strip().startswith('//'))
    found = set()
    for match in re.finditer(r'\b((?:crate|super)(?:::\w+)+)', without_tests(text)):
        words = match.group(1).split('::')
        if words[0] == 'crate':
            here, rest = [], words[1:]
        else:
            here = list(module) if is_root else list(module[:-1])
            rest = words[1:]
            while rest and rest[0] == 'super':
                here, rest = here[:-1], rest[1:]
        full = here + rest
        for k in range(len(full), 0, -1):
            target = modules.get((crate, tuple(full[:k])))
            if target:
                if target != path:
                    found.add(target)
                break
    return found


def main():
    problems = []
    paths = list(sources())
    for path in paths:
        lines = without_tests(open(path).read()).split('\n')
        if len(lines) > MAX_FILE_LINES:
            problems.append(f'{path}: {len(lines)} lines')
        problems += long_functions(path, lines)
    modules = {module_of(p): p for p in glob.glob('crates/*/src/**/*.rs', recursive=True)}
    graph = {p: imports(p, modules) for p in paths}
    for a in paths:
        for b in graph[a]:
            if a < b and a in graph.get(b, ()):
                problems.append(f'{a} and {b} import each other')
    for problem in problems:
        print(problem)
    print(f'{len(paths)} source files: {len(problems)} problems '
          f'(files over {MAX_FILE_LINES} lines, functions over {MAX_FUNCTION_LINES}, import cycles)')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
