"""Which task a comparison file holds, so the page can start on the right view, and whether a
file holds two models at all (so the other pages can offer to compare them).

In order: a query column (:data:`evalcore.ranking.QUERY_NAMES`) makes it ``"ranking"``; a truth
column (label names, then true-value names) that is numeric with non-integer values or more than
:data:`MAX_CLASSES` distinct values makes it ``"regression"``; more than two distinct labels make it
``"multiclass"``; anything else is ``"binary"``. The user can always pick another task.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from evalcore.compare.load import detect_score_pair
from evalcore.errors import EvalInputError
from evalcore.io import resolve_column
from evalcore.io.columns import check_plain_values
from evalcore.io.vocabulary import (DOC_NAMES, ID_NAMES, LABEL_NAMES, QUERY_NAMES, RELEVANCE_NAMES,
                                    TRUE_NAMES, WEIGHT_NAMES)

TASKS = ("binary", "multiclass", "regression", "ranking")
MAX_CLASSES = 20
"""More distinct numeric truth values than this read as a regression target."""
ROLE_NAMES = {"label": LABEL_NAMES, "true": TRUE_NAMES, "id": ID_NAMES, "weight": WEIGHT_NAMES,
              "query": QUERY_NAMES, "doc": DOC_NAMES, "relevance": RELEVANCE_NAMES}
"""The columns that are never a model's output, each found by its names."""


def detect_compare_task(df: pd.DataFrame) -> str:
    """One of :data:`TASKS` for the table ``df`` (see the module docstring)."""
    if resolve_column(df, "query", QUERY_NAMES, required=False) is not None:
        return "ranking"
    truth = resolve_column(df, "label", LABEL_NAMES + TRUE_NAMES, required=False)
    if truth is None:
        return "binary"
    check_plain_values(df[truth], truth)
    values = df[truth].dropna()
    distinct = values.nunique()
    if pd.api.types.is_numeric_dtype(values) and not pd.api.types.is_bool_dtype(values):
        numbers = values.to_numpy(dtype=np.float64)
        finite = numbers[np.isfinite(numbers)]
        if distinct > MAX_CLASSES or not np.array_equal(finite, np.round(finite)):
            return "regression"
    return "multiclass" if distinct > 2 else "binary"


def detect_model_pair(df: pd.DataFrame) -> tuple[str, str] | None:
    """The two models' columns a one-file comparison of ``df`` starts with (``score_A`` and
    ``score_B``, ``pred_ridge`` and ``pred_tree``...), looked for among the columns that are not a
    role of :data:`ROLE_NAMES`; None when the file holds no such pair."""
    roles = [resolve_column(df, role, names, required=False) for role, names in ROLE_NAMES.items()]
    try:
        return detect_score_pair(df, exclude=roles)
    except EvalInputError:
        return None
