"""Upload → first numbers on screen, and the server's peak memory, for this app and the naive app.

    python benchmarks/browser_upload.py [--rows 1e6 1e7] [--reps 3] [--formats csv parquet]
                                        [--app-root DIR]

For each size a file (label as 0/1, score with 6 decimals; ~110 MB of CSV at 10⁷ rows) is written
once per format. Then, alternating which goes first, each app gets a fresh Streamlit server and a
fresh Debian chromium (Playwright, launched as benchmarks/chromium.py says) and the file is
uploaded. The time runs in the page, by frame: from the file input's ``change`` event (the browser
has the file) to the ``requestAnimationFrame`` callback after a MutationObserver sees the TP
value appear (no polling; a TP drawn before the upload, an example's, does not count). Meanwhile the server process's resident set (``VmRSS`` in
/proc/<pid>/status) is sampled every 10 ms; the figure is its peak above the idle server (the
page drawn, before the upload), and what stays once the run has finished. The naive app is
benchmarks/naive_app.py (pandas + scikit-learn + full Plotly curves, 30 lines).

``--app-root`` runs "this app" from another checkout (e.g. ``git archive`` of an earlier commit)
to measure a before/after in the same conditions.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  benchmarks/chromium.py, beside this script
from browser_slider import _server, _stop, server_path  # noqa: E402  a fresh server, from the app's folder

APPS = {"ours": "TP (true positive)", "live": None, "naive": "TP"}
"""Each app and the label of its TP tile: "ours" is this app's server-drawn path, "live" this app
as it opens (the live view, whose tiles sit in its component's shadow root), "naive" the naive
app."""

FIRST_NUMBERS_JS = """label => {
  window.__shown = null;
  let picked = null;
  document.addEventListener('change', () => { picked = performance.now(); },
                            {capture: true, once: true});
  const shown = () => {
    for (const metric of document.querySelectorAll('[data-testid="stMetric"]')) {
      const name = metric.querySelector('[data-testid="stMetricLabel"]');
      if (name && name.innerText.trim() === label)
        return metric.querySelector('[data-testid="stMetricValue"]').innerText;
    }
    return undefined;
  };
  const before = shown();  // an example's TP, if one is drawn before the upload
  const observer = new MutationObserver(() => {
    if (picked === null || shown() === undefined || shown() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__shown = {ms: performance.now() - picked, tp: shown()}; });
  });
  observer.observe(document.body, {subtree: true, childList: true, characterData: true});
}"""
FIRST_LIVE_NUMBERS_JS = """() => {
  window.__shown = null;
  let picked = null;
  document.addEventListener('change', () => { picked = performance.now(); },
                            {capture: true, once: true});
  const shown = () => {
    const host = document.querySelector('[data-testid=stBidiComponentIsolated]');
    const tile = host && host.shadowRoot && host.shadowRoot.querySelector('[data-live=tile-tp]');
    return tile ? tile.textContent : undefined;
  };
  const before = shown();
  const poll = () => {  // checked every frame: a shadow root's changes escape the page's observer
    const now = shown();
    if (picked !== null && now !== undefined && now !== before)
      window.__shown = {ms: performance.now() - picked, tp: now};
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}"""


def rss_bytes(pid: int) -> int:
    """The process's resident set size, from /proc/<pid>/status."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


class PeakSampler(threading.Thread):
    """Samples a process's RSS every ``interval`` seconds until stopped; keeps the peak."""

    def __init__(self, pid: int, interval: float = 0.01):
        super().__init__(daemon=True)
        self.pid, self.interval, self.peak = pid, interval, 0
        self._done = threading.Event()

    def run(self) -> None:
        while not self._done.is_set():
            try:
                self.peak = max(self.peak, rss_bytes(self.pid))
            except OSError:
                return
            time.sleep(self.interval)

    def stop(self) -> int:
        self._done.set()
        self.join()
        return self.peak


def _files(rows: int, folder: Path, formats: list[str]) -> dict[str, Path]:
    rng = np.random.default_rng(rows)
    y = (rng.random(rows) < 0.3).astype(np.int8)
    scores = np.round(np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0, 1), 6)
    frame = pd.DataFrame({"label": y, "score": scores})
    paths = {}
    for kind in formats:
        paths[kind] = folder / f"scores_{rows}.{kind}"
        if kind == "csv":
            frame.to_csv(paths[kind], index=False)
        else:
            frame.to_parquet(paths[kind])
    return paths


