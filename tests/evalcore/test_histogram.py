import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.histogram import score_histogram


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
