"""The lesson's screens that bring their own data: seed 003's histogram, the simulator's
prevalence, the Resampling lab's methods on Iris and the Generalization page's degree M and KNN's
K. Each draws one control and the figures of the room it comes from."""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from evalcore.view.binary import pr_figure, roc_figure
from dashboard.binary.view import curve_summary, pr_labels, roc_labels
from dashboard.generalization.view import (cached_neighbors, cached_polynomial,
                                           neighbors_figure_pair, polynomial_figures)
from dashboard.learn.figures import PathLabels
from dashboard.learn.simulator_figures import with_theory
from dashboard.learn.simulator_view import (DEFAULTS, FPR_GRID, PREVALENCES, Settings,
                                            simulate)
from dashboard.lesson.figures import RegionLabels, SlideLabels, threshold_slide_figure
from dashboard.lesson.frame import screen_fragment
from dashboard.lesson.slide_control import slide_control
from dashboard.live.figure import figure_json
from dashboard.resampling.figures import OobLabels, oob_figure
from dashboard.resampling.pictures import fold_strips_figure
from dashboard.resampling.pictures_view import cached_strips, strip_labels
from dashboard.resampling.view import (cached_oob_curve, cached_run, show_estimates, split_table,
                                       summary)
from dashboard.shell.language import lang, t
from dashboard.shell.session import classroom_mode
from dashboard.widgets.charts import filling, show_chart, show_filling
from evalcore.view.formatting import format_count, format_value
from dashboard.widgets.tables import show_plain_table
from evalcore.evaluation_methods import LabSettings
from evalcore.evaluation_methods.polynomial import DEGREES
from evalcore.teaching import precision_at, seed003_histogram, theoretical_auc, theoretical_roc
from evalcore.teaching.seed003 import THRESHOLD

HEIGHT = 330
"""As :data:`dashboard.lesson.binary_screens.HEIGHT`."""
LAB = LabSettings(dataset="iris", model="knn", k_neighbors=5)
"""The method screens' data set and model: Iris is small enough for leave-one-out."""
FAMILY = "binormal"
PROJECTOR_POINTS = 1000
"""Most points of a sample's curve on the prevalence screen (5,000 samples): its two figures
share a projector's width, where a curve has fewer pixels than that, and each is drawn several
times as the screen settles."""
SLIDE_CHART = "lesson_seed003_slide"
SLIDE_FRAME = "lesson_hist_frame"
"""Session key of seed 003's frame shown (0: threshold 1.0, the last: 0.0)."""


@st.cache_resource(show_spinner=False)
def _seed003():
    return seed003_histogram()


@screen_fragment
def histogram_screen(_dataset=None) -> None:
    """The threshold slid over the bin edges from 1 to 0; the histogram with the four cells as
    regions beside the ROC drawn up to this threshold, in one view whose Play button slides the
    threshold from 1 to 0 while the ROC gains a point per edge. The slider and the sentence of
    the counts follow the figure's frame in the browser (:func:`slide_control`): one threshold
    on the screen at every moment."""
    seed = _seed003()
    thresholds = [float(x) for x in seed.thresholds]
    counts = [seed.confusion_at(x) for x in thresholds]
    start = slide_control(key=SLIDE_FRAME, chart=SLIDE_CHART, label=t("lesson_hist_threshold"),
                          values=[f"{x:.1f}" for x in thresholds],
                          texts=[_counts_text(seed, x, c) for x, c in zip(thresholds, counts)],
                          default=thresholds.index(THRESHOLD))
    show_filling(_slide_json(lang(), classroom_mode(), start), key=SLIDE_CHART)


@st.cache_data(show_spinner=False, max_entries=64)
def _slide_json(language: str, classroom: bool, start: int) -> str:
    """:func:`_slide_figure` filling its box in mode ``classroom``, as JSON text: built and
    checked once, where a figure of eleven frames takes longer to copy and fill than to draw."""
    return figure_json(filling(_slide_figure(language, start), classroom=classroom))


