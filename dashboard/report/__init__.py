"""The downloadable report: one self-contained HTML file per analysis (the page's "Download
report" button, and ``python -m dashboard.report``), with the data summary, the settings, every
number and figure in the chosen language, and ``python -m evalcore``'s JSON for the same settings.

A report renders one analysis value (:mod:`evalcore.analysis`) at its settings (the command's
:class:`~evalcore.api.settings.TaskSettings`), :func:`value_report`: a page hands over the value it
drew; from a file, the value is built from the settings (:func:`evalcore.tasks.analysis`,
:func:`settings_report`). The embedded JSON is ``settings.result(value)``, what the CLI prints;
the "Reproduce with" line is written from the settings (``settings.command(files)``). No
Streamlit here; the figures come from the pure ``dashboard/<room>/figures.py`` modules
(:mod:`dashboard.report.sections`)."""

from __future__ import annotations

import shlex
from functools import partial
from pathlib import Path
from typing import Sequence

import numpy as np
import pandas as pd

from dashboard.i18n import CATALOG, translate
from dashboard.reporting.document import Heading, Paragraph, Report, Table, render
from dashboard.reporting.page import settings_table
from dashboard.reporting.renderer import Renderer, register_renderer
from dashboard.report.sections import MAX_DRAWN, SECTIONS, SectionInput
from dashboard.widgets.export_names import export_stem
from evalcore.api import build
from evalcore.api.build import quietly
from evalcore import tasks as evalcore_tasks

TASKS = tuple(SECTIONS)
"""The report's tasks (those with a section); each is the ``python -m evalcore`` command of the
same name."""
SHOWN_LIST = 12
"""Lists of the JSON up to this long are shown in the numbers table (curves are not)."""


def command_line(argv: Sequence[str]) -> str:
    """``python -m evalcore <argv>`` quoted for a POSIX shell (a value such as ``a b`` or
    ``--score-col=it's`` is one argument when pasted)."""
    return shlex.join(["python", "-m", "evalcore", *argv])


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


def value_report(task: str, value, settings, *, lang: str, data_name: str,
                 argv: Sequence[str]) -> Report:
    """The report of a page's analysis ``value`` at its ``settings``: the data, the settings,
    the task's figures and tables drawn from the value, and its JSON; ``argv`` is the command
    that reproduces it (the "Reproduce with" line). Nothing is read again."""
    result = rendered(settings, value)
    t = partial(_translate, lang)
    threshold = getattr(settings, "threshold", None)
    threshold = threshold[0] if isinstance(threshold, (list, tuple)) else threshold
    with np.errstate(all="ignore"):
        blocks = SECTIONS[task].blocks(SectionInput(value=value, settings=settings, result=result,
                                                    t=t))
    return Report(
        title=t(SECTIONS[task].title), lang=lang, result=result,
        file_stem=export_stem(data_name, task, threshold=threshold),
        blocks=[Paragraph(t("report_intro")),
                Heading(t("report_data_header")), _data_table(t, data_name, result),
                *blocks,
                Heading(t("report_numbers_header")), Paragraph(t("report_numbers_note")),
                _numbers_table(t, result),
                Heading(t("report_reproduce_header")),
                Paragraph(t("report_command", command=command_line(argv))),
                _settings_table(t, settings)])


def _translate(lang: str, key: str, **params) -> str:
    return translate(key, lang, **params)


DATA_KEYS = ("n", "n_queries", "positives", "negatives", "pos_label", "label_col", "columns",
             "labels", "aligned_by")
"""The JSON's keys the data table shows, each under its name in the report's language
(``report_key_<key>``)."""


def _data_table(t, name: str, result: dict) -> Table:
    """The file's name and the JSON's counts and columns (what was evaluated), named in the
    report's language."""
    rows = [(t("export_data_set"), name)]
    rows += [(t(f"report_key_{key}"), _text(result[key])) for key in DATA_KEYS if key in result]
    return Table(pd.DataFrame(rows, columns=[t("report_item"), t("value_column")]))


def _settings_table(t, settings) -> Table:
    """Every setting of the page, as the CLI flag that sets it and its value (defaults
    included): the report says how to reproduce its numbers."""
    return settings_table([(flag, t("report_default") if value is None
                            else _text(value, exact=True)) for flag, value in settings.options()],
                          (t("report_flag"), t("value_column")))


def _numbers_table(t, result: dict) -> Table:
    """Every number of the JSON by its path (``metrics.f1``), with the measure's name in the
    report's language where the catalog has it (:func:`_key_name`), lists longer than
    :data:`SHOWN_LIST` (curves) left to the JSON block."""
    rows = [(_key_name(t, path), path, _text(value)) for path, value in _leaves(result)]
    return Table(pd.DataFrame(rows, columns=[t("report_item"), t("report_json_key"),
                                             t("value_column")]))


NAME_PATTERNS = ("metric_{}", "regression_metric_{}", "multiclass_metric_{}", "ranking_label_{}",
                 "report_key_{}")
"""Where a JSON key's name is looked up, in this order: the pages' measure names, then the
report's own (counts, settings and costs)."""


MODEL_KEYS = ("A", "B")
"""A comparison's per-model keys: named after the measure that holds them."""


def _key_name(t, path: str) -> str:
    """The name of the JSON path's last key in the report's language: first the name of the
    last two keys together (``report_key_gaps_fpr``: a key whose meaning depends on its parent),
    then :data:`NAME_PATTERNS`; blank when the catalog has none (an identifier such as a class
    label or a query id)."""
    parts = path.split(".")
    models = [part for part in parts if part in MODEL_KEYS]
    if models and len(parts) > 1:  # a comparison's per-model value: its measure's name
        name = _key_name(t, ".".join(part for part in parts if part not in MODEL_KEYS))
        return f"{name} ({models[-1]})" if name else ""
    key = parts[-1]
    with_parent = "report_key_" + "_".join(parts[-2:])  # a name of REPORT_KEYS' parent_key form
    if len(parts) > 1 and with_parent in CATALOG:
        return t(with_parent)
    for pattern in NAME_PATTERNS:
        if pattern.format(key) in CATALOG:
            return t(pattern.format(key))
    return ""


def _leaves(value, path: str = ""):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list) and (len(value) > SHOWN_LIST or any(
            isinstance(v, (list, dict)) for v in value)):
        return
    else:
        yield path, value


def _text(value, *, exact: bool = False) -> str:
    """A JSON value as text, floats to 6 significant digits (``exact``: every digit a float needs
    to read back the same, as a flag that reproduces the numbers must be)."""
    if value is None:
        return "null"
    if isinstance(value, float):
        short = f"{value:.6g}"
        return repr(value) if exact and float(short) != value else short
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_text(v, exact=exact)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(_text(v, exact=exact) for v in value)
    return str(value)


register_renderer(Renderer(value_report=value_report, settings_report=settings_report,
                           analysis_of=analysis_of, rendered=rendered))
