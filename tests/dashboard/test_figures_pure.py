"""The figure builders are pure: they import neither streamlit nor the session's translator
(dashboard.shell.language) or anything else of the shell, and write exactly the text they are
given, in either language, when called as plain functions outside any Streamlit session."""

from __future__ import annotations

import ast
import subprocess
import sys
from functools import partial
from pathlib import Path
from typing import Any, Callable

import numpy as np
import plotly.graph_objects as go
import pytest

from evalcore.view import binary
from evalcore.view.compare import binary as compare_binary
from evalcore.view.compare import many as compare_many
from evalcore.view.compare import common as compare
from evalcore.view.compare import multiclass as compare_multiclass
from evalcore.view.compare import ranking as compare_ranking
from evalcore.view.compare import regression as compare_regression
from evalcore.view import cost
from evalcore.view import folds
from dashboard.learn import figures as learn
from evalcore.view.layout import two_lines
from dashboard.generalization import figures as generalization
from evalcore.view import multiclass
from evalcore.view import ranking
from evalcore.view import regression
from dashboard.resampling import figures as resampling
from dashboard.i18n import LANGUAGES, translate
from evalcore.binary import threshold_sweep
from evalcore.compare import curve_dominance
from evalcore.cost import cost_curve, iso_cost_line, operating_costs
from evalcore.folds import vertical_roc_average
from evalcore.evaluation_methods import (neighbors_data, neighbors_study, oob_share_curve,
                                         polynomial_data, polynomial_study)
from evalcore.evaluation_methods.neighbors import decision_regions
from evalcore.ranking.metrics import MetricCurves

ROOT = Path(__file__).resolve().parents[2]
FIGURE_MODULES = {  # case name -> module
    "binary": "evalcore.view.binary", "cost": "evalcore.view.cost",
    "multiclass": "evalcore.view.multiclass", "ranking": "evalcore.view.ranking",
    "regression": "evalcore.view.regression", "compare": "evalcore.view.compare.common",
    "folds": "evalcore.view.folds",
    "learn": "dashboard.learn.figures",
    "resampling": "dashboard.resampling.figures",
    "generalization": "dashboard.generalization.figures",
    "lesson": "dashboard.lesson.figures",
    "risk": "evalcore.view.risk",
    **{f"compare_{task}": f"evalcore.view.compare.{task}"
       for task in ("binary", "many", "multiclass", "ranking", "regression")},
}
"""Every figure module: the teaching rooms' figures.py and the builders of evalcore's view layer."""
VIEW_HELPERS = ("__init__", "layout", "formatting", "text", "curve_summary", "cost_summary",
                "budgets", "figures", "folds_curves", "html", "language", "export_names",
                "folds_tables", "risk_summary", "risk_render", "segments_render", "many_shown",
                "pair_figures")
"""The view layer's modules that build no figure of their own (nor do its ``labels/``,
``live/`` and ``report/``, nor its ``catalog*`` modules): helpers, the translator, the values'
figures composed of the builders (:mod:`evalcore.view.figures` and
:mod:`evalcore.view.compare.pair_figures`, tested by tests/report/test_report_figures.py,
tests/evalcore/test_api.py and tests/evalcore/test_pair_figures.py), and the tables and labelled
figures the pages and the report share (the Risk, Segments, Folds and k-model pieces, tested by
tests/dashboard/test_risk_*.py, tests/report/ and tests/app/)."""
FIGURES = sorted(ROOT.glob("dashboard/*/figures.py")) + sorted(
    p for pattern in ("evalcore/view/*.py", "evalcore/view/compare/*.py")
    for p in ROOT.glob(pattern)
    if p.stem not in VIEW_HELPERS and not p.stem.startswith("catalog"))
FORBIDDEN = ("streamlit", "dashboard.shell")


