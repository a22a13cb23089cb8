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
from dashboard.widgets.held_download import held_download_button, held_file
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
    request = report_request(task, settings, analysis, threshold=threshold, second=second,
                             more_files=more_files, name=name)
    if request is not None:
        where.download_button(t("report_download"), data=request.html_bytes,
                              file_name=request.file_name, mime="text/html",
                              key=f"report_{name or task}", on_click="ignore",
                              **_report_options())


def report_request(task: str, settings: Any, analysis: Any, *, threshold: float | None = None,
                   second: Any = None, more_files: Sequence[Any] = (),
                   name: str | None = None) -> ReportRequest | None:
    """The :class:`ReportRequest` a click on :func:`report_button` builds (None without a
    loaded file), kept as the session's last one."""
    kept = loaded(st.session_state.get(guard.FAMILY))
    if kept is None or kept.source is None:
        return None
    files = tuple(NamedFile(f.name, f.data) for f in (kept.source, second, *more_files)
                  if f is not None)
    request = ReportRequest(task, files, settings, lang(), name or current_page(), threshold,
                            analysis)
    st.session_state[REPORT_REQUEST] = request
    return request


def hold_report(task: str, settings: Any, analysis: Any, *, threshold: float) -> None:
    """Hand :func:`held_report_button`'s holder the report at ``threshold`` (what a live view's
    release runs instead of drawing the button again)."""
    request = report_request(task, settings, analysis, threshold=threshold)
    held = held_file(f"report_{task}")
    if request is None:  # no file loaded: no button
        held.hold("", bytes)
    else:
        held.hold(request.file_name, request.html_bytes)


def held_report_button(task: str, *, where: Any = st) -> None:
    """The report's button of a page whose live view holds the report at its threshold
    (:func:`hold_report`): the report is built, and named, when clicked."""
    held = held_file(f"report_{task}")
    if held.name:
        held_download_button(held, t("report_download"), mime="text/html",
                             key=f"report_{task}", where=where, **_report_options())


def _report_options() -> dict:
    """The report buttons' help text and icon."""
    return {"help": t("report_download_help"), "icon": ":material/description:"}


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
