"""AppTest: the "Local dataset (path or glob)" source, offered only on the user's own machine;
DuckDB's aggregate drives the Confusion page with the counts of the raw rows."""

from __future__ import annotations

import numpy as np
import pandas as pd

from dashboard.widgets.safe import md_escape
from tests.app.helpers import metric_values, open_app

COUNT_LABELS = ("TP (true positive)", "FP (false positive)", "TN (true negative)",
                "FN (false negative)")


def test_not_offered_on_a_server_others_can_reach(monkeypatch):
    monkeypatch.delenv("EVALCORE_LOCAL_DATASETS", raising=False)
    at = open_app()
    assert at.sidebar.radio(key="source_kind_classification").options == [
        "Built-in example", "Upload a file"]


def test_glob_of_parquet_files_drives_the_confusion_page(monkeypatch, tmp_path):
    monkeypatch.setenv("EVALCORE_LOCAL_DATASETS", "1")
    rng = np.random.default_rng(8)
    y = rng.integers(0, 2, 3000)
    score = np.round(rng.random(3000) * 0.8 + 0.2 * y, 3)
    for i, rows in enumerate(np.array_split(np.arange(3000), 3)):
        pd.DataFrame({"y": y[rows], "score": score[rows]}).to_parquet(tmp_path / f"p{i}.parquet")
    at = open_app()
    at.sidebar.radio(key="source_kind_classification").set_value("local").run()
    at.sidebar.text_input(key="local_path_classification").set_value(
        str(tmp_path / "*.parquet")).run()
    at.sidebar.button(key="local_evaluate_classification").click().run()
    assert not at.exception and not at.error, (at.exception, at.error)
    at.number_input(key="threshold_number").set_value(0.5).run()
    values = metric_values(at)
    shown = tuple(int(values[label].replace(",", "")) for label in COUNT_LABELS)
    predicted = score >= 0.5
    assert shown == (int(np.sum(predicted & (y == 1))), int(np.sum(predicted & (y == 0))),
                     int(np.sum(~predicted & (y == 0))), int(np.sum(~predicted & (y == 1))))
    assert any("p*.parquet" not in c.value and "aggregate" in c.value for c in at.sidebar.caption)


def test_bad_glob_shows_the_error_on_the_page(monkeypatch, tmp_path):
    monkeypatch.setenv("EVALCORE_LOCAL_DATASETS", "1")
    at = open_app()
    at.sidebar.radio(key="source_kind_classification").set_value("local").run()
    at.sidebar.text_input(key="local_path_classification").set_value(
        str(tmp_path / "none*.parquet")).run()
    at.sidebar.button(key="local_evaluate_classification").click().run()
    assert not at.exception
    shown = md_escape(str(tmp_path / "none*.parquet"))  # the path literally, never as Markdown
    assert [e.value for e in at.error] == [
        f"File not found: {shown}. Check the path and try again."]
