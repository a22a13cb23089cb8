"""Which classes a bounded view of a C×C matrix shows: the ``k`` with the most samples or with
the most errors, so that a matrix of 1,000 classes is looked at through its busiest corner."""

from __future__ import annotations

from typing import Iterable

import numpy as np

RANKINGS = ("support", "errors")
"""How :func:`top_classes` ranks the classes: by samples of the class (the confusion matrix's row
sum) or by errors involving it (its row's and its column's off-diagonal counts: FN + FP)."""


def class_ranking_key(confusion: np.ndarray, by: str) -> np.ndarray:
    """Each class's count that :func:`top_classes` ranks by (``by`` one of :data:`RANKINGS`)."""
    counts = np.asarray(confusion)
    if by == "support":
        return counts.sum(axis=1)
    if by == "errors":
        diagonal = np.diag(counts)
        return counts.sum(axis=1) - diagonal + counts.sum(axis=0) - diagonal
    raise ValueError(f"Expected `by` to be one of {RANKINGS}, got {by!r}")


def top_classes(confusion: np.ndarray, k: int, *, by: str = "support",
                keep: Iterable[int] = ()) -> np.ndarray:
    """Indices (in class order) of the ``k`` classes ranked first by ``by``, ties to the earlier
    class; the classes in ``keep`` are always among them (taking the places of the last ranked).

    >>> top_classes(np.array([[5, 0, 1], [0, 1, 0], [2, 0, 9]]), 2)
    array([0, 2])
    >>> top_classes(np.array([[5, 0, 1], [0, 1, 0], [2, 0, 9]]), 2, keep=[1])
    array([1, 2])
    """
    return top_indices(class_ranking_key(confusion, by), k, keep=keep)


def top_indices(key: np.ndarray, k: int, *, keep: Iterable[int] = ()) -> np.ndarray:
    """Indices (ascending) of the ``k`` largest values of ``key``, ties to the earlier index, with
    every index of ``keep`` among them (taking the places of the last ranked).

    >>> top_indices(np.array([3, 9, 1, 9]), 2, keep=[2])
    array([1, 2])
    """
    kept = list(dict.fromkeys(int(i) for i in keep))[:k]
    ranked = [int(i) for i in np.argsort(-np.asarray(key), kind="stable") if int(i) not in kept]
    return np.sort(np.array(kept + ranked[:k - len(kept)], dtype=np.int64))
