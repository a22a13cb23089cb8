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
[--pause S] [--before DIR]`` (``--pause``: seconds on each screen before the key, as a teacher
talks; default 0; ``--before``: another copy of the app, e.g. ``mkdir DIR && git archive main |
tar -x -C DIR``, walked the same way after this tree on a server of its own). Prints a Markdown
table in milliseconds, and one of the ms the page's main thread was busy in tasks during each
(how much of a turn is the browser's own work, not waiting for the server); not part of the test
suite.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from browser_slider import _server, _stop  # noqa: E402
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

FIGURES = {
    "lesson_title_threshold": 1, "lesson_title_precision": 1, "lesson_title_steps": 2,
    "lesson_title_histogram": 1, "lesson_title_pairs": 1, "lesson_title_learners": 1,
    "lesson_title_prevalence": 2, "lesson_title_cost": 2, "lesson_title_quiz_roc": 1,
    "lesson_title_quiz_bep": 0, "lesson_title_holdout": 1, "lesson_title_kfold": 1,
    "lesson_title_loo": 1, "lesson_title_bootstrap": 1, "lesson_title_tests": 1,
    "lesson_title_quiz_variance": 0, "lesson_title_validation": 1, "lesson_title_degree": 2,
    "lesson_title_knn": 2, "lesson_title_quiz_select": 0}
"""The Plotly figures each screen shows when complete, by its title key (screens 1 and 2: the
live view's; the step-through's two)."""
STEP_SLIDER = {"lesson_title_steps"}
"""Screens complete only once the step-through's slider is drawn."""
TABLES = {"lesson_title_learners", "lesson_title_holdout", "lesson_title_tests"}
"""Screens complete only once their table has cells."""


def screens() -> list[str]:
    """The lesson's screens in order, by title key (the app's own sequence)."""
    from dashboard.lesson.view import SCREENS

    return [screen.title for screen in SCREENS]


COMPLETE = """([n, total, figures, slider, table]) => {
  const heading = document.querySelector('.st-key-lesson_heading h1');
  if (!heading || !heading.textContent.includes(n + ' / ' + total + ' ·')) return false;
  if (!document.querySelector('[data-testid="stApp"][data-test-script-state="notRunning"]'))
    return false;
  const body = document.querySelector('[class*="st-key-lesson_body_' + n + '"]');
  if (!body) return false;
  const plots = [...body.querySelectorAll('.js-plotly-plot')];
  if (plots.length < figures || !plots.every(g => g._fullLayout && g.querySelector('.main-svg')))
    return false;
  if ([...body.querySelectorAll('.live-plot, .box-figure-plot')]
      .some(p => !p.hasAttribute('data-drawn'))) return false;
  const find = (selector) => body.querySelector(selector) || [...body.querySelectorAll('*')]
    .some(e => e.shadowRoot && e.shadowRoot.querySelector(selector));  // in a shadow root too
  if (slider && !find('[data-live=step-slider]')) return false;
  if (table && !body.querySelector('[data-testid="stTable"] td')) return false;
  if (!window.__done) window.__done = performance.now();
  return true; }"""
"""Screen ``n`` of ``total`` complete: its title, the run ended, its figures (``figures`` Plotly
figures, every one drawn; a live view's drawn, a figure drawn at its box's size too; the step-through's slider; a table's cells)."""


def _load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def _busy(cdp) -> float:
    """The page's main thread's time in tasks so far (ms; Chromium's ``TaskDuration``)."""
    metrics = cdp.send("Performance.getMetrics")["metrics"]
    return 1000 * next(m["value"] for m in metrics if m["name"] == "TaskDuration")


def _walk(browser, url: str, args, titles: list[str]) -> tuple[list[float], list[float]]:
    """One session: the lesson opened at screen 1, then PageDown to every next screen; the ms to
    each screen complete (screen 1: from the page's start), and the ms the page's main thread
    was busy in tasks meanwhile (the browser's own work)."""
    width, height = map(int, args.size.split("x"))
    page = browser.new_page(viewport={"width": width, "height": height})
    cdp = page.context.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.set_default_timeout(int(os.environ.get("LESSON_BENCH_TIMEOUT_MS", 300_000)))
    classroom = "&classroom=1" if args.classroom else ""
    page.goto(f"{url}/lesson?example=seed001_a&lang={args.lang}{classroom}")
    def complete(n: int) -> list:
        title = titles[n - 1]
        return [n, len(titles), FIGURES[title], title in STEP_SLIDER, title in TABLES]

    page.wait_for_function(COMPLETE, arg=complete(1), polling="raf")
    times = [page.evaluate("() => window.__done")]  # since the navigation started
    busy = [_busy(cdp)]
    for n in range(2, len(titles) + 1):
        if args.pause:
            page.wait_for_timeout(args.pause * 1000)
        page.evaluate("() => { window.__done = null; window.__t0 = performance.now(); }")
        before = _busy(cdp)
        page.keyboard.press("PageDown")
        page.wait_for_function(COMPLETE, arg=complete(n), polling="raf")
        busy.append(_busy(cdp) - before)
        print(f"screen {n}", file=sys.stderr, flush=True)
        times.append(page.evaluate("() => window.__done - window.__t0"))
    page.close()
    return times, busy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", choices=["en", "zh"])
    parser.add_argument("--size", default="1024x768")
    parser.add_argument("--no-classroom", dest="classroom", action="store_false")
    parser.add_argument("--pause", type=float, default=0.0)
    parser.add_argument("--before", type=Path, default=None,
                        help="another copy of the app (e.g. git archive main | tar -x -C DIR), "
                             "walked the same way after this tree")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    titles = screens()
    trees = [("now", ROOT)]
    if args.before:  # walked with this tree's screens: the same sequence of screens
        trees.append(("before", args.before.resolve()))
    columns, busy, loads = {}, {}, []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, tree in trees:
            proc, url = _tree_server(tree)
            try:
                loads.append(f"{name}: {_load()} before cold")
                columns[f"{name} cold"], busy[f"{name} cold"] = _walk(browser, url, args, titles)
                loads.append(f"{_load()} before warm")
                columns[f"{name} warm"], busy[f"{name} warm"] = _walk(browser, url, args, titles)
            finally:
                _stop(proc)
        loads.append(f"{_load()} at the end")
        browser.close()
    print(f"lang {args.lang}, {args.size}, classroom {'on' if args.classroom else 'off'}, "
          f"pause {args.pause:g} s; load average (1/5/15 min): {', '.join(loads)}")
    _table(columns, titles, "ms")
    print("\nThe page's main thread busy meanwhile (Chromium's TaskDuration):\n")
    _table(busy, titles, "busy ms")


def _table(columns: dict[str, list[float]], titles: list[str], unit: str) -> None:
    """A Markdown table of ``columns`` (one value per screen), with each column's median and
    maximum over the key presses."""
    print("| screen | " + " | ".join(f"{c} {unit}" for c in columns) + " |")
    print("|---" * (len(columns) + 1) + "|")
    for n in range(1, len(titles) + 1):
        what = "page load → screen 1" if n == 1 else f"PageDown → screen {n}"
        print(f"| {what} | " + " | ".join(f"{times[n - 1]:.0f}" for times in columns.values())
              + " |")
    summary = []
    for times in columns.values():
        turns = sorted(times[1:])
        summary.append(f"{turns[len(turns) // 2]:.0f} / {turns[-1]:.0f}")
    print("| key press, median / max | " + " | ".join(summary) + " |")


def _tree_server(tree: Path):
    """A fresh ``streamlit run app.py`` of ``tree``, importing that tree's code."""
    before = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = str(tree)
    try:
        return _server("app.py", cwd=tree)
    finally:
        if before is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = before


if __name__ == "__main__":
    main()
