"""The report of a teaching page (Learn, Resampling lab, Generalization), which has no
``python -m evalcore`` command behind it: the figures and tables the page drew (already built, so
a click only renders them), then the settings that reproduce them, in the page's language; no
evalcore-result block.
No Streamlit here; the button is :func:`dashboard.report.button.page_report_button`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import pandas as pd

from dashboard.report.document import Block, Heading, Paragraph, Report, Table, render
from dashboard.report.failure import report_bytes


@dataclass(frozen=True, eq=False)
class PageReport:
    """What the file shows: its ``title`` and ``intro``, the page's ``blocks``, and at the end the
    ``settings`` (label, value) under ``settings_header`` with the table's column names
    ``columns``."""

    title: str
    lang: str
    file_stem: str
    intro: str
    settings_header: str
    columns: tuple[str, str]
    settings: tuple[tuple[str, object], ...]
    blocks: tuple[Block, ...]

    def html(self) -> str:
        settings = pd.DataFrame([(label, str(value)) for label, value in self.settings],
                                columns=list(self.columns))
        report = Report(title=self.title, lang=self.lang, file_stem=self.file_stem, result=None)
        report.add(Paragraph(self.intro))
        with np.errstate(all="ignore"):
            report.add(*self.blocks)
        report.add(Heading(self.settings_header), Table(settings))
        return render(report)

    def html_bytes(self) -> bytes:
        """What "Download report" delivers: the report, or a page saying why it could not be
        built (:func:`dashboard.report.failure.report_bytes`)."""
        return report_bytes(self.html, self.lang)


def tiles_table(tiles: Sequence[tuple[str, str]], columns: tuple[str, str] = ("", "")) -> Table:
    """A page's metric tiles (label, shown value) as a report table."""
    return Table(pd.DataFrame([tuple(tile) for tile in tiles], columns=list(columns)))
