"""The CLI's JSON on every built-in example is byte-identical to the frozen text, here and under
an older CPU's kernels (regenerate only for an intended contract change:
``python -m tests.evalcore.test_cli_golden --write``)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from evalcore.__main__ import main
from tests.evalcore.golden_cases import CASES

GOLDEN = Path(__file__).parent / "golden"


def write_examples(folder: Path) -> None:
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["examples", "--write", str(folder)]) == 0


def _printed(folder: Path, key: str, argv: list[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main([argv[0], str(folder / f"{key}.csv"), *argv[1:]])
    assert status == 0
    return out.getvalue()


@pytest.fixture(scope="module")
def example_folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("examples")
    write_examples(folder)
    return folder


@pytest.mark.parametrize("case", sorted(CASES))
def test_cli_json_is_unchanged(case, example_folder):
    key, argv = CASES[case]
    assert _printed(example_folder, key, argv) == (GOLDEN / f"{case}.json").read_text()


OTHER_MACHINE = """
import json, sys
from pathlib import Path
from threadpoolctl import threadpool_info
from tests.evalcore.golden_cases import CASES
from tests.evalcore.test_cli_golden import _printed
printed = {case: _printed(Path(sys.argv[1]), key, argv) for case, (key, argv) in CASES.items()}
import numpy
print(json.dumps({
    "kernels": sorted({i.get("architecture") for i in threadpool_info()
                       if i["internal_api"] == "openblas"}),
    "dispatched": numpy.show_config(mode="dicts")["SIMD Extensions"].get("found", []),
    "printed": printed,
}))
"""


@pytest.mark.skipif(platform.machine() != "x86_64", reason="x86-64's kernel and feature names")
def test_cli_json_does_not_depend_on_the_cpu(example_folder):
    """The frozen text comes out the same as on an older CPU: OpenBLAS's generic kernel (its dot
    products add in another order than the kernel this CPU picks) and numpy's baseline loops
    only (none of the AVX2 or AVX-512 ones it dispatches to). The sums that reach the JSON do
    not go through BLAS."""
    # numpy's SIMD targets beyond its baseline, those this CPU has and those it has not
    simd = np.show_config(mode="dicts")["SIMD Extensions"]
    beyond = simd.get("found", []) + simd.get("not found", [])
    older = {"OPENBLAS_CORETYPE": "Prescott", "NPY_DISABLE_CPU_FEATURES": " ".join(beyond)}
    done = subprocess.run([sys.executable, "-c", OTHER_MACHINE, str(example_folder)],
                          cwd=Path(__file__).parents[2], capture_output=True, text=True,
                          timeout=300, env={**os.environ, **older})
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["kernels"] == ["Katmai"]  # what OpenBLAS calls its generic kernel
    assert report["dispatched"] == []
    for case, text in report["printed"].items():
        assert text == (GOLDEN / f"{case}.json").read_text(), case


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        write_examples(Path(tmp))
        for case, (key, argv) in CASES.items():
            (GOLDEN / f"{case}.json").write_text(_printed(Path(tmp), key, argv))
