"""Reference statistics over bootstrap resamples, for the tests of bootstraps that share their
resamples (each model's own, and every pair's difference, drawn by SciPy's ``bootstrap`` from the
same seed and rows): one computed once per resample, and one computed for every resample at once
and checked against the library's metric on the first resamples."""

from __future__ import annotations

from typing import Callable, TypeVar

import numpy as np

Value = TypeVar("Value")


def per_resample(statistic: Callable[[np.ndarray], Value]) -> Callable[[np.ndarray], Value]:
    """``statistic(rows)``, each resample's value (or each batch of resamples' values) computed
    once, keyed by the row indices, and read again by every bootstrap that draws them."""
    values: dict[bytes, Value] = {}

    def remembered(rows: np.ndarray) -> Value:
        key = rows.tobytes()
        if key not in values:
            values[key] = statistic(rows)
        return values[key]

    return remembered


def checked_on_first(every: Callable[[np.ndarray], np.ndarray],
                     one: Callable[[np.ndarray], float], count: int = 25
                     ) -> Callable[..., np.ndarray]:
    """A statistic for SciPy's ``bootstrap(vectorized=True)`` over row indices: ``every(rows)``
    gives one value per resample (a row of ``rows``), and its first ``count`` values are
    asserted equal to ``one`` (the library's metric) on those resamples; both once per batch of
    resamples (:func:`per_resample`), however many bootstraps (a model's, its pairs') draw it."""

    def checked(rows: np.ndarray) -> np.ndarray:
        values = every(rows)
        first = np.atleast_2d(rows)[:count]
        np.testing.assert_allclose(np.atleast_1d(values)[:len(first)],
                                   [one(r) for r in first], rtol=0, atol=1e-12)
        return values

    remembered = per_resample(checked)

    def statistic(rows: np.ndarray, axis: int = -1) -> np.ndarray:
        assert axis == -1
        return remembered(rows)

    return statistic
