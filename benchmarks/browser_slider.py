"""Slider → new TP on screen, in the browser, for this app and the naive 30-line app.

    python benchmarks/browser_slider.py [--rows 1e5 1e6] [--reps 3] [--moves 5]
    python benchmarks/browser_slider.py --compare-bytes [--rows 1e6] [--moves 5]

For each size a Parquet file (label, score with 6 decimals) is written once. Then, alternating
which goes first, each app gets a fresh Streamlit server and a fresh Debian chromium (Playwright,
launched as benchmarks/chromium.py says), the file is uploaded and the threshold slider is
moved ``--moves`` times with the ArrowRight key. Each move is timed in the page, by frame: from
the key's ``keydown`` event to the ``requestAnimationFrame`` callback that follows the
MutationObserver seeing the TP value change (no polling). The bytes the websocket received from
the key press until the rerun finished are counted too. The naive app is benchmarks/naive_app.py
(pandas + scikit-learn + full Plotly curves; its slider steps by 0.01, ours by distinct score).

``--compare-bytes`` counts instead the websocket bytes of a move of model A's threshold slider on
the Comparison page (two models in one Parquet file), from the key press until the rerun ends.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  benchmarks/chromium.py, beside this script

APPS = {"ours": ("app.py", "TP (true positive)"),
        "naive": ("benchmarks/naive_app.py", "TP")}

MEASURE_JS = """label => {
  const value = () => {
    for (const metric of document.querySelectorAll('[data-testid="stMetric"]')) {
      const name = metric.querySelector('[data-testid="stMetricLabel"]');
      if (name && name.innerText.trim() === label)
        return metric.querySelector('[data-testid="stMetricValue"]').innerText;
    }
    return undefined;
  };
  const before = value();
  let pressed = null;
  window.__moved = null;
  document.addEventListener('keydown', () => { pressed = performance.now(); },
                            {capture: true, once: true});
  window.__move = new Promise(resolve => {
    const observer = new MutationObserver(() => {
      if (pressed === null) return;
      const now = value();
      if (now === undefined || now === before) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__moved = {ms: performance.now() - pressed, before, after: now};
        resolve(window.__moved);
      });
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true});
  });
  return before;
}"""


TP_SHOWN_JS = """([label, want]) => {
  for (const metric of document.querySelectorAll('[data-testid="stMetric"]')) {
    const name = metric.querySelector('[data-testid="stMetricLabel"]');
    if (name && name.innerText.trim() === label)
      return metric.querySelector('[data-testid="stMetricValue"]').innerText
        .replace(/[^0-9]/g, '') === want;
  }
  return false;
}"""



LIVE_SWITCH = "Live threshold (answered in the browser)"
"""The sidebar switch of the live threshold view (on by default)."""


def server_path(page) -> None:
    """Switch the live threshold view off: the threshold pages draw the server's slider, whose
    every move is a rerun (what this benchmark times)."""
    from playwright.sync_api import expect

    page.get_by_text(LIVE_SWITCH, exact=True).click()
    expect(page.locator("[data-live=slider]")).to_have_count(0, timeout=600_000)

def _tp_at_default(path: Path) -> int:
    """TP at both apps' first threshold, 0.5 (ours cuts at the lowest score ≥ 0.5: same counts):
    what the page shows once the upload, not the built-in example it opens on, is evaluated."""
    table = pd.read_parquet(path)
    return int(((table["label"] == 1) & (table["score"] >= 0.5)).sum())


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _server(script: str | Path, cwd: Path = ROOT) -> tuple[subprocess.Popen, str]:
    """A fresh ``streamlit run script`` (from ``cwd``, whose .streamlit/config.toml applies) on a free
    loopback port, once it answers its health check."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(script), "--server.headless", "true",
         "--server.address", "127.0.0.1", "--server.port", str(port),
         "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none",
         "--server.maxUploadSize", "2000"],
        cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if urllib.request.urlopen(url + "/_stcore/health", timeout=2).read() == b"ok":
                return proc, url
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise RuntimeError(f"{script}: no server after 120 s")


def _stop(proc: subprocess.Popen) -> None:
    """End a server started by :func:`_server` (killed if it has not stopped within 20 s)."""
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


def _file(rows: int, folder: Path) -> Path:
    rng = np.random.default_rng(rows)
    y = (rng.random(rows) < 0.3).astype(np.int8)
    scores = np.round(np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0, 1), 6)
    path = folder / f"scores_{rows}.parquet"
    pd.DataFrame({"label": y, "score": scores}).to_parquet(path)
    return path


