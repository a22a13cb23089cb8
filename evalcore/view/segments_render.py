"""The Segments view's pieces in any language (``tr``: the page's translator or the report's):
the per-segment table, the gaps, each segment's ROC curve and their overlay. Pure, no Streamlit:
the Risk & calibration page and the HTML report draw the same things here."""

from __future__ import annotations

from typing import Callable

import pandas as pd

from evalcore.view.risk import SegmentRocLabels, segment_roc_figure
from evalcore.view.formatting import count_cell, format_count, format_score, format_value
from evalcore.view.text import sentences
from evalcore.binary import threshold_sweep

Translator = Callable[..., str]

MAX_CURVES = 10
"""Segments drawn in the ROC overlay (the largest with both classes): more are unreadable."""
COLUMNS = {"value": "risk_segment_col_value", "n": "risk_segment_col_n",
           "positives": "risk_segment_col_positives", "auc": "auc_label",
           "gini": "risk_gini_metric", "ap": "ap_label", "ks": "risk_col_ks",
           "ks_direction": "risk_ks_direction_metric", "tp": "tp_label", "fp": "fp_label", "tn": "tn_label",
           "fn": "fn_label", "tpr": "roc_table_tpr", "fpr": "roc_table_fpr",
           "precision": "roc_table_precision", "positive_rate": "risk_segment_col_positive_rate",
           "flag": "note_column"}
"""The per-segment table's columns (:func:`~evalcore.binary.segments.segment_table`'s keys) and
their headers' keys."""
GAPS = (("tpr", "risk_gap_tpr", "risk_gap_tpr_help"), ("fpr", "risk_gap_fpr", "risk_gap_fpr_help"),
        ("positive_rate", "risk_gap_positive_rate", "risk_gap_positive_rate_help"))
"""Each gap (:func:`~evalcore.binary.segments.segment_gaps`' key), its name and its help."""


def _flag(tr: Translator, entry: dict, min_segment: int | None) -> str:
    notes = [tr(entry["reason"])] if entry["reason"] is not None else []
    if entry["reason"] is None and entry["small"]:
        notes.append(tr("risk_segment_small"))
    if min_segment is not None and entry["reason"] is None and not entry.get("in_gaps", True):
        notes.append(tr("risk_segment_out_of_gaps", size=min_segment))
    return sentences(*notes)


def _cell(tr: Translator, key: str, value, counts) -> str:
    if key == "ks_direction":
        return "" if value is None else tr(f"risk_ks_direction_{value}")
    return format_count(value) if key in counts else format_value(value)


def segment_frames(tr: Translator, table: list[dict], *, min_segment: int | None = None
                   ) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The per-segment table as shown and at full precision (the CSV download: counts as
    integers unless weighted); the note says why a segment has no AUC, that it is small, or
    (``min_segment``, its entries' ``in_gaps``) that the gaps leave it out."""
    headers = [tr(key) for key in COLUMNS.values()]
    counts = ("n", "positives", "tp", "fp", "tn", "fn")
    measures = list(COLUMNS)[1:-1]
    shown, exact = [], []
    for e in table:
        name = tr("risk_segment_missing") if e["value"] is None else e["value"]
        flag = _flag(tr, e, min_segment)
        shown.append([name, *(_cell(tr, k, e[k], counts) for k in measures), flag])
        exact.append([name, *(count_cell(e[k], True) if k in counts and e[k] is not None
                              else _cell(tr, k, e[k], ()) if k == "ks_direction" else e[k]
                              for k in measures), flag])
    return pd.DataFrame(shown, columns=headers), pd.DataFrame(exact, columns=headers)


THRESHOLD_COUNTS = ("tp", "fp", "tn", "fn")
THRESHOLD_RATES = {"tpr": "roc_table_tpr", "fpr": "roc_table_fpr",
                   "precision": "roc_table_precision",
                   "positive_rate": "risk_segment_col_positive_rate"}
"""The per-segment threshold table's counts and rates (with their headers' keys)."""


def thresholds_in_file_units(table: list[dict], direction: str) -> list[dict]:
    """``table`` (per-segment thresholds on scores oriented by ``direction``) with each threshold
    in the file's units."""
    if direction != "higher":
        for entry in table:
            if entry["threshold"] is not None:
                entry["threshold"] = 0.0 - entry["threshold"]
    return table


def _why(t: Translator, entry: dict, kind: str, value) -> str:
    if entry["reason"] is not None:
        return t(entry["reason"])
    return t(f"risk_constraint_why_{kind}", threshold=format_score(entry["threshold"]),
             value=format_value(value), achieved=format_value(entry["achieved"]),
             recall=format_value(entry["tpr"]), fpr=format_value(entry["fpr"]))


def segment_threshold_frames(t: Translator, table: list[dict], kind: str, value
                             ) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The per-segment thresholds (:func:`evalcore.binary.segments.segment_thresholds`, in the
    file's units) as shown and at full precision (the CSV download): why each threshold (or
    why none), the small flag, the counts and rates there."""
    headers = [t("risk_segment_col_value"), t("risk_segment_col_n"), t("threshold_label"),
               t("risk_segment_col_why"), t("risk_segment_col_small"),
               *(t(f"{k}_label") for k in THRESHOLD_COUNTS),
               *(t(key) for key in THRESHOLD_RATES.values())]
    shown, exact = [], []
    for e in table:
        name = t("risk_segment_missing") if e["value"] is None else e["value"]
        why = _why(t, e, kind, value)
        small = t("risk_segment_small") if e["small"] else ""
        threshold = "" if e["threshold"] is None else format_score(e["threshold"])
        shown.append([name, format_count(e["n"]), threshold, why, small,
                      *("" if e[k] is None else format_count(e[k]) for k in THRESHOLD_COUNTS),
                      *(format_value(e[k]) for k in THRESHOLD_RATES)])
        exact.append([name, e["n"], e["threshold"], why, small,
                      *(None if e[k] is None else count_cell(e[k], True) for k in THRESHOLD_COUNTS),
                      *(e[k] for k in THRESHOLD_RATES)])
    return pd.DataFrame(shown, columns=headers), pd.DataFrame(exact, columns=headers)


def segment_curves(data, values, max_points: int) -> list[tuple]:
    """(name, rows, AUC, ROC thinned to ``max_points``) of every segment of ``values`` (lined up
    with ``data``'s rows) with both classes, largest first."""
    codes, names = pd.factorize(pd.Series(values, dtype=object), sort=True)
    curves = []
    for code, name in enumerate(names):
        rows = codes == code
        y = data.y_true[rows]
        if y.all() or not y.any():
            continue
        weights = None if data.weights is None else data.weights[rows]
        if weights is not None and not (weights[y].sum() > 0 and weights[~y].sum() > 0):
            continue
        sweep = threshold_sweep(y, data.scores[rows], sample_weight=weights)
        curves.append((str(name), int(rows.sum()), sweep.roc_auc(),
                       sweep.roc().decimated(max_points=max_points)))
    return sorted(curves, key=lambda c: -c[1])


def segment_roc_chart(tr: Translator, curves: list[tuple]):
    """The overlay of the :data:`MAX_CURVES` largest segments' ROC curves
    (:func:`segment_curves`)."""
    return segment_roc_figure(
        [(name, auc, roc) for name, _, auc, roc in curves[:MAX_CURVES]],
        labels=SegmentRocLabels(curve=lambda name, auc: tr("risk_segment_curve", name=name,
                                                           auc=format_value(auc)),
                                diagonal=tr("risk_gains_random"), x_title=tr("fpr_axis"),
                                y_title=tr("tpr_axis"), title=tr("risk_segment_roc_header")))
