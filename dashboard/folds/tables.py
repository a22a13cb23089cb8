"""The Folds page's tables and curves drawn from :class:`~evalcore.analysis.folds.FoldsAnalysis`,
shared by the page (:mod:`dashboard.folds.view`) and its HTML report
(:mod:`dashboard.report.sections`): the per-fold table, the summary (mean ± σ, σ with 1/K, the
sample SD, pooled), each fold's curve and operating point, the figures' labels.
Each table is built shown (4 decimals, "—" where undefined) or ``exact`` (full precision, an empty
cell where undefined: what its CSV holds). Pure: the translator comes in as ``t``, no Streamlit."""

from __future__ import annotations

import math

from typing import Callable, Sequence

import pandas as pd

import plotly.graph_objects as go

from dashboard.folds.figures import (
    FoldCurveLabels,
    FoldLine,
    ThresholdAverageLabels,
    folds_pr_figure,
    folds_roc_figure,
    threshold_average_figure,
)
from dashboard.loading.budgets import MAX_FOLDS_DRAWN, NAMES_LISTED
from dashboard.text.formatting import count_cell
from dashboard.text.formatting import value_cell as cell
from evalcore.analysis.folds import FoldsAnalysis, FoldsAt
from evalcore.binary.shortest import shortest_flag
from evalcore.api.settings import FoldsSettings
from evalcore.folds import FOLD_METRICS, FoldResult, FoldSplit, SweptFold

Translator = Callable[..., str]


def fold_name(repeat: str | None, fold: str) -> str:
    """A fold as the figures name it: ``fold``, or ``repeat/fold`` with a repeat column."""
    return fold if repeat is None else f"{repeat}/{fold}"


def metric_name(t: Translator, key: str) -> str:
    """The measure's short name (a column header)."""
    return t(f"folds_metric_{key}")


def fold_table(t: Translator, task: str, folds: Sequence[FoldResult], *,
               exact: bool = False) -> pd.DataFrame:
    """One row per fold: repeat (with a repeat column), fold, rows, every measure ("—" where
    undefined)."""
    keys = FOLD_METRICS[task]
    names = {key: metric_name(t, key) for key in keys}  # translated once, not once a fold
    repeat, fold, count = t("folds_col_repeat"), t("folds_col_fold"), t("folds_col_rows")
    rows = []
    for f in folds:
        row = {} if f.repeat is None else {repeat: f.repeat}
        row.update({fold: f.fold, count: count_cell(f.n, exact)})
        row.update({names[key]: cell(f.metrics[key].value, exact) for key in keys})
        rows.append(row)
    return pd.DataFrame(rows)


def summary_table(t: Translator, at: FoldsAt, *, exact: bool = False
                  ) -> tuple[pd.DataFrame, list[str]]:
    """Model A's rows mean ± σ (shown only: ``exact`` has the mean and σ rows), mean, σ (1/K),
    sample SD (1/(K−1)), pooled; and a note per measure whose mean skips folds."""
    summaries, pooled = at.summaries, at.pooled
    label = t("folds_col_statistic")

    def plus_minus(s) -> str:
        return "—" if s.mean is None else f"{s.mean:.4f} ± {s.std:.4f}"

    def row(name: str, value) -> dict[str, object]:
        return {label: t(name), **{metric_name(t, k): value(k, s) for k, s in summaries.items()}}

    rows = [] if exact else [row("folds_row_mean_std", lambda k, s: plus_minus(s))]
    rows += [row("folds_row_mean", lambda k, s: cell(s.mean, exact)),
             row("folds_row_std", lambda k, s: cell(s.std, exact)),
             row("folds_row_std_sample", lambda k, s: cell(s.std_sample, exact)),
             row("folds_row_pooled", lambda k, s: cell(pooled[k].value, exact))]
    notes = [t("folds_skipped_note", metric=metric_name(t, k),
               text=t("folds_skipped", defined=s.defined, skipped=s.skipped))
             for k, s in summaries.items() if s.skipped]
    return pd.DataFrame(rows), notes


def drawn_folds(curves: Sequence[SweptFold], chosen: Sequence[str] | None = None
                ) -> tuple[SweptFold, ...]:
    """The folds whose own curves and points are drawn: every fold with a curve up to
    :data:`~dashboard.loading.budgets.MAX_FOLDS_DRAWN`; beyond it those named in ``chosen``
    (:func:`fold_name`; None: the first ones), at most that many. The averages use every fold."""
    swept = [c for c in curves if c.sweep is not None]
    if len(swept) <= MAX_FOLDS_DRAWN:
        return tuple(swept)
    if chosen is None:
        return tuple(swept[:MAX_FOLDS_DRAWN])
    wanted = set(chosen)
    return tuple(c for c in swept if fold_name(c.repeat, c.fold) in wanted)[:MAX_FOLDS_DRAWN]


