"""The parts the views of k models draw alike: the sidebar's choice of more model columns
(multiclass, ranking) or of each more file's model column, the notice of the rows left out when
files are paired by id, the sortable measures table, the matrix of corrected pairwise p-values, the
best model per measure and, across folds, the Friedman test with the critical-difference diagram
(the names and the correction: :mod:`~dashboard.compare.views.many_choice`; the texts and figures
a report writes too: :mod:`~evalcore.view.compare.many_shown`).

Each part takes the task's :class:`~evalcore.compare.many.ManyComparison` and the names the page
shows; the numbers come from evalcore and are only written here. Model names are user text:
shown as text in tables, escaped in Markdown and in figures.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

import pandas as pd
import streamlit as st

from dashboard.compare.views.bootstrap import default_resamples
from evalcore.view.compare.many_shown import best_of, cd_figure, friedman_text, nemenyi_text, p_frame
from dashboard.compare.views.many_choice import is_role, linked_more, slot
from dashboard.compare.views.mapping import model_column_key
from dashboard.compare.views.skeleton import CLI_SETTINGS
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from dashboard.shell.table_cache import cached_table
from dashboard.text.safe import escape_params, md_shown
from dashboard.widgets.column_choice import column_choice
from dashboard.widgets.charts import show_chart
from dashboard.widgets.tables import show_dataframe
from evalcore.compare.many import ManyComparison

MAX_RESAMPLES = 100_000
"""The most bootstrap resamples a k-model view runs."""


def more_columns(source, task: str, cols_arg: str, label_key: str, *,
                 offer: Callable[[pd.Series], bool], roles: Sequence[str | None]) -> list[str]:
    """The sidebar's choice of more model columns of one file beside the two compared
    (``cols_arg``: the settings' ``score_cols`` or ``pred_cols``): the file's columns that
    ``offer`` accepts, other than the ``roles`` mapped, the two models, ids and folds."""
    settings = st.session_state.get(CLI_SETTINGS, (None,))[0]
    chosen = getattr(settings, cols_arg, None) if settings is not None else None
    if not chosen:
        return []
    table = cached_table(source.digest, source.name, source.data)
    taken = {*map(str, chosen), *(str(r) for r in roles if r)}
    offered = [str(c) for c in table.columns
               if str(c) not in taken and not is_role(str(c)) and offer(table[c])]
    if not offered:
        return []
    return linked_more(st.sidebar.multiselect, t(label_key), offered,
                       key=f"many_more_{task}_{source.digest[:16]}")


def file_models(sources: Sequence, task) -> tuple[str, ...] | None:
    """Each file's model column, one model a file: model A's and B's as mapped, each more file's
    chosen in the sidebar (``task``'s detection of one model's column first, as for B's file);
    None while one is unchosen (the page shows A and B meanwhile)."""
    settings = st.session_state.get(CLI_SETTINGS, (None,))[0]
    chosen = getattr(settings, task.model_cols_arg, None) if settings is not None else None
    if not chosen:
        return None
    roles = {f"{r.role}_col": getattr(settings, f"{r.role}_col", None) for r in task.roles}
    files_key = "_".join(s.digest[:16] for s in sources)
    columns = list(chosen)
    for i, file in enumerate(sources[2:], start=2):
        table = cached_table(file.digest, file.name, file.data)
        columns.append(column_choice(
            t(task.model_label_keys[1], model=slot(i), name=md_shown(file.name)),
            [str(c) for c in table.columns], task.detect_model(table, **roles),
            model_column_key(slot(i), task.name, files_key)))
    return None if None in columns else tuple(map(str, columns))


def left_out_notice(models) -> None:
    """How many rows each file lost for want of their id in every other file, if any."""
    if models.left_out:
        counts = ", ".join(f"{name}: {count}" for name, count in models.left_out.items())
        st.info(t("compare_many_ids_left_out", **escape_params({"counts": counts})))


def measures_table(table: pd.DataFrame, *, name: str, caption: str) -> None:
    """One row per model, every number sortable and written with four decimals."""
    numbers = [c for c in table.columns if pd.api.types.is_float_dtype(table[c])]
    config = {c: st.column_config.NumberColumn(c, format="%.4f") for c in numbers}
    st.markdown(f"**{t('many_table_header')}**")
    show_dataframe(table, name=name, hide_index=True, column_config=config,
                   key=f"{name}_table")
    st.caption(caption)


def resamples_input(label: str, *, key: str, units: int, help: str | None = None) -> int:
    """The bootstrap's resamples of every model's intervals and every pair's paired bootstrap,
    shared by all models (0: none); it starts at the bootstrap's default for ``units`` rows."""
    return int(sticky(st.number_input, label, min_value=0, max_value=MAX_RESAMPLES,
                      value=default_resamples(units), step=100, key=key, help=help))


def p_values_section(comparison: ManyComparison, names: Sequence[str],
                     tests: Mapping[str, str], *, key: str, best_line: bool = False) -> None:
    """The matrix of one test's corrected p-values (``tests``: measure → its label, the first
    shown first); ``best_line``: under it, that test's best model and those not significantly
    different from it."""
    st.markdown(f"**{t('many_p_header')}**")
    measure = st.radio(t("many_p_measure"), options=list(tests), horizontal=True,
                       format_func=tests.__getitem__, key=f"many_p_measure_{key}")
    show_dataframe(p_frame(comparison, names, measure), name="many_p_values",
                   key=f"many_p_table_{key}")
    best = best_of(comparison, measure) if best_line else None
    if best is not None:
        tied = ", ".join(md_shown(names[i]) for i in best[1])
        st.markdown(t("many_best", best=md_shown(names[best[0]]),
                      tied=tied or t("many_best_none"), alpha=comparison.alpha))
    st.caption(t("many_p_help",
                 correction=option_labels("many_correction_")(comparison.correction)))


def best_section(comparison: ManyComparison, names: Sequence[str],
                 labels: Mapping[str, str]) -> None:
    """Per tested measure (``labels``: measure → its label): the best model and those not
    significantly different from it."""
    best = comparison.best()
    rows = [{t("many_best_col_measure"): labels[measure],
             t("many_best_col_best"): names[b.best],
             t("many_best_col_tied"): ", ".join(names[i] for i in b.tied if i != b.best)
             or t("many_best_none")}
            for measure, b in best.items() if measure in labels]
    if not rows:
        return
    st.markdown(f"**{t('many_best_header')}**")
    show_dataframe(pd.DataFrame(rows), name="many_best", hide_index=True, key="many_best_table")
    st.caption(t("many_best_help", alpha=comparison.alpha))


def folds_section(comparison: ManyComparison, names: Sequence[str], fold_col: str) -> None:
    """Friedman's test on the per-fold measure, Nemenyi's critical difference and the
    critical-difference diagram."""
    folds = comparison.folds
    st.markdown(f"**{t('many_folds_header', column=md_shown(fold_col))}**")
    text = friedman_text(folds, t, k=comparison.measures[0].get("k"))
    if folds.friedman.statistic is None:
        st.info(text)
    else:
        st.markdown(text)
    st.markdown(nemenyi_text(folds, t))
    show_chart(cd_figure(folds, names, t), key="many_cd")
    st.caption(t("many_cd_help"))
