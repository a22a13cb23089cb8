"""A class on one server: N sessions (default 30) on the Confusion page's live view release the
threshold once a second each, against one ``streamlit run app.py``, on an uploaded file of each
size; the server's CPU per release and its memory, and one Chromium session's CPU per move.

    python benchmarks/class_sessions.py [--sessions 30] [--rows 1e5 1e7] [--seconds 30]
                                        [--moves 40] [--all-negative]

30 Chromiums do not fit on this machine's 2 cores beside the server, so the sessions are
lightweight websocket clients that speak Streamlit's own protocol (``streamlit.proto``'s BackMsg
and ForwardMsg over ``/_stcore/stream``), as the browser does: each opens the app, chooses
"Upload a file", uploads the file (file URL request, HTTP PUT, the uploader's widget state) and,
once its live view is drawn, releases the threshold as a key press or a drag's end does: a rerun
of the view's fragment with the component's widget state ``{"threshold": {"value", "n"}}`` and
every other widget as it was (the shape of a release recorded from Chromium). Each session
releases once a second at a random phase, alternating between neighbouring stops (with
``--all-negative``, every other release goes to the slider's end, "all negative", which the view
sends as ``null``).

Server: CPU seconds (``/proc/<pid>/stat``, user + system) over the release phase divided by the
releases answered (the idle server's CPU over as long is measured first and reported beside it),
the same as a share of one core, and its resident set (``VmRSS``, peak ``VmHWM``). Per release:
bytes the client received (payloads decompressed, as the browser's websocket hands them over; the
clients offer permessage-deflate as browsers do, so the server's compression is in its CPU) and
the time to the run's end. Chromium: one real session on the same server opens the upload's view; the
renderer's main-thread task time (CDP ``Performance.getMetrics`` ``TaskDuration``) over ``--moves``
drag moves (input events, nothing sent) and over as many key presses (each a move and a release,
whose run the page draws), per move. (The Chromium processes' CPU from /proc is not used: other
users' browsers on a shared machine would count.)

Prints Markdown tables. Not a test: the figures depend on the machine's load.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import numpy as np
import pandas as pd
import requests
import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from browser_slider import _free_port, _stop  # noqa: E402
from chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from live_threshold import _cpu_seconds  # noqa: E402

VIEW_KEY = "live_threshold"
SOURCE_KEY, UPLOAD_KEY = "source_kind_classification", "upload_classification"
UPLOAD_LABEL = "Upload a file"
TIMEOUT_S = 900


def memory_mib(pid: int) -> dict[str, float]:
    """The process's current (VmRSS) and peak (VmHWM) resident set, MiB."""
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    fields = dict(line.split(":", 1) for line in status)
    return {name: int(fields[name].split()[0]) / 1024 for name in ("VmRSS", "VmHWM")}


