#!/usr/bin/env python3
"""The code's shape, checked by ./x test:
- no source file over 600 lines and no function over 100 lines (tests aside);
- no import cycle of any length between modules (the strongly connected components of the
  graph of `use crate::…`, `use super::…` and `use self::…` imports, grouped imports expanded,
  and of paths written inline in the code);
- no import against the grain: in the app, components use hooks, hooks use services, services
  use the state, never the other way (the state knows nothing of the page);
- no `unsafe` code and no `extern fn` of our own (the crates bind to the browser through
  wasm-bindgen, which writes those for us);
- and at least one source file found (a check of nothing is a failure).

The function measure counts the lines from `fn` to its closing brace (braces matched on the
text, which the code's style keeps honest: no braces in strings that would throw it off)."""
import glob
import re
import sys

MAX_FILE_LINES = 600
# The app's layers, bottom first: a module imports only from its own layer or those below.
APP_LAYERS = ['state', 'services', 'hooks', 'components']
MAX_FUNCTION_LINES = 100
ALL_SOURCES = 'crates/*/src/**/*.rs'


def is_test_file(path):
    return '/tests/' in path or path.endswith('tests.rs')


def sources():
    for path in sorted(glob.glob(ALL_SOURCES, recursive=True)):
        if not is_test_file(path):
            yield path


def without_tests(text):
    return re.sub(r'#\[cfg\(test\)\]\s*mod tests\s*\{.*', '', text, flags=re.S)


def without_comments(text):
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    return '\n'.join(line.split('//')[0] if '"' not in line else line
                     for line in text.split('\n'))


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
    """('app', ('state', 'clock')) for crates/app/src/state/clock.rs; mod.rs, lib.rs and
    main.rs stand for their folder."""
    parts = path.split('/')
    crate, rel = parts[1], parts[3:]
    rel[-1] = rel[-1][:-3]
    if rel[-1] in ('mod', 'lib', 'main'):
        rel = rel[:-1]
    return crate, tuple(rel)


def expand_use_tree(tree):
    """`a::{b, c::{d, e}}` -> ['a::b', 'a::c::d', 'a::c::e'] (`self` inside braces is the
    prefix itself; `as` renames dropped)."""
    tree = re.sub(r'\s+', '', re.sub(r'\s+as\s+\w+', '', tree))
    brace = tree.find('{')
    if brace < 0:
        return [tree]
    prefix, inner = tree[:brace], tree[brace + 1:tree.rindex('}')]
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(inner):
        if ch == '{':
            depth += 1
        elif ch == '}':
            depth -= 1
        elif ch == ',' and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    parts.append(inner[start:])
    paths = []
    for part in filter(None, parts):
        if part == 'self':
            paths.append(prefix.rstrip(':'))
        else:
            paths += [prefix + p for p in expand_use_tree(part)]
    return paths


def referenced_paths(text):
    """Every path starting at `crate`, `super` or `self` that the code names: in `use`
    statements (grouped ones expanded) and inline."""
    paths = []
    for match in re.finditer(r'\buse\s+([^;]+);', text):
        paths += expand_use_tree(match.group(1))
    rest = re.sub(r'\buse\s+[^;]+;', '', text)
    paths += re.findall(r'\b((?:crate|super|self)(?:::\w+)+)', rest)
    return [p for p in paths if re.match(r'(crate|super|self)(::|$)', p)]


def resolve(path_words, module):
    """The module path a `crate::…`/`super::…`/`self::…` path starts from, made absolute."""
    if path_words[0] == 'crate':
        return [], path_words[1:]
    here, rest = list(module), path_words
    if rest[0] == 'self':
        return here, rest[1:]
    while rest and rest[0] == 'super':
        here, rest = here[:-1], rest[1:]
    return here, rest


def imports(path, modules):
    crate, module = module_of(path)
    text = without_comments(without_tests(open(path).read()))
    found = set()
    for reference in referenced_paths(text):
        here, rest = resolve(reference.split('::'), module)
        full = here + rest
        for k in range(len(full), 0, -1):
            target = modules.get((crate, tuple(full[:k])))
            if target:
                if target != path:
                    found.add(target)
                break
    return found


def import_cycles(graph):
    """The strongly connected components of more than one file (Tarjan's algorithm)."""
    index, low, on_stack, stack, components = {}, {}, set(), [], []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for successor in sorted(graph.get(node, ())):
            if successor not in graph:
                continue
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in on_stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for node in sorted(graph):
        if node not in index:
            visit(node)
    return components


def layer(path):
    crate, module = module_of(path)
    if crate != 'app' or not module or module[0] not in APP_LAYERS:
        return None
    return APP_LAYERS.index(module[0])


def against_the_grain(graph):
    found = []
    for path, targets in sorted(graph.items()):
        for target in sorted(targets):
            here, there = layer(path), layer(target)
            if here is not None and there is not None and there > here:
                found.append(f'{path} imports {target}: {APP_LAYERS[here]} must not use '
                             f'{APP_LAYERS[there]}')
    return found


def unsafe_code(path, text):
    code = without_comments(text)
    return [f'{path}: `{m.group(0)}`' for m in re.finditer(r'\bunsafe\b|\bextern\s+(?:"\w+"\s+)?fn\b', code)]


def main():
    problems = []
    paths = list(sources())
    if not paths:
        print(f'no source files found under {ALL_SOURCES}: run from the repository root')
        return 1
    unsafe_count = 0
    for path in paths:
        text = without_tests(open(path).read())
        lines = text.split('\n')
        if len(lines) > MAX_FILE_LINES:
            problems.append(f'{path}: {len(lines)} lines')
        problems += long_functions(path, lines)
        found = unsafe_code(path, text)
        unsafe_count += len(found)
        problems += found
    modules = {module_of(p): p for p in glob.glob(ALL_SOURCES, recursive=True)}
    graph = {p: imports(p, modules) for p in paths}
    problems += against_the_grain(graph)
    for component in import_cycles(graph):
        problems.append('import cycle: ' + ' -> '.join(component))
    for problem in problems:
        print(problem)
    edges = sum(len(targets) for targets in graph.values())
    print(f'{len(paths)} source files, {edges} imports between them, {unsafe_count} unsafe/extern: '
          f'{len(problems)} problems (files over {MAX_FILE_LINES} lines, functions over '
          f'{MAX_FUNCTION_LINES}, import cycles, imports against the grain, unsafe code)')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
