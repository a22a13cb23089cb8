"""Built-in example datasets, available without an upload.

Each task module of this package (listed in :func:`all_examples`) defines ``EXAMPLES``: a tuple of
:class:`~evalcore.examples.example.Example`. An example is
built as file bytes plus a file name, so it goes through exactly the same loader as an upload.
Examples that score a real model on scikit-learn's bundled data read its predictions from tables
shipped with the package (:mod:`evalcore.examples._fits` makes them; no fit, no download).
"""

from __future__ import annotations

from evalcore.examples.example import Example


def all_examples() -> dict[str, Example]:
    """Every example of every task module, by key (the task modules, which build their data with
    numpy and pandas, are imported on first use)."""
    from evalcore.examples import (binary, compare, compare_multiclass, compare_ranking,
                                   compare_regression, folds, multiclass, ranking, regression)

    examples: dict[str, Example] = {}
    for module in (binary, compare, compare_multiclass, compare_ranking, compare_regression,
                   folds, multiclass, ranking, regression):
        for example in module.EXAMPLES:
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
