"""The Cost Curve, Folds and Comparison reports' live views, opened offline from file:// in
Chromium: moving the slider moves the operating points (and the counts, the cost, every fold's
point) to the numbers ``python -m evalcore`` prints at the threshold shown, and nothing but the
file itself is requested."""

from __future__ import annotations

import json

import numpy as np
import pytest
from playwright.sync_api import Page, expect

from dashboard.report import build_report
from dashboard.text.formatting import format_count, format_value
from evalcore.__main__ import main
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples
from tests.browser.helpers import mark, wait_drawn

pytestmark = pytest.mark.browser


def example(tmp_path, key: str) -> str:
    built = all_examples()[key]
    path = tmp_path / f"{key}.csv"
    path.write_bytes(csv_bytes(built.build(), built.filename))
    return str(path)


def opened_offline(page: Page, tmp_path, task: str, file: str, flags: list[str],
                   lang: str) -> list[str]:
    """Write the report, open it with every request recorded (only file:// is let through)
    and return the record."""
    report = tmp_path / f"{task}.html"
    report.write_text(build_report(task, file, flags, lang=lang), encoding="utf-8")
    requested: list[str] = []
    page.context.route("**/*", lambda route: (requested.append(route.request.url),
                                              route.continue_() if route.request.url
                                              .startswith("file:") else route.abort()))
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(report.as_uri())
    return requested


def move(root, index: int) -> str:
    """Put the view's slider at ``index`` and return the threshold it shows."""
    slider = root.locator("[data-live=slider]")
    slider.evaluate("(s, i) => { s.value = String(i); s.dispatchEvent(new Event('input')); }",
                    int(index))
    return root.locator("[data-live=threshold]").text_content()


def point(root, kind: str, role: str = "point", k: int = 0) -> tuple[float, float]:
    """The ``k``-th point of the mark ``role`` of the view's figure ``kind`` (:func:`mark`)."""
    x, y = mark(root, kind, role)
    return x[k], y[k]


def cli(capsys, *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def stops(root, count: int) -> list[int]:
    last = int(root.locator("[data-live=slider]").get_attribute("max"))
    return np.random.default_rng(3).choice(np.arange(1, last), size=count,
                                           replace=False).tolist()


def only_the_file(requested: list[str]) -> None:
    assert [url for url in requested if not url.startswith(("file:", "data:"))] == []
    assert len(set(requested)) == 1 and requested[0].startswith("file:")


@pytest.mark.parametrize("lang, label", [("en", "Threshold"), ("zh", "阈值")])
def test_cost_report_moves_the_cost_offline(page: Page, tmp_path, capsys, lang, label):
    file = example(tmp_path, "breast_cancer_logreg")
    flags = ["--cost-fn", "5", "--cost-fp", "1"]
    requested = opened_offline(page, tmp_path, "cost", file, [*flags, "--threshold", "0.3"],
                               lang)
    root = page.locator(".live-root")
    expect(root.locator("[data-live=slider]")).to_be_visible()
    wait_drawn(root)
    assert root.locator(".live-label span").first.text_content().strip() == label
    seen = set()
    for index in stops(root, 5):
        shown = move(root, index)
        result = cli(capsys, "cost", file, *flags, f"--threshold={shown}")
        binary = cli(capsys, "binary", file, f"--threshold={shown}")
        assert root.locator("[data-live=tile-normalized_cost]").text_content() == format_value(
            result["at_threshold"]["normalized_cost"])
        assert root.locator("[data-live=tile-tp]").text_content() == format_count(
            binary["confusion"]["tp"])
        pc, cost = point(root, "cost")
        assert (pc, cost) == pytest.approx((result["pc"],
                                            result["at_threshold"]["normalized_cost"]))
        assert point(root, "roc") == pytest.approx((binary["metrics"]["fpr"],
                                                          binary["metrics"]["recall"]))
        seen.add(cost)
    assert len(seen) > 1
    only_the_file(requested)


def test_folds_report_moves_every_folds_point_offline(page: Page, tmp_path, capsys):
    file = example(tmp_path, "folds_breast_cancer")
    requested = opened_offline(page, tmp_path, "folds", file, ["--threshold", "0.5"], "zh")
    root = page.locator(".live-root")
    expect(root.locator("[data-live=slider]")).to_be_visible()
    wait_drawn(root)
    seen = set()
    for index in stops(root, 4):
        shown = move(root, index)
        result = cli(capsys, "folds", file, f"--threshold={shown}")
        pooled = result["pooled"]  # the pooled numbers in the tiles, every fold's on the curves
        assert root.locator("[data-live=tile-recall]").text_content() == format_value(
            pooled["recall"])
        assert root.locator("[data-live=tile-precision]").text_content() == format_value(
            pooled["precision"])
        for k, entry in enumerate(result["per_fold"]):
            recall, precision = point(root, "pr", "folds", k)
            assert recall == pytest.approx(entry["metrics"]["recall"])
            if entry["metrics"]["precision"] is not None:
                assert precision == pytest.approx(entry["metrics"]["precision"])
            assert point(root, "roc", "folds", k)[1] == pytest.approx(recall)
        seen.add(point(root, "roc", "folds", 0))
    assert len(seen) > 1
    only_the_file(requested)


def test_comparison_report_moves_each_models_point_offline(page: Page, tmp_path, capsys):
    file = example(tmp_path, "compare_breast_cancer")
    requested = opened_offline(page, tmp_path, "compare", file,
                               ["--threshold", "0.3", "0.6"], "en")
    roots = page.locator(".live-root")
    expect(roots).to_have_count(2)
    for k, column in enumerate(("score_logreg", "score_tree")):
        root = roots.nth(k)
        expect(root.locator("[data-live=slider]")).to_be_visible()
        wait_drawn(root)
        other = roots.nth(1 - k).locator("[data-live=tile-tp]").text_content()
        seen = set()
        for index in stops(root, 4):
            shown = move(root, index)
            result = cli(capsys, "binary", file, "--score-col", column, f"--threshold={shown}")
            for name in ("tp", "fp", "tn", "fn"):
                assert root.locator(f"[data-live=tile-{name}]").text_content() == format_count(
                    result["confusion"][name])
            assert point(root, "roc") == pytest.approx((result["metrics"]["fpr"],
                                                              result["metrics"]["recall"]))
            seen.add(root.locator("[data-live=tile-tp]").text_content())
        assert len(seen) > 1
        # each model's slider is its own: the other's counts stay
        assert roots.nth(1 - k).locator("[data-live=tile-tp]").text_content() == other
    only_the_file(requested)
