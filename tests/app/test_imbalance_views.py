"""AppTest: imbalanced data made visible. The Confusion page's score histogram as each class's
density (against numpy's density histogram per class) or on a log count axis; the P-R plot's
prevalence baseline (positives / rows, by hand); the ROC curve's log FPR axis; both languages,
and the settings in the URL."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dashboard.i18n import translate
from tests.app.helpers import csv_bytes, open_app, plotly_array, plotly_figures, upload

RNG = np.random.default_rng(1)
N, POSITIVES = 1000, 18  # 1.8 % positives
LABELS = np.zeros(N, dtype=int)
LABELS[RNG.choice(N, POSITIVES, replace=False)] = 1
SCORES = np.clip(RNG.normal(0.3 + 0.4 * LABELS, 0.15), 0, 1).round(4)
FRAME = pd.DataFrame({"label": LABELS, "score": SCORES})


def _page(page: str, lang: str):
    return upload(open_app(page, lang=lang), "rare.csv", csv_bytes(FRAME))


def _histogram(at) -> dict:
    return next(f for f in plotly_figures(at)
                if f["data"] and f["data"][0].get("type") == "bar")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_histogram_density_per_class_and_log_counts(lang):
    at = _page("app_pages/confusion.py", lang)
    counts = _histogram(at)
    assert sum(plotly_array(counts["data"][1]["y"])) == POSITIVES  # counts: 18 positives
    at.radio(key="histogram_scale").set_value("density").run()
    assert not at.exception and at.query_params["scale"] == "density"
    figure = _histogram(at)
    centers = np.array(plotly_array(figure["data"][0]["x"]))
    width = figure["data"][0]["width"]
    edges = np.append(centers - width / 2, centers[-1] + width / 2)
    for trace, y in zip(figure["data"][:2], (LABELS == 0, LABELS == 1)):
        expected, _ = np.histogram(SCORES[y], bins=edges, density=True)
        np.testing.assert_allclose(plotly_array(trace["y"]), expected, rtol=1e-9)
    assert figure["layout"]["yaxis"]["title"]["text"] == translate("risk_density_axis", lang)
    at.radio(key="histogram_scale").set_value("log").run()
    figure = _histogram(at)
    assert figure["layout"]["yaxis"]["type"] == "log"
    assert sum(plotly_array(figure["data"][1]["y"])) == POSITIVES


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_pr_baseline_is_the_prevalence_and_the_roc_takes_a_log_fpr_axis(lang):
    at = _page("app_pages/roc_pr.py", lang)
    roc, pr = plotly_figures(at)[:2]
    baseline = next(d for d in pr["data"] if d.get("name", "").startswith(
        translate("pr_baseline", lang, prevalence="")[:4]))
    assert plotly_array(baseline["y"]) == [POSITIVES / N] * 2  # 18 / 1000 by hand
    assert f"{POSITIVES / N:.4f}" in baseline["name"]
    assert roc["layout"]["xaxis"].get("type") != "log"
    at.toggle(key="roc_log_fpr").set_value(True).run()
    assert not at.exception and at.query_params["log_fpr"] == "1"
    roc = plotly_figures(at)[0]
    assert roc["layout"]["xaxis"]["type"] == "log"
    # the smallest FPR above 0 is 1 / 982 (one negative): the axis reaches below it
    assert roc["layout"]["xaxis"]["range"][0] <= np.log10(1 / (N - POSITIVES))
    chance = roc["data"][0]
    assert np.allclose(plotly_array(chance["x"]), plotly_array(chance["y"]))
    assert len(plotly_array(chance["x"])) == 100  # y = x drawn as a curve on the log axis
