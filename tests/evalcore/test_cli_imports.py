"""The CLI's start-up: a task imports only what it uses (each module costs every run its import
time), checked on ``sys.modules`` of a real ``python -m evalcore`` process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN_AND_LIST_MODULES = """
import json, runpy, sys
sys.argv = ["evalcore", *sys.argv[1:]]
try:
    runpy.run_module("evalcore", run_name="__main__", alter_sys=True)
except SystemExit as end:
    status = end.code
sys.stderr.write("\\nMODULES " + json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


HEAVY = {"pandas", "pyarrow", "scipy", "sklearn", "duckdb", "plotly"}
"""Packages that each cost a start-up a large share of its time: imported only where used (Plotly
by a value's ``figures()``, never by the command line)."""
LIST_MODULES = """
import json, sys
sys.stderr.write("\\nMODULES " + json.dumps(sorted(sys.modules)))
"""


def _run_listing_modules(code: str, *args: str) -> tuple[subprocess.CompletedProcess, set[str]]:
    """The process ``python -c CODE ARGS`` and the modules it holds once ``code`` has run (the
    top names of packages included)."""
    done = subprocess.run([sys.executable, "-c", code + LIST_MODULES, *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    modules = set(json.loads(done.stderr.rsplit("MODULES ", 1)[1]))
    return done, modules | {module.split(".")[0] for module in modules}


def test_import_evalcore_loads_none_of_the_heavy_packages():
    done, modules = _run_listing_modules("import evalcore")
    assert done.returncode == 0 and "evalcore" in modules, done.stderr[-2000:]
    assert HEAVY.isdisjoint(modules), sorted(HEAVY & modules)


def test_help_builds_every_parser_without_the_heavy_packages():
    """``python -m evalcore --help`` builds every task's parser and imports numpy at most: each
    task imports pandas, pyarrow, SciPy, scikit-learn or DuckDB when it runs."""
    run_help = ("import runpy, sys\nsys.argv = ['evalcore', '--help']\ntry:\n"
                "    runpy.run_module('evalcore', run_name='__main__', alter_sys=True)\n"
                "except SystemExit as end:\n    assert end.code == 0\n")
    done, modules = _run_listing_modules(run_help)
    assert done.returncode == 0 and "roc-steps" in done.stdout, done.stderr[-2000:]
    tasks = {"evalcore.cli.binary", "evalcore.cli.compare", "evalcore.cli.roc_steps"}
    assert tasks <= modules  # every parser was built in this process
    assert HEAVY.isdisjoint(modules), sorted(HEAVY & modules)


def _modules_of_run(*args: str) -> tuple[dict, set[str]]:
    done = subprocess.run([sys.executable, "-c", RUN_AND_LIST_MODULES, *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    report = json.loads(done.stderr.rsplit("MODULES ", 1)[1])
    assert report["status"] == 0, done.stderr
    return json.loads(done.stdout), set(report["modules"])


@pytest.mark.parametrize("task, extra, key, value", [("binary", [], "positives", 2),
                                                     ("cost", ["--cost-fp", "1"], "prior", 0.5)])
def test_binary_tasks_import_no_scikit_learn_scipy_or_other_tasks(tmp_path, task, extra, key,
                                                                  value):
    csv = tmp_path / "scores.csv"
    csv.write_text("label,score\n1,0.9\n0,0.8\n1,0.4\n0,0.1\n")
    result, modules = _modules_of_run(task, str(csv), *extra)
    assert (result["task"], result[key]) == (task, value)  # the run itself worked (2 of 4)
    # a file of numbers is read by pyarrow into numpy arrays: no pandas
    heavy = {"sklearn", "scipy", "pandas", "plotly", "pyarrow.compute", "numpy.ma",
             "evalcore.compare", "evalcore.multiclass", "evalcore.regression",
             "evalcore.cli.compare", "evalcore.cli.ranking", "evalcore.cli.folds"}
    assert heavy.isdisjoint(modules), sorted(heavy & modules)


def test_help_and_unknown_task_still_list_every_task():
    done = subprocess.run([sys.executable, "-m", "evalcore", "no-such-task"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    for task in ("binary", "compare", "cost", "ranking", "regression", "roc-steps"):
        assert f"'{task}'" in done.stderr
    lazy = subprocess.run([sys.executable, "-m", "evalcore", "roc-steps", "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert lazy.returncode == 0 and "roc-steps" in lazy.stdout


def test_engine_binary_imports_no_pandas_scikit_learn_or_spark(tmp_path):
    """The engine's exact path (``binary FILE --engine duckdb``) starts as fast as a bare DuckDB
    script: DuckDB and numpy, no pandas, pyarrow, scikit-learn, SciPy, PySpark, sqlglot or
    numpy.ma."""
    import pandas as pd

    path = tmp_path / "scores.parquet"
    pd.DataFrame({"label": [1, 0, 1, 0], "score": [0.9, 0.8, 0.4, 0.1]}).to_parquet(path)
    result, modules = _modules_of_run("binary", str(path), "--engine", "duckdb")
    assert (result["positives"], result["roc_auc"]) == (2, 0.75)  # 3 of 4 pairs ordered
    assert "duckdb" in modules
    heavy = {"pandas", "pyarrow", "sklearn", "scipy", "pyspark", "sqlglot"}
    assert heavy.isdisjoint(module.split(".")[0] for module in modules), sorted(
        heavy & {module.split(".")[0] for module in modules})
    assert "numpy.ma" not in modules  # DuckDB gives plain arrays where no value is NULL
