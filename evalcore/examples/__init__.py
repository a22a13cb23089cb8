"""Built-in example datasets, available without an upload.

Each task module of this package defines ``EXAMPLES``: a tuple of :class:`Example`. An example is
built as file bytes plus a file name, so it goes through exactly the same loader as an upload.
Examples that score a real model on scikit-learn's bundled data read its predictions from tables
shipped with the package (:mod:`evalcore.examples._fits` makes them; no fit, no download).
"""

from __future__ import annotations

import importlib
import pkgutil
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


def all_examples() -> dict[str, Example]:
    """Every example of every task module, by key."""
    examples: dict[str, Example] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_"):  # helpers, not task modules (the fits behind the examples)
            continue
        for example in importlib.import_module(f"{__name__}.{info.name}").EXAMPLES:
            if example.key in examples:
                raise RuntimeError(f"example key {example.key!r} is defined twice")
            examples[example.key] = example
    return examples


def examples_for(task: str) -> list[Example]:
    """The examples of one task, in a stable order."""
    return [e for e in all_examples().values() if e.task == task]


def comparison_of(key: str) -> Example | None:
    """The comparison example that holds example ``key``'s model, if there is one."""
    return next((e for e in examples_for("compare") if key in e.compares), None)
