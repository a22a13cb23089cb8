"""The live threshold view in Chromium: at random stops the numbers in the DOM and the marks of
the Plotly figures (read from each figure's ``gd.data``) equal the CLI's at the same threshold
(built-in examples, and a file with ties and weights), the keyboard moves the slider, and the
server learns the threshold when a move ends (URL and pages in sync)."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from playwright.sync_api import Page, expect

from evalcore.view.formatting import format_count, format_value
from evalcore.__main__ import main
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples
from tests.browser.helpers import mark, upload, wait_drawn, wait_idle

pytestmark = pytest.mark.browser

BINARY_EXAMPLES = [key for key, example in all_examples().items() if example.task == "binary"]
MEASURES = ("accuracy", "error_rate", "precision", "recall", "specificity", "fpr", "fnr", "f1",
            "f_beta", "mcc", "kappa", "balanced_accuracy", "g_mean")
STOPS_CHECKED = 50


def open_live(page: Page, url: str) -> None:
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(url)  # the live view is the default
    expect(page.locator("[data-live=slider]").first).to_be_visible()
    wait_idle(page)


def live(page: Page, name: str) -> str:
    return page.locator(f"[data-live={name}]").text_content()


def drag_to(page: Page, index: int) -> None:
    """What a drag does to the range input: its value moves and it fires ``input``."""
    page.locator("[data-live=slider]").evaluate(
        "(s, i) => { s.value = String(i); s.dispatchEvent(new Event('input')); }", index)


def example_file(key: str, folder):
    """The built-in example ``key`` as a CSV file in ``folder`` (for the CLI)."""
    example = all_examples()[key]
    path = folder / f"{key}.csv"
    path.write_bytes(csv_bytes(example.build(), example.filename))
    return path


def settle(page: Page, slider, key: str, param: str = "threshold") -> str:
    """Press ``key`` on ``slider`` (a move that ends at once) and wait until the URL's ``param``
    holds the threshold shown: the server has heard it. Returns that threshold."""
    slider.focus()
    slider.press(key)
    label = slider.evaluate(
        "s => s.closest('.live').querySelector('[data-live=threshold]').textContent")
    page.wait_for_function("([name, v]) => new URLSearchParams(location.search).get(name) !== null"
                           " && Number(new URLSearchParams(location.search).get(name)) === v",
                           arg=[param, float(label)])
    return label


def cli(capsys, path, threshold: str, *flags: str) -> dict:
    status = main(["binary", str(path), "--threshold", threshold, *flags])
    out, err = capsys.readouterr()
    assert status == 0, err
    return json.loads(out)


def shown_value(value) -> str:
    return "undefined" if value is None else format_value(value)


def assert_parity_at_random_stops(page: Page, capsys, path, *flags: str, seed: int) -> int:
    """Move to random stops and compare every number shown with the CLI's at that threshold."""
    slider = page.locator("[data-live=slider]")
    stops = int(slider.get_attribute("max")) + 1
    rng = np.random.default_rng(seed)
    chosen = rng.choice(stops - 1, size=min(STOPS_CHECKED, stops - 1), replace=False)
    for index in [*chosen, stops - 1]:
        drag_to(page, int(index))
        label = live(page, "threshold")
        threshold = label if index < stops - 1 else "1e300"  # all negative: above every score
        result = cli(capsys, path, threshold, *flags)
        for name in ("tp", "fp", "tn", "fn"):
            expected = format_count(result["confusion"][name])
            assert live(page, f"tile-{name}") == expected, (label, name)
            assert live(page, f"cell-count-{name}") == expected, (label, name)
        for name in MEASURES:
            assert live(page, f"measure-{name}") == shown_value(result["metrics"][name]), (
                label, name)
        assert live(page, "tile-precision") == format_value(result["metrics"]["precision"])
    return len(chosen)


@pytest.mark.parametrize("key", BINARY_EXAMPLES)
def test_dom_equals_the_cli_at_random_stops_on_each_example(key, page: Page, app_url: str,
                                                            capsys, tmp_path):
    path = example_file(key, tmp_path)
    open_live(page, f"{app_url}/?example={key}")
    checked = assert_parity_at_random_stops(page, capsys, path, seed=len(key))
    assert checked == min(STOPS_CHECKED, int(page.locator("[data-live=slider]")
                                             .get_attribute("max")))


