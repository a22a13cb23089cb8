"""Regression comparison example: ridge regression and a depth-3 decision tree on the diabetes
test split (see :mod:`evalcore.examples.regression`), both models' predictions in one file."""

from __future__ import annotations

import pandas as pd

from evalcore.examples.example import Example
from evalcore.examples.binary import _csv
from evalcore.examples.regression import diabetes_test_predictions


def diabetes_pair_table() -> pd.DataFrame:
    """Columns ``y_true``, ``pred_ridge``, ``pred_tree`` (111 test patients, deterministic)."""
    table = diabetes_test_predictions()
    return pd.DataFrame({"y_true": table["y_true"], "pred_ridge": table["ridge"],
                         "pred_tree": table["tree"]})


EXAMPLES = (
    Example("compare_diabetes", "compare", "compare_diabetes.csv",
            lambda: _csv(diabetes_pair_table()), compares=("diabetes_ridge", "diabetes_tree")),
)
