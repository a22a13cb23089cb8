"""Does the server's memory stay bounded during hostile uploads and come back after them? RSS per
file: fresh, peak (against the budget + 1 GiB) and after (against 1.3 × fresh), and at the end.

    python benchmarks/memory_return.py [--quick] [--only NAME ...] [--budget-gb 2]
                                       [--session-ttl S] [--settle-s 180] [--page-timeout-s 400]
                                       [--rows 3e6] [--refused-mb 950] [--dictionary-mb 250]
                                       [--list-values 2e8] [--line-mb 300] [--folds 5000]
                                       [--classes 1000] [--label-chars 210]

One Streamlit server (this app, ``EVAL_MEMORY_BUDGET_GB=--budget-gb``) gets every hostile file
below, one after another, each from its own Debian chromium session (Playwright, launched as
benchmarks/chromium.py says), written to a temporary folder:

- ``rows``: a label/score CSV of ``--rows`` rows (3·10⁶, about 30 MB);
- ``refused``: a label/score CSV of ``--refused-mb`` MB (950) that the memory budget refuses;
- ``dictionary``: a Parquet file whose dictionary-encoded label column has one value of
  ``--dictionary-mb`` MB (250; zstd, a few KB on disk);
- ``list_bomb``: a 10-row Parquet file with a list column of ``--list-values`` zeros (2·10⁸);
- ``line``: a CSV whose data sits on one line of ``--line-mb`` MB (300) of numbers;
- ``folds``: fold/label/score, ``--folds`` folds of 8 rows (5,000), on the Folds page;
- ``classes``: label/pred over ``--classes`` classes named ``c0``… (1,000, 16 rows a class);
- ``classes_long``: the same with labels of ``--label-chars`` characters (210).

``--quick`` makes every file about a tenth of that (refused: 200 MB) and the session TTL 10 s:
a check of the script and a rough look, in about 10 minutes instead of about 40.

Each measurement follows the same steps. A browser uploads the file (on the Confusion page, the
Folds page for ``folds``) while the server's resident set (``VmRSS``) is sampled every 10 ms
until the script run has finished (peak; the message shown is the first alert or error box), and
is closed. Then, once Streamlit's ``server.disconnectedSessionTTL`` has passed (the app's 120 s
unless ``--session-ttl``), another session uploads the *evictor*: its script run shuts the
expired session down and drops its uploads (:mod:`dashboard.shell.orphan_uploads`), and the
evictor's estimate fills the budget, so its reservation empties the byte-bounded cache before it
is refused as header-only (the header ``label,score`` and blank lines). Its browser closed too,
the RSS once settled (no change above 2 % over 10 s, up to ``--settle-s``) is the file's *after*.

*Fresh* is the same steps after a warm-up (a small binary, multiclass, Parquet and folds file, so
every module these pages import is loaded): a started server that has imported nothing is not
the baseline a class sees. *End*: after the last file, the evictor's session expired too (one more
TTL and a session that opens the page), no session holding data.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  benchmarks/chromium.py, beside this script
from browser_slider import _server, _stop  # noqa: E402  a fresh server, from the app's folder
from browser_upload import PeakSampler, rss_bytes  # noqa: E402

from dashboard.loading import budgets  # noqa: E402

MIB, GIB = 2**20, 2**30
RETURN_RATIO = 1.3
"""After the sessions close and the cache is emptied, RSS within this many times fresh."""
PEAK_ALLOWANCE = GIB
"""The peak may pass the memory budget by this much: the bound on a hostile file's peak."""
APP_TTL = 120
"""The app's ``server.disconnectedSessionTTL`` (Streamlit's default), in s."""

FULL = dict(rows=3_000_000, refused_mb=950, dictionary_mb=250, list_values=200_000_000,
            line_mb=300, folds=5000, classes=1000, label_chars=210)
QUICK = dict(rows=300_000, refused_mb=200, dictionary_mb=25, list_values=20_000_000,
             line_mb=30, folds=500, classes=100, label_chars=210)
PAGE = {"folds": "/folds"}
"""The page each file is uploaded on, when not the first (Confusion)."""

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


def _csv(path: Path, header: str, rows) -> Path:
    with open(path, "w") as out:
        out.write(header + "\n")
        out.writelines(rows)
    return path


def _rows(folder: Path, sizes: dict, rng) -> Path:
    n = sizes["rows"]
    y = rng.integers(0, 2, n)
    scores = np.round(np.clip(0.3 * y + 0.7 * rng.random(n), 0, 1), 6)
    return _csv(folder / "rows.csv", "label,score",
                (f"{a},{b}\n" for a, b in zip(y.tolist(), scores.tolist())))


