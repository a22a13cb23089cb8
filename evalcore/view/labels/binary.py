"""The translated text of the binary figures, for any language: ``tr(key, **params)`` is the
translator (the page's :func:`dashboard.shell.language.t`, or the HTML report's
``partial(translate, lang=...)``). Pure, no Streamlit: the page (:mod:`dashboard.binary.view`) and
the report (:mod:`evalcore.view.report`) build the same labels here."""

from __future__ import annotations

from typing import Callable

from evalcore.view.binary import ConfusionLabels, CurveLabels, HistogramLabels
from evalcore.view.formatting import format_threshold
from evalcore.binary import Confusion

Translator = Callable[..., str]


def point_text(tr: Translator, confusion: Confusion) -> str:
    """The P-R operating point's label, "P=0.60, R=0.60" (empty when P is undefined: no point)."""
    return point_text_at(tr, confusion.precision, confusion.recall)


def point_text_at(tr: Translator, precision: float | None, recall: float | None) -> str:
    """:func:`point_text` of a precision and a recall (None or NaN: undefined, no text)."""
    if precision is None or recall is None or precision != precision or recall != recall:
        return ""
    return tr("pr_point_text", p=f"{precision:.2f}", r=f"{recall:.2f}")


def confusion_labels(tr: Translator) -> ConfusionLabels:
    """The 2×2 heatmap's text (Confusion page, and a class against the rest on multiclass data)."""
    return ConfusionLabels(
        predicted_positive=tr("predicted_positive"), predicted_negative=tr("predicted_negative"),
        actual_positive=tr("actual_positive"), actual_negative=tr("actual_negative"),
        x_title=tr("prediction"), y_title=tr("truth"))


def histogram_labels(tr: Translator, threshold: float, *, titled: bool = False,
                     weighted: bool = False) -> HistogramLabels:
    """The score histograms' text, the line labelled with ``threshold`` as the counts use it;
    ``titled``: the heading inside the figure; ``weighted``: the bars sum sample weights (the
    y axis says so only then)."""
    shown = format_threshold(threshold, tr("threshold_all_negative"))
    return HistogramLabels(negatives=tr("actual_negative"), positives=tr("actual_positive"),
                           threshold=tr("threshold_short", value=shown),
                           x_title=tr("score"),
                           y_title=tr("count_weighted" if weighted else "count"),
                           title=tr("score_distribution_header") if titled else "")


def roc_labels(tr: Translator, auc: float, *, titled: bool = False) -> CurveLabels:
    """The ROC figure's text, its legend giving ``auc``; ``titled``: the heading inside the
    figure (the ROC / PR page, where a separate heading would cost height)."""
    return CurveLabels(diagonal=tr("chance"), curve=tr("roc_curve_name", auc=f"{auc:.4f}"),
                       landmark=tr("youden_point"), operating_point=tr("operating_point"),
                       threshold_word=tr("threshold_word"), x_title=tr("fpr_axis"),
                       y_title=tr("tpr_axis"), title=tr("roc_header") if titled else "",
                       all_negative=tr("threshold_all_negative"))


def pr_labels(tr: Translator, ap: float, *, titled: bool = False, point: str = "",
              prevalence: float | None = None) -> CurveLabels:
    """The P-R figure's text, its legend giving ``ap``; ``titled`` as for :func:`roc_labels`;
    ``point`` written beside the operating point (:func:`point_text`); ``prevalence``: the
    baseline's legend name with its value."""
    baseline = "" if prevalence is None else tr("pr_baseline", prevalence=f"{prevalence:.4f}")
    return CurveLabels(diagonal=tr("p_equals_r"), curve=tr("pr_curve_name", ap=f"{ap:.4f}"),
                       landmark=tr("bep_point"), operating_point=tr("operating_point"),
                       threshold_word=tr("threshold_word"), x_title=tr("recall_axis"),
                       y_title=tr("precision_axis"), title=tr("pr_header") if titled else "",
                       point_text=point, all_negative=tr("threshold_all_negative"),
                       baseline=baseline)
