"""AppTest: a link made with an upload, reopened in a fresh session: the page says the file is
missing and shows the default example at its own defaults; once the named file is uploaded,
every setting in the link applies (the threshold as given, the positive class) and the notice
goes. Counts are checked against scikit-learn."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import confusion_matrix
from streamlit.testing.v1 import AppTest

from dashboard.i18n import translate
from tests.app.helpers import csv_bytes, metric_values
from tests.app.test_links import open_link

RNG = np.random.default_rng(43)
N = 240
LABELS = RNG.choice(["churn", "stay"], N)
SCORES = RNG.random(N).round(4)
FILE = pd.DataFrame({"y_true": LABELS, "score": SCORES})
NAME = "churn scores.csv"


def upload_named(at: AppTest, name: str) -> AppTest:
    at.sidebar.radio(key="source_kind_classification").set_value("upload").run()
    at.file_uploader(key="upload_classification").set_value(
        (name, csv_bytes(FILE), "text/csv")).run()
    assert not at.exception, at.exception
    return at


def shown_counts(at: AppTest) -> tuple[int, ...]:
    values = {label.split(" ")[0].split("（")[0]: v for label, v in metric_values(at).items()}
    return tuple(int(values[k]) for k in ("TP", "FP", "TN", "FN"))


def by_hand(threshold: float, positive: str) -> tuple[int, ...]:
    tn, fp, fn, tp = confusion_matrix(LABELS == positive, SCORES >= threshold,
                                      labels=[False, True]).ravel()
    return int(tp), int(fp), int(tn), int(fn)


def missing_notice(lang: str) -> str:
    return translate("link_upload_missing", lang, name=NAME)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_uploading_the_named_file_applies_the_link(lang):
    link = {"page": "confusion", "upload": NAME, "threshold": "0.147", "pos": "stay",
            "lang": lang}
    at = open_link(link)
    assert [w.value.replace("\\", "") for w in at.warning] == [missing_notice(lang)]
    # meanwhile: the default example at its own defaults, not the upload's threshold
    assert at.sidebar.selectbox(key="example_classification").value == "seed001_a"
    assert at.number_input(key="threshold_number").value == 0.5
    at = upload_named(at, NAME)
    assert not at.warning  # the notice went
    assert at.number_input(key="threshold_number").value == 0.147
    assert at.select_slider(key="threshold_slider").value == 0.147
    positive = next(s for s in at.sidebar.selectbox if (s.key or "").startswith("pos_label_"))
    assert positive.value == "stay"
    assert shown_counts(at) == by_hand(0.147, "stay")
    assert at.query_params["threshold"] == "0.147" and at.query_params["pos"] == "stay"
    assert at.query_params["upload"] == NAME
    # afterwards the widgets win, as after any link
    at.number_input(key="threshold_number").set_value(0.6).run()
    assert shown_counts(at) == by_hand(0.6, "stay") and not at.warning


def test_another_file_does_not_take_the_links_settings():
    at = open_link({"page": "confusion", "upload": NAME, "threshold": "0.147", "pos": "stay"})
    at = upload_named(at, "other.csv")
    assert at.number_input(key="threshold_number").value == 0.5
    positive = next(s for s in at.sidebar.selectbox if (s.key or "").startswith("pos_label_"))
    assert positive.value != "stay"
    assert "pos" not in at.query_params  # "automatic" is not written into the URL


def test_a_comparison_link_applies_each_models_threshold_once_its_file_is_uploaded():
    two = FILE.assign(score_B=np.round(1 - SCORES, 4)).rename(columns={"score": "score_A"})
    at = open_link({"page": "comparison", "upload": "two.csv", "threshold_A": "0.31",
                    "threshold_B": "0.77", "pos": "stay"})
    assert [w.value.replace("\\", "") for w in at.warning] == [
        translate("link_upload_missing", "en", name="two.csv")]
    at.sidebar.radio(key="source_kind_compare").set_value("upload").run()
    at.file_uploader(key="upload_compare").set_value(("two.csv", csv_bytes(two), "text/csv")).run()
    assert not at.exception and not at.warning and not at.main.error
    assert at.number_input(key="threshold_number_compare_A").value == 0.31
    assert at.number_input(key="threshold_number_compare_B").value == 0.77
    table = next(d.value for d in at.table if "Threshold" in d.value.iloc[:, 0].tolist())
    rows = {row[0]: list(row[1:]) for row in table.itertuples(index=False)}
    stay = LABELS == "stay"
    for i, (scores, threshold) in enumerate(((two.score_A, 0.31), (two.score_B, 0.77))):
        predicted = scores.to_numpy() >= threshold
        assert rows["TP (true positive)"][i] == str(int((predicted & stay).sum()))
        assert rows["FP (false positive)"][i] == str(int((predicted & ~stay).sum()))
