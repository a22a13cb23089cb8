"""The import graph of ``evalcore/``, ``dashboard/``, ``app_pages/`` and ``app.py``: no circle
(between modules, and between packages with each module folded into its package), shared code
never imports a task's room, and every import names its module in the source (none by a string
built at run time, which the graph could not see).

Every import counts: absolute and relative (``from .x import y``), at module level and inside
functions (a lazy import that breaks a circle at run time still ties the two modules together for
a reader). ``from package import name`` is an edge to ``package.name`` when that is a module, and
an import of ``a.b.c`` is an edge to the packages ``a.b`` and ``a`` too (their ``__init__`` runs
first), except to the importing module's own packages. The edge from a package's ``__init__`` to
its own submodules is how Python loads a submodule, not a design choice, and is left out; a
second check puts both back where they make a circle at run time (a module the ``__init__``
imports that imports names back from it).

**Shared code** (imported by many tasks; it knows no task):

- dashboard: ``dashboard.shell`` (sidebar, language, data source, links, routes),
  ``dashboard.widgets`` (widgets that receive what they draw), ``dashboard.i18n`` (the catalog),
  ``dashboard.loading`` (the analysis cache and the budgets), ``dashboard.text`` (numbers and
  user text as the page writes them), ``dashboard.reporting`` (a report's blocks, HTML, request
  and download button; the task reports themselves are evalcore's, ``evalcore.view.report``)
  and ``dashboard`` itself;
- evalcore: ``evalcore.io`` (bytes to table), ``evalcore.messages``, ``evalcore.errors``,
  ``evalcore.settings``, ``evalcore.measure``, ``evalcore.histogram``, ``evalcore.sampling``,
  ``evalcore.decimate`` and ``evalcore`` itself.

**A task's room** is every other package below ``dashboard/`` or ``evalcore/`` (binary, cost,
multiclass, regression, ranking, compare, folds, learn, resampling, generalization, report,
live, risk, lesson; evalcore's binary, cost, multiclass, regression, ranking, resample, compare,
folds, teaching, engine, evaluation_methods, analysis, examples, cli, view (the figures, above the
task packages and below the analysis values); the task tables
``evalcore.tasks`` and ``dashboard.tasks``, which registers the rooms).
A room's text (``dashboard/<room>/catalog*.py``: catalog modules, which import nothing) belongs
to the catalog that gathers it by name (``dashboard.i18n``), not to the room's code.
Rooms may use each other and shared code; shared code reaches a room only through what the rooms
register with it (:mod:`dashboard.shell.registry`, filled by
:func:`dashboard.tasks.register_rooms`), never through an import or a module name in a string.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("evalcore", "dashboard", "app_pages")

SHARED = ("dashboard", "dashboard.shell", "dashboard.widgets", "dashboard.i18n",
          "dashboard.loading", "dashboard.text", "dashboard.reporting", "evalcore", "evalcore.io", "evalcore.messages", "evalcore.errors", "evalcore.settings",
          "evalcore.measure", "evalcore.histogram", "evalcore.sampling", "evalcore.decimate")
"""Shared modules and packages (a package covers its submodules)."""
TOPS = ("dashboard", "evalcore")


def _is_text(module: str) -> bool:
    """A room's catalog module (``dashboard.risk.catalog_report``): text the catalog gathers."""
    parts = module.split(".")
    return len(parts) == 3 and parts[0] == "dashboard" and parts[2].startswith("catalog")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def _files() -> dict[str, Path]:
    found = {_module_name(p): p for top in SCANNED for p in (ROOT / top).rglob("*.py")}
    found["app"] = ROOT / "app.py"
    return found


def _parsed(path: Path) -> ast.AST:
    """The syntax tree of ``path``, parsed once per version of the file: every check below walks
    the same trees (none changes them)."""
    return _parse(path, path.stat().st_mtime_ns)


