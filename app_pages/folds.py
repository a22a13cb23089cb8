"""Folds page: out-of-fold predictions of cross-validation (one file with a fold column and
optionally a repeat column): each fold's measures, seed 004's mean ± σ, the sample SD and the
pooled value; binary: every fold's curves with vertical and threshold averaging at one threshold;
the repeats' means; two models compared with paired tests over the folds."""

from evalcore.api.report import folds_settings
from evalcore.view.folds_curves import fold_lines, fold_name
from dashboard.folds.view import (
    chosen_folds,
    comparison_section,
    curves_section,
    measures_section,
    overview,
    repeats_section,
)
from dashboard.shell.guard import guarded_fragment
from dashboard.shell.page import require_dataset
from dashboard.reporting.button import report_button
from dashboard.widgets.threshold import threshold_control
from evalcore.view.live.payload import folds_curves_data
from dashboard.live.view import live_threshold_view, live_view_on
from dashboard.shell.language import t

dataset = require_dataset("folds", "folds_title")
overview(dataset)


analysis = dataset.analysis
FOLDS_SLOT = "_folds"


@guarded_fragment
def folds_body() -> None:
    """Everything the threshold moves (all of it on a binary file)."""
    threshold = 0.5
    drawn = chosen_folds(analysis, dataset.dataset_id) if analysis.task == "binary" else ()
    live = analysis.task == "binary" and analysis.vertical is not None and live_view_on()
    if live:
        threshold = live_threshold_view(
            analysis.pooled_sweep, None, dataset.dataset_id, beta=1.0, weighted=False,
            curves=lambda classroom: folds_curves_data(
                fold_lines(drawn, 0.5, False), fold_lines(drawn, 0.5, True), analysis.vertical,
                tr=t, classroom=classroom),
            folds=tuple((fold_name(c.repeat, c.fold), c.sweep) for c in drawn), slot=FOLDS_SLOT)
    elif analysis.task == "binary":
        threshold = threshold_control(analysis.pooled_sweep, dataset.dataset_id, slot=FOLDS_SLOT,
                                      side_by_side=True).value
    at = analysis.at(threshold)
    measures_section(analysis.task, at)
    if analysis.task == "binary":
        curves_section(analysis, threshold, folds_drawn=live, drawn=drawn)
    if analysis.split.repeat_col:
        repeats_section(analysis.task, at)
    if len(at.results) == 2:
        comparison_section(analysis, at)
    first = analysis.models[0]
    settings = folds_settings(
        analysis.task, analysis.split, dataset.truth, analysis.names[0],
        getattr(first, "pos_label", None), threshold,
        first.scores if analysis.task == "binary" else None,
        getattr(first, "weight_col", None))
    report_button("folds", settings, analysis,
                  threshold=threshold if analysis.task == "binary" else None)


folds_body()
