"""What a page draws is bounded by what it shows, not by the data (pure parts): the C×C matrix of
1,000 classes draws 30 of them, one-vs-rest figures 30 class curves, the folds drawn are at most
20, long tables come a page at a time, a sentence lists at most 20 names, and a data set's key
stays short whatever the user's labels. Counts against scikit-learn's confusion_matrix."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import confusion_matrix

from evalcore.view.folds_tables import listed_names
from evalcore.view.folds_curves import drawn_folds, fold_name
from dashboard.i18n import translate
from dashboard.loading.budgets import TABLE_PAGE_ROWS
from evalcore.view.budgets import NAMES_LISTED
from evalcore.view.budgets import MAX_CLASS_CURVES, MAX_FOLDS_DRAWN, MAX_MATRIX_CLASSES
from dashboard.loading.keys import KEY_PART_CHARS, dataset_key
from evalcore.view.multiclass import Line, lines_shown, multiclass_heatmap
from evalcore.view.labels.multiclass import heatmap_labels
from dashboard.widgets.paged_table import page_count, page_of
from evalcore.folds import SweptFold
from evalcore.multiclass.shown import top_classes
from tests.app.helpers import plotly_array

CLASSES = 1000
LONG = 210  # characters of each label, as in the probe that sent 296 MB


def _thousand_classes(long: bool, n: int = 20_000, seed: int = 48):
    rng = np.random.default_rng(seed)
    names = [(f"{i:04d}" + "x" * (LONG - 4)) if long else f"c{i}" for i in range(CLASSES)]
    y_true = np.minimum(rng.integers(0, CLASSES, n), rng.integers(0, CLASSES, n))
    y_pred = np.where(rng.random(n) < 0.6, y_true, rng.integers(0, CLASSES, n))
    return names, y_true, y_pred


@pytest.mark.parametrize("long", [False, True])
def test_a_thousand_class_matrix_draws_thirty_classes_with_the_whole_matrixs_shares(long):
    names, y_true, y_pred = _thousand_classes(long)
    counts = confusion_matrix(y_true, y_pred, labels=np.arange(CLASSES))
    selected = 999  # a quiet class, brought in by choosing it
    shown = top_classes(counts, MAX_MATRIX_CLASSES, keep=[selected])
    figure = multiclass_heatmap(counts.astype(float), counts, names, normalized=False,
                                labels=heatmap_labels(lambda key, **p: translate(key, "en", **p)),
                                selected=selected, shown=shown)
    size = len(figure.to_json())
    assert size < 1_000_000, size  # the whole matrix's figure was 163.7 MB
    trace = figure.to_plotly_json()["data"][0]
    z = np.array(plotly_array(trace["z"]) if isinstance(trace["z"], dict) else trace["z"],
                 dtype=float).reshape(len(shown), len(shown))
    np.testing.assert_array_equal(z, confusion_matrix(y_true, y_pred, labels=np.arange(CLASSES))[
        np.ix_(shown, shown)])
    assert list(figure.layout.xaxis.ticktext) == [names[i][:24] + ("…" if long else "")
                                                  for i in shown]
    assert f"{names[shown[0]][:60]}{'…' if long else ''}" in trace["hovertext"][0][0]
    # the hover's shares are of the whole row and column, not of the 30 drawn
    i, j = 0, 1
    true_i = shown[i]
    row_share = counts[true_i, shown[j]] / counts[true_i].sum()
    assert f"{row_share:.1%}" in trace["hovertext"][i][j]
    # the selected class's outline: the last shape, on its diagonal cell among the drawn
    at = list(shown).index(selected)
    assert figure.layout.shapes[-1].x0 == at - 0.5 and figure.layout.shapes[-1].y0 == at - 0.5


def test_few_classes_are_all_drawn():
    counts = confusion_matrix([0, 1, 2, 2], [0, 2, 2, 1])
    figure = multiclass_heatmap(counts.astype(float), counts, ["a", "b", "c"], normalized=False,
                                labels=heatmap_labels(lambda key, **p: translate(key, "en", **p)))
    assert list(figure.layout.xaxis.ticktext) == ["a", "b", "c"]


def test_class_curves_drawn_are_the_most_positive_and_the_selected():
    lines = [Line(f"c{i}", np.array([0.0, 1.0]), np.array([0.0, 1.0]), 0.5)
             for i in range(100)]
    positives = [i % 37 for i in range(100)]  # 36 at classes 36 and 73, then 35 …
    drawn = lines_shown(lines, positives, most=MAX_CLASS_CURVES, selected="c0")
    assert len(drawn) == MAX_CLASS_CURVES and drawn[0].label == "c0"
    expected = sorted(range(100), key=lambda i: (-positives[i], i))[:MAX_CLASS_CURVES - 1]
    assert {line.label for line in drawn} == {"c0", *(f"c{i}" for i in expected)}
    assert lines_shown(lines[:5], positives[:5], most=MAX_CLASS_CURVES) == tuple(lines[:5])


def _fold(i: int, swept: bool = True) -> SweptFold:
    return SweptFold(repeat=None, fold=str(i), y_true=np.array([0, 1]),
                     scores=np.array([0.2, 0.8]), weights=None,
                     sweep=object() if swept else None, ranked={})


def test_folds_drawn_are_at_most_twenty_and_the_chosen_ones():
    folds = [_fold(i, swept=i != 3) for i in range(5000)]
    first = drawn_folds(folds)
    assert [c.fold for c in first] == [str(i) for i in range(21) if i != 3]
    chosen = drawn_folds(folds, ["4999", "7", "3", "12"])  # fold 3 has no curve
    assert [c.fold for c in chosen] == ["7", "12", "4999"]
    assert len(drawn_folds(folds, [str(i) for i in range(100)])) == MAX_FOLDS_DRAWN
    few = [_fold(i) for i in range(MAX_FOLDS_DRAWN)]
    assert drawn_folds(few, []) == tuple(few)  # all drawn: nothing to choose
    assert fold_name("r1", "f2") == "r1/f2"


def test_a_sentence_lists_at_most_twenty_names():
    names = [f"fold {i}" for i in range(5000)]
    text = listed_names(names, lambda count: f"and {count:,} more")
    assert text.startswith("fold 0, fold 1,") and text.endswith(", fold 19, and 4,980 more")
    assert listed_names(names[:NAMES_LISTED], str) == ", ".join(names[:NAMES_LISTED])


def test_pages_of_a_long_table():
    table = pd.DataFrame({"fold": range(5000)})
    assert page_count(5000) == 50 and page_count(0) == 1 and page_count(101) == 2
    assert list(page_of(table, 2)["fold"]) == list(range(TABLE_PAGE_ROWS, 2 * TABLE_PAGE_ROWS))
    assert list(page_of(table, 99)["fold"]) == list(range(4900, 5000))  # past the end: the last
    assert list(page_of(table, 0)["fold"]) == list(range(TABLE_PAGE_ROWS))


def test_a_data_sets_key_stays_short_with_a_huge_label():
    huge = "A" * (16 << 20)  # megabytes long, as a column of an upload can be named
    key = dataset_key("digest", "label", "score", None, huge, False)
    assert len(key) < 100 and key.startswith("digest|label|score|None|#")
    assert dataset_key("d", "B" * KEY_PART_CHARS) == "d|" + "B" * KEY_PART_CHARS  # readable
    assert dataset_key("d", huge) != dataset_key("d", huge[:-1] + "B")
