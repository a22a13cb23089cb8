"""AppTest: the "Local dataset (path or glob)" source, offered only when EVALCORE_DATA_ROOT names
a data root, reading nothing outside it and quoting no file's content; DuckDB's aggregate drives
the Confusion page with the counts of the raw rows."""

from __future__ import annotations

import os

import numpy as np
import pandas as pd

import pytest

from dashboard.i18n import CATALOG
from dashboard.shell.input_errors import error_text
from dashboard.text.safe import md_escape
from evalcore.engine import walk
from evalcore.errors import EvalInputError
from evalcore.messages import SENTENCE_SEPARATOR, render
from evalcore.settings import column_setting
from tests.app.helpers import evaluate_local, metric_values, open_app

COUNT_LABELS = ("TP (true positive)", "FP (false positive)", "TN (true negative)",
                "FN (false negative)")


ROOT = "EVALCORE_DATA_ROOT"


@pytest.mark.parametrize("root", [None, "", "/no/such/folder"])
def test_not_offered_without_a_data_root(monkeypatch, caplog, root):
    monkeypatch.setenv("EVALCORE_LOCAL_DATASETS", "1")  # the old switch enables nothing now
    if root is None:
        monkeypatch.delenv(ROOT, raising=False)
    else:
        monkeypatch.setenv(ROOT, root)
    at = open_app()
    assert at.sidebar.radio(key="source_kind_classification").options == [
        "Built-in example", "Upload a file"]
    if root:
        assert f"EVALCORE_DATA_ROOT={root} is not a folder" in caplog.text


def test_glob_of_parquet_files_drives_the_confusion_page(monkeypatch, tmp_path):
    monkeypatch.setenv(ROOT, str(tmp_path))
    rng = np.random.default_rng(8)
    y = rng.integers(0, 2, 3000)
    score = np.round(rng.random(3000) * 0.8 + 0.2 * y, 3)
    for i, rows in enumerate(np.array_split(np.arange(3000), 3)):
        pd.DataFrame({"y": y[rows], "score": score[rows]}).to_parquet(tmp_path / f"p{i}.parquet")
    at = evaluate_local(open_app(), "*.parquet")  # relative to the data root
    assert not at.error, at.error
    assert f"Data root: {md_escape(tmp_path)}" in [c.value for c in at.sidebar.caption]
    at.number_input(key="threshold_number").set_value(0.5).run()
    values = metric_values(at)
    shown = tuple(int(values[label].replace(",", "")) for label in COUNT_LABELS)
    predicted = score >= 0.5
    assert shown == (int(np.sum(predicted & (y == 1))), int(np.sum(predicted & (y == 0))),
                     int(np.sum(~predicted & (y == 0))), int(np.sum(~predicted & (y == 1))))
    assert any("p*.parquet" not in c.value and "aggregate" in c.value for c in at.sidebar.caption)


def test_bad_glob_shows_the_error_on_the_page(monkeypatch, tmp_path):
    monkeypatch.setenv(ROOT, str(tmp_path))
    at = evaluate_local(open_app(), str(tmp_path / "none*.parquet"))
    shown = md_escape(str(tmp_path / "none*.parquet"))  # the path literally, never as Markdown
    assert [e.value for e in at.error] == [
        f"File not found: {shown}. Check the path and try again."]


def _shown_error(at) -> str:
    assert len(at.error) == 1, at.error
    return at.error[0].value.replace("\\", "")  # Markdown escapes off: the text as read


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_etc_passwd_is_refused_even_under_the_root(monkeypatch, lang):
    monkeypatch.setenv(ROOT, "/")
    at = evaluate_local(open_app(lang=lang), "/etc/passwd")
    assert _shown_error(at) == render("engine_system_path", lang, {"path": "/etc/passwd"})
    assert "root:" not in _shown_error(at)


@pytest.mark.parametrize("lang, pattern", [("en", "../outside/secret.env"),
                                           ("zh", "link/secret.env")])
def test_a_path_out_of_the_root_is_refused(monkeypatch, tmp_path, lang, pattern):
    (tmp_path / "root").mkdir()
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.env").write_text("API_KEY=abc123\n")
    (tmp_path / "root" / "link").symlink_to(tmp_path / "outside")
    monkeypatch.setenv(ROOT, str(tmp_path / "root"))
    at = evaluate_local(open_app(lang=lang), pattern)
    assert _shown_error(at) == render("engine_outside_root", lang, {
        "path": pattern, "root": str(tmp_path / "root")})


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_error_about_a_local_file_does_not_quote_it(monkeypatch, tmp_path, lang):
    (tmp_path / "secret.env").write_text("API_KEY=abc123\nTOKEN=xyz\n")
    monkeypatch.setenv(ROOT, str(tmp_path))
    shown = evaluate_local(open_app(lang=lang), "secret.env").error[0].value
    assert "API_KEY" not in shown and "abc123" not in shown
    label = column_setting("label")  # the first column not found: an upload says API_KEY=abc123
    expected = error_text(EvalInputError("io_column_missing", setting=label,
                                         columns=CATALOG["local_value_hidden"][lang]), lang)
    # the hint is one the local source can follow: no sidebar column choice, rename the column
    assert shown == SENTENCE_SEPARATOR[lang].join([
        expected, CATALOG["local_hint_column"][lang], CATALOG["local_values_hidden"][lang]])
    assert "sidebar" not in shown and "侧边栏" not in shown


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_unreadable_local_file_is_named(monkeypatch, tmp_path, lang):
    """A file this process may not read (permissions 000 for a user other than root; the test
    runs as root, whom permissions never stop, so os.access is made to deny it)."""
    (tmp_path / "a.csv").write_text("y,score\n1,0.9\n0,0.1\n")
    locked = tmp_path / "b.csv"
    locked.write_text("y,score\n1,0.8\n0,0.2\n")
    locked.chmod(0)
    access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: os.fspath(path) != str(locked)
                        and access(path, mode, **kw))
    monkeypatch.setenv(ROOT, str(tmp_path))
    at = evaluate_local(open_app(lang=lang), "*.csv")
    assert _shown_error(at) == render("engine_file_unreadable", lang, {"path": str(locked)})


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_header_only_local_file_says_so_without_its_header(monkeypatch, tmp_path, lang):
    """The command line's empty-file rule on the local source too, with the header not shown."""
    (tmp_path / "secret.csv").write_text("API_KEY,TOKEN\n")
    monkeypatch.setenv(ROOT, str(tmp_path))
    shown = evaluate_local(open_app(lang=lang), "secret.csv").error[0].value
    assert "API_KEY" not in shown
    expected = error_text(EvalInputError("io_header_only", name="secret.csv",
                                         columns=CATALOG["local_value_hidden"][lang]), lang)
    assert shown == expected + SENTENCE_SEPARATOR[lang] + CATALOG["local_values_hidden"][lang]


