"""The dashboard never imports PySpark or the other packages of requirements-spark.txt: every
module of dashboard and evalcore imports without them, and the app runs on its example and on a
local dataset read by DuckDB. Each check runs in its own process with those packages made
unimportable (a fresh ``sys.modules``, and no Spark session of other tests nearby)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pandas as pd

from tests.app.helpers import ROOT

IMPORT_EVERYTHING = """
import importlib, json, pkgutil, sys
from tests.no_spark import SPARK_PACKAGES, without_spark

with without_spark() as attempts:
    for package in ("dashboard", "evalcore"):
        root = importlib.import_module(package)
        for info in pkgutil.walk_packages(root.__path__, package + "."):
            importlib.import_module(info.name)
loaded = sorted(n for n in sys.modules if n.split(".")[0] in SPARK_PACKAGES)
ours = [n for n in sys.modules if n.startswith(("dashboard.", "evalcore."))]
print(json.dumps({"modules": len(ours), "attempts": attempts, "loaded": loaded}))
"""

RUN_THE_APP = """
import json, sys
from tests.app.helpers import metric_values, open_app
from tests.no_spark import without_spark

with without_spark() as attempts:
    at = open_app()
    at.sidebar.radio(key="source_kind_classification").set_value("local").run()
    at.sidebar.text_input(key="local_path_classification").set_value(sys.argv[1]).run()
    at.sidebar.button(key="local_evaluate_classification").click().run()
    problems = [str(e.value) for e in (*at.exception, *at.error)]
    at.number_input(key="threshold_number").set_value(0.5).run()
values = metric_values(at)
print(json.dumps({"attempts": attempts, "problems": problems,
                  "tp": values["TP (true positive)"], "fp": values["FP (false positive)"]}))
"""


def _run(script: str, *args: str, env: dict | None = None) -> dict:
    done = subprocess.run([sys.executable, "-c", script, *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_every_module_imports_without_the_spark_packages():
    report = _run(IMPORT_EVERYTHING)
    assert report["modules"] > 100 and report["attempts"] == report["loaded"] == [], report


def test_app_runs_on_an_example_and_a_local_dataset_without_spark(tmp_path):
    rng = np.random.default_rng(3)
    y = rng.integers(0, 2, 400)
    score = np.round(rng.random(400) * 0.8 + 0.2 * y, 2)
    path = tmp_path / "local.parquet"
    pd.DataFrame({"y": y, "score": score}).to_parquet(path)
    report = _run(RUN_THE_APP, str(path), env={**os.environ, "EVALCORE_DATA_ROOT": str(tmp_path)})
    assert report["attempts"] == report["problems"] == [], report
    predicted = score >= 0.5
    assert int(report["tp"]) == int(np.sum(predicted & (y == 1)))
    assert int(report["fp"]) == int(np.sum(predicted & (y == 0)))
