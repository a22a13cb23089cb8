"""What the comparison of k models shows, built without Streamlit: the measures table, the
overlaid curves (binary: ROC, P-R and cost; regression: REC; ranking: each measure against k),
the matrices of corrected p-values with each test's label, the best model per test and, across
folds, the Friedman and Nemenyi texts and the critical-difference diagram.

The pages (:mod:`dashboard.compare.views.many_binary`, ``many_regression``, ``many_multiclass``,
``many_ranking``) draw these and their report (:mod:`evalcore.view.report`) writes the same ones, from
the comparison at the page's settings (thresholds, ε, k, correction) and the names the page shows
its models by. ``t`` is either one's translator (``t(key, **params)``). Names are user text: the
figures escape them, tables show them as text, and a caller that writes Markdown escapes them
itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Sequence

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from evalcore.view.compare.many import CdLabels, ManyCurve, cd_diagram, many_overlay
from evalcore.view.formatting import format_interval, format_p_value, format_value
from evalcore.view.text import plot_text

Translator = Callable[..., str]

P_MEASURES = ("auc", "accuracy", "mae", "rmse")
"""The pairwise tests the views show: binary, DeLong (AUC) and McNemar (accuracy at the
thresholds); regression, Wilcoxon's signed-rank test of the absolute errors (MAE) and the paired
bootstrap of RMSE."""
FRIEDMAN_TEXTS = {"auc": "many_friedman", "rmse": "many_friedman_rmse"}
"""The Friedman test's text by the per-fold measure it ranks."""
FRIEDMAN_MEASURES = {"accuracy": "many_measure_accuracy"}
"""The other per-fold measures ranked (multiclass: accuracy) → the catalog key naming them in
``many_friedman_of``."""
MULTICLASS_KEYS = ("accuracy", "macro_precision", "macro_recall", "macro_f1_mean", "weighted_f1",
                   "kappa", "mcc")
"""The multiclass measures table's columns, each named by its ``multiclass_metric_<key>``."""
MULTICLASS_TESTS = {"accuracy": "many_mc_p_accuracy", "macro_f1_mean": "many_mc_p_macro_f1_mean"}
"""The multiclass pairwise tests (measure → the catalog key naming it): McNemar (accuracy), the
paired bootstrap (macro-F1)."""
RANKING_KEYS = {"ndcg_at_k": "many_rk_col_ndcg", "precision_at_k": "many_rk_col_precision",
                "recall_at_k": "many_rk_col_recall", "map": "many_rk_col_map",
                "mrr": "many_rk_col_mrr"}
"""The ranking measures table's means at k (:meth:`~evalcore.ranking.RankingEvaluation.summary`)
→ the catalog key naming the column."""
RANKING_SUMMARY_OF_METRIC = {"ndcg": "ndcg_at_k", "precision": "precision_at_k", "ap": "map",
                             "rr": "mrr"}
"""A compared ranking metric → its mean's column (a :data:`RANKING_KEYS` key) in the table."""
RANKING_CURVES = {"ndcg_at_k": "ndcg", "precision_at_k": "precision", "recall_at_k": "recall"}
"""The ranking measures drawn against k: the summary's key → the evaluation's curve."""


@dataclass(frozen=True, eq=False)
class ShownMany:
    """A k-model comparison value
    (:class:`~evalcore.analysis.compare_many.ManyComparisonAnalysis`) at the page's settings,
    with the ``names`` the page shows its models by (the user may edit them). Its JSON is the
    value's, which names the models by their columns or files, as the command does."""

    value: Any
    names: tuple[str, ...]
    many: ClassVar[bool] = True

    @property
    def task(self) -> str:
        return self.value.task

    def to_json(self) -> dict[str, Any]:
        """What ``python -m evalcore compare`` prints for the same files and settings."""
        return self.value.to_json()


