"""AppTest: an unexpected error (a bug, not bad input) in a loader or a page body shows the short
message at the top of the page, no exception element and no detail, keeps the last good numbers on
screen and logs the traceback on the server.

The mini app below runs the real loading path (:func:`dashboard.shell.datasets.load_with`) and the real
page guard with a loader function that raises on one file and a page body that raises on
another, so that the test does not depend on a bug that someone will fix.
"""

from __future__ import annotations

import logging

import pytest
from streamlit.testing.v1 import AppTest

from dashboard.i18n import CATALOG, translate
from tests.app.helpers import top_of_page

FILES = ("good.csv", "other.csv", "page_bug.csv", "loader_bug.csv")


def mini_app(first: str = "good.csv") -> None:
    import streamlit as st
    from types import SimpleNamespace

    from dashboard.shell import datasets, guard
    from dashboard.shell.source_file import SourceFile

    contents = {"good.csv": b"auc\n0.75\n", "other.csv": b"auc\n0.8\n",
                "page_bug.csv": b"auc\nbroken\n", "loader_bug.csv": b"auc\n0.9\n"}

    def load(source: SourceFile):
        if source.name == "loader_bug.csv":
            raise KeyError("/srv/secret/path")
        return SimpleNamespace(dataset_id=source.digest, auc=source.data.decode().split()[1])

    st.session_state[guard.PAGE] = "mini"
    name = st.sidebar.radio("file", list(contents), index=list(contents).index(first), key="file")
    datasets.load_with("fake", SourceFile.of(name, contents[name]), load)
    with guard.page_guard("mini"):
        shown = datasets.current("fake")
        if shown is None:
            st.info("no data")
            st.stop()
        st.metric("AUC", f"{float(shown.auc):.4f}")  # a "bug" on page_bug.csv: float("broken")


def shown(at: AppTest) -> str:
    return at.metric[0].value


def assert_refused(at: AppTest, kept: str, name: str) -> None:
    assert not at.exception
    assert top_of_page(at).type == "error"
    assert top_of_page(at).value == CATALOG["unexpected_error"]["en"]
    assert at.main.caption[0].value == translate("showing_last_good", "en", 
        name=name.replace(".", "\\."), rows="1")
    assert shown(at) == kept
    everything = " ".join(str(getattr(e, "value", "")) for e in at.main)
    assert "secret" not in everything and "ValueError" not in everything


def test_loader_bug_keeps_last_good_and_logs(caplog):
    at = AppTest.from_function(mini_app, default_timeout=30)
    at.run()
    assert shown(at) == "0.7500" and not at.error
    with caplog.at_level(logging.ERROR, logger="dashboard"):
        at.sidebar.radio(key="file").set_value("loader_bug.csv").run()
    assert_refused(at, "0.7500", "good.csv")
    logged = [r for r in caplog.records if r.name == "dashboard"]
    assert logged and "KeyError: '/srv/secret/path'" in caplog.text  # the traceback, server side
    assert logged[0].exc_info is not None


def test_page_bug_falls_back_to_the_previous_dataset(caplog):
    at = AppTest.from_function(mini_app, default_timeout=30)
    at.run()
    at.sidebar.radio(key="file").set_value("other.csv").run()
    assert shown(at) == "0.8000" and not at.error
    with caplog.at_level(logging.ERROR, logger="dashboard"):
        at.sidebar.radio(key="file").set_value("page_bug.csv").run()
    assert_refused(at, "0.8000", "other.csv")
    assert "could not convert string to float: 'broken'" in caplog.text
    # a good file afterwards loads normally, and the failing one is refused again at once
    at.sidebar.radio(key="file").set_value("good.csv").run()
    assert shown(at) == "0.7500" and not at.error
    at.sidebar.radio(key="file").set_value("page_bug.csv").run()
    assert_refused(at, "0.7500", "good.csv")


def test_page_bug_on_the_first_dataset_shows_no_data_and_the_message():
    at = AppTest.from_function(mini_app, args=("page_bug.csv",), default_timeout=30)
    at.run()
    assert not at.exception and not at.metric
    assert [e.value for e in at.main.error] == [CATALOG["unexpected_error"]["en"]]
    assert top_of_page(at).type == "error" and not at.main.caption  # no data is claimed as kept
    assert [i.value for i in at.info] == ["no data"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_message_exists_in_both_languages(lang):
    text = CATALOG["unexpected_error"][lang]
    assert text and "{" not in text and CATALOG["showing_last_good"][lang].count("{") == 2