def _refused(folder: Path, sizes: dict, rng) -> Path:
    path = folder / "refused.csv"
    with open(path, "wb") as out:
        out.write(b"label,score\n")
        chunk = b"1,0.75\n0,0.25\n" * (MIB // 14)
        for _ in range(sizes["refused_mb"]):
            out.write(chunk)
    return path


def _dictionary(folder: Path, sizes: dict, rng) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    label = pa.DictionaryArray.from_arrays(pa.array(rng.integers(0, 2, 1000), pa.int32()),
                                           pa.array(["B", "A" * (sizes["dictionary_mb"] * MIB)]))
    path = folder / "dictionary.parquet"
    pq.write_table(pa.table({"label": label, "score": pa.array(rng.random(1000))}), path,
                   compression="zstd")
    return path


def _list_bomb(folder: Path, sizes: dict, rng) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    values = sizes["list_values"]
    offsets = pa.array(np.linspace(0, values, 11).astype(np.int32))
    bomb = pa.ListArray.from_arrays(offsets, pa.array(np.zeros(values, dtype=np.int64)))
    path = folder / "list_bomb.parquet"
    pq.write_table(pa.table({"label": pa.array(np.arange(10) % 2),
                             "score": pa.array(np.linspace(0.1, 0.9, 10)), "extra": bomb}),
                   path, compression="zstd")
    return path


def _line(folder: Path, sizes: dict, rng) -> Path:
    path = folder / "line.csv"
    path.write_bytes(b"label,score\n" + b"0.25," * (sizes["line_mb"] * MIB // 5) + b"0.5")
    return path


def _folds(folder: Path, sizes: dict, rng) -> Path:
    n = sizes["folds"] * 8
    y, scores = rng.integers(0, 2, n), rng.random(n)
    return _csv(folder / "folds.csv", "fold,label,score",
                (f"{i // 8},{a},{b:.4f}\n" for i, (a, b) in
                 enumerate(zip(y.tolist(), scores.tolist()))))


def _classes(folder: Path, sizes: dict, rng, width: int | None = None) -> Path:
    classes = sizes["classes"]
    names = [f"c{i}" if width is None else f"class {i} ".ljust(width, "x")
             for i in range(classes)]
    n = (16 if width is None else 4) * classes
    truth, pred = rng.integers(0, classes, n), rng.integers(0, classes, n)
    return _csv(folder / ("classes.csv" if width is None else "classes_long.csv"), "label,pred",
                (f"{names[a]},{names[b]}\n" for a, b in zip(truth.tolist(), pred.tolist())))


WRITERS = {"rows": _rows, "refused": _refused, "dictionary": _dictionary,
           "list_bomb": _list_bomb, "line": _line, "folds": _folds, "classes": _classes,
           "classes_long": lambda folder, sizes, rng: _classes(folder, sizes, rng,
                                                               sizes["label_chars"])}
"""How each hostile file is written (see the module's docstring)."""


def _write_warm(folder: Path) -> list[tuple[Path, str]]:
    """Small good files that load every module the hostile files' pages import."""
    import pandas as pd

    rng = np.random.default_rng(0)
    y = rng.integers(0, 2, 3000)
    frame = pd.DataFrame({"label": y, "score": np.round(0.3 * y + 0.7 * rng.random(3000), 4)})
    binary, parquet = folder / "warm.csv", folder / "warm.parquet"
    frame.to_csv(binary, index=False)
    frame.to_parquet(parquet)
    labels = np.array(["a", "b", "c"])
    multiclass = folder / "warm_multiclass.csv"
    pd.DataFrame({"label": labels[rng.integers(0, 3, 300)],
                  "pred": labels[rng.integers(0, 3, 300)]}).to_csv(multiclass, index=False)
    folds = folder / "warm_folds.csv"
    frame.assign(fold=np.arange(3000) % 5)[["fold", "label", "score"]].to_csv(folds, index=False)
    return [(binary, ""), (parquet, ""), (multiclass, ""), (folds, "/folds")]


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


def _session(playwright, url: str, pid: int, path: Path | None,
             timeout_s: float) -> tuple[int, str]:
    """Open ``url`` in a fresh browser and upload ``path`` (None: only open the page); the peak
    RSS from the upload to the end of its script run and the first message shown."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        page.set_default_timeout(timeout_s * 1000)
        page.goto(url)
        idle = page.locator('[data-testid="stApp"][data-test-script-state="notRunning"]')
        expect(idle).to_be_attached(timeout=timeout_s * 1000)
        if path is None:
            return rss_bytes(pid), ""
        page.get_by_text("Upload a file", exact=True).click()
        dropzone = page.get_by_test_id("stFileUploaderDropzoneInput")
        expect(dropzone).to_be_attached(timeout=timeout_s * 1000)
        expect(idle).to_be_attached(timeout=timeout_s * 1000)
        page.evaluate(RUN_FINISHED_JS)
        sampler = PeakSampler(pid)
        sampler.start()
        try:
            dropzone.set_input_files(path)
            page.wait_for_function("() => window.__ran", polling=100)
        except PlaywrightTimeout:
            return sampler.stop(), f"(no end of the run within {timeout_s:.0f} s)"
        peak = sampler.stop()
        shown = page.locator('[data-testid="stAlert"], [data-testid="stException"]')
        text = shown.first.inner_text()[:90] if shown.count() else "(no message)"
        return peak, " ".join(text.split())
    finally:
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="every file about a tenth of the issue's, session TTL 10 s")
    parser.add_argument("--only", nargs="+", choices=list(WRITERS), default=None,
                        help="these hostile files only (default: all, in the order listed)")
    parser.add_argument("--budget-gb", type=float, default=2.0,
                        help="EVAL_MEMORY_BUDGET_GB of the server (default 2: a quarter of 8 GB)")
    parser.add_argument("--session-ttl", type=int, default=None,
                        help=f"server.disconnectedSessionTTL in s (default: the app's, {APP_TTL})")
    parser.add_argument("--settle-s", type=float, default=180.0)
    parser.add_argument("--page-timeout-s", type=float, default=400.0,
                        help="longest wait for one upload's script run to end")
    for name, default in FULL.items():
        parser.add_argument("--" + name.replace("_", "-"), type=lambda v: int(float(v)),
                            default=None, help=f"default {default:g} ({QUICK[name]:g} quick)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    sizes = {name: getattr(args, name) if getattr(args, name) is not None
             else (QUICK if args.quick else FULL)[name] for name in FULL}
    ttl = args.session_ttl if args.session_ttl is not None else (10 if args.quick else APP_TTL)
    budget = int(args.budget_gb * GIB)
    os.environ[budgets.MEMORY_BUDGET_ENV] = str(args.budget_gb)  # the server inherits them
    os.environ["STREAMLIT_SERVER_DISCONNECTED_SESSION_TTL"] = str(ttl)
    names = args.only or list(WRITERS)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        rng = np.random.default_rng(48)
        files = {name: WRITERS[name](folder, sizes, rng) for name in names}
        warm = _write_warm(folder)
        evictor = _evictor(folder, budget)
        proc, url = _server(ROOT / "app.py")
        started = _settled(proc.pid, args.settle_s)
        timeout = args.page_timeout_s

        def emptied() -> int:
            """Wait out the closed sessions' TTL; the evictor's session; the settled RSS."""
            time.sleep(ttl + 2)
            _session(playwright, url, proc.pid, evictor, timeout)
            return _settled(proc.pid, args.settle_s)

        try:
            with sync_playwright() as playwright:
                for path, page in warm:
                    _session(playwright, url + page, proc.pid, path, timeout)
                fresh = emptied()
                print(f"fresh: {fresh / MIB:.0f} MiB", file=sys.stderr)
                for name in names:
                    before = _settled(proc.pid, args.settle_s)
                    peak, shown = _session(playwright, url + PAGE.get(name, ""), proc.pid,
                                           files[name], timeout)
                    after = emptied()
                    rows.append((name, files[name].stat().st_size, before, peak, after, shown))
                    print(f"{name}: peak {peak / MIB:.0f} MiB, after {after / MIB:.0f} MiB",
                          file=sys.stderr)
                time.sleep(ttl + 2)  # the evictor's session expires too: no session holds data
                _session(playwright, url, proc.pid, None, timeout)
                end = _settled(proc.pid, args.settle_s)
        finally:
            _stop(proc)
    limit = budget + PEAK_ALLOWANCE
    print(f"budget {args.budget_gb:g} GiB (peak limit {limit / GIB:g} GiB), session TTL {ttl} s, "
          f"{'quick' if args.quick else 'full'} sizes, load average {os.getloadavg()[0]:.1f}; "
          f"started {started / MIB:.0f} MiB, fresh {fresh / MIB:.0f} MiB")
    print("| file | size | before | peak | peak ≤ limit | after | after ÷ fresh | ≤ 1.3 "
          "| message shown |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, size, before, peak, after, shown in rows:
        print(f"| {name} | {_size(size)} | {before / MIB:.0f} MiB | {peak / MIB:.0f} MiB "
              f"| {'yes' if peak <= limit else 'NO'} | {after / MIB:.0f} MiB "
              f"| {after / fresh:.2f} | {'yes' if after <= RETURN_RATIO * fresh else 'NO'} "
              f"| {shown.replace('|', '/')} |")
    print(f"| end (no session) | | | | | {end / MIB:.0f} MiB | {end / fresh:.2f} "
          f"| {'yes' if end <= RETURN_RATIO * fresh else 'NO'} | |")


def _size(nbytes: int) -> str:
    return f"{nbytes / MIB:.0f} MiB" if nbytes >= MIB else f"{nbytes / 1024:.0f} KiB"


if __name__ == "__main__":
    main()
