"""Loading ranking files: column detection (English, Chinese, overrides) and every bad input."""

from __future__ import annotations

import pytest

from evalcore.errors import EvalInputError
from evalcore.examples import all_examples
from evalcore.ranking import evaluate_ranking, load_ranking


def load(text: str, **columns):
    return load_ranking(text.encode("utf-8"), "r.csv", **columns)


def test_detects_english_and_chinese_names():
    data = load("qid,docno,rel,score\n1,a,1,0.5\n1,b,0,0.4\n")
    assert data.columns == {"query": "qid", "doc": "docno", "relevance": "rel", "score": "score"}
    data = load("查询,文档,相关性等级,得分\n甲,a,2,0.5\n甲,b,0,0.9\n")
    assert data.columns == {"query": "查询", "doc": "文档", "relevance": "相关性等级",
                            "score": "得分"}
    assert data.relevance.tolist() == [2, 0] and data.query_id.tolist() == ["甲", "甲"]


def test_overrides_and_no_document_column():
    data = load("a,b,c,d\nq,1,0.5,x\nq,0,0.5,y\n", query_col="a", relevance_col="b",
                score_col="c", doc_col=False)
    assert data.doc_id is None
    # without document ids tied scores keep file order
    evaluation = evaluate_ranking(data.query_id, data.relevance, data.score)
    assert evaluation.query_detail("q")["relevance"].tolist() == [1, 0]


def test_ids_keep_their_text():
    data = load("query_id,doc_id,relevance,score\n007,10,1,0.5\n007,9,0,0.5\n")
    # doc ids compared as text: "9" > "10", so "9" ranks first among the tied scores
    evaluation = evaluate_ranking(data.query_id, data.relevance, data.score, doc_id=data.doc_id)
    assert evaluation.query_detail(data.query_id[0])["doc_id"].tolist() == ["9", "10"]


@pytest.mark.parametrize("text, key, params", [
    ("query_id,relevance,score\nq,1.5,0.1\nq,1,0.2\nq,0.5,0.3\n",
     "ranking_relevance_not_integer", {"count": 2, "rows": "1, 3"}),
    ("query_id,relevance,score\nq,-1,0.1\nq,1,0.2\n",
     "ranking_relevance_negative", {"count": 1, "rows": "1"}),
    ("query_id,relevance,score\nq,high,0.1\nq,1,0.2\n",
     "ranking_invalid_values", {"count": 1, "rows": "1", "column": "relevance"}),
    ("query_id,relevance,score\nq,1,0.1\nq,1,\n", "ranking_invalid_values",
     {"count": 1, "rows": "2", "column": "score"}),
    ("query_id,relevance,score\nq,1,0.1\n,1,0.2\n , 0, 0.3\n", "ranking_missing_ids",
     {"count": 2, "rows": "2, 3", "column": "query_id"}),
    ("query_id,doc_id,relevance,score\nq,a,1,0.1\nq,b,0,0.2\nq,a,0,0.3\n",
     "ranking_duplicate_pairs", {"count": 2, "rows": "1, 3", "query": "q", "doc": "a"}),
    ("query_id,relevance,score\nq,1,0.1\n", None, None),
])
def test_bad_input_is_an_error_naming_the_rows(text, key, params):
    if key is None:
        assert load(text).n_rows == 1
        return
    with pytest.raises(EvalInputError) as caught:
        load(text)
    assert caught.value.key == key
    assert {name: caught.value.params[name] for name in params} == params


def test_same_column_for_two_roles():
    with pytest.raises(EvalInputError) as caught:
        load("query_id,relevance,score\nq,1,1\n", score_col="relevance")
    assert caught.value.key == "ranking_same_column"


@pytest.mark.parametrize("k, level, key", [(0, 1, "ranking_bad_k"), (2.5, 1, "ranking_bad_k"),
                                           (1, 0, "ranking_bad_level")])
def test_bad_settings(k, level, key):
    with pytest.raises(EvalInputError) as caught:
        evaluate_ranking(["q"], [1], [0.5], relevance_level=level).summary(k)
    assert caught.value.key == key


def test_synthetic_example_is_deterministic_and_graded():
    example = all_examples()["ranking_synthetic"]
    assert example.build() == example.build()
    data = load_ranking(example.build(), example.filename)
    evaluation = evaluate_ranking(data.query_id, data.relevance, data.score, doc_id=data.doc_id)
    assert evaluation.n_queries == 200
    assert 5 <= evaluation.lists.sizes.min() and evaluation.max_length <= 30
    assert set(data.relevance.tolist()) == {0, 1, 2, 3}
    assert evaluation.queries_without_relevant > 0
