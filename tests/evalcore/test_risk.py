"""KS, lift and gains, calibration, Brier and log loss, Wilson and DeLong intervals, thresholds by
constraint and segments, against SciPy, scikit-learn, statsmodels and hand-worked examples."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from scipy.stats import ks_2samp
from sklearn.calibration import calibration_curve
from sklearn.metrics import (average_precision_score, brier_score_loss, confusion_matrix,
                             log_loss, roc_auc_score, roc_curve)
from statsmodels.stats.proportion import proportion_confint

from evalcore.binary import threshold_sweep
from evalcore.binary.calibration import probability_quality
from evalcore.binary.constraints import parse_constraint, threshold_for
from evalcore.binary.intervals import auc_interval, threshold_intervals, wilson_interval
from evalcore.binary.lift import ks, lift_table
from evalcore.binary.segments import (segment_gaps, segment_table, segment_thresholds,
                                      segments_at, sorted_segments)
from evalcore.compare.delong import delong_covariance
from evalcore.errors import EvalInputError


def _data(seed=0, n=500, rounding=2):
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.3
    scores = np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0, 1).round(rounding)
    return y, scores


def test_ks_is_scipys_two_sample_distance():
    for seed in range(5):
        y, s = _data(seed)
        result = ks(threshold_sweep(y, s))
        reference = ks_2samp(s[~y], s[y], alternative="greater")
        assert result.statistic == pytest.approx(reference.statistic, abs=1e-12)
        assert result.statistic == pytest.approx(ks_2samp(s[~y], s[y]).statistic, abs=1e-12)
        sweep = threshold_sweep(y, s)
        c = sweep.confusion_at(result.threshold)
        assert c.tp / sweep.positives - c.fp / sweep.negatives == pytest.approx(result.statistic)


def test_lift_by_hand_with_ties():
    # 10 rows, 5 groups of 2; the scores 0.8 are three rows tied across the edge after row 2.
    y = np.array([1, 1, 0, 1, 0, 1, 0, 0, 0, 0], dtype=bool)
    s = np.array([.9, .8, .8, .8, .6, .5, .4, .3, .2, .1])
    table = lift_table(threshold_sweep(y, s), groups=5)
    # group 1 takes 0.9 and all three 0.8 (4 rows, 3 positives); group 2 would end at row 4,
    # already passed, so it is left out; group 3 ends at row 6.
    assert [g["group"] for g in table] == [1, 3, 4, 5]
    assert [g["rows"] for g in table] == [4, 2, 2, 2]
    assert [g["positives"] for g in table] == [3, 1, 0, 0]
    assert [g["grown_by_ties"] for g in table] == [True, False, False, False]
    first = table[0]
    assert (first["max_score"], first["min_score"]) == (0.9, 0.8)
    assert first["response_rate"] == 0.75 and first["cum_rows_share"] == 0.4
    assert first["gain"] == 0.75 and first["lift"] == pytest.approx(0.75 / 0.4)
    assert first["cum_lift"] == pytest.approx(0.75 / 0.4)
    assert first["ks"] == pytest.approx(0.75 - 1 / 6)
    assert table[1]["gain"] == 1.0 and table[1]["cum_lift"] == pytest.approx(1 / 0.6)
    assert table[-1]["cum_rows_share"] == 1.0 and table[-1]["cum_lift"] == 1.0


def test_lift_weighted_equals_duplicated_rows():
    y, s = _data(1, n=60)
    w = np.random.default_rng(2).integers(0, 4, y.size)
    weighted = lift_table(threshold_sweep(y, s, sample_weight=w), groups=7)
    repeated = lift_table(threshold_sweep(np.repeat(y, w), np.repeat(s, w)), groups=7)
    assert weighted == pytest.approx(repeated)


@pytest.mark.parametrize("strategy", ["uniform", "quantile"])
@pytest.mark.parametrize("bins", [1, 5, 10])
def test_calibration_bins_are_sklearns(strategy, bins):
    y, s = _data(3, rounding=3)
    result = probability_quality(threshold_sweep(y, s), bins=bins, strategy=strategy)
    true, predicted = calibration_curve(y, s, n_bins=bins, strategy=strategy)
    filled = [b for b in result.bins if b["count"] > 0]
    assert [b["fraction_positive"] for b in filled] == pytest.approx(true, abs=1e-12)
    assert [b["mean_predicted"] for b in filled] == pytest.approx(predicted, abs=1e-12)
    assert sum(b["count"] for b in result.bins) == y.size
    if strategy == "quantile":
        edges = np.percentile(s, np.linspace(0, 100, bins + 1))
        assert [b["lower"] for b in result.bins] == pytest.approx(edges[:-1])


@pytest.mark.parametrize("strategy", ["uniform", "quantile"])
def test_calibration_weighted_equals_repeated_rows(strategy):
    y, s = _data(9, n=120)
    w = np.random.default_rng(9).integers(0, 4, y.size)
    weighted = probability_quality(threshold_sweep(y, s, sample_weight=w), bins=6,
                                   strategy=strategy)
    repeated = probability_quality(threshold_sweep(np.repeat(y, w), np.repeat(s, w)), bins=6,
                                   strategy=strategy)
    for b, r in zip(weighted.bins, repeated.bins):
        assert b == pytest.approx(r, abs=1e-12)
    for key in ("brier", "reliability", "resolution", "uncertainty", "log_loss", "ece", "mce"):
        assert getattr(weighted, key) == pytest.approx(getattr(repeated, key), abs=1e-12), key


def test_empty_bins_have_count_zero_and_null_means():
    y = np.array([0, 1, 0, 1], dtype=bool)
    result = probability_quality(threshold_sweep(y, np.array([.05, .15, .92, .95])), bins=10)
    assert [b["count"] for b in result.bins] == [1, 1, 0, 0, 0, 0, 0, 0, 0, 2]
    empty = result.bins[4]
    assert empty["mean_predicted"] is None and empty["fraction_positive"] is None
    assert empty["ci_low"] is None and (empty["lower"], empty["upper"]) == (0.4, 0.5)
    # ECE: |0 − .05|·1 + |1 − .15|·1 + |.5 − .935|·2, over 4 rows; MCE the largest gap
    assert result.ece == pytest.approx((0.05 + 0.85 + 2 * 0.435) / 4)
    assert result.mce == pytest.approx(0.85)


def test_brier_log_loss_and_binned_decomposition_identity():
    for seed in range(4):
        y, s = _data(seed)
        w = np.random.default_rng(seed).integers(1, 4, y.size)
        for weights in (None, w):
            r = probability_quality(threshold_sweep(y, s, sample_weight=weights))
            assert r.brier == pytest.approx(brier_score_loss(y, s, sample_weight=weights))
            assert r.log_loss == pytest.approx(log_loss(y, s, sample_weight=weights))
            parts = (r.reliability - r.resolution + r.uncertainty + r.within_bin_variance
                     - r.within_bin_covariance)
            assert parts == pytest.approx(brier_score_loss(y, s, sample_weight=weights),
                                          abs=1e-12)


def test_scores_outside_unit_interval_are_not_probabilities():
    y = np.array([0, 1, 1, 0], dtype=bool)
    r = probability_quality(threshold_sweep(y, np.array([-1.0, 2.0, 0.5, 0.3])))
    assert r.brier is None and r.log_loss is None and r.bins is None
    assert r.reason == "risk_not_probabilities" and r.params == {"low": -1.0, "high": 2.0}


@pytest.mark.parametrize("successes, total", [(0, 10), (3, 10), (10, 10), (1, 1), (57, 412)])
def test_wilson_is_statsmodels(successes, total):
    assert wilson_interval(successes, total) == pytest.approx(
        proportion_confint(successes, total, alpha=0.05, method="wilson"), abs=1e-12)
    assert wilson_interval(0, 0) is None


def test_threshold_intervals():
    y, s = _data(4)
    c = threshold_sweep(y, s).confusion_at(0.5)
    got = threshold_intervals(c)
    ref = {"precision": (c.tp, c.tp + c.fp), "recall": (c.tp, c.tp + c.fn),
           "specificity": (c.tn, c.tn + c.fp), "fpr": (c.fp, c.tn + c.fp),
           "accuracy": (c.tp + c.tn, y.size)}
    for key, (k, n) in ref.items():
        assert got[key] == pytest.approx(proportion_confint(k, n, method="wilson"), abs=1e-12)


def test_auc_interval_is_delongs():
    for seed in range(3):
        y, s = _data(seed)
        auc, cov = delong_covariance(y, s)
        half = 1.959963984540054 * np.sqrt(cov[0, 0])
        assert auc_interval(threshold_sweep(y, s)) == pytest.approx(
            (auc[0] - half, auc[0] + half), abs=1e-12)
    w = np.random.default_rng(5).integers(1, 4, y.size)
    assert auc_interval(threshold_sweep(y, s, sample_weight=w)) == pytest.approx(
        auc_interval(threshold_sweep(np.repeat(y, w), np.repeat(s, w))), abs=1e-12)
    assert auc_interval(threshold_sweep(np.array([1, 0, 0], bool), np.array([.9, .1, .2]))) is None


def _best_by_brute_force(y, s, kind, value):
    """Every distinct score tried with scikit-learn-free counting."""
    best = None
    for t in sorted(set(s), reverse=True):
        hit = s >= t
        tp, fp = (y & hit).sum(), (~y & hit).sum()
        recall, fpr = tp / y.sum(), fp / (~y).sum()
        precision, top = tp / (tp + fp), hit.mean()
        measure = {"precision": precision, "recall": recall, "fpr": fpr, "top": top}[kind]
        ok = measure <= value if kind in ("fpr", "top") else measure >= value - 1e-12
        if not ok:
            continue
        key = {"precision": (recall, -fp), "recall": (-fpr, recall), "fpr": (recall, -fp),
               "top": (top, -t)}[kind]
        if best is None or key > best[0]:
            best = (key, t)
    return None if best is None else best[1]


@pytest.mark.parametrize("text", ["precision=0.6", "recall=0.8", "fpr=0.1", "top=0.05",
                                  "precision=0.9", "recall=1", "fpr=0"])
def test_threshold_for_is_brute_force(text):
    y, s = _data(6, n=200, rounding=2)
    kind, value = parse_constraint(text)
    expected = _best_by_brute_force(y, s, kind, float(value))
    if expected is None:
        with pytest.raises(EvalInputError):
            threshold_for(threshold_sweep(y, s), kind, value)
        return
    chosen = threshold_for(threshold_sweep(y, s), kind, value)
    assert chosen.threshold == expected
    assert (chosen.achieved >= float(value)) == (kind in ("precision", "recall")) or \
        chosen.achieved == float(value)


def test_precision_constraint_is_exact_at_the_boundary():
    # 9 of the top 10 are positive: precision exactly 0.9, which float 0.9·10 might miss
    y = np.array([1] * 4 + [0] + [1] * 5 + [0, 0, 0, 1], dtype=bool)
    s = np.linspace(1, 0.01, y.size)
    chosen = threshold_for(threshold_sweep(y, s), "precision", Fraction("0.9"))
    assert chosen.threshold == s[9] and chosen.achieved == 0.9


@pytest.mark.parametrize("text", ["precision", "precision=1.5", "gain=0.2", "top=0", "recall=x"])
def test_bad_constraints_are_refused(text):
    with pytest.raises(EvalInputError) as error:
        parse_constraint(text)
    assert error.value.key == "risk_constraint_invalid"


def check_segment(entry, y, s, w, threshold):
    """One segment's measures against scikit-learn and counting on its rows."""
    hit = s >= threshold
    assert entry["n"] == y.size and entry["positives"] == w[y].sum()
    assert entry["auc"] == pytest.approx(roc_auc_score(y, s, sample_weight=w))
    assert entry["ap"] == pytest.approx(average_precision_score(y, s, sample_weight=w))
    assert entry["tp"] == w[y & hit].sum() and entry["fp"] == w[~y & hit].sum()
    assert entry["tpr"] == pytest.approx(w[y & hit].sum() / w[y].sum())
    assert entry["fpr"] == pytest.approx(w[~y & hit].sum() / w[~y].sum())
    assert entry["positive_rate"] == pytest.approx(w[hit].sum() / w.sum())