def _run(playwright, app: str, path: Path, app_root: Path) -> dict:
    """One fresh server and browser: upload ``path``; ms to the TP on screen and server memory."""
    from playwright.sync_api import expect

    ours = app != "naive"
    script = app_root / "app.py" if ours else ROOT / "benchmarks" / "naive_app.py"
    proc, url = _server(script, app_root if ours else ROOT)
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        page.goto(url)
        if app == "ours":
            server_path(page)  # the TP of the server's counts row (the live view: its own tile)
        if ours:
            page.get_by_text("Upload a file", exact=True).click(timeout=120_000)
        dropzone = page.get_by_test_id("stFileUploaderDropzoneInput")
        expect(dropzone).to_be_attached(timeout=120_000)
        idle = page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
        expect(idle).to_be_attached(timeout=120_000)
        idle_rss = rss_bytes(proc.pid)
        sampler = PeakSampler(proc.pid)
        sampler.start()
        if app == "live":
            page.locator("[data-live=tile-tp]").wait_for(timeout=120_000)  # the example's
            page.evaluate(FIRST_LIVE_NUMBERS_JS)
        else:
            page.evaluate(FIRST_NUMBERS_JS, APPS[app])
        dropzone.set_input_files(path)
        page.wait_for_function("() => window.__shown", timeout=600_000, polling=100)
        shown = page.evaluate("() => window.__shown")
        expect(idle).to_be_attached(timeout=600_000)
        peak = sampler.stop()
        return {"ms": shown["ms"], "tp": shown["tp"], "peak": peak - idle_rss,
                "after": rss_bytes(proc.pid) - idle_rss, "idle": idle_rss,
                "load": os.getloadavg()[0]}
    finally:
        browser.close()
        _stop(proc)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=float, nargs="+", default=[1e6, 1e7])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--formats", nargs="+", default=["csv", "parquet"],
                        choices=["csv", "parquet"])
    parser.add_argument("--app-root", type=Path, default=ROOT)
    parser.add_argument("--apps", nargs="+", default=["ours", "naive"], choices=list(APPS))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    print(f"load average at start: {os.getloadavg()}", flush=True)
    mib = 2**20
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        for rows in (int(r) for r in args.rows):
            paths = _files(rows, Path(folder), args.formats)
            for kind, path in paths.items():
                found: dict[str, list[dict]] = {app: [] for app in args.apps}
                for rep in range(args.reps):
                    for app in (args.apps if rep % 2 == 0 else args.apps[::-1]):
                        run = _run(playwright, app, path, args.app_root.resolve())
                        found[app].append(run)
                        print(f"{rows:>10,} {kind:>7} {app:>5}: first numbers {run['ms']:6.0f} ms "
                              f"(TP {run['tp']}), server RSS above idle: peak "
                              f"{run['peak'] / mib:6.0f} MiB, after {run['after'] / mib:6.0f} MiB "
                              f"(idle {run['idle'] / mib:.0f} MiB); load {run['load']:.1f}",
                              flush=True)
                medians = {app: statistics.median(r["ms"] for r in runs)
                           for app, runs in found.items()}
                for app, runs in found.items():
                    ms = [r["ms"] for r in runs]
                    peaks = [r["peak"] / mib for r in runs]
                    print(f"{rows:>10,} {kind:>7} {app:>5} median {medians[app]:6.0f} ms "
                          f"({min(ms):.0f}–{max(ms):.0f}), peak above idle median "
                          f"{statistics.median(peaks):.0f} MiB ({min(peaks):.0f}–{max(peaks):.0f})",
                          flush=True)
                if {"ours", "live"} <= set(medians):
                    print(f"{rows:>10,} {kind:>7} live ÷ ours (server path): "
                          f"{medians['live'] / medians['ours']:.2f}", flush=True)
                if {"ours", "naive"} <= set(medians):
                    print(f"{rows:>10,} {kind:>7} ours ÷ naive: "
                          f"{medians['ours'] / medians['naive']:.2f}; load {os.getloadavg()}",
                          flush=True)


if __name__ == "__main__":
    main()
