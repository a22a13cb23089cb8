"""The per-fold ROC and P-R figures keep their legend short whatever the number of folds: every
fold's line is drawn and named on hover, and the legend holds only the figure's other entries
(the averaged ROC and its band one entry), so a half-width figure keeps its height for the
curves."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import roc_curve

from evalcore.folds import vertical_roc_average
from evalcore.view.folds import FoldCurveLabels, FoldLine, folds_pr_figure, folds_roc_figure

LABELS = FoldCurveLabels(fold=lambda name: f"fold {name}", diagonal="chance", points="points",
                         x_title="FPR", y_title="TPR", title="title", average="average",
                         band="band")


def _lines(count: int) -> list[FoldLine]:
    rng = np.random.default_rng(count)
    lines = []
    for index in range(count):
        y = rng.integers(0, 2, 40)
        y[:2] = (0, 1)
        fpr, tpr, _ = roc_curve(y, rng.random(40) + 0.3 * y)
        lines.append(FoldLine(f"{index // 2 + 1}/{index % 2 + 1}", fpr, tpr, (0.25, 0.5)))
    return lines


def _legend(fig) -> list[str]:
    return [trace.name for trace in fig.data if trace.showlegend is not False]


@pytest.mark.parametrize("count", [2, 10, 20])
def test_the_legend_does_not_grow_with_the_folds_and_each_fold_is_named_on_hover(count):
    lines = _lines(count)
    average = vertical_roc_average([(line.x, line.y) for line in lines])
    roc = folds_roc_figure(lines, average, labels=LABELS)
    pr = folds_pr_figure(lines, labels=LABELS)
    assert _legend(roc) == ["chance", "points", "average band"]
    assert _legend(pr) == ["points"]
    band, mean = (next(trace for trace in roc.data if trace.name == name)
                  for name in ("band", "average band"))
    assert band.fill == "toself" and band.legendgroup == mean.legendgroup is not None
    assert roc.layout.legend.traceorder == "normal"  # no gap around the group
    for fig in (roc, pr):
        folds = [trace for trace in fig.data if trace.name.startswith("fold ")]
        assert [trace.name for trace in folds] == [f"fold {line.name}" for line in lines]
        for trace in folds:
            assert "<extra>" not in trace.hovertemplate  # Plotly shows the trace's name there
    for trace, line in zip([t for t in roc.data if t.name.startswith("fold ")], lines):
        np.testing.assert_array_equal(trace.x, line.x)
        np.testing.assert_array_equal(trace.y, line.y)
