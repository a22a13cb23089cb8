"""The machine-independent sums: ``dot`` is Σ aᵢ·bᵢ (against math.fsum's exactly rounded sum) and
``covariance`` is numpy's ``np.cov`` (ddof 1), on any vectors hypothesis draws."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings, strategies as st
from hypothesis.extra.numpy import arrays

from evalcore.sums import covariance, dot

FINITE = st.floats(-1e6, 1e6, allow_nan=False, allow_subnormal=False)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 400).flatmap(lambda n: st.tuples(arrays(float, n, elements=FINITE),
                                                       arrays(float, n, elements=FINITE))))
def test_dot_is_the_sum_of_products(pair):
    a, b = pair
    products = (a * b).tolist()
    bound = 1e-12 * math.fsum(abs(p) for p in products) + 1e-300
    assert abs(dot(a, b) - math.fsum(products)) <= bound
    assert dot(a, b) == dot(a.copy(), b.copy())


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 5), st.integers(2, 200), st.integers(0, 2**32 - 1))
def test_covariance_is_numpys(k, n, seed):
    rows = np.random.default_rng(seed).normal(size=(k, n)) * 10.0 ** np.arange(k)[:, None]
    expected = np.atleast_2d(np.cov(rows))
    scale = np.sqrt(np.outer(np.diag(expected), np.diag(expected)))
    assert np.all(np.abs(covariance(rows) - expected) <= 1e-12 * scale)
    np.testing.assert_array_equal(covariance(rows), covariance(rows).T)
