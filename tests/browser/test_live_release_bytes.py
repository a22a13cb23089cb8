"""The live view's websocket in Chromium: nothing goes either way while the threshold is dragged,
and a release (the drag's end) brings at most 2 KB to the browser, decoded (what the browser
parses, Streamlit's session header included: the framework sends it with every run; the shipped
config also compresses the websocket). The release reruns the view alone: the download buttons,
whose files follow its threshold, are not drawn again. The component's JavaScript and CSS are
assets loaded once: a release that carried them would count them."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

from tests.browser.helpers import wait_idle
from benchmarks.wire import WireRelay

pytestmark = pytest.mark.browser

RELEASE_BYTES = 2048
DRAG_MOVES = 20
NEXT_FRAME = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


def drawn(payload: bytes) -> str | None:
    """The kind of element a message draws (None: not an element)."""
    msg = ForwardMsg()
    msg.ParseFromString(payload)
    if msg.WhichOneof("type") == "delta" and msg.delta.WhichOneof("type") == "new_element":
        return msg.delta.new_element.WhichOneof("type")
    return None


def settled(page: Page, slider) -> None:
    """Until the server has heard the view's threshold (the URL holds it) and its run ended."""
    label = slider.get_attribute("aria-valuetext")
    page.wait_for_function("v => Number(new URLSearchParams(location.search).get('threshold'))"
                           " === v", arg=float(label))
    wait_idle(page)


def on_the_stops(page: Page, url: str):
    """Open ``url`` at 1440×900 and move its view's threshold onto the slider's stops (the first
    move fetches their table by URL); returns the slider, the server having heard it."""
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(url)
    slider = page.locator("[data-live=slider]")
    expect(slider).to_be_visible()
    wait_idle(page)
    slider.focus()
    slider.press("ArrowRight")
    settled(page, slider)
    return slider


def test_a_drag_sends_nothing_and_its_release_brings_at_most_2_kb(page: Page, app_url: str):
    relay = WireRelay(int(app_url.rsplit(":", 1)[1]))
    frames: list[tuple[str, bytes]] = []
    page.on("websocket", lambda ws: (
        ws.on("framereceived", lambda payload: frames.append(("in", payload))),
        ws.on("framesent", lambda payload: frames.append(("out", payload)))))
    try:
        slider = on_the_stops(page, f"http://127.0.0.1:{relay.port}/?example=breast_cancer_logreg")

        box = slider.bounding_box()
        y = box["y"] + box["height"] / 2
        page.mouse.move(box["x"] + box["width"] * 0.3, y)
        page.mouse.down()
        before = len(frames)
        for step in range(DRAG_MOVES):
            page.mouse.move(box["x"] + box["width"] * (0.3 + 0.02 * step), y)
            page.evaluate(NEXT_FRAME)
        shown = slider.get_attribute("aria-valuetext")
        assert frames[before:] == []  # the drag moved the view, and told the server nothing
        expect(slider).not_to_have_attribute("aria-valuetext", "")

        before, wire_before = len(frames), len(relay.messages)
        page.mouse.up()
        settled(page, slider)
        assert slider.get_attribute("aria-valuetext") == shown
        received = [payload for way, payload in frames[before:] if way == "in"]
        wire = relay.messages[wire_before:]
        assert len(wire) == len(received)  # the relay saw each message the browser decoded
        decoded = sum(map(len, received))
        print(f"\nrelease: {decoded:,} bytes decoded, {sum(wire):,} on the wire")
        assert [drawn(payload) for payload in received if drawn(payload)] == ["bidi_component"]
        assert 0 < decoded <= RELEASE_BYTES
    finally:
        relay.close()


@pytest.mark.parametrize("path", ["roc_pr", "cost_curve", "risk"])
def test_a_key_press_on_the_other_threshold_pages_brings_at_most_2_kb(page: Page, app_url: str,
                                                                        path: str):
    """ROC / PR, Cost Curve and Risk (its KS tab, no segments shown) at their defaults: a key
    press's release reruns the view alone, at most 2 KB decoded."""
    frames: list[bytes] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(payload)))
    slider = on_the_stops(page, f"{app_url}/{path}?example=breast_cancer_logreg")
    before = len(frames)
    slider.press("ArrowRight")
    settled(page, slider)
    received = frames[before:]
    print(f"\n{path}: a release brings {sum(map(len, received)):,} bytes decoded")
    assert [drawn(payload) for payload in received if drawn(payload)] == ["bidi_component"]
    assert 0 < sum(map(len, received)) <= RELEASE_BYTES
