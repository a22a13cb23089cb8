"""A new user's flows after an upload, in Chromium: the default threshold reads 0.5 on a file
with no score near it (live view and URL), the Comparison page starts from the uploaded file
(one model: said, never the example's AUCs), and a link made with the upload, reopened in a
new session, applies its threshold and positive class once the file is uploaded again, the
notice about the missing file gone."""

from __future__ import annotations

import re

import numpy as np
import pandas as pd
import pytest
from playwright.sync_api import Page, expect
from sklearn.metrics import confusion_matrix

from dashboard.i18n import translate
from tests.browser.helpers import upload, wait_idle

pytestmark = pytest.mark.browser

LOW, HIGH = 0.457, 0.626


def gapped_file(path) -> pd.DataFrame:
    """A logistic regression's probabilities with none in (LOW, HIGH), labels 1 / 0."""
    rng = np.random.default_rng(11)
    churn = rng.random(300) < 0.45
    p = 1 / (1 + np.exp(-(2.2 * (2 * churn - 1) + rng.normal(0, 1.6, 300))))
    p = np.where((p > LOW) & (p <= HIGH), np.where(p < 0.54, LOW, HIGH), p).round(6)
    frame = pd.DataFrame({"id": np.arange(300), "y_true": churn.astype(int), "y_score": p})
    frame.to_csv(path, index=False)
    return frame


def by_hand(frame: pd.DataFrame, threshold: float, positive: int) -> tuple[str, str]:
    tn, fp, fn, tp = confusion_matrix(frame.y_true == positive, frame.y_score >= threshold,
                                      labels=[False, True]).ravel()
    return str(tp), str(fp)


def live(page: Page, name: str):
    return page.locator(f"[data-live={name}]")


def test_upload_default_threshold_then_comparison_starts_from_it(page: Page, app_url: str,
                                                                 artifacts, tmp_path):
    path = tmp_path / "logreg.csv"
    frame = gapped_file(path)
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.goto(f"{app_url}/confusion")
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, path)
    expect(live(page, "threshold")).to_have_text("0.50")  # not 0.60, the gap's shortest
    tp, fp = by_hand(frame, 0.5, 1)
    expect(live(page, "tile-tp")).to_have_text(tp)
    expect(live(page, "tile-fp")).to_have_text(fp)
    expect(page).to_have_url(re.compile(r"threshold=0\.5(&|$)"))
    page.screenshot(path=str(artifacts / "upload_default_threshold.png"), full_page=True)

    page.get_by_role("link", name="Comparison", exact=True).click()
    expect(page.get_by_role("heading", name="Comparison")).to_be_visible()
    head = translate("compare_one_model", "en", column="y_score",
                     columns="id, y_true").split("y_score")[0]
    expect(page.get_by_test_id("stAlert").first).to_contain_text(head.strip())
    expect(page.get_by_test_id("stAlert").first).to_contain_text("y_score")
    expect(page.get_by_test_id("stSidebar").get_by_text("logreg.csv")).to_be_visible()
    wait_idle(page)
    expect(page.get_by_test_id("stMetric")).to_have_count(0)  # no example AUCs
    expect(page.get_by_text("Showing the built-in example")).to_have_count(0)
    expect(page.get_by_text(translate("upload_prompt", "en"))).to_have_count(0)
    page.screenshot(path=str(artifacts / "comparison_after_upload.png"), full_page=True)


def test_a_link_made_with_an_upload_applies_once_the_file_is_uploaded(page: Page, app_url: str,
                                                                      artifacts, tmp_path):
    path = tmp_path / "logreg.csv"
    frame = gapped_file(path)
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.goto(f"{app_url}/confusion?upload=logreg.csv&threshold=0.147&pos=0&lang=zh")
    notice = page.get_by_text(re.compile("此链接是基于上传的文件"))
    expect(notice).to_be_visible()
    expect(live(page, "threshold")).to_have_text("0.50")  # the example meanwhile, its default
    wait_idle(page)
    page.get_by_test_id("stSidebar").get_by_text("上传文件", exact=True).click()
    page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(path)
    expect(live(page, "threshold")).to_have_text("0.147")
    tp, fp = by_hand(frame, 0.147, 0)  # the link's positive class, not the automatic 1
    expect(live(page, "tile-tp")).to_have_text(tp)
    expect(live(page, "tile-fp")).to_have_text(fp)
    expect(notice).to_have_count(0)
    expect(page).to_have_url(re.compile(r"threshold=0\.147(&|$)"))
    expect(page).to_have_url(re.compile(r"pos=0(&|$)"))
    wait_idle(page)
    page.screenshot(path=str(artifacts / "link_upload_reapplied_zh.png"), full_page=True)
