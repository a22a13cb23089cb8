"""View 1 of the Learn page: the ROC curve built one threshold at a time (seed 001, the watermelon
book's §2.3.3), with the sorted samples or the score histogram (seed 003 §4.3.3) beside the ROC
and P-R paths, the running counts, and the area as trapezoids summed.

With the live switch on (:func:`~dashboard.live.view.live_view_on`) the browser steps, plays
and draws (:mod:`dashboard.learn.live_steps`) and tells the server the step when play stops or a
step is chosen. Otherwise, the server path: the current step lives in
``st.session_state[STEP]``; the buttons and the slider change it in their callbacks, and while
playing a fragment that reruns itself every 1/speed seconds moves it on (a full run stops the
animation at the last step).
"""

from __future__ import annotations

import math

import plotly.graph_objects as go
import streamlit as st

from dashboard.binary.sidebar import BinaryDataset
from evalcore.view.binary import score_histogram_figure
from dashboard.binary.view import histogram_labels
from dashboard.learn.data import STRIP_LIMIT, cached_steps, drawn_points, strip_data
from dashboard.learn.step_text import area_sum, move_text, short_value, step_threshold
from dashboard.learn.live_steps import live_steps_view
from dashboard.learn.figures import (StripData, StripLabels, pr_path_figure, roc_path_figure,
                                     strip_figure)
from dashboard.learn.path_labels import pr_path_labels, roc_path_labels
from evalcore.view.report.document import Figure, Heading, Paragraph
from dashboard.reporting.page import tiles_table
from dashboard.widgets.export_context import export_context
from dashboard.shell.guard import guarded_fragment
from dashboard.shell.language import option_labels, t
from dashboard.shell import links
from dashboard.shell.session import sticky
from dashboard.live.view import live_view_on
from dashboard.widgets.charts import PROJECTOR_HEIGHT, show_chart
from evalcore.view.formatting import format_count, format_value
from dashboard.reporting.button import page_report_button
from dashboard.widgets.threshold import move_threshold, shared_threshold
from evalcore.teaching import RocSteps

STEP = "learn_step"
STEP_DATASET = "learn_step_dataset"
SLIDER = "learn_step_slider"
"""The step slider's key prefix (see :func:`_slider_key`)."""
SLIDER_SHOWN = "learn_slider_shown"
SLIDER_GENERATION = "learn_slider_generation"
PLAYING = "learn_playing"
MANUAL = "learn_manual"
"""Set by a button or the slider: the fragment rerun it causes does not also advance."""
SPEED = "learn_speed"
LEFT = "learn_left"
STRIP_SIZE = "learn_strip_size"
STRIP_SEED = "learn_strip_seed"
SPEEDS = (0.5, 1.0, 2.0, 4.0)
"""Animation speeds, frames per second."""
MAX_FRAMES = 100
"""An animation takes at most this many frames (a long one moves several steps a frame)."""
LEFT_FIGURES = ("samples", "histogram")
FIGURE_COLUMNS = (1.15, 1, 1)
FIGURE_HEIGHT = PROJECTOR_HEIGHT - 70
"""Lower than the threshold pages' figures: the step controls take two rows and the area's sum
one more above the figures, which still end (legend included) above the fold at 1024×768; in a
third of that width the square ROC and P-R plots are limited by the width anyway."""
CONTROL_COLUMNS = (1, 1, 1, 1, 2.2, 5.6, 1.6)
"""⏮ ◀ ▶ ⏭, play, the step slider, the options: the options' column holds its icon and
chevron at 1024 px."""
COUNT_COLUMNS = (0.8, 0.8, 1, 1, 1, 1, 1.1)
TILE_STYLE = """<style>
.st-key-learn_tiles [data-testid="stMetricValue"], .st-key-learn_tiles [data-testid="stMetricValue"] div,
.st-key-learn_tiles [data-testid="stMetricValue"] p { font-size: 1.5rem; }
</style>"""
"""Static CSS, no user text: the seven tiles' values smaller than a metric's, so that a rate of
four decimals (0.6667) shows whole in a seventh of the page at 1024×768, not as "0.…"."""
STEP_ICONS = {"learn_first": ":material/first_page:", "learn_back": ":material/chevron_left:",
              "learn_forward": ":material/chevron_right:", "learn_last": ":material/last_page:"}
"""The step buttons' icons (Streamlit's bundled Material font: the Unicode arrows ⏮ ⏭ are
missing from common fonts); each button's help says what it does."""