def operating_points(comparison) -> list[tuple[float, float, float, float | None]]:
    """Each model's (FPR, TPR, recall, precision) at its threshold (precision None when no row
    is predicted positive)."""
    points = []
    for m, sweep in zip(comparison.measures, comparison.detail.sweeps):
        c = sweep.confusion_at(m["threshold"])
        predicted = c.tp + c.fp
        points.append((c.fp / sweep.negatives, c.tp / sweep.positives,
                       c.tp / sweep.positives, c.tp / predicted if predicted else None))
    return points


def measures_frame(comparison, names: Sequence[str], t: Translator, *,
                   as_text: bool = False) -> pd.DataFrame:
    """One row per model: AUC with DeLong's interval, AP, BEP, the cost curve's area, Gini, the
    threshold and, at it, accuracy, TPR and FPR. ``as_text``: every number written with four
    decimals (the report), else as floats (the page's sortable table)."""
    cell = format_value if as_text else (lambda value: value)
    rows = []
    for name, m, point in zip(names, comparison.measures, operating_points(comparison)):
        rows.append({
            t("many_col_model"): name, t("many_col_auc"): cell(m["auc"]),
            t("many_col_auc_ci"): format_interval(m["auc_ci"]),
            t("many_col_ap"): cell(m["average_precision"]), t("many_col_bep"): cell(m["bep"]),
            t("many_col_cost_area"): cell(m["cost_area"]), t("many_col_gini"): cell(m["gini"]),
            t("many_col_threshold"): cell(m["threshold"]),
            t("many_col_accuracy"): cell(m["accuracy"]),
            t("many_col_tpr"): cell(point[1]), t("many_col_fpr"): cell(point[0]),
        })
    return pd.DataFrame(rows)


def curve_figures(comparison, names: Sequence[str], t: Translator, *, roc: Sequence,
                  pr: Sequence) -> dict[str, go.Figure]:
    """``roc``, ``pr`` and ``cost``: every model's curve with its operating point, overlaid
    (``roc``, ``pr``: the curves as drawn, decimated)."""
    shown = [plot_text(n) for n in names]
    points = operating_points(comparison)
    measures = comparison.measures
    return {
        "roc": many_overlay(
            [ManyCurve(r.fpr, r.tpr, p[:2],
                       t("many_roc_curve", name=n, auc=format_value(m["auc"])))
             for r, p, n, m in zip(roc, points, shown, measures)],
            x_title=t("fpr_axis"), y_title=t("tpr_axis"),
            reference=([0, 1], [0, 1], t("many_chance"))),
        "pr": many_overlay(
            [ManyCurve(c.recall, c.precision, None if p[3] is None else (p[2], p[3]),
                       t("many_pr_curve", name=n, ap=format_value(m["average_precision"])))
             for c, p, n, m in zip(pr, points, shown, measures)],
            x_title=t("recall_axis"), y_title=t("precision_axis"), steps=True),
        "cost": many_overlay(
            [ManyCurve(c.pc, c.cost, None,
                       t("many_cost_curve", name=n, area=format_value(m["cost_area"])))
             for c, n, m in zip(comparison.detail.cost, shown, measures)],
            x_title=t("cost_x_axis"), y_title=t("cost_y_axis"),
            reference=([0, 0.5, 1], [0, 0.5, 0], t("many_trivial"))),
    }


def p_frame(comparison, names: Sequence[str], measure: str) -> pd.DataFrame:
    """The k × k corrected p-values of ``measure``'s pairs, written as the page writes a p-value
    ("—" on the diagonal and for an untested pair), rows and columns named by the models."""
    matrix = comparison.p_matrix(measure)
    k = len(names)
    return pd.DataFrame([["—" if i == j or np.isnan(matrix[i, j])
                          else format_p_value(float(matrix[i, j])) for j in range(k)]
                         for i in range(k)], columns=list(names), index=list(names))


def best_of(comparison, measure: str) -> tuple[int, list[int]] | None:
    """The best model of ``measure`` and the others not significantly different from it (None:
    no model has the measure)."""
    best = comparison.best().get(measure)
    if best is None:
        return None
    return best.best, [i for i in best.tied if i != best.best]


