"""A value's ``figures()`` are the figures the HTML report draws for the same data and settings:
one definition per figure (:mod:`evalcore.view.figures`), in English and in Chinese."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from dashboard.report import analysis_of, settings_report
from evalcore.view.report.document import Figure
from evalcore.api import build
from evalcore.tasks import SETTINGS
from evalcore.examples import all_examples
from evalcore.cli.examples import csv_bytes

CASES = [  # task, example, flags, language
    ("binary", "seed001_a", [], "en"),
    ("binary", "breast_cancer_logreg", ["--threshold", "0.3"], "zh"),
    ("cost", "seed001_b", ["--cost-fn", "5", "--prior", "0.3"], "en"),
    ("multiclass", "digits_logreg", [], "zh"),
    ("multiclass", "digits_seed004", ["--matrix"], "en"),
    ("regression", "diabetes_ridge", ["--tolerance", "20"], "en"),
    ("ranking", "ranking_synthetic", ["--k", "5"], "zh"),
    ("folds", "folds_breast_cancer", ["--threshold", "0.4"], "en"),
    ("compare", "compare_seed001", [], "zh"),
    ("compare", "compare_digits", [], "en"),
    ("compare", "compare_diabetes", [], "zh"),
    ("compare", "compare_ranking_synthetic", ["--k", "5"], "en"),
]
EXTRA_TRACES = {("binary", "roc")}
"""Figures the report adds to (the ROC band, drawn after the figure's own traces)."""


@pytest.fixture(scope="module")
def examples(tmp_path_factory):
    folder = tmp_path_factory.mktemp("examples")
    for key in {case[1] for case in CASES}:
        example = all_examples()[key]
        (folder / f"{key}.csv").write_bytes(csv_bytes(example.build(), example.filename))
    return folder


@pytest.mark.parametrize("task, key, flags, lang", CASES)
def test_figures_are_the_report_s_figures(examples, task, key, flags, lang):
    settings, files = SETTINGS[task].from_argv([str(examples / f"{key}.csv"), *flags])
    sources = [build.read_source(path) for path in files]
    report = settings_report(settings, sources, lang=lang, data_name=key,
                             shown_files=[f"{key}.csv"])
    drawn = {block.name: block.figure for block in report.blocks if isinstance(block, Figure)}
    figures = analysis_of(settings, sources).figures(language=lang)
    assert set(figures) <= set(drawn) and bool(figures) == bool(drawn), (set(figures), set(drawn))
    for name, figure in figures.items():
        ours, theirs = json.loads(figure.to_json()), json.loads(drawn[name].to_json())
        assert ours["layout"] == theirs["layout"], name
        if (task, name) in EXTRA_TRACES:
            assert len(theirs["data"]) > len(ours["data"])
            theirs["data"] = theirs["data"][:len(ours["data"])]
        assert ours["data"] == theirs["data"], name


PAGE_DEFAULTS = [  # example, page, figures() names in the page's order of its charts
    ("compare_digits", "app_pages/comparison.py",
     ["per_class_difference", "confusion_matrix_a", "confusion_matrix_b"]),
    ("compare_diabetes", "app_pages/comparison.py", ["rec", "residuals"]),
    ("compare_ranking_synthetic", "app_pages/comparison.py", ["query_scatter"]),
    ("ranking_synthetic", "app_pages/ranking.py", [None, "query_distributions", None]),
]
"""None: a chart the page draws at its own settings only (the mean metric curves with the k
line beside the numbers, one query's gains)."""


@pytest.mark.parametrize("key, page, names", PAGE_DEFAULTS)
def test_figures_are_the_page_s_figures_at_its_defaults(tmp_path, key, page, names):
    """The page opened on an example draws, chart for chart, the figures ``figures()`` gives
    for the same file at the command's defaults (which add a title: the page heads its charts
    with its own text)."""
    from dashboard.compare.views.mapping import model_names
    from tests.app.helpers import open_app, plotly_figures

    example = all_examples()[key]
    path = tmp_path / example.filename
    path.write_bytes(csv_bytes(example.build(), example.filename))
    family = "compare" if key.startswith("compare") else "ranking"
    drawn = plotly_figures(open_app(page, example=key, family=family))
    task = "compare" if key.startswith("compare") else "ranking"
    settings, files = SETTINGS[task].from_argv([str(path)])
    value = analysis_of(settings, [build.read_source(p) for p in files])
    if task == "compare":  # the page calls the models by the word their columns differ in
        value = replace(value, pair=replace(value.pair, names=model_names(value.pair.names)))
    figures = value.figures()
    assert len(drawn) == len(names)
    for name, page_figure in zip(names, drawn):
        if name is None:
            continue
        ours = json.loads(figures[name].to_json())
        ours["layout"].pop("title", None)
        for trace in ours["data"]:
            trace.pop("uid", None)
        assert ours == page_figure, name
