"""The words of one step of the ROC construction, in the user's language: what the step did
(:func:`move_text`) and the area so far as its trapezoids summed (:func:`area_sum`). One home for
the server-drawn step-through and the browser's, which gets them for every step at once."""

from __future__ import annotations

import numpy as np

from dashboard.shell.language import t
from evalcore.view.formatting import format_count, format_value
from dashboard.widgets.threshold import threshold_text
from evalcore.teaching import RocSteps

SUM_TERMS = 12
"""Up to this many trapezoids the area's sum is written term by term."""


def step_threshold(steps: RocSteps, index: int) -> str:
    """Step ``index``'s threshold as the book sets it: the score of the samples this step adds,
    in exact digits (not a shorter number between it and the next score), or "every sample
    negative" at the start."""
    return threshold_text(float(steps.threshold[index]), None)


def move_text(steps: RocSteps, index: int) -> str:
    """"Step 3 of 10: threshold 0.75, 1 positive at this score → up 1/m⁺ (m⁺ = 5).\""""
    last = len(steps) - 1
    gained_tp = steps.tp[index] - (steps.tp[index - 1] if index else 0)
    gained_fp = steps.fp[index] - (steps.fp[index - 1] if index else 0)
    return t(f"learn_move_{steps.move[index]}", step=index, steps=last,
             threshold=step_threshold(steps, index),
             positives=format_count(gained_tp), negatives=format_count(gained_fp),
             m_pos=format_count(steps.m_pos), m_neg=format_count(steps.m_neg))


def area_terms(steps: RocSteps, index: int) -> np.ndarray:
    """The trapezoids' areas up to step ``index``, in order, those of width 0 (moves up) left
    out: Δx·(y₁ + y₂)/2 with x = FPR, y = TPR."""
    area = np.asarray(steps.area[:index + 1])
    widths = np.diff(np.asarray(steps.fpr[:index + 1]))
    return np.diff(area)[widths > 0]


def area_sum(steps: RocSteps, index: int) -> str:
    """"Area so far = 0 + 0.12 + 0.12 = 0.2400", or the number of trapezoids when many; at the
    last step it is AUC."""
    terms = area_terms(steps, index)
    total = format_value(float(steps.area[index]))
    if terms.size == 0:
        text = t("learn_area_none")
    elif terms.size <= SUM_TERMS:
        text = t("learn_area_terms", terms=" + ".join(f"{v:.4g}" for v in terms), total=total)
    else:
        text = t("learn_area_many", count=format_count(terms.size), total=total)
    if index == len(steps) - 1:
        text += " — " + t("learn_area_is_auc", auc=format_value(steps.auc))
    return text


def short_value(value: float | None) -> str:
    """A rate as the textbook writes it, at most four decimals and no trailing zeros (0.2, not
    0.2000: seven tiles fit a projector's row); undefined as "—"."""
    return "—" if value is None else f"{round(value, 4):.4f}".rstrip("0").rstrip(".")