def _imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports (``from a import b`` counts as ``a`` and ``a.b``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add(node.module or "")
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _forbidden(name: str) -> bool:
    return any(name == f or name.startswith(f + ".") for f in FORBIDDEN)


def test_no_figure_module_imports_streamlit_or_the_session():
    offenders = {str(path.relative_to(ROOT)): sorted(filter(_forbidden, _imported_modules(path)))
                 for path in FIGURES}
    assert {name: found for name, found in offenders.items() if found} == {}


def test_the_import_check_sees_a_state_import(tmp_path):
    """The check above would fail on the import every figure module had before (``t``)."""
    module = tmp_path / "old.py"
    module.write_text("import numpy as np\nfrom dashboard.shell.language import t\nimport streamlit as st\n")
    assert sorted(filter(_forbidden, _imported_modules(module))) == [
        "dashboard.shell.language", "dashboard.shell.language.t", "streamlit"]


def test_importing_every_figure_module_loads_neither_streamlit_nor_the_session():
    """Not even through another module: a fresh interpreter imports all of them."""
    modules = sorted(FIGURE_MODULES.values())
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules)
            + "print(sorted(m for m in sys.modules if m.split('.')[0] == 'streamlit' "
              "or m.startswith('dashboard.shell')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def _texts(value: Any) -> list[str]:
    """Every string in a figure's JSON (names, titles, annotations, hover text, ticks)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _texts(v)]
    if isinstance(value, (list, tuple, np.ndarray)):
        return [s for v in value for s in _texts(v)]
    return []


# Each case builds one figure with labels in the language of ``tr`` (translate bound to it) and
# returns it with the texts it must show.
Case = Callable[[Callable[..., str]], tuple[Any, list[str]]]
SWEEP = threshold_sweep(np.array([0, 0, 1, 1, 0, 1], dtype=bool), [0.1, 0.4, 0.35, 0.8, 0.6, 0.9])
NAMES = ("<b>tree</b>", "logreg")
"""Model names are user text: the figures escape them before a label function sees them."""
ESCAPED_A = "&lt;b&gt;tree&lt;/b&gt;"


def _binary(tr):
    labels = binary.CurveLabels(
        diagonal=tr("chance"), curve=tr("roc_curve_name", auc="0.8889"),
        landmark=tr("youden_point"), operating_point=tr("operating_point"),
        threshold_word=tr("threshold_word"), x_title=tr("fpr_axis"), y_title=tr("tpr_axis"))
    fig = binary.roc_figure(SWEEP.roc(), point=(0.25, 0.5), youden=(0.0, 0.5), labels=labels)
    return fig, [tr("chance"), tr("roc_curve_name", auc="0.8889"), tr("youden_point"),
                 tr("operating_point"), tr("threshold_word") + ": %{customdata[0]}",
                 tr("fpr_axis"), tr("tpr_axis")]


def _compare(tr):
    labels = compare.BootstrapLabels(resampled=tr("compare_boot_resampled"),
                                     difference=tr("compare_difference"), y_title=tr("count"))
    fig = compare.bootstrap_figure(np.linspace(-0.1, 0.3, 40), 0.1, (0.0, 0.2), labels=labels)
    return fig, [tr("compare_boot_resampled"), tr("compare_difference"), tr("count")]


def _compare_binary(tr):
    roc = SWEEP.roc()
    labels = compare_binary.OverlayLabels(
        reference=tr("chance"),
        curve=lambda name, auc: tr("compare_curve_auc", name=name, auc=auc),
        point=lambda name: tr("compare_point_of", name=name),
        x_title=tr("fpr_axis"), y_title=tr("tpr_axis"))
    fig = compare_binary.roc_overlay(
        (roc, roc), NAMES, (0.8889, 0.75), [(0.25, 0.5), (0.5, 0.75)],
        curve_dominance(roc.fpr, roc.tpr, roc.fpr, roc.tpr), labels=labels)
    return fig, [tr("chance"), tr("compare_curve_auc", name=ESCAPED_A, auc="0.8889"),
                 tr("compare_curve_auc", name="logreg", auc="0.7500"),
                 tr("compare_point_of", name=ESCAPED_A), tr("fpr_axis"), tr("tpr_axis")]


def _compare_many(tr):
    labels = compare_many.CdLabels(tr("many_cd_x"), tr("many_cd_bar", cd="0.8000"))
    fig = compare_many.cd_diagram([*NAMES, "knn"], [1.5, 2.0, 2.5], 0.8, labels=labels)
    return fig, [tr("many_cd_x"), tr("many_cd_bar", cd="0.8000"), ESCAPED_A, "logreg", "knn"]


def _compare_multiclass(tr):
    labels = compare_multiclass.DifferenceBarsLabels(
        leads=lambda name: tr("compare_multiclass_leads", name=name),
        even=tr("compare_multiclass_even"),
        x_title=tr("compare_multiclass_difference_of", metric="F1"),
        y_title=tr("multiclass_class_column"))
    fig = compare_multiclass.difference_bars(["cat", "dog", "owl"], [0.1, -0.2, 0.0], NAMES,
                                             labels=labels)
    return fig, [tr("compare_multiclass_leads", name=ESCAPED_A),
                 tr("compare_multiclass_leads", name="logreg"), tr("compare_multiclass_even"),
                 tr("compare_multiclass_difference_of", metric="F1"), tr("multiclass_class_column")]


def _compare_ranking(tr):
    labels = compare_ranking.QueryScatterLabels(
        equal_line=tr("compare_ranking_equal_line"), wins=tr("compare_wins"),
        ties=tr("compare_ties"), losses=tr("compare_losses"))
    fig = compare_ranking.query_scatter(
        np.array([0.5, 0.2, 0.3]), np.array([0.4, 0.2, 0.9]), np.array([1, 0, -1]),
        np.array(["q1", "q2", "q3"]), NAMES, "NDCG@10", labels=labels)
    return fig, [tr("compare_ranking_equal_line"), tr("compare_wins"), tr("compare_ties"),
                 tr("compare_losses"), f"NDCG@10 · {ESCAPED_A}"]


def _compare_regression(tr):
    labels = compare_regression.RecOverlayLabels(
        curve=lambda name, aoc: tr("compare_regression_rec_of", name=name, aoc=aoc),
        share=lambda name: tr("compare_regression_share_at", name=name),
        x_title=tr("regression_tolerance"), y_title=tr("regression_share_axis"))
    curve = (np.array([0.0, 0.5, 1.0]), np.array([0.0, 0.5, 1.0]))
    fig = compare_regression.rec_overlay([curve, curve], NAMES, (0.25, 0.5), 0.5, (0.5, 0.5),
                                         labels=labels)
    return fig, [tr("compare_regression_rec_of", name=ESCAPED_A, aoc="0.25"),
                 tr("compare_regression_share_at", name="logreg"),
                 tr("regression_tolerance"), tr("regression_share_axis")]


def _cost(tr):
    roc = SWEEP.roc()
    curve = cost_curve(roc.fpr, roc.tpr, roc.thresholds)
    confusion = SWEEP.confusion_at(0.4)
    best = operating_costs(curve, confusion).best
    labels = cost.RocHullLabels(
        roc=tr("cost_roc_name"), hull=tr("cost_hull_name"), iso=tr("cost_iso_name"),
        operating_point=tr("operating_point"), optimal_vertex=tr("cost_optimal_vertex"),
        x_title=tr("fpr_axis"), y_title=tr("tpr_axis"))
    fig = cost.roc_hull_figure(roc, curve, best=best,
                               iso_line=iso_cost_line(best.fpr, best.tpr, 0.5),
                               point=(confusion.fpr, confusion.tpr), labels=labels)
    return fig, [tr("cost_roc_name"), tr("cost_hull_name"), tr("cost_iso_name"),
                 tr("operating_point"), tr("cost_optimal_vertex"), tr("fpr_axis"),
                 tr("tpr_axis")]


def _folds(tr):
    roc = SWEEP.roc()
    lines = [folds.FoldLine(name, roc.fpr, roc.tpr, (0.25, 0.5)) for name in ("<b>1</b>", "2")]
    labels = folds.FoldCurveLabels(
        fold=lambda name: tr("folds_legend_fold", name=name), diagonal=tr("chance"),
        points=tr("folds_operating_points"), x_title=tr("fpr_axis"), y_title=tr("tpr_axis"),
        title=tr("folds_roc_title"), average=tr("folds_vertical_average"), band=tr("folds_band"))
    fig = folds.folds_roc_figure(lines, vertical_roc_average([(roc.fpr, roc.tpr)] * 2),
                                 labels=labels)
    return fig, [tr("folds_legend_fold", name="&lt;b&gt;1&lt;/b&gt;"),
                 tr("folds_legend_fold", name="2"), tr("chance"), tr("folds_operating_points"),
                 tr("fpr_axis"), tr("tpr_axis"), tr("folds_roc_title"),
                 tr("folds_vertical_average"), tr("folds_band")]


def _multiclass(tr):
    labels = multiclass.HeatmapLabels(cell_hover=lambda **cell: tr("multiclass_heatmap_hover", **cell),
                                      x_title=tr("prediction"), y_title=tr("truth"))
    counts = np.array([[3, 1], [0, 4]])
    fig = multiclass.multiclass_heatmap(counts.astype(float), counts, ["<i>a</i>", "b"],
                                        normalized=False, labels=labels)
    return fig, [tr("multiclass_heatmap_hover", true="&lt;i&gt;a&lt;/i&gt;", pred="b", count="1",
                    row="25.0%", column="20.0%"), tr("prediction"), tr("truth")]


def _ranking(tr):
    curves = MetricCurves(k=np.arange(1, 4), precision=np.array([1.0, 0.5, 0.33]),
                          recall=np.array([0.5, 0.5, 0.5]), ndcg=np.array([1.0, 0.6, 0.6]))
    names = {name: tr(f"ranking_label_{name}_at_k") for name in ("precision", "recall", "ndcg")}
    labels = ranking.MetricCurvesLabels(curves=names, k_line=tr("ranking_k_short", k=2),
                                        y_title=tr("ranking_mean_over_queries"))
    fig = ranking.metric_curves_figure(curves, 2, labels=labels)
    return fig, [*names.values(), tr("ranking_k_short", k=2), tr("ranking_mean_over_queries")]


def _regression(tr):
    keys = dict(within="regression_within_points", outside="regression_outside_points",
                band="regression_band", actual="regression_actual",
                predicted="regression_predicted", residual="regression_residual",
                rows="regression_rows", tolerance="regression_tolerance",
                share="regression_share_axis", rec="regression_rec_short",
                current="regression_current", normal_quantile="regression_normal_quantile",
                qq_points="regression_qq_points", qq_line="regression_qq_line",
                scatter_title="regression_scatter_title",
                residuals_title="regression_residuals_title",
                histogram_title="regression_histogram_title", qq_title="regression_qq_title",
                rec_title="regression_rec_title")
    labels = regression.RegressionLabels(**{field: tr(key) for field, key in keys.items()})
    y_true, y_pred = np.array([1.0, 2.0, 3.0]), np.array([1.1, 2.5, 2.9])
    scatter = regression.predicted_vs_actual_figure(y_true, y_pred,
                                                    np.array([False, True, False]), 0.2,
                                                    labels=labels)
    qq = regression.qq_figure(np.array([-1.0, 0.0, 1.0]), np.array([-0.4, -0.1, 0.5]), 0.45,
                              0.0, labels=labels)
    return _Figures(scatter, qq), [tr(keys[f]) for f in (
        "within", "outside", "band", "actual", "predicted", "scatter_title", "normal_quantile",
        "qq_points", "qq_line", "residual", "qq_title")]


class _Figures:
    """Several figures checked as one case (a module with more than one builder)."""

    def __init__(self, *figures):
        self.figures = figures

    def to_plotly_json(self):
        return [fig.to_plotly_json() for fig in self.figures]


def _learn(tr):
    from evalcore.teaching import pair_grid, roc_steps

    y, scores = np.array([0, 0, 1, 1, 0, 1], dtype=bool), [0.1, 0.4, 0.35, 0.8, 0.6, 0.9]
    steps = roc_steps(y, scores)
    path = learn.PathLabels(
        diagonal=tr("chance"), whole=tr("learn_whole_curve"), path=tr("learn_path_so_far"),
        current=tr("learn_current_point"), area=tr("learn_area_name"),
        latest=tr("learn_latest_trapezoid"), x_title=tr("fpr_axis"), y_title=tr("tpr_axis"),
        title=tr("learn_roc_title", area="0.5000"))
    strip = learn.StripLabels(
        positives=tr("actual_positive"), negatives=tr("actual_negative"),
        current=tr("learn_current_samples"), threshold=tr("threshold_word"),
        x_title=tr("learn_rank_axis"), y_title=tr("score"), title=tr("learn_strip_title", n=6),
        sample_word=tr("learn_sample_word"), score_word=tr("score"))
    pairs = learn.PairLabels(
        correct=tr("learn_pair_correct"), loss=tr("learn_pair_loss"), tie=tr("learn_pair_tie"),
        x_title=tr("learn_pairs_x", m_neg=3), y_title=tr("learn_pairs_y", m_pos=3),
        title=tr("learn_pairs_title"), hover_pair=tr("learn_pair_hover"),
        hover_block=tr("learn_block_hover"))
    order = np.argsort(scores)[::-1]
    figures = _Figures(
        learn.roc_path_figure(steps, 3, labels=path),
        learn.strip_figure(learn.StripData(numbers=order + 1, scores=np.array(scores)[order],
                                           positive=y[order]), 0.6, labels=strip),
        learn.pair_grid_figure(pair_grid(y, scores), labels=pairs))
    return figures, [tr("learn_path_so_far"), tr("learn_latest_trapezoid"),
                     tr("learn_roc_title", area="0.5000"), two_lines(tr("fpr_axis")),
                     tr("actual_positive"),
                     tr("learn_current_samples"), tr("learn_rank_axis"),
                     tr("learn_strip_title", n=6), tr("learn_pair_correct"), tr("learn_pair_loss"),
                     tr("learn_pair_tie"), tr("learn_pairs_x", m_neg=3),
                     tr("learn_pairs_title"), tr("learn_pair_hover") + "<extra></extra>"]
def _lesson(tr):
    from dashboard.lesson import figures as lesson
    from evalcore.teaching import pair_grid, roc_steps

    y, scores = np.array([0, 0, 1, 1, 0, 1], dtype=bool), [0.1, 0.4, 0.35, 0.8, 0.6, 0.9]
    steps = roc_steps(y, scores)
    regions = lesson.RegionLabels(
        tp=tr("tp_label"), fp=tr("fp_label"), tn=tr("tn_label"), fn=tr("fn_label"),
        threshold=tr("threshold_short", value="0.6"), x_title=tr("score"),
        y_title=tr("lesson_hist_y"), title="", bin_word=tr("lesson_hist_bin"))
    path = learn.PathLabels(
        diagonal=tr("chance"), whole="", path=tr("learn_path_so_far"),
        current=tr("learn_current_point"), area="", latest="", x_title=tr("fpr_axis"),
        y_title=tr("tpr_axis"), title="")
    frame = tr("lesson_hist_frame", points=2, threshold="0.6", tp="3", fp="2", tn="1", fn="0")
    slide = lesson.SlideLabels(regions=lambda x: regions, path=path,
                               frame_title=lambda k: frame, play=tr("lesson_hist_play"),
                               pause=tr("lesson_hist_pause"))
    linked = lesson.LinkedLabels(
        curve=tr("roc_header"), above=tr("lesson_pairs_above"),
        highlight=tr("lesson_pairs_highlight"), correct=tr("learn_pair_correct"),
        loss=tr("learn_pair_loss"), tie=tr("learn_pair_tie"),
        roc_title=tr("lesson_pairs_roc_title"), grid_title=tr("lesson_pairs_grid_title"),
        fpr_title=tr("fpr_axis"), tpr_title=tr("tpr_axis"),
        neg_title=tr("lesson_pairs_neg_axis"), pos_title=tr("lesson_pairs_pos_axis"))
    edges = np.linspace(0, 1, 11)
    figures = _Figures(
        lesson.region_histogram_figure(edges, np.arange(10), np.arange(10)[::-1], 0.6,
                                       labels=regions),
        lesson.roc_points_figure(np.array([0, 0.5, 1]), np.array([0, 0.5, 1]), labels=path),
        lesson.threshold_slide_figure(edges, np.arange(10), np.arange(10)[::-1],
                                      edges[::-1][:3], np.array([0, 0.5, 1]),
                                      np.array([0, 0.5, 1]), start=1, labels=slide),
        lesson.linked_pairs_figure(pair_grid(y, scores), steps.fpr, steps.tpr, highlight=None,
                                   labels=linked))
    return figures, [frame, tr("lesson_hist_y"), tr("lesson_hist_play"),
                     tr("lesson_hist_pause"), tr("learn_path_so_far"), tr("lesson_pairs_roc_title"),
                     tr("lesson_pairs_grid_title"), tr("lesson_pairs_above")]


def _risk(tr):
    import json

    from evalcore.view import risk
    from evalcore.view.risk_render import gains_chart, ks_chart, lift_chart, reliability_chart
    from evalcore.view.risk_summary import summarise
    from evalcore.binary import threshold_sweep

    golden = ROOT / "tests" / "evalcore" / "golden"
    groups = json.loads((golden / "lift-seed001_a.json").read_text())["groups"]
    bins = json.loads((golden / "calibration-seed001_a.json").read_text())["bins"]
    y = np.array([1, 1, 0, 1, 0, 1, 0, 0, 1, 0], dtype=bool)
    summary = summarise(threshold_sweep(y, np.linspace(0.95, 0.05, 10)))
    det = risk.DetLabels(curve=tr("roc_header"), operating_point=tr("operating_point"),
                         x_title=tr("fpr_axis"), y_title=tr("tpr_axis"))
    figures = _Figures(
        ks_chart(tr, summary, threshold=0.5),
        gains_chart(tr, summary.share, summary.gain, summary.prior, groups),
        lift_chart(tr, groups), reliability_chart(tr, bins),
        risk.det_figure([-1.0, 0.0, 1.0], [1.0, 0.0, -1.0], point=(0.0, 0.0), labels=det))
    return figures, [tr("risk_ks_header"), tr("risk_gains_header"), tr("risk_lift_header"),
                     tr("risk_reliability_header"), tr("risk_cdf_axis"),
                     tr("risk_gains_perfect"), tr("risk_lift_axis"), tr("risk_predicted_axis"),
                     tr("operating_point")]


def _resampling(tr):
    spread = resampling.spread_figure(
        {tr("resampling_method_holdout"): np.array([0.1, 0.2]),
         tr("resampling_method_kfold"): np.array([0.15, 0.16])}, loo=0.15,
        labels=resampling.SpreadLabels(loo=tr("resampling_loo_line"),
                                       y_title=tr("resampling_spread_axis", measure="x")))
    oob = resampling.oob_figure(
        oob_share_curve([2, 10], rounds=3), this_run=(10, 0.3),
        labels=resampling.OobLabels(
            theory=tr("resampling_oob_theory"), measured=tr("resampling_oob_measured"),
            limit=tr("resampling_oob_limit"), this_run=tr("resampling_oob_this_run", m=10),
            x_title=tr("resampling_oob_x"), y_title=tr("resampling_oob_y")))
    bars = resampling.split_estimates_figure(
        np.array([0.1, 0.2]), 0.15, 0.05,
        labels=resampling.EstimatesLabels(bars=tr("resampling_split_bar"),
                                          mean=tr("resampling_mean_line"),
                                          band=tr("resampling_band"),
                                          x_title=tr("resampling_split_axis"),
                                          y_title=tr("resampling_measure_error_rate")))
    fig = go.Figure(data=[*spread.data, *oob.data, *bars.data])
    fig.update_layout(title=" | ".join(f.layout.xaxis.title.text or "" for f in (oob, bars)),
                      yaxis_title=" | ".join(f.layout.yaxis.title.text
                                             for f in (spread, oob, bars)))
    return fig, [tr("resampling_method_holdout"), tr("resampling_loo_line"),
                 tr("resampling_oob_measured"), tr("resampling_oob_this_run", m=10),
                 tr("resampling_oob_x"), tr("resampling_split_bar"),
                 tr("resampling_measure_error_rate")]


def _generalization(tr):
    data = polynomial_data(8, 0.3, 0)
    study = polynomial_study(data, folds=2, degrees=range(3))
    grid = np.linspace(0, 1, 5)
    fit = generalization.polynomial_fit_figure(
        data, grid, grid, grid, 2, labels=generalization.PolynomialFitLabels(
            training=tr("generalization_training_points"), test=tr("generalization_test_points"),
            truth=tr("generalization_truth"), fit=lambda m: tr("generalization_fit", degree=m)))
    mse = generalization.degree_figure(study, 1, labels=generalization.DegreeLabels(
        train=tr("generalization_train_curve"), test=tr("generalization_test_curve"),
        cv=tr("generalization_cv_curve", folds=2), current=tr("generalization_current_degree"),
        chosen=tr("generalization_chosen_marker"), x_title="M",
        y_title=tr("generalization_mse_axis")))
    knn = neighbors_data(90, 1.0, 0)
    knn_study = neighbors_study(knn, k_values=(1, 3))
    regions = generalization.regions_figure(
        decision_regions(knn, 1, size=4), knn, labels=generalization.RegionsLabels(
            train=lambda c: tr("generalization_class", label=c),
            test=lambda c: tr("generalization_test_class", label=c),
            x_title="x1", y_title="x2"))
    accuracy = generalization.accuracy_figure(knn_study, 3, labels=generalization.AccuracyLabels(
        train=tr("generalization_train_accuracy_curve"),
        cv=tr("generalization_cv_accuracy_curve"), test=tr("generalization_test_accuracy_curve"),
        current=tr("generalization_current_k"), chosen=tr("generalization_chosen_marker"),
        x_title="K", y_title=tr("generalization_accuracy_axis")))
    fig = go.Figure(data=[*fit.data, *mse.data, *regions.data, *accuracy.data])
    fig.update_layout(yaxis_title=mse.layout.yaxis.title.text + " | "
                      + accuracy.layout.yaxis.title.text)
    return fig, [tr("generalization_training_points"), tr("generalization_fit", degree=2),
                 tr("generalization_cv_curve", folds=2), tr("generalization_mse_axis"),
                 tr("generalization_test_class", label="2"), tr("generalization_chosen_marker"),
                 tr("generalization_accuracy_axis")]


CASES: dict[str, Case] = {
    "binary": _binary, "learn": _learn, "compare": _compare, "compare_binary": _compare_binary,
    "compare_many": _compare_many,
    "compare_multiclass": _compare_multiclass, "compare_ranking": _compare_ranking,
    "compare_regression": _compare_regression, "cost": _cost, "folds": _folds,
    "multiclass": _multiclass, "ranking": _ranking, "regression": _regression,
    "resampling": _resampling, "generalization": _generalization, "lesson": _lesson, "risk": _risk,
}


def test_every_figure_module_with_text_has_a_case():
    modules = {".".join(p.relative_to(ROOT).with_suffix("").parts) for p in FIGURES}
    assert set(FIGURE_MODULES.values()) == modules and sorted(CASES) == sorted(FIGURE_MODULES)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("module", sorted(CASES))
def test_a_figure_writes_the_labels_it_is_given(module, lang):
    fig, expected = CASES[module](partial(translate, lang=lang))
    texts = "\n".join(_texts(fig.to_plotly_json()))
    assert [text for text in expected if text not in texts] == []


@pytest.mark.parametrize("module", sorted(CASES))
def test_the_two_languages_give_different_text(module):
    """So that the test above shows the figure follows its labels, not a session's language."""
    english, chinese = (set(CASES[module](partial(translate, lang=lang))[1])
                        for lang in ("en", "zh"))
    assert english != chinese
    assert any("\u4e00" <= c <= "\u9fff" for text in chinese - english for c in text)


