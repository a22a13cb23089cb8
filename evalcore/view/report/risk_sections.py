"""The binary report's risk pieces: the ROC curve's bootstrap band, computed in the report with a
bounded number of resamples (the page's default, so the same band as the page's "Compute the
band" at its default), and the Segments view of ``binary --by COLUMN`` (the gaps, each segment's
ROC curve overlaid, the per-segment table). No Streamlit here."""

from __future__ import annotations

from typing import Callable

import pandas as pd

from evalcore.view.report.document import Block, Figure, Heading, Paragraph, Table
from evalcore.view.segments_render import (GAPS, MAX_CURVES, segment_curves, segment_frames,
                                            segment_threshold_frames, thresholds_in_file_units,
                                            segment_roc_chart)
from evalcore.view.formatting import format_count, format_score, format_value
from evalcore.view.text import sentences
from evalcore.resample.roc_band import RocBand, roc_band
from evalcore.binary.segments import segment_table

Translator = Callable[..., str]

BAND_RESAMPLES = 200
"""Bootstrap resamples of the report's ROC band (seed 0): the page's default number."""
BAND_MAX_ROWS = 100_000
"""Rows above which the report leaves the band out (200 resamples of 10⁵ rows take about 2 s on
a busy machine; the page computes a band of any data on request)."""


def roc_band_of(value) -> RocBand | None:
    """The band of the value's rows, or None when it has no rows one by one (counts per score),
    or more than :data:`BAND_MAX_ROWS`."""
    data = value.data
    if data is None or data.aggregated or data.y_true.size > BAND_MAX_ROWS:
        return None
    return roc_band(data.y_true, data.scores, sample_weight=data.weights,
                    n_resamples=BAND_RESAMPLES)


def band_name(t: Translator, band: RocBand) -> str:
    return t("risk_band_name", level=round(100 * band.confidence), n=band.n_resamples)


def band_note(t: Translator, value, band: RocBand | None) -> str:
    """What the shaded band is, or why the report has none."""
    if band is not None:
        return t("risk_band_caption")
    if value.data is None or value.data.aggregated:
        return t("risk_band_aggregated")
    return t("report_band_left_out", rows=format_count(value.data.y_true.size),
             limit=format_count(BAND_MAX_ROWS))


def segment_blocks(t: Translator, value, column: str | None, max_points: int) -> list[Block]:
    """The Segments view of a value made with the segment column ``column`` (the settings'
    ``by``; none without one): the threshold the counts use, the gaps over the segments of the
    stated minimum size, the ROC curves of the largest segments, the per-segment table at the
    value's threshold, and with the page's constraint the threshold of each segment."""
    if column is None or value.segment_values is None or value.segments is None:
        return []
    data, direction = value.data, value.score_direction
    table = segment_table(data.y_true, data.scores, data.weights, value.segment_values,
                          threshold=value.threshold, column=column)
    listed = value.segments.get("segments") or []
    for entry, printed in zip(table, listed):
        entry["in_gaps"] = printed.get("in_gaps", True)
    minimum = value.segments.get("min_segment")
    gaps = value.segments["gaps"]
    curves = segment_curves(data, value.segment_values, max_points // MAX_CURVES)
    shown, _ = segment_frames(t, table, min_segment=minimum)
    threshold = value.threshold if direction == "higher" else 0.0 - value.threshold
    return [
        Heading(f"{t('risk_tab_segments')} · {column}"),
        Paragraph(t(f"risk_segment_threshold_{direction}", threshold=format_score(threshold))),
        Table(pd.DataFrame([(t(name), format_value(gaps[key])) for key, name, _ in GAPS],
                           columns=[t("metric_column"), t("value_column")])),
        *([Paragraph(t("risk_gaps_min_segment", size=minimum,
                       counted=sum(e["in_gaps"] and e["reason"] is None for e in table),
                       total=len(table)))] if minimum is not None else []),
        Paragraph(sentences(*(t(help_key) for _, _, help_key in GAPS))),
        Figure(segment_roc_chart(t, curves), "segment_roc"),
        *([Paragraph(t("risk_segment_curves_note", shown=MAX_CURVES, total=len(curves)))]
          if len(curves) > MAX_CURVES else []),
        Table(shown),
        Paragraph(t("risk_segments_caption")),
        *_threshold_blocks(t, value, column),
    ]


def _threshold_blocks(t: Translator, value, column: str) -> list[Block]:
    """The page's per-segment thresholds by its constraint (none without one)."""
    if value.segment_constraint is None:
        return []
    from evalcore.binary.segments import segment_thresholds

    kind, fraction = value.segment_constraint
    data = value.data
    table = thresholds_in_file_units(segment_thresholds(
        data.y_true, data.scores, data.weights, value.segment_values, kind=kind,
        value=fraction, column=column), value.score_direction)
    shown, _ = segment_threshold_frames(t, table, kind, float(fraction))
    return [Heading(t("risk_segment_thresholds_header")),
            Paragraph(f"{t('risk_constraint_kind_label')}: {t(f'risk_constraint_kind_{kind}')}"
                      f" · {t('risk_constraint_value_label')}: {format_value(float(fraction))}"),
            Table(shown), Paragraph(t("risk_segment_thresholds_caption"))]
