"""Binary examples: the seeds' worked examples, and two real models on breast-cancer data.

``seed001_a`` / ``seed001_b`` are seed 001's learners A and B: ten samples (five positive) whose
labels, sorted by descending score, are ``[N P P P N N P P N N]`` and ``[N P N N N P P P P N]``;
the scores 0.95, 0.85, …, 0.05 are distinct, so every sample is a point of the ROC curve.
``seed002_six`` is seed 002's six-sample threshold table. The ``breast_cancer_*`` examples score
scikit-learn's bundled breast-cancer data (positive = malignant, coded 1) on a stratified 70/30
split (``random_state=0``) with a standardized logistic regression and a depth-3 decision tree
(predictions shipped with the package: :mod:`evalcore.examples._fits`).
"""

from __future__ import annotations

from functools import partial

import numpy as np
import pandas as pd

from evalcore.examples.example import Example
from evalcore.examples._fits import shipped

SEED001_ORDER = {
    "a": "NPPPNNPPNN",
    "b": "NPNNNPPPPN",
}
"""Seed 001: each learner's true labels in order of descending score (P positive, N negative)."""

SEED002_SIX = {"y_true": [1, 0, 1, 1, 0, 1], "score": [0.8, 0.96, 0.4, 0.1, 0.15, 0.7]}
"""Seed 002's table: six samples' true labels and predicted scores."""


def _csv(table: pd.DataFrame) -> bytes:
    return table.to_csv(index=False, lineterminator="\n").encode("utf-8")


def _seed001(learner: str) -> bytes:
    order = SEED001_ORDER[learner]
    scores = np.linspace(0.95, 0.05, len(order)).round(2)
    return _csv(pd.DataFrame({"y_true": [int(c == "P") for c in order], "score": scores}))


def _seed002() -> bytes:
    return _csv(pd.DataFrame(SEED002_SIX))


def breast_cancer_test_scores() -> pd.DataFrame:
    """Test-set truth (1 = malignant) and both models' malignant probabilities: columns
    ``y_true``, ``logreg``, ``tree`` (the shipped fit, :mod:`evalcore.examples._fits`)."""
    return shipped("breast_cancer_test")


def _breast_cancer(model: str) -> bytes:
    table = breast_cancer_test_scores()
    return _csv(pd.DataFrame({"y_true": table["y_true"], "score": table[model]}))


EXAMPLES = (
    *(
        Example(f"seed001_{k}", "binary", f"seed001_{k}.csv", partial(_seed001, k))
        for k in SEED001_ORDER
    ),
    Example("seed002_six", "binary", "seed002_six.csv", _seed002),
    *(
        Example(
            f"breast_cancer_{m}", "binary", f"breast_cancer_{m}.csv", partial(_breast_cancer, m)
        )
        for m in ("logreg", "tree")
    ),
)
