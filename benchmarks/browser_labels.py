"""Upload → the message refusing a label column of many distinct values, in a real browser.

    python benchmarks/browser_labels.py [--rows 1e5] [--distinct 1e4 1e5] [--reps 3]
                                        [--app-root DIR]

A CSV of ``label`` (text, ``--distinct`` different values) and ``score`` is uploaded to a fresh
Streamlit server in Debian's chromium (as benchmarks/chromium.py launches it); the time runs in the
page, from the file input's ``change`` event to the frame after the error naming the label column
appears (a MutationObserver, no polling). ``--app-root`` measures another checkout (a before/after
in the same conditions).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  benchmarks/chromium.py
from browser_slider import _server, _stop  # noqa: E402

MESSAGE_SHOWN_JS = """word => {
  window.__shown = null;
  let picked = null;
  document.addEventListener('change', () => { picked = performance.now(); },
                            {capture: true, once: true});
  const shown = () => [...document.querySelectorAll('[data-testid="stAlert"]')]
      .some(alert => alert.innerText.includes(word));
  const observer = new MutationObserver(() => {
    if (picked === null || !shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__shown = performance.now() - picked; });
  });
  observer.observe(document.body, {childList: true, subtree: true, characterData: true});
}"""


def _file(rows: int, distinct: int, folder: Path) -> Path:
    rng = np.random.default_rng(rows + distinct)
    labels = np.concatenate([np.arange(distinct), rng.integers(0, distinct, rows - distinct)])
    path = folder / f"labels_{rows}_{distinct}.csv"
    text = "\n".join(f"class_{label},{score:.6f}" for label, score in zip(labels, rng.random(rows)))
    path.write_text("label,score\n" + text + "\n")
    return path


def _run(playwright, path: Path, app_root: Path) -> float:
    """One fresh server and browser: ms from choosing ``path`` to the refusal on screen."""
    from playwright.sync_api import expect

    proc, url = _server(app_root / "app.py", app_root)
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        page.goto(url)
        page.get_by_text("Upload a file", exact=True).click(timeout=120_000)
        dropzone = page.get_by_test_id("stFileUploaderDropzoneInput")
        expect(dropzone).to_be_attached(timeout=120_000)
        idle = page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
        expect(idle).to_be_attached(timeout=120_000)
        page.evaluate(MESSAGE_SHOWN_JS, "different labels")
        dropzone.set_input_files(path)
        page.wait_for_function("() => window.__shown", timeout=600_000, polling=100)
        return page.evaluate("() => window.__shown")
    finally:
        browser.close()
        _stop(proc)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=float, default=1e5)
    parser.add_argument("--distinct", type=float, nargs="+", default=[1e4, 1e5])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--app-root", type=Path, default=ROOT)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    print(f"load average at start: {os.getloadavg()}", flush=True)
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        for distinct in (int(d) for d in args.distinct):
            path = _file(int(args.rows), distinct, Path(folder))
            times = [_run(playwright, path, args.app_root.resolve()) for _ in range(args.reps)]
            print(f"{int(args.rows):>9,} rows, {distinct:>7,} labels: refused in median "
                  f"{statistics.median(times):7.0f} ms ({min(times):.0f}–{max(times):.0f}); "
                  f"load {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
