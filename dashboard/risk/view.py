"""Page pieces of the Risk & calibration page: the per-dataset KS and gains curves (computed once,
thinned for drawing), the analysis value in the page's score direction, the lift table and the
calibration at the user's groups and bins (cached, as the commands print them);
and for the ROC / PR page the DET curve and AUC's DeLong interval. The figures and tables in the
user's language are :mod:`evalcore.view.risk_render`'s."""

from __future__ import annotations

import numpy as np

from evalcore.api.report import binary_input
from dashboard.risk import live_metrics
from evalcore.view import risk_render as render
from evalcore.view.risk_render import det_points
from evalcore.view.risk_summary import RiskSummary, summarise
from dashboard.shell.language import t
from evalcore.view.budgets import MAX_CURVE_POINTS
from evalcore.view.formatting import format_interval, format_value
from dashboard.loading.byte_cache import byte_cached
from evalcore.binary import ThresholdSweep
from evalcore.binary.intervals import auc_interval, threshold_intervals
from dashboard.binary.view import binary_analysis
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.analysis.risk import CalibrationAnalysis, LiftAnalysis


@byte_cached
def _risk_summary(dataset_id: str, _sweep: ThresholdSweep) -> RiskSummary:
    return summarise(_sweep)


def risk_summary(dataset) -> RiskSummary:
    """The dataset's KS and gains curves, computed once per dataset."""
    return _risk_summary(dataset.dataset_id, dataset.sweep)


@byte_cached
def _oriented(dataset_id: str, direction: str, _data) -> BinaryAnalysis:
    return BinaryAnalysis.of(_data, score_direction=direction)


def risk_analysis(dataset, direction: str) -> BinaryAnalysis:
    """The dataset's analysis value in the page's score ``direction`` (``lower``: built on the
    negated scores, :mod:`evalcore.binary.direction`), built once per dataset and direction."""
    if direction == "higher" or dataset.data is None:
        return binary_analysis(dataset)
    return _oriented(dataset.dataset_id, direction, dataset.data)


@byte_cached
def _lift(dataset_id: str, direction: str, groups: int, _value: BinaryAnalysis) -> dict:
    return LiftAnalysis(_value, groups).to_json()


def lift_result(dataset, direction: str, groups: int) -> dict:
    """What ``python -m evalcore lift`` prints for the dataset in ``groups`` groups and the
    score ``direction`` (score ranges in the file's units), cached."""
    return _lift(dataset.dataset_id, direction, groups, risk_analysis(dataset, direction))


@byte_cached
def _calibration(dataset_id: str, bins: int, strategy: str, _value: BinaryAnalysis
                 ) -> tuple[dict, list[str]]:
    analysis = CalibrationAnalysis(_value, bins, strategy)
    reasons = [r for r in (analysis.hosmer_lemeshow.reason, analysis.fit.reason) if r]
    return analysis.to_json(), reasons


def calibration_result(dataset, bins: int, strategy: str) -> tuple[dict, list[str]]:
    """What ``python -m evalcore calibration`` prints for the dataset (bins, the Brier score's
    decomposition, Hosmer–Lemeshow, slope and intercept), and the message keys of why a test is
    missing, cached per bins and strategy."""
    return _calibration(dataset.dataset_id, bins, strategy, binary_analysis(dataset))


def in_file_units(threshold: float, direction: str) -> float:
    """A threshold on the oriented score back in the file's units."""
    return threshold if direction == "higher" else 0.0 - threshold


def on_oriented(threshold: float, direction: str) -> float:
    """A threshold in the file's units on the oriented score."""
    return threshold if direction == "higher" else 0.0 - threshold


@byte_cached
def _det_points(dataset_id: str, _sweep: ThresholdSweep) -> tuple[np.ndarray, np.ndarray]:
    return det_points(_sweep, MAX_CURVE_POINTS)


def det_chart(dataset, confusion):
    """The dataset's DET curve (thinned in rate space, computed once) with the operating point
    of ``confusion`` (:func:`evalcore.view.risk_render.det_chart`)."""
    return render.det_chart(t, _det_points(dataset.dataset_id, dataset.sweep), confusion)


@byte_cached
def _auc_interval(dataset_id: str, _sweep: ThresholdSweep):
    return auc_interval(_sweep)


def auc_interval_text(dataset) -> str:
    """"AUC 95 % interval (DeLong): [lo, hi]" of the dataset, computed once per dataset."""
    return t("risk_auc_interval",
             interval=format_interval(_auc_interval(dataset.dataset_id, dataset.sweep)))


def report_settings(settings_type, data, **chosen):
    """The ``lift`` / ``calibration`` command's settings (``settings_type``) for the page's data
    and the tab's ``chosen`` settings: the binary input without a threshold (these commands
    have none)."""
    return settings_type(**binary_input(data), **chosen)


def with_intervals(table, confusion, *, exact: bool = False):
    """The Confusion page's measures ``table`` (first column: the measures' names) with two
    columns, the lower and the upper end of the 95 % Wilson interval of each proportion that
    has one (precision, recall, specificity, FPR, accuracy) at ``confusion``; empty for the
    other measures. ``exact``: the ends themselves (None where there is none), for the CSV."""
    wilson = {t(f"metric_{name}"): interval
              for name, interval in threshold_intervals(confusion).items()}
    for end, key in enumerate(("risk_interval_low", "risk_interval_high")):
        ends = [(wilson.get(name) or (None, None))[end] for name in table.iloc[:, 0]]
        table[t(key)] = ends if exact else ["" if e is None else format_value(e) for e in ends]
    return table


@byte_cached
def _threshold_metrics_data(dataset_id: str, direction: str, language: str, classroom: bool,
                            _value, _summary) -> dict:
    return live_metrics.threshold_metrics_data(t, _value, _summary, classroom=classroom)


def threshold_metrics_data(dataset, value: BinaryAnalysis, language: str,
                           classroom: bool) -> dict:
    """The live view's KS figure and figure of metrics against the threshold for ``value``
    (``dataset``'s analysis in the page's score direction) in ``language`` (the page's) and
    mode, built once per direction."""
    return _threshold_metrics_data(dataset.dataset_id, value.score_direction, language,
                                   classroom, value, risk_summary(dataset))
