"""Every catalog key exists, non-empty, in both languages, with the same placeholders."""

import string

import pytest

from dashboard.i18n import CATALOG, LANGUAGES


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(CATALOG))
def test_key_is_translated_in_every_language(key):
    texts = CATALOG[key]
    assert set(texts) == set(LANGUAGES), f"{key}: languages {sorted(texts)}"
    for lang in LANGUAGES:
        assert texts[lang].strip(), f"{key}: empty in {lang}"


@pytest.mark.parametrize("key", sorted(CATALOG))
def test_placeholders_match_across_languages(key):
    en, zh = (_placeholders(CATALOG[key][lang]) for lang in LANGUAGES)
    assert en == zh, f"{key}: en {sorted(en)} vs zh {sorted(zh)}"


def _literal_keys_used() -> set[tuple[str, str]]:
    """(file, key) for every t("key") / translate("key", ...) call with a literal key."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    call = re.compile(r"""\b(?:t|translate)\(\s*["']([a-z0-9_]+)["']""")
    files = [*root.glob("app.py"), *root.glob("app_pages/*.py"), *root.glob("dashboard/**/*.py")]
    return {(str(f.relative_to(root)), key) for f in files for key in call.findall(f.read_text())}


def test_every_literal_key_used_in_the_ui_exists():
    missing = sorted((f, key) for f, key in _literal_keys_used() if key not in CATALOG)
    assert not missing


def test_every_example_has_a_title():
    from evalcore.examples import all_examples

    assert all(f"example_{key}" in CATALOG for key in all_examples())
