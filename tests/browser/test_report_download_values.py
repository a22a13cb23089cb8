"""In a real browser, on a server of its own: an upload named ``preds[v2].csv`` whose score column
is ``-score`` (which argparse took for an option, exiting inside Streamlit's deferred download and
stopping the server); "Download report" delivers the report, and the server still answers."""

from __future__ import annotations

import json
import re
import urllib.request

import pytest
from playwright.sync_api import Page, expect
from sklearn.metrics import roc_auc_score

from tests.browser.helpers import upload, wait_idle

pytestmark = pytest.mark.browser

LABELS = [1, 0, 1, 0, 1, 0]
SCORES = [0.9, 0.2, 0.7, 0.4, 0.35, 0.5]


def test_report_of_a_column_named_like_an_option(page: Page, fresh_app_url: str, tmp_path):
    csv = tmp_path / "preds[v2].csv"
    csv.write_text("y_true,-score\n" + "".join(f"{y},{s}\n" for y, s in zip(LABELS, SCORES)))
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(fresh_app_url)
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, csv)
    # threshold 0.5 is a score: 0.9, 0.7 and 0.5 predicted positive, by hand TP 2, FP 1 (the
    # live view's tiles, the default)
    expect(page.locator("[data-live=tile-tp]")).to_have_text("2")
    expect(page.locator("[data-live=tile-fp]")).to_have_text("1")
    wait_idle(page)

    with page.expect_download() as download:
        page.get_by_role("button", name="Download report").click()
    assert download.value.suggested_filename == "preds_v2_confusion_report_t0.5.html"
    path = tmp_path / "report.html"
    download.value.save_as(path)
    text = path.read_text(encoding="utf-8")
    result = json.loads(re.search(r'id="evalcore-result">(.*?)</script>', text, re.S).group(1))
    assert result["n"] == 6 and result["confusion"] == {"tp": 2, "fp": 1, "tn": 2, "fn": 1}
    assert result["roc_auc"] == pytest.approx(roc_auc_score(LABELS, SCORES))
    assert "--score-col=-score" in text

    with urllib.request.urlopen(f"{fresh_app_url}/_stcore/health", timeout=10) as response:
        assert response.read() == b"ok"  # the server is still running
    page.reload()
    expect(page.get_by_role("heading", name="Confusion matrix at a threshold")).to_be_visible()
