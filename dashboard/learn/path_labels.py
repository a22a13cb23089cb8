"""The words of the step-through's ROC and P-R path figures in the user's language: one home for
the server-drawn step-through and the browser's, which restyles the figures these labels built."""

from __future__ import annotations

from dashboard.learn.figures import PathLabels
from dashboard.shell.language import t


def roc_path_labels(area: str) -> PathLabels:
    """The ROC path's text, its title giving the area so far (``area``, as shown)."""
    return PathLabels(diagonal=t("chance"), whole=t("learn_whole_curve"),
                      path=t("learn_path_so_far"), current=t("learn_current_point"),
                      area=t("learn_area_name"), latest=t("learn_latest_trapezoid"),
                      x_title=t("fpr_axis"), y_title=t("tpr_axis"),
                      title=t("learn_roc_title", area=area))


def pr_path_labels() -> PathLabels:
    """The P-R path's text (no "P=…, R=…" box at the point: the tiles above give both, and in a
    third of 1024 px the box would stick out of the plot)."""
    return PathLabels(diagonal=t("p_equals_r"), whole=t("learn_whole_curve"),
                      path=t("learn_path_so_far"), current=t("learn_current_point"), area="",
                      latest="", x_title=t("recall_axis"), y_title=t("precision_axis"),
                      title=t("learn_pr_title"))