def start_server() -> tuple[subprocess.Popen, int]:
    """``streamlit run app.py`` on a free port (XSRF off: the clients' uploads carry no cookie)."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
         "--server.address", "127.0.0.1", "--server.port", str(port),
         "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none",
         "--server.maxUploadSize", "2000", "--server.enableXsrfProtection", "false"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health").read() == b"ok":
                return proc, port
        except OSError:
            time.sleep(0.3)
    proc.kill()
    raise RuntimeError("streamlit did not start")


def write_file(rows: int, folder: Path) -> Path:
    """Label (30 % positive) and a score with 6 decimals, as Parquet."""
    rng = np.random.default_rng(rows)
    y = (rng.random(rows) < 0.3).astype(np.int8)
    scores = np.round(np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0, 1), 6)
    path = folder / f"class_{rows}.parquet"
    pd.DataFrame({"label": y, "score": scores}).to_parquet(path)
    return path


def key_of(widget_id: str) -> str:
    """The user key of a widget id (``$$ID-<hash>-<key>``)."""
    return widget_id.split("-", 2)[2] if widget_id.startswith("$$ID-") else widget_id


class Session:
    """One browser tab's conversation with the server, without a browser."""

    def __init__(self, port: int):
        self.base = f"http://127.0.0.1:{port}"
        self.port = port
        self.query, self.page_hash, self.session_id = "", "", ""
        self.widgets: dict[str, WidgetState] = {}  # id → the state this tab holds
        self.ids: dict[str, str] = {}  # user key → widget id
        self.view: dict | None = None  # the live view's id, fragment and data
        self.moves = 0
        self.inbox: list[ForwardMsg] = []

    async def open(self) -> None:
        self.ws = await websockets.connect(
            f"ws://127.0.0.1:{self.port}/_stcore/stream", subprotocols=["streamlit"],
            origin=self.base, max_size=None, compression="deflate",  # as browsers offer it
            open_timeout=TIMEOUT_S)

    async def receive(self) -> tuple[ForwardMsg, int]:
        data = await asyncio.wait_for(self.ws.recv(), TIMEOUT_S)
        msg = ForwardMsg()
        msg.ParseFromString(data)
        return msg, len(data)

    def _note(self, msg: ForwardMsg) -> None:
        kind = msg.WhichOneof("type")
        if kind == "new_session":
            self.page_hash = msg.new_session.page_script_hash
            if msg.new_session.initialize.session_id:
                self.session_id = msg.new_session.initialize.session_id
        elif kind == "page_info_changed":
            self.query = msg.page_info_changed.query_string
        elif kind == "delta" and msg.delta.WhichOneof("type") == "new_element":
            element = msg.delta.new_element
            inner = getattr(element, element.WhichOneof("type"))
            widget_id = getattr(inner, "id", "")
            if widget_id:
                self.ids[key_of(widget_id)] = widget_id
            if element.WhichOneof("type") == "bidi_component" and key_of(widget_id) == VIEW_KEY:
                self.view = {"id": widget_id, "fragment": msg.delta.fragment_id,
                             "data": json.loads(inner.json)}

    async def run(self, fragment_id: str = "") -> dict:
        """A rerun with every widget state this tab holds; until the run's end: its bytes and
        seconds."""
        back = BackMsg()
        state = back.rerun_script
        state.query_string, state.page_script_hash = self.query, self.page_hash
        state.widget_states.widgets.extend(self.widgets.values())
        state.fragment_id = fragment_id
        state.context_info.timezone, state.context_info.locale = "UTC", "en-US"
        state.context_info.url = self.base + "/"
        started, received = time.perf_counter(), 0
        await self.ws.send(back.SerializeToString())
        while True:
            msg, size = await self.receive()
            received += size
            self._note(msg)
            if (msg.WhichOneof("type") == "script_finished"
                    and msg.script_finished != ForwardMsg.FINISHED_EARLY_FOR_RERUN):
                return {"bytes": received, "seconds": time.perf_counter() - started}
            if msg.WhichOneof("type") == "file_urls_response":
                self.inbox.append(msg)

    def set(self, key: str, **value) -> None:
        widget_id = self.ids[key]
        self.widgets[widget_id] = WidgetState(id=widget_id, **value)

    async def upload(self, path: Path) -> None:
        """Choose "Upload a file", upload ``path`` as the browser does, run until the view."""
        self.set(SOURCE_KEY, string_value=UPLOAD_LABEL)
        await self.run()
        back = BackMsg()
        back.file_urls_request.request_id = "upload"
        back.file_urls_request.file_names.append(path.name)
        back.file_urls_request.session_id = self.session_id
        await self.ws.send(back.SerializeToString())
        while not self.inbox:
            msg, _ = await self.receive()
            if msg.WhichOneof("type") == "file_urls_response":
                self.inbox.append(msg)
            else:
                self._note(msg)
        urls = self.inbox.pop().file_urls_response.file_urls[0]
        body = path.read_bytes()
        response = await asyncio.to_thread(
            requests.put, self.base + urls.upload_url,
            files={"file": (path.name, body, "application/octet-stream")}, timeout=TIMEOUT_S)
        response.raise_for_status()
        widget_id = self.ids[UPLOAD_KEY]
        state = WidgetState(id=widget_id)
        info = state.file_uploader_state_value.uploaded_file_info.add()
        info.name, info.size, info.file_id = path.name, len(body), urls.file_id
        info.file_urls.CopyFrom(urls)
        self.widgets[widget_id] = state
        self.view = None
        await self.run()
        if self.view is None:
            raise RuntimeError("no live view after the upload")

    def stops(self) -> list[float]:
        """The view's stops as numbers (its labels; "all negative" left out)."""
        data = self.view["data"]
        table = data.get("inline") or json.loads(
            urllib.request.urlopen(self.base + data["url"]).read())
        values = []
        for label in table["labels"]:
            try:
                values.append(float(label))
            except ValueError:
                pass
        return sorted(values)

    async def release(self, value: float | None) -> dict:
        """What a key press or a drag's end sends: the component's state, the view's fragment."""
        self.moves += 1
        self.widgets[self.view["id"]] = WidgetState(
            id=self.view["id"], json_value=json.dumps(
                {"threshold": {"value": value, "n": self.moves}}, separators=(",", ":")))
        return await self.run(self.view["fragment"])


