"""The binary report's risk pieces: the ROC curve's bootstrap band, computed in the report with a
bounded number of resamples (the page's default, so the same band as the page's "Compute the
band" at its default), and the Segments view of ``binary --by COLUMN`` (the gaps, each segment's
ROC curve overlaid, the per-segment table). No Streamlit here."""

from __future__ import annotations

from typing import Callable

import pandas as pd

from dashboard.report.document import Block, Figure, Heading, Paragraph, Table
from dashboard.risk.segments_render import (GAPS, MAX_CURVES, segment_curves, segment_frames,
                                            segment_roc_chart)
from dashboard.widgets.formatting import format_count, format_value
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
    ``by``; none without one): the gaps, the ROC curves of the largest segments, the
    per-segment table at the value's threshold."""
    if column is None or value.segment_values is None or value.segments is None:
        return []
    data = value.data
    table = segment_table(data.y_true, data.scores, data.weights, value.segment_values,
                          threshold=value.threshold, column=column)
    gaps = value.segments["gaps"]
    curves = segment_curves(data, value.segment_values, max_points // MAX_CURVES)
    shown, _ = segment_frames(t, table)
    return [
        Heading(f"{t('risk_tab_segments')} · {column}"),
        Table(pd.DataFrame([(t(name), format_value(gaps[key])) for key, name, _ in GAPS],
                           columns=[t("metric_column"), t("value_column")])),
        Paragraph(" ".join(t(help_key) for _, _, help_key in GAPS)),
        Figure(segment_roc_chart(t, curves), "segment_roc"),
        *([Paragraph(t("risk_segment_curves_note", shown=MAX_CURVES, total=len(curves)))]
          if len(curves) > MAX_CURVES else []),
        Table(shown),
        Paragraph(t("risk_segments_caption")),
    ]