def show_steps(dataset: BinaryDataset, *, in_browser: bool | None = None,
               teaching: bool = False) -> None:
    """The fragment with the controls, the counts and the figures; while playing it reruns
    itself every 1/speed seconds. Play / pause and the speed change that timer, which only a full
    run can do: the fragment asks for one when they differ from what it was started with.
    ``in_browser``: the live step-through (None: as the sidebar's live switch says).
    ``teaching``: the construction alone, for the lesson's screen (no options, no "use this
    threshold", no figures' note and no report button)."""
    steps = cached_steps(dataset.dataset_id, dataset.sweep)
    last = len(steps) - 1
    _start_on_new_data(dataset.dataset_id, last)
    in_browser = live_view_on() if in_browser is None else in_browser
    playing = not in_browser and bool(st.session_state.get(PLAYING, False))
    speed = float(st.session_state.get(SPEED, 1.0))
    stride = max(1, math.ceil(last / MAX_FRAMES))

    @guarded_fragment(run_every=1 / speed if playing else None)
    def live_steps() -> None:
        state = st.session_state
        if (not in_browser and (bool(state.get(PLAYING, False)), float(state.get(SPEED, 1.0)))
                != (playing, speed)):
            st.rerun(scope="app")
        if playing and not state.pop(MANUAL, False):
            _advance(stride, last)
        state.pop(MANUAL, None)
        index = state[STEP]
        if not playing:  # a frame of the animation is no entry in the browser's history
            links.publish(STEP, int(index))
        if in_browser:
            left, size, seed = _browser_steps(dataset, steps, index, teaching=teaching)
        else:
            left, size, seed = _step_controls(dataset, steps, index, playing)
            _counts(steps, index)
        area = area_sum(steps, index)
        if not in_browser:
            st.markdown(area)  # above the figures: in view with them at 1024×768
        figures = _figures(dataset, steps, index, left, size, seed, show=not in_browser)
        if teaching:
            return
        st.caption(t("learn_figures_caption"))
        page_report_button("steps", (
            *export_context().settings[:1], (t("learn_step_label"), f"{index} / {last}"),
            (t("threshold_word"), step_threshold(steps, index))), (
            Heading(t("learn_view_steps")),
            tiles_table(_tiles(steps, index), (t("report_item"), t("value_column"))),
            *(Figure(figure, name) for figure, name in figures), Paragraph(area),
            Paragraph(t("learn_figures_caption"))))

    live_steps()


def _start_on_new_data(dataset_id: str, last: int) -> None:
    """Back to the start (and stopped) when the data changed; a fresh session's link
    (``step=``, :data:`dashboard.shell.links.PARAMS`) opens at its step."""
    state = st.session_state
    if state.get(STEP_DATASET) != dataset_id or STEP not in state:
        state[STEP_DATASET], state[STEP], state[PLAYING] = dataset_id, 0, False
    from_link = links.number(STEP, low=0, high=last, integer=True)
    if from_link is not None:
        state[STEP] = int(from_link)
    state[STEP] = min(max(int(state[STEP]), 0), last)


def _toggle_play(last: int) -> None:
    state = st.session_state
    state[PLAYING] = not state.get(PLAYING, False)
    if state[PLAYING] and state.get(STEP, 0) >= last:
        state[STEP] = 0  # play again from the start


def _advance(stride: int, last: int) -> None:
    """One frame of the animation; at the last step it stops (a full run ends the ticking)."""
    state = st.session_state
    state[STEP] = min(state[STEP] + stride, last)
    if state[STEP] >= last:
        state[PLAYING] = False
        st.rerun(scope="app")


def _go(to: int, last: int) -> None:
    st.session_state[STEP] = min(max(to, 0), last)
    st.session_state[MANUAL] = True


def _from_slider(key: str) -> None:
    """The user moved the step slider (widget ``key``)."""
    st.session_state[STEP] = st.session_state[SLIDER_SHOWN] = st.session_state[key]
    st.session_state[MANUAL] = True


def _slider_key(index: int) -> str:
    """The step slider's key: a new one whenever the step was moved by anything but the slider
    (a button, a frame of the animation). A slider kept across such moves would be sent back
    with the value the browser still had, moving the animation back."""
    state = st.session_state
    if state.get(SLIDER_SHOWN) != index:
        state[SLIDER_GENERATION] = state.get(SLIDER_GENERATION, 0) + 1
        state[SLIDER_SHOWN] = index
    return f"{SLIDER}_{state.get(SLIDER_GENERATION, 0)}"


