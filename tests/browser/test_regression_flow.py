"""Regression in a real browser: upload a predictions file, move the tolerance slider with the
keyboard, read the share within ±ε and count the highlighted points; screenshot kept in
artifacts/regression.png."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest
from playwright.sync_api import Page, expect

from evalcore.examples import all_examples
from tests.browser.helpers import metric_value, wait_for_figure, upload, wait_idle

pytestmark = pytest.mark.browser


def _wait_outside_points(page: Page, count: int) -> None:
    """Until the first figure highlights ``count`` points outside ±ε."""
    wait_for_figure(page, 0, "(g, n) => { const t = g._fullData.find(d => d.name === "
                    "'Outside ±ε'); return !!t && t.x.length === n; }", count)


def test_tolerance_slider_moves_share_and_highlighted_points(page: Page, app_url: str, artifacts,
                                                              tmp_path):
    data = all_examples()["diabetes_ridge"].build()
    frame = pd.read_csv(io.BytesIO(data))
    error = np.abs(frame["y_true"] - frame["y_pred"]).to_numpy()
    median, largest = np.median(error), error.max()
    path = tmp_path / "diabetes_ridge.csv"
    path.write_bytes(data)
    page.set_viewport_size({"width": 1500, "height": 1300})
    page.goto(f"{app_url}/regression")
    page.get_by_text("Upload a file", exact=True).click()
    upload(page, path)
    share = metric_value(page, f"Share within ±{median:.4f}")
    expect(share).to_have_text(f"{100 * np.mean(error <= median):.2f}%")
    wait_idle(page)
    _wait_outside_points(page, int(np.sum(error > median)))

    slider = page.get_by_role("slider", name="Tolerance ε")
    slider.focus()
    slider.press("End")
    expect(metric_value(page, f"Share within ±{largest:.4f}")).to_have_text("100.00%")
    expect(metric_value(page, "Rows outside ±ε")).to_have_text("0")
    wait_idle(page)
    _wait_outside_points(page, 0)
    slider.press("Home")
    expect(metric_value(page, "Share within ±0.0000")).to_have_text("0.00%")
    expect(metric_value(page, "Rows outside ±ε")).to_have_text(str(error.size))
    wait_idle(page)
    _wait_outside_points(page, error.size)
    slider.press("ArrowRight")
    step = largest / 1000
    expect(metric_value(page, f"Share within ±{step:.4f}")).to_have_text(
        f"{100 * np.mean(error <= step):.2f}%")
    wait_idle(page)
    page.get_by_label("Exact ε").fill("30")
    page.get_by_label("Exact ε").press("Enter")
    expect(metric_value(page, "Share within ±30.0000")).to_have_text(
        f"{100 * np.mean(error <= 30):.2f}%")
    wait_idle(page)
    _wait_outside_points(page, int(np.sum(error > 30)))
    page.screenshot(path=str(artifacts / "regression.png"), full_page=True)