def test_segments_are_sklearns_per_group():
    y, s = _data(7, n=300)
    seg = np.random.default_rng(7).choice(["north", "south", "east"], y.size)
    w = np.random.default_rng(8).integers(1, 3, y.size).astype(float)
    table = segment_table(y, s, w, seg, threshold=0.5, column="region")
    assert [e["value"] for e in table] == ["east", "north", "south"]
    for entry in table:
        rows = seg == entry["value"]
        check_segment(entry, y[rows], s[rows], w[rows], 0.5)
    gaps = segment_gaps(table)
    tprs = [e["tpr"] for e in table]
    assert gaps["tpr"] == pytest.approx(max(tprs) - min(tprs))


def test_segments_sorted_once_answer_every_threshold():
    """The counts a threshold move reads off each segment's sorted scores (a binary search)
    equal the rows counted at that threshold, at every distinct score (ties), between two, and
    beyond both ends."""
    y, s = _data(11, n=400)
    s = np.round(s, 2)
    rng = np.random.default_rng(11)
    seg = rng.choice(["north", "south", "east"], y.size)
    w = rng.integers(1, 4, y.size).astype(float)
    parts = sorted_segments(y, s, w, seg, column="region")
    for threshold in (-np.inf, *np.unique(s), 0.505, np.inf):
        table = segments_at(parts, float(threshold))
        assert table == segment_table(y, s, w, seg, threshold=float(threshold), column="region")
        for entry in table:
            rows = seg == entry["value"]
            check_segment(entry, y[rows], s[rows], w[rows], threshold)