def _use_threshold(dataset: BinaryDataset, threshold: float) -> None:
    """The shared threshold (Confusion, ROC / PR, Cost Curve) moves to this step's."""
    move_threshold(dataset.dataset_id, threshold)
    st.session_state[MANUAL] = True


def _options(dataset: BinaryDataset, speed: bool = True) -> tuple[str, int, int]:
    """The options popover: the speed (unless the browser has its own), the left figure, and
    beyond :data:`STRIP_LIMIT` samples the strip's sample size and seed. Returns (left figure,
    size, seed)."""
    with st.popover("", icon=":material/tune:", help=t("learn_options_help"),
                    use_container_width=True):
        if speed:
            st.select_slider(t("learn_speed"), options=SPEEDS, value=1.0, key=SPEED,
                             format_func=lambda s: t("learn_speed_value", speed=f"{s:g}"))
        left = sticky(st.radio, t("learn_left_label"), options=LEFT_FIGURES, key=LEFT,
                      format_func=option_labels("learn_left_"))
        n = dataset.data.y_true.size
        if n <= STRIP_LIMIT:
            return left, STRIP_LIMIT, 0
        st.caption(t("learn_strip_large", n=format_count(n)))
        size = sticky(st.number_input, t("learn_strip_size"), min_value=10,
                      max_value=STRIP_LIMIT, value=100, step=10, key=STRIP_SIZE)
        seed = sticky(st.number_input, t("learn_strip_seed"), min_value=0, value=0, step=1,
                      key=STRIP_SEED)
    return left, int(size), int(seed)


def _step_controls(dataset: BinaryDataset, steps: RocSteps, index: int,
                   playing: bool) -> tuple[str, int, int]:
    """One row: ⏮ ◀ ▶ ⏭, play / pause, the step slider, the options; then what this step did
    and "use this threshold". Returns the options (:func:`_options`)."""
    last = len(steps) - 1
    columns = st.columns(CONTROL_COLUMNS, vertical_alignment="bottom")
    for column, (key, tip, to, disabled) in zip(columns, (
            ("learn_first", t("learn_first_help"), 0, index == 0),
            ("learn_back", t("learn_back_help"), index - 1, index == 0),
            ("learn_forward", t("learn_forward_help"), index + 1, index == last),
            ("learn_last", t("learn_last_help"), last, index == last))):
        column.button("", key=key, icon=STEP_ICONS[key], on_click=_go, args=(to, last),
                      disabled=disabled, help=tip, use_container_width=True)
    columns[4].button(t("learn_pause") if playing else t("learn_play"), key="learn_play_button",
                      icon=":material/pause:" if playing else ":material/play_arrow:",
                      on_click=_toggle_play, args=(last,), use_container_width=True)
    key = _slider_key(index)
    columns[5].slider(t("learn_step_label"), min_value=0, max_value=last, value=index, step=1,
                      key=key, on_change=_from_slider, args=(key,), help=t("learn_step_help"),
                      disabled=playing)  # while playing it shows the step
    with columns[6]:
        options = _options(dataset)
    text_col, use_col = st.columns((5, 2), vertical_alignment="center")
    text_col.caption(move_text(steps, index) + _shared_note(dataset, steps, index))
    _use_button(dataset, steps, index, use_col)
    return options


def _shared_note(dataset: BinaryDataset, steps: RocSteps, index: int) -> str:
    """" · the other pages use this threshold" when they do, else nothing."""
    kept = shared_threshold(dataset.dataset_id)
    shared = kept is not None and dataset.sweep.cut_at(kept) == float(steps.threshold[index])
    return " · " + t("learn_threshold_shared") if shared else ""


def _use_button(dataset: BinaryDataset, steps: RocSteps, index: int, where) -> None:
    where.button(t("learn_use_threshold"), key="learn_use_threshold", on_click=_use_threshold,
                 args=(dataset, float(steps.threshold[index])),
                 help=t("learn_use_threshold_help"), use_container_width=True)


