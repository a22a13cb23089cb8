"""Regression examples: two real models on scikit-learn's bundled diabetes data.

Ridge regression and a depth-3 decision tree are fitted on a fixed train/test split
(``train_test_split(random_state=0)``: 331 training, 111 test patients); each example is the test
set's ``y_true`` (disease progression after one year) and one model's ``y_pred`` (shipped with the
package: :mod:`evalcore.examples._fits`).
"""

from __future__ import annotations

import io
from functools import partial

import pandas as pd

from evalcore.examples.example import Example
from evalcore.examples._fits import shipped


def diabetes_test_predictions() -> pd.DataFrame:
    """Test-set truth and both models' predictions: columns ``y_true``, ``ridge``, ``tree`` (the
    shipped fit, :mod:`evalcore.examples._fits`); shared with the model-comparison examples."""
    return shipped("diabetes_test")


def _single_model_csv(model: str) -> bytes:
    table = diabetes_test_predictions()
    single = pd.DataFrame({"y_true": table["y_true"], "y_pred": table[model]})
    buffer = io.StringIO()
    single.to_csv(buffer, index=False)
    return buffer.getvalue().encode("utf-8")


EXAMPLES = tuple(
    Example(f"diabetes_{m}", "regression", f"diabetes_{m}.csv", partial(_single_model_csv, m))
    for m in ("ridge", "tree")
)
