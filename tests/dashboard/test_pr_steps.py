"""The P-R curve is drawn as what average precision integrates: steps whose area is
scikit-learn's ``average_precision_score``, with no vertical line at recall 0 (seed 001's learner
A ranks a negative first: its points at recall 0 are P = 0 and the conventional P = 1)."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import average_precision_score

from evalcore.view.binary import CurveLabels, pr_figure
from evalcore.view.compare.binary import OverlayLabels, pr_overlay
from evalcore.view.compare.common import MODEL_COLORS
from evalcore.binary import BreakEven, threshold_sweep
from evalcore.compare.dominance import Dominance
from evalcore.examples import all_examples

LABELS = CurveLabels(diagonal="d", curve="P-R", landmark="BEP", operating_point="o",
                     threshold_word="t", x_title="R", y_title="P")
BEP = BreakEven(value=0.6, threshold=0.5, precision=0.6, recall=0.6)


def _learner(key: str):
    table = pd.read_csv(io.BytesIO(all_examples()[key].build()))
    return table["y_true"].to_numpy() == 1, table["score"].to_numpy()


def _step_area(x, y) -> float:
    """The area under Plotly's "hv" steps through (x, y): y[i] held from x[i] to x[i + 1]."""
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    return float(np.sum(np.abs(np.diff(x)) * y[:-1]))


def _vertical_at_zero(x, y) -> bool:
    return any(a == b == 0 and p != q for a, b, p, q in zip(x, x[1:], y, y[1:]))


@pytest.mark.parametrize("key", ["seed001_a", "seed001_b"])
def test_pr_figure_draws_the_area_ap_sums(key):
    y, s = _learner(key)
    curve = threshold_sweep(y, s).pr()
    fig = pr_figure(curve, point=(None, None), bep=(0.5, 0.5), labels=LABELS)
    trace = next(tr for tr in fig.data if tr.name == "P-R")
    assert trace.line.shape == "hv"
    assert _step_area(trace.x, trace.y) == pytest.approx(average_precision_score(y, s))
    assert not _vertical_at_zero(trace.x, trace.y)
    assert len(trace.customdata) == len(trace.x)


def test_learner_a_starts_at_recall_zero_with_the_first_step_precision():
    """Learner A by hand: at recall 0.2 (threshold 0.85) P = 1/2, so the curve ends at (0, 0.5)."""
    y, s = _learner("seed001_a")
    fig = pr_figure(threshold_sweep(y, s).pr(), point=(None, None), bep=(0.5, 0.5),
                    labels=LABELS)
    trace = next(tr for tr in fig.data if tr.name == "P-R")
    assert (trace.x[-1], trace.y[-1]) == (0.0, 0.5)
    assert (trace.x[-2], trace.y[-2]) == (0.2, 0.5)


def test_the_comparison_overlay_draws_the_same_steps():
    curves = tuple(threshold_sweep(*_learner(k)).pr() for k in ("seed001_a", "seed001_b"))
    fig = pr_overlay(curves, ("A", "B"), (0.6, 0.6), [(None, None)] * 2,
                     (BEP, BEP), Dominance("none", (), (), (0.0, 1.0)),
                     labels=OverlayLabels(reference="r", curve=lambda n, a: n, point=str,
                                          x_title="R", y_title="P", bep=str))
    for key, name in (("seed001_a", "A"), ("seed001_b", "B")):
        trace = next(tr for tr in fig.data if tr.name == name)
        assert _step_area(trace.x, trace.y) == pytest.approx(
            average_precision_score(*_learner(key)), rel=1e-6)
        assert not _vertical_at_zero(trace.x, trace.y)


def test_the_overlay_shades_each_lead_in_its_model_s_color_and_skips_empty_ones():
    curves = tuple(threshold_sweep(*_learner(k)).pr() for k in ("seed001_a", "seed001_b"))
    leads = (("A", 0.0, 0.3), ("B", 0.3, 0.3), ("B", 0.3, 0.8), ("A", 0.8, 1.0))
    fig = pr_overlay(curves, ("A", "B"), (0.6, 0.6), [(None, None)] * 2,
                     (BEP, BEP), Dominance("none", ((0.3, 0.3), (0.8, 0.8)), leads, (0.0, 1.0)),
                     labels=OverlayLabels(reference="r", curve=lambda n, a: n, point=str,
                                          x_title="R", y_title="P", bep=str))
    bands = [(s.x0, s.x1, s.fillcolor) for s in fig.layout.shapes if s.type == "rect"]
    assert bands == [(0.0, 0.3, MODEL_COLORS[0]), (0.3, 0.8, MODEL_COLORS[1]),
                     (0.8, 1.0, MODEL_COLORS[0])]
    assert all(s.layer == "below" and s.yref == "y domain" for s in fig.layout.shapes
               if s.type == "rect")
