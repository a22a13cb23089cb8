"""AppTest: tables shown whole, figures that fit and draw what the numbers integrate: P-R
steps equal AP, integer k ticks, the fitted cost range, the threshold table,
the below-diagonal warning, headings and notes that say what is true."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import average_precision_score

from dashboard.i18n import CATALOG
from evalcore.binary import POINT_METRICS
from evalcore.examples import all_examples
from evalcore.examples.compare import breast_cancer_table
from evalcore.examples.multiclass import digits_logreg_table
from evalcore.ranking import evaluate_ranking, load_ranking
from tests.app.helpers import (choose_example, csv_bytes, open_app, plotly_array, plotly_figures,
                               upload)

SEED002 = {"y_true": [1, 0, 1, 1, 0, 1], "score": [0.8, 0.96, 0.4, 0.1, 0.15, 0.7]}


def step_area(trace: dict) -> float:
    """Area under the drawn line with Plotly's "hv" shape: y[i] held from x[i] to x[i+1]."""
    x, y = np.array(plotly_array(trace["x"])), np.array(plotly_array(trace["y"]))
    return float(np.sum(np.abs(np.diff(x)) * y[:-1]))


def test_measures_table_shows_every_row():
    at = open_app(example="seed002_six")
    table = at.table[0].value  # a static table: every row, long notes wrapped
    assert len(table) == len(POINT_METRICS)
    for name in ("Cohen's kappa", "Balanced accuracy", "G-mean"):
        assert name in table.iloc[:, 0].tolist()


def test_regression_meanings_are_shown_in_full():
    at = open_app("app_pages/regression.py")
    table = at.table[0].value
    assert len(table) == 10
    assert CATALOG["regression_metric_r2_help"]["en"] in table.iloc[:, 2].tolist()


@pytest.mark.parametrize("example, figure", [("seed001_a", 1), ("breast_cancer_logreg", 1)])
def test_pr_curve_is_drawn_as_the_steps_ap_sums(example, figure):
    at = open_app("app_pages/roc_pr.py", example=example)
    table = pd.read_csv(pd.io.common.BytesIO(all_examples()[example].build()))
    expected = average_precision_score(table.iloc[:, 0] == 1, table.iloc[:, 1])
    pr = plotly_figures(at)[figure]
    curve = next(d for d in pr["data"] if d.get("name", "").startswith("P-R (AP"))
    assert curve["line"]["shape"] == "hv"
    assert step_area(curve) == pytest.approx(expected, abs=1e-12)


def test_comparison_and_multiclass_pr_curves_are_steps():
    at = open_app("app_pages/comparison.py", example="compare_breast_cancer", family="compare")
    table = breast_cancer_table()
    pr = plotly_figures(at)[1]
    curves = [d for d in pr["data"] if "AP" in d.get("name", "")]
    assert [c["line"]["shape"] for c in curves] == ["hv", "hv"]
    for curve, column in zip(curves, ("score_logreg", "score_tree")):  # drawn as float32
        assert step_area(curve) == pytest.approx(
            average_precision_score(table["y_true"], table[column]), abs=1e-6)
    at = open_app("app_pages/roc_pr.py", example="digits_logreg")
    pr = plotly_figures(at)[1]
    shapes = {d["line"].get("shape") for d in pr["data"] if d.get("mode") == "lines"
              and "AP" in d.get("name", "")}
    assert shapes == {"hv"}
    note = CATALOG["multiclass_curve_points_note"]["en"].split("{")[0]
    assert not [c for c in at.caption if c.value.startswith(note)]  # 450 samples: nothing thinned
    digits = digits_logreg_table()
    curve = next(d for d in pr["data"] if d.get("name", "").startswith("0 "))
    assert step_area(curve) == pytest.approx(
        average_precision_score(digits["y_true"] == 0, digits["score_0"]), abs=1e-12)


def test_curve_note_only_when_points_were_dropped():
    at = open_app("app_pages/roc_pr.py", example="seed001_a")
    assert not [c for c in at.caption if "Curves drawn with" in c.value]
    rng = np.random.default_rng(0)
    y = rng.random(12000) < 0.4
    big = pd.DataFrame({"y_true": y.astype(int), "score": rng.random(12000) + 0.3 * y})
    at = upload(at, "big.csv", csv_bytes(big))
    assert [c for c in at.caption if "Curves drawn with" in c.value and "12001" in c.value]