def _run(playwright, app: str, path: Path, moves: int) -> list[tuple[float, int]]:
    """One fresh server and browser: upload ``path``, then (ms to the new TP, bytes) per move."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    script, label = APPS[app]
    proc, url = _server(script)
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    received = [0]
    try:
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        page.set_default_timeout(600_000)  # the naive app's page is busy for minutes at 10⁷ rows
        page.on("websocket", lambda ws: ws.on(
            "framereceived", lambda payload: received.__setitem__(0, received[0] + len(payload))))
        page.goto(url)
        if app == "ours":
            server_path(page)
            page.get_by_text("Upload a file", exact=True).click()
        page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(path)
        # Our page opens on a built-in example that shows a TP too: wait for the upload's own.
        page.wait_for_function(TP_SHOWN_JS, arg=[label, str(_tp_at_default(path))],
                               timeout=600_000)
        idle = page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
        expect(idle).to_be_attached(timeout=600_000)
        slider = page.get_by_role("slider", name="Threshold")
        results = []
        for _ in range(moves):
            slider.focus()  # a rerun may have drawn the slider anew
            page.evaluate(MEASURE_JS, label)
            start_bytes = received[0]
            slider.press("ArrowRight")
            try:
                page.wait_for_function("() => window.__moved", timeout=120_000)
            except PlaywrightTimeout:  # reported, never silently dropped
                print(f"{app}: no new TP within 120 s of a key press", flush=True)
                expect(idle).to_be_attached(timeout=600_000)
                continue
            move = page.evaluate("() => window.__moved")
            expect(idle).to_be_attached(timeout=600_000)
            results.append((move["ms"], received[0] - start_bytes))
        return results
    finally:
        browser.close()
        _stop(proc)


def _compare_bytes(playwright, rows: int, folder: Path, moves: int) -> list[int]:
    """Websocket bytes of each threshold move on the Comparison page, two models on ``rows``."""
    from playwright.sync_api import expect
    from sklearn.metrics import roc_auc_score

    rng = np.random.default_rng(rows)
    y = (rng.random(rows) < 0.3).astype(np.int8)
    frame = pd.DataFrame({"label": y, **{f"score_{m}": np.round(np.clip(
        rng.normal(0.35 + lift * y, 0.2), 0, 1), 6) for m, lift in (("A", 0.3), ("B", 0.2))}})
    path = folder / f"two_{rows}.parquet"
    frame.to_parquet(path)
    proc, url = _server("app.py")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    received = [0]
    try:
        page = browser.new_page(viewport={"width": 1500, "height": 1400})
        page.on("websocket", lambda ws: ws.on(
            "framereceived", lambda payload: received.__setitem__(0, received[0] + len(payload))))
        page.goto(f"{url}/comparison")
        server_path(page)
        page.get_by_text("Upload a file", exact=True).first.click()
        page.get_by_test_id("stFileUploaderDropzoneInput").first.set_input_files(path)
        # The page opens on a built-in example that also shows "AUC · score_A": wait for the
        # upload's own AUC, so that its whole-page run is not counted as a move.
        auc_a = page.get_by_test_id("stMetric").filter(
            has=page.get_by_test_id("stMetricLabel").get_by_text("AUC · score_A", exact=True)
        ).get_by_test_id("stMetricValue")
        expect(auc_a).to_have_text(f"{roc_auc_score(y, frame['score_A']):.4f}", timeout=600_000)
        idle = page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
        expect(idle).to_be_attached(timeout=600_000)
        exact_a = page.get_by_label("Exact threshold", exact=True).first
        slider = page.get_by_role("slider").first  # model A's threshold
        slider.focus()
        sizes = []
        for _ in range(moves):
            before = exact_a.input_value()
            start_bytes = received[0]
            slider.press("ArrowRight")
            # the move's run has sent the exact box, then ended (a promise on the run's states
            # could miss a run whose two states arrive together, and wait forever)
            expect(exact_a).not_to_have_value(before, timeout=600_000)
            expect(idle).to_be_attached(timeout=600_000)
            sizes.append(received[0] - start_bytes)
        return sizes
    finally:
        browser.close()
        _stop(proc)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=float, nargs="+", default=[1e5, 1e6])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--moves", type=int, default=5)
    parser.add_argument("--compare-bytes", action="store_true")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    if args.compare_bytes:
        with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
            for rows in (int(r) for r in args.rows):
                sizes = _compare_bytes(playwright, rows, Path(folder), args.moves)
                print(f"{rows:>10,} Comparison page, websocket bytes a move: "
                      f"{', '.join(f'{b / 1000:.1f} KB' for b in sizes)}", flush=True)
        return

    print(f"load average at start: {os.getloadavg()}")
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        for rows in (int(r) for r in args.rows):
            path = _file(rows, Path(folder))
            found: dict[str, list[tuple[float, int]]] = {"ours": [], "naive": []}
            for rep in range(args.reps):
                for app in (("ours", "naive") if rep % 2 == 0 else ("naive", "ours")):
                    run = _run(playwright, app, path, args.moves)
                    found[app] += run
                    print(f"{rows:>10,} {app:>6} run {rep + 1}: "
                          f"{', '.join(f'{ms:.0f} ms' for ms, _ in run)}; load average "
                          f"{os.getloadavg()[0]:.1f}", flush=True)
            medians = {}
            for app, results in found.items():
                ms = [r[0] for r in results]
                kb = [r[1] / 1000 for r in results]
                medians[app] = statistics.median(ms)
                print(f"{rows:>10,} {app:>6}: key → new TP {statistics.median(ms):7.0f} ms "
                      f"(min {min(ms):.0f}, max {max(ms):.0f}, {len(ms)} moves), websocket "
                      f"{statistics.median(kb):,.1f} KB a move (median)", flush=True)
            print(f"{rows:>10,} ours ÷ naive: {medians['ours'] / medians['naive']:.2f}; "
                  f"load average {os.getloadavg()}", flush=True)


if __name__ == "__main__":
    main()