def _slide_figure(language: str, start: int):
    """Seed 003's animated figure opening at frame ``start``, in ``language`` (the session's:
    the key of its text): eleven frames of two figures each."""
    seed = _seed003()
    thresholds = [float(x) for x in seed.thresholds]
    counts = [seed.confusion_at(x) for x in thresholds]
    hist = seed.histogram
    fpr, tpr = seed.roc_points(0.0)
    labels = SlideLabels(
        regions=lambda x: RegionLabels(
            tp=t("tp_label"), fp=t("fp_label"), tn=t("tn_label"), fn=t("fn_label"),
            threshold=t("threshold_short", value=f"{x:.1f}"), x_title=t("score"),
            y_title=t("lesson_hist_y"), title="", bin_word=t("lesson_hist_bin")),
        path=PathLabels(diagonal=t("chance"), whole="", path=t("learn_path_so_far"),
                        current=t("learn_current_point"), area="", latest="",
                        x_title=t("fpr_axis"), y_title=t("tpr_axis"), title=""),
        frame_title=lambda k: t("lesson_hist_frame", points=k + 1,
                                threshold=f"{thresholds[k]:.1f}",
                                tp=format_count(counts[k].tp), fp=format_count(counts[k].fp),
                                tn=format_count(counts[k].tn), fn=format_count(counts[k].fn)),
        play=t("lesson_hist_play"), pause=t("lesson_hist_pause"))
    return threshold_slide_figure(hist.edges, hist.positives, hist.negatives, seed.thresholds,
                                  fpr, tpr, start=start, labels=labels)


def _counts_text(seed, threshold: float, confusion) -> str:
    """The sentence of seed 003's counts, TPR and FPR at ``threshold``."""
    return t("lesson_hist_counts", threshold=f"{threshold:.1f}",
             tp=format_count(confusion.tp), fp=format_count(confusion.fp),
             tn=format_count(confusion.tn), fn=format_count(confusion.fn),
             m_pos=format_count(seed.sweep.positives), m_neg=format_count(seed.sweep.negatives),
             tpr=format_value(confusion.tpr), fpr=format_value(confusion.fpr))


@screen_fragment
def prevalence_screen(_dataset=None) -> None:
    """The simulator's prevalence alone: the sample's size, and its ROC and P-R curves beside
    the theory's (which alone the title's claim is about)."""
    prevalence = st.select_slider(t("learn_sim_prevalence"), options=list(PREVALENCES),
                                  value=0.5, key="lesson_prevalence",
                                  format_func=lambda p: f"{p:.1%}",
                                  help=t("learn_sim_prevalence_help"))
    params = DEFAULTS[FAMILY]
    draw = simulate(Settings(family=FAMILY, params=tuple(params.items()), n=5000,
                             prevalence=float(prevalence), seed=0))
    summary = curve_summary(draw, max_points=PROJECTOR_POINTS)
    theory_tpr = theoretical_roc(FAMILY, params, FPR_GRID)
    auc = theoretical_auc(FAMILY, params)
    roc = with_theory(roc_figure(summary.roc, point=(None, None),
                                 youden=(summary.youden.fpr, summary.youden.tpr),
                                 labels=roc_labels(summary.auc, titled=True)),
                      FPR_GRID, theory_tpr, t("learn_sim_theory_roc", auc=f"{auc:.4f}"))
    pr = with_theory(pr_figure(summary.pr, point=(None, None),
                               bep=(summary.bep.value, summary.bep.value),
                               labels=pr_labels(summary.ap, titled=True)),
                     theory_tpr, precision_at(theory_tpr, FPR_GRID, float(prevalence)),
                     t("learn_sim_theory_pr"))
    positives = int(draw.y.sum())
    st.caption(t("lesson_prevalence_sample", n=format_count(draw.y.size),
                 pos=format_count(positives), neg=format_count(draw.y.size - positives),
                 auc=format_value(summary.auc), theory=format_value(auc)))
    left, right = st.columns(2)
    show_chart(roc, key="lesson_prevalence_roc", height=HEIGHT + 40, where=left)
    show_chart(pr, key="lesson_prevalence_pr", height=HEIGHT + 40, where=right)


