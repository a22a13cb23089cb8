"""The one report mechanism: a report is a list of blocks (headings, texts, tables, figures) that
:func:`evalcore.view.report.document.render` writes as one HTML file. A teaching page (Learn,
Resampling lab, Generalization; no ``python -m evalcore`` command behind it) hands over the
blocks it drew (:class:`PageReport`); an analysis page hands over its analysis value, whose blocks
come from its task's section (:class:`dashboard.reporting.request.ReportRequest`). Both are built
only when "Download report" is clicked, and both deliver the failure page on any error. No
Streamlit here; the buttons are :mod:`dashboard.reporting.button`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pandas as pd

from evalcore.view.report.document import (Block, Heading, Paragraph, Report, Table, render,
                                           settings_table)
from dashboard.reporting.failure import report_bytes


class ReportSource:
    """What a "Download report" button holds: :meth:`document` (the blocks, title, language and
    JSON) written as HTML, or the page saying why it could not be built."""

    lang: str

    def document(self) -> Report:
        raise NotImplementedError

    def html(self) -> str:
        return render(self.document())

    def html_bytes(self) -> bytes:
        """What "Download report" delivers: the report, or a page saying why it could not be
        built (:func:`dashboard.reporting.failure.report_bytes`)."""
        return report_bytes(self.html, self.lang)


@dataclass(frozen=True, eq=False)
class PageReport(ReportSource):
    """A teaching page's report: its ``title`` and ``intro``, the page's ``blocks`` (already
    drawn), and at the end the ``settings`` (label, value) under ``settings_header`` with the
    table's column names ``columns``; no evalcore-result block."""

    title: str
    lang: str
    file_stem: str
    intro: str
    settings_header: str
    columns: tuple[str, str]
    settings: tuple[tuple[str, object], ...]
    blocks: tuple[Block, ...]

    def document(self) -> Report:
        return Report(title=self.title, lang=self.lang, file_stem=self.file_stem, result=None,
                      blocks=[Paragraph(self.intro), *self.blocks, Heading(self.settings_header),
                              settings_table(self.settings, self.columns)])


def tiles_table(tiles: Sequence[tuple[str, str]], columns: tuple[str, str] = ("", "")) -> Table:
    """A page's metric tiles (label, shown value) as a report table."""
    return Table(pd.DataFrame([tuple(tile) for tile in tiles], columns=list(columns)))
