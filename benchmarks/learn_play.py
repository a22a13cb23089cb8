"""The Learn page's ROC step-through played in the browser (the live switch on), in Chromium:
at each speed, how steady play is, timed by frame.

    python benchmarks/learn_play.py [--speeds 10 20 30] [--seconds 4] [--example breast_cancer_logreg]
        [--before DIR] [--no-server-path]

For each speed the page's speed box is set, the step-through goes back to step 0 and plays for
about ``--seconds`` seconds (at least 30 steps), then pauses. The view records each step it paints
(the requestAnimationFrame time and how long the paint took); a second requestAnimationFrame loop
records every frame meanwhile. Reported: the time between painted steps (median, p95; the goal is
1000 / speed ms), steps per second achieved over the run, steps skipped by a late frame, the paint
time per step and the frame time (median, p95), and the server's CPU seconds during play (play
needs no server: near 0).

Then, in the same run, today's server path (the live switch off): its play at its fastest speed
(4 frames/s, each a rerun of the page's fragment), timed by the step caption's changes, seen by a
requestAnimationFrame loop (``--no-server-path``: not timed).

``--before DIR``: another copy of the app (e.g. ``mkdir DIR && git archive main | tar -x -C
DIR``) played the same way after this tree, on a server of its own, in the same run: compare the
two tables of one run (the machine's load changes between runs).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from browser_slider import _stop  # noqa: E402
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from lesson_screens import _tree_server  # noqa: E402
from live_threshold import _cpu_seconds, _stats  # noqa: E402

FRAME_LOGGER_JS = """() => {
  window.__frameTimes = [];
  window.__logging = true;
  let last = null;
  const tick = (now) => {
    if (last !== null) window.__frameTimes.push(now - last);
    last = now;
    if (window.__logging) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def _play(page, speed: int, steps: int, pid: int) -> dict:
    """Play from step 0 at ``speed`` until ``steps`` steps are painted, then pause; the view's
    painted steps, every frame's time and the server's (``pid``) CPU seconds while playing."""
    from playwright.sync_api import expect

    view = page.locator(".steps")
    page.locator("[data-live=speed]").select_option(str(speed))
    slider = page.locator("[data-live=step-slider]")
    slider.focus()
    slider.press("Home")
    expect(slider).to_have_value("0")
    page.wait_for_function("() => new URLSearchParams(location.search).get('step') === '0'")
    expect(page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
           ).to_be_attached()
    page.evaluate(FRAME_LOGGER_JS)
    cpu = _cpu_seconds(pid)
    page.locator("[data-live=play]").click()
    view.evaluate("(b, n) => new Promise(done => { const check = () => "
                  "b.steps.frames.length >= n || !b.steps.playing ? done() : "
                  "requestAnimationFrame(check); check(); })", steps)
    cpu = _cpu_seconds(pid) - cpu
    page.locator("[data-live=play]").click()  # pause: the server hears the step
    frames = view.evaluate("b => b.steps.frames")
    times = page.evaluate("() => { window.__logging = false; return window.__frameTimes; }")
    return {"frames": frames, "frame_times": times, "cpu": cpu}


SERVER_LOGGER_JS = """() => {
  window.__serverSteps = [];
  window.__logging = true;
  let shown = null;
  const tick = (now) => {
    const caption = [...document.querySelectorAll('[data-testid=stCaptionContainer]')]
      .map(c => c.innerText).find(text => /^Step \\d+ of/.test(text));
    const k = caption ? Number(caption.match(/^Step (\\d+)/)[1]) : null;
    if (k !== null && k !== shown) { window.__serverSteps.push({ k, at: now }); shown = k; }
    if (window.__logging) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def _switch(page, on: bool) -> None:
    """The sidebar's live switch on or off, whatever its default."""
    from playwright.sync_api import expect

    switch = page.get_by_role("switch", name="Live threshold (answered in the browser)")
    expect(switch).to_be_attached()
    expect(page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
           ).to_be_attached()
    if switch.is_checked() != on:
        page.get_by_text("Live threshold (answered in the browser)").click()
    expect(switch).to_be_checked(checked=on)


def _server_play(page, steps: int) -> list[dict]:
    """Today's path: the live switch off, the speed at its fastest, play from step 0 until
    ``steps`` steps have shown; each step's caption change (step, time)."""
    from playwright.sync_api import expect

    idle = page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
    _switch(page, False)
    play = page.get_by_role("button", name="Play")
    expect(play).to_be_visible()
    expect(idle).to_be_attached()
    first = page.locator(".st-key-learn_first button").first
    if first.is_enabled():  # the live runs left it past step 0
        first.click()
    expect(page.get_by_text("Step 0 of", exact=False)).to_be_visible()
    expect(idle).to_be_attached()
    page.locator("[data-testid=stTooltipHoverTarget] [data-testid=stPopoverButton]").click()
    speed = page.get_by_role("slider", name="Speed")
    speed.focus()
    speed.press("End")
    expect(page.get_by_test_id("stSliderThumbValue").filter(has_text="4/s")).to_be_visible()
    expect(idle).to_be_attached()
    page.keyboard.press("Escape")
    expect(speed).to_be_hidden()
    page.evaluate(SERVER_LOGGER_JS)
    play.click()
    page.wait_for_function("n => window.__serverSteps.length > n", arg=steps)
    page.get_by_role("button", name="Pause").click()
    return page.evaluate("() => { window.__logging = false; return window.__serverSteps; }")[1:]


def _summary(speed: int, result: dict) -> dict:
    frames = result["frames"]
    gaps = [b["at"] - a["at"] for a, b in zip(frames, frames[1:])]
    advanced = frames[-1]["k"] - frames[0]["k"]
    seconds = (frames[-1]["at"] - frames[0]["at"]) / 1000
    skipped = sum(b["k"] - a["k"] - 1 for a, b in zip(frames, frames[1:]))
    return {"speed": speed, "steps": len(frames), "gap": _stats(gaps),
            "achieved": advanced / seconds if seconds else float("nan"), "skipped": skipped,
            "paint": _stats([f["paint"] for f in frames]),
            "frame": _stats(result["frame_times"])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speeds", type=int, nargs="+", default=[10, 20, 30])
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--example", default="breast_cancer_logreg")
    parser.add_argument("--server-steps", type=int, default=12,
                        help="frames of today's server play timed after the live runs")
    parser.add_argument("--no-server-path", dest="server_path", action="store_false")
    parser.add_argument("--before", type=Path, default=None,
                        help="another copy of the app, played the same way after this tree")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    trees = [("now", ROOT)] + ([("before", args.before.resolve())] if args.before else [])
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, tree in trees:
            proc, url = _tree_server(tree)
            try:
                print(f"\n{name} ({tree}), load average {_load()}")
                _tree(browser, proc, url, args)
            finally:
                _stop(proc)
        browser.close()


def _load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def _tree(browser, proc, url: str, args) -> None:
    """The live runs at each speed (and the server path) on one tree's server, as a table."""
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1440, "height": 900})
    page.set_default_timeout(int(os.environ.get("LIVE_BENCH_TIMEOUT_MS", 600_000)))
    page.goto(f"{url}/learn?example={args.example}")
    _switch(page, True)
    expect(page.locator("[data-live=step-slider]")).to_be_visible()
    expect(page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
           ).to_be_attached()
    sent = int(page.locator("[data-live=step-slider]").get_attribute("max")) + 1
    print(f"{args.example}: {sent} steps sent; Chromium {browser.version}")
    print("| steps/s chosen | steps painted | between steps median / p95 ms (goal) "
          "| steps/s achieved | skipped | paint median / p95 ms | frame median / p95 ms "
          "| server CPU s while playing |")
    print("|---|---|---|---|---|---|---|---|")
    for speed in args.speeds:
        steps = min(sent - 1, max(30, round(speed * args.seconds)))
        result = _play(page, speed, steps, proc.pid)
        row = _summary(speed, result)
        print(f"| {speed} | {row['steps']} | {'{:.1f} / {:.1f}'.format(*row['gap'])} "
              f"({1000 / speed:.1f}) | {row['achieved']:.2f} | {row['skipped']} "
              f"| {'{:.2f} / {:.2f}'.format(*row['paint'])} "
              f"| {'{:.1f} / {:.1f}'.format(*row['frame'])} | {result['cpu']:.2f} |", flush=True)
    if args.server_path:
        server = _server_play(page, args.server_steps)
        gaps = [b["at"] - a["at"] for a, b in zip(server, server[1:])]
        seconds = (server[-1]["at"] - server[0]["at"]) / 1000
        print(f"| server path, 4 frames/s (stride {server[1]['k'] - server[0]['k']}) "
              f"| {len(server)} | {'{:.0f} / {:.0f}'.format(*_stats(gaps))} (250.0) "
              f"| {(len(server) - 1) / seconds:.2f} frames | — | — | — | — |")
    page.close()


if __name__ == "__main__":
    main()
