"""A real ``streamlit run app.py`` on a free loopback port, for the tests that need the server
itself (browser tests, the shipped config's checks): started with the shipped
``.streamlit/config.toml``, polled until healthy, stopped by its own process handle."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Sequence

ROOT = Path(__file__).resolve().parents[1]
START_BOUND_S = 120
"""How long a server may take to answer its health check: a first start on a 2-core machine
busy with other work. A healthy server ends the wait as soon as it answers."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def server_command(port: int, *flags: str) -> list[str]:
    """``streamlit run app.py`` on 127.0.0.1:``port``, with ``flags`` added."""
    return [sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
            "--server.address", "127.0.0.1", "--server.port", str(port),
            "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none", *flags]


@contextmanager
def served(log_path: Path, env: dict[str, str] | None = None,
           flags: Sequence[str] = ()) -> Iterator[str]:
    """The URL of ``streamlit run app.py`` on a free loopback port (``env`` added to the
    environment, ``flags`` to the command), its output in ``log_path``; stopped on exit."""
    port = free_port()
    with open(log_path, "w") as log:
        proc = subprocess.Popen(server_command(port, *flags), cwd=ROOT, stdout=log,
                                stderr=subprocess.STDOUT, env={**os.environ, **(env or {})})
        url = f"http://127.0.0.1:{port}"
        try:
            wait_healthy(proc, url, log_path)
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def wait_healthy(proc: subprocess.Popen, url: str, log_path: Path) -> None:
    """Until the server's health endpoint answers "ok" (asked every 0.2 s, while waiting on the
    process's exit), within :data:`START_BOUND_S`."""
    deadline = time.monotonic() + START_BOUND_S
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1) as response:
                if response.read() == b"ok":
                    return
        except OSError:
            pass
        try:
            proc.wait(timeout=0.2)
        except subprocess.TimeoutExpired:
            continue
        raise RuntimeError(f"streamlit exited early:\n{log_path.read_text()}")
    raise TimeoutError(f"streamlit not healthy:\n{log_path.read_text()}")
