"""Multiclass examples: seed 004's handwritten-digit confusion matrix, and a real model's class
probabilities on scikit-learn's bundled digits data.

``digits_seed004`` is the 10×10 matrix of seed 004 as a confusion-matrix CSV (class names in the
header and the first column, rows are true digits): 993 samples, 968 on the diagonal.
``digits_logreg`` is a logistic regression fitted on a stratified split of ``load_digits``
(``train_test_split(stratify=y, random_state=0)``: 1347 training, 450 test images); each test row
has ``y_true`` and the ten class probabilities ``score_0`` … ``score_9``.
"""

from __future__ import annotations

import io
from functools import lru_cache

import numpy as np
import pandas as pd

from evalcore.examples import Example

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
    """Test-set truth and the model's class probabilities (deterministic: lbfgs, fixed split);
    a copy of the one fit per process (the fit takes seconds, and several examples use it)."""
    return fitted_digits_logreg().copy()


@lru_cache(maxsize=1)
def fitted_digits_logreg() -> pd.DataFrame:
    """The fit behind :func:`digits_logreg_table` (cached; callers get copies)."""
    from sklearn.datasets import load_digits
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import train_test_split

    x, y = load_digits(return_X_y=True)
    x_train, x_test, y_train, y_test = train_test_split(x / 16, y, stratify=y, random_state=0)
    model = LogisticRegression(max_iter=1000).fit(x_train, y_train)
    probabilities = model.predict_proba(x_test)
    scores = {f"score_{c}": probabilities[:, i] for i, c in enumerate(model.classes_)}
    return pd.DataFrame({"y_true": y_test, **scores})


EXAMPLES = (
    Example("digits_seed004", "multiclass", "digits_seed004.csv", seed004_matrix_csv),
    Example(
        "digits_logreg", "multiclass", "digits_logreg.csv", lambda: _csv(digits_logreg_table())
    ),
)