def test_one_class_segment_and_too_many_segments():
    y = np.array([1, 0, 1, 1, 0], dtype=bool)
    s = np.array([.9, .2, .6, .7, .4])
    table = segment_table(y, s, None, np.array(["a", "a", "b", "b", "a"]), threshold=0.5,
                          column="g")
    b = table[1]
    assert b["auc"] is None and b["reason"] == "risk_segment_one_class" and b["fpr"] is None
    assert b["tpr"] == 1.0 and b["small"]
    assert segment_gaps(table) == {"tpr": None, "fpr": None, "positive_rate": None}
    with pytest.raises(EvalInputError) as error:
        segment_table(np.arange(10**5) % 2 == 0, np.linspace(0, 1, 10**5), None,
                      np.arange(10**5), threshold=0.5, column="id")
    assert error.value.key == "risk_too_many_segments"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 20)), min_size=2, max_size=60),
       st.integers(1, 12))
def test_gain_is_monotone_and_ends_at_one(rows, groups):
    y = np.array([r[0] for r in rows])
    if y.all() or not y.any():
        return
    s = np.array([r[1] / 20 for r in rows])
    sweep = threshold_sweep(y, s)
    table = lift_table(sweep, groups)
    gains = [g["gain"] for g in table]
    assert gains == sorted(gains) and gains[-1] == 1.0
    assert sum(g["rows"] for g in table) == y.size
    assert max(g["ks"] for g in table) <= ks(sweep).statistic + 1e-12
    cal = probability_quality(sweep, bins=groups)
    parts = (cal.reliability - cal.resolution + cal.uncertainty + cal.within_bin_variance
             - cal.within_bin_covariance)
    assert parts == pytest.approx(brier_score_loss(y, s), abs=1e-12)