def test_dom_equals_the_cli_on_a_file_with_ties_and_weights(page: Page, app_url: str, capsys,
                                                            tmp_path):
    rng = np.random.default_rng(29)
    n = 2000
    y = rng.random(n) < 0.35
    scores = np.round(np.clip(rng.normal(0.45 + 0.2 * y, 0.2), 0, 1), 3)  # ~600 distinct: ties
    weights = rng.uniform(0.2, 4.0, n).round(2)
    path = tmp_path / "ties_weights.csv"
    path.write_text("label,score,weight\n" + "\n".join(
        f"{int(a)},{float(s)!r},{float(w)!r}" for a, s, w in zip(y, scores, weights)) + "\n")
    open_live(page, app_url)
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, path)
    expect(page.locator("[data-live=tile-tp]")).to_contain_text(".")  # weighted: not whole
    wait_idle(page)
    assert assert_parity_at_random_stops(page, capsys, path, "--weight-col", "weight",
                                         seed=5) == STOPS_CHECKED


def test_keyboard_moves_the_slider_and_the_names_are_there(page: Page, app_url: str):
    open_live(page, f"{app_url}/?example=breast_cancer_logreg")
    slider = page.locator("[data-live=slider]")
    assert slider.get_attribute("aria-label") == "Threshold"
    assert page.locator("[data-live=exact]").get_attribute("aria-label") == "Exact threshold"
    last = int(slider.get_attribute("max"))
    page_step = max(1, round((last + 1) / 10))
    slider.focus()
    start = int(slider.input_value())
    for key, expected in (("ArrowRight", start + 1), ("ArrowLeft", start), ("ArrowUp", start + 1),
                          ("ArrowDown", start), ("PageUp", start + page_step),
                          ("PageDown", start), ("End", last), ("Home", 0)):
        slider.press(key)
        # waited on: a key's release also syncs with the server, whose rerun redraws the view
        expect(slider).to_have_value(str(expected))
        assert slider.get_attribute("aria-valuetext") == live(page, "threshold"), key
    # at Home every sample is positive: FN = TN = 0; at End none is: TP = FP = 0
    assert live(page, "tile-fn") == "0" and live(page, "tile-tn") == "0"
    slider.press("End")
    assert live(page, "tile-tp") == "0" and live(page, "tile-fp") == "0"
    assert live(page, "measure-precision") == "undefined"
    assert live(page, "note-precision") != ""


def test_move_end_reaches_the_server_url_and_other_pages(page: Page, app_url: str):
    open_live(page, f"{app_url}/?example=seed002_six")
    label = settle(page, page.locator("[data-live=slider]"), "ArrowLeft")
    wait_idle(page)
    page.get_by_role("link", name="ROC / PR").click()
    expect(page.get_by_role("heading", name="ROC and P-R curves")).to_be_visible()
    expect(page.locator("[data-live=threshold]")).to_have_text(label)  # live there too
    page.get_by_role("link", name="Confusion").click()
    expect(page.locator("[data-live=threshold]")).to_have_text(label)


def test_typed_threshold_goes_through_the_server_and_in_chinese(page: Page, app_url: str):
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{app_url}/?example=seed002_six&lang=zh")
    exact = page.locator("[data-live=exact]")
    expect(exact).to_be_visible()
    assert exact.get_attribute("aria-label") == "精确阈值"
    exact.fill("0.2")
    exact.press("Enter")
    # positive when score ≥ 0.2 counts as the score 0.4: TP 3, FP 1 (seed 002), shown as typed
    expect(page.locator("[data-live=threshold]")).to_have_text("0.20")
    page.wait_for_function("() => new URLSearchParams(location.search).get('threshold') === '0.2'")
    expect(page.locator("[data-live=tile-tp]")).to_have_text("3")
    assert live(page, "tile-fp") == "1"
    assert live(page, "measure-precision") == "0.7500"
    assert page.locator(".live-measures th").first.text_content() == "度量"


