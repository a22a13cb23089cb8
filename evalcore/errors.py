"""The one error type for problems with the user's input, and the settings its messages name.

An error carries a message key and parameters so that the dashboard can show the message in the
user's language while the CLI prints the English text. Programming errors stay ordinary exceptions.

Messages are surface-neutral. Where one names something the user can change (a column choice, the
positive class, dropping invalid rows, another task), it names it with a :class:`Setting` — as a
parameter value, and/or as the error's ``hint`` — and each surface renders the setting in its own
words: the CLI as its flag (``--pred-col``), the dashboard as the label of its sidebar widget
(“Predicted value column (ŷ)”). The hint is a closing sentence ("Pass --pred-col with the column's
name." / "Choose the column under “Predicted value column (ŷ)” in the sidebar.") chosen by the
setting's ``action``; see :func:`evalcore.messages.render` and ``dashboard.shell.input_errors``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Setting:
    """Something the user can set, named in a message; each surface says it its own way.

    Attributes
    ----------
    name : str
        Identifier of the setting; the dashboard maps it to its widget's label
        (``dashboard.shell.input_errors.WIDGET_LABELS``), e.g. ``"regression_pred_col"``.
    flag : str
        What the CLI user types: ``"--pred-col"``, or a command (``"python -m evalcore
        regression"``) for ``action="task"``.
    action : str
        What the hint asks for: ``"column"`` (choose a column), ``"pos_label"``, ``"drop_invalid"``,
        ``"score_cols"`` (two columns) or ``"task"`` (use another task).

    Formatting a setting (``"{setting}".format(setting=...)``) gives the CLI's name, ``flag``.
    """

    name: str
    flag: str
    action: str = "column"

    def __str__(self) -> str:
        return self.flag

    def __format__(self, spec: str) -> str:
        return format(self.flag, spec)


class EvalInputError(ValueError):
    """Bad input: a file, a column or a setting the user can fix.

    Parameters
    ----------
    key : str
        Message key in :mod:`evalcore.messages` (every key exists in English and Chinese).
    hint : Setting, optional
        The setting that fixes it; rendered after the message as a sentence fitting the surface.
    **params
        Values substituted into the message template, e.g. ``column="score", rows=3``; a
        :class:`Setting` value is rendered per surface.
    """

    def __init__(self, key: str, *, hint: Setting | None = None, **params: Any) -> None:
        from evalcore.messages import render

        self.key = key
        self.hint = hint
        self.params = params
        super().__init__(render(key, "en", params, hint=hint))

    def without_content(self, placeholder: str) -> "EvalInputError":
        """This error with ``placeholder`` for every parameter that may quote the file (column
        lists, labels, example values, an engine's detail): for a file the user did not upload,
        whose content must not reach the page. Kept: :data:`CONTENT_FREE_PARAMS` and settings."""
        params = {key: value if key in CONTENT_FREE_PARAMS or isinstance(value, Setting)
                  else placeholder for key, value in self.params.items()}
        return EvalInputError(self.key, hint=self.hint, **params)


CONTENT_FREE_PARAMS = frozenset({
    "name", "path", "pattern", "root", "option",
    "count", "rows", "line", "fields", "expected", "limit", "seconds", "folders", "files",
    "max_distinct", "bins", "max", "column",
})
"""Message parameters that never quote a file's content: what the user typed (paths, patterns),
file names, counts, row and line numbers, limits, and ``column``, which for a file read without a
column choice is a name evalcore looked for (its detection lists)."""
