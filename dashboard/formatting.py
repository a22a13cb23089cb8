"""Number formatting shared by the pages (weighted counts, measures)."""

from __future__ import annotations

import numpy as np


def format_count(value: float) -> str:
    """A (possibly weighted) count: whole numbers with thousands separators, else 6 digits."""
    return f"{int(value):,}" if float(value).is_integer() else f"{value:,.6g}"


def format_value(value: float | None, digits: int = 4) -> str:
    """A measure with ``digits`` decimals; ``None`` (undefined) as an em dash."""
    return "—" if value is None else f"{value:.{digits}f}"


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


def exact_decimals(value: float) -> int:
    """How many decimals print ``value`` exactly (its shortest round-trip form), at least 2."""
    text = np.format_float_positional(float(value), trim="-")
    return max(2, len(text.partition(".")[2]))


def format_exact(value: float) -> str:
    """``value`` in its shortest decimal form that reads back as the same float (0.55, not
    0.550000 or 0.5500000000000000444)."""
    return f"{float(value):.{exact_decimals(value)}f}"
