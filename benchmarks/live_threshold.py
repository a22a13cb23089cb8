"""Key press → new counts (TP or FP) painted: the live view (answered in the browser) beside
today's server path and the naive 30-line app, in Chromium, timed by frame.

    python benchmarks/live_threshold.py [--rows 1e2 1e5 1e6] [--moves 20] [--naive]
    python benchmarks/live_threshold.py --sessions 30 [--frames 60]

For each size the file of ``benchmarks/browser_slider.py`` is written once (label, score with 6
decimals) and uploaded to a fresh server and browser. Server path: the "Live threshold" switch
(on by default) is turned off and the Confusion page's slider is moved with ArrowRight, timed
from ``keydown`` to the ``requestAnimationFrame`` after the TP tile or FP tile changes. Live
path: the switch is turned back on and its slider moved the same way, timed from ``keydown`` to the next frame after its TP or FP tile
changed. Also: the live view's one-time payload (bytes of the JSON the component
receives), and the websocket bytes sent and received during a 20-step mouse drag of the live
slider (before the button is released) and after the release until the rerun ends.

With ``--sessions N``: N Chromium sessions (one browser, a context each) open the live view on one
server (a built-in example: the browser's work does not depend on the rows) and drag at once, a
move per frame; each move is timed to the next animation frame, and the server's CPU seconds and
the Chromium processes' are read from ``/proc`` over the drags and their releases.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from browser_slider import (LIVE_SWITCH, TP_SHOWN_JS, _file, _run, _server,  # noqa: E402
                            _stop, _tp_at_default, server_path)
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

SERVER_MEASURE_JS = """() => {
  const counts = () => ['TP (true positive)', 'FP (false positive)'].map(label => {
    for (const metric of document.querySelectorAll('[data-testid="stMetric"]')) {
      const name = metric.querySelector('[data-testid="stMetricLabel"]');
      if (name && name.innerText.trim() === label)
        return metric.querySelector('[data-testid="stMetricValue"]').innerText;
    }
  }).join('|');
  const before = counts();
  let pressed = null;
  window.__moved = null;
  document.addEventListener('keydown', () => { pressed = performance.now(); },
                            {capture: true, once: true});
  const observer = new MutationObserver(() => {
    if (pressed === null || counts() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__moved = {ms: performance.now() - pressed}; });
  });
  observer.observe(document.body, {subtree: true, childList: true, characterData: true});
}"""
LIVE_MEASURE_JS = """() => {
  const root = document.querySelector('[data-testid=stBidiComponentIsolated]').shadowRoot;
  const tiles = ['tp', 'fp'].map(n => root.querySelector(`[data-live=tile-${n}]`));
  const counts = () => tiles.map(t => t.textContent).join('|');
  const before = counts();
  let pressed = null;
  window.__moved = null;
  root.querySelector('[data-live=slider]').addEventListener('keydown',
    () => { pressed = performance.now(); }, {capture: true, once: true});
  const observer = new MutationObserver(() => {
    if (pressed === null || counts() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__moved = {ms: performance.now() - pressed}; });
  });
  for (const tile of tiles)
    observer.observe(tile, {subtree: true, childList: true, characterData: true});
}"""


NAIVE_FROM = 10_000
"""The naive app's slider steps by 0.01: on fewer rows a step often moves no TP, which its timing
waits for."""


def _stats(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def _payload_bytes(path: Path) -> tuple[int, int]:
    """Bytes of the live view's data (JSON as sent) and of its stop table block, at β = 1."""
    import pandas as pd

    from evalcore.view.live.payload import live_data
    from evalcore.analysis.binary import BinaryAnalysis
    from evalcore.binary import threshold_sweep
    from evalcore.histogram import sweep_histogram

    table = pd.read_parquet(path)
    sweep = threshold_sweep(table["label"].to_numpy() == 1, table["score"].to_numpy())
    data = live_data(BinaryAnalysis(sweep, beta=1.0), sweep_histogram(sweep), threshold=0.5,
                     weighted=False, identity="bench", tr=lambda key, **params: key)
    return len(json.dumps(data).encode()), len(data["table"]["block"])


