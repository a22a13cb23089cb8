"""The model fits behind the examples on scikit-learn's bundled data, and the tables of their
predictions shipped in ``evalcore/examples/fitted/`` (so that building an example, in the
dashboard or with ``python -m evalcore examples --write``, reads a small CSV instead of fitting).

Every fit is deterministic (fixed splits and seeds). ``python -m evalcore.examples._fits``
rewrites the shipped tables from fresh fits; a test checks that they equal fresh fits.

- ``breast_cancer_test``: breast-cancer data (positive = malignant, coded 1), stratified 70/30
  split (``random_state=0``); ``logreg`` (standardized logistic regression) and ``tree`` (depth 3,
  ``random_state=0``) give the malignant probability of each test row.
- ``breast_cancer_folds``: the same data and models under 5 × 2-fold stratified
  cross-validation (``RepeatedStratifiedKFold(n_splits=2, n_repeats=5, random_state=0)``),
  predicted with ``cross_val_predict``; scores rounded to three decimals.
- ``digits_test``: digits scaled to [0, 1], ``train_test_split(stratify=y, random_state=0)``
  (1347 training, 450 test images): a logistic regression's ten class probabilities
  ``score_0`` … ``score_9`` and a depth-5 tree's predicted digit ``pred_tree``.
- ``diabetes_test``: diabetes data, ``train_test_split(random_state=0)`` (331 training, 111 test
  patients): ``ridge`` (Ridge) and ``tree`` (depth 3, ``random_state=0``) predictions.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

FITTED = Path(__file__).with_name("fitted")
"""Where the shipped tables live (package data), one ``<name>.csv`` per fit."""

FOLDS_REPEATS, FOLDS_K, FOLDS_SEED = 5, 2, 0
DIGITS_TREE_DEPTH = 5


def fit_breast_cancer_test() -> pd.DataFrame:
    """Columns ``y_true``, ``logreg``, ``tree`` (see the module docstring)."""
    from sklearn.datasets import load_breast_cancer
    from sklearn.model_selection import train_test_split

    x, target = load_breast_cancer(return_X_y=True)
    y = (target == 0).astype(int)  # scikit-learn codes malignant as 0; we make it the positive 1
    x_train, x_test, y_train, y_test = train_test_split(
        x, y, test_size=0.3, stratify=y, random_state=0
    )
    scores = {n: m.fit(x_train, y_train).predict_proba(x_test)[:, 1]
              for n, m in _breast_cancer_models().items()}
    return pd.DataFrame({"y_true": y_test, **scores})


def fit_breast_cancer_folds() -> pd.DataFrame:
    """Columns ``repeat`` (1–5), ``fold`` (1–2), ``y_true``, ``score_logreg``, ``score_tree``:
    one row per sample and repeat, in repeat order then sample order."""
    from sklearn.datasets import load_breast_cancer
    from sklearn.model_selection import RepeatedStratifiedKFold, cross_val_predict

    x, target = load_breast_cancer(return_X_y=True)
    y = (target == 0).astype(int)
    splits = list(RepeatedStratifiedKFold(n_splits=FOLDS_K, n_repeats=FOLDS_REPEATS,
                                          random_state=FOLDS_SEED).split(x, y))
    models = {f"score_{name}": model for name, model in _breast_cancer_models().items()}
    frames = []
    for repeat in range(FOLDS_REPEATS):
        folds = splits[repeat * FOLDS_K:(repeat + 1) * FOLDS_K]
        fold = np.empty(y.size, int)
        for index, (_, test) in enumerate(folds):
            fold[test] = index + 1
        frame = {"repeat": repeat + 1, "fold": fold, "y_true": y}
        for column, model in models.items():
            scores = cross_val_predict(model, x, y, cv=folds, method="predict_proba")[:, 1]
            frame[column] = scores.round(3)
        frames.append(pd.DataFrame(frame))
    return pd.concat(frames, ignore_index=True)


def _breast_cancer_models() -> dict:
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler
    from sklearn.tree import DecisionTreeClassifier

    return {"logreg": make_pipeline(StandardScaler(), LogisticRegression()),
            "tree": DecisionTreeClassifier(max_depth=3, random_state=FOLDS_SEED)}


def fit_digits_test() -> pd.DataFrame:
    """Columns ``y_true``, ``score_0`` … ``score_9`` (logistic regression, lbfgs) and
    ``pred_tree`` (see the module docstring)."""
    from sklearn.datasets import load_digits
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import train_test_split
    from sklearn.tree import DecisionTreeClassifier

    x, y = load_digits(return_X_y=True)
    x_train, x_test, y_train, y_test = train_test_split(x / 16, y, stratify=y, random_state=0)
    model = LogisticRegression(max_iter=1000).fit(x_train, y_train)
    probabilities = model.predict_proba(x_test)
    scores = {f"score_{c}": probabilities[:, i] for i, c in enumerate(model.classes_)}
    tree = DecisionTreeClassifier(max_depth=DIGITS_TREE_DEPTH, random_state=0).fit(x_train,
                                                                                  y_train)
    return pd.DataFrame({"y_true": y_test, **scores, "pred_tree": tree.predict(x_test)})


def fit_diabetes_test() -> pd.DataFrame:
    """Columns ``y_true``, ``ridge``, ``tree`` (see the module docstring)."""
    from sklearn.datasets import load_diabetes
    from sklearn.linear_model import Ridge
    from sklearn.model_selection import train_test_split
    from sklearn.tree import DecisionTreeRegressor

    x, y = load_diabetes(return_X_y=True)
    x_train, x_test, y_train, y_test = train_test_split(x, y, random_state=0)
    models = {"ridge": Ridge(), "tree": DecisionTreeRegressor(max_depth=3, random_state=0)}
    predictions = {name: m.fit(x_train, y_train).predict(x_test) for name, m in models.items()}
    return pd.DataFrame({"y_true": y_test, **predictions})


FITS = {
    "breast_cancer_test": fit_breast_cancer_test,
    "breast_cancer_folds": fit_breast_cancer_folds,
    "digits_test": fit_digits_test,
    "diabetes_test": fit_diabetes_test,
}
"""Each shipped table's name and the fit that makes it."""


@lru_cache(maxsize=None)
def shipped(name: str) -> pd.DataFrame:
    """The shipped table ``name`` of :data:`FITS` (read once; callers must not change it).
    pandas writes each float's shortest repr and reads it back exactly, so the table is the fit's
    to the last bit."""
    return pd.read_csv(FITTED / f"{name}.csv")


def write_shipped(directory: Path = FITTED) -> None:
    """Fit every model and write its table as ``directory/<name>.csv``."""
    directory.mkdir(parents=True, exist_ok=True)
    for name, fit in FITS.items():
        fit().to_csv(directory / f"{name}.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    write_shipped()
