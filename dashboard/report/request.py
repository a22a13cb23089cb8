"""A page's report, described by what it shows (the file, the task, the CLI flags of its settings,
the language) and built when the user clicks "Download report": the page hands this to Streamlit's
deferred download, so drawing the page never pays for the 5 MB file."""

from __future__ import annotations

import tempfile
from decimal import Decimal
from dataclasses import dataclass, field
from pathlib import Path
from contextlib import contextmanager
from typing import Any, Iterator, Sequence

from dashboard.report import build_report, evalcore_args, evalcore_result, rendered
from dashboard.report.failure import report_bytes
from dashboard.widgets.export_names import export_stem
from evalcore.binary.shortest import shortest_flag


@dataclass(frozen=True)
class NamedFile:
    """A file's name and bytes (an upload or a built-in example)."""

    name: str
    data: bytes = field(repr=False)


@dataclass(frozen=True)
class ReportRequest:
    """``python -m dashboard.report`` as a value: ``files`` (one, or model A's and model B's),
    the evalcore ``task`` and its ``flags``, the language and the page (for the file name)."""

    task: str
    files: tuple[NamedFile, ...]
    flags: tuple[str, ...]
    lang: str
    page: str
    threshold: float | None = None
    analysis: Any = field(default=None, compare=False)
    """The page's analysis value at the page's settings, which ``flags`` reproduce: the report
    renders it instead of running the command again (None: the command is run on the files)."""

    @property
    def file_name(self) -> str:
        """``<data set>_<page>[_t<threshold>]_report.html``."""
        return export_stem(self.files[0].name, self.page, "report",
                           threshold=self.threshold) + ".html"

    def html(self) -> str:
        """The report (:func:`dashboard.report.build_report` on the files); its command line
        names each file by its own name."""
        with self._paths() as paths:
            return build_report(self.task, paths[0], [*paths[1:], *self.flags], lang=self.lang,
                                data_name=" + ".join(f.name for f in self.files),
                                shown_files=[_shown(path) for path in paths],
                                analysis=self.analysis)

    def result(self) -> dict:
        """Only the report's JSON: what ``python -m evalcore`` prints for these files and flags."""

        if self.analysis is not None:
            return rendered(self.analysis)
        with self._paths() as paths:
            return evalcore_result(evalcore_args(self.task, paths[0], [*paths[1:], *self.flags]))

    @contextmanager
    def _paths(self) -> Iterator[list[str]]:
        """Copies of the files in a temporary folder, each under its own name (the CLI reads
        paths; the extension says the format, and a comparison of two files names each model by
        its file), one subfolder per file so that two files may share a name."""
        with tempfile.TemporaryDirectory() as folder:
            paths = []
            for index, file in enumerate(self.files):
                path = Path(folder) / str(index) / (Path(file.name).name or "data.csv")
                path.parent.mkdir()
                path.write_bytes(file.data)
                paths.append(str(path))
            yield paths

    def html_bytes(self) -> bytes:
        """What "Download report" delivers: the report, or a page saying why it could not be
        built (:func:`dashboard.report.failure.report_bytes`)."""
        return report_bytes(self.html, self.lang)


def _shown(path: str) -> str:
    """A copy's file name as the command line shows it (``./`` before a name beginning with
    ``-``, which argparse would take for an option)."""
    name = Path(path).name
    return f"./{name}" if name.startswith("-") else name


def threshold_flag(threshold: float, scores) -> str:
    """``--threshold``'s value for the page's threshold on ``scores`` (the model's): the shortest
    decimal in the same gap between scores (:func:`evalcore.binary.shortest.shortest_flag`), so
    the command gives the page's counts even where rounding would cross a score; "all negative"
    (above every score) becomes the shortest decimal above the highest score (the CLI takes
    finite numbers only). Written without an exponent (``-0.00001``, not ``-1e-05``), which
    argparse would take for an option where two thresholds follow ``--threshold``."""
    text = shortest_flag(scores, threshold)
    return format(Decimal(text), "f") if "e" in text else text


def binary_flags(data, threshold: float | None, *, beta: float | None = None,
                 weights: bool = True) -> list[str]:
    """The ``binary`` command's flags for an :class:`evalcore.io.BinaryData` at ``threshold``
    (None: no ``--threshold``, for ``lift`` and ``calibration``; ``weights`` False: without
    ``--weight-col``, which ``cost`` does not take)."""
    flags = ["--label-col", str(data.label_col), "--score-col", str(data.score_col),
             "--pos-label", str(data.pos_label)]
    if threshold is not None:
        flags += ["--threshold", threshold_flag(threshold, data.scores)]
    if weights and data.weight_col is not None:
        flags += ["--weight-col", str(data.weight_col)]
    if data.dropped:
        flags.append("--drop-invalid")
    if beta is not None:
        flags += ["--beta", repr(float(beta))]
    return flags


def binary_report(analysis, threshold: float, *, beta: float | None = None):
    """The ``binary`` command's flags for a page's analysis value at ``threshold`` (and β), and
    the value at those settings, its threshold as the flag writes it: the report renders the
    value, and the flags reproduce its JSON."""
    flags = binary_flags(analysis.data, threshold, beta=beta)
    settings = {"threshold": float(threshold_flag(threshold, analysis.data.scores))}
    if beta is not None:
        settings["beta"] = float(beta)
    return flags, analysis.with_settings(**settings)


def flags_of(pairs: Sequence[tuple[str, object]]) -> list[str]:
    """``[("--k", 5), ("--gain", None)]`` → ``["--k", "5"]`` (None: not given)."""
    out: list[str] = []
    for flag, value in pairs:
        if value is not None:
            out += [flag, repr(value) if isinstance(value, float) else str(value)]
    return out
