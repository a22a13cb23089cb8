"""The offline report: one self-contained HTML file per analysis value (``a.report(path)``, the
page's "Download report" button and ``python -m dashboard.report``), with the data summary, the
settings, every number and figure in the chosen language, and ``python -m evalcore``'s JSON for
the same settings.

A report renders one analysis value (:mod:`evalcore.analysis`) at its settings (the command's
:class:`~evalcore.api.settings.TaskSettings`), :func:`value_report`: a page or ``a.report()``
(:mod:`evalcore.api.report`) hands over the value; from a file, the value is built from the
settings first (:mod:`dashboard.reporting.files`). The embedded JSON is
``settings.result(value)``, what the CLI prints; the "Reproduce with" line is written from the
settings (``settings.command(files)``). Its texts
are the view layer's catalog (:mod:`evalcore.view.language`), its figures the pure builders of
:mod:`evalcore.view` (:mod:`evalcore.view.report.sections`)."""

from __future__ import annotations

import shlex
import warnings
from functools import partial
from typing import Sequence

import numpy as np
import pandas as pd

from evalcore.view.language import CATALOG, translate
from evalcore.view.report.document import Heading, Paragraph, Report, Table, settings_table
from evalcore.view.report.sections import SECTIONS, SectionInput
from evalcore.view.export_names import export_stem

TASKS = tuple(SECTIONS)
"""The report's tasks (those with a section); each is the ``python -m evalcore`` command of the
same name."""
SHOWN_LIST = 12
"""Lists of the JSON up to this long are shown in the numbers table (curves are not)."""


def command_line(argv: Sequence[str]) -> str:
    """``python -m evalcore <argv>`` quoted for a POSIX shell (a value such as ``a b`` or
    ``--score-col=it's`` is one argument when pasted)."""
    return shlex.join(["python", "-m", "evalcore", *argv])


def value_report(task: str, value, settings, *, lang: str, data_name: str,
                 argv: Sequence[str]) -> Report:
    """The report of the analysis ``value`` (a page's, or the one ``a.report()`` is called on)
    at its ``settings`` (:class:`~evalcore.api.settings.TaskSettings`): the data, the settings,
    the task's figures and tables drawn from the value, and its JSON (``settings.result(value)``,
    what the CLI prints, warnings silenced as the CLI runs); ``argv`` is the command that
    reproduces it (the "Reproduce with" line). Nothing is read again."""
    t = partial(_translate, lang)
    threshold = getattr(settings, "threshold", None)
    threshold = threshold[0] if isinstance(threshold, (list, tuple)) else threshold
    with warnings.catch_warnings(), np.errstate(all="ignore"):  # as the CLI runs
        warnings.simplefilter("ignore")
        result = settings.result(value)
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

