"""Logarithms that come out the same bits on every machine.

numpy's float64 ``log``, ``log1p`` and ``log2`` take their own vectorized shortcuts on CPUs with
AVX-512, and the last bit of their answers differs from the C library's, which numpy calls on
every other CPU. A log loss, a calibration fit or an NDCG computed from them would change in its
last digit from one machine to the next, and with it the CLI's JSON. These take every element's
logarithm from the C library, one element at a time through :mod:`math` (several times numpy's
time, paid once per distinct score or rank; no SciPy, so the CLI's binary task still starts
without it).
"""

from __future__ import annotations

import math

import numpy as np


def log(a) -> np.ndarray:
    """The natural logarithm of each element, as the C library's ``log`` gives it."""
    return _each(math.log, a)


def log1p(a) -> np.ndarray:
    """log(1 + aᵢ) of each element, as the C library's ``log1p`` gives it."""
    return _each(math.log1p, a)


def log2(a) -> np.ndarray:
    """The base-2 logarithm of each element, as the C library's ``log2`` gives it."""
    return _each(math.log2, a)


def _each(function, a) -> np.ndarray:
    a = np.asarray(a, dtype=float)
    return np.fromiter(map(function, a.ravel().tolist()), float, a.size).reshape(a.shape)
