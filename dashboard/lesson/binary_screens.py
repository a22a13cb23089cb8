"""The lesson's screens on the shared two-class data set (the sidebar's example or the teacher's
own file): each composes the binary, Learn and Cost rooms' values and figure builders."""

from __future__ import annotations

import streamlit as st

from evalcore.view.binary import confusion_heatmap, pr_figure, score_histogram_figure
from dashboard.binary.view import (binary_analysis, confusion_labels, curve_summary,
                                   histogram_labels, point_text, pr_labels, threshold_strip)
from evalcore.view.cost import cost_curve_figure, roc_hull_figure
from dashboard.cost.view import cost_controls, cost_curve_labels, cost_summary, roc_hull_labels
from dashboard.learn.data import cached_grid, cached_steps
from dashboard.learn.pairs_view import rank_loss_formula
from dashboard.learn.steps_view import show_steps
from evalcore.view.live.payload import curves_data
from dashboard.live.view import live_threshold_view, live_view_on
from dashboard.lesson.figures import LinkedLabels, linked_pairs_figure
from dashboard.lesson.frame import screen_fragment
from dashboard.lesson.linked_hover import linked_hover
from dashboard.shell.input_errors import show_input_error
from dashboard.loading.byte_cache import byte_cached
from dashboard.shell.language import lang, t
from dashboard.shell.session import classroom_mode
from dashboard.widgets.charts import filling, filling_charts, show_chart, show_filling
from evalcore.view.formatting import format_value
from dashboard.widgets.threshold import threshold_text
from evalcore.cost import best_at, iso_cost_line, probability_cost
from evalcore.errors import EvalInputError

HEIGHT = 330
"""A figure's height on a lesson screen: the navigation, the caption and one control row above
it still leave it whole at 1024×768."""
PAIRS_HEIGHT = 420
HIGHLIGHT = "lesson_pairs_sample"


def threshold_screen(dataset) -> None:
    """The threshold and the four counts; the matrix beside the cut in the score histogram:
    moved in the browser (the live view) unless the sidebar's live switch is off."""
    if live_view_on():
        _live_threshold_screen(dataset)
    else:
        _drawn_threshold_screen(dataset)


@screen_fragment
def _live_threshold_screen(dataset) -> None:
    live_threshold_view(dataset.sweep, dataset.histogram, dataset.dataset_id, beta=1.0,
                        weighted=dataset.data.weights is not None, projector=True)


@screen_fragment
def _drawn_threshold_screen(dataset) -> None:
    threshold, confusion = threshold_strip(binary_analysis(dataset), dataset.dataset_id)
    left, right = st.columns(2)
    show_chart(confusion_heatmap(confusion.tp, confusion.fp, confusion.tn, confusion.fn,
                                 labels=confusion_labels()),
               key="lesson_matrix", height=HEIGHT, where=left)
    hist = dataset.histogram
    show_chart(score_histogram_figure(hist.edges, hist.positives, hist.negatives, threshold,
                                      labels=histogram_labels(
                                          threshold, titled=True,
                                          weighted=dataset.data.weights is not None)),
               key="lesson_histogram", height=HEIGHT, where=right)


def precision_screen(dataset) -> None:
    """The threshold and P, R; the P-R curve with its point and the BEP, AP and BEP beside (in
    the live view: in one line above it, its figure takes the rest of the screen): moved in the
    browser unless the sidebar's live switch is off."""
    if live_view_on():
        _live_precision_screen(dataset)
    else:
        _drawn_precision_screen(dataset)


@screen_fragment
def _live_precision_screen(dataset) -> None:
    summary = curve_summary(dataset)
    st.caption(f"{t('ap_label')} {format_value(summary.ap)} · "  # one line: the curve below
               + t("bep_at", value=format_value(summary.bep.value),
                   threshold=threshold_text(summary.bep.threshold, None)))
    live_threshold_view(dataset.sweep, dataset.histogram, dataset.dataset_id, beta=1.0,
                        weighted=dataset.data.weights is not None, projector=True,
                        curves=_pr_curve(dataset.dataset_id, lang(), classroom_mode(),
                                         summary))


@byte_cached
def _pr_curve(dataset_id: str, language: str, classroom: bool, _summary) -> dict:
    """The live view's P-R figure alone (the ROC / PR page's, without the prevalence's baseline)
    for data set ``dataset_id`` in ``language``."""
    s = _summary
    return {"pr": curves_data(s.roc, s.pr, auc=s.auc, ap=s.ap, youden=s.youden, bep=s.bep, tr=t,
                              classroom=classroom)["pr"]}


@screen_fragment
def _drawn_precision_screen(dataset) -> None:
    threshold, confusion = threshold_strip(binary_analysis(dataset), dataset.dataset_id)
    summary = curve_summary(dataset)
    left, right = st.columns((3, 2))
    show_chart(pr_figure(summary.pr, point=(confusion.recall, confusion.precision),
                         bep=(summary.bep.value, summary.bep.value),
                         labels=pr_labels(summary.ap, titled=True, point=point_text(confusion))),
               key="lesson_pr", height=HEIGHT + 40, where=left)
    with right:  # the P-R page's measures without its notes on how the curve is drawn
        ap_col, bep_col = st.columns(2)
        ap_col.metric(t("ap_label"), format_value(summary.ap))
        bep_col.metric(t("bep_label"), format_value(summary.bep.value))
        st.caption(t("bep_at", value=format_value(summary.bep.value),
                     threshold=threshold_text(summary.bep.threshold, None)))


