"""The Folds page's parts: the per-fold table, seed 004's mean ± σ with the sample SD and the
pooled value, the binary curves, the repeats' means, and two models compared over the folds.
Each takes evalcore's results and draws them; the numbers are :mod:`evalcore.folds`'."""

from __future__ import annotations

from contextlib import nullcontext
from typing import Sequence

import pandas as pd
import streamlit as st

from evalcore.view import folds_tables as tables
from evalcore.view import folds_curves
from dashboard.folds.sidebar import FoldsDataset
from evalcore.view.folds_curves import fold_name
from evalcore.view.folds import CURVES_HEIGHT, DifferenceLabels, differences_figure
from dashboard.shell.language import t
from dashboard.shell.session import sticky
from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart, show_square_chart
from dashboard.widgets.lazy_expander import lazy_expander
from evalcore.view.formatting import format_count, format_p_value
from evalcore.view.budgets import MAX_FOLDS_DRAWN
from dashboard.widgets.paged_table import show_paged_table
from dashboard.text.safe import escape_params, md_shown
from evalcore.view.text import shown_text
from dashboard.widgets.tables import show_full_table
from evalcore.analysis.folds import FoldsAnalysis, FoldsAt
from evalcore.folds import FOLD_METRICS, FoldResult, PairedTest, SweptFold, compare_folds

COMPARED_FIRST = {"binary": "roc_auc", "multiclass": "accuracy", "regression": "mse"}
"""The measure the comparison starts on, per task."""


def metric_name(key: str) -> str:
    """The measure's short name (a column header)."""
    return tables.metric_name(t, key)


def overview(dataset: FoldsDataset) -> None:
    """What the file holds: K folds × R repeats, rows, the model(s)."""
    split = dataset.analysis.split
    st.caption(t("folds_overview", k=split.k, repeats=split.n_repeats,
                 rows=format_count(len(split.folds)), fold_col=md_shown(split.fold_col),
                 task=t(f"folds_task_{dataset.analysis.task}")))
    differs = split.k_differs()
    if differs:
        st.info(t("folds_k_differs", **escape_params(differs)))


def undefined_notes(folds: Sequence[FoldResult]) -> list[str]:
    """Why measures are undefined: one note per reason, naming its folds (Markdown-safe)."""
    by_reason: dict[str, list[str]] = {}
    for f in folds:
        for m in f.metrics.values():
            if m.value is None and m.reason:
                names = by_reason.setdefault(t(m.reason, **escape_params(m.params)), [])
                name = md_shown(fold_name(f.repeat, f.fold))
                if name not in names:
                    names.append(name)
    return [t("folds_fold_note", reason=reason, fold=tables.listed_names(
        names, lambda count: t("folds_more_names", count=format_count(count))))
            for reason, names in by_reason.items()]


def measures_section(task: str, at: FoldsAt) -> None:
    """The per-fold table, its undefined measures explained, and the summary with the sentence
    on pooled vs averaged."""
    st.subheader(t("folds_per_fold_header"))
    show_paged_table(tables.fold_table(t, task, at.folds), name="per_fold", key="folds_per_fold",
                     exact=tables.fold_table(t, task, at.folds, exact=True))
    for note in undefined_notes(at.folds):
        st.warning(note, icon="ℹ️")
    st.subheader(t("folds_summary_header"))
    table, notes = tables.summary_table(t, at)
    show_full_table(table, name="summary", exact=tables.summary_table(t, at, exact=True)[0])
    for note in notes:
        st.caption(note)
    st.caption(t("folds_std_explained"))
    st.info(t("folds_pooled_explained"))


def chosen_folds(analysis: FoldsAnalysis, dataset_id: str) -> tuple[SweptFold, ...]:
    """Binary: the folds whose own curves and points are drawn (:func:`folds_curves.drawn_folds`).
    Beyond :data:`MAX_FOLDS_DRAWN` folds with a curve, the user chooses them (the first ones at
    first; the choice is the data set's ``dataset_id``, another file's folds start afresh) and a
    caption says how many are left out and that the averages use them all."""
    swept = [c for c in analysis.curves if c.sweep is not None]
    if len(swept) <= MAX_FOLDS_DRAWN:
        return folds_curves.drawn_folds(swept)
    names = [fold_name(c.repeat, c.fold) for c in swept]
    chosen = st.multiselect(t("folds_drawn_label", most=MAX_FOLDS_DRAWN), options=names,
                            default=names[:MAX_FOLDS_DRAWN], max_selections=MAX_FOLDS_DRAWN,
                            format_func=shown_text, key=f"folds_drawn_{dataset_id}",
                            help=t("folds_drawn_help", most=MAX_FOLDS_DRAWN))
    drawn = folds_curves.drawn_folds(swept, chosen)
    st.caption(t("folds_drawn_note", shown=len(drawn), folds=format_count(len(swept)),
                 left=format_count(len(swept) - len(drawn))))
    return drawn


