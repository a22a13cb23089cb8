"""Aggregated binary input: a small table a warehouse's GROUP BY produced, read as the weighted
rows it stands for, so the user uploads thousands of rows instead of billions.

Two shapes are recognised: (score, positives, negatives), one row per distinct score with the
number (or weight) of positives and negatives at it; and (score, label, count), one row per score
and label, where the count column is detected as the sample weight (:data:`COUNT_NAMES`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from evalcore.io.vocabulary import COUNT_NAMES, NEGATIVES_NAMES, POSITIVES_NAMES
from evalcore.io.columns import normalize_name

if TYPE_CHECKING:
    import pandas as pd


LABEL_OF = {True: 1, False: 0}
"""The labels the (score, positives, negatives) shape expands to: 1 (positive) and 0."""


def count_columns(df: pd.DataFrame) -> tuple[str, str] | None:
    """The positives and negatives columns of the (score, positives, negatives) shape, or None."""
    found = []
    for names in (POSITIVES_NAMES, NEGATIVES_NAMES):
        wanted = {normalize_name(name) for name in names}
        found.append(next((str(c) for c in df.columns if normalize_name(c) in wanted), None))
    return None if None in found else (found[0], found[1])


def expand_counts(df: pd.DataFrame, positives: str, negatives: str) -> pd.DataFrame:
    """The (score, positives, negatives) table as (score…, label, count): two rows per score,
    label 1 with the positives and label 0 with the negatives (other columns repeated)."""
    import pandas as pd

    rest = df.drop(columns=[positives, negatives])
    parts = []
    for is_positive, column in ((True, positives), (False, negatives)):
        part = rest.copy()
        part["label"] = LABEL_OF[is_positive]
        part["count"] = df[column]
        parts.append(part)
    return pd.concat(parts, ignore_index=True)


def is_count_column(name: str | None) -> bool:
    """Whether a weight column's name says it counts rows (``count``, ``counts``, ``计数``)."""
    return name is not None and normalize_name(name) in {normalize_name(n) for n in COUNT_NAMES}
