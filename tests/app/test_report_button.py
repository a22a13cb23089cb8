"""AppTest: every analysis page has its "Download report" button (and its tables "Download CSV"
buttons), and what a click builds is the report of the page's data and settings: the JSON of
``python -m evalcore`` for the page's flags (the full HTML built on two pages, for time)."""

from __future__ import annotations

import json
import re

import io

import numpy as np
import pandas as pd
import pytest
from plotly.offline import get_plotlyjs
from sklearn.metrics import recall_score

from evalcore.examples import all_examples

from tests.app.helpers import choose_example, open_app, upload

BLOCK = re.compile(r'<script type="application/json" id="evalcore-result">(.*?)</script>', re.S)

PAGES = [  # page, family, example (None: the default), the report's task, lang, tables shown
    ("app_pages/confusion.py", "classification", None, "binary", "zh", True),
    ("app_pages/confusion.py", "classification", "digits_seed004", "multiclass", "en", True),
    ("app_pages/roc_pr.py", "classification", None, "binary", "en", True),
    ("app_pages/cost_curve.py", "classification", None, "cost", "en", False),
    ("app_pages/regression.py", "regression", None, "regression", "zh", True),
    ("app_pages/ranking.py", "ranking", None, "ranking", "en", True),
    ("app_pages/comparison.py", "compare", None, "compare", "en", True),
    ("app_pages/comparison.py", "compare", "compare_diabetes", "compare", "zh", True),
    ("app_pages/comparison.py", "compare", "compare_ranking_synthetic", "compare", "en", False),
    ("app_pages/folds.py", "folds", None, "folds", "zh", True),
]


def _labels(at, kind: str) -> list[str]:
    return [element.proto.label for element in at.get(kind)]


@pytest.mark.parametrize("page,family,example,task,lang,tables", PAGES)
def test_every_page_has_a_report_button(page, family, example, task, lang, tables):
    at = open_app(page, lang=lang)
    if example is not None:
        choose_example(at, example, family)
    buttons = _labels(at, "download_button")
    assert ("下载报告" if lang == "zh" else "Download report") in buttons
    assert (("下载 CSV" if lang == "zh" else "Download CSV") in buttons) == tables
    request = at.session_state["report_request"]
    assert request.task == task and request.lang == lang
    assert request.file_name.startswith(f"{request.files[0].name.rsplit('.', 1)[0]}_"
                                        f"{page.split('/')[1][:-3]}_report")
    result = request.result()
    assert result["task"] in (task, "binary", "regression", "ranking")  # compare: its task
    if example == "compare_ranking_synthetic":  # the page's settings reach the CLI
        assert result["metric"] == "ndcg" and result["k"] == 10
    if page == "app_pages/folds.py":  # the page's threshold and columns reach the CLI
        assert result["k"] == 2 and result["repeats"] == 5
        assert "--curves" in request.flags and "averaged_roc" in result
        assert request.threshold == at.session_state["threshold_folds"]
        table = pd.read_csv(io.BytesIO(all_examples()["folds_breast_cancer"].build()))
        cut = request.threshold  # model A (logistic regression) at the page's threshold
        recalls = [recall_score(g["y_true"], g["score_logreg"] >= cut)
                   for _, g in table.groupby(["repeat", "fold"])]
        assert [f["metrics"]["recall"] for f in result["per_fold"]] == pytest.approx(recalls)
    if page == "app_pages/confusion.py" and task == "binary":
        # seed 001 learner A at the default threshold 0.5 (the counts of the score 0.55); by hand
        assert result["confusion"] == {"tp": 3, "fp": 2, "tn": 3, "fn": 2}
        assert request.file_name == "seed001_a_confusion_report_t0.5.html"
        html = request.html_bytes().decode("utf-8")
        assert json.loads(BLOCK.search(html).group(1)) == result
        assert '<html lang="zh-CN">' in html and "阈值 0.50 下的混淆矩阵" in html


def test_comparison_report_has_the_page_thresholds():
    """Seed 001's comparison at the default thresholds: the flags name both columns and both
    thresholds, and McNemar's table in the JSON counts the page's predictions."""
    at = open_app("app_pages/comparison.py")
    request = at.session_state["report_request"]
    flags = list(request.flags)
    assert flags[:2] == ["--task", "binary"]
    threshold = flags[flags.index("--threshold") + 1:flags.index("--threshold") + 3]
    assert threshold == [repr(at.session_state["threshold_compare_A"]),
                         repr(at.session_state["threshold_compare_B"])]
    result = request.result()
    assert result["threshold"] == {"A": float(threshold[0]), "B": float(threshold[1])}


def test_generalization_reports_hold_the_settings_figures_and_numbers():
    """A teaching page (no CLI): each part's report has its settings, its two figures, the
    numbers against scikit-learn, and no evalcore-result block."""
    from sklearn.neighbors import KNeighborsClassifier

    from evalcore.evaluation_methods import neighbors_data

    at = open_app("app_pages/generalization.py", lang="zh")
    assert _labels(at, "download_button").count("下载报告") == 2
    at.slider(key="generalization_k").set_value(7).run()
    report = at.session_state["report_request"]  # the last part drawn: KNN
    assert report.file_stem == "generalization_knn" and report.lang == "zh"
    html = report.html()
    assert "evalcore-result" not in html and html.count('class="figure-data"') == 2
    assert "<td>7</td>" in html and '<html lang="zh-CN">' in html
    data = neighbors_data(300, 1.2, 0)
    test = KNeighborsClassifier(7).fit(data.X_train, data.y_train).score(data.X_test,
                                                                           data.y_test)
    assert f"<td>{test:.4f}</td>" in html
    outside_plotly = html.replace(get_plotlyjs(), "")  # nothing from the network
    assert not re.search(r"https?://|src=|href=", outside_plotly)


