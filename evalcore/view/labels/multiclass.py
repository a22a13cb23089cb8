"""The translated text of the multiclass figures, for any language: ``tr(key, **params)`` is the
page's :func:`dashboard.shell.language.t` or the HTML report's translator. Pure, no Streamlit: the
ROC/PR page (:mod:`dashboard.multiclass.view`) and the report (:mod:`evalcore.view.report.sections`)
build the same labels here."""

from __future__ import annotations

from typing import Callable

from evalcore.view.multiclass import HeatmapLabels, OvrLabels

Translator = Callable[..., str]


def ovr_labels(tr: Translator, *, pr: bool) -> OvrLabels:
    """The one-vs-rest ROC (``pr`` False) or P-R figure's text; every legend name gives the
    class's area (AUC, AP)."""
    area_name = "AP" if pr else "AUC"
    return OvrLabels(
        diagonal=tr("p_equals_r") if pr else tr("chance"),
        curve=lambda label, area: tr("multiclass_curve_name", label=label, name=area_name,
                                     area=area),
        micro=lambda area: tr("multiclass_micro_curve_name", name=area_name, area=area),
        operating_point=tr("operating_point"),
        x_title=tr("recall_axis") if pr else tr("fpr_axis"),
        y_title=tr("precision_axis") if pr else tr("tpr_axis"),
        bep=tr("bep_point") if pr else None)


def heatmap_labels(tr: Translator) -> HeatmapLabels:
    """The C×C heatmap's text: each cell's hover and the axis titles."""
    return HeatmapLabels(cell_hover=lambda **cell: tr("multiclass_heatmap_hover", **cell),
                         x_title=tr("prediction"), y_title=tr("truth"))