def test_roc_and_pr_points_equal_the_cli_at_random_stops(page: Page, app_url: str, capsys,
                                                          tmp_path):
    key = "breast_cancer_tree"
    path = example_file(key, tmp_path)
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{app_url}/roc_pr?example={key}")
    slider = page.locator("[data-live=slider]")
    expect(slider).to_be_visible()
    wait_idle(page)
    wait_drawn(page)
    stops = int(slider.get_attribute("max")) + 1
    for index in np.random.default_rng(2).choice(stops - 1, size=min(20, stops - 1),
                                                  replace=False):
        drag_to(page, int(index))
        metrics = cli(capsys, path, live(page, "threshold"))["metrics"]
        assert mark(page, "roc") == ([metrics["fpr"]], [metrics["recall"]])
        assert mark(page, "pr") == ([metrics["recall"]], [metrics["precision"]])
    drag_to(page, stops - 1)  # all negative: no precision, so no P-R point
    assert mark(page, "pr")[1] == [None]


def cli_cost(capsys, path, threshold: str, *flags: str) -> dict:
    status = main(["cost", str(path), "--threshold", threshold, *flags])
    out, err = capsys.readouterr()
    assert status == 0, err
    return json.loads(out)


@pytest.mark.parametrize("key, costs", [("breast_cancer_tree", {}),
                                        ("breast_cancer_logreg",
                                         {"cost_fn": "5", "cost_fp": "0.5", "prior": "0.2"})])
def test_cost_page_point_and_cost_equal_the_cli_at_random_stops(key, costs, page: Page,
                                                                 app_url: str, capsys, tmp_path):
    path = example_file(key, tmp_path)
    flags = [item for name, value in costs.items() for item in (f"--{name.replace('_', '-')}",
                                                                 value)]
    query = "".join(f"&{name}={value}" for name, value in costs.items())
    open_live(page, f"{app_url}/cost_curve?example={key}{query}")
    wait_drawn(page)
    slider = page.locator("[data-live=slider]")
    stops = int(slider.get_attribute("max")) + 1
    pc = None
    for index in [*np.random.default_rng(3).choice(stops - 1, size=min(20, stops - 1),
                                                    replace=False), stops - 1]:
        drag_to(page, int(index))
        label = live(page, "threshold")
        result = cli_cost(capsys, path, label if index < stops - 1 else "1e300", *flags)
        at, pc = result["at_threshold"], result["pc"]
        assert live(page, "tile-normalized_cost") == format_value(at["normalized_cost"]), label
        assert live(page, "tile-cost_sensitive_error") == format_value(
            at["cost_sensitive_error"]), label
        assert mark(page, "cost") == ([pc], [at["normalized_cost"]])
        binary = cli(capsys, path, label if index < stops - 1 else "1e300")
        # the threshold's cost line, from (0, FPR) to (1, FNR), and its ROC point
        metrics, counts = binary["metrics"], binary["confusion"]
        assert mark(page, "cost", "line") == ([0, 1], [metrics["fpr"], metrics["fnr"]])
        assert mark(page, "roc") == ([metrics["fpr"]], [metrics["recall"]])
        for name in ("tp", "fp", "tn", "fn"):
            assert live(page, f"tile-{name}") == format_count(counts[name]), (label, name)
    # all negative: FPR = TPR = 0, the cost line runs from (0, 0) to (1, 1) and costs PC(+)
    assert live(page, "tile-normalized_cost") == format_value(pc)


def test_folds_page_moves_every_folds_point_to_the_clis(page: Page, app_url: str, capsys,
                                                         tmp_path):
    key = "folds_breast_cancer"
    path = example_file(key, tmp_path)
    table = pd.read_csv(path, dtype={"repeat": str, "fold": str})
    open_live(page, f"{app_url}/folds?example={key}")
    wait_drawn(page)
    slider = page.locator("[data-live=slider]")
    stops = int(slider.get_attribute("max")) + 1
    for index in np.random.default_rng(6).choice(stops - 1, size=min(12, stops - 1),
                                                  replace=False):
        drag_to(page, int(index))
        label = live(page, "threshold")
        status = main(["folds", str(path), "--threshold", label, "--score-col", "score_logreg"])
        out, err = capsys.readouterr()
        assert status == 0, err
        per_fold = json.loads(out)["per_fold"]
        roc_x, roc_y = mark(page, "roc", "folds")
        pr_x, pr_y = mark(page, "pr", "folds")
        assert len(roc_x) == len(pr_x) == len(per_fold) == 10
        for k, fold in enumerate(per_fold):
            rows = table[(table["repeat"] == fold["repeat"]) & (table["fold"] == fold["fold"])]
            truth, pred = rows["y_true"] == 1, rows["score_logreg"] >= float(label)
            fpr = (pred & ~truth).sum() / (~truth).sum()  # by hand, on the fold's rows
            assert roc_x[k] == pytest.approx(fpr, abs=1e-15)
            assert roc_y[k] == fold["metrics"]["recall"], (label, k)
            assert pr_x[k] == fold["metrics"]["recall"]
            assert pr_y[k] == fold["metrics"]["precision"]  # None: nothing predicted positive
    # the server learns the threshold when the move ends: the pooled table follows
    settle(page, slider, "ArrowRight")


