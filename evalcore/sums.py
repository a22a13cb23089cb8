"""Sums of products that come out the same on every machine.

A BLAS dot product (``np.dot``, ``@`` on vectors) adds in an order chosen by the CPU's kernel
and the number of threads, so the last bit of an area or a mean can change from one machine to
the next, and with it the CLI's JSON. ``np.sum`` adds in numpy's own pairwise order, which
depends only on the length, so the reported numbers are reproducible byte for byte.
"""

from __future__ import annotations

import numpy as np


def dot(a, b) -> float:
    """Σᵢ aᵢ·bᵢ of two vectors, added in numpy's pairwise order (the same bits everywhere)."""
    return float(np.sum(np.multiply(a, b)))


def covariance(rows) -> np.ndarray:
    """The k × k sample covariance (ddof 1) of a k × n matrix's rows, as ``np.cov`` gives it, with
    each entry a :func:`dot` of two centred rows."""
    rows = np.atleast_2d(np.asarray(rows, dtype=float))
    centred = rows - rows.mean(axis=1, keepdims=True)
    k, scale = rows.shape[0], 1.0 / (rows.shape[1] - 1)
    out = np.empty((k, k))
    for i in range(k):
        for j in range(i + 1):
            out[i, j] = out[j, i] = dot(centred[i], centred[j]) * scale
    return out
