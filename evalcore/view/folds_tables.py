"""The Folds page's tables drawn from :class:`~evalcore.analysis.folds.FoldsAnalysis`, shared by
the page (:mod:`dashboard.folds.view`) and its HTML report (:mod:`evalcore.view.report.sections`):
the per-fold table and the summary (mean ± σ, σ with 1/K, the sample SD, pooled); each fold's
curve and the figures are :mod:`evalcore.view.folds_curves`.
Each table is built shown (4 decimals, "—" where undefined) or ``exact`` (full precision, an empty
cell where undefined: what its CSV holds). Pure: the translator comes in as ``t``, no Streamlit."""

from __future__ import annotations


from typing import Callable, Sequence

import pandas as pd

from evalcore.view.budgets import NAMES_LISTED
from evalcore.view.formatting import count_cell
from evalcore.view.formatting import value_cell as cell
from evalcore.folds import FOLD_METRICS, FoldResult

Translator = Callable[..., str]


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


def summary_table(t: Translator, at, *, exact: bool = False
                  ) -> tuple[pd.DataFrame, list[str]]:
    """``at`` (a :class:`~evalcore.analysis.folds.FoldsAt`): model A's rows mean ± σ (shown only: ``exact`` has the mean and σ rows), mean, σ (1/K),
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


def listed_names(names: Sequence[str], more: Callable[[int], str]) -> str:
    """``names`` joined by commas, the first :data:`~evalcore.view.budgets.NAMES_LISTED`
    of them and then ``more(count)`` of the rest (a sentence stays short however many folds)."""
    shown = ", ".join(names[:NAMES_LISTED])
    left = len(names) - NAMES_LISTED
    return shown if left <= 0 else f"{shown}, {more(left)}"

