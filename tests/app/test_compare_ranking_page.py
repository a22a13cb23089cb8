"""AppTest: the Comparison page's ranking view on the synthetic example against scikit-learn's
ndcg_score query by query and SciPy's ttest_rel, the randomization test against an enumeration of
every sign flip, the scatter's points and colors, the bootstrap against a direct call, two files
(by (query, document) in shuffled order, by row) equal to one file, differing grades in en and
zh keeping the last good state, Markdown names literal, 10^5 queries drawn bounded."""

from __future__ import annotations

from itertools import product

import numpy as np
import pandas as pd
import pytest
from scipy.stats import ttest_rel
from sklearn.metrics import ndcg_score

from dashboard.i18n import CATALOG, translate
from evalcore.compare import paired_bootstrap
from evalcore.examples.compare_ranking import synthetic_pair_table
from tests.app.helpers import (
    assert_bad_upload_keeps_last_good,
    csv_bytes,
    input_errors,
    metric_values,
    open_app,
    plotly_array,
    plotly_figures,
    upload,
    upload_two,
)
from tests.ranking_tables import random_ranking_pair

PAGE = "app_pages/comparison.py"
MODELS = ("score_A", "score_B")


def _widget(widgets, prefix: str):
    return next(w for w in widgets if w.key and w.key.startswith(prefix))


def _sklearn_ndcg(table: pd.DataFrame, k: int) -> dict[str, np.ndarray]:
    """Each query's NDCG@k (linear gain, tied scores averaged) by scikit-learn, file order."""
    values = {model: [] for model in MODELS}
    for _, group in table.groupby("query_id", sort=False):
        for model in MODELS:
            values[model].append(ndcg_score([group["relevance"]], [group[model]], k=k))
    return {model: np.array(v) for model, v in values.items()}


def _as_scikit_learn(at, k: int = 10):
    """Linear gain and averaged ties (scikit-learn's ndcg_score), NDCG at ``k``."""
    _widget(at.radio, "compare_ranking_gain_").set_value("linear").run()
    _widget(at.radio, "compare_ranking_ties_").set_value("average").run()
    _widget(at.number_input, "compare_ranking_k_").set_value(k).run()
    assert not at.exception, at.exception
    return at


def _expected_tiles(values: dict[str, np.ndarray], k: int, names=("A", "B")) -> dict[str, str]:
    a, b = values[MODELS[0]], values[MODELS[1]]
    escaped = [n.replace("_", "\\_") for n in names]
    t = ttest_rel(a, b)
    return {
        f"Mean NDCG@{k} · {escaped[0]}": f"{a.mean():.4f}",
        f"Mean NDCG@{k} · {escaped[1]}": f"{b.mean():.4f}",
        "Difference (A − B)": f"{a.mean() - b.mean():+.4f}",
        "A better": str(int((a > b).sum())), "Tie": str(int((a == b).sum())),
        "B better": str(int((a < b).sum())),
        "t statistic (paired)": f"{t.statistic:.4f}",
        "p-value · paired t-test": f"{t.pvalue:.3g}" if t.pvalue >= 1e-4 else f"{t.pvalue:.2e}",
    }


@pytest.mark.parametrize("k", [5, 10])
def test_example_numbers_equal_scikit_learn_and_scipy(k):
    at = _as_scikit_learn(open_app(PAGE, example="compare_ranking_synthetic", family="compare"),
                          k)
    expected = _sklearn_ndcg(synthetic_pair_table(), k)
    shown = metric_values(at)
    for label, value in _expected_tiles(expected, k).items():
        assert shown[label] == value, label
    # A (noise 0.8) ranks better than B (noise 1.2) on most queries
    assert int(shown["A better"]) > 2 * int(shown["B better"])
    caption = translate("compare_ranking_randomization_random", "en", n="9,999", seed=0)
    assert any(caption in c.value for c in at.caption)


