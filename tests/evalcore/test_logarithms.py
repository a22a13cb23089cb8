"""The machine-independent logarithms give the C library's bits (Python's :mod:`math`) for every
element, where numpy's float64 loops on an AVX-512 CPU differ in the last bit; the NDCG discount
built on them does too."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings, strategies as st
from hypothesis.extra.numpy import arrays

from evalcore.logarithms import log, log1p, log2
from evalcore.ranking.gains import discount_at

POSITIVE = st.floats(1e-300, 1e300, allow_nan=False, allow_subnormal=False)
ABOVE_MINUS_ONE = st.floats(-1.0 + 1e-15, 1e300, allow_nan=False, allow_subnormal=False)


def _bits(values) -> list[int]:
    return np.asarray(values, dtype=float).view(np.int64).ravel().tolist()


@settings(max_examples=60, deadline=None)
@given(arrays(float, st.tuples(st.integers(0, 40), st.integers(1, 3)), elements=POSITIVE),
       arrays(float, st.integers(0, 120), elements=ABOVE_MINUS_ONE))
def test_each_logarithm_is_the_c_librarys(positive, above_minus_one):
    assert log(positive).shape == log2(positive).shape == positive.shape
    assert _bits(log(positive)) == _bits([math.log(x) for x in positive.ravel().tolist()])
    assert _bits(log2(positive)) == _bits([math.log2(x) for x in positive.ravel().tolist()])
    assert _bits(log1p(above_minus_one)) == _bits([math.log1p(x)
                                                   for x in above_minus_one.tolist()])


def test_a_million_probabilities_have_the_c_librarys_logarithms():
    p = np.random.default_rng(7).random(1_000_000)
    assert _bits(log(p)) == _bits([math.log(x) for x in p.tolist()])
    assert _bits(log1p(-p)) == _bits([math.log1p(-x) for x in p.tolist()])


def test_the_ndcg_discount_is_one_over_the_c_librarys_log2():
    rank = np.arange(1, 300_001)
    expected = [1.0 / math.log2(r + 1.0) for r in rank.tolist()]
    assert _bits(discount_at(rank[::-1])) == _bits(expected[::-1])
    assert _bits(discount_at(np.array([1, 3, 1, 2]))) == _bits([1.0, 0.5, 1.0, 1.0 / math.log2(3)])
    assert discount_at(np.array([], dtype=np.int64)).size == 0
