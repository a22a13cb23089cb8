"""AppTest: on the Comparison page, model files beyond B's make a k-model view, one model per
file, its rows paired with model A's by the id column every file holds (ids only some files hold
are left out, and the page says how many) or, without ids, row by row. Every AUC and accuracy is
checked against scikit-learn on rows aligned here by pandas; the report names each model by its
file and its "Reproduce with" line prints its JSON."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import accuracy_score, roc_auc_score
from streamlit.testing.v1 import AppTest

from dashboard.i18n import translate
from tests.app.helpers import csv_bytes, input_errors, open_app, top_of_page, upload_two
from tests.app.test_report_of_every_page import _check

N = 300
FILES = ("a.csv", "b.csv", "c.csv")


def _models(seed: int = 7) -> pd.DataFrame:
    """One row per sample: id, label and three models' scores."""
    rng = np.random.default_rng(seed)
    y = rng.random(N) < 0.45
    frame = pd.DataFrame({"id": [f"s{i:03d}" for i in range(N)], "label": y.astype(int)})
    for i, name in enumerate(("a", "b", "c")):
        frame[name] = np.round(1 / (1 + np.exp(-((0.6 + 0.5 * i) * y + rng.normal(size=N)))), 6)
    return frame


def _file(frame: pd.DataFrame, model: str, *, ids: bool = True) -> bytes:
    columns = (["id"] if ids else []) + ["label", model]
    return csv_bytes(frame[columns].rename(columns={model: "score"}))


def _with_files(files: list[bytes]) -> AppTest:
    at = upload_two(open_app("app_pages/comparison.py"), files[0], files[1], FILES[:2])
    at.file_uploader(key="upload_compare_more").set_value(
        [(name, data, "text/csv") for name, data in zip(FILES[2:], files[2:])]).run()
    assert not at.exception, at.exception
    return at


def _measures(at: AppTest) -> pd.DataFrame:
    return at.dataframe[0].value


def test_three_files_paired_by_id(monkeypatch, tmp_path, capsys):
    frame = _models()
    b = frame.sample(frac=1, random_state=1)  # another order: paired by id
    c = frame.iloc[20:].sample(frac=1, random_state=2)  # 20 samples missing from C
    at = _with_files([_file(frame, "a"), _file(b, "b"), _file(c, "c")])
    assert translate("many_header", "en", count=3) in [s.value for s in at.subheader]
    kept = frame.iloc[20:]  # every file holds these ids, in A's order
    y = kept["label"].to_numpy() == 1
    measures = _measures(at)
    assert measures["Model"].tolist() == list(FILES)
    assert measures["AUC"].to_numpy() == pytest.approx(
        [roc_auc_score(y, kept[m]) for m in "abc"], rel=1e-12)
    assert measures["Accuracy"].to_numpy() == pytest.approx(
        [accuracy_score(y, kept[m] >= 0.5) for m in "abc"])
    notice = " ".join(i.value for i in at.info).replace("\\", "")
    assert "a.csv: 20" in notice and "b.csv: 20" in notice
    result = _check(at.session_state["report_request"], "compare", "en", monkeypatch, tmp_path,
                    capsys)
    assert result["models"] == list(FILES) and result["aligned_by"] == "id"
    assert result["n"] == N - 20
    assert [result["measures"][f]["auc"] for f in FILES] == pytest.approx(
        [roc_auc_score(y, kept[m]) for m in "abc"], rel=1e-12)


def test_three_files_paired_row_by_row():
    frame = _models(seed=11)
    at = _with_files([_file(frame, m, ids=False) for m in "abc"])
    y = frame["label"].to_numpy() == 1
    measures = _measures(at)
    assert measures["Model"].tolist() == list(FILES)
    assert measures["AUC"].to_numpy() == pytest.approx(
        [roc_auc_score(y, frame[m]) for m in "abc"], rel=1e-12)


def test_a_files_score_column_is_chosen_when_it_cannot_be_detected():
    frame = _models(seed=5)
    two = frame[["id", "label", "c"]].assign(other=frame["a"] / 2)  # two numeric columns
    at = _with_files([_file(frame, "a"), _file(frame, "b"), csv_bytes(two)])
    assert translate("many_header", "en", count=3) not in [s.value for s in at.subheader]
    choice = next(s for s in at.sidebar.selectbox if (s.key or "").startswith("compare_model_C_"))
    choice.set_value("c").run()
    y = frame["label"].to_numpy() == 1
    assert _measures(at)["AUC"].to_numpy() == pytest.approx(
        [roc_auc_score(y, frame[m]) for m in "abc"], rel=1e-12)


def test_a_file_that_cannot_be_paired_is_said_and_the_last_view_stays():
    frame = _models(seed=9)
    at = _with_files([_file(frame, m, ids=False) for m in "abc"])
    before = _measures(at)
    short = _file(frame.iloc[:-5], "c", ids=False)  # no ids and five rows fewer
    at.file_uploader(key="upload_compare_more").set_value([("c.csv", short, "text/csv")]).run()
    assert not at.exception
    errors = input_errors(at)
    assert errors and top_of_page(at).type == "error"
    pd.testing.assert_frame_equal(_measures(at), before)


def test_the_report_built_from_the_files_alone_names_each_model_by_its_file():
    """Without the page's value the report builds it from its files and settings (as
    ``python -m evalcore compare`` would): the same JSON, each model named by its file."""
    from dataclasses import replace

    frame = _models(seed=13)
    at = _with_files([_file(frame, m) for m in "abc"])
    request = at.session_state["report_request"]
    built = replace(request, analysis=None).result()
    assert built["models"] == list(FILES)
    assert built == request.result()
