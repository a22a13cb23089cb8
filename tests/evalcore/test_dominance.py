"""Curve dominance ("包住"): seed 001, crossings by hand, staircases, and a brute-force check."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import precision_recall_curve, roc_curve

from evalcore.compare import compare_binary, curve_dominance
from evalcore.examples.compare import seed001_table

# Seed 001's ROC coordinates of learners A and B, as listed in the text.
A_X = [0, 0.2, 0.2, 0.2, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1]
A_Y = [0, 0, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1, 1, 1]
B_X = [0, 0.2, 0.2, 0.4, 0.6, 0.8, 0.8, 0.8, 0.8, 0.8, 1]
B_Y = [0, 0, 0.2, 0.2, 0.2, 0.2, 0.4, 0.6, 0.8, 1, 1]


def test_seed001_a_encloses_b():
    d = curve_dominance(A_X, A_Y, B_X, B_Y)
    assert d.verdict == "A" and d.crossings == ()
    # Equal on [0, 0.2) (both run along y = 0) and on [0.8, 1]; A strictly above in between.
    assert d.leads == (("A", 0.2, 0.8),) and d.domain == (0.0, 1.0)
    swapped = curve_dominance(B_X, B_Y, A_X, A_Y)
    assert swapped.verdict == "B" and swapped.leads == (("B", 0.2, 0.8),)


def test_seed001_example_scores_give_the_seed_curves_and_verdict():
    table = seed001_table()
    for column, x, y in (("score_A", A_X, A_Y), ("score_B", B_X, B_Y)):
        fpr, tpr, _ = roc_curve(table["label"], table[column], drop_intermediate=False)
        np.testing.assert_allclose(fpr, x, atol=1e-15)
        np.testing.assert_allclose(tpr, y, atol=1e-15)
    result = compare_binary(table["label"], table["score_A"], table["score_B"])
    assert result.roc_dominance.verdict == "A" and result.roc_dominance.crossings == ()


def test_crossing_inside_a_segment():
    # A is the diagonal; B: (0, 0) → (0.5, 0.8) → (1, 0.9). d = −0.3 at 0.5 and +0.1 at 1,
    # linear in between: zero at 0.5 + 0.5 · 0.3 / 0.4 = 0.875.
    d = curve_dominance([0, 1], [0, 1], [0, 0.5, 1], [0, 0.8, 0.9])
    assert d.verdict == "none"
    np.testing.assert_allclose(d.crossings, [(0.875, 0.875)], rtol=1e-12)
    assert [lead[0] for lead in d.leads] == ["B", "A"]
    assert d.leads[0][1:] == pytest.approx((0, 0.875))
    assert d.leads[1][1:] == pytest.approx((0.875, 1))


def test_crossing_across_an_interval_where_the_curves_coincide():
    # A above on (0, 0.2), the same segment on [0.2, 0.6], B above on (0.6, 1).
    a = ([0, 0.1, 0.2, 0.6, 0.8, 1], [0, 0.5, 0.6, 0.8, 0.85, 1])
    b = ([0, 0.2, 0.6, 0.8, 1], [0, 0.6, 0.8, 0.95, 1])
    d = curve_dominance(*a, *b)
    assert d.verdict == "none" and d.crossings == ((0.2, 0.6),)
    assert d.leads == (("A", 0.0, 0.2), ("B", 0.6, 1.0))


def test_vertical_segment_is_compared_by_its_top():
    # Left of 0.5, A (rising to 0.6) is above B (rising to 0.4). At 0.5 B jumps to 0.9: the
    # envelope takes the top, 0.9 > 0.6, and B stays above to the right. The lead changes at 0.5.
    a = ([0, 0.5, 1, 1], [0, 0.6, 0.7, 1])
    b = ([0, 0.5, 0.5, 1], [0, 0.4, 0.9, 1])
    d = curve_dominance(*a, *b)
    assert d.verdict == "none" and d.crossings == ((0.5, 0.5),)
    assert d.leads == (("A", 0.0, 0.5), ("B", 0.5, 1.0))


def test_touching_is_not_crossing():
    d = curve_dominance([0, 0.5, 1], [0, 0.8, 1], [0, 0.2, 0.5, 0.7, 1], [0, 0.2, 0.8, 0.85, 1])
    assert d.verdict == "A" and d.crossings == ()
    assert d.leads == (("A", 0.0, 1.0),)  # a tie at x = 0.5 inside A's lead


def test_identical_curves_are_equal():
    d = curve_dominance(A_X, A_Y, np.array(A_X), np.array(A_Y) + 1e-15)
    assert (d.verdict, d.crossings, d.leads) == ("equal", (), ())


def test_pr_curve_in_scikit_learn_order():
    table = seed001_table()
    y = table["label"]
    (pa, ra, _), (pb, rb, _) = (precision_recall_curve(y, table[c]) for c in ("score_A", "score_B"))
    d = curve_dominance(ra, pa, rb, pb)  # recall decreasing: read from the other end
    assert d == curve_dominance(ra[::-1], pa[::-1], rb[::-1], pb[::-1])
    assert d.verdict == compare_binary(y, table["score_A"], table["score_B"]).pr_dominance.verdict


def test_domain_is_the_overlap():
    d = curve_dominance([0.2, 1], [0.5, 0.5], [0, 0.6], [0.4, 0.4])
    assert d.domain == (0.2, 0.6) and d.verdict == "A"


@pytest.mark.parametrize(
    "x, y",
    [([0, 0.5, 0.3], [0, 1, 1]), ([[0, 1]], [[0, 1]]), ([], [])],
)
def test_curves_must_be_monotone_1d(x, y):
    with pytest.raises(ValueError):
        curve_dominance(x, y, [0, 1], [0, 1])


def envelope_brute_force(x, y, at):
    """The curve's upper envelope at ``at``, the slow way: every point and segment of the curve."""
    best = -np.inf
    for i in range(len(x)):
        if x[i] == at:
            best = max(best, y[i])
        if i + 1 < len(x) and x[i] < at < x[i + 1]:
            best = max(best, y[i] + (at - x[i]) / (x[i + 1] - x[i]) * (y[i + 1] - y[i]))
    return best


