"""Where an analysis page's report request (:class:`dashboard.reporting.request.ReportRequest`)
finds the task reports of :mod:`dashboard.report`. Those draw every room's figures, so they sit
above the rooms; a room's "Download report" button sits below them and reaches them through what
:mod:`dashboard.report` registers here when it is imported (app.py imports it through
:func:`dashboard.tasks.register_rooms`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class Renderer:
    """The task reports' functions a request calls (see :mod:`dashboard.report`)."""

    value_report: Callable[..., Any]
    """``value_report(task, value, settings, *, lang, data_name, argv)``: a page's value drawn."""
    settings_report: Callable[..., Any]
    """``settings_report(settings, sources, *, lang, data_name, shown_files)``: built from files."""
    analysis_of: Callable[..., Any]
    """``analysis_of(settings, sources)``: the value the settings' command computes."""
    rendered: Callable[..., dict]
    """``rendered(settings, value)``: the dict the CLI prints."""


_REGISTERED: dict[str, Renderer] = {}


def register_renderer(renderer: Renderer) -> None:
    """Make ``renderer`` the one requests use (registering again replaces it)."""
    _REGISTERED["renderer"] = renderer


def renderer() -> Renderer:
    """The registered task reports; a programming error when :mod:`dashboard.report` was never
    imported."""
    if "renderer" not in _REGISTERED:
        raise RuntimeError("no task reports registered: import dashboard.report first")
    return _REGISTERED["renderer"]
