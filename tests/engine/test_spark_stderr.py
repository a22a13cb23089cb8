"""``--engine spark`` in a real process: stderr holds the CLI's notes only, none of the JVM's
start-up lines (log4j's banner and WARNs, "Setting default log level", the incubator-module
warning). Its own JVM, not the tests' shared session: the start-up is what is checked."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from sklearn.metrics import roc_auc_score

from tests.conftest import ROOT
from tests.engine.conftest import quick_cli_env

pytestmark = pytest.mark.spark


def test_spark_run_writes_only_the_notes_to_stderr(tmp_path):
    if not (os.environ.get("JAVA_HOME") or shutil.which("java")):
        if os.environ.get("CI") == "true":
            pytest.fail("Spark must start in CI: no java")
        pytest.skip("no java here")
    path = tmp_path / "file.csv"
    path.write_text("label,score\n1,0.9\n0,x\n1,0.7\n0,0.3\n1,0.2\n0,0.1\n")
    done = subprocess.run([sys.executable, "-m", "evalcore", "binary", str(path), "--engine",
                           "spark", "--drop-invalid"], cwd=ROOT, capture_output=True, text=True,
                          timeout=600, env=quick_cli_env())
    assert done.returncode == 0, done.stderr
    assert done.stderr == "note: dropped 1 invalid rows (first rows: 2)\n"
    result = json.loads(done.stdout)
    assert result["roc_auc"] == pytest.approx(roc_auc_score([1, 1, 0, 1, 0], [.9, .7, .3, .2, .1]))
