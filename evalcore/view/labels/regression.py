"""The translated text of the Regression figures, for any language: ``tr(key, **params)`` is the
translator (the page's :func:`dashboard.shell.language.t`, or the HTML report's). Pure, no
Streamlit: the page (app_pages/regression.py) and the report (:mod:`evalcore.view.report.sections`)
build the same labels here."""

from __future__ import annotations

from typing import Callable

from evalcore.view.regression import RegressionLabels


def regression_labels(tr: Callable[..., str]) -> RegressionLabels:
    """The five figures' names, axis titles and titles."""
    return RegressionLabels(
        within=tr("regression_within_points"), outside=tr("regression_outside_points"),
        band=tr("regression_band"), actual=tr("regression_actual"),
        predicted=tr("regression_predicted"), residual=tr("regression_residual"),
        rows=tr("regression_rows"), tolerance=tr("regression_tolerance"),
        share=tr("regression_share_axis"), rec=tr("regression_rec_short"),
        current=tr("regression_current"), normal_quantile=tr("regression_normal_quantile"),
        qq_points=tr("regression_qq_points"), qq_line=tr("regression_qq_line"),
        scatter_title=tr("regression_scatter_title"),
        residuals_title=tr("regression_residuals_title"),
        histogram_title=tr("regression_histogram_title"), qq_title=tr("regression_qq_title"),
        rec_title=tr("regression_rec_title"))
