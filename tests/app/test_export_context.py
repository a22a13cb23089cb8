"""The first lines of a downloaded table on the Folds page and the teaching pages: the Folds
page names its own threshold, every page's title is named in both languages, and the
Resampling lab's tables carry the lab's settings."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from dashboard.i18n import translate
from tests.app.helpers import PAGES


def _context_script(pages: list, task: str, lang: str) -> None:
    """Set the state each page leaves behind and show its export context."""
    from types import SimpleNamespace

    import streamlit as st

    from dashboard.shell import guard
    from dashboard.widgets.export_context import export_context

    st.session_state[guard.FAMILY] = "folds"
    st.session_state["lang"] = lang
    st.session_state["dataset_folds"] = SimpleNamespace(
        file_name="oof.csv", dataset=SimpleNamespace(task=task))
    st.session_state["threshold"] = 0.9  # the shared threshold: not the Folds page's
    st.session_state["threshold_folds"] = 0.35
    for page in pages:
        st.session_state[guard.PAGE] = page
        context = export_context()
        st.text(repr((context.settings, context.stem("per_fold"))))


def _contexts(pages: list[str], task: str = "binary", lang: str = "en") -> list:
    at = AppTest.from_function(_context_script, args=(pages, task, lang))
    at.run()
    assert not at.exception, at.exception
    return [eval(text.value) for text in at.text]  # noqa: S307 (our own repr)


def _context(page: str, task: str = "binary", lang: str = "en"):
    return _contexts([page], task, lang)[0]


def test_folds_tables_name_the_folds_threshold():
    settings, stem = _context("folds")
    assert settings == (("Data set", "oof.csv"), ("Page", "Folds"), ("Language", "en"),
                        ("Threshold", 0.35))
    assert stem == "oof_folds_per_fold_t0.35"


def test_folds_regression_tables_have_no_threshold():
    settings, stem = _context("folds", task="regression", lang="zh")
    assert settings == (("数据集", "oof.csv"), ("页面", "交叉验证各折"), ("语言", "zh"))
    assert stem == "oof_folds_per_fold"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_page_is_named(lang):
    contexts = _contexts([url for _, url, _ in PAGES], task="multiclass", lang=lang)
    for (_, url, title), (settings, _) in zip(PAGES, contexts):
        assert settings[1] == (translate("export_page", lang), translate(title, lang))
        assert translate(title, lang) != url