@cache
def _parse(path: Path, version: int) -> ast.AST:
    return ast.parse(path.read_text())


def _imports(path: Path, *, inside_functions: bool = True, name: str | None = None) -> set[str]:
    """Every module named by an import in the file (module ``name``), relative ones resolved;
    with ``inside_functions=False`` only those run when the module is imported."""
    name = name or _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = _parsed(path)
    nodes = ast.walk(tree) if inside_functions else _module_level(tree)
    names = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return {n for n in names if n}


def _module_level(tree: ast.AST):
    """The import nodes outside every function (class bodies, ``if`` and ``try`` included)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(child for child in ast.iter_child_nodes(node)
                     if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef,
                                               ast.Lambda)))


def _ancestors(module: str) -> list[str]:
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def _graph(*, inside_functions: bool = True) -> dict[str, set[str]]:
    files = _files()
    graph = {}
    for name, path in files.items():
        named = {m for m in _imports(path, inside_functions=inside_functions) if m in files}
        # importing a.b.c runs a/b/__init__ first (unless it is this module's own package; a
        # room's package holding text runs nothing, test_text_modules_import_nothing)
        named |= {p for m in named if not _is_text(m) for p in _ancestors(m)
                  if p in files and p not in _ancestors(name)}
        targets = named - {name}
        if path.name == "__init__.py":
            targets = {m for m in targets if not m.startswith(name + ".")}
        graph[name] = targets
    return graph


def _through_inits() -> dict[str, set[str]]:
    """:func:`_graph` with the two edges it leaves out where they make a circle at run time: a
    package's ``__init__`` to the submodules it imports, and a module to its own package when it
    imports a name defined in that ``__init__`` (which must then have run to its end)."""
    files, graph = _files(), _graph()
    for name, path in files.items():
        named = _imports(path)
        if path.name == "__init__.py":
            graph[name] |= {m for m in named if m in files and m.startswith(name + ".")}
        graph[name] |= {package for package in _ancestors(name) if package in files
                        and any(m.rpartition(".")[0] == package and m not in files
                                for m in named)}
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of two modules or more (Tarjan), each sorted."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in sorted(graph[module]):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _is_shared(module: str) -> bool:
    """The top packages cover only their own ``__init__``; the other shared names their subtree
    (and the catalog, ``dashboard.i18n``, the rooms' text)."""
    return (module in TOPS or _is_text(module)
            or any(_within(module, s) for s in SHARED if s not in TOPS))


def _room(module: str) -> str | None:
    """``dashboard.compare`` for ``dashboard.compare.figures.binary``; None for shared code and
    for modules outside both packages."""
    parts = module.split(".")
    if parts[0] not in ("dashboard", "evalcore") or _is_shared(module):
        return None
    return ".".join(parts[:2])


def _upward(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Imports from shared code into a room of the same package (the dashboard as a whole sits
    above evalcore, so its shared code may use evalcore's task packages)."""
    return sorted((source, target) for source, targets in graph.items() if _is_shared(source)
                  for target in targets
                  if _room(target) is not None and target.split(".")[0] == source.split(".")[0])


def _function_level_count(top: str) -> int:
    """How many imports sit inside functions in the files under ``top`` (a figure for the notes)."""
    count = 0
    for name, path in _files().items():
        if name.split(".")[0] != top:
            continue
        tree = _parsed(path)
        inside = {id(n) for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))}
        count += len(inside - {id(n) for n in _module_level(tree)})
    return count


def test_resolves_relative_and_function_level_imports(tmp_path):
    module = tmp_path / "a.py"
    module.write_text("from . import b\nfrom ..io.table import x\n"
                      "def f():\n    from .c import y\n")
    assert _imports(module, name="evalcore.pkg.a") == {
        "evalcore.pkg", "evalcore.pkg.b", "evalcore.io.table", "evalcore.io.table.x",
        "evalcore.pkg.c", "evalcore.pkg.c.y"}
    assert _imports(module, name="evalcore.pkg.a", inside_functions=False) == {
        "evalcore.pkg", "evalcore.pkg.b", "evalcore.io.table", "evalcore.io.table.x"}


def test_finds_a_circle_and_an_upward_import():
    graph = {"dashboard.shell.a": {"dashboard.compare.offer"},
             "dashboard.compare.offer": {"dashboard.shell.a"}, "evalcore.io.t": set()}
    assert _circles(graph) == [["dashboard.compare.offer", "dashboard.shell.a"]]
    assert _upward(graph) == [("dashboard.shell.a", "dashboard.compare.offer")]


def test_no_import_circle_in_evalcore_dashboard_or_the_pages():
    assert _circles(_graph()) == []


def test_no_import_circle_through_a_package_init():
    """A module its package's ``__init__`` imports (directly or through other modules) does not
    import names back from that ``__init__``."""
    assert _circles(_through_inits()) == []


def test_shared_code_imports_no_task_room():
    assert _upward(_graph()) == []


def test_shared_code_names_no_room_module_in_a_string():
    """No room found by a string handed to importlib (the rooms register with the shell)."""
    rooms = {_room(name) for name in _files()} - {None}
    offenders = sorted(
        (name, node.value) for name, path in _files().items() if _is_shared(name)
        for node in ast.walk(_parsed(path))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        and any(node.value == room or node.value.startswith(room + ".") for room in rooms))
    assert offenders == []


FIGURE_BUILDING = ("plotly.graph_objects", "plotly.colors", "plotly.subplots")
"""What evalcore's view layer (:mod:`evalcore.view`) may import of Plotly: figures are built,
never rendered (no ``plotly.io``, ``plotly.offline`` or ``show``)."""


def _evalcore_offender(module: str, imported: str) -> bool:
    """``imported`` is Streamlit, the dashboard or the pages; or Plotly, other than building
    figures inside :mod:`evalcore.view`."""
    if imported.split(".")[0] in ("streamlit", "dashboard", "app_pages"):
        return True
    if imported.split(".")[0] != "plotly":
        return False
    return not (_within(module, "evalcore.view")
                and any(_within(imported, allowed) for allowed in FIGURE_BUILDING))


def test_finds_plotly_outside_the_view_layer_and_a_renderer_inside_it():
    assert _evalcore_offender("evalcore.binary.sweep", "plotly.graph_objects")
    assert _evalcore_offender("evalcore.view.binary", "plotly.io")
    assert _evalcore_offender("evalcore.view.binary", "plotly")
    assert _evalcore_offender("evalcore.view.binary", "streamlit")
    assert not _evalcore_offender("evalcore.view.binary", "plotly.graph_objects")
    assert not _evalcore_offender("evalcore.view.folds", "plotly.colors.qualitative")


def test_evalcore_imports_no_streamlit_or_dashboard_and_plotly_only_to_build_figures():
    offenders = sorted((name, m) for name, path in _files().items()
                       if name.split(".")[0] == "evalcore" for m in _imports(path)
                       if _evalcore_offender(name, m))
    assert offenders == []


def _unit(module: str) -> str:
    """The package (or top module) of ``module`` below ``evalcore`` or ``dashboard``:
    ``evalcore.binary`` for ``evalcore.binary.sweep``, ``evalcore.cost`` for itself; a room's
    text is the catalog's (``dashboard.i18n``)."""
    if _is_text(module):
        return "dashboard.i18n"
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] in TOPS else parts[0]


