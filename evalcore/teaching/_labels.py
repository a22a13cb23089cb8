"""The positive-class mask of the teaching functions' ``y_true``."""

from __future__ import annotations

import numpy as np


def positive_mask(y_true, pos_label=None) -> np.ndarray:
    """``y_true == pos_label`` as a bool array; without ``pos_label``, a bool array as it is or
    labels in {0, 1} with 1 positive (arrays from :func:`evalcore.io.load_binary` are bool)."""
    y = np.asarray(y_true)
    if pos_label is not None:
        return y == pos_label
    if y.dtype == bool:
        return y
    if y.size and np.isin(y, (0, 1)).all():
        return y == 1
    raise ValueError("y_true must be boolean or in {0, 1}; pass pos_label for other labels")
