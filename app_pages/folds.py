"""Folds page: out-of-fold predictions of cross-validation (one file with a fold column and
optionally a repeat column): each fold's measures, seed 004's mean ± σ, the sample SD and the
pooled value; binary: every fold's curves with vertical and threshold averaging at one threshold;
the repeats' means; two models compared with paired tests over the folds."""

from dashboard.folds.sidebar import evaluation
from dashboard.folds.tables import cli_flags
from dashboard.folds.view import (
    comparison_section,
    curves_section,
    measures_section,
    overview,
    repeats_section,
)
from dashboard.shell.guard import guarded_fragment
from dashboard.shell.page import require_dataset
from dashboard.report.button import report_button
from dashboard.widgets.threshold import threshold_control

dataset = require_dataset("folds", "folds_title")
overview(dataset)


@guarded_fragment
def folds_body() -> None:
    """Everything the threshold moves (all of it on a binary file)."""
    threshold = 0.5
    if dataset.task == "binary":
        threshold = threshold_control(dataset.pooled_sweep, dataset.dataset_id, slot="_folds",
                                      side_by_side=True)
    results = evaluation(dataset, threshold)
    folds, pooled = results[0]
    measures_section(dataset, folds, pooled)
    if dataset.task == "binary":
        curves_section(dataset, threshold)
    if dataset.split.repeat_col:
        repeats_section(dataset.task, folds)
    if len(results) == 2:
        comparison_section(dataset, results)
    first = dataset.models[0]
    report_button("folds", cli_flags(
        dataset.task, dataset.split, dataset.truth, dataset.names[0],
        getattr(first, "pos_label", None), threshold,
        first.scores if dataset.task == "binary" else None,
        getattr(first, "weight_col", None)),
        threshold=threshold if dataset.task == "binary" else None)


folds_body()
