"""The one error type for problems with the user's input.

It carries a message key and parameters so that the dashboard can show the message in the user's
language while the CLI prints the English text. Programming errors stay ordinary exceptions.
"""

from __future__ import annotations

from typing import Any


class EvalInputError(ValueError):
    """Bad input: a file, a column or a setting the user can fix.

    Parameters
    ----------
    key : str
        Message key in :mod:`evalcore.messages` (every key exists in English and Chinese).
    **params
        Values substituted into the message template, e.g. ``column="score", rows=3``.
    """

    def __init__(self, key: str, **params: Any) -> None:
        from evalcore.messages import render

        self.key = key
        self.params = params
        super().__init__(render(key, "en", params))
