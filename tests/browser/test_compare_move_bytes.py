"""A threshold move on the Comparison page, counted in the browser: what the websocket receives
from the key press until the fragment's rerun ends stays within the 50 KB budget, on a file
whose curves the page simplifies (more than 5,000 distinct scores a model)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from playwright.sync_api import Page, expect
from sklearn.metrics import roc_auc_score

from dashboard.loading.budgets import LIVE_MOVE_BYTES
from tests.browser.helpers import metric_value, server_drawn, wait_idle

pytestmark = pytest.mark.browser
ROWS = 60_000  # > 5,000 distinct scores a model: the curves are simplified


def test_a_threshold_move_receives_at_most_50_kb(page: Page, app_url: str, tmp_path):
    rng = np.random.default_rng(20)
    y = (rng.random(ROWS) < 0.3).astype(np.int8)
    frame = pd.DataFrame({"label": y, **{f"score_{m}": np.round(np.clip(
        rng.normal(0.35 + lift * y, 0.2), 0, 1), 6) for m, lift in (("A", 0.3), ("B", 0.2))}})
    path = tmp_path / "two.parquet"
    frame.to_parquet(path)
    received = [0]
    page.on("websocket", lambda ws: ws.on(
        "framereceived", lambda payload: received.__setitem__(0, received[0] + len(payload))))
    page.set_viewport_size({"width": 1500, "height": 1400})
    page.goto(f"{app_url}/comparison")
    server_drawn(page)  # a server-drawn move's bytes (the live view sends none while moving)
    page.get_by_text("Upload a file", exact=True).first.click()
    page.get_by_test_id("stFileUploaderDropzoneInput").first.set_input_files(path)
    auc_a = f"{roc_auc_score(y, frame['score_A']):.4f}"  # not the built-in example's AUC
    expect(metric_value(page, "AUC · A")).to_have_text(auc_a)
    wait_idle(page)
    exact_a = page.get_by_label("Exact threshold", exact=True).first
    before = exact_a.input_value()
    slider = page.get_by_role("slider").first  # model A's threshold
    slider.focus()
    start = received[0]
    slider.press("ArrowRight")
    expect(exact_a).not_to_have_value(before)  # the move's rerun has sent the exact box …
    wait_idle(page)  # … and has ended: everything it sent has been received
    moved = received[0] - start
    print(f"\nComparison page, {ROWS:,} rows: a threshold move received {moved:,} bytes")
    assert 5_000 < moved <= LIVE_MOVE_BYTES  # the figures, sliders and tables: all of it
