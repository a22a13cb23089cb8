import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.binary import threshold_sweep
from evalcore.histogram import score_histogram, sweep_histogram


def test_counts_by_class_against_numpy():
    rng = np.random.default_rng(0)
    scores = rng.normal(size=1000)
    y = rng.random(1000) < 0.3
    hist = score_histogram(y, scores, bins=20)
    expected_pos, edges = np.histogram(scores[y], bins=np.histogram_bin_edges(scores, 20))
    np.testing.assert_array_equal(hist.edges, edges)
    np.testing.assert_array_equal(hist.positives, expected_pos)
    assert hist.positives.sum() == y.sum() and hist.negatives.sum() == (~y).sum()


def test_small_example_by_hand():
    hist = score_histogram([True, False, True, False], [0.0, 0.1, 0.9, 1.0], bins=2)
    np.testing.assert_allclose(hist.edges, [0.0, 0.5, 1.0])
    np.testing.assert_array_equal(hist.positives, [1, 1])
    np.testing.assert_array_equal(hist.negatives, [1, 1])


@settings(max_examples=50, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.floats(-5, 5), st.integers(1, 4)), min_size=1, max_size=30))
def test_integer_weights_equal_expanded_rows(rows):
    y, s, w = (np.array(col) for col in zip(*rows))
    weighted = score_histogram(y, s, sample_weight=w, bins=7)
    expanded = score_histogram(np.repeat(y, w), np.repeat(s, w), bins=7)
    np.testing.assert_allclose(weighted.positives, expanded.positives)
    np.testing.assert_allclose(weighted.negatives, expanded.negatives)


_SCORES = st.one_of(st.floats(-5, 5), st.sampled_from([0.0, -0.0, 0.5, 1.0, 1 / 3, 2 / 7, -1.25]),
                    st.integers(-3, 3).map(float))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.booleans(), _SCORES, st.integers(1, 4)), min_size=2, max_size=40),
       st.integers(1, 12), st.booleans())
def test_sweep_histogram_equals_numpy_histogram(rows, bins, weighted):
    """Read off the sorted scores, the counts are np.histogram's exactly (unit and integer
    weights), bin edges included: ties, values on edges, a single distinct score."""
    y, s, w = (np.array(col) for col in zip(*rows))
    y = y.astype(bool)
    w = w.astype(float) if weighted else np.ones(len(s))
    y[:2] = True, False  # the sweep needs both classes
    sweep = threshold_sweep(y, s, sample_weight=w if weighted else None)
    hist = sweep_histogram(sweep, bins=bins)
    try:
        edges = np.histogram_bin_edges(s, bins=bins)
    except ValueError:  # a range too narrow for that many bins: one bin (checked by hand below)
        edges = np.histogram_bin_edges(s, bins=1)
    np.testing.assert_array_equal(hist.edges, edges)
    np.testing.assert_array_equal(hist.positives, np.histogram(s[y], bins=edges, weights=w[y])[0])
    np.testing.assert_array_equal(hist.negatives, np.histogram(s[~y], bins=edges, weights=w[~y])[0])


def test_sweep_histogram_float_weights_and_large_data_against_numpy():
    rng = np.random.default_rng(3)
    scores = np.round(rng.normal(size=200_000), 4)
    y = rng.random(scores.size) < 0.4
    weights = rng.random(scores.size) * 3
    weights[::17] = 0.0
    hist = sweep_histogram(threshold_sweep(y, scores, sample_weight=weights), bins=60)
    kept = weights > 0
    edges = np.histogram_bin_edges(scores[kept], bins=60)
    np.testing.assert_array_equal(hist.edges, edges)
    expected_pos = np.histogram(scores[y], bins=edges, weights=weights[y])[0]
    expected_neg = np.histogram(scores[~y], bins=edges, weights=weights[~y])[0]
    np.testing.assert_allclose(hist.positives, expected_pos, rtol=1e-9, atol=1e-6)
    np.testing.assert_allclose(hist.negatives, expected_neg, rtol=1e-9, atol=1e-6)
    unit = sweep_histogram(threshold_sweep(y, scores), bins=60)
    expected = score_histogram(y, scores, bins=60)
    np.testing.assert_array_equal(unit.edges, expected.edges)
    np.testing.assert_array_equal(unit.positives, expected.positives)
    np.testing.assert_array_equal(unit.negatives, expected.negatives)


def test_scores_a_subnormal_step_apart_make_one_bar():
    """Scores 0 and 5e-324 (found by Hypothesis): numpy cannot cut that range into 60 bins of
    finite width; both histograms are then one bin [0, 5e-324] holding each class's row."""
    y, s = np.array([True, False]), np.array([5e-324, 0.0])
    for hist in (score_histogram(y, s), sweep_histogram(threshold_sweep(y, s))):
        assert hist.edges.tolist() == [0.0, 5e-324]
        assert hist.positives.tolist() == [1] and hist.negatives.tolist() == [1]
