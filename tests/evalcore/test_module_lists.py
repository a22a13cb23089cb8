"""Lists of modules written out by name (imported statically, so that the import graph sees
them) are complete: a module added beside the others is in its list."""

from __future__ import annotations

import pkgutil
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


def test_merging_refuses_a_key_defined_twice():
    module = ModuleType("twice")
    module.MESSAGES = {"report_download": {"en": "x", "zh": "x"}}
    with pytest.raises(RuntimeError, match="'report_download' is defined twice .in twice"):
        evalcore.messages.merge_catalogs([module], dashboard.i18n.CATALOG)
