"""The catalog: every key in both languages with the same placeholders, every key the code uses
exists, and every key is used (literally in the source, or built from a family listed in
tests.dashboard.dynamic_keys). Each check is one test that lists all its offenders at once."""

import ast
import re
import string
from pathlib import Path

from tests.dashboard.dynamic_keys import dynamic_keys, dynamic_patterns
from dashboard.i18n import CATALOG, LANGUAGES
from evalcore.registry import measures

ROOT = Path(__file__).resolve().parents[2]


def _is_catalog(path: Path) -> bool:
    """A module that holds catalog text (its keys are definitions, not uses)."""
    return ((path.parent == ROOT / "evalcore" / "messages" and path.name != "__init__.py")
            or (path.is_relative_to(ROOT / "evalcore" / "view") and path.name.startswith("catalog"))
            or (path.parent.parent == ROOT / "dashboard" and path.name.startswith("catalog")))

UNUSED_BUT_REQUIRED = {f"{e.label}_help" for e in measures("binary", "point")}
"""Help texts of the binary point measures: no page shows them, but
tests/evalcore/test_point_metrics.py requires one per measure (show or delete them together)."""


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _source_files() -> list[Path]:
    """app.py, the pages, dashboard/ and evalcore/, without the catalogs themselves."""
    files = [ROOT / "app.py", *ROOT.glob("app_pages/*.py"), *ROOT.glob("dashboard/**/*.py"),
             *ROOT.glob("evalcore/**/*.py")]
    return [f for f in files if not _is_catalog(f)]


def _string_constants() -> set[str]:
    """Every plain string literal of the source (a message key may be raised, returned as a
    reason or passed to t())."""
    return {node.value for f in _source_files() for node in ast.walk(ast.parse(f.read_text()))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def test_every_key_is_translated_in_every_language():
    offenders = sorted(key for key, texts in CATALOG.items()
                       if set(texts) != set(LANGUAGES)
                       or not all(texts[lang].strip() for lang in LANGUAGES))
    assert offenders == []


def test_placeholders_match_across_languages():
    offenders = sorted(key for key, texts in CATALOG.items()
                       if len({frozenset(_placeholders(texts[lang])) for lang in LANGUAGES}) > 1)
    assert offenders == []


def _literal_keys_used() -> set[tuple[str, str]]:
    """(file, key) for every t("key") / tr("key") / translate("key", ...) call with a literal key
    (the UI's, and the figure labels' in evalcore's view layer)."""
    call = re.compile(r"""\b(?:t|tr|translate)\(\s*["']([a-z0-9_]+)["']""")
    files = [*ROOT.glob("app.py"), *ROOT.glob("app_pages/*.py"), *ROOT.glob("dashboard/**/*.py"),
             *ROOT.glob("evalcore/view/**/*.py")]
    return {(str(f.relative_to(ROOT)), key) for f in files for key in call.findall(f.read_text())}


def test_every_literal_key_used_in_the_ui_exists():
    missing = sorted((f, key) for f, key in _literal_keys_used() if key not in CATALOG)
    assert not missing


def test_every_key_of_the_view_layer_is_in_its_own_catalog():
    """evalcore's figures (``a.figures()``) and its notebook view translate with the view
    layer's catalog alone (:mod:`evalcore.view.language`): every key the view layer uses must
    live there, not only in the dashboard's rooms."""
    from evalcore.view.language import CATALOG as VIEW_TEXT

    missing = sorted((f, key) for f, key in _literal_keys_used()
                     if f.startswith("evalcore/view/") and key not in VIEW_TEXT)
    assert not missing


def test_every_dynamic_key_exists():
    assert sorted(dynamic_keys() - set(CATALOG)) == []


def test_every_built_key_prefix_is_a_listed_family():
    """t(f"prefix{x}") and option_labels("prefix") build keys: their family must be listed in
    tests.dashboard.dynamic_keys, or the unused-key test could not see the keys they use."""
    built = re.compile(r"""\b(?:t|translate)\(\s*f["']([^"']*)["']"""
                       r"""|option_labels\(\s*["']([^"']*)["']""")
    patterns = set()
    for f in _source_files():
        for formatted, prefix in built.findall(f.read_text()):
            pattern = re.sub(r"\{[^}]*\}", "{}", formatted) if formatted else prefix + "{}"
            # fully generic helpers pass a key through; the CLI's t() writes plain text
            if re.fullmatch(r"[a-z0-9_]+[a-z0-9_{}]*", pattern):
                patterns.add(pattern)
    assert sorted(patterns - dynamic_patterns()) == []


def test_every_key_is_used():
    used = _string_constants() | dynamic_keys() | UNUSED_BUT_REQUIRED
    assert sorted(set(CATALOG) - used) == []


def test_every_example_has_a_title():
    from evalcore.examples import all_examples

    assert all(f"example_{key}" in CATALOG for key in all_examples())
