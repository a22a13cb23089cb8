"""The project as an installed package: ``python -m evalcore`` from any directory after the
README's test command (requirements-dev.txt installs this checkout with ``-e .``), and the
requirements files split so that the first command stays light (no Spark)."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib

from tests.conftest import ROOT

SPARK = {"pyspark", "py4j", "sqlglot"}


def _requirements(name: str) -> list[str]:
    """The lines of a requirements file without comments and blank lines."""
    lines = (line.split("#")[0].strip() for line in (ROOT / name).read_text().splitlines())
    return [line for line in lines if line]


def _names(lines: list[str]) -> set[str]:
    return {line.split("==")[0].lower() for line in lines if not line.startswith("-")}


def test_python_m_evalcore_runs_from_any_directory(tmp_path):
    """From a directory outside the checkout, with no PYTHONPATH, the installed package runs, and
    it is this checkout's code (an editable install)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    where = subprocess.run(
        [sys.executable, "-c", "import evalcore, dashboard; print(evalcore.__file__); "
         "print(dashboard.__file__)"], cwd=tmp_path, env=env, capture_output=True, text=True,
        timeout=120)
    assert where.returncode == 0, (
        "evalcore is not installed: run the README's test command (python3 -m pip install -q -r "
        "requirements-dev.txt installs this checkout with -e .)\n" + where.stderr)
    assert where.stdout.split() == [str(ROOT / "evalcore" / "__init__.py"),
                                    str(ROOT / "dashboard" / "__init__.py")]
    done = subprocess.run([sys.executable, "-m", "evalcore", "--help"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python -m evalcore")
    assert "roc-steps" in done.stdout


def test_pyproject_takes_its_dependencies_from_the_requirements_files():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["project"]["requires-python"] == ">=3.11"
    assert set(project["project"]["dynamic"]) == {"dependencies", "optional-dependencies"}
    setuptools = project["tool"]["setuptools"]
    assert setuptools["dynamic"]["dependencies"] == {"file": ["requirements.txt"]}
    assert setuptools["dynamic"]["optional-dependencies"] == {
        "spark": {"file": ["requirements-spark.txt"]}}
    assert setuptools["packages"]["find"]["include"] == ["evalcore*", "dashboard*"]
    shipped = setuptools["package-data"]["evalcore.examples"]
    assert shipped == ["fitted/*.csv"] and list((ROOT / "evalcore/examples").glob(shipped[0]))
    assert sys.version_info >= (3, 11)


def test_the_first_command_installs_no_spark_and_the_test_command_everything():
    runtime, spark, dev = (_requirements(name) for name in (
        "requirements.txt", "requirements-spark.txt", "requirements-dev.txt"))
    assert SPARK.isdisjoint(_names(runtime)) and "duckdb" in _names(runtime)
    assert _names(spark) == SPARK and all("==" in line for line in spark)  # pinned
    assert {"-r requirements.txt", "-r requirements-spark.txt", "-e ."} <= set(dev)