async def open_class(port: int, sessions: int, path: Path) -> list[Session]:
    """``sessions`` tabs, each with the upload's live view drawn (opened a few at a time)."""
    tabs = [Session(port) for _ in range(sessions)]

    async def one(tab: Session) -> None:
        await tab.open()
        await tab.run()
        await tab.upload(path)

    for start in range(0, sessions, 5):
        await asyncio.gather(*(one(tab) for tab in tabs[start:start + 5]))
    return tabs


async def releases(tabs: list[Session], seconds: float, all_negative: bool) -> list[dict]:
    """Every tab releases once a second (random phase), stepping between neighbouring stops
    (``all_negative``: every other release to "all negative")."""
    async def student(tab: Session, seed: int) -> list[dict]:
        rng = random.Random(seed)
        stops = tab.stops()
        at = rng.randrange(1, len(stops) - 1)
        await asyncio.sleep(rng.random())
        results, end = [], time.monotonic() + seconds
        while time.monotonic() < end:
            tick = time.monotonic()
            at = min(max(at + rng.choice((-1, 1)), 0), len(stops) - 1)
            end_of_slider = all_negative and len(results) % 2 == 1
            results.append(await tab.release(None if end_of_slider else stops[at]))
            await asyncio.sleep(max(0.0, tick + 1.0 - time.monotonic()))
        return results

    runs = await asyncio.gather(*(student(tab, seed) for seed, tab in enumerate(tabs)))
    return [r for run in runs for r in run]


def class_run(port: int, pid: int, sessions: int, path: Path, seconds: float,
              all_negative: bool = False) -> dict:
    async def main() -> dict:
        tabs = await open_class(port, sessions, path)
        idle_cpu, idle_wall = _cpu_seconds(pid), time.monotonic()
        await asyncio.sleep(min(seconds, 10))
        idle = (_cpu_seconds(pid) - idle_cpu) / (time.monotonic() - idle_wall)
        cpu, wall = _cpu_seconds(pid), time.monotonic()
        results = await releases(tabs, seconds, all_negative)
        cpu, wall = _cpu_seconds(pid) - cpu, time.monotonic() - wall
        memory = memory_mib(pid)
        for tab in tabs:
            await tab.ws.close()
        return {"results": results, "cpu": cpu, "wall": wall, "idle": idle, **memory}

    return asyncio.run(main())


PERF_JS_WAIT = ('[data-testid="stApp"][data-test-script-state="notRunning"]')


