"""The CLI's JSON on every built-in example is byte-identical to the text frozen before the
analysis values were introduced (regenerate only for an intended contract change:
``python -m tests.evalcore.test_cli_golden --write``)."""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

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


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        write_examples(Path(tmp))
        for case, (key, argv) in CASES.items():
            (GOLDEN / f"{case}.json").write_text(_printed(Path(tmp), key, argv))