def random_roc(data):
    n = data.draw(st.integers(2, 12))
    labels = data.draw(
        st.lists(st.booleans(), min_size=n, max_size=n).filter(lambda v: 0 < sum(v) < n)
    )
    scores_a = data.draw(st.lists(st.integers(0, 5), min_size=n, max_size=n))
    scores_b = data.draw(st.lists(st.integers(0, 5), min_size=n, max_size=n))
    drop = data.draw(st.booleans())
    return [
        roc_curve(labels, s, drop_intermediate=drop)[:2] for s in (scores_a, scores_b)
    ]


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_verdict_agrees_with_brute_force_and_swaps(data):
    (xa, ya), (xb, yb) = random_roc(data)
    d = curve_dominance(xa, ya, xb, yb)
    grid = np.union1d(xa, xb)
    # d is linear between grid points, so its sign inside an interval is the sign near one of
    # its ends: probe close to both ends (a probe at 1/4 and 3/4 alone misses a sign change
    # at 3/4, e.g. the diagonal against a step at 0.75, which crosses it at x = 0.75).
    probes = np.concatenate([grid, *(grid[:-1] + f * np.diff(grid)
                                     for f in (0.001, 0.25, 0.5, 0.75, 0.999))])
    diff = np.array(
        [envelope_brute_force(xa, ya, p) - envelope_brute_force(xb, yb, p) for p in probes]
    )
    expected = {
        (True, False): "A", (False, True): "B", (True, True): "none", (False, False): "equal"
    }
    assert d.verdict == expected[(bool((diff > 1e-9).any()), bool((diff < -1e-9).any()))]
    assert bool(d.crossings) == (d.verdict == "none")
    for lo, hi in d.crossings:
        assert lo <= hi
        if lo == hi and lo not in grid:  # a crossing inside segments: the curves meet there
            meet = envelope_brute_force(xa, ya, lo), envelope_brute_force(xb, yb, lo)
            assert meet[0] == pytest.approx(meet[1])
    swapped = curve_dominance(xb, yb, xa, ya)
    assert swapped.verdict == {"A": "B", "B": "A"}.get(d.verdict, d.verdict)
    np.testing.assert_allclose(
        np.reshape(swapped.crossings, (-1, 2)), np.reshape(d.crossings, (-1, 2))
    )


def test_diagonal_against_a_step_crosses_where_they_meet():
    """Hypothesis found this one: B = (0,0)→(0,¾)→(1,¾)→(1,1) is above the diagonal A before
    x = ¾ and below it after, so neither encloses the other and they cross at ¾ (by hand)."""
    d = curve_dominance([0, 1], [0, 1], [0, 0, 1, 1], [0, 0.75, 0.75, 1])
    assert d.verdict == "none" and d.crossings == ((0.75, 0.75),)