def curves_section(analysis: FoldsAnalysis, threshold: float, *,
                   folds_drawn: bool = False, drawn: Sequence[SweptFold] | None = None) -> None:
    """Binary: the drawn folds' ROC (with the vertical average of every fold and its band) and
    P-R curves (``drawn``, default :func:`folds_curves.drawn_folds`), their operating points at the
    threshold, and the threshold-averaged ROC; ``folds_drawn``: the live view draws the folds'
    curves and points already, so the figures with the vertical average's ±σ band (at the
    settled threshold) go in an expander below."""
    st.subheader(t("folds_curves_header"))
    skipped = sum(c.sweep is None for c in analysis.curves)
    if skipped:
        st.caption(t("folds_curves_skipped", count=skipped))
    if analysis.vertical is None:  # no fold holds both classes
        return
    with (lazy_expander(t("live_folds_band_expander"), key="folds_band_open") if folds_drawn
          else nullcontext(True)) as open_:
        if open_:  # built only to be drawn
            roc, pr = folds_curves.fold_figures(t, analysis, threshold, drawn)
            roc_col, pr_col = st.columns(2)
            show_chart(roc, key="folds_roc", height=CURVES_HEIGHT, where=roc_col)
            show_chart(pr, key="folds_pr", height=CURVES_HEIGHT, where=pr_col)
            roc_col.caption(t("folds_vertical_explained"))
            pr_col.caption(t("folds_points_explained"))
    average_col, text_col = st.columns([3, 2])  # the square plot as wide as the text allows
    show_square_chart(folds_curves.averaged_figure(t, analysis), key="folds_threshold_average",
                      where=average_col)
    text_col.caption(t("folds_threshold_average_explained"))


def repeats_section(task: str, at: FoldsAt) -> None:
    """Each repeat's mean of every measure and the spread (σ) between the repeats' means."""
    st.subheader(t("folds_repeats_header"))
    keys = FOLD_METRICS[task]
    label = t("folds_col_repeat")
    results = at.repeats
    repeats = list(results[keys[0]][0])

    def table(exact: bool) -> pd.DataFrame:
        rows = [{label: repeat, **{metric_name(k): tables.cell(results[k][0][repeat], exact)
                                   for k in keys}} for repeat in repeats]
        rows.append({label: t("folds_row_repeat_spread"),
                     **{metric_name(k): tables.cell(results[k][1], exact) for k in keys}})
        return pd.DataFrame(rows)

    show_full_table(table(False), name="repeats", exact=table(True))
    st.caption(t("folds_repeats_explained"))


def _test_row(name: str, test: PairedTest, exact: bool = False) -> dict[str, object]:
    """One paired test's row: shown, or ``exact`` (full precision, empty where undefined)."""
    return {t("folds_col_test"): name, "t": tables.cell(test.statistic, exact),
            t("folds_col_df"): test.df if exact else "—" if test.df is None else str(test.df),
            t("folds_col_p"): tables.cell(test.p_value, True) if exact
            else format_p_value(test.p_value),
            t("folds_col_note"): t(test.reason) if test.reason else ""}


def comparison_section(analysis: FoldsAnalysis, at: FoldsAt) -> None:
    """Two models' out-of-fold scores: the measure chosen, its per-fold values and differences,
    the paired t-test, the corrected resampled t-test and (5 × 2 layout) the 5×2cv t-test."""
    st.subheader(t("folds_compare_header"))
    keys = FOLD_METRICS[analysis.task]
    key = sticky(st.columns(3)[0].selectbox, t("folds_compare_metric"), options=keys,
                 index=keys.index(COMPARED_FIRST[analysis.task]), format_func=metric_name,
                 key=f"folds_compare_metric_{analysis.task}")
    (folds_a, _), (folds_b, _) = at.results
    comparison = compare_folds(folds_a, folds_b, key)
    a_name, b_name = analysis.names
    names = [fold_name(f.repeat, f.fold) for f in folds_a]
    st.caption(t("folds_compare_models", a=md_shown(a_name), b=md_shown(b_name),
                 metric=metric_name(key)))
    table_col, figure_col = st.columns(2)
    def differences(exact: bool) -> pd.DataFrame:
        return pd.DataFrame({
            t("folds_col_fold"): names,
            "A": [tables.cell(f.metrics[key].value, exact) for f in folds_a],
            "B": [tables.cell(f.metrics[key].value, exact) for f in folds_b],
            "A − B": [tables.cell(d, exact) for d in comparison.differences]})

    with table_col:
        show_paged_table(differences(False), name="differences", key="folds_differences",
                         exact=differences(True))
    show_chart(differences_figure(names, comparison.differences, labels=DifferenceLabels(
        bars="A − B", mean=t("folds_mean_difference"), x_title=t("folds_col_fold"),
        y_title=f"{metric_name(key)}: A − B", title=t("folds_differences_title"))),
        key="folds_differences", height=PROJECTOR_HEIGHT, where=figure_col)
    tests = [(t("folds_test_paired"), comparison.paired),
             (t("folds_test_corrected"), comparison.corrected)]
    if comparison.five_by_two is not None:
        tests.append((t("folds_test_5x2"), comparison.five_by_two))
    show_full_table(pd.DataFrame([_test_row(*test) for test in tests]), name="paired_tests",
                    exact=pd.DataFrame([_test_row(*test, exact=True) for test in tests]))
    st.markdown(t("folds_test_paired_explained"))
    st.markdown(t("folds_test_corrected_explained", k=analysis.split.k))
    if comparison.five_by_two is not None:
        st.markdown(t("folds_test_5x2_explained"))
