"""The import graph: evalcore's modules import each other without a cycle (no lazy import
needed to break one), and the benchmarks import nothing from tests/."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """Every module named by an import anywhere in the file (inside functions too)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The cycles found by a depth-first search (each reported once, from its first module)."""
    found, state = [], {}

    def visit(module: str, path: list[str]) -> None:
        state[module] = "open"
        for target in sorted(graph[module]):
            if state.get(target) == "open":
                found.append(path[path.index(target):] + [target])
            elif target not in state:
                visit(target, path + [target])
        state[module] = "done"

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    return found


def test_evalcore_modules_import_each_other_without_a_cycle():
    files = {_module_name(p): p for p in (ROOT / "evalcore").rglob("*.py")}
    # an edge to a package means its __init__ (which re-exports its modules)
    graph = {name: {m for m in _imports(path) if m in files and m != name}
             for name, path in files.items()}
    packages = {name for name, path in files.items() if path.name == "__init__.py"}
    # the package __init__ → submodule edges are how Python loads a submodule, not a design choice
    for package in packages:
        graph[package] = {m for m in graph[package] if not m.startswith(package + ".")}
    assert _cycles(graph) == []


def test_benchmarks_import_nothing_from_tests():
    offenders = sorted((p.name, m) for p in (ROOT / "benchmarks").glob("*.py")
                       for m in _imports(p) if m == "tests" or m.startswith("tests."))
    assert offenders == []