def listed_names(names: Sequence[str], more: Callable[[int], str]) -> str:
    """``names`` joined by commas, the first :data:`~dashboard.loading.budgets.NAMES_LISTED`
    of them and then ``more(count)`` of the rest (a sentence stays short however many folds)."""
    shown = ", ".join(names[:NAMES_LISTED])
    left = len(names) - NAMES_LISTED
    return shown if left <= 0 else f"{shown}, {more(left)}"


def fold_lines(curves: Sequence[SweptFold], threshold: float, pr: bool) -> list[FoldLine]:
    """Each two-class fold's ROC (or P-R) curve with its operating point at ``threshold``."""
    lines = []
    for curve in curves:
        if curve.sweep is None:
            continue
        c = curve.sweep.confusion_at(threshold)
        name = fold_name(curve.repeat, curve.fold)
        if pr:
            pr_curve = curve.sweep.pr().decimated()
            lines.append(FoldLine(name, pr_curve.recall, pr_curve.precision,
                                  (c.recall, c.precision)))
        else:
            roc = curve.sweep.roc().decimated()
            lines.append(FoldLine(name, roc.fpr, roc.tpr, (c.fpr, c.tpr)))
    return lines


def curve_labels(t: Translator, pr: bool) -> FoldCurveLabels:
    """The per-fold ROC (``pr`` False) or P-R figure's labels."""
    return FoldCurveLabels(
        fold=lambda name: t("folds_legend_fold", name=name), diagonal=t("chance"),
        points=t("folds_operating_points"),
        x_title=t("recall_axis") if pr else t("fpr_axis"),
        y_title=t("precision_axis") if pr else t("tpr_axis"),
        title=t("folds_pr_title") if pr else t("folds_roc_title"),
        average=t("folds_vertical_average"), band=t("folds_band"))


def curve_figures(t: Translator, analysis: FoldsAnalysis, threshold: float,
                  curves: Sequence[SweptFold] | None = None
                  ) -> tuple[go.Figure, go.Figure, go.Figure] | None:
    """Binary: each drawn fold's ROC (with the vertical average of every fold) and P-R curve with
    its operating point at ``threshold`` (``curves``, default :func:`drawn_folds`), and the
    threshold-averaged ROC; None when no fold holds both classes."""
    if analysis.vertical is None:
        return None
    curves = drawn_folds(analysis.curves) if curves is None else curves
    roc = folds_roc_figure(fold_lines(curves, threshold, False), analysis.vertical,
                           labels=curve_labels(t, False))
    pr = folds_pr_figure(fold_lines(curves, threshold, True), labels=curve_labels(t, True))
    averaged = threshold_average_figure(analysis.by_threshold, labels=ThresholdAverageLabels(
        average=t("folds_threshold_average"), threshold_word=t("threshold_word"),
        diagonal=t("chance"), x_title=t("fpr_axis"), y_title=t("tpr_axis"),
        title=t("folds_threshold_average_title")))
    return roc, pr, averaged


def _flag(threshold: float, scores) -> float:
    """The page's threshold as the command takes it: a finite one as the page shows it, "all
    negative" as the shortest decimal above every score (the CLI takes finite numbers)."""
    if math.isfinite(threshold):
        return float(threshold)
    return float(shortest_flag(scores, threshold))


def report_settings(task: str, split: FoldSplit, truth: str | None, model: str,
                    pos_label: object = None, threshold: float | None = None,
                    scores=None, weight_col: str | None = None):
    """The ``folds`` command's settings of the page's choices (the first model, the weight
    column; binary: the positive class, the threshold on its ``scores`` as the flag takes it
    (:func:`_flag`), and the curves)."""
    text = lambda value: None if value is None else str(value)  # noqa: E731
    truth_role = "true_col" if task == "regression" else "label_col"
    model_role = "score_col" if task == "binary" else "pred_col"
    binary = {"pos_label": text(pos_label), "threshold": _flag(threshold, scores),
              "curves": True} if task == "binary" else {}
    return FoldsSettings(task=task, fold_col=text(split.fold_col),
                         repeat_col=text(split.repeat_col) or None,
                         weight_col=text(weight_col), **{truth_role: text(truth),
                                                         model_role: text(model)}, **binary)
