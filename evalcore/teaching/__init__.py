"""Teaching views of the ROC curve (the Learn page's), as pure functions.

:func:`roc_steps` walks the threshold down one distinct score at a time, as the watermelon book
draws the ROC curve (seed 001); :func:`pair_counts` and :func:`pair_grid` show ℓrank as the
(positive, negative) pairs it counts; :mod:`~evalcore.teaching.binormal` gives the theoretical
binormal ROC and simulated scores, :mod:`~evalcore.teaching.distributions` each family's
theoretical densities, ROC, AUC and precision. Everything is built on
:func:`evalcore.binary.threshold_sweep`.
"""

import importlib

_HOMES = {
    "binormal": ("FAMILIES", "binormal_auc", "binormal_roc", "checked_params", "simulate_scores"),
    "distributions": ("auc_standard_error", "class_densities", "class_pdfs", "precision_at",
                      "theoretical_auc", "theoretical_roc"),
    "pairs": ("PairCounts", "PairGrid", "pair_counts", "pair_grid"),
    "seed003": ("Seed003", "seed003_histogram", "seed003_sample"),
    "steps": ("MOVES", "RocSteps", "Step", "roc_steps"),
}
"""The module of each public name, imported on first use: the distributions need SciPy (a second
to import), which the ROC construction (``python -m evalcore roc-steps``) does not."""
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str):
    if name not in _HOME_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_HOME_OF[name]}"), name)


__all__ = sorted(_HOME_OF)
