"""AppTest: on the Comparison page, model files beyond B's make a k-model view for multiclass,
regression and ranking as for binary: one model a file, its rows paired with model A's by the id
column every file holds (the page says how many each file lost) or, without ids, row by row
(ranking: by query and document). Every measure is checked against scikit-learn on rows aligned
here by pandas; the report's "Reproduce with" line prints its JSON; a file that cannot be paired
is said at the top and the last view stays."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import accuracy_score, f1_score, mean_absolute_error, ndcg_score
from streamlit.testing.v1 import AppTest

from dashboard.i18n import translate
from tests.app.helpers import csv_bytes, input_errors, open_app, top_of_page, upload_two
from tests.app.test_report_of_every_page import _check

N = 240
FILES = ("a.csv", "b.csv", "c.csv")


def _with_files(files: list[bytes], task: str, lang: str = "en") -> AppTest:
    at = upload_two(open_app("app_pages/comparison.py", lang=lang), files[0], files[1],
                    FILES[:2])
    task_radio = next(r for r in at.sidebar.radio if (r.key or "").startswith("compare_task_"))
    if task_radio.value != task:
        task_radio.set_value(task).run()
    at.file_uploader(key="upload_compare_more").set_value(
        [(name, data, "text/csv") for name, data in zip(FILES[2:], files[2:])]).run()
    assert not at.exception, at.exception
    return at


def _classes(seed=7) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    labels = np.array(["cat", "dog", "fox"])
    y = rng.integers(0, 3, N)
    frame = pd.DataFrame({"id": [f"s{i:03d}" for i in range(N)], "label": labels[y]})
    for i, name in enumerate("abc"):
        wrong = rng.random(N) < 0.5 - 0.12 * i
        frame[name] = labels[np.where(wrong, rng.integers(0, 3, N), y)]
    return frame


def _values(seed=8) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    y = rng.normal(20, 5, N).round(3)
    frame = pd.DataFrame({"id": [f"s{i:03d}" for i in range(N)], "y_true": y})
    for i, name in enumerate("abc"):
        frame[name] = (y + rng.normal(0, 1 + i, N)).round(3)
    return frame


def _file(frame: pd.DataFrame, truth: str, model: str, *, ids: bool = True) -> bytes:
    return csv_bytes(frame[(["id"] if ids else []) + [truth, model]]
                     .rename(columns={model: "prediction"}))


def test_three_multiclass_files_paired_by_id(monkeypatch, tmp_path, capsys):
    frame = _classes()
    b = frame.sample(frac=1, random_state=1)  # another order: paired by id
    c = frame.iloc[15:].sample(frac=1, random_state=2)  # 15 samples missing from C
    at = _with_files([_file(frame, "label", "a"), _file(b, "label", "b"),
                      _file(c, "label", "c")], "multiclass")
    assert translate("many_header", "en", count=3) in [s.value for s in at.subheader]
    kept = frame.iloc[15:]
    measures = at.dataframe[0].value
    assert measures["Model"].tolist() == list(FILES)
    assert measures[translate("multiclass_metric_accuracy", "en")].to_numpy() == pytest.approx(
        [accuracy_score(kept["label"], kept[m]) for m in "abc"], rel=1e-12)
    assert measures[translate("multiclass_metric_macro_f1_mean", "en")].to_numpy() == \
        pytest.approx([f1_score(kept["label"], kept[m], average="macro") for m in "abc"],
                      rel=1e-12)
    notice = " ".join(i.value for i in at.info).replace("\\", "")
    assert "a.csv: 15" in notice and "b.csv: 15" in notice
    result = _check(at.session_state["report_request"], "compare", "en", monkeypatch, tmp_path,
                    capsys)
    assert result["models"] == list(FILES) and result["n"] == N - 15
    assert result["aligned_by"] == "id"


def test_three_regression_files_row_by_row(monkeypatch, tmp_path, capsys):
    frame = _values()
    at = _with_files([_file(frame, "y_true", m, ids=False) for m in "abc"], "regression")
    measures = at.dataframe[0].value
    assert measures["Model"].tolist() == list(FILES)
    assert measures[translate("regression_metric_mae", "en")].to_numpy() == pytest.approx(
        [mean_absolute_error(frame["y_true"], frame[m]) for m in "abc"], rel=1e-12)
    result = _check(at.session_state["report_request"], "compare", "en", monkeypatch, tmp_path,
                    capsys)
    assert result["models"] == list(FILES) and result["n"] == N


def test_a_regression_file_that_cannot_be_paired_is_said_and_the_last_view_stays():
    frame = _values(seed=9)
    at = _with_files([_file(frame, "y_true", m, ids=False) for m in "abc"], "regression",
                     lang="zh")
    before = at.dataframe[0].value
    short = _file(frame.iloc[:-5], "y_true", "c", ids=False)  # no ids and five rows fewer
    at.file_uploader(key="upload_compare_more").set_value([("c.csv", short, "text/csv")]).run()
    assert not at.exception
    assert input_errors(at) and top_of_page(at).type == "error"
    pd.testing.assert_frame_equal(at.dataframe[0].value, before)


def _rankers(seed=4, queries=20, docs=6) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    relevance = (rng.random((queries, docs)) < 0.4).astype(int)
    relevance[:, 0] = 1
    frame = pd.DataFrame({"query_id": np.repeat([f"q{i}" for i in range(queries)], docs),
                          "doc_id": np.tile([f"d{j}" for j in range(docs)], queries),
                          "relevance": relevance.ravel()})
    for i, name in enumerate("abc"):
        frame[name] = (0.4 + 0.4 * i) * relevance.ravel() + rng.normal(size=relevance.size)
    return frame


def _ranker_file(frame: pd.DataFrame, model: str) -> bytes:
    return csv_bytes(frame[["query_id", "doc_id", "relevance", model]]
                     .rename(columns={model: "score"}))


def test_three_ranking_files_paired_by_query_and_document(monkeypatch, tmp_path, capsys):
    frame = _rankers()
    b = frame.sample(frac=1, random_state=1)  # another order: paired by (query, doc)
    c = frame.iloc[6:]  # q0's six documents missing from C
    at = _with_files([_ranker_file(frame, "a"), _ranker_file(b, "b"), _ranker_file(c, "c")],
                     "ranking")
    assert translate("many_header", "en", count=3) in [s.value for s in at.subheader]
    rk_k = next(w for w in at.number_input if (w.key or "").startswith("compare_ranking_k_"))
    k = int(rk_k.value)
    gain = next(w for w in at.radio if (w.key or "").startswith("compare_ranking_gain_"))
    gain.set_value("linear").run()  # scikit-learn's gain
    kept = frame.iloc[6:]
    ndcg = [np.mean([ndcg_score([g["relevance"]], [g[m]], k=k)
                     for _, g in kept.groupby("query_id")]) for m in "abc"]
    measures = at.dataframe[0].value
    assert measures["Model"].tolist() == list(FILES)
    assert measures[translate("many_rk_col_ndcg", "en", k=k)].to_numpy() == pytest.approx(
        ndcg, rel=1e-12)
    notice = " ".join(i.value for i in at.info).replace("\\", "")
    assert "a.csv: 6" in notice and "b.csv: 6" in notice
    result = _check(at.session_state["report_request"], "compare", "en", monkeypatch, tmp_path,
                    capsys)
    assert result["models"] == list(FILES) and result["n_queries"] == 19
    assert [result["measures"][f]["ndcg"] for f in FILES] == pytest.approx(ndcg, rel=1e-12)
