"""Teaching views of the ROC curve (the Learn page's), as pure functions.

:func:`roc_steps` walks the threshold down one distinct score at a time, as the watermelon book
draws the ROC curve (seed 001); :func:`pair_counts` and :func:`pair_grid` show ℓrank as the
(positive, negative) pairs it counts; :mod:`~evalcore.teaching.binormal` gives the theoretical
binormal ROC and simulated scores, :mod:`~evalcore.teaching.distributions` each family's
theoretical densities, ROC, AUC and precision. Everything is built on
:func:`evalcore.binary.threshold_sweep`.
"""

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
    return getattr(_home(_HOME_OF[name]), name)


def _home(module_name: str):
    """This package's module ``module_name``, imported on first use by a statement that names it
    (so that the import graph sees it)."""
    match module_name:
        case "binormal":
            import evalcore.teaching.binormal as module
        case "distributions":
            import evalcore.teaching.distributions as module
        case "pairs":
            import evalcore.teaching.pairs as module
        case "seed003":
            import evalcore.teaching.seed003 as module
        case "steps":
            import evalcore.teaching.steps as module
    return module


__all__ = sorted(_HOME_OF)
