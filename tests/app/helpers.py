"""AppTest helpers: open the app on a page, in a language, and read what it shows."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Block

from dashboard import tasks
from dashboard.shell import guard

ROOT = Path(__file__).resolve().parents[2]


PAGES = tuple(tuple(page) for page in tasks.PAGES)
"""The app's pages (script, url path, title key), in navigation order."""


def new_app(*, live: bool = False) -> AppTest:
    """The app, not run yet; ``live``: with the live threshold view, the app's default, whose
    slider AppTest cannot move (its JavaScript does not run here); off, the threshold pages draw
    the server's slider, which the tests move."""
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.session_state["sticky_live_view"] = live  # the sidebar switch's kept value
    return at


def open_app(page: str | None = None, *, lang: str = "en", live: bool = False,
             example: str | None = None, family: str = "classification") -> AppTest:
    """Run the app in ``lang``, with the live threshold view or the server's slider
    (:func:`new_app`); with ``page`` (e.g. "app_pages/roc_pr.py"), opened at that page's own
    address, as a link to it opens it: the session's first run is that page, not the root's
    forward, a run of the first page and a switch from there. Another language than English
    comes in the link too (``?lang=zh``), as a shared Chinese link opens the app: the first run
    is already in that language, and the sidebar's language radio shows it. So does a built-in
    ``example`` of the page's data ``family`` (``?example=…``): the page opens on it, where
    :func:`choose_example` on an open page runs it again."""
    at = new_app(live=live)
    if page is not None:
        at.switch_page(page)  # before the first run: found by its file name, the page's url path
    if lang != "en":
        at.query_params["lang"] = lang
    if example is not None:
        at.query_params["example"] = example
    at.run()
    assert not at.exception, at.exception
    if page is not None:
        url = next(url for script, url, _ in PAGES if script == page)
        assert at.session_state[guard.PAGE] == url, "the app opened another page"
    assert at.sidebar.radio(key="lang").value == lang, "the app opened in another language"
    if example is not None:
        assert at.sidebar.radio(key=f"source_kind_{family}").value == "example"
        assert at.sidebar.selectbox(key=f"example_{family}").value == example, "another example"
    return at


def metric_values(at: AppTest) -> dict[str, str]:
    """Every st.metric on the page, label → displayed value."""
    return {m.label: m.value for m in at.metric}


def plotly_figures(at: AppTest) -> list[dict]:
    """The JSON of every Plotly chart on the page, in order."""
    return [json.loads(chart.proto.spec) for chart in at.get("plotly_chart")]


def choose_example(at: AppTest, key: str, family: str = "classification") -> AppTest:
    """Select a built-in example in the sidebar (switching the source to the examples first
    when another source is chosen)."""
    source = at.sidebar.radio(key=f"source_kind_{family}")
    if source.value != "example":
        source.set_value("example").run()
    at.sidebar.selectbox(key=f"example_{family}").set_value(key).run()
    assert not at.exception, at.exception
    return at


def upload(at: AppTest, name: str, data: bytes, family: str = "classification") -> AppTest:
    """Switch the sidebar to upload and upload ``data`` as ``name``."""
    at.sidebar.radio(key=f"source_kind_{family}").set_value("upload").run()
    at.file_uploader(key=f"upload_{family}").set_value((name, data, "text/csv")).run()
    assert not at.exception, at.exception
    return at


def evaluate_local(at: AppTest, pattern: str, family: str = "classification") -> AppTest:
    """Switch the sidebar to the local source, type ``pattern`` and press "Evaluate"."""
    at.sidebar.radio(key=f"source_kind_{family}").set_value("local").run()
    at.sidebar.text_input(key=f"local_path_{family}").set_value(pattern).run()
    at.sidebar.button(key=f"local_evaluate_{family}").click().run()
    assert not at.exception, at.exception
    return at


def plotly_array(value) -> list:
    """A trace's x/y as a list, decoding Plotly's base64 typed arrays ({"dtype", "bdata"})."""
    if isinstance(value, dict) and "bdata" in value:
        import base64

        import numpy as np

        return np.frombuffer(base64.b64decode(value["bdata"]), dtype=value["dtype"]).tolist()
    return list(value)


def input_errors(at: AppTest) -> list[str]:
    """The error messages at the top of the page as the user reads them (Markdown escapes
    removed); the sidebar holds none."""
    assert not at.sidebar.error
    return [e.value.replace("\\", "") for e in at.main.error]


def shown_in_order(node):
    """Every element under ``node`` (a block such as ``at.main``) in the order the page shows
    them: its tree, depth first (an empty container, such as the place kept for messages, shows
    nothing)."""
    if not isinstance(node, Block):
        yield node
        return
    for child in node.children.values():
        yield from shown_in_order(child)


def top_of_page(at: AppTest):
    """The first element the page shows (None on an empty page)."""
    return next(shown_in_order(at.main), None)


def assert_bad_upload_keeps_last_good(at: AppTest, data: bytes, message: str,
                                      family: str = "classification") -> None:
    """Upload ``data`` after good data: the page's first element is an error containing
    ``message`` (the fixed head of a catalog text) and every metric on the page is unchanged."""
    before = metric_values(at)
    at = upload(at, "bad.csv", data, family)
    errors = input_errors(at)
    assert errors and message in errors[0] and top_of_page(at).type == "error"
    assert metric_values(at) == before


def csv_bytes(frame: pd.DataFrame) -> bytes:
    """A table as the CSV a user uploads."""
    return frame.to_csv(index=False).encode()


def upload_model_b(at: AppTest, name: str, data: bytes) -> AppTest:
    """On the Comparison page: put ``data`` in model B's uploader (the second file)."""
    at.file_uploader(key="upload_compare_b").set_value((name, data, "text/csv")).run()
    assert not at.exception, at.exception
    return at


def upload_two(at: AppTest, file_a: bytes, file_b: bytes,
               names: tuple[str, str] = ("a.csv", "b.csv")) -> AppTest:
    """On the Comparison page: upload model A's file, then model B's."""
    return upload_model_b(upload(at, names[0], file_a, "compare"), names[1], file_b)


def assert_bad_model_b_keeps_last_good(at: AppTest, data: bytes, message: str) -> str:
    """Upload ``data`` as model B's file after good files: the first error on the page contains
    ``message`` and every metric on the page is unchanged; returns that error."""
    before = metric_values(at)
    errors = input_errors(upload_model_b(at, "b.csv", data))
    assert errors and message in errors[0]
    assert metric_values(at) == before
    return errors[0]
