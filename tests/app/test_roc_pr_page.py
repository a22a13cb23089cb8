"""AppTest: the ROC/PR page on seed 001's learner A and on the breast-cancer model."""

from __future__ import annotations

import pytest
from sklearn.metrics import average_precision_score, roc_auc_score

from evalcore.examples import all_examples
from evalcore.io import load_binary
from tests.app.helpers import (metric_values, open_app, plotly_array,
                               plotly_figures)


def trace(figure: dict, name_prefix: str) -> dict:
    return next(d for d in figure["data"] if d.get("name", "").startswith(name_prefix))


def test_seed001_learner_a_auc_rank_loss_and_points():
    at = open_app("app_pages/roc_pr.py", example="seed001_a")
    values = metric_values(at)
    assert values["AUC"] == "0.6400" and values["Rank loss ℓrank"] == "0.3600"  # 9/25
    assert any("1 − 0.3600 = 0.6400" in c.value for c in at.caption)
    at.select_slider(key="threshold_slider").set_value(0.6).run()  # the stop of (0.55, 0.65]
    roc, pr = plotly_figures(at)  # the DET curve's expander is closed: not drawn
    # Threshold 0.6 (as 0.65) predicts A's top four (N P P P) positive: FPR 1/5, TPR 3/5,
    # precision 3/4.
    point = trace(roc, "Operating point")
    assert (point["x"], point["y"]) == ([0.2], [0.6])
    point = trace(pr, "Operating point")
    assert (point["x"], point["y"]) == ([0.6], [0.75])
    youden = trace(roc, "Youden point")
    assert (youden["x"], youden["y"]) == ([0.2], [0.6])
    bep = trace(pr, "BEP")
    assert bep["x"] == bep["y"] == [0.6]  # top five: 3 TP of 5 positives, 3 of 5 predicted


def test_seed001_curve_is_drawn_exactly_with_hover_counts():
    at = open_app("app_pages/roc_pr.py", example="seed001_a")
    roc = plotly_figures(at)[0]
    curve = trace(roc, "ROC")
    # Ten samples: nothing is dropped, every threshold is a point (with its hover counts):
    # N P P P N N P P N N walks right, up, up, up, right, right, up, up, right, right.
    points = [(0, 0), (0.2, 0), (0.2, 0.2), (0.2, 0.4), (0.2, 0.6), (0.4, 0.6), (0.6, 0.6),
              (0.6, 0.8), (0.6, 1), (0.8, 1), (1, 1)]
    drawn = list(zip(plotly_array(curve["x"]), plotly_array(curve["y"])))
    assert drawn == pytest.approx(points)
    assert "TP" in curve["hovertemplate"] and "FN" in curve["hovertemplate"]


def test_breast_cancer_matches_scikit_learn():
    at = open_app("app_pages/roc_pr.py", example="breast_cancer_logreg")
    example = all_examples()["breast_cancer_logreg"]
    data = load_binary(example.build(), example.filename)
    values = metric_values(at)
    assert values["AUC"] == f"{roc_auc_score(data.y_true, data.scores):.4f}"
    assert values["Average precision (AP)"] == f"{average_precision_score(data.y_true, data.scores):.4f}"


@pytest.mark.parametrize("lang, title", [("en", "ROC and P-R curves"), ("zh", "ROC 曲线与 P-R 曲线")])
def test_renders_in_both_languages(lang, title):
    at = open_app("app_pages/roc_pr.py", lang=lang)
    assert at.title[0].value == title
    assert len(plotly_figures(at)) == 2  # ROC and P-R; DET once its expander is open
    at.session_state["det_open"] = True
    at.run()
    assert not at.exception and len(plotly_figures(at)) == 3


