"""The cap on the files a directory or glob may name is a flag, ``--max-files N``, on every
command that reads one (default 10,000, the walk's own cap); past it the one-line error names the
flag. A file this process may not read is named, with the reason."""

from __future__ import annotations

import os

import numpy as np
import pytest
from sklearn.metrics import confusion_matrix, roc_auc_score

from evalcore.engine.source import resolve_source
from evalcore.errors import EvalInputError
from evalcore.messages import render
from tests.engine.conftest import cli

Y = np.array([1, 0, 1, 0, 1, 0])
SCORES = np.array([0.9, 0.8, 0.7, 0.3, 0.2, 0.1])


def _parts(tmp_path):
    for i in range(3):  # two rows a file
        rows = "".join(f"{y},{s}\n" for y, s in zip(Y[2 * i:2 * i + 2], SCORES[2 * i:2 * i + 2]))
        (tmp_path / f"p{i}.csv").write_text("y_true,y_score\n" + rows)
    return tmp_path / "*.csv"


def test_max_files_raises_the_cap(capsys, tmp_path):
    status, result, _ = cli(capsys, "binary", _parts(tmp_path), "--max-files", "3")
    assert status == 0
    tn, fp, fn, tp = confusion_matrix(Y, SCORES >= 0.5).ravel()
    assert result["confusion"] == {"tp": tp, "fp": fp, "tn": tn, "fn": fn}
    assert result["roc_auc"] == pytest.approx(roc_auc_score(Y, SCORES))


@pytest.mark.parametrize("task", ["binary", "multiclass", "regression", "ranking", "lift",
                                  "calibration"])
def test_past_max_files_one_line_names_the_flag(capsys, tmp_path, task):
    pattern = _parts(tmp_path)
    status, _, err = cli(capsys, task, pattern, "--max-files", "2")
    assert status == 2
    assert err == "error: " + render("cli_too_many_files", "en",
                                     {"pattern": str(pattern), "limit": "2"}) + "\n"
    assert "--max-files" in err and err.count("\n") == 1


def test_max_files_below_one_is_refused_in_one_line(capsys, tmp_path):
    status, _, err = cli(capsys, "binary", _parts(tmp_path), "--max-files", "0")
    assert status == 2 and err == "error: --max-files must be at least 1, got 0.\n"


def test_an_unreadable_file_is_named(tmp_path, monkeypatch):
    """Permissions 000: root reads it anyway, so os.access is made to deny it as for any other
    user."""
    pattern = _parts(tmp_path)
    locked = str(tmp_path / "p1.csv")
    os.chmod(locked, 0)
    access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: os.fspath(path) != locked
                        and access(path, mode, **kw))
    with pytest.raises(EvalInputError) as raised:
        resolve_source(str(pattern))
    assert raised.value.key == "engine_file_unreadable"
    assert str(raised.value) == render("engine_file_unreadable", "en", {"path": locked})
    assert str(raised.value).startswith(f"The file {locked} cannot be read")
