"""AppTest: every bad upload gets a translated message, user text stays literal, and the last good
dataset stays in use."""

from __future__ import annotations

import tomllib

import pytest

from dashboard.i18n import CATALOG
from tests.app.helpers import ROOT, metric_values, open_app, upload

GOOD = b"label,score\n1,0.9\n0,0.8\n1,0.7\n0,0.2\n"

BAD_FILES = {
    "empty": (b"", "io_empty_file"),
    "header only": (b"label,score\n", "io_header_only"),
    "non-numeric score": (b"label,score\n1,0.9\n0,abc\n1,0.3\n", "io_invalid_values"),
    "one class": (b"label,score\n1,0.9\n1,0.8\n", "io_one_class"),
    "three labels": (b"label,score\na,0.9\nb,0.8\nc,0.1\n", "io_too_many_labels"),
    "duplicate columns": (b"label,score,score\n1,0.9,0.1\n0,0.8,0.3\n", "io_duplicate_columns"),
    "negative weight": (b"label,score,weight\n1,0.9,1\n0,0.8,-2\n", "io_negative_weights"),
    "bad encoding": (b"label,score\n\xff\xfe\x00\x00\xc3\x28,0.1\n", None),
}


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_upload_shows_message_and_keeps_last_good(case, lang):
    data, key = BAD_FILES[case]
    at = upload(open_app(lang=lang), "good.csv", GOOD)
    good_counts = metric_values(at)
    at = upload(at, "bad.csv", data)
    assert not at.exception
    assert not at.sidebar.error  # the sidebar stays short: the message is where the eye is
    assert at.main[0].type == "error", f"no error at the top of the page for {case}"
    errors = [e.value for e in at.main.error]
    # the page says which data is still on screen (the good file, literally)
    assert at.main.caption[0].value == CATALOG["showing_last_good"][lang].format(
        name="good\\.csv", rows="4")
    if key is not None:
        head = CATALOG[key][lang].split("{")[0].strip()
        assert head and head in errors[0].replace("\\", "")
    assert metric_values(at) == good_counts  # the last good dataset stays


def test_markup_in_headers_and_labels_is_shown_literally():
    header = "<img src=x onerror=alert(1)>"
    data = f"{header},**bold**\n1,0.9\n0,0.2\n".encode()
    at = upload(open_app(), "xss.csv", data)
    # Neither column is recognised by name, so the user must choose; the choices are the raw names.
    label_box = at.sidebar.selectbox[[b.label for b in at.sidebar.selectbox].index("True label column")]
    assert header in label_box.options
    # The message names the columns with every Markdown/HTML character escaped, so the browser
    # shows them literally (checked in tests/browser).
    error = at.main.error[0].value
    assert "\\<img src=x onerror=alert\\(1\\)\\>" in error
    assert "\\*\\*bold\\*\\*" in error


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_upload_limit_and_the_uploaders_english_refusal_are_stated(lang):
    """Streamlit's uploader refuses an over-limit file in the browser with an English-only
    message; the caption under it states the limit and that message in the user's language."""
    at = open_app(lang=lang)
    at.sidebar.radio(key="source_kind_classification").set_value("upload").run()
    with open(ROOT / ".streamlit" / "config.toml", "rb") as config:
        limit = tomllib.load(config)["server"]["maxUploadSize"]
    captions = [c.value for c in at.sidebar.caption]
    stated = [c for c in captions if f"{limit} MB" in c]
    assert stated and "File must be … or smaller." in stated[0]
    assert stated[0] == CATALOG["upload_limit"][lang].format(limit=limit)
