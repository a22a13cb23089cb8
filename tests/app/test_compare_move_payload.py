"""AppTest: a threshold move on the Comparison page resends both curve overlays (they sit in the
threshold fragment); their JSON stays under a byte budget, and the drawn curves (a few dozen
points each, simplified by Douglas–Peucker) keep their exact end points and stay within the
stated tolerance of scikit-learn's full curves."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import precision_recall_curve, roc_curve

from dashboard.loading.budgets import LIVE_CURVE_TOLERANCE, LIVE_FIGURES_BYTES
from tests.app.helpers import open_app, plotly_array, upload

ROWS = 200_000
FLOAT32_SLACK = 1e-6
"""The drawn coordinates are float32: each is within 6e-8 of its float64 value."""


@pytest.fixture(scope="module")
def moved():
    """Two correlated 6-decimal scorers on ROWS rows (about 10⁵ distinct scores each, as at
    10⁶ rows in the benchmark); model A's threshold moved once."""
    rng = np.random.default_rng(20)
    y = (rng.random(ROWS) < 0.3).astype(np.int8)
    scores = [np.round(np.clip(rng.normal(0.35 + lift * y, 0.2), 0, 1), 6) for lift in (0.3, 0.2)]
    buffer = io.BytesIO()
    pd.DataFrame({"label": y, "score_A": scores[0], "score_B": scores[1]}).to_parquet(buffer)
    at = upload(open_app("app_pages/comparison.py"), "two.parquet", buffer.getvalue(), "compare")
    at.number_input(key="threshold_number_compare_A").set_value(0.4).run()
    assert not at.exception, at.exception
    charts = {chart.proto.id.rsplit("-", 1)[-1]: chart.proto.spec
              for chart in at.get("plotly_chart")}
    return y, scores, charts


def test_a_move_resends_under_the_byte_budget(moved):
    _, _, charts = moved
    resent = len(charts["compare_roc"].encode()) + len(charts["compare_pr"].encode())
    assert resent <= LIVE_FIGURES_BYTES
    assert resent <= 20_000  # the simplified curves, well under the budget


def _distance_to_polyline(px, py, x, y) -> np.ndarray:
    """Distance of each point (px, py) to the nearest segment of the polyline (x, y)."""
    ax, ay, dx, dy = x[:-1], y[:-1], np.diff(x), np.diff(y)
    length2 = dx * dx + dy * dy
    rx, ry = px[:, None] - ax, py[:, None] - ay
    t = np.clip(np.divide(rx * dx + ry * dy, length2, out=np.zeros_like(rx),
                          where=length2 > 0), 0, 1)
    return np.hypot(rx - t * dx, ry - t * dy).min(axis=1)


def _drawn(spec: str, model: str) -> tuple[np.ndarray, np.ndarray]:
    import json

    trace, = (tr for tr in json.loads(spec)["data"]
              if tr.get("mode") == "lines" and tr.get("name", "").startswith(model))
    assert trace["line"].get("shape", "linear") == "linear"  # chords: steps would leave the bound
    return (np.array(plotly_array(trace["x"]), dtype=float),
            np.array(plotly_array(trace["y"]), dtype=float))


@pytest.mark.parametrize("model", [0, 1])
def test_drawn_curves_keep_end_points_and_tolerance(moved, model):
    y, scores, charts = moved
    fpr, tpr, _ = roc_curve(y, scores[model], drop_intermediate=False)
    precision, recall, _ = precision_recall_curve(y, scores[model])
    name = f"{'AB'[model]} ("  # learners A and B, not their columns
    for spec, full_x, full_y in ((charts["compare_roc"], fpr, tpr),
                                 (charts["compare_pr"], recall, precision)):
        x, y_drawn = _drawn(spec, name)
        assert 4 <= x.size <= 200  # tens of points (the grid cells kept 550–750 at 1 %)
        assert np.allclose([x[0], y_drawn[0], x[-1], y_drawn[-1]],
                           [full_x[0], full_y[0], full_x[-1], full_y[-1]],
                           rtol=0, atol=FLOAT32_SLACK)
        every = np.random.default_rng(model).choice(full_x.size, 4000, replace=False)
        distance = _distance_to_polyline(full_x[every], full_y[every], x, y_drawn)
        assert distance.max() <= LIVE_CURVE_TOLERANCE + FLOAT32_SLACK
