"""The comparison views' side-by-side tables: Measure | A · name | B · name | A − B (| more)."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from dashboard.shell.language import t


def side_by_side(rows: Sequence[tuple], names: tuple[str, str],
                 *extra_columns: str) -> pd.DataFrame:
    """``rows`` of (measure, A, B, A − B, *extra) under the shared column titles (the models'
    names are user text: shown as the dataframe's plain text)."""
    titles = [name if name == letter else t(key, name=name)  # learner A: "A", not "A · A"
              for name, letter, key in zip(names, "AB", ("compare_column_a", "compare_column_b"))]
    return pd.DataFrame(rows, columns=[t("metric_column"), *titles, t("compare_difference"),
                                       *extra_columns])
