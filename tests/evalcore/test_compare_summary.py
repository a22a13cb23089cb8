"""Matched operating points and the all-in-one binary comparison, on seed 001 by hand."""

import numpy as np
import pytest
from sklearn.metrics import average_precision_score, precision_recall_curve, roc_curve

from evalcore.binary import ALL_NEGATIVE
from evalcore.compare import compare_binary, matched_operating_points, operating_point
from evalcore.errors import EvalInputError
from evalcore.examples.compare import breast_cancer_table, seed001_table


@pytest.fixture(scope="module")
def seed001():
    table = seed001_table()
    return table["label"].to_numpy() == 1, table["score_A"].to_numpy(), table["score_B"].to_numpy()


def test_matched_at_the_same_fpr(seed001):
    # FPR ≤ 0.2 allows one negative. A's order N P P P N …: down to its 4th sample (score 0.65)
    # it has 1 FP and 3 TP. B's order N P N …: only its first two (score 0.85): 1 FP, 1 TP.
    a, b = matched_operating_points(*seed001, fpr=0.2)
    assert (a.threshold, a.tp, a.fp, a.fpr, a.tpr) == (0.65, 3, 1, 0.2, 0.6)
    assert (b.threshold, b.tp, b.fp, b.fpr, b.tpr) == (0.85, 1, 1, 0.2, 0.2)
    assert a.precision == 0.75 and b.precision == 0.5


def test_matched_at_the_same_recall(seed001):
    # Recall ≥ 0.8 needs 4 positives: A reaches them at its 7th sample (score 0.35, 3 FP),
    # B at its 8th (score 0.25 on B's scale, 4 FP).
    a, b = matched_operating_points(*seed001, recall=0.8)
    assert (a.threshold, a.tp, a.fp) == (0.35, 4, 3)
    assert (b.threshold, b.tp, b.fp) == (0.25, 4, 4)
    assert (a.fpr, b.fpr) == (0.6, 0.8)


def test_matched_thresholds_agree_with_the_roc_curve():
    table = breast_cancer_table()
    y = table["y_true"].to_numpy() == 1
    for target in (0.0, 0.05, 0.3, 1.0):
        points = matched_operating_points(y, table["score_logreg"], table["score_tree"], fpr=target)
        for point, column in zip(points, ("score_logreg", "score_tree")):
            fpr, tpr, _ = roc_curve(y, table[column])
            assert point.fpr <= target and point.tpr == pytest.approx(tpr[fpr <= target].max())


def test_nothing_positive_when_no_threshold_meets_the_target():
    y = np.array([True, False, True, False])
    score = np.array([0.1, 0.9, 0.2, 0.8])  # every positive ranks below every negative
    a, _ = matched_operating_points(y, score, score, fpr=0.0)
    assert a.threshold == ALL_NEGATIVE and (a.tp, a.fp, a.precision) == (0, 0, None)


def test_matching_options():
    y, a, b = [1, 0], [0.6, 0.3], [0.2, 0.1]
    with pytest.raises(TypeError):
        matched_operating_points(y, a, b)
    with pytest.raises(EvalInputError) as error:
        matched_operating_points(y, a, b, recall=1.5)
    assert error.value.key == "compare_bad_target"


def test_operating_point_counts():
    point = operating_point([1, 0, 1, 0, 1], [0.9, 0.8, 0.4, 0.2, 0.5], 0.5)
    assert (point.tp, point.fp, point.fn, point.tn) == (2, 1, 1, 1)


def test_compare_binary_on_seed001(seed001):
    y, a, b = seed001
    r = compare_binary(y, a, b)
    assert (r.delong.a.auc, r.delong.b.auc) == pytest.approx((16 / 25, 8 / 25))
    assert r.average_precision == pytest.approx(
        (average_precision_score(y, a), average_precision_score(y, b)), rel=1e-12
    )
    assert r.roc_dominance.verdict == "A" and r.pr_dominance.verdict == "A"
    assert r.mcnemar.table == ((2, 4), (0, 4)) and r.mcnemar.p_value == pytest.approx(1 / 8)
    assert [p.threshold for p in r.points] == [0.5, 0.5]
    fpr, tpr, thresholds = roc_curve(y, a, drop_intermediate=False)
    np.testing.assert_array_equal(r.roc[0].fpr, fpr)
    np.testing.assert_array_equal(r.roc[0].tpr, tpr)
    np.testing.assert_array_equal(r.roc[0].thresholds, thresholds)
    precision, recall, cut = precision_recall_curve(y, b)
    np.testing.assert_allclose(r.pr[1].recall, recall, rtol=1e-15)
    np.testing.assert_allclose(r.pr[1].precision, precision, rtol=1e-15)
    np.testing.assert_array_equal(r.pr[1].thresholds[:-1], cut)


def test_seed001_bep_and_cost_curves_by_hand(seed001):
    """A's order N P P P N N P P N N: the top 5 hold 3 positives, so P = R = 3/5 at its BEP;
    B's order N P N N N P P P P N: 1 of the top 5, BEP 1/5. A's cost area is 0.175 (seed 001,
    checked on the Cost Curve page); A's ROC encloses B's, so its envelope is never higher."""
    r = compare_binary(*seed001)
    assert [bep.value for bep in r.bep] == pytest.approx([3 / 5, 1 / 5])
    assert r.cost[0].area == pytest.approx(0.175)
    assert r.cost[0].area < r.cost[1].area
    assert r.cost_dominance.verdict == "A"
    grid = np.linspace(0, 1, 101)
    assert np.all(np.interp(grid, r.cost[0].pc, r.cost[0].cost)
                  <= np.interp(grid, r.cost[1].pc, r.cost[1].cost) + 1e-12)


def test_crossing_cost_curves_list_where_each_is_cheaper():
    """A ranks P P N N N N P P (hull vertex (0, 1/2)), B ranks N P P P P N N N (vertex (1/4, 1)).
    For small PC(+) A's line PC/2 is the cheapest, e.g. at PC = 0.1 A costs 0.05 and B, whose
    best there is "always negative", 0.1; at PC = 0.5 A costs 0.25 and B (1/4)(1 − PC) = 0.125.
    A's cost 0.5·PC meets B's 0.25·(1 − PC) at PC = 1/3, past B's switch from "always negative"
    at PC = 1/5, so the lead changes from A to B exactly at PC = 1/3."""
    y = np.array([1, 1, 0, 0, 0, 0, 1, 1])
    a = np.arange(8, 0, -1) / 10
    b = np.array([0.8, 0.7, 0.9, 0.4, 0.3, 0.2, 0.6, 0.5])
    r = compare_binary(y, a, b)
    for curve, pc, cost in ((r.cost[0], 0.1, 0.05), (r.cost[1], 0.1, 0.1),
                            (r.cost[0], 0.5, 0.25), (r.cost[1], 0.5, 0.125)):
        assert np.interp(pc, curve.pc, curve.cost) == pytest.approx(cost)
    assert r.cost_dominance.verdict == "none"
    assert [lead for lead, _, _ in r.cost_dominance.leads] == ["A", "B"]
    np.testing.assert_allclose(r.cost_dominance.crossings, [[1 / 3, 1 / 3]])


def test_compare_binary_own_thresholds(seed001):
    r = compare_binary(*seed001, thresholds=(0.6, 0.3))
    assert [p.threshold for p in r.points] == [0.6, 0.3]
    # A ≥ 0.6: its first 4 samples N P P P; B ≥ 0.3: its first 7, N P N N N P P.
    assert [(p.tp, p.fp) for p in r.points] == [(3, 1), (3, 4)]
