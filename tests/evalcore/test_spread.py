"""mean_std, the one σ convention (seed 004's 1/K, with the 1/(K−1) sample SD beside it), against
numpy and the standard library's statistics module."""

from __future__ import annotations

import doctest
import statistics

import numpy as np
import pytest

import evalcore.spread
from evalcore.spread import mean_std


@pytest.mark.parametrize("values", [[0.91, 0.88, 0.95, 0.9, 0.87], [2.0, 2.0], [1e6 + 0.1, 1e6]])
def test_mean_std_against_numpy_and_statistics(values):
    got = mean_std(values)
    assert got.mean == pytest.approx(np.mean(values), rel=1e-15)
    assert got.std == pytest.approx(np.std(values, ddof=0), rel=1e-12, abs=1e-15)
    assert got.std == pytest.approx(statistics.pstdev(values), rel=1e-9, abs=1e-12)
    assert got.std_sample == pytest.approx(statistics.stdev(values), rel=1e-9, abs=1e-12)
    assert got.count == len(values)


def test_one_value_has_no_sample_sd_and_none_is_refused():
    assert mean_std([0.7]) == evalcore.spread.MeanStd(0.7, 0.0, None, 1)
    with pytest.raises(ValueError):
        mean_std([])


def test_docstring_example():
    assert doctest.testmod(evalcore.spread).failed == 0
