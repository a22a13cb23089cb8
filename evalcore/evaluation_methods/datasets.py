"""The datasets bundled with scikit-learn that the resampling lab offers (read from disk, never
downloaded): breast cancer (binary), iris and digits (multiclass), diabetes (regression)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

DATASETS = {
    "breast_cancer": ("load_breast_cancer", "classification"),
    "iris": ("load_iris", "classification"),
    "digits": ("load_digits", "classification"),
    "diabetes": ("load_diabetes", "regression"),
}
"""name → (scikit-learn loader, task)."""


@dataclass(frozen=True)
class Dataset:
    """Features ``X``, target ``y`` and the task ("classification" or "regression")."""

    name: str
    X: np.ndarray
    y: np.ndarray
    task: str

    @property
    def n_samples(self) -> int:
        return int(self.y.size)

    @property
    def classes(self) -> np.ndarray:
        """The class labels in sorted order (empty for regression)."""
        return np.unique(self.y) if self.task == "classification" else np.array([])


@lru_cache(maxsize=None)
def load_dataset(name: str) -> Dataset:
    """The bundled dataset ``name`` (a key of :data:`DATASETS`)."""
    import sklearn.datasets

    loader, task = DATASETS[name]
    X, y = getattr(sklearn.datasets, loader)(return_X_y=True)
    return Dataset(name, X, y, task)
