"""The live threshold view's budgets, measured in one run in Chromium at each size:

- key press → counts and marks painted, on each threshold page (Confusion, ROC / PR, Cost,
  Folds; reached by the sidebar's links after the upload): from the slider's ``keydown`` to the
  animation frame after every figure of the view has its marks placed at the slider's new stop
  (each ``[data-live^=plot-]``'s ``data-at``, set once the marks' drawn elements are moved, after
  the tiles), median and p95 (Folds on its example: see :data:`PAGES`);
- bytes per release (a drag's end): what the browser decodes, and what arrives on the wire
  (through :class:`benchmarks.wire.WireRelay`; the websocket is compressed);
- bytes while dragging (both ways, during a 20-move drag);
- the first view's payload beyond Plotly.js: the websocket bytes and HTTP response bodies from
  the upload until the page is complete, static files left out (Plotly.js, and Streamlit's own
  frontend chunks, which the browser caches like Plotly.js; their bytes printed beside);
- upload → first numbers (the TP tile shows the upload's TP) and upload → page complete (the
  script idle after it) against the naive 30-line app (``benchmarks/naive_app.py``), each app with
  a fresh server and browser.

    python benchmarks/live_budgets.py [--rows 1e2 1e5 1e7] [--presses 30]

Every wait is on the page's state (the tiles' text, the URL's threshold, the script's idle
attribute), so the figures follow whatever the view draws as long as it keeps the tiles' data
attributes. Each file: label (30 % positive) and a score with 6 decimals, as Parquet. Prints a
Markdown table. Not a test: the figures depend on the machine's load.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from browser_slider import _file, _server, _stop  # noqa: E402
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from live_threshold import _wait_for_server  # noqa: E402
from wire import WireRelay  # noqa: E402

BOUND_MS = 900_000
PRESS_BOUND_MS = 120_000
"""A key press's marks not painted within this: the run stops with Playwright's timeout (a
hang of the whole benchmark otherwise)."""
PAGES = (("confusion", "Confusion"), ("roc_pr", "ROC / PR"), ("cost_curve", "Cost"),
         ("folds", "Folds"))
"""The threshold pages timed: their URL path and their name in the table. Folds: on its example
(``folds_breast_cancer``), the file having no fold column; a move's work does not grow with the
rows (the stops and the curves' points are bounded)."""
MARKS_JS = """() => {
  const host = document.querySelector('[data-testid=stBidiComponentIsolated]');
  const root = (host && host.shadowRoot) || document;  // the view, in a shadow root or not
  let pressed = null;
  window.__moved = null;
  // on the document and looked up at each change: a view rebuilt for a new table (its own
  // slider and figures) between the arming and the frame is followed, not waited on forever
  document.addEventListener('keydown', () => { pressed = performance.now(); },
                            {capture: true, once: true});
  const observer = new MutationObserver(() => {
    const slider = root.querySelector('[data-live=slider]');
    const plots = Array.from(root.querySelectorAll('[data-live^=plot-]'));
    if (pressed === null || !slider
        || !plots.every(p => p.getAttribute('data-at') === slider.value)) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__moved = {ms: performance.now() - pressed}; });
  });
  const view = root.querySelector('.live');  // its parent holds the rebuilt view too
  observer.observe((view && view.parentElement) || root,
                   {attributes: true, attributeFilter: ['data-at'], subtree: true});
}"""
"""Arms the timing of one key press: ``window.__moved.ms``, from the ``keydown`` to the frame after
every figure's marks show the slider's stop (the tiles are painted before the marks)."""
IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'
UPLOAD_JS = """label => {
  window.__upload = {};
  let picked = null, ran = false;
  document.addEventListener('change', () => { picked = performance.now(); },
                            {capture: true, once: true});
  const tile = () => {
    if (label === null) {  // the live view's tile, in its component's shadow root
      const host = document.querySelector('[data-testid=stBidiComponentIsolated]');
      const t = ((host && host.shadowRoot) || document).querySelector('[data-live=tile-tp]');
      return t ? t.textContent : undefined;
    }
    for (const metric of document.querySelectorAll('[data-testid="stMetric"]')) {
      const name = metric.querySelector('[data-testid="stMetricLabel"]');
      if (name && name.innerText.trim() === label)
        return metric.querySelector('[data-testid="stMetricValue"]').innerText;
    }
    return undefined;
  };
  const before = tile();
  const app = document.querySelector('[data-testid="stApp"]');
  new MutationObserver(() => {  // a run shorter than a frame is still seen
    if (picked !== null && app.getAttribute('data-test-script-state') === 'running') ran = true;
  }).observe(app, {attributes: true, attributeFilter: ['data-test-script-state']});
  const poll = () => {  // every frame: a shadow root's changes escape the page's observers
    if (picked !== null) {
      const state = app.getAttribute('data-test-script-state');
      if (state === 'running') ran = true;
      const now = tile();
      if (window.__upload.first === undefined && now !== undefined && now !== before)
        window.__upload.first = performance.now() - picked;
      if (window.__upload.first !== undefined && ran && state === 'notRunning') {
        window.__upload.complete = performance.now() - picked;
        return;
      }
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}"""
"""Upload → the first frame showing a new TP (``first``) and → the first frame after that with
the script idle once it has run (``complete``), ms from the file input's ``change``."""


def _stats(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return statistics.median(ordered), ordered[min(len(ordered) - 1,
                                                   round(0.95 * (len(ordered) - 1)))]


def _upload(page, path: Path, label: str | None) -> dict:
    """Upload ``path`` (the page shows the uploader); ms to first numbers and page complete."""
    from playwright.sync_api import expect

    dropzone = page.get_by_test_id("stFileUploaderDropzoneInput")
    expect(dropzone).to_be_attached()
    expect(page.locator(IDLE)).to_be_attached()
    if label is None:
        expect(page.locator("[data-live=tile-tp]")).to_be_attached()  # the example's view
    page.evaluate(UPLOAD_JS, label)
    dropzone.set_input_files(path)
    page.wait_for_function("() => window.__upload.complete !== undefined", polling=100)
    return page.evaluate("() => window.__upload")


def naive(playwright, path: Path) -> dict:
    proc, url = _server(ROOT / "benchmarks" / "naive_app.py")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.set_default_timeout(BOUND_MS)
        page.goto(url)
        return _upload(page, path, "TP")
    finally:
        browser.close()
        _stop(proc)


def live(playwright, path: Path, presses: int) -> dict:
    """This app as it opens (the live view): upload, key presses, a drag and its release."""
    proc, url = _server("app.py")
    relay = WireRelay(int(url.rsplit(":", 1)[1]))
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    frames: list[tuple[str, int]] = []
    bodies: list[tuple[str, int]] = []
    try:
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.set_default_timeout(BOUND_MS)
        page.on("websocket", lambda ws: (
            ws.on("framereceived", lambda p: frames.append(("in", len(p)))),
            ws.on("framesent", lambda p: frames.append(("out", len(p))))))
        page.on("requestfinished", lambda r: bodies.append((r.url, r.sizes()["responseBodySize"])))
        page.goto(f"http://127.0.0.1:{relay.port}")
        page.get_by_text("Upload a file", exact=True).click()
        first_frame, first_body = len(frames), len(bodies)
        times = _upload(page, path, None)
        payload = (sum(n for way, n in frames[first_frame:] if way == "in")
                   + sum(n for u, n in bodies[first_body:]
                         if "plotly" not in u.lower() and "/static/" not in u))
        framework = sum(n for u, n in bodies[first_body:] if "/static/" in u)

        slider = page.locator("[data-live=slider]")
        slider.focus()
        for k in range(3):  # onto the stops (the default threshold is none of them)
            slider.press("ArrowRight")
            _wait_for_server(page, slider)
        box = slider.bounding_box()
        y = box["y"] + box["height"] / 2
        page.mouse.move(box["x"] + box["width"] * 0.3, y)
        page.mouse.down()
        before = len(frames)
        for step in range(20):
            page.mouse.move(box["x"] + box["width"] * (0.3 + 0.02 * step), y)
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))")
        dragging = sum(n for _, n in frames[before:])
        before, wire_before = len(frames), len(relay.messages)
        page.mouse.up()
        _wait_for_server(page, slider)
        release = sum(n for way, n in frames[before:] if way == "in")
        release_wire = sum(relay.messages[wire_before:])
        presses_ms = {name: _presses(page, url_path, presses) for url_path, name in PAGES}
        return {**times, "presses": presses_ms, "payload": payload, "framework": framework, "dragging": dragging,
                "release": release, "release_wire": release_wire}
    finally:
        browser.close()
        relay.close()
        _stop(proc)


