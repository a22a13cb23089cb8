"""Out-of-fold examples: cross-validation predictions kept as one file with a repeat and a fold
column, as data scientists keep them.

``folds_breast_cancer`` is scikit-learn's bundled breast-cancer data (positive = malignant, coded
1) under 5 × 2-fold stratified cross-validation (``RepeatedStratifiedKFold(n_splits=2,
n_repeats=5, random_state=0)``, the layout of Dietterich's 5×2cv test); each repeat's folds are
predicted with ``cross_val_predict`` by a standardized logistic regression (``score_logreg``) and
a depth-3 decision tree (``score_tree``, ``random_state=0``). Scores are rounded to three decimals.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pandas as pd

from evalcore.examples import Example
from evalcore.examples.binary import _csv

REPEATS, FOLDS, SEED = 5, 2, 0


@lru_cache(maxsize=1)
def breast_cancer_folds() -> pd.DataFrame:
    """Columns ``repeat`` (1–5), ``fold`` (1–2), ``y_true`` (1 = malignant), ``score_logreg``,
    ``score_tree``: one row per sample and repeat, in repeat order then sample order."""
    from sklearn.datasets import load_breast_cancer
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import RepeatedStratifiedKFold, cross_val_predict
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler
    from sklearn.tree import DecisionTreeClassifier

    x, target = load_breast_cancer(return_X_y=True)
    y = (target == 0).astype(int)
    splits = list(RepeatedStratifiedKFold(n_splits=FOLDS, n_repeats=REPEATS,
                                          random_state=SEED).split(x, y))
    models = {"score_logreg": make_pipeline(StandardScaler(), LogisticRegression()),
              "score_tree": DecisionTreeClassifier(max_depth=3, random_state=SEED)}
    frames = []
    for repeat in range(REPEATS):
        folds = splits[repeat * FOLDS:(repeat + 1) * FOLDS]
        fold = np.empty(y.size, int)
        for index, (_, test) in enumerate(folds):
            fold[test] = index + 1
        frame = {"repeat": repeat + 1, "fold": fold, "y_true": y}
        for column, model in models.items():
            scores = cross_val_predict(model, x, y, cv=folds, method="predict_proba")[:, 1]
            frame[column] = scores.round(3)
        frames.append(pd.DataFrame(frame))
    return pd.concat(frames, ignore_index=True)


EXAMPLES = (
    Example("folds_breast_cancer", "folds", "folds_breast_cancer.csv",
            lambda: _csv(breast_cancer_folds())),
)