def _package_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """``graph`` with each module folded into its :func:`_unit`, edges inside a unit left out."""
    folded: dict[str, set[str]] = {}
    for source, targets in graph.items():
        unit = _unit(source)
        folded.setdefault(unit, set())
        for target in targets:
            if _unit(target) != unit:
                folded[unit].add(_unit(target))
                folded.setdefault(_unit(target), set())
    return folded


def test_text_modules_import_nothing():
    """The rooms' catalog modules, and the ``__init__`` of each room that holds one, import
    nothing: the catalog gathering them runs no room's code."""
    texts = [name for name in _files() if _is_text(name)]
    holders = {name.rpartition(".")[0] for name in texts}
    assert len(texts) > 20 and "dashboard.risk" in holders
    offenders = sorted((name, m) for name in [*texts, *holders]
                       for m in _imports(_files()[name]) if m != "__future__"
                       and not m.startswith("__future__."))
    assert offenders == []


def test_finds_a_circle_between_packages():
    graph = {"evalcore.a.x": {"evalcore.b.y"}, "evalcore.b.y": {"evalcore.b.z"},
             "evalcore.b.z": {"evalcore.a.w"}, "evalcore.a.w": set()}
    assert _circles(graph) == []
    assert _circles(_package_graph(graph)) == [["evalcore.a", "evalcore.b"]]