def test_segment_thresholds_by_hand():
    # segment a: scores .9 .8 .7 .6 .5 with labels 1 1 0 1 0; precision ≥ 0.75 holds at .9 (1/1),
    # .8 (2/2), .7 (2/3 no), .6 (3/4 yes), .5 (3/5 no): the highest recall is at .6.
    # segment b: one class; segment c: precision 1 is never met (its top score is a negative).
    y = np.array([1, 1, 0, 1, 0, 1, 1, 0, 1], dtype=bool)
    s = np.array([.9, .8, .7, .6, .5, .4, .3, .95, .2])
    seg = np.array(["a"] * 5 + ["b", "b", "c", "c"])
    table = segment_thresholds(y, s, None, seg, kind="precision", value=Fraction(3, 4),
                               column="g")
    a, b, c = table
    assert a["value"] == "a" and a["threshold"] == 0.6 and a["achieved"] == 0.75
    assert (a["tp"], a["fp"], a["tn"], a["fn"]) == (3, 1, 1, 0)
    assert (a["tpr"], a["fpr"], a["positive_rate"]) == (1.0, 0.5, 0.8)
    assert b["reason"] == "risk_segment_threshold_one_class" and b["threshold"] is None
    table = segment_thresholds(y, s, None, seg, kind="precision", value=Fraction(1), column="g")
    assert table[2]["reason"] == "risk_segment_constraint_unmet" and table[2]["tp"] is None
    # top 40 %: segment a flags 2 of 5 rows (.9, .8)
    a = segment_thresholds(y, s, None, seg, kind="top", value=Fraction(2, 5), column="g")[0]
    assert a["threshold"] == 0.8 and a["achieved"] == 0.4 and a["tp"] == 2


