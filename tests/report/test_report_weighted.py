"""On weighted data the report's score histogram is labelled as the page labels it: the bars
sum the sample weights, and the y axis says so."""

from __future__ import annotations

from functools import partial

import numpy as np
import pytest

from dashboard.i18n import translate
from dashboard.report import analysis_of, rendered
from evalcore.view.report.document import Figure
from evalcore.view.report.sections import SECTIONS, SectionInput
from evalcore.api.settings import BinarySettings

ROWS = "y,score,w\n1,0.9,2\n0,0.8,1\n1,0.4,3\n0,0.2,0.5\n"


def _histogram(lang: str, settings: BinarySettings):
    value = analysis_of(settings, [(ROWS.encode(), "w.csv")])
    blocks = SECTIONS["binary"].blocks(SectionInput(value, settings, rendered(settings, value),
                                             partial(translate, lang=lang)))
    return next(b.figure for b in blocks if isinstance(b, Figure) and b.name == "score_histogram")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_weighted_histogram_axis_says_weighted(lang):
    figure = _histogram(lang, BinarySettings(weight_col="w"))
    assert figure.layout.yaxis.title.text == translate("count_weighted", lang)
    # the bars sum the weights: positives 2 + 3, negatives 1 + 0.5
    bars = {trace.name: float(np.sum(trace.y)) for trace in figure.data}
    assert bars == {translate("actual_positive", lang): 5.0,
                    translate("actual_negative", lang): 1.5}


def test_unweighted_histogram_axis_says_count():
    figure = _histogram("en", BinarySettings(weight_col=None))
    assert figure.layout.yaxis.title.text == "Count"
