"""Out-of-fold examples: cross-validation predictions kept as one file with a repeat and a fold
column, as data scientists keep them.

``folds_breast_cancer`` is scikit-learn's bundled breast-cancer data (positive = malignant, coded
1) under 5 × 2-fold stratified cross-validation (``RepeatedStratifiedKFold(n_splits=2,
n_repeats=5, random_state=0)``, the layout of Dietterich's 5×2cv test); each repeat's folds are
predicted with ``cross_val_predict`` by a standardized logistic regression (``score_logreg``) and
a depth-3 decision tree (``score_tree``, ``random_state=0``). Scores are rounded to three decimals.
The predictions are shipped with the package (:mod:`evalcore.examples._fits`).
"""

from __future__ import annotations

import pandas as pd

from evalcore.examples.example import Example
from evalcore.examples._fits import shipped
from evalcore.examples.binary import _csv


def breast_cancer_folds() -> pd.DataFrame:
    """Columns ``repeat`` (1–5), ``fold`` (1–2), ``y_true`` (1 = malignant), ``score_logreg``,
    ``score_tree``: one row per sample and repeat, in repeat order then sample order (the
    shipped fit, :mod:`evalcore.examples._fits`)."""
    return shipped("breast_cancer_folds")


EXAMPLES = (
    Example("folds_breast_cancer", "folds", "folds_breast_cancer.csv",
            lambda: _csv(breast_cancer_folds())),
)