def test_scatter_points_are_each_querys_ndcg_colored_by_outcome():
    at = _as_scikit_learn(open_app(PAGE, example="compare_ranking_synthetic", family="compare"))
    expected = _sklearn_ndcg(synthetic_pair_table(), 10)
    a, b = expected["score_A"], expected["score_B"]
    traces = plotly_figures(at)[0]["data"]
    assert [tr["name"] for tr in traces] == ["A = B", "A better", "Tie", "B better"]
    for trace, chosen in zip(traces[1:], (a > b, a == b, a < b)):
        assert plotly_array(trace["x"]) == pytest.approx(a[chosen].tolist(), abs=1e-12)
        assert plotly_array(trace["y"]) == pytest.approx(b[chosen].tolist(), abs=1e-12)
    queries = synthetic_pair_table()["query_id"].unique()
    assert list(traces[3]["customdata"]) == list(queries[a < b])


def test_randomization_test_on_six_queries_is_exact_against_an_enumeration():
    table = random_ranking_pair(6, seed=1, decimals=2)
    at = _as_scikit_learn(upload(open_app(PAGE), "small.csv", csv_bytes(table), "compare"))
    expected = _sklearn_ndcg(table, 10)
    d = expected["score_A"] - expected["score_B"]
    flips = np.array(list(product((1.0, -1.0), repeat=d.size)))
    null = np.abs((flips * d).mean(axis=1))
    p = float(np.mean(null >= abs(d.mean()) * (1 - 1e-12)))
    shown = metric_values(at)
    assert shown["p-value · randomization test"] == f"{p:.3g}"
    for label, value in _expected_tiles(expected, 10).items():
        assert shown[label] == value, label
    exact = translate("compare_ranking_randomization_exact", "en", queries=6)
    assert any(exact in c.value for c in at.caption)


def test_bootstrap_of_the_ndcg_difference_equals_a_direct_call_over_queries():
    at = _as_scikit_learn(open_app(PAGE, example="compare_ranking_synthetic", family="compare"))
    key = _widget(at.selectbox, "boot_metric_").key
    suffix = key.removeprefix("boot_metric_")
    assert at.selectbox(key=key).options == [CATALOG["compare_boot_metric_ranking_ndcg"]["en"]]
    # what is drawn: whole queries, not samples
    assert translate("compare_boot_hint_queries", "en") in [c.value for c in at.caption]
    assert translate("compare_boot_hint", "en") not in [c.value for c in at.caption]
    at.number_input(key=f"boot_n_{suffix}").set_value(300)
    at.number_input(key=f"boot_seed_{suffix}").set_value(5)
    at.button(key=f"boot_run_{suffix}").click().run()
    assert not at.exception, at.exception
    table = synthetic_pair_table()
    from evalcore.ranking import evaluate_ranking

    def mean_ndcg(relevance, score, groups):
        return evaluate_ranking(groups, relevance, score, gain="linear",
                                ties="average").ndcg_at(10).mean()

    expected = paired_bootstrap(mean_ndcg, table["relevance"], table["score_A"],
                                table["score_B"], groups=table["query_id"], n_resamples=300,
                                seed=5)
    shown = next(d.value for d in at.dataframe if len(d.value) == 5).iloc[:, 1].tolist()
    assert shown[2] == f"{expected.difference:.4f}"
    assert shown[3] == f"[{expected.ci[0]:.4f}, {expected.ci[1]:.4f}]"
    units = translate("compare_boot_queries", "en", units=200)
    assert units == "200 queries resampled"
    assert any(units in c.value for c in at.caption)


def _split(table: pd.DataFrame, columns=("query_id", "doc_id", "relevance")):
    return (table[list(columns) + ["score_A"]].rename(columns={"score_A": "score"}),
            table[list(columns) + ["score_B"]].rename(columns={"score_B": "score"}))


