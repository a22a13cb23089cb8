"""The ROC and P-R curves' hover at their start (every sample predicted negative, the threshold
above every score) says so in words, in the user's language, instead of "Infinity"."""

from __future__ import annotations

import math

import pytest
from sklearn.metrics import roc_curve

from evalcore.view.labels import binary as labels
from evalcore.view.binary import pr_figure, roc_figure
from evalcore.view.curve_summary import CurveSummary
from dashboard.i18n import translate
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.io import load_binary

CSV = b"y,score\n1,0.9\n0,0.8\n1,0.7\n0,0.3\n1,0.2\n"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_curve_start_hover_says_all_negative(lang):
    tr = lambda key, **kw: translate(key, lang, **kw)  # noqa: E731
    summary = CurveSummary.of(BinaryAnalysis.of(load_binary(CSV, "a.csv")), max_points=100)
    assert math.isinf(summary.roc.thresholds[0])
    roc = roc_figure(summary.roc, point=(0, 0), youden=(0, 0),
                     labels=labels.roc_labels(tr, summary.auc))
    pr = pr_figure(summary.pr, point=(0, 1), bep=(0.5, 0.5),
                   labels=labels.pr_labels(tr, summary.ap))
    words = translate("threshold_all_negative", lang)
    for figure in (roc, pr):  # no "Infinity" anywhere (the P-R steps start at recall 1/3)
        curve = next(t for t in figure.data if t.customdata is not None)
        assert "inf" not in " ".join(str(row[0]) for row in curve.customdata).lower()
    rows = roc.data[1].customdata
    assert rows[0][0] == words and list(rows[0][1:]) == [0, 0, 2, 3]  # TP FP TN FN at (0, 0)
    # the other points keep their thresholds: scikit-learn's (its start is +inf too), written
    # as every widget writes a threshold (exact digits, never scientific notation)
    _, _, cuts = roc_curve([1, 0, 1, 0, 1], [0.9, 0.8, 0.7, 0.3, 0.2], drop_intermediate=False)
    assert [float(row[0]) for row in rows[1:]] == pytest.approx(cuts[1:].tolist())
    assert [row[0] for row in rows[1:]] == ["0.90", "0.80", "0.70", "0.30", "0.20"]