def _presses(page, url_path: str, presses: int) -> list[float]:
    """ms from each key press to its counts and marks painted on the page at ``url_path``
    (reached by its sidebar link, the upload kept), once every figure is drawn."""
    from playwright.sync_api import expect

    print(f"  {url_path}", file=sys.stderr, flush=True)
    if url_path == "folds":
        page.goto(page.url.split("/")[0] + "//" + page.url.split("/")[2]
                  + "/folds?example=folds_breast_cancer")
    else:
        page.locator(f'[data-testid=stSidebarNavLink][href$="/{url_path}"]').click()
    page.wait_for_function("p => location.pathname.endsWith('/' + p)", arg=url_path)
    expect(page.locator(IDLE)).to_be_attached()
    expect(page.locator("[data-live^=plot-]").first).to_be_attached()
    expect(page.locator("[data-live^=plot-]:not([data-drawn])")).to_have_count(0)
    slider = page.locator("[data-live=slider]")
    slider.focus()
    times = []
    for k in range(presses + 1):
        page.evaluate(MARKS_JS)
        slider.press("ArrowRight" if k % 2 == 0 else "ArrowLeft")
        page.wait_for_function("() => window.__moved", timeout=PRESS_BOUND_MS)
        if k:  # the first press may move off the page's threshold onto the stops: not timed
            times.append(page.evaluate("() => window.__moved")["ms"])
        _wait_for_server(page, slider)
    return times