@pytest.mark.parametrize("by_doc", [True, False])
def test_two_files_give_the_same_numbers_as_one_file(by_doc):
    table = synthetic_pair_table()
    one = open_app(PAGE, example="compare_ranking_synthetic", family="compare")
    file_a, file_b = _split(table) if by_doc else _split(table, ("query_id", "relevance"))
    if by_doc:
        file_b = file_b.sample(frac=1.0, random_state=4)
    at = upload_two(open_app(PAGE), csv_bytes(file_a), csv_bytes(file_b),
                    ("bm25.csv", "dense.csv"))
    how = "compare_ranking_aligned_id" if by_doc else "compare_ranking_aligned_row"
    assert CATALOG[how]["en"] in [c.value for c in at.sidebar.caption]
    renamed = {k.replace("· A", "· bm25.csv").replace("· B", "· dense.csv"): v
               for k, v in metric_values(one).items()}
    shown = {k.replace("\\", ""): v for k, v in metric_values(at).items()}
    if by_doc:  # same rows, same tie-breaking by document id: every number equal
        assert shown == {k.replace("\\", ""): v for k, v in renamed.items()}
    else:  # without document ids ties keep row order: equal to one file without its doc column
        no_doc = csv_bytes(table.drop(columns="doc_id"))
        one = upload(open_app(PAGE), "nodoc.csv", no_doc, "compare")
        assert list(shown.values()) == list(metric_values(one).values())


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_grades_differing_between_files_are_an_error_and_keep_the_last_good(lang):
    table = synthetic_pair_table().drop(columns="doc_id")
    file_a, file_b = _split(table, ("query_id", "relevance"))
    at = upload_two(open_app(PAGE, lang=lang), csv_bytes(file_a), csv_bytes(file_b),
                    ("bm25.csv", "dense.csv"))
    regraded = file_a.copy()
    regraded.loc[[2, 5], "relevance"] += 1
    head = CATALOG["compare_ranking_relevance_differ_rows"][lang].split("{")[0]
    assert_bad_upload_keeps_last_good(at, csv_bytes(regraded), head, "compare")
    message = translate("compare_ranking_relevance_differ_rows", lang, 
        name_a="bad.csv", name_b="dense.csv", count=2, n=len(table), rows="3, 6")
    assert message in input_errors(at)[0]


def test_markdown_column_names_are_shown_literally():
    table = synthetic_pair_table().rename(columns={"score_A": "score_**b**",
                                                   "score_B": "score_[l](u)"})
    at = upload(open_app(PAGE), "md.csv", csv_bytes(table), "compare")
    labels = [m.label.replace("\\", "") for m in at.metric]
    assert "Mean NDCG@10 · **b**" in labels and "Mean NDCG@10 · [l](u)" in labels
    assert any("x = **b**, y = [l](u)" in c.value.replace("\\", "") for c in at.caption)
    layout = plotly_figures(at)[0]["layout"]
    assert layout["xaxis"]["title"]["text"] == "NDCG@10 · **b**"


def test_a_hundred_thousand_queries_draw_bounded_points():
    rng = np.random.default_rng(0)
    n_queries, size = 100_000, 3
    relevance = rng.integers(0, 2, n_queries * size)
    table = pd.DataFrame({
        "query_id": np.repeat(np.arange(n_queries), size), "relevance": relevance,
        "score_A": relevance + rng.normal(0, 1, relevance.size).round(3),
        "score_B": relevance + rng.normal(0, 2, relevance.size).round(3),
    })
    at = upload(open_app(PAGE), "big.csv", csv_bytes(table), "compare")
    traces = plotly_figures(at)[0]["data"][1:]
    assert sum(len(plotly_array(tr["x"])) for tr in traces) == 20_000
    shown = metric_values(at)
    assert sum(int(shown[k].replace(",", "")) for k in ("A better", "Tie", "B better")) == n_queries
    random = translate("compare_ranking_randomization_random", "en", n="50", seed=0)
    assert any(random in c.value for c in at.caption)