def friedman_text(folds, t: Translator, *, k: int | None = None) -> str | None:
    """Friedman's test on the per-fold measure (AUC, RMSE, accuracy, a ranking metric at ``k``),
    or why it is undefined (None: a measure no view ranks)."""
    friedman = folds.friedman
    ranked = folds.measure in RANKING_SUMMARY_OF_METRIC
    if folds.measure not in FRIEDMAN_TEXTS and folds.measure not in FRIEDMAN_MEASURES \
            and not ranked:
        return None
    if friedman.statistic is None:
        return t(friedman.reason)
    numbers = dict(statistic=format_value(friedman.statistic), df=friedman.df,
                   p=format_p_value(friedman.p_value), folds=friedman.n_blocks)
    if ranked:
        return t("many_friedman_of", measure=t(f"compare_ranking_metric_{folds.measure}", k=k),
                 **numbers)
    if folds.measure in FRIEDMAN_MEASURES:
        return t("many_friedman_of", measure=t(FRIEDMAN_MEASURES[folds.measure]), **numbers)
    return t(FRIEDMAN_TEXTS[folds.measure], **numbers)


def nemenyi_text(folds, t: Translator) -> str:
    """Nemenyi's critical difference and its q_α."""
    return t("many_nemenyi", cd=format_value(folds.nemenyi.cd),
             q=format_value(folds.nemenyi.q_alpha), alpha=folds.nemenyi.alpha)


def cd_figure(folds, names: Sequence[str], t: Translator) -> go.Figure:
    """The critical-difference diagram of the models' average ranks across folds."""
    cd = folds.nemenyi.cd
    return cd_diagram(names, folds.friedman.ranks, cd,
                      labels=CdLabels(t("many_cd_x"), t("many_cd_bar", cd=format_value(cd))))


def regression_measures_frame(comparison, names: Sequence[str], t: Translator, recs: Sequence,
                              tolerance: float, *, as_text: bool = False) -> pd.DataFrame:
    """One row per regressor: every regression metric, the share of rows within ``tolerance``
    and the area over its REC curve (``recs``). ``as_text``: numbers written with four
    decimals, else floats."""
    from evalcore.regression import METRICS

    cell = format_value if as_text else (lambda value: value)
    rows = []
    for name, m, rec in zip(names, comparison.measures, recs):
        rows.append({t("many_col_model"): name,
                     **{t(f"regression_metric_{key}"): cell(m[key]) for key in METRICS},
                     t("many_col_within", tolerance=format_value(tolerance)):
                         cell(rec.share_within(tolerance)),
                     t("many_col_aoc"): cell(rec.area_over_curve())})
    return with_interval_columns(pd.DataFrame(rows), comparison.measures, t, {
        key: t(f"regression_metric_{key}") for key in ("rmse", "mae", "r2")})


def rec_figure(recs: Sequence, drawn: Sequence[np.ndarray], names: Sequence[str],
               tolerance: float, t: Translator) -> go.Figure:
    """Every model's REC curve (``drawn``: each curve's points to draw) with its share within
    ``tolerance``, overlaid."""
    return many_overlay(
        [ManyCurve(rec.tolerance[i], rec.accuracy[i], (tolerance, rec.share_within(tolerance)),
                   t("many_rec_curve", name=plot_text(name),
                     aoc=format_value(rec.area_over_curve())))
         for rec, i, name in zip(recs, drawn, names)],
        x_title=t("regression_tolerance"), y_title=t("regression_share_axis"), steps=True)


def pair_labels(comparison, t: Translator) -> dict[str, str]:
    """Every pairwise test of ``comparison`` (its measure, in the order first tested) → its
    label."""
    labels = {}
    for measure in dict.fromkeys(test.measure for test in comparison.pairwise):
        if comparison.task == "multiclass" and measure in MULTICLASS_TESTS:
            labels[measure] = t(MULTICLASS_TESTS[measure])
        elif comparison.task == "ranking":
            metric = measure.removesuffix("_randomization")
            label = t(f"compare_ranking_metric_{metric}", k=comparison.measures[0]["k"])
            labels[measure] = t("many_rk_p_randomization" if measure != metric
                                else "many_rk_p_t_test", metric=label)
        elif measure in P_MEASURES:
            labels[measure] = t(f"many_p_{measure}")
    return labels


