"""The public API (``import evalcore as ec``): each constructor's ``to_json()`` is, byte for byte,
what ``python -m evalcore`` prints for the same data and settings (the frozen golden files, and
every built-in example); its numbers agree with scikit-learn and SciPy; every task's value honours
the one contract (``.at``, an argument-free ``.to_json``, ``.figures()``); the docstrings'
examples run."""

from __future__ import annotations

import contextlib
import doctest
import inspect
import io
import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import numpy as np
import pandas as pd
import plotly.graph_objects as go
import pytest
from scipy import stats
from sklearn import metrics as skm

import evalcore as ec
import evalcore.api
from evalcore.__main__ import main
from evalcore.errors import EvalInputError
from evalcore.examples import examples_for
from tests.evalcore.test_cli_golden import GOLDEN, write_examples

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """The built-in examples written as ``python -m evalcore examples --write examples`` does."""
    folder = tmp_path_factory.mktemp("api")
    write_examples(folder / "examples")
    return folder


def _printed(value) -> str:
    """What the CLI writes for a result (:func:`evalcore.__main__._run`)."""
    return json.dumps(value.to_json(), ensure_ascii=False, allow_nan=False) + "\n"


def _cli(argv: list[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv) == 0
    return out.getvalue()


GOLDEN_CALLS = {  # golden case → the API call on its example's file
    **{f"binary-{key}": (key, lambda p: ec.binary(p)) for key in
       ("seed001_a", "seed001_b", "seed002_six", "breast_cancer_logreg", "breast_cancer_tree")},
    **{f"binary-curves-{key}": (key, lambda p: ec.binary(p, curves=True, threshold=0.4, beta=2))
       for key in ("seed001_a", "seed002_six", "breast_cancer_tree")},
    **{f"cost-{key}": (key, lambda p: ec.binary(p).cost()) for key in ("seed001_a",
                                                                         "breast_cancer_logreg")},
    **{f"cost-weighted-{key}": (key, lambda p: ec.binary(p).cost(cost_fn=5, cost_fp=1,
                                                                 prior=0.3, threshold=0.5))
       for key in ("seed001_b", "breast_cancer_tree")},
    "multiclass-digits_seed004": ("digits_seed004", lambda p: ec.multiclass(p, matrix=True)),
    "multiclass-digits_logreg": ("digits_logreg", lambda p: ec.multiclass(p)),
    **{f"regression-{key}": (key, lambda p: ec.regression(p, curves=True, tolerance=20))
       for key in ("diabetes_ridge", "diabetes_tree")},
    **{f"ranking-{key}": (key, lambda p: ec.ranking(p, k=5))
       for key in ("ranking_seed002_mrr", "ranking_synthetic")},
    "folds-breast_cancer": ("folds_breast_cancer",
                            lambda p: ec.folds(p, score_col="score_logreg", curves=True)),
    "folds-breast_cancer-tree": ("folds_breast_cancer",
                                 lambda p: ec.folds(p, score_col="score_tree", threshold=0.5)),
    "compare-seed001": ("compare_seed001", lambda p: ec.compare(p)),
    "compare-breast_cancer": ("compare_breast_cancer", lambda p: ec.compare(p)),
    "compare-digits": ("compare_digits", lambda p: ec.compare(p)),
    "compare-ranking": ("compare_ranking_synthetic", lambda p: ec.compare(p, task="ranking")),
    "compare-diabetes": ("compare_diabetes", lambda p: ec.compare(p, task="regression")),
}


@pytest.mark.parametrize("case", sorted(GOLDEN_CALLS))
def test_to_json_is_the_golden_cli_output_byte_for_byte(case, folder):
    key, call = GOLDEN_CALLS[case]
    value = call(str(folder / "examples" / f"{key}.csv"))
    assert _printed(value) == (GOLDEN / f"{case}.json").read_text()


@pytest.mark.parametrize("key", [e.key for e in examples_for("binary")])
def test_binary_of_every_example_is_the_cli_s_from_a_path_a_frame_and_arrays(key, folder):
    path = str(folder / "examples" / f"{key}.csv")
    printed = _cli(["binary", path, "--threshold", "0.3"])
    assert _printed(ec.binary(path, threshold=0.3)) == printed
    table = ec.read(path)
    assert _printed(ec.binary(table, threshold=0.3)) == printed
    label, score = table.columns[:2]
    weight = table["weight"] if "weight" in table.columns else None
    assert _printed(ec.binary(table[label], table[score], sample_weight=weight,
                              threshold=0.3)) == printed


@pytest.mark.parametrize("key", [e.key for e in examples_for("binary")])
def test_binary_with_a_lower_score_direction_is_the_cli_s(key, folder):
    path = str(folder / "examples" / f"{key}.csv")
    printed = _cli(["binary", path, "--threshold", "0.3", "--score-direction", "lower"])
    assert _printed(ec.binary(path, threshold=0.3, score_direction="lower")) == printed


def test_binary_by_segment_with_a_minimum_size_is_the_cli_s(tmp_path):
    rng = np.random.default_rng(3)
    n = 120
    frame = pd.DataFrame({"label": rng.integers(0, 2, n), "score": np.round(rng.random(n), 3),
                          "region": rng.choice(["north", "south", "east"], n, p=[.6, .3, .1])})
    path = tmp_path / "segments.csv"
    frame.to_csv(path, index=False)
    printed = _cli(["binary", str(path), "--by", "region", "--min-segment", "20"])
    value = ec.binary(str(path), by="region", min_segment=20)
    assert _printed(value) == printed
    assert value.to_json()["min_segment"] == 20


def test_binary_at_and_the_threshold_free_numbers_match_scikit_learn():
    rng = np.random.default_rng(7)
    y = rng.integers(0, 2, 300)
    s = np.round(rng.random(300) + 0.3 * y, 2)
    w = rng.random(300) + 0.5
    a = ec.binary(y, s, sample_weight=w)
    assert a.roc_auc == pytest.approx(skm.roc_auc_score(y, s, sample_weight=w))
    assert a.average_precision == pytest.approx(
        skm.average_precision_score(y, s, sample_weight=w))
    for t in (0.2, 0.55, 1.0):
        point = a.at(t)
        tn, fp, fn, tp = skm.confusion_matrix(y, s >= t, sample_weight=w).ravel()
        c = point.confusion
        assert (c.tp, c.fp, c.tn, c.fn) == pytest.approx((tp, fp, tn, fn))
        assert point.measures["f1"].value == pytest.approx(
            skm.f1_score(y, s >= t, sample_weight=w))
    assert a.at(0.55) is a.at(0.55)  # a threshold's counts are computed once
    assert a.with_settings(threshold=0.2).at(0.55) is a.at(0.55)
    labelled = ec.binary(np.where(y == 1, "churn", "stay"), s, pos_label="churn")
    assert labelled.to_json()["pos_label"] == "churn"
    assert labelled.roc_auc == pytest.approx(skm.roc_auc_score(y, s))


def test_the_other_tasks_match_scikit_learn_and_scipy():
    rng = np.random.default_rng(3)
    y, pred = rng.integers(0, 4, 200), rng.integers(0, 4, 200)
    m = ec.multiclass(y, pred)
    assert m.at().accuracy.value == pytest.approx(skm.accuracy_score(y, pred))
    assert m.at().kappa.value == pytest.approx(skm.cohen_kappa_score(y, pred))
    scores = rng.random((200, 3))
    scored = ec.multiclass(y % 3, y_score=scores, labels=[0, 1, 2])
    assert scored.to_json()["ovr_auc_macro"] == pytest.approx(
        np.mean([skm.roc_auc_score(y % 3 == c, scores[:, c]) for c in range(3)]))
    true, guess = rng.normal(size=100), rng.normal(size=100)
    r = ec.regression(true, guess)
    assert r.metrics["r2"].value == pytest.approx(skm.r2_score(true, guess))
    assert r.at(0.5).share_within == pytest.approx(np.mean(np.abs(true - guess) <= 0.5))
    queries = np.repeat(["q1", "q2", "q3"], 4)
    grades = rng.integers(0, 3, 12)
    grades[::4] = 1  # every query has a relevant document
    model = rng.random(12)
    ranked = ec.ranking(queries, grades, model, gain="linear", ties="average", k=3)
    expected = np.mean([skm.ndcg_score([grades[i:i + 4]], [model[i:i + 4]], k=3)
                        for i in (0, 4, 8)])
    assert ranked.to_json()["metrics"]["ndcg_at_k"] == pytest.approx(expected)
    other = np.round(guess + rng.normal(scale=0.5, size=100), 3)
    paired = ec.compare(r, ec.regression(true, other))
    d = np.abs(true - guess) - np.abs(true - other)
    assert paired.to_json()["wilcoxon"]["p_value"] == pytest.approx(stats.wilcoxon(d).pvalue)


def test_compare_two_binary_values_is_the_cli_on_two_files(tmp_path):
    y = np.array([0, 0, 1, 1, 0, 1, 1, 0])
    s1 = np.array([0.1, 0.4, 0.35, 0.8, 0.2, 0.9, 0.6, 0.7])
    s2 = np.array([0.3, 0.2, 0.6, 0.7, 0.1, 0.4, 0.65, 0.5])
    c = ec.compare(ec.binary(y, s1), ec.binary(y, s2), names=("a.csv", "b.csv"), threshold=0.5)
    assert c.result.delong.a.auc == pytest.approx(skm.roc_auc_score(y, s1))
    for name, scores in (("a.csv", s1), ("b.csv", s2)):
        pd.DataFrame({"y_true": y, "score": scores}).to_csv(tmp_path / name, index=False)
    printed = _cli(["compare", str(tmp_path / "a.csv"), str(tmp_path / "b.csv")])
    assert _printed(c) == printed
    with pytest.raises(EvalInputError) as raised:
        ec.compare(ec.binary(y, s1), ec.regression(s1, s2))
    assert raised.value.key == "api_compare_values"


def test_bad_input_raises_the_input_error():
    with pytest.raises(EvalInputError) as raised:
        ec.binary([0, 1, 1], [0.2, float("nan"), 0.4])
    assert raised.value.key
    with pytest.raises(EvalInputError) as raised:
        ec.multiclass([0, 1], y_score=[[0.2, 0.8], [0.6, 0.4]])
    assert raised.value.key == "api_labels_needed"
    with pytest.raises(EvalInputError) as raised:
        ec.read("no/such/file.csv")
    assert raised.value.key == "file_not_found"


def _values(folder: Path) -> list:
    """One value of every task: binary, cost, multiclass, regression, ranking, folds and the four
    comparisons."""
    example = lambda key: str(folder / "examples" / f"{key}.csv")  # noqa: E731
    binary = ec.binary(example("seed001_a"))
    return [binary, binary.cost(), ec.multiclass(example("digits_logreg")),
            ec.regression(example("diabetes_ridge")), ec.ranking(example("ranking_synthetic")),
            ec.folds(example("folds_breast_cancer")), ec.compare(example("compare_seed001")),
            ec.compare(example("compare_digits")),
            ec.compare(example("compare_diabetes"), task="regression"),
            ec.compare(example("compare_ranking_synthetic"), task="ranking")]


def test_every_task_s_value_honours_the_contract(folder):
    """``task``, ``at(...)`` answering the task's control with a result object (never a bare
    tuple), ``to_json()`` taking no argument (the value holds its settings) and ``report(path,
    language)`` (what it writes: the test below)."""
    controls = {"binary": (0.5,), "cost": (0.5,), "multiclass": (1.0,), "regression": (10.0,),
                "ranking": (3,), "folds": (0.5,)}
    values = _values(folder)
    assert {type(v).__name__ for v in values} == {
        "BinaryAnalysis", "CostAnalysis", "MulticlassAnalysis", "RegressionAnalysis",
        "RankingAnalysis", "FoldsAnalysis", "BinaryComparisonAnalysis",
        "MulticlassComparisonAnalysis", "RegressionComparisonAnalysis",
        "RankingComparisonAnalysis"}
    for value in values:
        parameters = inspect.signature(value.to_json).parameters
        assert not parameters, (type(value).__name__, list(parameters))
        assert list(inspect.signature(value.report).parameters)[:2] == ["path", "language"]
        json.dumps(value.to_json(), allow_nan=False)
        comparison = type(value).__name__.endswith("ComparisonAnalysis")
        control = {"binary": ((0.5, 0.5),), "multiclass": (1.0,), "regression": (10.0,),
                   "ranking": ("ndcg", 3)}[value.task] if comparison else controls[value.task]
        answer = value.at(*control)
        assert not isinstance(answer, tuple), type(value).__name__


FIGURE_NAMES = {
    "BinaryAnalysis": ["confusion_matrix", "score_histogram", "roc", "pr"],
    "CostAnalysis": ["cost_curve", "roc_hull"],
    "MulticlassAnalysis": ["confusion_matrix", "one_vs_rest_roc", "one_vs_rest_pr"],
    "RegressionAnalysis": ["predicted_vs_actual", "rec", "residual_histogram", "residual_qq"],
    "RankingAnalysis": ["metric_curves", "query_distributions"],
    "FoldsAnalysis": ["folds_roc", "folds_pr", "folds_threshold_average"],
    "BinaryComparisonAnalysis": ["roc", "pr", "cost_curves"],
    "MulticlassComparisonAnalysis": ["per_class_difference", "confusion_matrix_a",
                                     "confusion_matrix_b"],
    "RegressionComparisonAnalysis": ["rec", "residuals"],
    "RankingComparisonAnalysis": ["query_scatter"],
}
"""The figures of each value type, in the report's order."""


def test_every_task_s_value_draws_its_figures_in_both_languages(folder):
    """``figures(language=...)``: the report's figures by name, Plotly figures with their text
    in English and in Chinese (the same figures, other words); another language is an input
    error."""
    values = _values(folder)
    assert {type(v).__name__ for v in values} == set(FIGURE_NAMES)
    for value in values:
        english, chinese = value.figures(), value.figures(language="zh")
        assert list(english) == list(chinese) == FIGURE_NAMES[type(value).__name__]
        for name, figure in english.items():
            assert isinstance(figure, go.Figure) and figure.data, name
            texts = json.dumps(figure.to_plotly_json()["layout"], ensure_ascii=False)
            assert not any("\u4e00" <= c <= "\u9fff" for c in texts), name
            zh_layout = chinese[name].to_plotly_json()["layout"]
            zh_texts = json.dumps(zh_layout, ensure_ascii=False)
            assert any("\u4e00" <= c <= "\u9fff" for c in zh_texts), name
            assert len(figure.data) == len(chinese[name].data), name
    with pytest.raises(EvalInputError, match="language"):
        values[0].figures(language="fr")


def test_the_binary_figures_draw_scikit_learn_s_numbers():
    """The figures show the numbers scikit-learn computes: the 2×2 matrix at the value's
    threshold (score ≥ 0.5), the ROC curve's every point, AUC and AP in the legends."""
    y_true = np.array([0, 0, 1, 1, 0, 1, 1, 0])
    y_score = np.array([0.1, 0.4, 0.35, 0.8, 0.7, 0.9, 0.55, 0.2])
    figures = ec.binary(y_true, y_score).figures()
    (tn, fp), (fn, tp) = skm.confusion_matrix(y_true, y_score >= 0.5)
    cells = figures["confusion_matrix"].data[0].text
    assert [[cell.split("<br>")[:2] for cell in row] for row in cells] == [
        [["TP", str(tp)], ["FN", str(fn)]], [["FP", str(fp)], ["TN", str(tn)]]]
    fpr, tpr, _ = skm.roc_curve(y_true, y_score, drop_intermediate=False)
    curve = next(t for t in figures["roc"].data if t.name.startswith("ROC"))
    np.testing.assert_allclose(curve.x, fpr)
    np.testing.assert_allclose(curve.y, tpr)
    assert f"{skm.roc_auc_score(y_true, y_score):.4f}" in curve.name
    ap = f"{skm.average_precision_score(y_true, y_score):.4f}"
    assert any(t.name == f"P-R (AP {ap})" for t in figures["pr"].data)


REPORT_SOURCES = {
    "BinaryAnalysis": "seed001_a", "CostAnalysis": "seed001_a", "MulticlassAnalysis":
    "digits_logreg", "RegressionAnalysis": "diabetes_ridge", "RankingAnalysis":
    "ranking_synthetic", "FoldsAnalysis": "folds_breast_cancer", "BinaryComparisonAnalysis":
    "compare_seed001", "MulticlassComparisonAnalysis": "compare_digits",
    "RegressionComparisonAnalysis": "compare_diabetes", "RankingComparisonAnalysis":
    "compare_ranking_synthetic", "ManyComparisonAnalysis": "compare_seed001",
    "LiftAnalysis": "seed001_a", "CalibrationAnalysis": "seed001_a"}
"""The example file each reported value is read from."""


def _reported_values(folder: Path) -> list:
    """Every value with a report: one of every task (:func:`_values`), the comparison of k
    models, and the binary value's lift and calibration."""
    from evalcore.analysis.risk import CalibrationAnalysis, LiftAnalysis

    values = _values(folder)
    many = ec.compare(str(folder / "examples" / "compare_seed001.csv"),
                      score_cols=("score_A", "score_B"), correction="holm")
    return [*values, many, LiftAnalysis(values[0], 5), CalibrationAnalysis(values[0], 8,
                                                                           "quantile")]


class _Cells(HTMLParser):
    """The report's headings (h1, h2), its tables' rows and its embedded result, parsed."""

    def __init__(self):
        super().__init__()
        self.headings, self.rows, self.result, self._tag, self._row = [], [], "", None, None

    def handle_starttag(self, tag, attrs):
        self._tag = (tag, dict(attrs).get("id"))
        if tag == "tr":
            self._row = []
        elif tag in ("td", "th") and self._row is not None:
            self._row.append("")
        elif tag in ("h1", "h2"):
            self.headings.append("")

    def handle_endtag(self, tag):
        if tag == "tr":
            self.rows.append(self._row)
            self._row = None
        self._tag = None

    def handle_data(self, data):
        tag, element = self._tag or (None, None)
        if tag in ("td", "th") and self._row:
            self._row[-1] += data
        elif tag in ("h1", "h2"):
            self.headings[-1] += data
        elif element == "evalcore-result":
            self.result += data


def _parsed(html: str) -> _Cells:
    cells = _Cells()
    cells.feed(html)
    return cells


def _json_leaves(value, path: str = ""):
    """Every number of a JSON value by its dotted path (lists of numbers: each by its index)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _json_leaves(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        yield path, value


def test_every_task_s_value_writes_its_report_as_the_page_and_the_command_do(folder, tmp_path):
    """``a.report(path)``: the file ``build_report`` writes for the same data at the settings
    read from the value (byte for byte: the report holds nothing random), in English and in
    Chinese; those settings rebuild the value's JSON from the file; the embedded JSON is
    ``a.to_json()`` and the "Every number" table shows its numbers; Plotly.js is inline once and
    nothing is loaded from the network; in Chinese the title and fixed headings are the
    catalog's."""
    from dashboard.report import build_report
    from evalcore import tasks
    from evalcore.api.build import quietly, read_source
    from evalcore.api.report import settings_of
    from evalcore.view.html import plotly_source
    from evalcore.view.language import translate

    values = _reported_values(folder)
    assert {type(v).__name__ for v in values} == set(REPORT_SOURCES)
    for value in values:
        kind, name = type(value).__name__, REPORT_SOURCES[type(value).__name__]
        file = folder / "examples" / f"{name}.csv"
        settings = settings_of(value)
        rebuilt = quietly(tasks.analysis, settings, [read_source(str(file))])
        expected = value.to_json()
        assert settings.result(rebuilt) == expected, kind
        target = tmp_path / f"{kind}.html"
        html = value.report(target, data_name=file.name)
        assert target.read_text(encoding="utf-8") == html, kind
        command = (settings.command_name, str(file), settings.argv())
        assert html == build_report(*command, shown_files=[file.name]), kind
        chinese = value.report(language="zh", data_name=file.name)
        assert chinese == build_report(*command, lang="zh", shown_files=[file.name]), kind

        assert html.count(plotly_source()) == 1, kind
        outside = html.replace(plotly_source(), "")
        assert not re.search(r"<(script|img|link|iframe|audio|video)\b[^>]*\b(src|href)=",
                             outside), kind
        # the live view's SVG elements name their XML namespace: an identifier, never fetched
        assert not re.search(r"https?://", outside.replace('"http://www.w3.org/2000/svg"', "")), \
            kind

        parsed = _parsed(html)
        assert json.loads(parsed.result) == expected, kind
        shown = {row[1]: row[2] for row in parsed.rows if len(row) == 3}
        numbers = [(path, number) for path, number in _json_leaves(expected) if path in shown]
        assert len(numbers) >= 3, kind
        for path, number in numbers:
            assert float(shown[path]) == pytest.approx(number, rel=5e-6, abs=1e-300), (kind,
                                                                                       path)

        headings = _parsed(chinese).headings
        assert headings[0] == translate(f"report_title_{settings.command_name}", "zh"), kind
        assert [h for h in headings if h in {translate(key, "zh") for key in (
            "report_data_header", "report_numbers_header", "report_reproduce_header")}] == [
            translate(key, "zh") for key in ("report_data_header", "report_numbers_header",
                                             "report_reproduce_header")], kind
        assert len(headings) == len(parsed.headings), kind


def test_the_binary_report_shows_scikit_learn_s_auc_and_the_page_s_file(folder):
    """The binary report's AUC is scikit-learn's, and the report a page's "Download report"
    builds from the same value and settings is ``a.report()``'s, byte for byte."""
    from dashboard.reporting.request import NamedFile, ReportRequest
    from evalcore.api.report import settings_of

    file = folder / "examples" / "seed001_a.csv"
    table = pd.read_csv(file)
    value = ec.binary(str(file))
    html = value.report(data_name=file.name)
    shown = {row[1]: row[2] for row in _parsed(html).rows if len(row) == 3}
    assert float(shown["roc_auc"]) == pytest.approx(
        skm.roc_auc_score(table["y_true"], table["score"]), rel=5e-6)
    request = ReportRequest("binary", (NamedFile(file.name, file.read_bytes()),),
                            settings_of(value), "en", "binary", analysis=value)
    assert request.html() == html


READ_BACK = [
    ("binary", "segments", {"by": "region", "min_segment": 20}),
    ("binary", "segments", {"by": "region", "score_direction": "lower", "threshold": 0.2}),
    ("binary", "segments", {"threshold_for": "precision=0.6"}),
    ("binary", "segments", {"beta": 2.0, "threshold": 0.7, "curves": True}),
    ("binary", "segments", {"weight_col": "w", "threshold": 0.45}),
    ("folds", "folds_breast_cancer", {"score_direction": "lower", "threshold": 0.4}),
    ("folds", "folds_breast_cancer", {"threshold": 0.3, "curves": True}),
    ("regression", "diabetes_ridge", {"tolerance": 20.0, "curves": True}),
    ("ranking", "ranking_synthetic", {"k": 3, "gain": "linear", "relevance_level": 2}),
    ("compare", "compare_seed001", {"threshold": (0.3, 0.6), "score_direction": "lower"}),
]
"""Values at settings other than the defaults, each read back from the value's fields."""


@pytest.mark.parametrize("task, name, settings", READ_BACK)
def test_the_settings_read_from_a_value_rebuild_its_json(folder, tmp_path, task, name,
                                                          settings):
    """``settings_of(a)`` (what the report's "Reproduce with" line writes) rebuilds ``a``'s JSON
    from the file with the CLI's own builder: the segment column and its minimum size, the score
    direction, the constraint, β, weights, the folds' averaged ROC, ε, k and the NDCG options,
    the comparison's two thresholds."""
    from evalcore import tasks
    from evalcore.api.build import quietly, read_source
    from evalcore.api.report import settings_of

    if name == "segments":
        rng = np.random.default_rng(3)
        n = 120
        frame = pd.DataFrame({"label": rng.integers(0, 2, n), "score": np.round(rng.random(n), 3),
                              "region": rng.choice(["north", "south", "east"], n,
                                                   p=[.6, .3, .1]), "w": rng.random(n) + 0.5})
        path = tmp_path / "segments.csv"
        frame.to_csv(path, index=False)
    else:
        path = folder / "examples" / f"{name}.csv"
    value = getattr(ec, task)(str(path), **settings)
    read = settings_of(value)
    assert read.result(quietly(tasks.analysis, read, [read_source(str(path))])) == value.to_json()
    assert {key: getattr(read, key) for key in settings if key != "curves"} == {
        key: tuple(v) if isinstance(v, tuple) else v for key, v in settings.items()
        if key != "curves"}


COMPARED_FILES = [
    (("breast_cancer_logreg", "breast_cancer_tree"), {}),
    (("diabetes_ridge", "diabetes_tree"), {"task": "regression"}),
    (("breast_cancer_logreg", "breast_cancer_tree", "breast_cancer_logreg"), {"resamples": 50}),
    (("compare_seed001",), {"score_cols": ("score_A", "score_B"), "resamples": 40, "seed": 3,
                            "correction": "bonferroni", "alpha": 0.1, "confidence": 0.9}),
    (("compare_ranking_synthetic",), {"task": "ranking", "score_cols": ("score_A", "score_B"),
                                      "correction": "holm", "k": 5, "metric": "ap",
                                      "resamples": 99}),
]
"""Comparisons of one file per model, and of k models at options their result does not keep."""


@pytest.mark.parametrize("files, options", COMPARED_FILES)
def test_the_settings_read_from_a_comparison_rebuild_it_from_its_files(folder, files, options):
    """A comparison read from one file per model names those files on its "Reproduce with" line
    (each file's model column detected, as the command does), and a comparison of k models keeps
    the options its result does not (resamples, seed, confidence, k…): the command line rebuilds
    the same JSON from the files, and ``report()`` is the report of that command."""
    from dashboard.reporting.files import settings_report
    from evalcore import tasks
    from evalcore.api.build import quietly, read_source
    from evalcore.api.report import settings_of
    from evalcore.view.report.document import render

    paths = [str(folder / "examples" / f"{name}.csv") for name in files]
    value = ec.compare(*paths, **options)
    settings = settings_of(value)
    sources = [read_source(path) for path in paths]
    assert settings.result(quietly(tasks.analysis, settings, sources)) == value.to_json()
    shown = [f"{name}.csv" for name in files]
    arguments = settings.command(shown)
    assert arguments[1:1 + len(files)] == shown
    for name in ("resamples", "seed", "k", "metric", "confidence", "correction", "alpha"):
        if name in options:
            assert f"--{name}={options[name]}" in arguments, name
    if len(files) == 2:
        assert value.report() == render(settings_report(settings, sources, lang="en",
                                                        data_name=" + ".join(shown),
                                                        shown_files=shown))


def test_report_returns_the_html_and_refuses_bad_input_clearly(tmp_path):
    """Without a path the HTML is only returned; an unknown language or a path that cannot be
    written raises the input error that names it (no traceback from inside the writer)."""
    value = ec.binary([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
    html = value.report()
    assert html.startswith("<!DOCTYPE html>") and list(tmp_path.iterdir()) == []
    with pytest.raises(EvalInputError, match="language") as raised:
        value.report(tmp_path / "r.html", language="fr")
    assert raised.value.key == "api_language" and list(tmp_path.iterdir()) == []
    missing = tmp_path / "no" / "such" / "folder" / "r.html"
    with pytest.raises(EvalInputError) as raised:
        value.report(missing)
    assert raised.value.key == "api_report_not_written" and str(missing) in str(raised.value)
    with pytest.raises(EvalInputError) as raised:
        value.report(tmp_path)  # a folder
    assert raised.value.key == "api_report_not_written"
    from evalcore.analysis.binary import BinaryAnalysis

    with pytest.raises(EvalInputError) as raised:  # counts without rows: no columns to name
        BinaryAnalysis(value.sweep).report()
    assert raised.value.key == "api_report_no_data"


def test_the_regression_figures_draw_every_row_up_to_the_budget():
    """``ec.regression(...).figures()`` plots the rows and Q-Q points the page and the report
    plot (up to the figures' budget), not the one row the CLI's JSON-only run samples: every
    row of a small data set, and the Q-Q plot's ordered residuals are SciPy's ``probplot``'s."""
    rng = np.random.default_rng(3)
    y_true = rng.normal(size=300)
    y_pred = y_true + rng.normal(scale=0.5, size=300)
    figures = ec.regression(y_true, y_pred).figures()
    drawn = [x for t in figures["predicted_vs_actual"].data if t.mode == "markers" for x in t.x]
    assert sorted(drawn) == sorted(y_true)  # within the band and outside it
    (_, ordered), _ = stats.probplot(y_true - y_pred)  # residual: actual − predicted
    qq = next(t for t in figures["residual_qq"].data if t.mode == "markers")
    np.testing.assert_allclose(np.sort(np.asarray(qq.y)), ordered)


def test_the_multiclass_matrix_draws_scikit_learn_s_counts():
    y_true = ["a", "b", "c", "a", "b", "c", "c"]
    y_pred = ["a", "c", "c", "a", "b", "a", "c"]
    heatmap = ec.multiclass(y_true, y_pred).figures()["confusion_matrix"].data[0]
    np.testing.assert_array_equal(np.asarray(heatmap.z), skm.confusion_matrix(y_true, y_pred))


def test_the_api_s_examples_run(folder, monkeypatch):
    """The numpydoc examples of :mod:`evalcore.api`, of the values' ``figures()`` and
    ``report()``, of the binary value's methods and of :func:`evalcore.api.report.settings_of`, run in a
    folder holding the examples (as their text says: after ``python -m evalcore examples --write
    examples``)."""
    import evalcore.analysis.binary
    import evalcore.analysis.drawn
    import evalcore.api.report

    monkeypatch.chdir(folder)
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner(verbose=False)
    tests = [t for module in (evalcore.api, evalcore.analysis.drawn, evalcore.api.report,
                              evalcore.analysis.binary)
             for t in finder.find(module, module.__name__) if t.examples]
    assert {t.name.rsplit(".", 1)[-1] for t in tests} >= {
        "binary", "multiclass", "regression", "ranking", "folds", "compare", "read", "figures",
        "report", "settings_of", "lift", "gains", "calibration"}
    for test in tests:
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def test_import_evalcore_and_naming_a_constructor_stay_light():
    """``import evalcore as ec; ec.binary`` imports the API and its settings, none of pandas,
    pyarrow, SciPy, scikit-learn, DuckDB or Plotly (a task imports them when it runs, and
    ``figures()`` Plotly)."""
    code = ("import json, sys\nimport evalcore as ec\nec.binary, ec.compare, ec.read\n"
            "print(json.dumps(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    modules = {m.split(".")[0] for m in json.loads(done.stdout)}
    assert "evalcore" in modules
    assert modules.isdisjoint({"pandas", "pyarrow", "scipy", "sklearn", "duckdb", "plotly"})


def test_a_task_s_package_stays_importable_beside_its_constructor():
    """``evalcore.folds`` is the constructor when called and the package for its attributes."""
    import evalcore.binary.sweep
    import evalcore.folds.evaluate as evaluate
    from evalcore.binary import ThresholdSweep

    assert evaluate.__name__ == "evalcore.folds.evaluate"
    assert ec.binary.ThresholdSweep is ThresholdSweep is evalcore.binary.sweep.ThresholdSweep
    assert ec.binary.__wrapped__ is evalcore.api.binary
    assert list(inspect.signature(ec.binary).parameters)[:2] == ["y_true", "y_score"]
    assert sys.modules["evalcore.binary"].__name__ == "evalcore.binary"
    assert ec.read is evalcore.api.read
