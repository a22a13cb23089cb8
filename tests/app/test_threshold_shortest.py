"""AppTest: a real file's threshold is shown as the shortest decimal of its counts (not
5.003085688736519e-01), the exact score is in the box's help, and the report's "reproduce with"
flag, run through the CLI, gives the page's counts even where 6 digits would cross a score."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import numpy as np
import pandas as pd

from evalcore.view.formatting import format_exact
from tests.app.helpers import (csv_bytes, metric_values, open_app, plotly_array, plotly_figures,
                               upload)

COUNT_LABELS = ("TP (true positive)", "FP (false positive)", "TN (true negative)",
                "FN (false negative)")


def probabilities(n: int = 400, seed: int = 3) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.4
    return pd.DataFrame({"y_true": y.astype(int),
                         "y_score": 1 / (1 + np.exp(-(2 * y - 1 + rng.normal(0, 1.5, n))))})


def page_counts(at) -> tuple[int, ...]:
    values = metric_values(at)
    return tuple(int(values[label]) for label in COUNT_LABELS)


def test_a_real_file_shows_the_shortest_decimal_everywhere():
    table = probabilities()
    at = upload(open_app(), "probabilities.csv", csv_bytes(table))
    scores, y = table["y_score"].to_numpy(), table["y_true"].to_numpy() == 1
    cut = float(scores[scores >= 0.5].min())  # the default 0.5's score (0.50…, 17 digits)
    slider, box = at.select_slider(key="threshold_slider"), at.number_input(key="threshold_number")
    assert slider.value == box.value == 0.5 and slider.format_func(0.5) == "0.50"
    assert format_exact(cut) in box.proto.help  # the exact score is in the help
    predicted = scores >= 0.5
    assert page_counts(at) == (int((predicted & y).sum()), int((predicted & ~y).sum()),
                               int((~predicted & ~y).sum()), int((~predicted & y).sum()))
    histogram = plotly_figures(at)[1]
    assert histogram["layout"]["shapes"][0]["x0"] == 0.5
    labels = list(slider.options)[:-1]  # as the browser shows them; the last: "all negative"
    assert not [text for text in labels if "e-" in text or len(text) > 8]
    at.switch_page("app_pages/roc_pr.py").run()
    captions = " ".join(c.value for c in at.caption)
    assert "e-" not in captions and re.search(r"threshold \d\.\d{1,4}\b", captions)
    roc = next(d for d in plotly_figures(at)[0]["data"] if d.get("name", "").startswith("ROC"))
    hover = np.reshape(plotly_array(roc["customdata"]), (-1, 5))  # threshold, TP, FP, TN, FN
    assert "%{customdata[0]}" in roc["hovertemplate"]  # unformatted: the decimal as it is
    assert hover[0, 0] == "all negative (above every score)"  # (0, 0): in words, not Infinity
    for threshold, tp, fp in hover[1:, :3].astype(float):  # after (0, 0)
        text = repr(float(threshold))
        assert len(text) <= 9 and "e" not in text  # a few digits, not 17
        assert (tp, fp) == (((scores >= threshold) & y).sum(), ((scores >= threshold) & ~y).sum())


def test_the_reports_flags_reproduce_the_page(tmp_path):
    """0.33358551 rounds to 0.333586 at 6 digits, above the negative scored 0.33358551."""
    table = pd.DataFrame({"y_true": [1, 0, 1, 0, 1, 0, 0],
                          "y_score": [0.9, 0.33358551, 0.33358549, 0.1, 0.6, 0.5, 0.2]})
    data = csv_bytes(table)
    at = upload(open_app(), "close.csv", data)
    at.number_input(key="threshold_number").set_value(0.33358551).run()
    counts = page_counts(at)
    # by hand: score ≥ 0.33358551 is 0.9, 0.6 (P), 0.5, 0.33…51 (N)
    assert counts == (2, 2, 2, 1)
    request = at.session_state["report_request"]
    html = request.html()
    (shown,) = re.findall(r"<td>--threshold</td>\s*<td>([^<]*)</td>", html)
    path = tmp_path / "close.csv"
    path.write_bytes(data)
    for value in (shown, request.flags[request.flags.index("--threshold") + 1]):
        out = subprocess.run([sys.executable, "-m", "evalcore", "binary", str(path),
                              "--threshold", value], capture_output=True, text=True, check=True)
        confusion = json.loads(out.stdout)["confusion"]
        assert (confusion["tp"], confusion["fp"], confusion["tn"], confusion["fn"]) == counts
    assert at.number_input(key="threshold_number").value == 0.33358551  # as typed


def test_a_new_two_model_file_starts_both_models_at_its_own_default():
    """After the example (model A moved to 0.85), a new file starts both models at 0.5, shown
    alike although A's lowest score ≥ 0.5 is 0.5942 and B's 0.5004; the counts are those at
    0.5."""
    at = open_app("app_pages/comparison.py", example="compare_seed001", family="compare")
    at.number_input(key="threshold_number_compare_A").set_value(0.85).run()
    assert at.number_input(key="threshold_number_compare_A").value == 0.85  # as typed
    rng = np.random.default_rng(5)
    y = rng.random(200) < 0.5
    a = np.where(rng.random(200) < 0.5, rng.uniform(0.05, 0.45, 200), rng.uniform(0.6, 0.95, 200))
    a[:2] = 0.5942, 0.45
    b = rng.uniform(0.05, 0.95, 200)
    b[:2] = 0.5004, 0.4996
    at = upload(at, "two.csv", csv_bytes(pd.DataFrame({"y_true": y.astype(int), "score_A": a,
                                                       "score_B": b})), "compare")
    assert a[a >= 0.5].min() == 0.5942 and b[b >= 0.5].min() == 0.5004
    for model in ("A", "B"):
        slider = at.select_slider(key=f"threshold_slider_compare_{model}")
        assert slider.value == at.number_input(key=f"threshold_number_compare_{model}").value \
            == 0.5 and slider.format_func(0.5) == "0.50"
    table = next(d.value for d in at.table if "Threshold" in d.value.iloc[:, 0].tolist())
    rows = {row[0]: list(row[1:]) for row in table.itertuples(index=False)}
    assert rows["Threshold"][:2] == ["0.50", "0.50"]
    for i, scores in enumerate((a, b)):
        predicted = scores >= 0.5
        assert rows["TP (true positive)"][i] == str(int((predicted & y).sum()))
        assert rows["FP (false positive)"][i] == str(int((predicted & ~y).sum()))