def multiclass_measures_frame(comparison, names: Sequence[str], t: Translator, *,
                              as_text: bool = False) -> pd.DataFrame:
    """One row per classifier: accuracy, macro precision, recall and F1, weighted F1, kappa and
    MCC (``as_text``: written with four decimals, else floats; an undefined one blank or NaN)."""
    def cell(value):
        number = float("nan") if value is None else float(value)
        return ("" if value is None else format_value(number)) if as_text else number

    frame = pd.DataFrame([{t("many_col_model"): name,
                           **{t(f"multiclass_metric_{key}"): cell(m.get(key))
                              for key in MULTICLASS_KEYS}}
                          for name, m in zip(names, comparison.measures)])
    return with_interval_columns(frame, comparison.measures, t, {
        key: t(f"multiclass_metric_{key}") for key in ("accuracy", "macro_f1_mean")})


def with_interval_columns(frame: pd.DataFrame, measures: Sequence[dict], t: Translator,
                          columns: dict[str, str]) -> pd.DataFrame:
    """``frame`` with each measure's interval (``<key>_ci``, written ``[low, high]``) in a
    column right after the measure's own (``columns``: key → that column's name), when the
    measures hold intervals."""
    for key, column in columns.items():
        if not any(f"{key}_ci" in m for m in measures):
            continue
        at = frame.columns.get_loc(column) + 1 if column in frame.columns else len(frame.columns)
        frame.insert(at, t("many_col_ci", measure=column),
                     [format_interval(m.get(f"{key}_ci")) for m in measures],
                     allow_duplicates=True)
    return frame


def ranking_measures_frame(summaries: Sequence, names: Sequence[str], k: int, t: Translator, *,
                           as_text: bool = False, comparison=None) -> pd.DataFrame:
    """One row per ranker: its mean NDCG, P and Recall at ``k``, MAP and MRR (``summaries``: each
    one's :meth:`~evalcore.ranking.RankingEvaluation.summary` metrics at ``k``) and, from the
    ``comparison``, the interval of its compared metric beside that metric's column."""
    def cell(value):
        number = float("nan") if value is None else float(value)
        return ("" if value is None else format_value(number)) if as_text else number

    frame = pd.DataFrame([{t("many_col_model"): name,
                           **{t(column, k=k): cell(s[key])
                              for key, column in RANKING_KEYS.items()}}
                          for name, s in zip(names, summaries)])
    if comparison is None:
        return frame
    metric = next(iter(comparison.higher))
    column = RANKING_KEYS.get(RANKING_SUMMARY_OF_METRIC.get(metric, ""))
    return with_interval_columns(frame, comparison.measures, t, {
        metric: t(column, k=k) if column else t(f"compare_ranking_metric_{metric}", k=k)})


def ranking_figure(evaluations: Sequence, summaries: Sequence, names: Sequence[str], k: int,
                   measure: str, t: Translator) -> go.Figure:
    """Every ranker's mean ``measure`` (a :data:`RANKING_CURVES` key) against the cut-off,
    overlaid, a dot at ``k``."""
    from evalcore.view.compare.many import many_against_k

    curves = []
    for evaluation, summary, name in zip(evaluations, summaries, names):
        drawn = evaluation.curves
        value = summary[measure]
        curves.append(ManyCurve(drawn.k, getattr(drawn, RANKING_CURVES[measure]), (k, value),
                                t("many_rk_curve", name=plot_text(name),
                                  value=format_value(value), k=k)))
    largest = max(int(e.curves.k[-1]) for e in evaluations)
    return many_against_k(curves, largest=max(largest, k), y_title=t(f"ranking_col_{measure}"))