def test_no_circle_between_the_packages_of_evalcore_or_the_dashboard():
    """Folded to packages, the arrows go one way: no package reaches back to one that uses it
    (a report that draws the rooms and a room that offers a report, say)."""
    assert _circles(_package_graph(_graph())) == []


def _built_imports(path: Path) -> list[int]:
    """Lines of ``path`` that import a module named by anything but a literal string
    (``importlib.import_module(f"dashboard.{room}")``, ``f"{__name__}.{name}"``, a variable),
    which the graph above cannot see."""
    lines = []
    for node in ast.walk(_parsed(path)):
        if isinstance(node, ast.Call) and node.args and (
                getattr(node.func, "attr", None) == "import_module"
                or getattr(node.func, "id", None) in ("import_module", "__import__")):
            if not isinstance(node.args[0], ast.Constant):
                lines.append(node.lineno)
    return lines


def test_finds_an_import_by_a_built_name(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("import importlib\nroom = 'x'\nimportlib.import_module(f'dashboard.{room}')"
                      "\nimportlib.import_module(f'{__name__}.part')\n"
                      "importlib.import_module('dashboard.shell')\n__import__(room)\n"
                      "importlib.import_module('.' + room, __name__)\n")
    assert _built_imports(module) == [3, 4, 6, 7]


def test_no_import_by_a_built_name():
    """Every import names its module in the source (the tasks' tables, the catalogs and the lazy
    loaders import each module by a statement), so the graph above sees every edge."""
    built = {name: lines for name, path in _files().items() if (lines := _built_imports(path))}
    assert built == {}


def test_the_dashboard_and_the_pages_never_import_the_command_line():
    """The pages and the report are adapters over evalcore's settings and values
    (:mod:`evalcore.api`), as the CLI is: neither reaches into the other."""
    offenders = sorted((name, m) for name, path in _files().items()
                       if name.split(".")[0] in ("dashboard", "app_pages", "app")
                       for m in _imports(path)
                       if _within(m, "evalcore.cli") or _within(m, "evalcore.__main__"))
    assert offenders == []


def test_benchmarks_import_nothing_from_tests():
    offenders = sorted((p.name, m) for p in (ROOT / "benchmarks").glob("*.py")
                       for m in _imports(p) if m == "tests" or m.startswith("tests."))
    assert offenders == []


if __name__ == "__main__":  # figures for the notes: python tests/evalcore/test_import_graph.py
    everything = _graph()
    for circle in _circles(everything):
        print("circle", len(circle), circle)
    for edge in _upward(everything):
        print("upward", *edge)
    print("circles", len(_circles(everything)), "modules in circles",
          sum(map(len, _circles(everything))), "| module-level circles",
          len(_circles(_graph(inside_functions=False))), "| through inits",
          len(_circles(_through_inits())), "| upward", len(_upward(everything)),
          "| function-level imports",
          {top: _function_level_count(top) for top in (*SCANNED, "app")})
