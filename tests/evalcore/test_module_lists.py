"""Lists of modules written out by name (imported statically, so that the import graph sees
them) are complete: a module added beside the others is in its list."""

from __future__ import annotations

import pkgutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

import dashboard.i18n
import evalcore.messages

ROOT = Path(__file__).resolve().parents[2]


def _names(modules) -> set[str]:
    return {module.__name__ for module in modules}


def test_every_message_module_is_merged():
    found = {f"evalcore.messages.{info.name}"
             for info in pkgutil.iter_modules(evalcore.messages.__path__)}
    assert len(found) > 15
    assert _names(evalcore.messages.MODULES) == found


def test_every_catalog_module_of_the_dashboard_is_merged():
    found = {".".join(path.relative_to(ROOT).with_suffix("").parts)
             for path in (ROOT / "dashboard").glob("*/catalog*.py")}
    assert len(found) > 20
    assert _names(dashboard.i18n.MODULES) == found


def test_every_catalog_module_of_the_view_layer_is_merged():
    import evalcore.view.language

    found = {".".join(path.relative_to(ROOT).with_suffix("").parts)
             for path in (ROOT / "evalcore" / "view").rglob("catalog*.py")}
    assert {"evalcore.view.catalog", "evalcore.view.live.catalog"} <= found
    assert _names(evalcore.view.language.MODULES) == found
    assert set(evalcore.view.language.CATALOG) <= set(dashboard.i18n.CATALOG)  # merged there too


def test_merging_refuses_a_key_defined_twice():
    module = ModuleType("twice")
    module.MESSAGES = {"report_download": {"en": "x", "zh": "x"}}
    with pytest.raises(RuntimeError, match="'report_download' is defined twice .in twice"):
        evalcore.messages.merge_catalogs([module], dashboard.i18n.CATALOG)


def test_every_command_module_is_a_task():
    import evalcore.cli
    from evalcore.tasks import TASKS

    found = {info.name for info in pkgutil.iter_modules(evalcore.cli.__path__)
             if not info.name.startswith("_")}
    assert len(found) > 10
    assert set(TASKS) == found
    assert all(task.command().__name__ == f"evalcore.cli.{name}" for name, task in TASKS.items())


def test_every_example_module_is_listed():
    import evalcore.examples
    from evalcore.examples import all_examples

    found = {info.name for info in pkgutil.iter_modules(evalcore.examples.__path__)
             if not info.name.startswith("_") and info.name != "example"}
    listed = {example.key: example for example in all_examples().values()}
    modules = {sys.modules[f"evalcore.examples.{name}"] for name in found}
    assert len(found) > 5
    assert {e.key for m in modules for e in m.EXAMPLES} == set(listed)


def test_every_lazy_name_resolves():
    """The packages that import their modules on first use (by a statement per module) answer
    every name they list."""
    import evalcore.io
    import evalcore.teaching

    for name in evalcore.io.SUBMODULES:
        assert getattr(evalcore.io, name) is sys.modules[f"evalcore.io.{name}"]
    for name in evalcore.io.__all__:
        assert getattr(evalcore.io, name) is getattr(
            sys.modules[evalcore.io._MODULE_OF[name]], name)
    for name in evalcore.teaching.__all__:
        home = evalcore.teaching._HOME_OF[name]
        assert getattr(evalcore.teaching, name) is getattr(
            sys.modules[f"evalcore.teaching.{home}"], name)