def _wait_for_server(page, live_slider) -> None:
    """Until the run that heard the live slider's last move has ended: the URL holds its
    threshold and the script is idle."""
    from playwright.sync_api import expect

    shown = live_slider.evaluate(
        "s => s.getRootNode().querySelector('[data-live=threshold]').textContent")
    if shown[0].isdigit() or shown[0] == "-":
        page.wait_for_function("v => Number(new URLSearchParams(location.search)"
                               ".get('threshold')) === v", arg=float(shown))
    expect(page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
           ).to_be_attached()


def _measure(playwright, path: Path, moves: int) -> dict:
    from playwright.sync_api import expect

    proc, url = _server("app.py")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    sent, received = [0], [0]
    try:
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.set_default_timeout(int(os.environ.get("LIVE_BENCH_TIMEOUT_MS", 600_000)))
        page.on("websocket", lambda ws: (
            ws.on("framereceived", lambda p: received.__setitem__(0, received[0] + len(p))),
            ws.on("framesent", lambda p: sent.__setitem__(0, sent[0] + len(p)))))
        page.goto(url)
        server_path(page)  # the live view is the default
        page.get_by_text("Upload a file", exact=True).click()
        page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(path)
        page.wait_for_function(TP_SHOWN_JS, arg=["TP (true positive)", str(_tp_at_default(path))])
        idle = page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
        expect(idle).to_be_attached()
        server = []
        slider = page.get_by_role("slider", name="Threshold")
        for _ in range(moves):
            slider.focus()
            page.evaluate(SERVER_MEASURE_JS)
            slider.press("ArrowRight")
            page.wait_for_function("() => window.__moved")
            server.append(page.evaluate("() => window.__moved")["ms"])
            expect(idle).to_be_attached()
        page.get_by_text(LIVE_SWITCH, exact=True).click()  # back on
        live_slider = page.locator("[data-live=slider]")
        expect(live_slider).to_be_visible()
        expect(idle).to_be_attached()
        live = []
        live_slider.focus()
        for _ in range(moves):
            page.evaluate(LIVE_MEASURE_JS)
            page.keyboard.down("ArrowRight")
            page.wait_for_function("() => window.__moved")
            live.append(page.evaluate("() => window.__moved")["ms"])
            page.keyboard.up("ArrowRight")
            _wait_for_server(page, live_slider)
        box = live_slider.bounding_box()
        y = box["y"] + box["height"] / 2
        page.mouse.move(box["x"] + box["width"] * 0.3, y)
        page.mouse.down()
        before = sent[0] + received[0]
        for step in range(20):
            page.mouse.move(box["x"] + box["width"] * (0.3 + 0.02 * step), y)
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))")
        during = sent[0] + received[0] - before
        after_start = sent[0], received[0]
        page.mouse.up()
        _wait_for_server(page, live_slider)
        return {"server": server, "live": live, "drag_bytes": during,
                "release_sent": sent[0] - after_start[0],
                "release_received": received[0] - after_start[1]}
    finally:
        browser.close()
        _stop(proc)


CLASS_DRAG_JS = """async ([frames, pace, release = true]) => {
  const root = document.querySelector('[data-testid=stBidiComponentIsolated]').shadowRoot;
  const slider = root.querySelector('[data-live=slider]');
  const last = Number(slider.max), times = [];
  const frame = () => new Promise(r => requestAnimationFrame(() => r()));
  if (pace) await new Promise(r => setTimeout(r, Math.random() * pace));  // students differ
  for (let k = 0; k < frames; k++) {
    const start = performance.now();
    slider.value = String((Number(slider.value) + 7) % last);
    slider.dispatchEvent(new Event('input'));
    await frame();
    times.push(performance.now() - start);
    if (pace) await new Promise(r => setTimeout(r, Math.max(0, start + pace - performance.now())));
  }
  if (release) slider.dispatchEvent(new Event('change'));  // the drag ends: one message to the server
  return times;
}"""
"""One student's drag: ``frames`` moves of the live slider, each timed from the move to the next
frame (the new counts painted), then the release (unless ``release`` is false: the browsers'
own work alone); a move per frame, or one every ``pace`` ms (from a random start within the first
``pace``)."""


