"""Multiclass examples: seed 004's handwritten-digit confusion matrix, and a real model's class
probabilities on scikit-learn's bundled digits data.

``digits_seed004`` is the 10×10 matrix of seed 004 as a confusion-matrix CSV (class names in the
header and the first column, rows are true digits): 993 samples, 968 on the diagonal.
``digits_logreg`` is a logistic regression fitted on a stratified split of ``load_digits``
(``train_test_split(stratify=y, random_state=0)``: 1347 training, 450 test images); each test row
has ``y_true`` and the ten class probabilities ``score_0`` … ``score_9`` (shipped with the
package: :mod:`evalcore.examples._fits`).
"""

from __future__ import annotations

import io

import numpy as np
import pandas as pd

from evalcore.examples.example import Example
from evalcore.examples._fits import shipped

SEED_004_DIGITS = np.array(
    [
        [97, 0, 0, 0, 0, 0, 1, 0, 0, 1],
        [0, 98, 0, 0, 1, 0, 0, 1, 0, 0],
        [0, 0, 96, 1, 0, 1, 0, 1, 0, 0],
        [0, 0, 2, 95, 0, 1, 0, 0, 1, 0],
        [0, 0, 0, 0, 98, 0, 0, 0, 0, 2],
        [0, 0, 0, 1, 0, 97, 0, 0, 0, 0],
        [1, 0, 0, 0, 0, 1, 98, 0, 0, 0],
        [0, 0, 1, 0, 0, 0, 0, 98, 0, 0],
        [0, 0, 0, 1, 0, 0, 1, 0, 96, 1],
        [1, 0, 0, 0, 3, 1, 0, 0, 0, 95],
    ]
)
"""Seed 004's handwritten-digit confusion matrix: ``a[i, j]`` = true digit i predicted as j."""


def _csv(table: pd.DataFrame) -> bytes:
    buffer = io.StringIO()
    table.to_csv(buffer, index=False)
    return buffer.getvalue().encode("utf-8")


def seed004_matrix_csv() -> bytes:
    """The seed's matrix with a ``true\\predicted`` corner cell, digits as class names."""
    digits = [str(d) for d in range(10)]
    table = pd.DataFrame(SEED_004_DIGITS, columns=digits)
    table.insert(0, "true\\predicted", digits)
    return _csv(table)


def digits_logreg_table() -> pd.DataFrame:
    """Test-set truth and the logistic regression's class probabilities: columns ``y_true``,
    ``score_0`` … ``score_9`` (a copy of the shipped fit, :mod:`evalcore.examples._fits`)."""
    return shipped("digits_test").drop(columns="pred_tree")


EXAMPLES = (
    Example("digits_seed004", "multiclass", "digits_seed004.csv", seed004_matrix_csv),
    Example(
        "digits_logreg", "multiclass", "digits_logreg.csv", lambda: _csv(digits_logreg_table())
    ),
)
