"""The downloadable report: one self-contained HTML file per analysis (the page's "Download
report" button, and ``python -m dashboard.report``), with the data summary, the settings, every
number and figure in the chosen language, and ``python -m evalcore``'s JSON for the same settings.

A report renders one analysis value (:mod:`evalcore.analysis`) at its settings (the command's
:class:`~evalcore.cli._common.CliSettings`), :func:`value_report`: a page hands over the value it
drew; ``python -m dashboard.report`` builds it from the file with the CLI's own code
(:func:`build_report`). The embedded JSON is ``settings.result(value)``, what the CLI prints; the
flags appear only in the "Reproduce with" line (``settings.argv()``). No Streamlit here; the
figures come from the pure ``dashboard/<room>/figures.py`` modules
(:mod:`dashboard.report.sections`)."""

from __future__ import annotations

import argparse
import shlex
from functools import cache, partial
from pathlib import Path
from typing import Sequence

import numpy as np
import pandas as pd

from dashboard.i18n import CATALOG, translate
from dashboard.report.document import Heading, Paragraph, Report, Table, render
from dashboard.report.page import settings_table
from dashboard.report.sections import MAX_DRAWN, SECTIONS, SectionInput
from dashboard.widgets.export_names import export_stem
from evalcore.__main__ import build_parser, parse_arguments, quietly
from evalcore.cli import (binary, calibration, compare, cost, folds, lift, multiclass, ranking,
                          regression)

TASKS = ("binary", "multiclass", "cost", "regression", "ranking", "compare", "folds", "lift",
         "calibration")
"""The report's tasks; each is the ``python -m evalcore`` command of the same name."""
TITLE_KEYS = {"binary": "report_title_binary", "multiclass": "report_title_multiclass",
              "cost": "report_title_cost", "regression": "report_title_regression",
              "ranking": "report_title_ranking", "compare": "report_title_compare",
              "folds": "report_title_folds", "lift": "report_title_lift",
              "calibration": "report_title_calibration"}
SHOWN_LIST = 12
"""Lists of the JSON up to this long are shown in the numbers table (curves are not)."""


def evalcore_args(task: str, file: str, flags: Sequence[str]) -> argparse.Namespace:
    """``python -m evalcore <task> FILE <flags>`` parsed by evalcore's own parser (a bad flag
    exits with status 2 and argparse's message naming the flags)."""
    return parse_arguments(evalcore_argv(task, [file, *flags]))


def evalcore_argv(task: str, arguments: Sequence[str]) -> list[str]:
    """``[task, *arguments]`` with each option of one value written ``--flag=value``: argparse
    takes a separate value that begins with ``-`` (a column ``-score``, a label ``-yes``, a
    threshold ``-1e-05``) for an option and exits; attached, it is always the value. Options of
    two values (``--score-cols -a -b``) stay apart: the CLI reads both as values
    (:func:`evalcore.__main__.parse_arguments`)."""
    single = _single_value_options(task)
    argv, rest = [task], list(arguments)
    while rest:
        token = rest.pop(0)
        argv.append(f"{token}={rest.pop(0)}" if token in single and rest else token)
    return argv


@cache
def _single_value_options(task: str) -> frozenset[str]:
    commands = next(action for action in build_parser(task)._actions
                    if isinstance(action, argparse._SubParsersAction))
    return frozenset(option for action in commands.choices[task]._actions
                     if action.nargs is None for option in action.option_strings)


def command_line(argv: Sequence[str]) -> str:
    """``python -m evalcore <argv>`` quoted for a POSIX shell (a value such as ``a b`` or
    ``--score-col=it's`` is one argument when pasted)."""
    return shlex.join(["python", "-m", "evalcore", *argv])


def evalcore_result(args: argparse.Namespace) -> dict:
    """The dict ``python -m evalcore`` prints for ``args`` (its ``run``, warnings silenced)."""
    return quietly(args.run, args)


def settings_type(task: str):
    """The :class:`~evalcore.cli._common.CliSettings` of ``python -m evalcore <task>``."""
    return {"binary": binary.BinarySettings, "cost": cost.CostSettings,
            "lift": lift.LiftSettings, "calibration": calibration.CalibrationSettings,
            "multiclass": multiclass.MulticlassSettings,
            "regression": regression.RegressionSettings, "ranking": ranking.RankingSettings,
            "compare": compare.CompareSettings, "folds": folds.FoldsSettings}[task]


def evalcore_analysis(task: str, args: argparse.Namespace):
    """The settings and the analysis value of ``python -m evalcore <task>`` for ``args``
    (warnings silenced): what the command renders as JSON."""
    if task == "compare":
        return quietly(compare.analysis_of, args)
    analyse = {"binary": binary.analysis, "cost": cost.analysis,
               "lift": partial(binary.load_analysis, command="lift"),
               "calibration": partial(binary.load_analysis, command="calibration"),
               "multiclass": multiclass.analysis_of,
               "regression": partial(regression.analysis_of, budget=MAX_DRAWN),
               "ranking": ranking.analysis_of, "folds": folds.analysis_of}[task]
    value = quietly(analyse, args)
    return settings_type(task).of_args(args), value


def rendered(settings, value) -> dict:
    """``settings.result(value)``, the dict the CLI prints, with warnings silenced."""
    return quietly(settings.result, value)


def build_report(task: str, file: str, flags: Sequence[str] = (), *, lang: str = "en",
                 data_name: str | None = None, shown_files: Sequence[str] | None = None) -> str:
    """The report's HTML for ``python -m evalcore <task> <file> <flags>`` (the command run on
    the file: ``python -m dashboard.report``); ``data_name`` is the data set's name shown
    (default: the file's name), ``shown_files`` the file names its command line shows in place
    of ``file`` and the files among ``flags`` (default: as given). Bad input raises
    :class:`~evalcore.errors.EvalInputError`."""
    args = evalcore_args(task, file, flags)
    shown = list(shown_files) if shown_files is not None else [file]
    settings, value = evalcore_analysis(task, args)
    return render(value_report(task, value, settings, lang=lang,
                               data_name=data_name or Path(file).name,
                               argv=evalcore_argv(task, [*shown, *flags[len(shown) - 1:]])))


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
        blocks = SECTIONS[task](SectionInput(value=value, settings=settings, result=result, t=t))
    return Report(
        title=t(TITLE_KEYS[task]), lang=lang, result=result,
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
