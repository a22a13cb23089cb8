"""A fresh session opened on /cost_curve (a deep link, with or without its own costs, prior and
threshold: 0 each), then an upload: the costs start at 1, the prior at the new file's share of
positives and the threshold at the file's default (0.5, within its scores), in the boxes and on
the sliders."""

from __future__ import annotations

import numpy as np
import pytest

from tests.app.helpers import new_app, upload

RNG = np.random.default_rng(3)
Y = (RNG.random(200) < 0.3).astype(int)
SCORES = np.round(RNG.random(200) * 0.7 + 0.3 * Y, 4)
CSV = ("y_true,y_score\n" + "".join(f"{y},{s}\n" for y, s in zip(Y, SCORES))).encode()


@pytest.mark.parametrize("link", [{}, {"cost_fn": "0", "cost_fp": "0", "prior": "0",
                                         "threshold": "0"}])
def test_deep_link_then_upload_starts_at_the_new_datas_defaults(link):
    at = new_app()
    at.query_params.update(link)
    at.switch_page("app_pages/cost_curve.py")  # the session's first run is the Cost Curve page
    at.run()
    assert not at.exception, at.exception
    assert at.title[0].value == "Cost curve"
    if link:  # the link's values on its own dataset (the example)
        assert at.number_input(key="cost_fn_number").value == 0.0
        assert at.number_input(key="cost_prior_number").value == 0.0
    upload(at, "u.csv", CSV)
    boxes = {box.key: box.value for box in at.number_input}
    sliders = {slider.key: slider.value for slider in at.slider}
    prior = Y.mean()  # 55 of 200
    assert prior == pytest.approx(0.275)
    assert boxes["cost_fn_number"] == sliders["cost_fn_slider"] == 1.0
    assert boxes["cost_fp_number"] == sliders["cost_fp_slider"] == 1.0
    assert boxes["cost_prior_number"] == pytest.approx(prior)
    assert sliders["cost_prior_slider"] == pytest.approx(prior)
    assert SCORES.min() <= 0.5 <= SCORES.max() and boxes["threshold_number"] == 0.5
