"""The figure of metrics against the threshold (server-drawn, for the live view to restyle): at
every slider stop each curve is what ``python -m evalcore binary --threshold <stop>`` prints
(precision, recall, F1, (TP + FP) / n, |TPR − FPR|), the operating point's markers too, in
both score directions."""

from __future__ import annotations

import contextlib
import io
import json

import numpy as np
import pandas as pd
import pytest

from dashboard.i18n import translate
from evalcore.view.risk_render import threshold_metrics_chart
from evalcore.__main__ import main
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.io import binary_from_table
from tests.app.helpers import plotly_array

RNG = np.random.default_rng(7)
N = 60
Y = RNG.random(N) < 0.4
SCORES = np.clip(0.35 + 0.3 * Y + RNG.normal(0, 0.2, N), 0, 1).round(2)
CURVE_NAMES = ("Precision", "Recall", "F1", "Queue rate", "KS distance")


def _cli(path, *argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["binary", str(path), *map(str, argv)]) == 0
    return json.loads(out.getvalue())


def _expected(result):
    m, c, n = result["metrics"], result["confusion"], result["n"]
    tpr = c["tp"] / (c["tp"] + c["fn"])
    fpr = c["fp"] / (c["fp"] + c["tn"])
    return [m["precision"], m["recall"], m["f1"], (c["tp"] + c["fp"]) / n, abs(tpr - fpr)]


def _close(shown, expected):
    if expected is None:
        return shown is None or np.isnan(shown)
    return shown == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize("direction", ["higher", "lower"])
def test_every_stop_is_the_clis(tmp_path, direction):
    path = tmp_path / "d.csv"
    frame = pd.DataFrame({"label": Y.astype(int), "score": SCORES})
    frame.to_csv(path, index=False)
    value = BinaryAnalysis.of(binary_from_table(frame), score_direction=direction)
    operating = 0.5
    tr = lambda key, **p: translate(key, "en", **p)  # noqa: E731
    fig = threshold_metrics_chart(tr, value, operating).to_plotly_json()
    lines = [next(d for d in fig["data"] if d.get("name", "").startswith(name))
             for name in CURVE_NAMES]
    stops = np.asarray(plotly_array(lines[0]["x"]), dtype=float)
    assert stops.size > 20 and np.all(np.diff(stops) > 0)
    for i, stop in enumerate(stops):
        expected = _expected(_cli(path, "--threshold", repr(float(stop)),
                                  "--score-direction", direction))
        for line, value_ in zip(lines, expected):
            shown = float(np.asarray(plotly_array(line["y"]), dtype=float)[i])
            assert _close(shown, value_), (stop, line["name"])
    markers = [d for d in fig["data"] if d.get("mode") == "markers"]
    assert len(markers) == 5 and all(plotly_array(m["x"]) == [operating] for m in markers)
    expected = _expected(_cli(path, "--threshold", operating, "--score-direction", direction))
    for marker, value_ in zip(markers, expected):
        assert _close(float(plotly_array(marker["y"])[0]), value_)
