"""A page's report, described by what it shows (the file, the task, the analysis value and its
settings, the language) and built when the user clicks "Download report": the page hands this to
Streamlit's deferred download, so drawing the page never pays for the file (Plotly's JavaScript
inline)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from dashboard.reporting import files as file_reports
from evalcore.view.report import value_report
from evalcore.view.report.document import render
from dashboard.reporting.page import ReportSource
from evalcore.view.export_names import export_stem
from evalcore.api.report import binary_input, flag_threshold
from evalcore.api.settings import BinarySettings, flag_text
from evalcore.api.settings import CostSettings


@dataclass(frozen=True)
class NamedFile:
    """A file's name and bytes (an upload or a built-in example)."""

    name: str
    data: bytes = field(repr=False)


@dataclass(frozen=True)
class ReportRequest(ReportSource):
    """A page's report as a value: ``files`` (one, or one per compared model), the evalcore
    ``task`` and the page's ``settings`` (the command's
    :class:`~evalcore.api.settings.TaskSettings`), the language and the page (for the file name),
    and the page's ``analysis`` value at those settings, which the report renders."""

    task: str
    files: tuple[NamedFile, ...]
    settings: Any
    lang: str
    page: str
    threshold: float | None = None
    analysis: Any = field(default=None, compare=False)
    """The page's analysis value (None: built by the command from the files, as the
    "Reproduce with" line would)."""

    @property
    def file_name(self) -> str:
        """``<data set>_<page>[_t<threshold>]_report.html``."""
        return export_stem(self.files[0].name, self.page, "report",
                           threshold=self.threshold) + ".html"

    @property
    def flags(self) -> list[str]:
        """The settings as the command's flags (after the files)."""
        return self.settings.argv()

    @property
    def argv(self) -> list[str]:
        """``python -m evalcore``'s arguments that reproduce the report: the task, the files by
        their own names, the settings' flags (``settings.command``)."""
        return self.settings.command([_shown(f.name) for f in self.files])

    @property
    def sources(self) -> list[tuple[bytes, str]]:
        """The files as evalcore's sources, each under its own name (the extension says the
        format, and a comparison of two files names each model by its file)."""
        return [(f.data, Path(f.name).name or "data.csv") for f in self.files]

    def document(self):
        """The report of the page's value (:func:`evalcore.view.report.value_report`)."""
        return value_report(self.task, self.analysis, self.settings, lang=self.lang,
                                       data_name=" + ".join(f.name for f in self.files),
                                       argv=self.argv)

    def html(self) -> str:
        """The report's HTML (without a value: the value built from the settings on the files,
        :func:`dashboard.reporting.files.settings_report`)."""
        if self.analysis is not None:
            return super().html()
        return render(file_reports.settings_report(
            self.settings, self.sources, lang=self.lang,
            data_name=" + ".join(f.name for f in self.files),
            shown_files=[_shown(f.name) for f in self.files]))

    def result(self) -> dict:
        """Only the report's JSON: what ``python -m evalcore`` prints for these files and
        settings."""
        value = self.analysis
        if value is None:
            value = file_reports.analysis_of(self.settings, self.sources)
        return file_reports.rendered(self.settings, value)


def _shown(name: str) -> str:
    """A file's name as the command line shows it (``./`` before a name beginning with ``-``,
    which argparse would take for an option)."""
    name = Path(name).name or "data.csv"
    return f"./{name}" if name.startswith("-") else name


def threshold_flag(threshold: float, scores) -> str:
    """``--threshold``'s value for the page's threshold on ``scores``
    (:func:`~evalcore.api.report.flag_threshold`, as the flag writes it)."""
    return flag_text(flag_threshold(threshold, scores))


def binary_settings(data, threshold: float, *, beta: float | None = None, sweep=None):
    """The ``binary`` command's settings for an :class:`evalcore.io.BinaryData` at the page's
    ``threshold`` (and β). ``sweep``: the data's :class:`~evalcore.binary.ThresholdSweep`, whose
    highest score is all that "all negative" (+inf) needs, its lowest all that -inf (every row
    positive) needs: a page's run then reads no row of the data."""
    scores = (data.scores if sweep is None
              else sweep.thresholds[:1] if threshold > 0 else sweep.thresholds[-1:])
    return BinarySettings(**binary_input(data),
                          threshold=flag_threshold(threshold, scores),
                          beta=None if beta is None else float(beta))


def binary_report(analysis, threshold: float, *, beta: float | None = None):
    """The ``binary`` command's settings for a page's analysis value at ``threshold`` (and β),
    and the value at those settings, its threshold as the flag writes it."""
    settings = binary_settings(analysis.data, threshold, beta=beta, sweep=analysis.sweep)
    value = analysis.with_settings(threshold=settings.threshold,
                                   **({} if beta is None else {"beta": float(beta)}))
    return settings, value


def segments_report(analysis, threshold: float, column: str, values, *,
                    min_segment: int | None = None, constraint=None, parts=None):
    """The ``binary --by COLUMN`` command's settings for a page's analysis value (in its score
    direction) at ``threshold`` (in the file's units) with the segment column's ``values``
    (lined up with its rows), and the value at those settings with its ``segments``, ``gaps``
    and ``min_segment``, and the page's per-segment ``constraint`` (kind, value) for the
    report's threshold table; ``parts``: the segments already sorted
    (:func:`~evalcore.binary.segments.sorted_segments`), read at the threshold without a pass
    over the rows."""
    from evalcore.binary.direction import internal_threshold
    from evalcore.analysis.segments import segment_keys

    direction = analysis.score_direction
    # on the scores as evaluated (negated for lower): an infinite threshold becomes a finite
    # flag from the sweep's ends, then back in the file's units
    base = binary_settings(analysis.data, internal_threshold(threshold, direction),
                           sweep=analysis.sweep)
    settings = replace(base, threshold=internal_threshold(base.threshold, direction),
                       by=str(column), score_direction=None if direction == "higher"
                       else direction, min_segment=min_segment)
    inside = internal_threshold(settings.threshold, direction)
    value = analysis.with_settings(threshold=inside)
    return settings, value.with_settings(
        segments=segment_keys(value.data, values, inside, value.count(), column=settings.by,
                              min_segment=min_segment, parts=parts), segment_values=values,
        segment_constraint=constraint, segment_column=settings.by)


def cost_report(analysis, threshold: float, *, cost_fn: float, cost_fp: float, prior: float):
    """The ``cost`` command's settings for a page's binary analysis value at ``threshold`` and
    these costs and prior, and the cost value at those settings."""
    binary = binary_settings(analysis.data, threshold, sweep=analysis.sweep)
    settings = CostSettings(label_col=binary.label_col, score_col=binary.score_col,
                            pos_label=binary.pos_label, threshold=binary.threshold,
                            drop_invalid=binary.drop_invalid, cost_fn=float(cost_fn),
                            cost_fp=float(cost_fp), prior=float(prior))
    return settings, analysis.cost(cost_fn=settings.cost_fn, cost_fp=settings.cost_fp,
                                   prior=settings.prior, threshold=settings.threshold)
