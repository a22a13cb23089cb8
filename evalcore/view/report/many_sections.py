"""The report of a comparison of k models: what the Comparison page shows of them, written once
more from the same value (:mod:`evalcore.view.compare.many_shown`).

Every model's measures and its curves overlaid (binary: ROC, P-R and cost; regression: REC at
model A's median absolute error), then for each pairwise test the matrix of corrected p-values
with the best model and those not significantly different from it, and with a fold column the
Friedman test, Nemenyi's critical difference, the average ranks and the critical-difference
diagram. Multiclass: the measures table; ranking: the means at k and each measure against the
cut-off, overlaid, then the t-test's and the randomization test's matrices. The models are named
as the page shows them (a page's value,
:class:`~evalcore.view.compare.many_shown.ShownMany`), else by their columns or files."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pandas as pd

from evalcore.view.compare.many_shown import (RANKING_CURVES, best_of, cd_figure, curve_figures,
                                          friedman_text, measures_frame,
                                          multiclass_measures_frame, nemenyi_text, p_frame,
                                          pair_labels, ranking_figure, ranking_measures_frame,
                                          rec_figure, regression_measures_frame)
from evalcore.view.report.document import Block, Figure, Heading, Paragraph, Table
from evalcore.view.budgets import MAX_CURVE_POINTS
from evalcore.view.formatting import format_value

Translator = Callable[..., str]


def many_blocks(t: Translator, value: Any) -> list[Block]:
    """The blocks of ``value``: a page's :class:`~evalcore.view.compare.many_shown.ShownMany` or the
    command's :class:`~evalcore.analysis.compare_many.ManyComparisonAnalysis`."""
    analysis = getattr(value, "value", value)
    comparison = analysis.result
    names = list(getattr(value, "names", comparison.names))
    blocks: list[Block] = [Heading(t("many_header", count=comparison.k))]
    if comparison.task == "binary":
        blocks += _binary_blocks(t, comparison, names)
    elif comparison.task == "regression":
        blocks += _regression_blocks(t, analysis, names)
    elif comparison.task == "multiclass":
        blocks += _table_blocks(t, comparison, names,
                                multiclass_measures_frame(comparison, names, t, as_text=True))
    elif comparison.task == "ranking" and comparison.detail is not None:
        blocks += _ranking_blocks(t, comparison, names)
    labels = pair_labels(comparison, t)
    tested = list(comparison.higher)
    if comparison.task == "ranking":  # the randomization test beside the t-test
        tested += [m for m in labels if m not in comparison.higher]
    for measure in tested:
        blocks += _p_blocks(t, comparison, names, measure, labels.get(measure, measure))
    if comparison.folds is not None:
        blocks += _folds_blocks(t, comparison, names, analysis.fold_col)
    return blocks


def _binary_blocks(t: Translator, comparison, names: list[str]) -> list[Block]:
    """The measures table (with each model's column or file when the page renamed it) and the
    overlaid curves."""
    table = measures_frame(comparison, names, t, as_text=True)
    if names != list(comparison.names):
        table.insert(1, t("many_col_source"), list(comparison.names), allow_duplicates=True)
    detail = comparison.detail
    figures = curve_figures(comparison, names, t,
                            roc=[c.decimated(max_points=MAX_CURVE_POINTS) for c in detail.roc],
                            pr=[c.decimated(max_points=MAX_CURVE_POINTS) for c in detail.pr])
    return [Heading(t("many_table_header")), Table(table),
            Heading(t("many_curves_header")),
            *(Figure(figure, f"many_{name}") for name, figure in figures.items()),
            Paragraph(t("many_legend_help"))]


def _regression_blocks(t: Translator, analysis, names: list[str]) -> list[Block]:
    """The measures table and the overlaid REC curves, at the page's first ε: model A's median
    absolute error."""
    from evalcore.decimate import decimate_curve
    from evalcore.regression import rec_curve

    comparison = analysis.result
    y = analysis.models.first.y_true
    recs = [rec_curve(y, p) for p in analysis.models.outputs("pred_a", "pred_b")]
    scale = max(max(rec.tolerance[-1] for rec in recs), 1e-300)
    drawn = [decimate_curve(rec.tolerance / scale, rec.accuracy, max_points=MAX_CURVE_POINTS)
             for rec in recs]
    tolerance = comparison.measures[0]["median_ae"]
    table = regression_measures_frame(comparison, names, t, recs, tolerance, as_text=True)
    return [*_table_blocks(t, comparison, names, table), Heading(t("many_rec_header")),
            Figure(rec_figure(recs, drawn, names, tolerance, t), "many_rec"),
            Paragraph(t("many_legend_help"))]


def _table_blocks(t: Translator, comparison, names: list[str], table) -> list[Block]:
    """The measures table, with each model's column when the page renamed it."""
    if names != list(comparison.names):
        table.insert(1, t("many_col_source"), list(comparison.names), allow_duplicates=True)
    return [Heading(t("many_table_header")), Table(table)]


def _ranking_blocks(t: Translator, comparison, names: list[str]) -> list[Block]:
    """The means at k of every ranker and each measure against the cut-off, overlaid."""
    evaluations = comparison.detail
    k = comparison.measures[0]["k"]
    summaries = [e.summary(k).metrics for e in evaluations]
    table = ranking_measures_frame(summaries, names, k, t, as_text=True, comparison=comparison)
    return [*_table_blocks(t, comparison, names, table), Heading(t("many_rk_curves_header")),
            *(Figure(ranking_figure(evaluations, summaries, names, k, measure, t),
                     f"many_rk_{measure}") for measure in RANKING_CURVES),
            Paragraph(t("many_rk_curve_help"))]


def _p_blocks(t: Translator, comparison, names: list[str], measure: str,
              test: str) -> list[Block]:
    """One test's matrix of corrected p-values (``test``: its label), the best model and those
    not significantly different from it."""
    correction = t(f"many_correction_{comparison.correction}")
    frame = p_frame(comparison, names, measure)
    frame.insert(0, t("many_col_model"), names, allow_duplicates=True)
    blocks: list[Block] = [Heading(t("many_report_p_of", test=test, correction=correction)),
                           Table(frame)]
    best = best_of(comparison, measure)
    if best is not None:
        tied = ", ".join(names[i] for i in best[1])
        blocks.append(Paragraph(t("many_report_best", best=names[best[0]],
                                  tied=tied or t("many_best_none"), alpha=comparison.alpha)))
    return blocks


def _folds_blocks(t: Translator, comparison, names: Sequence[str],
                  fold_col: str | None) -> list[Block]:
    """Friedman's test (on the per-fold AUCs or RMSEs), Nemenyi's CD, the average ranks and the
    critical-difference diagram."""
    folds = comparison.folds
    friedman = friedman_text(folds, t, k=comparison.measures[0].get("k"))
    ranks = pd.DataFrame({t("many_col_model"): list(names),
                          t("many_cd_x"): [format_value(r) for r in folds.friedman.ranks]})
    return [Heading(t("many_folds_header", column=fold_col or "")),
            *([Paragraph(friedman)] if friedman else []),
            Paragraph(nemenyi_text(folds, t)), Table(ranks),
            Figure(cd_figure(folds, names, t), "many_cd"), Paragraph(t("many_cd_help"))]
