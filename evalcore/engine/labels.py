"""Class labels read back from an engine's GROUP BY, as the in-memory loaders read them."""

from __future__ import annotations


def numbers_if_all_numeric(values: list) -> list:
    """Text labels that all read as numbers become numbers, as pandas reads such a CSV column (the
    engines read delimited text as text), so ``1.0`` is label ``1`` on every path; other values
    (and NULLs) stay as they are."""
    present = [value for value in values if value is not None]
    if not present or not all(isinstance(value, str) for value in present):
        return values
    try:
        return [None if value is None else float(value) for value in values]
    except ValueError:
        return values
