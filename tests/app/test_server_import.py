"""The server imports app.py as a module before Streamlit's runtime exists (``streamlit run``
finds its ``st.App``): nothing imported then may set up a cache, or the log says "No runtime
found, using MemoryCacheStorageManager" at every start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_app_as_the_server_does_sets_up_no_cache():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", "import app; assert app.app is not None"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "No runtime found" not in done.stderr, done.stderr
