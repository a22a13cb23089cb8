"""A binary value shows itself in a notebook: a notebook built with nbformat and run by nbclient
in a real kernel (``python3``, ipykernel, its spec written by the test), its cells' HTML outputs
put into one page as a notebook's front end does, and that page opened in Chromium. The slider,
moved by keys and by drag, shows the counts of ``a.at(t)``; the second value's view draws with
the Plotly.js the first one brought, and carries none of its own."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import nbformat
import pytest
from nbclient import NotebookClient
from playwright.sync_api import Page, expect

from evalcore.view.formatting import format_count

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]

DATA = """import numpy as np
import evalcore as ec
rng = np.random.default_rng(44)
y = rng.integers(0, 2, 400)
s = np.round(np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0, 1), 3)
a = ec.binary(y, s)"""
SECOND = """b = ec.binary(y, np.round(rng.random(400), 2), threshold=0.3)
b"""
PLOTLY_MARK = "window.evalcorePlotly = window.Plotly"
"""Written once after the inline Plotly.js (:func:`evalcore.view.live.notebook.plotly_js`)."""


@pytest.fixture(scope="module")
def kernel_path(tmp_path_factory) -> str:
    """A folder for ``JUPYTER_PATH`` holding the kernel spec ``python3``: this interpreter with
    ipykernel, importing this checkout (CI has no kernel registered)."""
    folder = tmp_path_factory.mktemp("jupyter")
    spec = folder / "kernels" / "python3"
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3", "language": "python",
        "env": {"PYTHONPATH": str(ROOT)}}))
    return str(folder)


@pytest.fixture(scope="module")
def outputs(kernel_path, tmp_path_factory) -> list[str]:
    """The text/html of every output of the notebook, in order, after nbclient ran it."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUPYTER_PATH", kernel_path)
        notebook = nbformat.v4.new_notebook(cells=[
            nbformat.v4.new_code_cell(DATA), nbformat.v4.new_code_cell("a"),
            nbformat.v4.new_code_cell(SECOND)])
        NotebookClient(notebook, kernel_name="python3", timeout=600, startup_timeout=600,
                       resources={"metadata": {"path": str(tmp_path_factory.mktemp("run"))}}
                       ).execute()
    return [output["data"]["text/html"] for cell in notebook.cells
            for output in cell.get("outputs", []) if "text/html" in output.get("data", {})]


def _script_bytes(fragment: str) -> int:
    """The bytes of the fragment's JavaScript (its data block, JSON, not counted)."""
    return sum(len(code.encode()) for code in
               re.findall(r'<script type="text/javascript">(.*?)</script>', fragment, re.S))


@pytest.fixture
def notebook_page(page: Page, outputs, tmp_path) -> SimpleNamespace:
    """The outputs in one page, as a notebook's front end shows them (each a block, its
    scripts run in order), opened from a file: nothing may come from the network."""
    body = "\n".join(f'<div class="output">{html}</div>' for html in outputs)
    path = tmp_path / "notebook.html"
    path.write_text(f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>{body}'
                    "</body></html>", encoding="utf-8")
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.set_viewport_size({"width": 1200, "height": 900})
    page.goto(path.as_uri())
    return SimpleNamespace(page=page, requested=requested)


def _value(source: str, name: str):
    """The notebook's value ``name``, built here from the same code (the same numbers)."""
    scope: dict = {}
    exec(source, scope)
    return scope[name]


def test_plotly_js_comes_once_from_the_package_and_the_second_value_carries_none(outputs):
    from importlib.resources import files

    plotly_js = files("plotly").joinpath("package_data", "plotly.min.js").read_text()
    first, second = outputs
    assert plotly_js in first and first.count(PLOTLY_MARK) == 1
    assert plotly_js not in second and PLOTLY_MARK not in second
    assert _script_bytes(first) > len(plotly_js.encode())
    assert _script_bytes(second) < 3_000  # the start only: no Plotly.js, no live.js
    assert "liveThreshold = liveThreshold" in first
    assert "liveThreshold = liveThreshold" not in second


def _shown(view) -> tuple[str, list[str]]:
    label = view.locator("[data-live=threshold]").text_content()
    return label, [view.locator(f"[data-live=tile-{name}]").text_content()
                   for name in ("tp", "fp", "tn", "fn")]


def _expected(value, label: str) -> list[str]:
    confusion = value.at(float(label)).confusion
    return [format_count(getattr(confusion, name)) for name in ("tp", "fp", "tn", "fn")]


def test_keys_and_a_drag_show_the_counts_of_a_at_t(notebook_page):
    page = notebook_page.page
    a = _value(DATA, "a")
    view = page.locator(".output").nth(0)
    for kind in ("hist", "roc", "pr"):
        expect(view.locator(f"[data-live=plot-{kind}][data-drawn]")).to_be_visible()
    seen = {}
    label, tiles = _shown(view)
    assert float(label) == a.sweep.shortest_at(a.threshold)
    seen[label] = tiles
    slider = view.locator("[data-live=slider]")
    slider.focus()
    for key in ("ArrowLeft", "ArrowLeft", "PageDown", "ArrowRight", "PageUp", "PageUp", "Home"):
        before = slider.input_value()
        page.keyboard.press(key)
        expect(slider).not_to_have_value(before)
        label, tiles = _shown(view)
        seen[label] = tiles
    box = slider.bounding_box()
    middle = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] * 0.2, middle)
    page.mouse.down()
    for share in (0.35, 0.5, 0.65):
        before = slider.input_value()
        page.mouse.move(box["x"] + box["width"] * share, middle, steps=4)
        expect(slider).not_to_have_value(before)
        label, tiles = _shown(view)
        seen[label] = tiles
    page.mouse.up()
    assert len(seen) >= 8
    assert seen == {label: _expected(a, label) for label in seen}
    # the operating point on the ROC curve follows: (FPR, TPR) of a.at(t) at the last stop
    stop = slider.input_value()
    roc = view.locator(f"[data-live=plot-roc][data-synced='{stop}']")
    expect(roc).to_be_visible()
    marks = json.loads(roc.get_attribute("data-marks"))
    x, y = roc.evaluate("(g, k) => [g.data[k].x[0], g.data[k].y[0]]", marks["point"])
    confusion = a.at(float(label)).confusion
    assert (x, y) == pytest.approx((confusion.fpr, confusion.tpr))
    assert all(url.startswith("file:") for url in notebook_page.requested)


def test_the_second_value_draws_with_the_first_ones_plotly(notebook_page):
    page = notebook_page.page
    b = _value(DATA + "\n" + SECOND.rsplit("\n", 1)[0], "b")
    view = page.locator(".output").nth(1)
    for kind in ("hist", "roc", "pr"):
        expect(view.locator(f"[data-live=plot-{kind}][data-drawn]")).to_be_visible()
    label, tiles = _shown(view)
    assert float(label) == 0.3 and tiles == _expected(b, label)
    slider = view.locator("[data-live=slider]")
    slider.focus()
    page.keyboard.press("ArrowRight")
    expect(view.locator("[data-live=threshold]")).not_to_have_text(label)
    label, tiles = _shown(view)
    assert tiles == _expected(b, label)
    assert page.evaluate("() => window.Plotly === window.evalcorePlotly")  # no other copy here