def test_resampling_lab_report_holds_the_run():
    """The lab's report: its settings, the split table, the estimates and out-of-bag figures,
    and the hold-out error against scikit-learn."""
    from sklearn.model_selection import train_test_split
    from sklearn.neighbors import KNeighborsClassifier
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    from evalcore.evaluation_methods import load_dataset

    at = open_app("app_pages/resampling.py")
    assert _labels(at, "download_button").count("Download report") == 1
    report = at.session_state["report_request"]
    assert report.file_stem == "breast_cancer_resampling_lab"
    html = report.html()
    assert "evalcore-result" not in html and html.count('class="figure-data"') == 4
    assert dict(report.settings)["Seed"] == 0
    assert dict(report.settings)["Method"] == "Hold-out"
    data = load_dataset("breast_cancer")
    x_tr, x_te, y_tr, y_te = train_test_split(data.X, data.y, test_size=0.3, stratify=data.y,
                                              random_state=0)
    knn = make_pipeline(StandardScaler(), KNeighborsClassifier(5))
    assert f"<td>{1 - knn.fit(x_tr, y_tr).score(x_te, y_te):.4f}</td>" in html
    assert "<td>398</td>" in html and "<td>171</td>" in html  # S and T of 569, by hand


def test_learn_reports_of_both_views():
    """Seed 001's learner A: step 4 (TP 3, FP 1 by hand) with its three figures, then the pair
    grid with ℓrank = 9/25 and AUC = 0.64 (the textbook's example)."""
    at = open_app("app_pages/learn.py")
    for _ in range(4):
        at.button(key="learn_forward").click().run()
    report = at.session_state["report_request"]
    assert report.file_stem == "seed001_a_learn_steps"
    assert dict(report.settings)["Data set"] == "seed001_a.csv"
    html = report.html()
    assert html.count('class="figure-data"') == 3 and "evalcore-result" not in html
    assert "<td>TP</td><td>3</td>" in html and "<td>FP</td><td>1</td>" in html
    at.radio(key="learn_view").set_value("pairs").run()
    report = at.session_state["report_request"]
    html = report.html()
    assert report.file_stem == "seed001_a_learn_pairs" and html.count('class="figure-data"') == 1
    assert "9/25" in html and "0.6400" in html


def test_learn_simulator_report_holds_its_population_counts_and_figures():
    """The simulator's report: its settings, TP..FN and the AUC numbers against scikit-learn and
    SciPy on the same sample, its five figures, no evalcore-result block."""
    import math

    from scipy.stats import norm
    from sklearn.metrics import roc_auc_score

    from evalcore.teaching import simulate_scores

    at = open_app("app_pages/learn.py")
    at.radio(key="learn_view").set_value("simulator").run()
    assert not at.exception, at.exception
    report = at.session_state["report_request"]
    assert report.file_stem == "learn_simulator"
    settings = dict(report.settings)
    assert settings["Share of positives"] == "50.0%" and settings["mu1"] == 1.5
    html = report.html()
    assert "evalcore-result" not in html and html.count('class="figure-data"') == 5
    y, scores = simulate_scores("binormal", {"mu0": 0.0, "sd0": 1.0, "mu1": 1.5, "sd1": 1.0},
                                5000, 0.5, 0)
    assert f"<td>{roc_auc_score(y, scores):.4f}</td>" in html
    assert f"<td>{norm.cdf(1.5 / math.sqrt(2)):.4f}</td>" in html
    tp = int(np.sum(y & (scores >= 0.75)))  # the default threshold: (μ₀ + μ₁) / 2 = 0.75
    assert f"<td>{tp:,}</td>" in html and settings["Threshold"] == "0.75"


@pytest.mark.parametrize("name, header, lang", [("preds[v2].csv", "y_true,-score", "en"),
                                                ("-y.csv", "-y,--score", "zh")])
def test_report_of_an_upload_named_like_options(name, header, lang):
    """Columns ``-score``, ``-y``, ``--score`` and a file ``preds[v2].csv``: the page renders and
    its report is built (before, argparse exited inside the download and stopped the server)."""
    from sklearn.metrics import roc_auc_score

    labels, scores = [1, 0, 1, 0, 1, 0], [0.9, 0.2, 0.7, 0.4, 0.35, 0.5]
    data = (header + "\n" + "".join(f"{y},{s}\n" for y, s in zip(labels, scores))).encode()
    at = upload(open_app("app_pages/roc_pr.py", lang=lang), name, data)
    for role, column in zip(("label_col_", "score_col_"), header.split(",")):
        (box,) = [box for box in at.sidebar.selectbox if str(box.key).startswith(role)]
        if box.value != column:  # not detected by its name: chosen as a user would
            box.set_value(column).run()
    assert not at.exception and not at.error, (at.exception, at.error)
    html = at.session_state["report_request"].html_bytes().decode("utf-8")
    result = json.loads(BLOCK.search(html).group(1))
    assert result["n"] == 6 and result["roc_auc"] == pytest.approx(roc_auc_score(labels, scores))
