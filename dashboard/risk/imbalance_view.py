"""Imbalanced data made visible: the score histogram by class as counts, each class's density
(area 1, so that 1.8 % positives are as tall as the rest) or on a log count axis; and a log FPR
axis for the ROC curve (the prevalence baseline of the P-R plot is
:func:`evalcore.view.binary.pr_figure`'s)."""

from __future__ import annotations

import streamlit as st

from evalcore.view.binary import score_histogram_figure
from dashboard.binary.view import histogram_labels
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky

SCALES = ("count", "density", "log")
SCALE = "histogram_scale"
LOG_FPR = "roc_log_fpr"


def histogram_scale() -> str:
    """The histogram's scale chosen under it (counts by default)."""
    return sticky(st.radio, t("risk_scale_label"), options=SCALES, key=SCALE, horizontal=True,
                  format_func=option_labels("risk_scale_"), help=t("risk_scale_help"))


def scaled_histogram(histogram, threshold: float, scale: str, *, weighted: bool):
    """The score histogram by class on ``scale``: counts, densities (each class's area 1) or
    counts on a log axis."""
    labels = histogram_labels(threshold, titled=True, weighted=weighted)
    positives, negatives = histogram.positives, histogram.negatives
    if scale == "density":
        positives, negatives = histogram.densities()
        labels = type(labels)(**{**vars(labels), "y_title": t("risk_density_axis")})
    return score_histogram_figure(histogram.edges, positives, negatives, threshold,
                                  labels=labels, log_y=scale == "log")


def log_fpr() -> bool:
    """Whether the ROC curve's FPR axis is logarithmic (a switch, off by default)."""
    return sticky(st.toggle, t("risk_log_fpr_label"), value=False, key=LOG_FPR,
                  help=t("risk_log_fpr_help"))