def _browser_steps(dataset: BinaryDataset, steps: RocSteps, index: int, *,
                   teaching: bool = False) -> tuple[str, int, int]:
    """The step-through answered in the browser (controls, counts, words and figures), then the
    options, whether the other pages use the step the server last heard and "use this
    threshold" for it (``teaching``: the step-through alone, on the options' defaults). Returns
    the options (:func:`_options`)."""
    if teaching:
        n = dataset.data.y_true.size
        left, size, seed = LEFT_FIGURES[0], STRIP_LIMIT if n <= STRIP_LIMIT else 100, 0
        strip, title = _strip(dataset, size, seed)
        live_steps_view(dataset, steps, index, left=left, size=size, seed=seed, strip=strip,
                        strip_title=title, store=STEP, manual=MANUAL, toolbar=False)
        return left, size, seed
    view = st.container()  # drawn into once the options below are read
    options_col, note_col, use_col = st.columns((1, 5, 2), vertical_alignment="center")
    with options_col:
        left, size, seed = _options(dataset, speed=False)
    note_col.caption(_shared_note(dataset, steps, index).removeprefix(" · "))
    _use_button(dataset, steps, index, use_col)
    strip, title = _strip(dataset, size, seed)
    with view:
        live_steps_view(dataset, steps, index, left=left, size=size, seed=seed, strip=strip,
                        strip_title=title, store=STEP, manual=MANUAL)
    return left, size, seed


def _tiles(steps: RocSteps, index: int) -> list[tuple[str, str]]:
    """TP, FP, TPR, FPR, P, R and the area so far (label, short number)."""
    step = steps.step(index)
    return [(t(key), value) for key, value in (
        ("learn_tp", format_count(step.tp)), ("learn_fp", format_count(step.fp)),
        ("learn_tpr", short_value(step.tpr)), ("learn_fpr", short_value(step.fpr)),
        ("learn_precision", short_value(step.precision.value)),
        ("learn_recall", short_value(step.recall)), ("learn_area", short_value(step.area)))]


def _counts(steps: RocSteps, index: int) -> None:
    """:func:`_tiles` as one row of tiles."""
    with st.container(key="learn_tiles"):
        st.html(TILE_STYLE)
        for column, (label, value) in zip(st.columns(COUNT_COLUMNS), _tiles(steps, index)):
            column.metric(label, value)


def _strip(dataset: BinaryDataset, size: int, seed: int) -> tuple[StripData, str]:
    """The strip's samples (:func:`strip_data`) and its title."""
    strip = strip_data(dataset, size, seed)
    n = dataset.data.y_true.size
    title = (t("learn_strip_title", n=format_count(n)) if strip.scores.size == n else
             t("learn_strip_sample_title", shown=format_count(strip.scores.size),
               n=format_count(n), seed=seed))
    return strip, title


def _figures(dataset: BinaryDataset, steps: RocSteps, index: int, left: str, size: int,
             seed: int, *, show: bool = True) -> list[tuple[go.Figure, str]]:
    """The samples (or the score histogram), the ROC path and the P-R path side by side (not
    drawn unless ``show``: the browser draws them); returns them (figure, name) for the
    report."""
    threshold = float(steps.threshold[index])
    left_col, roc_col, pr_col = st.columns(FIGURE_COLUMNS) if show else (None, None, None)
    if left == "histogram":
        hist = dataset.histogram
        figure = score_histogram_figure(hist.edges, hist.positives, hist.negatives, threshold,
                                        labels=histogram_labels(
                                            threshold, titled=True,
                                            weighted=dataset.data.weights is not None))
        figure.update_layout(title_text=t("learn_histogram_title"))  # fits a third of 1024 px
    else:
        strip, title = _strip(dataset, size, seed)
        figure = strip_figure(strip, threshold, labels=StripLabels(
            positives=t("actual_positive"), negatives=t("actual_negative"),
            current=t("learn_current_samples"), threshold=t("threshold_word"),
            x_title=t("learn_rank_axis"), y_title=t("score"), title=title,
            sample_word=t("learn_sample_word"), score_word=t("score")))
    shown = [(figure, left)]
    step = steps.step(index)
    roc_drawn, pr_drawn = drawn_points(dataset.dataset_id, steps)
    roc = roc_path_figure(steps, index, drawn=roc_drawn,
                          labels=roc_path_labels(format_value(step.area)))
    pr = pr_path_figure(steps, index, drawn=pr_drawn, labels=pr_path_labels())
    if show:
        for (shown_figure, name), column in zip(
                ((figure, "learn_left_figure"), (roc, "learn_roc"), (pr, "learn_pr")),
                (left_col, roc_col, pr_col)):
            show_chart(shown_figure, key=name, height=FIGURE_HEIGHT, where=column)
    return [*shown, (roc, "roc_path"), (pr, "pr_path")]
