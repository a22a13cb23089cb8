"""The lesson on a projector, screen after screen: real Chromium against a real
``streamlit run app.py``, PageDown pressed as a clicker does, and the time from the key press to
the next screen complete (its title, every figure drawn, the live views' figures too, the
step-through's, the hold-out's table, and the script run ended), waited on in the page at every
animation frame, never slept.

Two passes on one fresh server: **cold** (the server's first lesson: nothing computed yet; each
key pressed as soon as the screen before is complete, the harshest case, with no time for the
values computed ahead in the background) and **warm** (a second session on the same server, the
server's caches filled). The load average of the machine is printed with each pass.

Run: ``python benchmarks/lesson_screens.py [--lang en|zh] [--size 1024x768] [--no-classroom]
[--pause S]`` (``--pause``: seconds on each screen before the key, as a teacher talks; default
0). Prints a Markdown table in milliseconds; not part of the test suite.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from browser_slider import _server, _stop  # noqa: E402
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

SCREENS = 13
FIGURES = {1: 1, 2: 1, 3: 0, 4: 1, 5: 1, 6: 2, 7: 2, 8: 1, 9: 1, 10: 1, 11: 1, 12: 2, 13: 2}
"""The Plotly figures each screen shows when complete (screens 1 and 2: the live view's; screen
3: none, the step-through draws its own)."""

COMPLETE = """([n, figures]) => {
  const heading = document.querySelector('.st-key-lesson_heading h1');
  if (!heading || !heading.textContent.includes(n + ' / ' + SCREENS + ' ·')) return false;
  if (!document.querySelector('[data-testid="stApp"][data-test-script-state="notRunning"]'))
    return false;
  const body = document.querySelector('[class*="st-key-lesson_body_' + n + '"]');
  if (!body) return false;
  const plots = [...body.querySelectorAll('.js-plotly-plot')];
  if (plots.length < figures || !plots.every(g => g._fullLayout && g.querySelector('.main-svg')))
    return false;
  if ([...body.querySelectorAll('.live-plot')].some(p => !p.hasAttribute('data-drawn')))
    return false;
  if (n === 3 && !body.querySelector('[data-live=step-slider]')) return false;
  if (n === 8 && !body.querySelector('[data-testid="stTable"] td')) return false;
  if (!window.__done) window.__done = performance.now();
  return true; }""".replace("SCREENS", str(SCREENS))
"""Screen ``n`` complete: its title, the run ended, its figures (``figures`` Plotly figures,
every one drawn; a live view's drawn; the step-through's slider; the hold-out's table)."""


def _load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def _walk(browser, url: str, args) -> list[float]:
    """One session: the lesson opened at screen 1, then PageDown to every next screen; the ms to
    each screen complete (screen 1: from the page's start)."""
    width, height = map(int, args.size.split("x"))
    page = browser.new_page(viewport={"width": width, "height": height})
    page.set_default_timeout(300_000)
    classroom = "&classroom=1" if args.classroom else ""
    page.goto(f"{url}/lesson?example=seed001_a&lang={args.lang}{classroom}")
    page.wait_for_function(COMPLETE, arg=[1, FIGURES[1]], polling="raf")
    times = [page.evaluate("() => window.__done")]  # since the navigation started
    for n in range(2, SCREENS + 1):
        if args.pause:
            page.wait_for_timeout(args.pause * 1000)
        page.evaluate("() => { window.__done = null; window.__t0 = performance.now(); }")
        page.keyboard.press("PageDown")
        page.wait_for_function(COMPLETE, arg=[n, FIGURES[n]], polling="raf")
        times.append(page.evaluate("() => window.__done - window.__t0"))
    page.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", choices=["en", "zh"])
    parser.add_argument("--size", default="1024x768")
    parser.add_argument("--no-classroom", dest="classroom", action="store_false")
    parser.add_argument("--pause", type=float, default=0.0)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    proc, url = _server("app.py")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            load_cold = _load()
            cold = _walk(browser, url, args)
            load_warm = _load()
            warm = _walk(browser, url, args)
            load_end = _load()
            browser.close()
    finally:
        _stop(proc)
    print(f"lang {args.lang}, {args.size}, classroom {'on' if args.classroom else 'off'}, "
          f"pause {args.pause:g} s; load average (1/5/15 min) before cold {load_cold}, "
          f"before warm {load_warm}, at the end {load_end}")
    print("| screen | cold ms | warm ms |")
    print("|---|---|---|")
    for n, (c, w) in enumerate(zip(cold, warm), start=1):
        what = "page load → screen 1" if n == 1 else f"PageDown → screen {n}"
        print(f"| {what} | {c:.0f} | {w:.0f} |")
    turns_cold, turns_warm = sorted(cold[1:]), sorted(warm[1:])
    print(f"| key press, median / max | {turns_cold[len(turns_cold) // 2]:.0f} / "
          f"{turns_cold[-1]:.0f} | {turns_warm[len(turns_warm) // 2]:.0f} / {turns_warm[-1]:.0f} |")


if __name__ == "__main__":
    main()
