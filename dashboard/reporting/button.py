"""The "Download report" button of every analysis page: the HTML report of :mod:`evalcore.view.report`
for the page's data and settings, built only when clicked (Streamlit's deferred download)."""

from __future__ import annotations

from typing import Any, Sequence

import streamlit as st

from dashboard.reporting.page import PageReport
from dashboard.reporting.request import NamedFile, ReportRequest
from dashboard.shell import guard
from dashboard.widgets.export_context import current_page, export_context
from dashboard.shell.language import lang, t
from dashboard.shell.state import loaded
from evalcore.view.export_names import export_stem

REPORT_REQUEST = "report_request"
"""Session key: the last drawn button's :class:`ReportRequest` (what a click would build)."""


def report_button(task: str, settings: Any, analysis: Any, *, threshold: float | None = None,
                  second: Any = None, more_files: Sequence[Any] = (), where: Any = st,
                  name: str | None = None) -> None:
    """The button for the report of the page's ``analysis`` value at its ``settings`` (the
    ``python -m evalcore <task>`` command's :class:`~evalcore.api.settings.TaskSettings`) in the
    user's language (``second``: model B's file on the Comparison page, for the "Reproduce with"
    line; ``more_files``: the files of its models beyond B). ``name``: what the file is named
    after instead of the page (one name per tab of a page with several reports)."""
    kept = loaded(st.session_state.get(guard.FAMILY))
    if kept is None or kept.source is None:
        return
    files = tuple(NamedFile(f.name, f.data) for f in (kept.source, second, *more_files)
                  if f is not None)
    request = ReportRequest(task, files, settings, lang(), name or current_page(), threshold,
                            analysis)
    st.session_state[REPORT_REQUEST] = request
    where.download_button(t("report_download"), data=request.html_bytes,
                          file_name=request.file_name, mime="text/html",
                          key=f"report_{name or task}",
                          help=t("report_download_help"), on_click="ignore",
                          icon=":material/description:")


def page_report_button(name: str, settings: Sequence[tuple[str, object]], blocks: Sequence[Any],
                       *, data_name: str | None = None, where: Any = st) -> None:
    """The "Download report" button of a teaching page's part ``name``: its settings and the
    figures and tables it drew (:class:`dashboard.reporting.page.PageReport`), rendered when
    clicked. The file is named ``<data set>_<page>_<name>_report.html``; ``data_name`` is the
    data set (default: the page's, :func:`~dashboard.widgets.export_context.export_context`)."""
    page = current_page()
    stem = export_stem(export_context().data_name if data_name is None else data_name, page, name)
    report = PageReport(title=t("report_title_page", page=t(f"page_{page}")), lang=lang(),
                        file_stem=stem, intro=t("report_intro_teaching"),
                        settings_header=t("report_reproduce_header"),
                        columns=(t("report_item"), t("value_column")),
                        settings=tuple(settings), blocks=tuple(blocks))
    st.session_state[REPORT_REQUEST] = report
    where.download_button(t("report_download"), data=report.html_bytes,
                          file_name=f"{stem}_report.html", mime="text/html",
                          key=f"report_page_{name}", help=t("report_download_help_teaching"),
                          on_click="ignore", icon=":material/description:")
