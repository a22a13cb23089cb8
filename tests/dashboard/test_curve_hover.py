"""The ROC and P-R curves' hover, as read on a projector: the point's coordinates by name (FPR
and TPR, R and P) and the four counts as whole numbers with thousands separators, not in
scientific notation (Plotly's ``.6g`` showed 1234567 as 1.23457e+06)."""

import numpy as np

from evalcore.view import binary
from evalcore.binary import threshold_sweep

LABELS = binary.CurveLabels(diagonal="chance", curve="curve", landmark="mark",
                            operating_point="point", threshold_word="threshold", x_title="x",
                            y_title="y")


def _curve_trace(fig):
    return next(trace for trace in fig.data if trace.name == "curve")


def test_roc_hover_names_fpr_and_tpr_and_shows_whole_counts():
    rng = np.random.default_rng(0)
    y = rng.random(3_000_000) < 0.5
    sweep = threshold_sweep(y, np.round(rng.random(y.size), 2))
    trace = _curve_trace(binary.roc_figure(sweep.roc(), point=(0.5, 0.5), youden=(0.4, 0.6),
                                           labels=LABELS))
    lines = trace.hovertemplate.split("<br>")
    assert lines[:2] == ["FPR: %{x:.4f}", "TPR: %{y:.4f}"]
    assert lines[3:] == ["TP: %{customdata[1]:,.0f}", "FP: %{customdata[2]:,.0f}",
                         "TN: %{customdata[3]:,.0f}", "FN: %{customdata[4]:,.0f}<extra></extra>"]
    # the counts past a million are whole numbers (what ",.0f" shows with separators)
    counts = np.asarray(trace.customdata)[:, 1:].astype(float)  # column 0 holds words at the start
    assert counts.max() > 1_000_000 and np.array_equal(counts, np.round(counts))


def test_pr_hover_names_recall_and_precision():
    sweep = threshold_sweep(np.array([0, 0, 1, 1, 0, 1], dtype=bool),
                            [0.1, 0.4, 0.35, 0.8, 0.6, 0.9])
    fig = binary.pr_figure(sweep.pr(), point=(0.5, 0.5), bep=(0.6, 0.6), labels=LABELS)
    assert _curve_trace(fig).hovertemplate.split("<br>")[:2] == ["R: %{x:.4f}", "P: %{y:.4f}"]
