"""The comparison views' side-by-side tables: Measure | A · name | B · name | A − B (| more)."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from dashboard.safe import show_dataframe
from dashboard.state import t


def side_by_side(rows: Sequence[tuple], names: tuple[str, str],
                 *extra_columns: str) -> pd.DataFrame:
    """``rows`` of (measure, A, B, A − B, *extra) under the shared column titles (the models'
    names are user text: shown as the dataframe's plain text)."""
    return pd.DataFrame(rows, columns=[t("metric_column"), t("compare_column_a", name=names[0]),
                                       t("compare_column_b", name=names[1]),
                                       t("compare_difference"), *extra_columns])


def show_table(table: pd.DataFrame, *, max_height: int | None = None, **options) -> None:
    """The table with every row visible (up to ``max_height`` pixels, then scrolling)."""
    height = 38 + 35 * len(table)
    show_dataframe(table, hide_index=True,
                 height=height if max_height is None else min(height, max_height), **options)
