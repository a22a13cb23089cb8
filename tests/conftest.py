"""Make the project root importable for every test, and give each test process one BLAS thread.

One thread: the suite runs on 2 cores beside a Streamlit server, chromium or Spark's JVM, and
OpenBLAS's second thread then waits for a core it rarely gets (the digits example's logistic
regression took 20.6 s with two threads and 3.7 s with one at a load of 11). The environment
variables reach the CLI and server subprocesses; threadpoolctl limits a library already loaded.
"""

import os
import sys
from pathlib import Path

for variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(variable, "1")

from threadpoolctl import threadpool_limits  # noqa: E402 (after the variables, before numpy)

threadpool_limits(limits=1)

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