def main() -> None:
    from playwright.sync_api import expect

    expect.set_options(timeout=BOUND_MS)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=float, nargs="+", default=[1e2, 1e5, 1e7])
    parser.add_argument("--presses", type=int, default=30)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    load = os.getloadavg()
    print(f"load average before: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} "
          f"on {os.cpu_count()} cores")
    print("| rows | bytes per release: decoded / on the wire | bytes while dragging | "
          "first view's payload beyond Plotly.js (Streamlit's frontend files beside) | "
          "upload → first numbers: this / naive | upload → page complete: this / naive |")
    print("|---|---|---|---|---|---|")
    key_presses = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        for rows in (int(r) for r in args.rows):
            path = _file(rows, Path(folder))
            ours = live(playwright, path, args.presses)
            reference = naive(playwright, path)
            key_presses.append((rows, ours["presses"]))
            print(f"  key presses at {rows:.0e}: " + ", ".join(  # as they come, on stderr
                "{}: {:.1f} / {:.1f} ms".format(name, *_stats(ours["presses"][name]))
                for _, name in PAGES), file=sys.stderr, flush=True)
            print(f"| {rows:.0e} | {ours['release']:,} / "
                  f"{ours['release_wire']:,} B | {ours['dragging']} B | "
                  f"{ours['payload'] / 1000:,.0f} KB ({ours['framework'] / 1000:,.0f} KB) | "
                  f"{ours['first']:,.0f} / "
                  f"{reference['first']:,.0f} ms ({ours['first'] / reference['first']:.2f}×) | "
                  f"{ours['complete']:,.0f} / {reference['complete']:,.0f} ms "
                  f"({ours['complete'] / reference['complete']:.2f}×) |", flush=True)
    print()
    print("| rows | key press → counts and marks painted, median / p95: "
          + " | ".join(name for _, name in PAGES) + " |")
    print("|---|" + "---|" * len(PAGES))
    for rows, by_page in key_presses:
        print(f"| {rows:.0e} | " + " | ".join(
            "{:.1f} / {:.1f} ms".format(*_stats(by_page[name])) for _, name in PAGES) + " |")
    load = os.getloadavg()
    print(f"load average after: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")


if __name__ == "__main__":
    main()