def _sklearn_threshold(y, s, w, kind, value):
    """The constraint's threshold per scikit-learn's curves (roc_curve keeps every threshold
    with drop_intermediate=False)."""
    fpr, tpr, thresholds = roc_curve(y, s, sample_weight=w, drop_intermediate=False)
    fpr, tpr, thresholds = fpr[1:], tpr[1:], thresholds[1:]  # drop the +inf start
    p, n = w[y].sum(), w[~y].sum()
    tp, fp = tpr * p, fpr * n
    if kind == "precision":
        ok = tp / (tp + fp) >= value - 1e-12
        key = tpr
    elif kind == "recall":
        ok = tpr >= value - 1e-12
        key = -fpr + 1e-9 * tpr
    elif kind == "fpr":
        ok = fpr <= value + 1e-12
        key = tpr
    else:
        ok = (tp + fp) / (p + n) <= value + 1e-12
        key = tp + fp
    if not ok.any():
        return None
    candidates = np.flatnonzero(ok)
    return thresholds[candidates[np.argmax(key[candidates])]]


@pytest.mark.parametrize("text", ["precision=0.6", "recall=0.8", "fpr=0.1", "top=0.2"])
def test_segment_thresholds_are_sklearns_per_segment(text):
    y, s = _data(9, n=600)
    seg = np.random.default_rng(9).choice(["north", "south", "east"], y.size)
    w = np.random.default_rng(10).integers(1, 4, y.size).astype(float)
    kind, value = parse_constraint(text)
    table = segment_thresholds(y, s, w, seg, kind=kind, value=value, column="region")
    assert [e["value"] for e in table] == ["east", "north", "south"]
    for entry in table:
        rows = seg == entry["value"]
        yi, si, wi = y[rows], s[rows], w[rows]
        assert entry["threshold"] == _sklearn_threshold(yi, si, wi, kind, float(value))
        # the same as the whole-data chooser on the segment's rows alone
        assert entry["threshold"] == threshold_for(
            threshold_sweep(yi, si, sample_weight=wi), kind, value).threshold
        tn, fp, fn, tp = confusion_matrix(yi, si >= entry["threshold"], sample_weight=wi).ravel()
        assert (entry["tp"], entry["fp"], entry["tn"], entry["fn"]) == (tp, fp, tn, fn)
        assert entry["tpr"] == pytest.approx(tp / (tp + fn))
        assert entry["fpr"] == pytest.approx(fp / (fp + tn))