@screen_fragment
def holdout_screen(_dataset=None) -> None:
    """The test set's share; μ (one estimate, no σ); the split drawn (each sample of D in S or
    T, by class) beside the class counts of D, S and T."""
    share = st.slider(t("resampling_test_size"), min_value=0.1, max_value=0.5, value=0.3,
                      step=0.05, key="lesson_test_size")
    settings = replace(LAB, method="holdout", test_size=share)
    run = cached_run(settings)
    summary(run)
    picture_col, table_col = st.columns((3, 2))
    labels = replace(strip_labels("holdout", settings.dataset),
                     split_name=lambda repeat, fold: t("lesson_holdout_row"))
    show_chart(fold_strips_figure(cached_strips(settings), labels=labels),
               key="lesson_holdout_split", where=picture_col)
    show_plain_table(split_table(run), where=table_col)


@screen_fragment
def kfold_screen(_dataset=None) -> None:
    """k; μ ± σ over the k folds and each fold's test error."""
    folds = st.slider(t("resampling_folds"), min_value=2, max_value=20, value=10,
                      key="lesson_folds")
    _estimates(cached_run(replace(LAB, method="kfold", folds=folds)))


@screen_fragment
def loo_screen(_dataset=None) -> None:
    """Leave-one-out on Iris: μ and every sample's error (0 or 1)."""
    st.caption(t("lesson_loo_small"))
    _estimates(cached_run(replace(LAB, method="loo")))


@screen_fragment
def bootstrap_screen(_dataset=None) -> None:
    """The rounds; μ, the mean out-of-bag share and (1 − 1/m)^m → 1/e."""
    rounds = st.slider(t("resampling_rounds"), min_value=5, max_value=200, value=20, step=5,
                       key="lesson_rounds")
    run = cached_run(replace(LAB, method="bootstrap", rounds=rounds))
    summary(run)
    labels = OobLabels(theory=t("resampling_oob_theory"), measured=t("resampling_oob_measured"),
                       limit=t("resampling_oob_limit"),
                       this_run=t("resampling_oob_this_run", m=run.n_samples),
                       x_title=t("resampling_oob_x"), y_title=t("resampling_oob_y"))
    figure = oob_figure(cached_oob_curve(), labels=labels,
                        this_run=(run.n_samples, float(run.oob_share.mean())))
    figure.update_xaxes(dtick=1)  # 1, 10, 100, 1000: no small 2 and 5 between them
    show_chart(figure, key="lesson_oob", height=HEIGHT)


def _estimates(run) -> None:
    """The Resampling lab's tiles and its figure of each split's estimate with μ ± σ."""
    summary(run)
    show_estimates(run, key="lesson_estimates", height=HEIGHT, explain=False)  # fits 1024×768


POLYNOMIAL = (10, 0.3, 0)
"""The Generalization page's default data: 10 training points, noise 0.3, seed 0."""
NEIGHBORS = (300, 1.2, 0)
CV_FOLDS = 5


@screen_fragment
def degree_screen(_dataset=None) -> None:
    """Degree M; the fit beside training, test and CV error against M."""
    degree = st.slider(t("generalization_degree"), min_value=DEGREES[0], max_value=DEGREES[-1],
                       value=3, key="lesson_degree")
    data, study = cached_polynomial(*POLYNOMIAL, CV_FOLDS)
    polynomial_figures(data, study, POLYNOMIAL, degree, CV_FOLDS, height=HEIGHT + 40)


@screen_fragment
def knn_screen(_dataset=None) -> None:
    """K; the decision regions beside accuracy against K (5-fold CV picks K)."""
    k = st.slider(t("generalization_k"), min_value=1, max_value=30, value=1, key="lesson_k")
    regions, accuracy = _knn_figures(lang(), classroom_mode(), k)
    regions_col, accuracy_col = st.columns(2)
    show_filling(regions, key="generalization_regions", where=regions_col)
    show_filling(accuracy, key="generalization_accuracy", where=accuracy_col)


@st.cache_resource(show_spinner=False, max_entries=64)
def _knn_figures(language: str, classroom: bool, k: int):
    """The KNN screen's two figures at K in ``language`` (the session's: the key of their text)
    and mode, built and made to fill their boxes once per server: a screen shown again, by any
    session, sends them without building them (shared: never changed after)."""
    data, study = cached_neighbors(*NEIGHBORS)
    regions, accuracy, _ = neighbors_figure_pair(data, study, NEIGHBORS, k)
    return filling(regions, classroom=classroom), filling(accuracy, classroom=classroom)
