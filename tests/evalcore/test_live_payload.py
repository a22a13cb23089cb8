"""The live view's payload built by evalcore alone (no dashboard): its stop table's counts
against scikit-learn's confusion matrix at stops across the slider, its words from evalcore's
own catalog, and a notebook's HTML fragment (Plotly.js and the view's script once per kernel)."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest
from sklearn.metrics import confusion_matrix, precision_score, recall_score

import evalcore as ec
from evalcore.binary.stop_table import payload_columns
from evalcore.errors import EvalInputError
from evalcore.view.language import translator
from evalcore.view.live import notebook
from evalcore.view.live.notebook import notebook_data, notebook_html

RNG = np.random.default_rng(44)
Y = RNG.integers(0, 2, 3000)
S = np.round(np.clip(RNG.normal(0.35 + 0.3 * Y, 0.2), 0, 1), 3)  # ties, > 400 distinct scores
W = RNG.integers(1, 4, 3000).astype(float)


def _data(value, lang: str = "en") -> dict:
    return notebook_data(value, translator(lang), identity="test")


@pytest.mark.parametrize("weights", [None, W])
def test_every_fifth_of_the_stops_has_scikit_learns_confusion_matrix(weights):
    value = ec.binary(Y, S, sample_weight=weights)
    data = _data(value)
    columns = payload_columns(data["table"])
    stops = columns["threshold"]
    assert stops.size > 400
    for i in (0, stops.size // 5, 2 * stops.size // 5, stops.size // 2, 4 * stops.size // 5,
              stops.size - 2, stops.size - 1):
        predicted = (S >= stops[i]).astype(int)
        tn, fp, fn, tp = confusion_matrix(Y, predicted, labels=[0, 1],
                                          sample_weight=weights).ravel()
        assert [columns[name][i] for name in ("tp", "fp", "tn", "fn")] == [tp, fp, tn, fn]
        if tp + fp:
            assert columns["precision"][i] == pytest.approx(
                precision_score(Y, predicted, sample_weight=weights))
        assert columns["recall"][i] == pytest.approx(
            recall_score(Y, predicted, sample_weight=weights))
    assert np.isinf(stops[-1]) and data["labels"][-1] == "all negative (above every score)"


def test_the_view_opens_at_the_values_threshold_as_shown_and_writes_each_stop():
    value = ec.binary(Y, S, threshold=0.4321)
    data = _data(value)
    columns = payload_columns(data["table"])
    i = data["index"]
    assert columns["threshold"][i] == 0.433 == value.sweep.shortest_at(0.4321)  # next score up
    counts = value.at(0.4321).confusion
    assert [columns[name][i] for name in ("tp", "fp", "tn", "fn")] == [
        counts.tp, counts.fp, counts.tn, counts.fn]
    assert data["labels"][i] == "0.433"


def test_the_notebook_view_has_the_confusion_pages_view_and_the_roc_pr_figures():
    data = _data(ec.binary(Y, S))
    assert data["hist"]["marks"] == {"cut": 0, "cut_text": 0}
    assert data["curves"] is None and set(data["figures"]) == {"roc", "pr"}
    roc = data["figures"]["roc"]
    assert roc["figure"]["data"][roc["marks"]["point"]]["name"] == "Operating point"
    assert len(data["point_texts"]) == len(data["labels"])  # the P-R point's text at each stop
    # the marks are placed by float64 columns (a float32 one moves a point off its curve)
    assert {"fpr", "recall", "precision"} <= set(data["table"]["columns"])
    assert data["measures"][:3] == ["accuracy", "error_rate", "precision"]


def test_words_come_from_evalcores_catalog_in_either_language():
    data = _data(ec.binary(Y, S), "zh")
    assert data["text"]["threshold_label"] == "阈值"
    assert data["text"]["metrics"]["precision"] == "查准率（精确率）P"
    assert data["text"]["tp"] == "TP（真正例）"
    roc_layout = data["figures"]["roc"]["figure"]["layout"]
    assert roc_layout["xaxis"]["title"]["text"] == "假正例率 (FPR)"


@pytest.fixture
def fresh_kernel(monkeypatch):
    """A kernel that has shown no view yet."""
    monkeypatch.setattr(notebook, "SENT", set())


def _scripts(fragment: str) -> list[str]:
    return re.findall(r'<script type="text/javascript">(.*?)</script>', fragment, re.S)


def test_plotly_js_and_the_views_script_come_with_the_first_fragment_only(fresh_kernel):
    from importlib.resources import files

    plotly_js = files("plotly").joinpath("package_data", "plotly.min.js").read_text()
    value = ec.binary(Y, S)
    first, second = notebook_html(value), value._repr_html_()
    assert plotly_js in first and "function liveThreshold(" in first
    assert plotly_js not in second and "function liveThreshold(" not in second
    assert len(_scripts(first)) == 3 and len(_scripts(second)) == 1  # the start
    assert plotly_js in notebook_html(value, scripts=True)  # a page of its own
    assert "https://" not in second  # nothing fetched: no CDN
    ids = re.findall(r'id="evalcore-live-([0-9a-f]{32})"', first + second)
    assert len(set(ids)) == 2  # each fragment its own view


def test_the_fragments_data_block_is_the_payload_and_cannot_end_its_element(fresh_kernel):
    value = ec.binary(Y, S)
    fragment = notebook_html(value)
    block = re.search(r'<script type="application/json" id="evalcore-live-data-[0-9a-f]+">'
                      r"(.*?)</script>", fragment, re.S).group(1)
    data = json.loads(block)
    assert "<" not in block and data["labels"] == _data(value)["labels"]


def test_another_language_is_refused_with_the_apis_message(fresh_kernel):
    with pytest.raises(EvalInputError) as raised:
        ec.binary(Y, S).show(language="fr")
    assert raised.value.key == "api_language"
    assert notebook.SENT == set()  # nothing was sent


def test_show_outside_ipython_returns_the_whole_fragment(fresh_kernel):
    fragment = ec.binary(Y, S).show(language="zh")
    assert "function liveThreshold(" in fragment and "evalcorePlotly" in fragment
    assert "阈值" in fragment
    assert notebook.SENT == set()  # a kernel's later views still carry the scripts
