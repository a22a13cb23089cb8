"""On weighted data the report's score histogram is labelled as the page labels it: the bars
sum the sample weights, and the y axis says so."""

from __future__ import annotations

from functools import partial

import numpy as np
import pytest

from dashboard.i18n import translate
from dashboard.report import evalcore_analysis, evalcore_args, rendered
from dashboard.report.document import Figure
from dashboard.report.sections import SECTIONS, SectionInput

ROWS = "y,score,w\n1,0.9,2\n0,0.8,1\n1,0.4,3\n0,0.2,0.5\n"


def _histogram(tmp_path, lang: str, flags: list[str]):
    path = tmp_path / "w.csv"
    path.write_text(ROWS)
    args = evalcore_args("binary", str(path), flags)
    settings, value = evalcore_analysis("binary", args)
    blocks = SECTIONS["binary"](SectionInput(value, settings, rendered(settings, value),
                                             partial(translate, lang=lang)))
    return next(b.figure for b in blocks if isinstance(b, Figure) and b.name == "score_histogram")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_weighted_histogram_axis_says_weighted(tmp_path, lang):
    figure = _histogram(tmp_path, lang, ["--weight-col", "w"])
    assert figure.layout.yaxis.title.text == translate("count_weighted", lang)
    # the bars sum the weights: positives 2 + 3, negatives 1 + 0.5
    bars = {trace.name: float(np.sum(trace.y)) for trace in figure.data}
    assert bars == {translate("actual_positive", lang): 5.0,
                    translate("actual_negative", lang): 1.5}


def test_unweighted_histogram_axis_says_count(tmp_path):
    figure = _histogram(tmp_path, "en", [])
    assert figure.layout.yaxis.title.text == "Count"
