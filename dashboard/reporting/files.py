"""A report built from files: the value the settings' command computes on them (as ``python -m
evalcore`` would), rendered by evalcore's report (:func:`evalcore.view.report.value_report`, the
one ``a.report()`` and a page's value use). ``python -m dashboard.report`` and a page's request
made without a value (:class:`~dashboard.reporting.request.ReportRequest`) use it."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from evalcore import tasks as evalcore_tasks
from evalcore.api import build
from evalcore.api.build import quietly
from evalcore.view.report import value_report
from evalcore.view.report.document import Report, render
from evalcore.view.report.sections import MAX_DRAWN


def analysis_of(settings, sources: Sequence, names: Sequence[str] = ()):
    """The value the settings' command computes on ``sources`` (files' ``(bytes, name)``),
    warnings silenced; a regression keeps :data:`MAX_DRAWN` rows for its plots."""
    if settings.command_name == "regression":
        return quietly(build.regression, settings, sources[0], budget=MAX_DRAWN)
    return quietly(evalcore_tasks.analysis, settings, sources, names)


def rendered(settings, value) -> dict:
    """``settings.result(value)``, the dict the CLI prints, with warnings silenced."""
    return quietly(settings.result, value)


def settings_report(settings, sources: Sequence, *, lang: str, data_name: str,
                    shown_files: Sequence[str]) -> Report:
    """The report of the settings' command on ``sources`` (files' ``(bytes, name)``; a
    comparison names each model by its file): the value built from the settings, its "Reproduce
    with" line naming the files ``shown_files``."""
    value = analysis_of(settings, sources)
    return value_report(settings.command_name, value, settings, lang=lang, data_name=data_name,
                        argv=settings.command(list(shown_files)))


def build_report(task: str, file: str, flags: Sequence[str] = (), *, lang: str = "en",
                 data_name: str | None = None, shown_files: Sequence[str] | None = None) -> str:
    """The report's HTML for ``python -m evalcore <task> <file> <flags>`` (the flags read as the
    command's settings, :meth:`~evalcore.api.settings.TaskSettings.from_argv`: ``python -m
    dashboard.report``); ``data_name`` is the data set's name
    shown (default: the file's name), ``shown_files`` the file names its command line shows in
    place of the files (default: as given). Bad input raises
    :class:`~evalcore.errors.EvalInputError`."""
    settings, files = evalcore_tasks.SETTINGS[task].from_argv([file, *flags])
    sources = [build.read_source(path) for path in files]
    shown = list(shown_files) if shown_files is not None else files
    return render(settings_report(settings, sources, lang=lang,
                                  data_name=data_name or Path(file).name, shown_files=shown))