def test_a_glob_past_the_cap_says_so_and_keeps_the_last_dataset(monkeypatch, tmp_path):
    monkeypatch.setenv(ROOT, str(tmp_path))
    monkeypatch.setattr(walk, "MAX_MATCHES", 2)
    for i in range(3):
        pd.DataFrame({"y": [0, 1], "score": [0.2, 0.8]}).to_parquet(tmp_path / f"p{i}.parquet")
    at = evaluate_local(open_app(), "p0.parquet")
    assert not at.error
    at.sidebar.text_input(key="local_path_classification").set_value("*.parquet").run()
    at.sidebar.button(key="local_evaluate_classification").click().run()
    assert _shown_error(at).startswith("*.parquet names more than 2 files")
    assert "In use: p0.aggregate.parquet (the aggregate)" in [
        c.value.replace("\\", "") for c in at.sidebar.caption]


def test_an_evaluation_ended_by_the_stop_button_says_so(monkeypatch, tmp_path):
    monkeypatch.setenv(ROOT, str(tmp_path))
    at = open_app()
    at.sidebar.radio(key="source_kind_classification").set_value("local").run()
    at.session_state["local_running_classification"] = "**/*.parquet"  # the run ended mid-walk
    at.run()
    assert [i.value.replace("\\", "") for i in at.info] == [
        "The evaluation of **/*.parquet was stopped before it finished."]
    at.run()
    assert not at.info  # said once


GOOD = "y,score\n1,0.9\n0,0.2\n1,0.7\n0,0.4\n1,0.35\n"


def _evaluate_again(at, pattern: str):
    at.sidebar.text_input(key="local_path_classification").set_value(pattern).run()
    at.sidebar.button(key="local_evaluate_classification").click().run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("pattern, key", [("/proc/1/root/etc/shadow", "engine_system_path"),
                                          ("good\0.csv", "engine_path_invalid")])
def test_an_odd_path_is_refused_and_a_later_good_load_works(monkeypatch, tmp_path, lang,
                                                            pattern, key):
    """A path whose resolution raised (a link this process may not follow, a NUL character)
    gets its refusal; the same good file evaluated again is shown, not "something went
    wrong"."""
    (tmp_path / "good.csv").write_text(GOOD)
    monkeypatch.setenv(ROOT, str(tmp_path))
    at = evaluate_local(open_app(lang=lang), "good.csv")
    assert not at.error
    shown = metric_values(at)
    at = _evaluate_again(at, pattern)
    shown_path = pattern.replace("\0", "\\0")  # the NUL written as \0
    assert _shown_error(at) == render(key, lang, {"path": shown_path}).replace("\\", "")
    at = _evaluate_again(at, "good.csv")
    assert not at.error, at.error
    assert metric_values(at) == shown


def test_an_unexpected_error_in_the_local_source_does_not_spoil_the_shown_data(
        monkeypatch, tmp_path):
    """A bug in the local source is the source's, not the data's: the message once, and the
    dataset shown before (and the same file evaluated again) still shown."""
    from dashboard.shell import local_source

    (tmp_path / "good.csv").write_text(GOOD)
    monkeypatch.setenv(ROOT, str(tmp_path))
    resolve = local_source.resolve_in_root

    def buggy(pattern, root, **kwargs):
        if pattern == "boom.csv":
            raise RuntimeError("a bug")
        return resolve(pattern, root, **kwargs)

    monkeypatch.setattr(local_source, "resolve_in_root", buggy)
    at = evaluate_local(open_app(), "good.csv")
    shown = metric_values(at)
    at = _evaluate_again(at, "boom.csv")
    assert [e.value for e in at.error] == [CATALOG["unexpected_error"]["en"]]
    assert metric_values(at) == shown  # the last good data stays
    at = _evaluate_again(at, "good.csv")
    assert not at.error, at.error
    assert metric_values(at) == shown


def test_a_data_root_given_through_a_symlink_reads_paths_named_through_it(monkeypatch, tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "good.csv").write_text(GOOD)
    (tmp_path / "link").symlink_to(tmp_path / "data")
    monkeypatch.setenv(ROOT, str(tmp_path / "link"))
    at = evaluate_local(open_app(), str(tmp_path / "link" / "good.csv"))
    assert not at.error, at.error
    assert metric_values(at)["TP (true positive)"] == "2"  # scores 0.9, 0.7 of y=1 at 0.5