def test_ranking_axes_have_integer_ticks_and_the_table_says_empty():
    at = open_app("app_pages/ranking.py", example="ranking_seed002_mrr", family="ranking")
    curves, _, dcg = plotly_figures(at)
    for figure in (curves, dcg):  # five documents: ticks 1, 2, 3, …
        assert (figure["layout"]["xaxis"]["dtick"], figure["layout"]["xaxis"]["tick0"]) == (1, 1)
        assert figure["layout"]["xaxis"]["tickformat"] == "d"
    assert at.dataframe[0].proto.placeholder == ""  # undefined RC / τ-b: empty, as the caption


def test_ranking_distributions_count_queries_on_whole_ticks_four_to_a_row():
    """The per-query histograms: each counts its column of the per-query table (evalcore's, at
    the page's k of 10) in twenty bins over the metric's range, a perfect 1 in the last bin
    drawn inside the axis; four to a row; the count axis ticks whole numbers, at most five
    above 0, the finest step of 1, 2, 5, 10, 20, … that allows it for the tallest bar."""
    at = open_app("app_pages/ranking.py", example="ranking_synthetic", family="ranking")
    example = all_examples()["ranking_synthetic"]
    data = load_ranking(example.build(), example.filename)
    per_query = evaluate_ranking(data.query_id, data.relevance, data.score,
                                 doc_id=data.doc_id).per_query(10)
    figure = plotly_figures(at)[1]
    histograms = figure["data"]
    assert len(histograms) == 7
    tallest = 0
    perfect = 0
    for index, (trace, column) in enumerate(zip(histograms, (
            "reciprocal_rank", "average_precision", "precision_at_k", "recall_at_k",
            "ndcg_at_k", "rc", "kendall_tau"))):
        expected = per_query[column].dropna().to_numpy()
        low = -1.0 if column == "kendall_tau" else 0.0
        size = (1.0 - low) / 20
        edges = [float(Fraction(low) + Fraction(1 - int(low), 20) * i)  # the decimals 0.05 i
                 for i in range(21)]
        lower = edges[:-1]
        by_hand = [int(sum(lo <= v < hi or (i == 19 and v == hi) for v in expected))
                   for i, (lo, hi) in enumerate(zip(edges, edges[1:]))]
        assert plotly_array(trace["y"]) == by_hand
        assert sum(by_hand) == expected.size  # every query counted
        centres = plotly_array(trace["x"])
        assert centres == pytest.approx([lo + size / 2 for lo in lower])
        suffix = str(index + 1) if index else ""
        assert (trace["xaxis"], trace["yaxis"]) == ("x" + suffix, "y" + suffix)  # its own cell
        axis = figure["layout"]["xaxis" + suffix]
        assert centres[-1] + trace["width"] / 2 <= 1.0 < axis["range"][1]
        perfect += int((expected == 1.0).sum())
        tallest = max(tallest, max(by_hand))
    assert perfect > 0  # the example has perfect queries: the closed last bin is tested
    layout = figure["layout"]
    rows = {tuple(layout[f"yaxis{i if i > 1 else ''}"]["domain"]) for i in range(1, 8)}
    assert len(rows) == 2  # 4 + 3
    titled = [i for i in range(1, 8) if layout[f"yaxis{i if i > 1 else ''}"].get("title")]
    assert titled == [1, 5]  # each row's first count axis
    step = layout["yaxis"]["dtick"]
    assert layout["yaxis"]["tickformat"] == "d" and tallest / step <= 5
    finer = [s for s in (1, 2, 5, 10, 20, 50, 100) if s < step]
    assert not finer or tallest / finer[-1] > 5
    assert tallest > 5  # many queries: a step above 1 is tested


def test_one_query_defaults_to_the_worst_query_with_a_relevant_document():
    at = open_app("app_pages/ranking.py", example="ranking_synthetic", family="ranking")
    example = all_examples()["ranking_synthetic"]
    data = load_ranking(example.build(), example.filename)
    per_query = evaluate_ranking(data.query_id, data.relevance, data.score,
                                 doc_id=data.doc_id).per_query(10)
    worst = per_query.sort_values(["ndcg_at_k", "average_precision"], kind="stable")
    assert (worst["n_relevant"] == 0).iloc[0]  # the worst query has nothing relevant
    chosen = next(s for s in at.selectbox if s.key.startswith("ranking_query_")).value
    assert chosen == worst[worst["n_relevant"] > 0]["query_id"].iloc[0]


