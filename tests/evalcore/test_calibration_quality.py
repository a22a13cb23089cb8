"""The calibration command's decomposition over the bins (Stephenson, Coelho and Jolliffe 2008),
Hosmer–Lemeshow and the calibration slope and intercept: by hand, against scikit-learn's Brier
score, scipy.stats.chi2 and statsmodels' Logit; and per segment with --by."""

from __future__ import annotations

import json

import numpy as np
import pytest
import statsmodels.api as sm
from hypothesis import given, settings, strategies as st
from scipy.stats import chi2
from sklearn.metrics import brier_score_loss

from evalcore.__main__ import main
from evalcore.binary import threshold_sweep
from evalcore.binary.calibration import probability_quality
from evalcore.binary.calibration_fit import calibration_fit


def _data(seed, n=600):
    rng = np.random.default_rng(seed)
    p = rng.uniform(0.02, 0.98, n).round(3)
    return rng.random(n) < p ** 1.3, p


def _run(capsys, *argv):
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if status == 0 else None), err


def _by_hand(y, p, w, edges):
    """The five parts and HL over bins [e_i, e_{i+1}] (first bin closed), rows as repeated by w."""
    index = np.searchsorted(edges[1:-1], p, side="left")
    total, base = w.sum(), np.dot(w, y) / w.sum()
    rel = res = wbv = wbc = hl = 0.0
    filled = 0
    for k in range(edges.size - 1):
        rows = index == k
        if not rows.any():
            continue
        filled += 1
        n, fk, ok = w[rows].sum(), np.dot(w[rows], p[rows]), np.dot(w[rows], y[rows])
        fbar, obar = fk / n, ok / n
        rel += n * (fbar - obar) ** 2
        res += n * (obar - base) ** 2
        wbv += np.dot(w[rows], (p[rows] - fbar) ** 2)
        wbc += 2 * np.dot(w[rows], (y[rows] - obar) * (p[rows] - fbar))
        hl += (ok - fk) ** 2 / fk + ((n - ok) - (n - fk)) ** 2 / (n - fk)
    return (rel / total, res / total, base * (1 - base), wbv / total, wbc / total), hl, filled


@pytest.mark.parametrize("weighted", [False, True])
@pytest.mark.parametrize("seed", range(3))
def test_decomposition_and_hosmer_lemeshow_by_hand(seed, weighted):
    y, p = _data(seed)
    w = np.random.default_rng(seed).integers(1, 4, y.size).astype(float) if weighted \
        else np.ones(y.size)
    quality = probability_quality(threshold_sweep(y, p, sample_weight=w if weighted else None),
                                  bins=10)
    parts, hl, filled = _by_hand(y.astype(float), p, w, np.linspace(0, 1, 11))
    got = quality.decomposition()
    assert [got[k] for k in ("reliability", "resolution", "uncertainty", "within_bin_variance",
                             "within_bin_covariance")] == pytest.approx(parts, abs=1e-12)
    rel, res, unc, wbv, wbc = parts
    assert rel - res + unc + wbv - wbc == pytest.approx(
        brier_score_loss(y, p, sample_weight=w), abs=1e-12)
    test = quality.hosmer_lemeshow()
    assert test.dof == filled - 2
    assert test.statistic == pytest.approx(hl, rel=1e-10)
    assert test.p_value == pytest.approx(chi2.sf(hl, filled - 2), rel=1e-9)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 20)), min_size=2, max_size=60),
       st.integers(1, 12), st.sampled_from(["uniform", "quantile"]))
def test_binned_parts_add_up_to_sklearns_brier(rows, bins, strategy):
    y = np.array([r[0] for r in rows])
    if y.all() or not y.any():
        return
    p = np.array([r[1] / 20 for r in rows])
    q = probability_quality(threshold_sweep(y, p), bins=bins, strategy=strategy)
    d = q.decomposition()
    assert (d["reliability"] - d["resolution"] + d["uncertainty"] + d["within_bin_variance"]
            - d["within_bin_covariance"]) == pytest.approx(brier_score_loss(y, p), abs=1e-12)
    assert d["reliability"] >= 0 and d["within_bin_variance"] >= -1e-15


