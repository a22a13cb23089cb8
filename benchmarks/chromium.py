"""How Debian's chromium is launched, by the browser tests (tests/browser/conftest.py) and the
browser benchmarks alike: headless, and without the background connections this machine's closed
network refuses."""

from __future__ import annotations

import os
import shutil

CHROMIUM = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