def test_ks_and_the_det_curve_on_seed001_a():
    """KS = max TPR − FPR, as scipy's two-sample distance; the DET curve's points are
    sklearn.metrics.det_curve's rates through Φ⁻¹, the operating point too."""
    import numpy as np
    from scipy.stats import ks_2samp, norm
    from sklearn.metrics import det_curve

    at = open_app("app_pages/roc_pr.py", example="seed001_a")
    example = all_examples()["seed001_a"]
    data = load_binary(example.build(), example.filename)
    y, s = data.y_true, data.scores
    assert any(c.value.startswith(f"KS = {ks_2samp(s[~y], s[y]).statistic:.4f}")
               for c in at.caption)
    at.session_state["det_open"] = True  # the user opens the DET curve's expander
    at.run()
    det = plotly_figures(at)[2]
    fpr, fnr, _ = det_curve(y, s, drop_intermediate=False)
    finite = (fpr > 0) & (fpr < 1) & (fnr > 0) & (fnr < 1)
    curve = trace(det, "DET curve")
    reference = list(zip(norm.ppf(fpr[finite]), norm.ppf(fnr[finite])))
    drawn = list(zip(plotly_array(curve["x"]), plotly_array(curve["y"])))
    # the drawn points are sklearn's; a point left out lies on a drawn horizontal or vertical step
    assert all(any(np.allclose(p, r) for r in reference) for p in drawn)
    assert drawn[0] == pytest.approx(reference[0]) and drawn[-1] == pytest.approx(reference[-1])
    for x, y in reference:
        assert any((np.isclose(a[0], b[0]) and np.isclose(x, a[0])
                    and min(a[1], b[1]) - 1e-9 <= y <= max(a[1], b[1]) + 1e-9)
                   or (np.isclose(a[1], b[1]) and np.isclose(y, a[1])
                       and min(a[0], b[0]) - 1e-9 <= x <= max(a[0], b[0]) + 1e-9)
                   for a, b in zip(drawn, drawn[1:])), (x, y)
    # the default threshold 0.5 (score 0.55): FPR 2/5, FNR 2/5
    point = trace(det, "Operating point")
    assert point["x"] == pytest.approx([norm.ppf(0.4)]) and point["y"] == pytest.approx(
        [norm.ppf(0.4)])


def test_auc_interval_is_delongs_midrank_form():
    """The caption's interval against evalcore.compare.delong (Sun & Xu's midranks), an
    implementation independent of the sweep's."""
    import math

    from evalcore.compare.delong import delong_covariance

    example = all_examples()["breast_cancer_logreg"]
    data = load_binary(example.build(), example.filename)
    auc, covariance = delong_covariance(data.y_true, data.scores)
    half = 1.959963984540054 * math.sqrt(covariance[0, 0])
    low, high = max(0.0, auc[0] - half), min(1.0, auc[0] + half)
    at = open_app("app_pages/roc_pr.py", example="breast_cancer_logreg")
    assert f"AUC 95 % interval (DeLong): [{low:.4f}, {high:.4f}]" in [c.value for c in at.caption]


def test_bootstrap_band_on_request_is_drawn_on_the_roc():
    """The band equals evalcore.resample.roc_band on the same rows and seed (tested there against
    scikit-learn's roc_curve per resample); it lies around the curve."""
    import numpy as np

    from evalcore.resample.roc_band import roc_band

    at = open_app("app_pages/roc_pr.py", example="breast_cancer_logreg")
    assert len(plotly_figures(at)[0]["data"]) == 4  # diagonal, curve, point, Youden
    at.number_input(key="risk_band_resamples").set_value(50).run()
    at.button(key="risk_band_compute").click().run()
    assert not at.exception
    example = all_examples()["breast_cancer_logreg"]
    data = load_binary(example.build(), example.filename)
    band = roc_band(data.y_true, data.scores, n_resamples=50)
    roc = plotly_figures(at)[0]
    low = trace(roc, "95 % bootstrap band (50 resamples)")
    np.testing.assert_allclose(plotly_array(low["y"]), band.low)
    np.testing.assert_allclose(plotly_array(roc["data"][-2]["y"]), band.high)
