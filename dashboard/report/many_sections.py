"""The report of a comparison of k models: what the Comparison page shows of them, written once
more from the same value (:mod:`dashboard.compare.many_shown`).

Binary scores: every model's measures, its ROC, P-R and cost curves overlaid, then for each
pairwise test the matrix of corrected p-values with the best model and those not significantly
different from it, and with a fold column the Friedman test, Nemenyi's critical difference, the
average ranks and the critical-difference diagram. The other tasks (a report built by ``python -m
dashboard.report`` from their command) get the matrices and the diagram; their numbers are in the
report's common tables. The models are named as the page shows them (a page's value,
:class:`~dashboard.compare.many_shown.ShownMany`), else by their columns or files."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pandas as pd

from dashboard.compare.many_shown import (P_MEASURES, best_of, cd_figure, curve_figures,
                                          friedman_text, measures_frame, nemenyi_text, p_frame)
from dashboard.reporting.document import Block, Figure, Heading, Paragraph, Table
from evalcore.view.budgets import MAX_CURVE_POINTS
from evalcore.view.formatting import format_value

Translator = Callable[..., str]


def many_blocks(t: Translator, value: Any) -> list[Block]:
    """The blocks of ``value``: a page's :class:`~dashboard.compare.many_shown.ShownMany` or the
    command's :class:`~evalcore.analysis.compare_many.ManyComparisonAnalysis`."""
    analysis = getattr(value, "value", value)
    comparison = analysis.result
    names = list(getattr(value, "names", comparison.names))
    blocks: list[Block] = [Heading(t("many_header", count=comparison.k))]
    binary = comparison.task == "binary"
    if binary:
        blocks += _binary_blocks(t, comparison, names)
    for measure in comparison.higher:
        blocks += _p_blocks(t, comparison, names, measure)
    if comparison.folds is not None:
        blocks += _folds_blocks(t, comparison, names, analysis.fold_col, binary)
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


def _p_blocks(t: Translator, comparison, names: list[str], measure: str) -> list[Block]:
    """One test's matrix of corrected p-values, the best model and those not significantly
    different from it."""
    test = t(f"many_p_{measure}") if measure in P_MEASURES else measure
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


def _folds_blocks(t: Translator, comparison, names: Sequence[str], fold_col: str | None,
                  binary: bool) -> list[Block]:
    """Friedman's test (binary: on the per-fold AUCs), Nemenyi's CD, the average ranks and the
    critical-difference diagram."""
    folds = comparison.folds
    ranks = pd.DataFrame({t("many_col_model"): list(names),
                          t("many_cd_x"): [format_value(r) for r in folds.friedman.ranks]})
    return [Heading(t("many_folds_header", column=fold_col or "")),
            *([Paragraph(friedman_text(folds, t))] if binary else []),
            Paragraph(nemenyi_text(folds, t)), Table(ranks),
            Figure(cd_figure(folds, names, t), "many_cd"), Paragraph(t("many_cd_help"))]
