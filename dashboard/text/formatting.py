"""Number formatting shared by the pages (weighted counts, measures)."""

from __future__ import annotations

import numpy as np

from evalcore.binary import ALL_NEGATIVE


def format_count(value: float) -> str:
    """A (possibly weighted) count: whole numbers with thousands separators, else 6 digits."""
    return f"{int(value):,}" if float(value).is_integer() else f"{value:,.6g}"


SIZE_UNITS = ("B", "KB", "MB", "GB", "TB")


def format_size(n_bytes: int) -> str:
    """A file size as Streamlit's uploader writes its limit (units of 1024): ``512 B``,
    ``1.5 KB``, ``12.3 MB``.

    >>> format_size(1536), format_size(1024 ** 2 * 1024)
    ('1.5 KB', '1.0 GB')
    """
    size, unit = float(n_bytes), 0
    while size >= 1024 and unit < len(SIZE_UNITS) - 1:
        size, unit = size / 1024, unit + 1
    return f"{int(size)} B" if unit == 0 else f"{size:.1f} {SIZE_UNITS[unit]}"


def format_value(value: float | None, digits: int = 4) -> str:
    """A measure with ``digits`` decimals; ``None`` (undefined) as an em dash."""
    return "—" if value is None else f"{value:.{digits}f}"


def value_cell(value: float | None, exact: bool = False) -> float | str | None:
    """A measure as a table cell: shown (:func:`format_value`), or ``exact`` (the float itself,
    None where undefined) for a CSV."""
    return (None if value is None else float(value)) if exact else format_value(value)


def count_cell(value: float, exact: bool = False) -> float | int | str:
    """A (possibly weighted) count as a table cell: shown (:func:`format_count`), or ``exact``
    (an int when whole) for a CSV."""
    return (int(value) if float(value).is_integer() else float(value)) if exact \
        else format_count(value)


def format_interval(interval: tuple[float, float] | None) -> str:
    """A confidence interval as ``[lo, hi]`` (each as :func:`format_value`); ``None`` as "—"."""
    if interval is None:
        return "—"
    return f"[{format_value(interval[0])}, {format_value(interval[1])}]"


def format_p_value(p: float | None) -> str:
    """A p-value to 3 significant digits; one that underflows double precision as "< 1e-300"."""
    if p is None:
        return "—"
    return f"{p:.3g}" if p >= 1e-4 else f"{p:.2e}" if p > 0 else "< 1e-300"


MAX_FIXED_DECIMALS = 15
"""Beyond this many decimals (or integer digits) a number is written in scientific notation
(0.000…01 is unreadable, and the browser's number formatting stops at 100 digits)."""


def exact_format(value: float) -> str:
    """The printf format that writes ``value`` in its shortest form that reads back as the same
    float: ``%.2f`` for 0.5 and 0.55 (at least two decimals), ``%.16f`` for 0.1 + 0.2, ``%.0e`` for
    1e-300."""
    value = float(value)
    decimals = len(np.format_float_positional(value, trim="-").partition(".")[2])
    if decimals <= MAX_FIXED_DECIMALS and abs(value) < 10.0 ** MAX_FIXED_DECIMALS:
        return f"%.{max(2, decimals)}f"
    mantissa = np.format_float_scientific(value, trim="-").partition("e")[0]
    return f"%.{len(mantissa.partition('.')[2])}e"


def format_exact(value: float) -> str:
    """``value`` in its shortest form that reads back as the same float (see :func:`exact_format`;
    0.55, not 0.550000 or 0.5500000000000000444)."""
    return exact_format(value) % float(value)


SCORE_DIGITS = 6
"""Significant digits of a score written for reading (a lift group's range, a segment's
threshold): enough to tell neighbouring scores apart in a table, never an exponent."""


def format_score(value: float) -> str:
    """A score or threshold from the data as a short decimal: its shortest form when that has at
    most :data:`SCORE_DIGITS` significant digits, else rounded to them, never in scientific
    notation (``0.773853``, ``0.84799``, ``196``; whole digits are never rounded away);
    :data:`ALL_NEGATIVE` as ``∞``."""
    value = float(value)
    if not np.isfinite(value):
        return "∞" if value > 0 else "−∞"
    if abs(value) >= 1:
        decimals = max(0, SCORE_DIGITS - len(str(int(abs(value)))))
        return np.format_float_positional(value, precision=decimals, unique=True,
                                          fractional=True, trim="-")
    return np.format_float_positional(value, precision=SCORE_DIGITS, unique=True,
                                      fractional=False, trim="-")


def format_threshold(value: float, all_negative: str) -> str:
    """A threshold as every widget shows it: exact digits, :data:`ALL_NEGATIVE` as the words
    ``all_negative``."""
    return all_negative if value == ALL_NEGATIVE else format_exact(value)
