"""Does the server's memory come back after hostile uploads? RSS before, at peak and after, per file.

    python benchmarks/memory_return.py [--column-mb 100] [--line-mb 50] [--cell-mb 50]
                                       [--budget-gb 2] [--settle-s 180]

One Streamlit server (this app, ``EVAL_MEMORY_BUDGET_GB=--budget-gb``) gets three hostile files,
one after another, each from its own Debian chromium session (Playwright, launched as
benchmarks/chromium.py says), written to a temporary folder:

- ``column``: a single-column CSV of 0/1 labels (``--column-mb``);
- ``line``: a CSV whose data sits on one long line of numbers (``--line-mb``);
- ``cell``: a label/score CSV with one huge label cell (``--cell-mb``).

First a warm-up session uploads a small good file (the first run imports the app's modules),
then the evictor. For each file: the server's resident set (``VmRSS`` in /proc/<pid>/status) once it has settled
(before); the upload, sampled every 10 ms until the script run has finished (peak); the browser
closed and then, so that the file's cache entry is evicted, another session uploads the
*evictor* (the header ``label,score`` and blank lines: the estimate counts them as rows, so its
reservation fills the budget and evicts every entry before the parser drops the blank lines and
refuses it as header-only); that browser closed too, the settled RSS (after). "Settled": no
change above 2 % over 10 s, waited for up to ``--settle-s`` (closed sessions are kept for
Streamlit's ``server.disconnectedSessionTTL`` before their state and uploads are dropped).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  benchmarks/chromium.py, beside this script
from browser_slider import _server, _stop  # noqa: E402  a fresh server, from the app's folder
from browser_upload import PeakSampler, rss_bytes  # noqa: E402

from dashboard.loading import budgets  # noqa: E402

MIB = 2**20

RUN_FINISHED_JS = """() => {
  window.__ran = false;
  let started = false;
  const app = document.querySelector('[data-testid="stApp"]');
  new MutationObserver(() => {
    const state = app.getAttribute('data-test-script-state');
    if (state === 'running') started = true;
    else if (started && state === 'notRunning') window.__ran = true;
  }).observe(app, {attributes: true, attributeFilter: ['data-test-script-state']});
}"""


def _write(folder: Path, column_mb: int, line_mb: int, cell_mb: int) -> dict[str, Path]:
    """The warm-up file and the three hostile files."""
    paths = {name: folder / f"{name}.csv" for name in ("warm", "column", "line", "cell")}
    paths["warm"].write_bytes(b"label,score\n" + b"1,0.75\n0,0.25\n0,0.5\n" * 1000)
    with open(paths["column"], "wb") as out:
        out.write(b"label\n")
        out.write(b"1\n0\n" * (column_mb * MIB // 4))
    paths["line"].write_bytes(b"label,score\n" + b"0.25," * (line_mb * MIB // 5) + b"0.5")
    paths["cell"].write_bytes(b"label,score\n" + b"x" * (cell_mb * MIB) + b",0.5\n"
                              + b"1,0.75\n0,0.25\n" * 500)
    return paths


def _evictor(folder: Path, budget: int) -> Path:
    """A small file whose estimate is just under ``budget`` (blank lines count as rows)."""
    head = b"label,score\n"
    per_line = 2 * budgets.BYTES_PER_CELL + budgets.TEXT_BYTES_PER_BYTE  # a row and its byte
    lines = (budget - MIB // 2 - budgets.TEXT_BYTES_PER_BYTE * len(head)) // per_line
    path = folder / "evictor.csv"
    path.write_bytes(head + b"\n" * lines)
    assert budget - MIB <= budgets.estimated_bytes(path.read_bytes(), path.name) <= budget
    return path


def _settled(pid: int, settle_s: float) -> int:
    """The RSS once it has changed by under 2 % over 10 s (or after ``settle_s``)."""
    samples: list[tuple[float, int]] = []
    deadline = time.monotonic() + settle_s
    while True:
        now = time.monotonic()
        samples.append((now, rss_bytes(pid)))
        window = [rss for t, rss in samples if t >= now - 10]
        if (samples[0][0] <= now - 10 and max(window) - min(window) <= 0.02 * max(window)) \
                or now > deadline:
            return samples[-1][1]
        time.sleep(0.5)


def _upload(playwright, url: str, pid: int, path: Path) -> tuple[int, str]:
    """Upload ``path`` in a fresh browser; the peak RSS during it and the first message shown."""
    from playwright.sync_api import expect

    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        page.set_default_timeout(600_000)
        page.goto(url)
        page.get_by_text("Upload a file", exact=True).click()
        dropzone = page.get_by_test_id("stFileUploaderDropzoneInput")
        expect(dropzone).to_be_attached()
        expect(page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
               ).to_be_attached()
        page.evaluate(RUN_FINISHED_JS)
        sampler = PeakSampler(pid)
        sampler.start()
        dropzone.set_input_files(path)
        page.wait_for_function("() => window.__ran", polling=100)
        peak = sampler.stop()
        alerts = page.get_by_test_id("stAlert")
        shown = alerts.first.inner_text()[:90] if alerts.count() else "(no message)"
        return peak, " ".join(shown.split())
    finally:
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--column-mb", type=int, default=100)
    parser.add_argument("--line-mb", type=int, default=50)
    parser.add_argument("--cell-mb", type=int, default=50)
    parser.add_argument("--budget-gb", type=float, default=2.0)
    parser.add_argument("--settle-s", type=float, default=180.0)
    parser.add_argument("--session-ttl", type=int, default=None,
                        help="server.disconnectedSessionTTL in s (default: the app's, 120)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    budget = int(args.budget_gb * 2**30)
    os.environ[budgets.MEMORY_BUDGET_ENV] = str(args.budget_gb)  # the server inherits it
    if args.session_ttl is not None:
        os.environ["STREAMLIT_SERVER_DISCONNECTED_SESSION_TTL"] = str(args.session_ttl)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = _write(folder, args.column_mb, args.line_mb, args.cell_mb)
        evictor = _evictor(folder, budget)
        proc, url = _server(ROOT / "app.py")
        rows = []
        try:
            with sync_playwright() as playwright:
                for path in (files.pop("warm"), evictor):
                    _upload(playwright, url, proc.pid, path)
                for name, path in files.items():
                    before = _settled(proc.pid, args.settle_s)
                    peak, shown = _upload(playwright, url, proc.pid, path)
                    closed = _settled(proc.pid, args.settle_s)
                    _upload(playwright, url, proc.pid, evictor)
                    after = _settled(proc.pid, args.settle_s)
                    rows.append((name, path.stat().st_size, before, peak, closed, after, shown))
                    print(f"{name}: done", file=sys.stderr)
        finally:
            _stop(proc)
    ttl = "default" if args.session_ttl is None else f"{args.session_ttl} s"
    print(f"budget {args.budget_gb} GiB, session TTL {ttl}, load average {os.getloadavg()[0]:.1f}")
    print("| file | size | before | peak | session closed | evicted (after) | after ÷ before "
          "| message shown |")
    print("|---|---|---|---|---|---|---|---|")
    for name, size, before, peak, closed, after, shown in rows:
        print(f"| {name} | {size / MIB:.0f} MiB | {before / MIB:.0f} MiB | {peak / MIB:.0f} MiB "
              f"| {closed / MIB:.0f} MiB | {after / MIB:.0f} MiB | {after / before:.2f} "
              f"| {shown} |")


if __name__ == "__main__":
    main()
