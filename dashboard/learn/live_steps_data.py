"""What the browser's step-through receives (:func:`steps_data`): the ROC construction's arrays
(:class:`~evalcore.teaching.RocSteps`, read from evalcore once), each step's words, the text of
its controls and the ROC and P-R path figures (the Learn page's builders, as Plotly.js takes
them), sent once per data set and language. The browser picks a step and looks its numbers up; it
computes none (it restyles the figures' path to the step, as the builders draw it)."""

from __future__ import annotations

import base64
import hashlib

import numpy as np

from dashboard.learn.figures import (StripData, pr_path_figure, roc_path_figure, score_room,
                                     strip_score_text, writes_scores)
from dashboard.learn.path_labels import pr_path_labels, roc_path_labels
from dashboard.learn.step_text import area_sum, move_text, step_threshold
from evalcore.view.live.payload import figure_spec, histogram_spec
from dashboard.shell.language import t
from evalcore.view.formatting import format_count, format_value
from evalcore.view.language import plotly_locale
from evalcore.binary import ThresholdSweep
from evalcore.decimate import decimate_curve
from evalcore.histogram import ScoreHistogram
from evalcore.teaching import RocSteps

LIVE_STEPS = 500
"""At most this many steps are sent (each with its words); a longer construction is sent at
this many evenly spread steps, the first and the last among them (as the server's play moves
several steps a frame)."""
WHOLE_POINTS = 1000
"""Most points of each whole curve drawn under the path (:func:`whole_curves`)."""
SPEEDS = (1, 2, 5, 10, 15, 20, 30)
"""The browser's play speeds, steps per second."""
DEFAULT_SPEED = 2
TEXT_KEYS = ("learn_first_help", "learn_back_help", "learn_forward_help", "learn_last_help",
             "learn_play", "learn_pause", "learn_speed", "learn_step_label", "learn_step_help",
             "learn_keys_help", "learn_tp", "learn_fp", "learn_tpr", "learn_fpr",
             "learn_precision", "learn_recall", "learn_area", "learn_whole_curve",
             "learn_pr_title", "learn_rank_axis")
"""The step-through's words sent as they are (named without ``learn_`` in the browser)."""
COLUMNS = ("tp", "fp", "tpr", "fpr", "precision", "recall", "area", "threshold")


def sent_steps(count: int, limit: int = LIVE_STEPS) -> np.ndarray:
    """The indices of the steps sent out of ``count``: all up to ``limit``, else ``limit`` of
    them evenly spread, the first and the last among them."""
    if count <= limit:
        return np.arange(count)
    return np.unique(np.linspace(0, count - 1, limit).round().astype(int))


def whole_curves(steps: RocSteps) -> tuple[np.ndarray, np.ndarray]:
    """The steps the whole ROC and P-R curves are drawn through: every corner, or beyond
    :data:`WHOLE_POINTS` those :func:`~evalcore.decimate.decimate_curve` keeps at a tolerance of
    a third of a pixel of the browser's 300-pixel plot."""
    roc = decimate_curve(steps.fpr, steps.tpr, max_points=WHOLE_POINTS, tolerance=0.001)
    pr = decimate_curve(steps.recall[1:], steps.precision[1:], max_points=WHOLE_POINTS,
                        tolerance=0.001)
    return roc, pr + 1


def path_figures(steps: RocSteps, *, classroom: bool, toolbar: bool) -> dict:
    """The ROC and P-R path figures at the start with every trace a step needs (``slots``,
    empty: the browser draws the step it shows), the whole curves thinned as
    :func:`whole_curves` does, as Plotly.js takes them
    (:func:`~evalcore.view.live.payload.figure_spec`), each with the indices of the traces the
    browser restyles (``marks``); ``toolbar``: Plotly's toolbar shown (not on the lesson's screen)."""
    roc_at, pr_at = whole_curves(steps)
    roc_text, pr_text = roc_path_labels(format_value(0.0)), pr_path_labels()
    roc = roc_path_figure(steps, 0, drawn=roc_at, labels=roc_text, slots=True)
    pr = pr_path_figure(steps, 0, drawn=pr_at, labels=pr_text, slots=True)

    def index(fig, name: str) -> list[int]:
        return [k for k, trace in enumerate(fig.data) if trace.name == name]

    specs = {
        "roc": figure_spec(roc, classroom=classroom, name="roc_path", marks={
            "areas": index(roc, roc_text.area), "latest": index(roc, roc_text.latest)[0],
            "path": index(roc, roc_text.path)[0], "point": index(roc, roc_text.current)[0]}),
        "pr": figure_spec(pr, classroom=classroom, name="pr_path", marks={
            "path": index(pr, pr_text.path)[0], "point": index(pr, pr_text.current)[0]}),
    }
    if not toolbar:
        for spec in specs.values():
            spec["config"]["displayModeBar"] = False
    return specs


