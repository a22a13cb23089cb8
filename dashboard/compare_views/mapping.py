"""The sidebar's choice of each model's output column, shared by every comparison view.

One file: both columns come from it, defaulting to the detected pair (score_A/score_B,
pred_ridge/pred_tree...). Two files: one column from each file, defaulting to what
``detect_one(table)`` finds there. A detection that fails leaves the choice to the user.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pandas as pd

from dashboard.columns import column_choice
from dashboard.safe import md_escape
from dashboard.sources import SourceFile
from dashboard.state import t
from evalcore.compare import detect_score_pair
from evalcore.errors import EvalInputError


def detected_pair(table: pd.DataFrame, exclude: Sequence[str | bool | None]
                  ) -> tuple[str | None, str | None]:
    """The detected pair of model columns, or nothing (the user then picks both)."""
    try:
        return detect_score_pair(table, exclude=tuple(exclude))
    except EvalInputError:
        return None, None


def model_columns(sources: Sequence[SourceFile], tables: Sequence[pd.DataFrame], *,
                  exclude: Sequence[str | bool | None],
                  detect_one: Callable[[pd.DataFrame], str | None], label_keys: tuple[str, str],
                  key: str) -> tuple[str | None, str | None]:
    """Model A's and B's column; ``label_keys`` are the catalog keys of the one-file label
    (``{model}``) and the two-file label (``{model}``, ``{name}``: the file)."""
    if len(tables) == 1:
        columns = [str(c) for c in tables[0].columns]
        choices = [(t(label_keys[0], model=m), columns, d)
                   for m, d in zip("AB", detected_pair(tables[0], exclude))]
    else:
        choices = [(t(label_keys[1], model=m, name=md_escape(s.name)),
                    [str(c) for c in table.columns], detect_one(table))
                   for m, s, table in zip("AB", sources, tables)]
    return tuple(column_choice(label, options, detected, f"{key}_model{i}")
                 for i, (label, options, detected) in enumerate(choices))
