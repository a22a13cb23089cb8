"""Multiclass comparison example: logistic regression and a depth-5 decision tree on the digits
test split of :mod:`evalcore.examples.multiclass` (``train_test_split(stratify=y,
random_state=0)``: 450 test images), both models' predicted digits in one file."""

from __future__ import annotations

import pandas as pd

from evalcore.examples.example import Example
from evalcore.examples._fits import shipped
from evalcore.examples.binary import _csv


def digits_pair_table() -> pd.DataFrame:
    """Columns ``y_true``, ``pred_logreg`` (the argmax of the multiclass example's probabilities,
    which is the model's ``predict``) and ``pred_tree`` (the shipped fit,
    :mod:`evalcore.examples._fits`)."""
    table = shipped("digits_test")
    scores = table.filter(like="score_")
    return pd.DataFrame({
        "y_true": table["y_true"],
        "pred_logreg": scores.columns.str.removeprefix("score_").astype(int)[
            scores.to_numpy().argmax(axis=1)],
        "pred_tree": table["pred_tree"],
    })


EXAMPLES = (
    Example("compare_digits", "compare", "compare_digits.csv",
            lambda: _csv(digits_pair_table()), compares=("digits_logreg",)),
)