def test_continuous_scores_are_no_longer_all_reliability():
    # the distinct-score decomposition put reliability = Brier for continuous scores
    y, p = _data(5, n=2000)
    p = p + np.random.default_rng(5).uniform(-1e-4, 1e-4, p.size).clip(-p, 1 - p)
    q = probability_quality(threshold_sweep(y, p), bins=10)
    assert q.reliability < 0.2 * q.brier and 0.2 * q.uncertainty < q.resolution < 0.9 * q.uncertainty


@pytest.mark.parametrize("seed", range(3))
def test_calibration_slope_and_intercept_are_statsmodels_logit(seed):
    y, p = _data(seed)
    fit = calibration_fit(threshold_sweep(y, p))
    x = np.log(p / (1 - p))
    reference = sm.Logit(y.astype(float), sm.add_constant(x)).fit(disp=0, tol=1e-12)
    assert (fit.intercept, fit.slope) == pytest.approx(tuple(reference.params), abs=1e-7)


def test_calibration_slope_weighted_is_repeated_rows():
    y, p = _data(4, n=300)
    w = np.random.default_rng(4).integers(1, 4, y.size)
    fit = calibration_fit(threshold_sweep(y, p, sample_weight=w))
    ry, rp = np.repeat(y, w), np.repeat(p, w)
    x = np.log(rp / (1 - rp))
    reference = sm.Logit(ry.astype(float), sm.add_constant(x)).fit(disp=0, tol=1e-12)
    assert (fit.intercept, fit.slope) == pytest.approx(tuple(reference.params), abs=1e-7)


@settings(max_examples=60, deadline=None)
@given(st.integers(8, 300), st.floats(0.3, 3.0), st.booleans(), st.integers(0, 2**32 - 1))
def test_the_fit_solves_the_score_equations_or_says_why_not(n, power, weighted, seed):
    """At a maximum of the likelihood Σ w(y − p̂) = 0 and Σ w(y − p̂)·logit(s) = 0 (p̂ the fitted
    probability); where the fit gives no slope, the classes are separated or share one score."""
    rng = np.random.default_rng(seed)
    p = rng.uniform(0.001, 0.999, n).round(int(rng.integers(1, 4)))
    y = rng.random(n) < p ** power
    y[:2] = True, False  # both classes, as the sweep needs
    w = rng.uniform(0.1, 5.0, n) if weighted else np.ones(n)
    sweep = threshold_sweep(y, p, sample_weight=w)
    fit = calibration_fit(sweep)
    p = np.clip(p, np.finfo(float).eps, 1 - np.finfo(float).eps)
    x = np.log(p / (1 - p))
    if fit.slope is None:
        separated = x[y].min() >= x[~y].max() or x[y].max() <= x[~y].min()
        assert separated or np.unique(p).size == 1, fit.reason
        return
    residual = w * (y - 1 / (1 + np.exp(-(fit.intercept + fit.slope * x))))
    assert abs(residual.sum()) <= 1e-9 * w.sum()
    assert abs((residual * x).sum()) <= 1e-9 * (w * np.abs(x)).sum()


def test_separated_classes_have_no_slope():
    y = np.array([0, 0, 1, 1], dtype=bool)
    fit = calibration_fit(threshold_sweep(y, np.array([0.1, 0.2, 0.8, 0.9])))
    assert fit.slope is None and fit.reason == "risk_calibration_fit_diverged"


def test_one_score_has_no_slope():
    """Both classes at one score: any slope fits with a matching intercept, so none is given."""
    fit = calibration_fit(threshold_sweep(np.array([0, 1, 1, 0, 1], dtype=bool), np.full(5, 0.3)))
    assert fit.slope is None and fit.reason == "risk_calibration_fit_one_score"