def test_the_cd_diagram_hovers_each_rank_as_a_four_decimal_number():
    """Average ranks 1.25, 2.0 and 10.375 (hand-made): the hover reads them with four decimals,
    never in scientific notation or cut to three digits ("10.4")."""
    labels = compare_many.CdLabels("rank", "CD")
    fig = compare_many.cd_diagram(["a", "b", "c"], [1.25, 2.0, 10.375], 0.8, labels=labels)
    hovers = [trace.hovertemplate for trace in fig.data if trace.hovertemplate]
    assert hovers == ["a: 1.2500<extra></extra>", "b: 2.0000<extra></extra>",
                      "c: 10.3750<extra></extra>"]


def test_multiclass_heatmap_outlines_each_drawn_diagonal_cell_and_the_selected_one_last():
    """Among the drawn classes (``shown``: 0, 2, 3 of four), each diagonal cell is outlined
    above the heatmap, and the selected class's cell again in the operating point's colour."""
    counts = np.array([[5, 1, 0, 0], [0, 4, 1, 0], [2, 0, 3, 1], [0, 0, 1, 6]])
    labels = multiclass.HeatmapLabels(cell_hover=lambda **cell: "", x_title="", y_title="")
    fig = multiclass.multiclass_heatmap(counts.astype(float), counts, list("abcd"),
                                        normalized=False, labels=labels, selected=3,
                                        shown=[0, 2, 3])
    outlines = [(s.type, s.x0, s.x1, s.y0, s.y1, s.line.color, s.line.width, s.layer)
                for s in fig.layout.shapes]
    diagonal = [("rect", i - 0.5, i + 0.5, i - 0.5, i + 0.5, multiclass.DIAGONAL_COLOR, 1.5,
                 "above") for i in range(3)]
    assert outlines == diagonal + [("rect", 1.5, 2.5, 1.5, 2.5, binary.POINT_COLOR, 4, "above")]
