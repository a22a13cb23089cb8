"""A class on one server: N browser sessions (default 10) move their threshold sliders at once
against one ``streamlit run app.py``, on the default example and on a 10⁵-row upload (the
server-drawn slider: each session switches the live view, on by default, off).

Latency is measured in each page, not by polling: a capture-phase ``keydown`` listener stamps the
key press, a MutationObserver sees the counts row change (TP or FP: a slider stop moves exactly
one of them), and the stamp is taken in the next ``requestAnimationFrame`` (the frame that paints
the new numbers). Server memory is the Streamlit process's resident set (``VmRSS``; ``VmHWM`` is
its peak) from /proc. Every session alternates ArrowRight / ArrowLeft (each press moves one stop)
with a short random pause, like students trying thresholds.

    python benchmarks/class_sessions.py [--sessions 10] [--presses 12] [--rows 100000]

Prints one Markdown table row per scenario. Not a test: the numbers depend on the machine's load.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import numpy as np
from playwright.async_api import async_playwright, expect

from chromium import CHROMIUM, CHROMIUM_ARGS  # benchmarks/chromium.py, beside this script

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_MS = 300_000

ARM = """() => {
  const counts = () => [...document.querySelectorAll('[data-testid="stMetric"]')]
    .filter(m => /^(TP|FP) /.test(m.querySelector('[data-testid="stMetricLabel"]').textContent))
    .map(m => m.querySelector('[data-testid="stMetricValue"]').textContent).join('|');
  const before = counts();
  window.__latency = new Promise(resolve => {
    let pressed = null;
    document.addEventListener('keydown', () => { pressed = performance.now(); },
                              {capture: true, once: true});
    const observer = new MutationObserver(() => {
      if (pressed === null || counts() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - pressed));
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true});
    setTimeout(() => { observer.disconnect(); resolve(null); }, %d);
  });
}""" % TIMEOUT_MS


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def memory_mib(pid: int) -> dict[str, float]:
    """The process's current (VmRSS) and peak (VmHWM) resident set, MiB."""
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    fields = dict(line.split(":", 1) for line in status)
    return {name: int(fields[name].split()[0]) / 1024 for name in ("VmRSS", "VmHWM")}


def start_server(port: int, log) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
         "--server.address", "127.0.0.1", "--server.port", str(port),
         "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health").read() == b"ok":
                return proc
        except OSError:
            time.sleep(0.5)
    proc.kill()
    raise RuntimeError("streamlit did not start")


def write_upload(path: Path, rows: int) -> None:
    rng = np.random.default_rng(15)
    y = rng.random(rows) < 0.3
    scores = np.round(np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0, 1), 6)
    np.savetxt(path, np.column_stack([y, scores]), fmt=["%d", "%.6f"], delimiter=",",
               header="label,score", comments="")


async def session(browser, url: str, upload: Path | None, presses: int, seed: int,
                  ready: asyncio.Barrier) -> list[float | None]:
    """One student: open the app (upload the file), then move the slider ``presses`` times."""
    context = await browser.new_context(viewport={"width": 1440, "height": 900})
    page = await context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    await page.goto(url)
    # the server's slider (the live view, on by default, answers moves without the server)
    await page.get_by_text("Live threshold (answered in the browser)", exact=True).click()
    tp = page.get_by_test_id("stMetric").filter(has_text="TP (true positive)")
    await expect(tp).to_be_visible(timeout=TIMEOUT_MS)
    if upload is not None:
        await page.get_by_text("Upload a file", exact=True).click()
        await page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(upload)
        await expect(page.get_by_text(upload.name).first).to_be_visible(timeout=TIMEOUT_MS)
    idle = page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
    await expect(idle).to_be_attached(timeout=TIMEOUT_MS)
    await expect(tp).to_be_visible(timeout=TIMEOUT_MS)
    slider = page.get_by_role("slider", name="Threshold")
    await ready.wait()  # everyone starts together
    rng = random.Random(seed)
    latencies = []
    for i in range(presses):
        await asyncio.sleep(rng.uniform(0.2, 1.0))
        await page.evaluate(ARM)
        await slider.focus()
        await slider.press("ArrowRight" if i % 2 == 0 else "ArrowLeft")
        latencies.append(await page.evaluate("window.__latency"))
        await expect(idle).to_be_attached(timeout=TIMEOUT_MS)
    await context.close()
    return latencies


async def scenario(url: str, pid: int, sessions: int, presses: int,
                   upload: Path | None) -> dict:
    before = memory_mib(pid)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        ready = asyncio.Barrier(sessions)
        started = time.perf_counter()
        results = await asyncio.gather(*(session(browser, url, upload, presses, seed, ready)
                                         for seed in range(sessions)))
        wall = time.perf_counter() - started
        await browser.close()
    after = memory_mib(pid)
    latencies = [v for run in results for v in run if v is not None]
    missed = sum(v is None for run in results for v in run)
    return {"sessions": sessions, "presses": len(latencies), "missed": missed,
            "p50": float(np.percentile(latencies, 50)), "p95": float(np.percentile(latencies, 95)),
            "max": float(max(latencies)), "rss_before": before["VmRSS"],
            "rss_after": after["VmRSS"], "rss_peak": after["VmHWM"], "wall": wall}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=10)
    parser.add_argument("--presses", type=int, default=12, help="slider key presses per session")
    parser.add_argument("--rows", type=int, default=100_000, help="rows of the uploaded file")
    args = parser.parse_args()
    load = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        upload = Path(tmp) / f"class_{args.rows}.csv"
        write_upload(upload, args.rows)
        port = free_port()
        with open(Path(tmp) / "server.log", "w") as log:
            server = start_server(port, log)
            try:
                url = f"http://127.0.0.1:{port}"
                rows = [("default example (seed 001, learner A)", None),
                        (f"{args.rows:,}-row CSV upload (the same file in each session)",
                         upload)]
                print(f"load average before: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} "
                      f"on {os.cpu_count()} cores")
                print("| data | sessions | key presses | p50 | p95 | max | server RSS before → "
                      "after (peak) |")
                print("|---|---|---|---|---|---|---|")
                for name, path in rows:
                    r = asyncio.run(scenario(url, server.pid, args.sessions, args.presses, path))
                    missed = f" ({r['missed']} missed)" if r["missed"] else ""
                    print(f"| {name} | {r['sessions']} | {r['presses']}{missed} | "
                          f"{r['p50']:.0f} ms | {r['p95']:.0f} ms | {r['max']:.0f} ms | "
                          f"{r['rss_before']:.0f} → {r['rss_after']:.0f} MiB "
                          f"({r['rss_peak']:.0f} MiB) |", flush=True)
                load = os.getloadavg()
                print(f"load average after: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")
            finally:
                server.terminate()
                server.wait(timeout=20)


if __name__ == "__main__":
    main()