def _cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _chromium_cpu_seconds() -> float:
    """User + system CPU seconds so far of every Chromium process on the machine (the browser,
    its GPU process and the renderers: the students' side of a class run)."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if "chromium" in os.readlink(entry / "exe"):
                total += _cpu_seconds(int(entry.name))
        except OSError:  # gone, or not ours to read
            continue
    return total


def _class_pages(browser, url: str, sessions: int, example: str) -> list:
    """``sessions`` sessions (a browser context each) opened on ``example`` with the live view
    (the default) drawn and the first run ended."""
    from playwright.sync_api import expect

    pages = []
    for _ in range(sessions):
        page = browser.new_context(viewport={"width": 1024, "height": 768}).new_page()
        page.set_default_timeout(int(os.environ.get("LIVE_BENCH_TIMEOUT_MS", 600_000)))
        page.goto(f"{url}/?example={example}")
        expect(page.locator("[data-live=slider]")).to_be_visible()
        expect(page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
               ).to_be_attached()
        pages.append(page)
    return pages


def _class(playwright, sessions: int, frames: int, example: str, pace: float,
           release: bool = True) -> dict:
    """``sessions`` Chromium sessions (one browser, a context each) on one server, the live view
    on, all dragging at once: every move's time to the next frame, and the server's CPU seconds
    over the drags' wall time (the releases' reruns included)."""
    import time

    from playwright.sync_api import expect

    proc, url = _server("app.py")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        pages = _class_pages(browser, url, sessions, example)
        cpu, wall = _cpu_seconds(proc.pid), time.monotonic()
        browsers = _chromium_cpu_seconds()
        for page in pages:  # all start together: each drag runs in its page, unawaited here
            page.evaluate(f"(arg) => {{ window.__drag = ({CLASS_DRAG_JS})(arg); }}",
                          [frames, pace, release])
        times = [ms for page in pages for ms in page.evaluate("() => window.__drag")]
        for page in pages:
            expect(page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
                   ).to_be_attached()
        browsers = _chromium_cpu_seconds() - browsers
        cpu, wall = _cpu_seconds(proc.pid) - cpu, time.monotonic() - wall
        return {"times": times, "cpu": cpu, "wall": wall, "browsers": browsers}
    finally:
        browser.close()
        _stop(proc)


RECORD_JS = """(live) => {
  const root = live ? document.querySelector('[data-testid=stBidiComponentIsolated]').shadowRoot
                    : document;
  const tiles = () => live
    ? ['tp', 'fp'].map(n => root.querySelector(`[data-live=tile-${n}]`))
    : [...document.querySelectorAll('[data-testid="stMetric"]')].filter(m => /^(TP|FP) /.test(
        m.querySelector('[data-testid="stMetricLabel"]').innerText.trim()));
  const counts = () => tiles().map(t => t.textContent).join('|');
  window.__times = [];
  let pending = null;
  root.addEventListener('keydown', () => {
    if (pending === null) pending = {at: performance.now(), counts: counts()};
  }, {capture: true});
  new MutationObserver(() => {
    if (pending === null || counts() === pending.counts) return;
    const at = pending.at;
    pending = null;
    requestAnimationFrame(() => window.__times.push(performance.now() - at));
  }).observe(root, {subtree: true, childList: true, characterData: true});
  window.__pending = () => pending !== null;
}"""
"""Every key press → the next frame after the TP or FP shown changed, in ``window.__times``
(a press made while the previous one is unanswered is timed from that earlier press)."""


def _class_by_keys(playwright, sessions: int, rounds: int, example: str, live: bool) -> dict:
    """``sessions`` sessions on one server, the live view or today's server-drawn slider: in
    each of ``rounds`` rounds every session in turn gets a real ArrowRight (Playwright's
    keyboard), unawaited by the others; every press is timed in its page to the frame after its
    counts changed. The same schedule for both paths, so their figures stand side by side."""
    import time

    from playwright.sync_api import expect

    proc, url = _server("app.py")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        pages = _class_pages(browser, url, sessions, example)
        for page in pages:
            if not live:
                server_path(page)
            slider = (page.locator("[data-live=slider]") if live
                      else page.get_by_role("slider", name="Threshold"))
            expect(slider).to_be_visible()
            slider.focus()
            page.evaluate(RECORD_JS, live)
        cpu, wall = _cpu_seconds(proc.pid), time.monotonic()
        for _ in range(rounds):
            for page in pages:
                page.keyboard.press("ArrowRight")
        for page in pages:
            page.wait_for_function("() => !window.__pending()")
            expect(page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
                   ).to_be_attached()
        cpu, wall = _cpu_seconds(proc.pid) - cpu, time.monotonic() - wall
        times = [ms for page in pages for ms in page.evaluate("() => window.__times")]
        return {"times": times, "cpu": cpu, "wall": wall, "presses": sessions * rounds}
    finally:
        browser.close()
        _stop(proc)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=float, nargs="+", default=[1e2, 1e5, 1e6])
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--naive", action="store_true",
                        help=f"also time the naive 30-line app (from {NAIVE_FROM:,} rows)")
    parser.add_argument("--sessions", type=int, default=0,
                        help="instead: this many sessions dragging at once against one server")
    parser.add_argument("--frames", type=int, default=60, help="moves per session's drag")
    parser.add_argument("--keys", type=int, default=0,
                        help="with --sessions: instead of drags, this many rounds of a key press "
                             "per session, live view and server path side by side")
    parser.add_argument("--pace", type=float, default=0,
                        help="with --sessions: ms between one session's moves (0: every frame)")
    parser.add_argument("--no-release", action="store_true",
                        help="with --sessions: the drags end without telling the server (the "
                             "browsers' frames alone)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    if args.sessions and args.keys:
        print(f"| {args.sessions} sessions × {args.keys} key presses | press → counts painted, "
              "median / p95 | presses answered | server CPU over the presses |")
        print("|---|---|---|---|")
        with sync_playwright() as playwright:
            for live in (True, False):
                r = _class_by_keys(playwright, args.sessions, args.keys,
                                   "breast_cancer_logreg", live)
                print(f"| {'live view' if live else 'server path'} | "
                      f"{'{:.1f} / {:.1f}'.format(*_stats(r['times']))} ms | "
                      f"{len(r['times'])} of {r['presses']} | {r['cpu']:.2f} s over "
                      f"{r['wall']:.1f} s ({100 * r['cpu'] / r['wall']:.0f} % of one core) |",
                      flush=True)
        return
    if args.sessions:
        with sync_playwright() as playwright:
            result = _class(playwright, args.sessions, args.frames, "breast_cancer_logreg",
                            args.pace, release=not args.no_release)
        pace = f"a move every {args.pace:g} ms" if args.pace else "a move per frame"
        pace += ", no release" if args.no_release else ""
        print(f"{args.sessions} sessions × {args.frames} moves ({pace}): move → next frame median / p95 "
              f"{'{:.1f} / {:.1f}'.format(*_stats(result['times']))} ms; server CPU "
              f"{result['cpu']:.2f} s over {result['wall']:.2f} s of drags and releases "
              f"({100 * result['cpu'] / result['wall']:.0f} % of one core); the browsers' CPU "
              f"{result['browsers']:.1f} s ({result['browsers'] / result['wall']:.2f} of "
              f"{os.cpu_count()} cores)")
        return

    print("| rows | live median / p95 ms | server median / p95 ms | naive median / p95 ms "
          "| payload KB (table block) | ws bytes during a drag | ws bytes at release (sent / "
          "received) |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        for rows in (int(r) for r in args.rows):
            path = _file(rows, Path(folder))
            payload, block = _payload_bytes(path)
            result = _measure(playwright, path, args.moves)
            naive = "—"
            if args.naive and rows >= NAIVE_FROM:
                times = [ms for ms, _ in _run(playwright, "naive", path, args.moves)]
                naive = "{:.0f} / {:.0f}".format(*_stats(times))
            print(f"| {rows:.0e} | {'{:.1f} / {:.1f}'.format(*_stats(result['live']))} "
                  f"| {'{:.0f} / {:.0f}'.format(*_stats(result['server']))} | {naive} "
                  f"| {payload / 1000:.0f} ({block / 1000:.0f}) | {result['drag_bytes']} "
                  f"| {result['release_sent']} / {result['release_received']} |", flush=True)


if __name__ == "__main__":
    main()
