"""The live view's first payload per threshold page, beyond Plotly.js, in Chromium.

For each of Confusion, ROC / PR and Cost: a fresh browser context (nothing cached) opens the page,
chooses "Upload a file" and uploads the file; the payload is every websocket message the browser
decodes and every HTTP response body (Plotly.js's own file left out) from the upload until the
page is complete with its live figures drawn. With ``--detail`` the largest parts are listed
(HTTP bodies by URL, websocket messages by size).

    python benchmarks/live_payload.py [--rows 1e5] [--detail]

Each file: label (30 % positive) and a score with 6 decimals, as Parquet (as
``live_budgets.py``). Prints a Markdown table. Not a test: a measurement.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from browser_slider import _file, _server, _stop  # noqa: E402
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from live_budgets import _upload  # noqa: E402

PAGES = (("confusion", "Confusion"), ("roc_pr", "ROC / PR"), ("cost_curve", "Cost"))
IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'
BOUND_MS = 900_000


def first_view(browser, url: str, page_path: str, path: Path) -> dict:
    """Bytes from the upload on ``page_path`` until its live figures are drawn and the script is
    idle: websocket messages received and HTTP bodies (Plotly.js left out), with their parts."""
    from playwright.sync_api import expect

    context = browser.new_context(viewport={"width": 1440, "height": 900})
    frames: list[int] = []
    bodies: list[tuple[str, int]] = []
    try:
        page = context.new_page()
        page.set_default_timeout(BOUND_MS)
        page.on("websocket", lambda ws: ws.on("framereceived", lambda p: frames.append(len(p))))
        page.on("requestfinished",
                lambda r: bodies.append((r.url, r.sizes()["responseBodySize"])))
        page.goto(f"{url}/{page_path}")
        page.get_by_text("Upload a file", exact=True).click()
        expect(page.locator(IDLE)).to_be_attached()
        first_frame, first_body = len(frames), len(bodies)
        _upload(page, path, None)  # until the TP tile shows the upload's and the script is idle
        expect(page.locator("[data-live^=plot-]:not([data-drawn])")).to_have_count(0)
        expect(page.locator(IDLE)).to_be_attached()
        http = [(u, n) for u, n in bodies[first_body:]
                if "plotly" not in u.lower() and "/static/" not in u]
        ws = frames[first_frame:]
        return {"total": sum(ws) + sum(n for _, n in http), "ws": ws, "http": http}
    finally:
        context.close()


def main() -> None:
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=BOUND_MS)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=float, nargs="+", default=[1e5])
    parser.add_argument("--detail", action="store_true")
    args = parser.parse_args()
    print("| rows | " + " | ".join(name for _, name in PAGES) + " |")
    print("|---|" + "---|" * len(PAGES))
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        for rows in (int(r) for r in args.rows):
            path = _file(rows, Path(folder))
            proc, url = _server("app.py")
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                found = {name: first_view(browser, url, page_path, path)
                         for page_path, name in PAGES}
            finally:
                browser.close()
                _stop(proc)
            print(f"| {rows:.0e} | " + " | ".join(
                f"{found[name]['total'] / 1000:,.0f} KB" for _, name in PAGES) + " |",
                flush=True)
            if args.detail:
                for name, parts in found.items():
                    print(f"  {name}: websocket {sum(parts['ws']):,} B in {len(parts['ws'])} "
                          f"messages, largest {sorted(parts['ws'])[-5:]}", file=sys.stderr)
                    for u, n in sorted(parts["http"], key=lambda p: -p[1])[:6]:
                        print(f"    {n:>9,} B  {u.split('/', 3)[-1][:90]}", file=sys.stderr)


if __name__ == "__main__":
    main()