def test_calibration_command_keys_and_by(capsys, tmp_path):
    y, p = _data(2, n=400)
    region = np.where(np.arange(y.size) % 3 == 0, "north", "south")
    path = tmp_path / "d.csv"
    path.write_text("label,score,region\n" + "".join(
        f"{int(a)},{b},{c}\n" for a, b, c in zip(y, p, region)))
    status, out, _ = _run(capsys, "calibration", path, "--by", "region")
    assert status == 0
    x = np.log(p / (1 - p))
    reference = sm.Logit(y.astype(float), sm.add_constant(x)).fit(disp=0, tol=1e-12)
    assert out["calibration_slope"] == pytest.approx(reference.params[1], abs=1e-7)
    assert out["calibration_intercept"] == pytest.approx(reference.params[0], abs=1e-7)
    assert list(out["hosmer_lemeshow"]) == ["statistic", "dof", "p_value"]
    assert list(out["brier_decomposition"]) == ["reliability", "resolution", "uncertainty",
                                                "within_bin_variance", "within_bin_covariance"]
    assert out["by"] == "region" and [s["value"] for s in out["segments"]] == ["north", "south"]
    for segment in out["segments"]:
        rows = region == segment["value"]
        alone = probability_quality(threshold_sweep(y[rows], p[rows]), bins=10)
        assert segment["n"] == rows.sum() and segment["ece"] == pytest.approx(alone.ece)
        assert [b["count"] for b in segment["bins"]] == [b["count"] for b in alone.bins]
        assert all(isinstance(b["count"], int) for b in segment["bins"])


def test_calibration_refuses_a_lower_score_direction(capsys, tmp_path):
    path = tmp_path / "d.csv"
    path.write_text("label,score\n1,0.9\n0,0.2\n1,0.4\n0,0.5\n")
    status, _, err = _run(capsys, "calibration", path, "--score-direction", "lower")
    assert status == 2 and err.count("\n") == 1 and "--score-direction" in err


def test_the_log_loss_is_kept_per_sweep_and_its_logarithms_taken_where_rows_weigh(monkeypatch):
    """The log loss does not depend on the bins: it is computed once per sweep, its logarithms
    only at the scores whose positives (log p) or negatives (log(1 − p)) weigh, with the same
    bits as every logarithm taken (the C library's), and scikit-learn's value."""
    import math
    from sklearn.metrics import log_loss

    from evalcore.binary import calibration
    from evalcore.sums import dot

    y, p = _data(4)
    w = np.random.default_rng(4).uniform(0.5, 2.0, y.size)
    sweep = threshold_sweep(y, p, sample_weight=w)
    taken = []
    for name in ("log", "log1p"):
        monkeypatch.setattr(calibration, name, lambda a, f=getattr(calibration, name), n=name:
                            taken.append((n, np.asarray(a).size)) or f(a))
    losses = {probability_quality(sweep, bins=bins, strategy=strategy).log_loss
              for bins, strategy in ((10, "uniform"), (5, "quantile"), (20, "uniform"))}
    dtp = np.diff(sweep.tp, prepend=0.0)
    misses = np.diff(sweep.tp + sweep.fp, prepend=0.0) - dtp
    assert taken == [("log", int((dtp != 0).sum())), ("log1p", int((misses != 0).sum()))]
    assert (dtp != 0).sum() < sweep.thresholds.size > (misses != 0).sum()  # some left out
    assert len(losses) == 1
    clipped = calibration.clipped_probabilities(sweep.thresholds).tolist()
    every = -(dot(dtp, [math.log(x) for x in clipped])
              + dot(misses, [math.log1p(-x) for x in clipped]))
    assert calibration.summed_log_loss(sweep) == every  # the same bits
    assert losses.pop() == pytest.approx(log_loss(y, p, sample_weight=w), rel=1e-12)
