"""Comparison examples: seed 001's learners A and B on the same ten samples, and two real models
on the breast-cancer test set.

Seed 001 gives each learner's labels in order of descending score, ``[N P P P N N P P N N]`` for
A and ``[N P N N N P P P P N]`` for B, five positives each. The same ten samples get both scores:
the k-th positive (negative) in A's order is the k-th positive (negative) in B's order, and a
sample at rank r gets score 0.95 − 0.1 (r − 1) from that learner, so sorting by ``score_A`` gives
A's order and sorting by ``score_B`` gives B's. A's ROC curve encloses B's ("包住").
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from evalcore.examples.example import Example
from evalcore.examples.binary import SEED001_ORDER, _csv, breast_cancer_test_scores


def seed001_table() -> pd.DataFrame:
    """Columns ``label`` (1 = P), ``score_A``, ``score_B``; rows in A's order."""
    orders = [np.array(list(SEED001_ORDER[k])) for k in ("a", "b")]
    scores = [np.linspace(0.95, 0.05, len(o)).round(2) for o in orders]
    label = orders[0] == "P"
    score_b = np.empty(len(label))
    for cls in "PN":
        score_b[orders[0] == cls] = scores[1][orders[1] == cls]
    return pd.DataFrame({"label": label.astype(int), "score_A": scores[0], "score_B": score_b})


def breast_cancer_table() -> pd.DataFrame:
    """Columns ``y_true`` (1 = malignant), ``score_logreg``, ``score_tree`` (see the binary
    examples: stratified 70/30 split, ``random_state=0``)."""
    table = breast_cancer_test_scores()
    return pd.DataFrame(
        {"y_true": table["y_true"], "score_logreg": table["logreg"], "score_tree": table["tree"]}
    )


EXAMPLES = (
    Example("compare_seed001", "compare", "compare_seed001.csv", lambda: _csv(seed001_table()),
            compares=("seed001_a", "seed001_b")),
    Example(
        "compare_breast_cancer", "compare", "compare_breast_cancer.csv",
        lambda: _csv(breast_cancer_table()),
        compares=("breast_cancer_logreg", "breast_cancer_tree"),
    ),
)
