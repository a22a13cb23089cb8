"""AppTest: the ranking page's k slider, metrics, query detail and bad uploads, in both languages."""

from __future__ import annotations

import math

import numpy as np
import pytest
from sklearn.metrics import ndcg_score

from dashboard.i18n import CATALOG
from evalcore.examples import all_examples
from evalcore.ranking import evaluate_ranking, load_ranking
from tests.app.helpers import (assert_bad_upload_keeps_last_good, metric_values,
                               open_app, plotly_figures, upload)

PAGE = "app_pages/ranking.py"


def synthetic():
    example = all_examples()["ranking_synthetic"]
    data = load_ranking(example.build(), example.filename)
    return data, evaluate_ranking(data.query_id, data.relevance, data.score, doc_id=data.doc_id)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_k_slider_moves_precision_and_ndcg(lang):
    at = open_app(PAGE, lang=lang, example="ranking_synthetic", family="ranking")
    data, evaluation = synthetic()
    assert at.slider[0].value == 10
    at.slider[0].set_value(3).run()
    assert not at.exception
    shown = metric_values(at)
    assert shown["P@k"] == f"{evaluation.precision_at(3).mean():.4f}"
    assert shown["NDCG@k"] == f"{evaluation.ndcg_at(3).mean():.4f}"
    assert shown["MRR"] == f"{evaluation.reciprocal_rank.mean():.4f}"
    without = CATALOG["ranking_without_relevant"][lang].split("{")[0].strip()
    assert any(without in c.value for c in at.caption)
    curves = plotly_figures(at)[0]
    assert [s["x0"] for s in curves["layout"]["shapes"]] == [3]


def test_ndcg_on_the_page_equals_sklearn_with_linear_gain_and_averaged_ties():
    at = open_app(PAGE, example="ranking_synthetic", family="ranking")
    at.radio(key="ranking_gain").set_value("linear").run()
    at.radio(key="ranking_ties").set_value("average").run()
    at.slider[0].set_value(5).run()
    data, _ = synthetic()
    reference = np.mean([ndcg_score([data.relevance[data.query_id == q]],
                                    [data.score[data.query_id == q]], k=5)
                         for q in dict.fromkeys(data.query_id)])
    assert metric_values(at)["NDCG@k"] == f"{reference:.4f}"


def test_query_detail_shows_the_ndcg_terms():
    at = open_app(PAGE, example="ranking_seed002_mrr", family="ranking")
    assert metric_values(at)["MRR"] == f"{1 / 3:.4f}"
    detail = at.table[-1].value  # the one-query table comes last
    assert detail["Document"].tolist() == ["d2", "d3", "d1", "d5", "d4"]
    assert detail["Grade"].tolist() == [0, 0, 1, 0, 0]
    assert detail["Discount 1/log2(r+1)"].tolist() == pytest.approx(
        [1 / math.log2(r + 1) for r in range(1, 6)])
    assert detail["DCG@r"].tolist() == pytest.approx([0, 0, 0.5, 0.5, 0.5])
    assert detail["Ideal DCG@r"].tolist() == pytest.approx([1.0] * 5)
    assert "0.5000" in at.get("latex")[0].value


BAD = {
    "negative relevance": (b"query_id,relevance,score\nq,-1,0.1\nq,1,0.2\n",
                           "ranking_relevance_negative"),
    "fractional relevance": (b"query_id,relevance,score\nq,0.5,0.1\nq,1,0.2\n",
                             "ranking_relevance_not_integer"),
    "missing query": (b"query_id,relevance,score\nq,1,0.1\n,1,0.2\n", "ranking_missing_ids"),
    "duplicate pair": (b"query_id,doc_id,relevance,score\nq,a,1,0.1\nq,a,0,0.2\n",
                       "ranking_duplicate_pairs"),
}


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_upload_is_shown_and_last_good_kept(case, lang):
    good = all_examples()["ranking_seed002_mrr"].build()
    at = upload(open_app(PAGE, lang=lang), "good.csv", good, "ranking")
    data, key = BAD[case]
    assert_bad_upload_keeps_last_good(at, data, CATALOG[key][lang].split("{")[0].strip(),
                                      "ranking")