def steps_screen(dataset) -> None:
    """The Learn page's step-by-step ROC construction, alone: stepped and played in the
    browser unless the sidebar's live switch is off."""
    with filling_charts():
        show_steps(dataset, teaching=True)


@screen_fragment
def pairs_screen(dataset) -> None:
    """ℓrank's formula with its counts, a sample to highlight, and the ROC beside the pair grid
    with the lost pairs shaded as the area above the curve."""
    data = dataset.data
    grid = cached_grid(dataset.dataset_id, data.y_true, data.scores)
    steps = cached_steps(dataset.dataset_id, dataset.sweep)
    formula_col, pick_col = st.columns((3, 2), vertical_alignment="bottom")
    totals = grid.totals()
    formula_col.markdown(rank_loss_formula(totals))
    formula_col.markdown(t("lesson_pairs_auc", rank_loss=format_value(totals.rank_loss),
                           auc=format_value(1.0 - totals.rank_loss)))
    highlight = None
    if grid.exact:
        options = [None, *(("pos", i) for i in range(grid.pos_scores.size)),
                   *(("neg", j) for j in range(grid.neg_scores.size))]
        highlight = pick_col.selectbox(t("lesson_pairs_sample"), options, key=HIGHLIGHT,
                                       format_func=lambda o: _sample_name(grid, o))
    else:
        pick_col.caption(t("lesson_pairs_blocks"))
    figure = linked_pairs_figure(grid, steps.fpr, steps.tpr, highlight=highlight,
                                 labels=LinkedLabels(
                                     curve=t("roc_header"), above=t("lesson_pairs_above"),
                                     highlight=t("lesson_pairs_highlight"),
                                     correct=t("learn_pair_correct"), loss=t("learn_pair_loss"),
                                     tie=t("learn_pair_tie"),
                                     roc_title=t("lesson_pairs_roc_title"),
                                     grid_title=t("lesson_pairs_grid_title"),
                                     fpr_title=t("fpr_axis"), tpr_title=t("tpr_axis"),
                                     neg_title=t("lesson_pairs_neg_axis"),
                                     pos_title=t("lesson_pairs_pos_axis")))
    show_chart(figure, key="lesson_pairs", height=PAIRS_HEIGHT)
    if grid.exact:
        linked_hover("lesson_pairs", grid, steps)


def _sample_name(grid, option) -> str:
    if option is None:
        return t("lesson_pairs_none")
    kind, rank = option
    scores = grid.pos_scores if kind == "pos" else grid.neg_scores
    key = "lesson_pairs_pos" if kind == "pos" else "lesson_pairs_neg"
    return t(key, score=f"{scores[rank]:.4g}")


@screen_fragment
def cost_screen(dataset) -> None:
    """C(−|+), C(+|−) and p(+); the best threshold at PC(+); the cost curve (the lower envelope)
    beside the ROC hull with the iso-cost line through its best vertex."""
    summary = cost_summary(dataset)
    cost_fn, cost_fp, prior = cost_controls(dataset.dataset_id, summary.prior)
    try:
        pc = probability_cost(prior, cost_fn=cost_fn, cost_fp=cost_fp)
    except EvalInputError as error:
        show_input_error(error)
        return
    best = best_at(summary.curve, pc)  # the operating point is the best threshold at PC(+)
    # the sentence above the figures: their boxes have their final height when they are first
    # laid out (text arriving after them would shrink both, and each would be laid out again)
    st.caption(t("cost_best_at", pc=format_value(pc),
                 threshold=threshold_text(best.threshold, dataset.sweep),
                 fpr=format_value(best.fpr), tpr=format_value(best.tpr)))
    curve, hull = _cost_figures(dataset.dataset_id, lang(), classroom_mode(), pc, summary)
    left, right = st.columns((3, 2))  # the cost plane wide: its legend in fewer rows
    show_filling(curve, key="lesson_cost_curve", where=left)
    show_filling(hull, key="lesson_cost_roc", where=right)


@byte_cached
def _cost_figures(dataset_id: str, language: str, classroom: bool, pc: float, _summary):
    """The cost screen's two figures of data set ``dataset_id`` at PC(+) ``pc`` in ``language``
    (the session's: the key of their text) and mode, built and made to fill their boxes once: a
    screen shown again, by any session, sends them without building them (shared: never changed
    after). No threshold of its own here: the threshold's line and point are the best ones,
    drawn once."""
    summary = _summary
    best = best_at(summary.curve, pc)
    labels = cost_curve_labels(summary)
    curve = cost_curve_figure(summary.curve, summary.lines, pc=pc, best=best,
                              threshold_line=(best.fpr, 1 - best.tpr), threshold_cost=best.cost,
                              labels=labels)
    hull = roc_hull_figure(summary.roc, summary.curve, best=best,
                           iso_line=iso_cost_line(best.fpr, best.tpr, pc),
                           point=(best.fpr, best.tpr),
                           labels=roc_hull_labels())
    return (filling(_without(curve, labels.threshold_line, labels.current), classroom=classroom),
            filling(_without(hull, t("operating_point")), classroom=classroom))


def _without(fig, *names: str):
    """``fig`` without the traces named ``names``."""
    fig.data = [trace for trace in fig.data if trace.name not in names]
    return fig
