"""A built-in example dataset, as each task module of :mod:`evalcore.examples` lists them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Example:
    """A named built-in dataset.

    ``key`` doubles as the catalog key of its title (``example_<key>`` in :mod:`dashboard.i18n`);
    ``task`` is one of ``binary``, ``multiclass``, ``regression``, ``ranking``, ``compare``;
    ``build`` returns the file's bytes (called once, then cached by the caller); a comparison
    example lists in ``compares`` the single-model examples whose models it holds.
    """

    key: str
    task: str
    filename: str
    build: Callable[[], bytes]
    compares: tuple[str, ...] = ()
