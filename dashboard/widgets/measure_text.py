"""How the pages show an :class:`evalcore.measure.Measure`: its value, or "undefined", and its
reason or caveat translated (every task's measures go through these two functions)."""

from __future__ import annotations

from evalcore.view.formatting import format_value
from dashboard.text.safe import escape_params
from dashboard.shell.language import t
from evalcore.measure import Measure


def measure_value(measure: Measure, *, percent: bool = False) -> str:
    """The value (as a percentage with 2 decimals when ``percent``), or "undefined"."""
    if measure.value is None:
        return t("undefined")
    return f"{100 * measure.value:.2f}%" if percent else format_value(measure.value)


def measure_cell(measure: Measure, exact: bool = False) -> float | str | None:
    """A measure as a table cell: :func:`measure_value`, or ``exact`` (the float itself, None
    where undefined) for a CSV."""
    return measure.value if exact else measure_value(measure)


def measure_note(measure: Measure, *, markdown: bool = False) -> str:
    """The translated reason or caveat ("" when none); its parameters escaped for Markdown."""
    if not measure.reason:
        return ""
    return t(measure.reason, **(escape_params(measure.params) if markdown else measure.params))
