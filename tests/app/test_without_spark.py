"""The dashboard never imports PySpark or the other packages of requirements-spark.txt: every
module of dashboard and evalcore imports without them, and the app runs on its example and on a
local dataset read by DuckDB."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pandas as pd

from tests.app.helpers import ROOT, metric_values, open_app
from tests.no_spark import without_spark

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


def test_every_module_imports_without_the_spark_packages():
    done = subprocess.run([sys.executable, "-c", IMPORT_EVERYTHING], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["modules"] > 100 and report["attempts"] == report["loaded"] == [], report


def test_app_runs_on_an_example_and_a_local_dataset_without_spark(monkeypatch, tmp_path):
    monkeypatch.setenv("EVALCORE_LOCAL_DATASETS", "1")
    rng = np.random.default_rng(3)
    y = rng.integers(0, 2, 400)
    score = np.round(rng.random(400) * 0.8 + 0.2 * y, 2)
    pd.DataFrame({"y": y, "score": score}).to_parquet(tmp_path / "local.parquet")
    with without_spark() as attempts:
        at = open_app()
        at.sidebar.radio(key="source_kind_classification").set_value("local").run()
        at.sidebar.text_input(key="local_path_classification").set_value(
            str(tmp_path / "local.parquet")).run()
        at.sidebar.button(key="local_evaluate_classification").click().run()
        assert not at.exception and not at.error, (at.exception, at.error)
        at.number_input(key="threshold_number").set_value(0.5).run()
    assert attempts == []
    values = metric_values(at)
    predicted = score >= 0.5
    assert int(values["TP (true positive)"]) == int(np.sum(predicted & (y == 1)))
    assert int(values["FP (false positive)"]) == int(np.sum(predicted & (y == 0)))
