"""A label column of 2,000 values in a real browser: the positive-class box lists the first 1,000
and a label beyond them is typed, giving that label against the rest."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import wait_idle

pytestmark = pytest.mark.browser


def test_a_label_beyond_the_listed_ones_is_typed(page: Page, app_url: str, tmp_path):
    labels = [f"class_{i:04d}" for i in range(2000)]
    path = tmp_path / "labels.csv"  # class_1500 has score 0.9 and is the only one ≥ 0.9
    path.write_text("label,score\n" + "\n".join(
        f"{x},{0.9 if x == 'class_1500' else 0.1}" for x in labels) + "\n")
    page.set_viewport_size({"width": 1400, "height": 1100})
    page.goto(app_url)
    page.get_by_text("Upload a file", exact=True).click()
    page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(path)
    expect(page.get_by_test_id("stAlert").filter(has_text="2000 different labels")).to_be_visible()
    wait_idle(page)
    box = page.get_by_test_id("stSidebar").get_by_test_id("stSelectbox").filter(
        has_text="Positive class")
    box.get_by_role("combobox").click()  # its text field: typing filters the list
    page.keyboard.type("class_1500")
    option = page.get_by_role("option", name="Add: class_1500", exact=True)  # beyond the list
    expect(option).to_be_visible()
    option.click()
    tp, fp = page.locator("[data-live=tile-tp]"), page.locator("[data-live=tile-fp]")
    expect(tp).to_be_visible()  # the live view, the default
    wait_idle(page)
    expect(page.get_by_test_id("stAlert").filter(has_text="different labels")).to_have_count(0)
    positives = page.get_by_test_id("stSidebar").get_by_text("Positive class: class_1500")
    expect(positives).to_be_visible()
    exact = page.get_by_label("Exact threshold", exact=True)
    exact.fill("0.9")
    exact.press("Enter")
    expect(tp).to_have_text("1")
    expect(fp).to_have_text("0")
