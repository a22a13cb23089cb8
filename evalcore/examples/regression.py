"""Regression examples: two real models on scikit-learn's bundled diabetes data.

Ridge regression and a depth-3 decision tree are fitted on a fixed train/test split
(``train_test_split(random_state=0)``: 331 training, 111 test patients); each example is the test
set's ``y_true`` (disease progression after one year) and one model's ``y_pred``.
"""

from __future__ import annotations

import io
from functools import lru_cache, partial

import pandas as pd

from evalcore.examples import Example


@lru_cache(maxsize=1)
def diabetes_test_predictions() -> pd.DataFrame:
    """Test-set truth and both models' predictions: columns ``y_true``, ``ridge``, ``tree``.

    Deterministic (fixed split and tree seed); shared with the model-comparison examples.
    """
    from sklearn.datasets import load_diabetes
    from sklearn.linear_model import Ridge
    from sklearn.model_selection import train_test_split
    from sklearn.tree import DecisionTreeRegressor

    x, y = load_diabetes(return_X_y=True)
    x_train, x_test, y_train, y_test = train_test_split(x, y, random_state=0)
    models = {"ridge": Ridge(), "tree": DecisionTreeRegressor(max_depth=3, random_state=0)}
    predictions = {name: m.fit(x_train, y_train).predict(x_test) for name, m in models.items()}
    return pd.DataFrame({"y_true": y_test, **predictions})


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
