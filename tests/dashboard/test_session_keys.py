"""A task family's dataset keys are spelled in one module (:mod:`dashboard.shell.state`): every
other module asks it (``loaded``, ``current``, ``loaded_key``), never writes ``f"dataset_{…}"``."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOME = ROOT / "dashboard" / "shell" / "state.py"
PREFIXES = ("dataset_", "previous_")


def _spelled(path: Path) -> list[int]:
    """Lines of ``path`` with an f-string that begins with a dataset key's prefix."""
    return [node.lineno for node in ast.walk(ast.parse(path.read_text()))
            if isinstance(node, ast.JoinedStr) and node.values
            and isinstance(node.values[0], ast.Constant)
            and str(node.values[0].value).startswith(PREFIXES)]


def test_finds_a_spelled_key(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('family = "x"\nkey = f"dataset_{family}"\nother = f"data_{family}"\n')
    assert _spelled(module) == [2]


def test_only_the_state_module_spells_the_dataset_keys():
    files = [*(ROOT / "dashboard").rglob("*.py"), *(ROOT / "app_pages").glob("*.py"),
             ROOT / "app.py"]
    offenders = {str(p.relative_to(ROOT)): lines for p in files if p != HOME
                 for lines in [_spelled(p)] if lines}
    assert offenders == {}
    assert _spelled(HOME)
