"""The Risk & calibration page in a real browser: upload a file with ties, read KS, choose five
groups and read the lift table (a tie makes group 1 larger), read the calibration numbers, and
look at the page at 1440×900 and 1024×768."""

from __future__ import annotations

import re

import numpy as np
import pandas as pd
import pytest
from playwright.sync_api import Page, expect
from sklearn.metrics import brier_score_loss

from tests.browser.helpers import choose_option, metric_value, until_shown, upload, wait_idle

pytestmark = pytest.mark.browser

SCORES = [0.9, 0.8, 0.8, 0.8, 0.6, 0.5, 0.3, 0.3, 0.2, 0.1]
LABELS = [1, 1, 0, 1, 1, 0, 0, 1, 0, 0]


def test_upload_choose_groups_and_read_the_numbers(page: Page, app_url: str, artifacts,
                                                   tmp_path):
    csv = tmp_path / "risk.csv"
    pd.DataFrame({"label": LABELS, "score": SCORES}).to_csv(csv, index=False)
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(app_url)
    page.get_by_role("link", name="Risk & calibration", exact=True).click()
    expect(page.get_by_role("heading", name="KS, lift and calibration")).to_be_visible()
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, csv)
    expect(metric_value(page, "KS statistic")).to_have_text("0.6000")  # ks_2samp: 0.6
    expect(metric_value(page, "KS threshold")).to_have_text("0.6")  # a score of the data
    wait_idle(page)
    page.screenshot(path=str(artifacts / "risk_ks_1440.png"))

    page.get_by_role("tab", name="Lift and cumulative gains").click()
    groups = page.get_by_label("Groups", exact=True)
    groups.fill("5")
    groups.press("Enter")
    notice = page.get_by_text("More rows than their share in group 1:", exact=False)
    expect(notice).to_be_visible()
    table = page.get_by_test_id("stTable").first
    expect(table.locator("tbody tr")).to_have_count(4)  # group 2 swallowed by the tie at 0.8
    expect(table.locator("tbody tr").first).to_contain_text("1.5000")  # 3 of 4 / prior 0.5
    wait_idle(page)
    page.screenshot(path=str(artifacts / "risk_lift_1440.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    expect(notice).to_be_visible()
    page.screenshot(path=str(artifacts / "risk_lift_1024.png"))

    page.get_by_role("tab", name="Calibration").click()
    brier = brier_score_loss(np.array(LABELS) == 1, SCORES)
    expect(metric_value(page, "Brier score")).to_have_text(f"{brier:.4f}")
    wait_idle(page)
    page.screenshot(path=str(artifacts / "risk_calibration_1024.png"))
    page.set_viewport_size({"width": 1440, "height": 900})
    expect(metric_value(page, "Brier score")).to_be_visible()
    page.screenshot(path=str(artifacts / "risk_calibration_1440.png"))


def test_a_constraint_moves_the_threshold_and_the_roc_page_shows_det(page: Page, app_url: str,
                                                                      artifacts, tmp_path):
    """Seed 001 learner A by hand: recall ≥ 0.8 needs TP ≥ 4, first met at score 0.35 with FP 3
    of 5; score 0.25 keeps FPR 0.6 and catches every positive, so the threshold is 0.25 (TP 5),
    shown as 0.20 (the same counts)."""
    csv = tmp_path / "risk.csv"
    pd.DataFrame({"label": [0, 1, 1, 1, 0, 0, 1, 1, 0, 0],
                  "score": [0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15, 0.05]}
                 ).to_csv(csv, index=False)
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(app_url)
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, csv)
    tp = page.locator("[data-live=tile-tp]")  # the live view, the default
    expect(tp).to_have_text("3")
    wait_idle(page)
    page.get_by_text("Choose the threshold by a constraint").click()
    box = page.get_by_test_id("stSelectbox").filter(
        has=page.get_by_test_id("stWidgetLabel").get_by_text("Constraint", exact=True))
    expect(box).to_be_visible()
    choose_option(page, box, "Recall ≥ value: least FPR")  # every kind is listed
    expect(box.get_by_role("combobox")).to_have_value("Recall ≥ value: least FPR")
    wait_idle(page)
    value = page.get_by_label("Value", exact=True)
    value.fill("0.8")
    value.press("Enter")
    wait_idle(page)
    page.get_by_role("button", name="Use this threshold").click()
    expect(page.get_by_label("Exact threshold", exact=True)).to_have_value("0.20")
    expect(page.locator("[data-live=threshold]")).to_have_text("0.20")
    expect(tp).to_have_text("5")
    expect(page.get_by_text("the lowest FPR (0.6000) with recall ≥ 0.8000")).to_be_visible()
    wait_idle(page)
    page.screenshot(path=str(artifacts / "confusion_constraint_1024.png"), full_page=True)

    page.get_by_role("link", name="ROC / PR", exact=True).click()
    expect(page.get_by_text("KS = 0.4000", exact=False)).to_be_visible()
    page.get_by_text("DET curve: the error rates on normal-deviate axes").click()
    page.get_by_text("ROC confidence band (bootstrap)").click()
    page.get_by_role("button", name="Compute the band").click()
    expect(page.get_by_text("95 % bootstrap band (200 resamples)")).to_be_attached()
    wait_idle(page)
    page.set_viewport_size({"width": 1440, "height": 900})
    page.screenshot(path=str(artifacts / "roc_det_band_1440.png"), full_page=True)


def test_a_threshold_per_segment_and_imbalance_views(page: Page, app_url: str, artifacts,
                                                     tmp_path):
    """By hand: in north (.9 .8 .7 .6 .5 / 1 1 0 1 0) precision ≥ 0.75 holds at .9, .8 and .6
    (3 of 4), so its threshold is 0.6 (recall 1); in south (.95 … .45 / 0 1 1 0 1 0) no threshold
    reaches 0.75."""
    csv = tmp_path / "segments.csv"
    pd.DataFrame({"label": [1, 1, 0, 1, 0, 0, 1, 1, 0, 1, 0],
                  "score": [.9, .8, .7, .6, .5, .95, .85, .75, .65, .55, .45],
                  "region": ["north"] * 5 + ["south"] * 6}).to_csv(csv, index=False)
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(app_url)
    wait_idle(page)
    risk = page.get_by_role("link", name="Risk & calibration", exact=True)
    risk.click()
    # a click while the first page still loads can be lost with it: click again, as a user would
    until_shown(lambda: expect(page).to_have_url(re.compile(r"/risk\b"), timeout=5000),
                risk.click)
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, csv)
    expect(metric_value(page, "KS statistic")).to_be_visible()
    page.get_by_role("tab", name="Segments").click()
    expect(page.get_by_text("A threshold per segment, by a constraint")).to_be_visible()
    value = page.get_by_label("Value", exact=True)
    value.fill("0.75")
    value.press("Enter")
    table = page.get_by_test_id("stTable").last
    north = table.locator("tbody tr").filter(has_text="north")
    expect(north).to_contain_text("the highest recall (1.0000) with precision ≥ 0.7500")
    expect(table.locator("tbody tr").filter(has_text="south")).to_contain_text(
        "No threshold of this segment meets the constraint.")
    assert "segment=region" in page.url and "segment_value=0.75" in page.url
    wait_idle(page)
    table.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "risk_segment_thresholds_1440.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    expect(north).to_be_visible()
    wait_idle(page)
    page.screenshot(path=str(artifacts / "risk_segment_thresholds_1024.png"))

    page.get_by_role("link", name="Confusion", exact=True).click()
    # under the live view, the scaled histogram is drawn in an expander
    page.get_by_text("Score distribution as densities or on a log count axis").click()
    page.get_by_text("Density per class", exact=True).click()
    expect(page.get_by_text("Density (each class: area 1)")).to_be_attached()
    wait_idle(page)
    page.locator(".js-plotly-plot").first.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "confusion_density_1024.png"))
    page.set_viewport_size({"width": 1440, "height": 900})
    page.screenshot(path=str(artifacts / "confusion_density_1440.png"))
    page.get_by_role("link", name="ROC / PR", exact=True).click()
    pr = page.locator("[data-live=plot-pr][data-drawn]")  # the live P-R figure's baseline
    expect(pr).to_be_attached()
    assert "Baseline: prevalence P = 0.5455" in pr.evaluate(  # 6/11
        "g => g.data.map(d => d.name)")
    page.get_by_text("Log FPR axis", exact=True).click()
    # the live ROC's FPR axis from 10 ** -1 (its smallest FPR above 0 is 1/5): a tick at 0.1
    expect(page.locator("[data-live=plot-roc][data-drawn] .xtick text").get_by_text(
        "0.1", exact=True)).to_be_attached()
    wait_idle(page)
    page.screenshot(path=str(artifacts / "roc_log_fpr_1440.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    wait_idle(page)
    page.screenshot(path=str(artifacts / "roc_log_fpr_1024.png"))
