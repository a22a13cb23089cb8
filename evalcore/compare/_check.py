"""Validation shared by the paired comparisons: the same samples, scored by two models."""

from __future__ import annotations

import numpy as np

from evalcore.errors import EvalInputError
from evalcore.io.columns import first_rows


def paired_scores(y_true, score_a, score_b) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Return ``y_true`` as bool and both scores as float64, checked to be paired.

    Raises
    ------
    EvalInputError
        Lengths differ, a score is not finite, or one class is missing.
    """
    y = np.asarray(y_true, dtype=bool).ravel()
    a = np.asarray(score_a, dtype=np.float64).ravel()
    b = np.asarray(score_b, dtype=np.float64).ravel()
    if not len(y) == len(a) == len(b):
        raise EvalInputError("compare_lengths_differ", labels=len(y), a=len(a), b=len(b))
    for name, score in (("A", a), ("B", b)):
        bad = ~np.isfinite(score)
        if bad.any():
            rows = ", ".join(map(str, first_rows(bad)))
            raise EvalInputError(
                "compare_scores_not_finite", model=name, count=int(bad.sum()), rows=rows
            )
    positives = int(np.count_nonzero(y))
    if positives in (0, len(y)):
        raise EvalInputError("compare_one_class", positives=positives, negatives=len(y) - positives)
    return y, a, b
