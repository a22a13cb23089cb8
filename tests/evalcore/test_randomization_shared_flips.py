"""The randomization test of per-query differences drawn once for every pair of rankers
(:func:`evalcore.compare.paired.randomization_p_values`) gives, pair by pair, the p-value
:func:`scipy.stats.permutation_test` gives for that pair alone (``permutation_type="samples"``,
``rng=default_rng(seed)``): exact enumeration for few queries, SciPy's own random flips beyond,
whatever the block the flips are drawn in."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import permutation_test

from evalcore.compare import paired
from evalcore.compare.paired import randomization_p_values


def scipy_p(a: np.ndarray, b: np.ndarray, n_resamples: int, seed: int) -> float:
    if a.size < 2:
        return 1.0
    return float(permutation_test((a, b), lambda x, y, axis: np.mean(x - y, axis=axis),
                                  permutation_type="samples", vectorized=True,
                                  n_resamples=n_resamples, rng=np.random.default_rng(seed)).pvalue)


@settings(max_examples=60, deadline=None)
@given(queries=st.integers(1, 40), models=st.integers(2, 4),
       n_resamples=st.sampled_from([99, 1000, 9999]), seed=st.integers(0, 2**32 - 1),
       ties=st.booleans(), data=st.data())
def test_every_pair_s_p_value_is_scipy_s(queries, models, n_resamples, seed, ties, data):
    values = np.array(data.draw(st.lists(
        st.lists(st.sampled_from([0.0, 0.5, 1.0]) if ties else st.floats(0, 1),
                 min_size=models, max_size=models), min_size=queries, max_size=queries)))
    pairs = [(i, j) for i in range(models) for j in range(i + 1, models)]
    differences = np.column_stack([values[:, i] - values[:, j] for i, j in pairs])
    ours = randomization_p_values(differences, n_resamples=n_resamples, seed=seed)
    expected = [scipy_p(values[:, i], values[:, j], n_resamples, seed) for i, j in pairs]
    np.testing.assert_allclose(ours, expected, rtol=0, atol=1e-12)


@pytest.mark.parametrize("block", [paired.FLIP_BLOCK_CELLS, 999, 1000])
def test_the_flips_do_not_depend_on_the_block_they_are_drawn_in(monkeypatch, block):
    rng = np.random.default_rng(7)
    a, b = rng.random(301), rng.random(301)  # an odd number of queries: halves carried over
    monkeypatch.setattr(paired, "FLIP_BLOCK_CELLS", block)
    ours = randomization_p_values((a - b)[:, None], n_resamples=2999, seed=11)[0]
    assert ours == pytest.approx(scipy_p(a, b, 2999, 11), abs=1e-12)
