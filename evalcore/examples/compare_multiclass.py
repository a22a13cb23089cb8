"""Multiclass comparison example: logistic regression and a depth-5 decision tree on the digits
test split of :mod:`evalcore.examples.multiclass` (``train_test_split(stratify=y,
random_state=0)``: 450 test images), both models' predicted digits in one file."""

from __future__ import annotations

import pandas as pd

from evalcore.examples import Example
from evalcore.examples.binary import _csv
from evalcore.examples.multiclass import digits_logreg_table

TREE_DEPTH = 5


def digits_pair_table() -> pd.DataFrame:
    """Columns ``y_true``, ``pred_logreg`` (the argmax of the multiclass example's probabilities,
    which is the model's ``predict``) and ``pred_tree`` (deterministic: ``random_state=0``)."""
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split
    from sklearn.tree import DecisionTreeClassifier

    logreg = digits_logreg_table()
    scores = logreg.filter(like="score_")
    x, y = load_digits(return_X_y=True)
    x_train, x_test, y_train, y_test = train_test_split(x / 16, y, stratify=y, random_state=0)
    tree = DecisionTreeClassifier(max_depth=TREE_DEPTH, random_state=0).fit(x_train, y_train)
    return pd.DataFrame({
        "y_true": y_test,
        "pred_logreg": scores.columns.str.removeprefix("score_").astype(int)[
            scores.to_numpy().argmax(axis=1)],
        "pred_tree": tree.predict(x_test),
    })


EXAMPLES = (
    Example("compare_digits", "compare", "compare_digits.csv",
            lambda: _csv(digits_pair_table()), compares=("digits_logreg",)),
)