def test_comparison_cost_range_fits_the_curves():
    at = open_app("app_pages/comparison.py", example="compare_breast_cancer", family="compare")
    cost = next(f for f in plotly_figures(at)
                if f["layout"].get("yaxis", {}).get("title", {}).get("text")
                == CATALOG["cost_y_axis"]["en"])
    models = [d for d in cost["data"] if d.get("name", "").startswith(("logreg ", "tree "))]
    assert len(models) == 2  # score_logreg and score_tree, named by the word that differs
    high = max(max(plotly_array(d["y"])) for d in models)
    low, top = cost["layout"]["yaxis"]["range"]
    assert high < 0.1  # both models are good: their envelopes stay low
    assert low == 0 and high < top <= high * 1.1 * (1 + 1e-6)  # the curves are drawn as float32


def test_seed002_shows_the_threshold_table_with_the_current_row():
    at = open_app("app_pages/roc_pr.py", example="seed002_six")
    at.select_slider(key="threshold_slider").set_value(0.4).run()
    table = at.table[0]
    y, s = np.array(SEED002["y_true"]) == 1, np.array(SEED002["score"])
    expected = []
    # each score as the shortest decimal above the next lower one: (0.8, 0.96] → 0.9, …,
    # (0.1, 0.15] → 0.15 (no one-digit decimal lies above 0.1 and at most 0.15)
    shown = ["0.90", "0.80", "0.70", "0.40", "0.15", "0.10"]
    for threshold, text in zip(sorted(s, reverse=True), shown):
        tp, fp = int((y & (s >= threshold)).sum()), int((~y & (s >= threshold)).sum())
        expected.append([text, str(tp), str(fp), f"{tp / 4:.4f}", f"{fp / 2:.4f}",
                         f"{tp / (tp + fp):.4f}", f"{tp / 4:.4f}"])
    assert table.value.values.tolist() == expected
    styles = table.proto.arrow_data.styler.styles
    assert "row3_col0" in styles and "row2_col0" not in styles  # 0.40 is the fourth row


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_auc_below_half_says_the_curve_is_below_the_diagonal(lang):
    at = open_app("app_pages/roc_pr.py", lang=lang, example="seed002_six")  # AUC 3/8
    head = CATALOG["roc_below_diagonal"][lang].split("{")[0]
    assert [w for w in at.warning if w.value.startswith(head) and "0.3750" in w.value]
    choose_example(at, "seed001_a")  # AUC 16/25
    assert not [w for w in at.warning if w.value.startswith(head)]


def test_multiclass_confusion_heading_has_no_threshold():
    at = open_app(example="digits_seed004")
    assert at.title[0].value == "Confusion matrix"
    choose_example(at, "seed001_a")
    assert at.title[0].value == "Confusion matrix at a threshold"


def test_confusion_matrix_labels_fit_a_narrow_column():
    """At 1024 px the rotated labels were cut; they now break onto two lines, unrotated."""
    at = open_app(example="seed001_a")
    heatmap = plotly_figures(at)[0]
    assert list(heatmap["data"][0]["x"]) == ["Predicted<br>positive", "Predicted<br>negative"]
    assert list(heatmap["data"][0]["y"]) == ["Actual<br>positive", "Actual<br>negative"]
    assert heatmap["layout"]["xaxis"]["tickangle"] == 0


def _two_tables():
    import pandas as pd

    from dashboard.widgets.tables import show_full_table

    show_full_table(pd.DataFrame({"a": range(150)}).style.apply(lambda r: [""] * len(r), axis=1),
                    name="long")
    show_full_table(pd.DataFrame({"a": range(3)}), name="short")


def test_full_tables_scroll_only_beyond_100_rows():
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_function(_two_tables).run()
    assert not at.exception
    # a highlighted (Styler) table of 150 rows becomes a scrolling dataframe, a small one a table
    assert at.dataframe[0].value.shape == (150, 1) and at.table[0].value.shape == (3, 1)