def left_histogram(histogram: ScoreHistogram, *, weighted: bool, classroom: bool,
                   toolbar: bool) -> dict:
    """The score histogram by class as the left figure (the live view's figure,
    :func:`~evalcore.view.live.payload.histogram_spec`, titled as the Learn page's), its cut (shape
    and annotation ``marks``) moved by the browser to each step's threshold."""
    spec = histogram_spec(histogram, tr=t, weighted=weighted, classroom=classroom)
    spec["figure"]["layout"].setdefault("title", {})["text"] = t("learn_histogram_title")
    if not toolbar:
        spec["config"]["displayModeBar"] = False
    return spec


def _block(values) -> str:
    return base64.b64encode(np.asarray(values, dtype="<f8").tobytes()).decode("ascii")


def _strip(strip: StripData, title: str) -> dict:
    """The strip's samples and, when it writes them, each score's text and the room right of the
    last sample for it (in samples), as the server's strip writes them."""
    size = strip.scores.size
    return {"scores": _block(strip.scores), "positive": _block(strip.positive), "title": title,
            "score_text": strip_score_text(strip.scores) if writes_scores(size) else None,
            "room": score_room(size)}


def steps_data(steps: RocSteps, sweep: ThresholdSweep, *, identity: str, left: str,
               strip: StripData, strip_title: str, histogram: ScoreHistogram, weighted: bool,
               classroom: bool, toolbar: bool = True, limit: int = LIVE_STEPS) -> dict:
    """The step-through's data: the sent steps' numbers as one float64 block (columns
    :data:`COLUMNS` and ``step``, each step's index in the construction), the ROC and P-R
    figures (:func:`path_figures`), the left figure's
    samples (``strip``, by score descending, with how many lie above / at or above each step's
    threshold) or ``histogram`` (:func:`left_histogram`), and every text in the current
    language."""
    index = sent_steps(len(steps), limit)
    columns = {name: np.asarray(getattr(steps, name))[index] for name in COLUMNS}
    columns["step"] = index.astype(float)
    descending = -strip.scores  # ascending, for searchsorted
    threshold = columns["threshold"]
    columns["strip_above"] = np.searchsorted(descending, -threshold, side="left").astype(float)
    columns["strip_cut"] = np.searchsorted(descending, -threshold, side="right").astype(float)
    names = list(columns)
    block = np.concatenate([np.asarray(columns[name], dtype="<f8") for name in names])
    marker = "\u0000"
    data = {
        "view": "learnSteps",
        "table": {"columns": names, "stops": int(index.size), "block": _block(block)},
        "last": len(steps) - 1,
        "moves": [t("learn_step_counter", step=int(i), steps=len(steps) - 1) for i in index],
        "labels": [step_threshold(steps, int(i)) for i in index],
        "captions": [move_text(steps, int(i)) for i in index],
        "areas": [area_sum(steps, int(i)) for i in index],
        "figures": path_figures(steps, classroom=classroom, toolbar=toolbar),
        "left": left,
        "strip": _strip(strip, strip_title),
        "hist": (left_histogram(histogram, weighted=weighted, classroom=classroom,
                                toolbar=toolbar) if left == "histogram" else None),
        "classroom": classroom,
        "plotly_locale": plotly_locale(t),
        "speeds": list(SPEEDS),
        "speed": DEFAULT_SPEED,
        "text": {
            **{key.removeprefix("learn_"): t(key) for key in TEXT_KEYS},
            "speed_value": t("learn_speed_value", speed=marker),
            "roc_title": t("learn_roc_title", area=marker),
            "fpr_axis": t("fpr_axis"), "tpr_axis": t("tpr_axis"),
            "recall_axis": t("recall_axis"), "precision_axis": t("precision_axis"),
            "score": t("score"), "count": t("count_weighted" if weighted else "count"),
            "hist_title": t("learn_histogram_title"),
            "actual_positive": t("actual_positive"), "actual_negative": t("actual_negative"),
            "threshold_short": t("threshold_short", value=marker),
            "m_pos": format_count(steps.m_pos),
        },
    }
    digest = hashlib.blake2b(repr((identity, left, classroom, toolbar, limit)).encode()
                             + data["table"]["block"].encode() + strip.scores.tobytes()
                             + "".join(data["captions"][:2]).encode(), digest_size=10)
    data["id"] = digest.hexdigest()
    return data
