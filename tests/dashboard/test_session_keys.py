"""The session keys a family's dataset and a sticky widget's store are kept under are spelled in
one module (:mod:`dashboard.shell.state`); every other module asks it."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PREFIXES = ("dataset_", "previous_")
"""A family's dataset keys: the prefix, then the family."""


def _spelled(source: str) -> list[int]:
    """Lines that build a family's dataset key (:data:`PREFIXES`) or a sticky store's key
    (``sticky_`` and more) from a prefix and a value."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr) and len(node.values) > 1:
            first = node.values[0]
            if isinstance(first, ast.Constant) and (first.value in PREFIXES
                                                    or first.value.startswith("sticky_")):
                lines.append(node.lineno)
    return lines


def test_finds_a_key_spelled_by_hand():
    assert _spelled('a = f"sticky_{key}"\nb = f"dataset_{family}"\nc = f"page_{x}"\n'
                    'd = f"sticky_pos_{d}_"\n') == [1, 2, 4]


def test_session_keys_are_spelled_in_the_state_module_only():
    files = [*ROOT.glob("app.py"), *(ROOT / "app_pages").rglob("*.py"),
             *(ROOT / "dashboard").rglob("*.py")]
    offenders = {str(path.relative_to(ROOT)): lines for path in files
                 if path != ROOT / "dashboard" / "shell" / "state.py"
                 and (lines := _spelled(path.read_text()))}
    assert offenders == {}