def test_comparison_moves_each_models_point_at_its_own_threshold(page: Page, app_url: str,
                                                                 capsys, tmp_path):
    key = "compare_breast_cancer"
    path = example_file(key, tmp_path)
    open_live(page, f"{app_url}/comparison?example={key}")
    views = [page.locator(".live").nth(k) for k in range(2)]
    expect(views[1].locator("[data-live=slider]")).to_be_visible()
    wait_idle(page)
    wait_drawn(page)
    in_view = lambda k, name: views[k].locator(f"[data-live={name}]").text_content()  # noqa: E731
    for k, column in enumerate(("score_logreg", "score_tree")):
        other = in_view(1 - k, "tile-tp"), in_view(1 - k, "threshold")
        slider = views[k].locator("[data-live=slider]")
        stops = int(slider.get_attribute("max")) + 1
        for index in np.random.default_rng(k).choice(stops - 1, size=min(10, stops - 1),
                                                      replace=False):
            slider.evaluate("(s, i) => { s.value = String(i); s.dispatchEvent("
                            "new Event('input')); }", int(index))
            label = in_view(k, "threshold")
            result = cli(capsys, path, label, "--score-col", column)
            for name in ("tp", "fp", "tn", "fn"):
                assert in_view(k, f"tile-{name}") == format_count(result["confusion"][name])
            assert mark(views[k], "roc") == ([result["metrics"]["fpr"]],
                                             [result["metrics"]["recall"]])
        # the other model's view does not move
        assert (in_view(1 - k, "tile-tp"), in_view(1 - k, "threshold")) == other
    # a key press on B's slider ends a move: the server hears B's threshold alone
    settle(page, views[1].locator("[data-live=slider]"), "ArrowLeft", "threshold_B")


def test_the_wilson_intervals_in_the_views_table_follow_a_key_press(page: Page, app_url: str):
    """The default live view on seed 002 (y = 1 0 1 1 0 1, scores 0.8 0.96 0.4 0.1 0.15 0.7):
    its measures' table has the Wilson intervals as two columns (the page's one table of the
    measures); after ArrowLeft from the score 0.7 to 0.4 they are statsmodels' of TP 3, FP 1,
    TN 1, FN 1."""
    from statsmodels.stats.proportion import proportion_confint

    open_live(page, f"{app_url}/?example=seed002_six")
    headers = page.locator(".live-measures th[scope=col]")
    expect(headers).to_have_text(["Measure", "Value", "95 % interval (Wilson): lower",
                                  "95 % interval (Wilson): upper", "Note"])
    low, high = proportion_confint(2, 3, method="wilson")  # at 0.7: TP 2, FP 1
    expect(page.locator("[data-live=low-precision]")).to_have_text(f"{low:.4f}")
    expect(page.locator("[data-live=high-precision]")).to_have_text(f"{high:.4f}")
    assert settle(page, page.locator("[data-live=slider]"), "ArrowLeft") == "0.40"
    for name, (hits, total) in {"precision": (3, 4), "recall": (3, 4), "specificity": (1, 2),
                                "accuracy": (4, 6)}.items():
        low, high = proportion_confint(hits, total, method="wilson")
        expect(page.locator(f"[data-live=low-{name}]")).to_have_text(f"{low:.4f}")
        expect(page.locator(f"[data-live=high-{name}]")).to_have_text(f"{high:.4f}")
    expect(page.locator("[data-live=low-mcc]")).to_have_text("")  # MCC: no interval
    assert not page.get_by_test_id("stTable").count()  # no second table of the measures
