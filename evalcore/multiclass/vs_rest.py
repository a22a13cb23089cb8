"""One class against the rest as a binary problem, for the measures that need two classes (the
cost curve): the class is positive, every other class negative.

With per-class scores the class's score column ranks the samples (a threshold sweep, as for the
one-vs-rest ROC curve). Without scores (predicted labels, or a confusion-matrix file) the only
"score" is the hard prediction: 1 when the class is predicted, 0 otherwise, so the sweep has a
single operating point besides "all negative" and "all positive"; the 2×2 counts come from the
matrix, so a confusion-matrix file works too.
"""

from __future__ import annotations

import numpy as np

from evalcore.binary import ThresholdSweep, threshold_sweep
from evalcore.multiclass.load import MulticlassData


def two_class_labels(data: MulticlassData) -> tuple[str, ...]:
    """The classes that can stand against the rest: some samples are truly that class and some
    are not (a sweep needs both)."""
    true_counts = data.confusion.sum(axis=1)
    return tuple(label for label, count in zip(data.labels, true_counts) if 0 < count < data.n)


def class_vs_rest_sweep(data: MulticlassData, label: str) -> ThresholdSweep:
    """The threshold sweep of ``label`` (positive) against every other class (negative).

    Uses ``label``'s score column when ``data`` has scores; otherwise the hard prediction as a
    0/1 score, with the class's 2×2 counts (from the confusion matrix) as sample weights.
    ``label`` must be one of :func:`two_class_labels`.
    """
    index = data.labels.index(label)
    if data.scores is not None:
        return threshold_sweep(data.y_true == index, data.scores[:, index])
    matrix = data.confusion
    tp = matrix[index, index]
    fn = matrix[index].sum() - tp
    fp = matrix[:, index].sum() - tp
    tn = matrix.sum() - tp - fn - fp
    return threshold_sweep(np.array([True, True, False, False]), np.array([1.0, 0.0, 1.0, 0.0]),
                           sample_weight=np.array([tp, fn, fp, tn], dtype=float))
