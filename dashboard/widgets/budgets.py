"""Every budget of what the dashboard draws or resamples, in one place.

A figure never sends more than its budget to the browser; the numbers beside it always use every
row. Curves are thinned by :func:`evalcore.decimate.decimate_curve` (which keeps what the eye
sees), scatter plots draw a fixed sample (:func:`evalcore.sampling.sample_rows`).
"""

from __future__ import annotations

MAX_CURVE_POINTS = 5000
"""Most points of one drawn curve (ROC, P-R, REC, cost envelope), per trace."""
MAX_SCATTER_POINTS = 20_000
"""Most points of a scatter plot (regression's predicted vs actual and residuals, the ranking
comparison's per-query scatter); beyond it a fixed random sample."""
MAX_COST_LINES = 200
"""Most cost lines drawn under the cost curve's lower envelope."""

RANDOMIZATION_BUDGET = 5 * 10**6
"""Sign flips × queries of the ranking comparison's randomization test: SciPy holds them all in
memory at once (about 80 bytes each), so larger query sets get fewer random flips."""
MIN_RESAMPLES = 19
MAX_RESAMPLES = 9999


def resamples_cap(n_units: int) -> int:
    """The most random sign flips offered for ``n_units`` paired units: the randomization budget
    shared out, within [:data:`MIN_RESAMPLES`, :data:`MAX_RESAMPLES`]."""
    return int(min(MAX_RESAMPLES, max(MIN_RESAMPLES, RANDOMIZATION_BUDGET // n_units)))