def chromium_per_move(url: str, path: Path, moves: int) -> dict:
    """One Chromium session on the upload's live view: the renderer's main-thread task time
    per drag move and per key press (move + release), seconds."""
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1440, "height": 900})
            page.set_default_timeout(TIMEOUT_S * 1000)
            page.goto(url)
            page.get_by_text(UPLOAD_LABEL, exact=True).click()
            page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(path)
            expect(page.get_by_text(path.name).first).to_be_visible(timeout=TIMEOUT_S * 1000)
            slider = page.locator("[data-live=slider]")
            idle = page.locator(PERF_JS_WAIT)
            expect(slider).to_be_visible(timeout=TIMEOUT_S * 1000)
            expect(idle).to_be_attached(timeout=TIMEOUT_S * 1000)
            # the view's Plotly figures drawn (Plotly.js loaded and parsed): else their first
            # drawing is counted in the moves' time
            figures = page.locator("[data-live^=plot-]")
            expect(figures.first).to_be_attached(timeout=TIMEOUT_S * 1000)
            expect(page.locator("[data-live^=plot-]:not([data-drawn])")).to_have_count(
                0, timeout=TIMEOUT_S * 1000)
            cdp = page.context.new_cdp_session(page)
            cdp.send("Performance.enable")

            def task_seconds() -> np.ndarray:
                """The main thread's task time and its CPU time (``ThreadTime``: what a
                busy machine's waits leave out), seconds."""
                metrics = {m["name"]: m["value"]
                           for m in cdp.send("Performance.getMetrics")["metrics"]}
                return np.array([metrics["TaskDuration"], metrics["ThreadTime"]])

            last = int(slider.get_attribute("max"))
            start = last // 3
            out = {}
            drag = """async (s, [start, moves]) => {
                for (let k = 0; k < moves; k++) {
                  s.value = String(start + k); s.dispatchEvent(new Event('input'));
                  await new Promise(r => requestAnimationFrame(() => r()));
                }}"""
            slider.evaluate(drag, [start - 10, 10])  # warm: the first moves build the view's state
            # drag moves: what a drag does to the range input, one per frame, nothing sent
            before = task_seconds()
            slider.evaluate(drag, [start, moves])
            out["drag"] = (task_seconds() - before) / moves
            slider.dispatch_event("change")  # the drag ends
            expect(idle).to_be_attached()
            # key presses: a move and its release, each waited to its run's end
            slider.focus()
            before = task_seconds()
            for k in range(moves):
                shown = slider.input_value()
                slider.press("ArrowRight" if k % 2 == 0 else "ArrowLeft")
                expect(slider).not_to_have_value(shown)
                page.wait_for_function(
                    "v => new URLSearchParams(location.search).get('threshold') === v",
                    arg=slider.get_attribute("aria-valuetext"))
                expect(idle).to_be_attached()
            out["press"] = (task_seconds() - before) / moves
            return out
        finally:
            browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=30)
    parser.add_argument("--rows", type=float, nargs="+", default=[1e5, 1e7])
    parser.add_argument("--seconds", type=float, default=30, help="of releases per size")
    parser.add_argument("--moves", type=int, default=40, help="Chromium's moves of each kind")
    parser.add_argument("--chromium-only", action="store_true",
                        help="no class: only the one Chromium session's CPU per move")
    parser.add_argument("--all-negative", action="store_true",
                        help='every other release to "all negative" (the slider\'s end)')
    args = parser.parse_args()
    load = os.getloadavg()
    print(f"load average before: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} "
          f"on {os.cpu_count()} cores")
    print("| rows | sessions | releases answered | server CPU per release | server CPU "
          "(idle) | release → run's end, median / p95 | bytes per release, median / max | "
          "server RSS (peak) |")
    print("|---|---|---|---|---|---|---|---|")
    chromium = {}
    with tempfile.TemporaryDirectory() as folder:
        for rows in (int(r) for r in args.rows):
            path = write_file(rows, Path(folder))
            proc, port = start_server()
            try:
                if args.chromium_only:
                    chromium[rows] = chromium_per_move(f"http://127.0.0.1:{port}", path,
                                                       args.moves)
                    continue
                r = class_run(port, proc.pid, args.sessions, path, args.seconds,
                              args.all_negative)
                times = sorted(x["seconds"] * 1000 for x in r["results"])
                sizes = sorted(x["bytes"] for x in r["results"])
                n = len(times)
                print(f"| {rows:.0e} | {args.sessions} | {n} in {r['wall']:.0f} s | "
                      f"{1000 * r['cpu'] / n:.1f} ms | {100 * r['cpu'] / r['wall']:.0f} % of "
                      f"one core ({100 * r['idle']:.0f} %) | {statistics.median(times):.0f} / "
                      f"{times[min(n - 1, round(0.95 * (n - 1)))]:.0f} ms | "
                      f"{statistics.median(sizes):,.0f} / {sizes[-1]:,} B | "
                      f"{r['VmRSS']:.0f} MiB ({r['VmHWM']:.0f}) |", flush=True)
                if args.moves:
                    chromium[rows] = chromium_per_move(f"http://127.0.0.1:{port}", path,
                                                       args.moves)
            finally:
                _stop(proc)
    if chromium:
        print()
        print("| rows | Chromium's renderer main thread per drag move | per key press (move + "
              "release, its run drawn) |")
        print("|---|---|---|")
        for rows, c in chromium.items():
            print(f"| {rows:.0e} | {1000 * c['drag'][0]:.1f} ms (CPU {1000 * c['drag'][1]:.1f} ms) "
                  f"| {1000 * c['press'][0]:.1f} ms (CPU {1000 * c['press'][1]:.1f} ms) |")
    load = os.getloadavg()
    print(f"load average after: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")


if __name__ == "__main__":
    main()
