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
