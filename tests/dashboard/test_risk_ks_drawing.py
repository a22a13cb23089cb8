"""The KS figure's curves are the exact ECDFs, thinned in the plotted space: anywhere along the
score axis the drawn staircase is within the thinning tolerance of each class's true share, on
the breast-cancer example (many distinct scores) and on a scorecard with integer points."""

import numpy as np
import pytest

from evalcore.view.risk_summary import summarise
from evalcore.binary import threshold_sweep
from evalcore.examples import all_examples
from evalcore.io import binary_from_table, read_table


def binary_example(key):
    example = all_examples()[key]
    return binary_from_table(read_table(example.build(), example.filename))


def _drawn_share(x, y, at):
    """The drawn polyline's value at score ``at`` (right-continuous at a vertical step)."""
    i = np.searchsorted(x, at, side="right") - 1
    if i < 0:
        return 0.0
    if i + 1 < x.size and x[i + 1] > x[i]:
        t = (at - x[i]) / (x[i + 1] - x[i])
        return y[i] + t * (y[i + 1] - y[i])
    return y[i]


def _cases():
    data = binary_example("breast_cancer_logreg")
    yield data.y_true, data.scores
    rng = np.random.default_rng(4)
    y = rng.random(5000) < 0.3
    yield y, (600 - 80 * y + rng.normal(0, 70, y.size)).round(0)


@pytest.mark.parametrize("case", range(2))
def test_drawn_cdfs_are_within_tolerance_of_the_exact_ones(case):
    y, s = list(_cases())[case]
    summary = summarise(threshold_sweep(y, s))
    span = s.max() - s.min()
    for x, drawn, values in ((summary.negatives_x, summary.negatives_y, s[~y]),
                             (summary.positives_x, summary.positives_y, s[y])):
        assert x.size > 5
        grid = np.linspace(s.min(), s.max(), 2001)
        exact = np.searchsorted(np.sort(values), grid, side="right") / values.size
        shown = np.array([_drawn_share(x, drawn, g) for g in grid])
        # a thinned point lies within 0.002 of the chord in the unit-scaled plot: a share off by
        # more than that happens only across a step narrower than the tolerance in score
        off = np.abs(shown - exact) > 0.0025
        steps = np.unique(values)
        near_step = np.min(np.abs(grid[:, None] - steps[None, :]), axis=1) <= 0.002 * span
        assert not np.any(off & ~near_step)


def test_breast_cancer_negatives_at_one_half_are_the_true_share():
    data = binary_example("breast_cancer_logreg")
    y, s = data.y_true, data.scores
    summary = summarise(threshold_sweep(y, s))
    true = np.mean(s[~y] <= 0.5)
    assert _drawn_share(summary.negatives_x, summary.negatives_y, 0.5) == pytest.approx(
        true, abs=0.003)
