"""A table of numeric columns held as numpy arrays: what a plain CSV of numbers is read into when
the loader needs only numbers (:func:`evalcore.io.table.read_columns`), so that reading it and
evaluating it never imports pandas, whose import alone outweighs pyarrow's parse of a large
file.

It offers the little of a DataFrame that the loaders use (``columns``, ``len``, ``table[name]``
giving a column's array); :func:`as_frame` gives the DataFrame where one is needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import pandas as pd


@dataclass(frozen=True, eq=False)
class NumericTable:
    """Columns of equal length, by name in the file's order: int64 or float64 arrays (NaN where
    a cell is empty), as pandas' reader would type them."""

    arrays: dict[str, np.ndarray]
    rows: int

    @property
    def columns(self) -> list[str]:
        return list(self.arrays)

    def __len__(self) -> int:
        return self.rows

    def __getitem__(self, name: str) -> np.ndarray:
        return self.arrays[name]

    def all_missing(self) -> bool:
        """Whether every cell is empty (every column float NaN throughout)."""
        return all(array.dtype.kind == "f" and bool(np.isnan(array).all())
                   for array in self.arrays.values())


def as_frame(table) -> pd.DataFrame:
    """``table`` as a DataFrame: a :class:`NumericTable`'s columns (not copied), or the
    DataFrame itself."""
    if not isinstance(table, NumericTable):
        return table
    import pandas as pd

    return pd.DataFrame(table.arrays, copy=False)
