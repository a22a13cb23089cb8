"""The bounded walk behind a path or glob (evalcore/engine/walk.py): the same files as
glob.glob(recursive=True) on a tree without links, symlinked folders never entered, the caps on
matches and time, the stop event; the CLI's resolve_source goes through it."""

from __future__ import annotations

import glob
import os
import threading

import pytest

from evalcore.engine import walk
from evalcore.engine.source import resolve_source
from evalcore.engine.walk import split_pattern, walk_files
from evalcore.errors import EvalInputError

TREE = ["a/x.csv", "a/b/y.csv", "a/b/c/z.csv", "a/b/c/n.tsv", "a/.hidden/w.csv", "a/.v.csv",
        "b[1]/q.csv", "top.csv", "d e/f.csv", "a/b/c/d/e/deep.csv", "a/B.CSV"]
PATTERNS = ["**/*.csv", "**", "a/**/*.csv", "*/*.csv", "a/*/*/*", "a/.*", "a/.*/*", "a/**/.*",
            "**/b/**/*", "*.csv", "a/?.csv", "b[[]1]/*", "a/b/**", "**/**/*.csv", "a/[xy].csv",
            "a/b/c/**/*.tsv", "*/b/c/*.*", "a/*/", "**/*.CSV", "d e/*", "none/**/*.csv",
            "a/b/c/z.csv"]


def _tree(folder):
    for name in TREE:
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("y,score\n1,0.5\n")
    return folder


@pytest.mark.parametrize("pattern", PATTERNS)
def test_the_walk_finds_the_files_glob_finds(tmp_path, pattern):
    full = os.path.join(_tree(tmp_path), pattern)
    reference = sorted({p for p in glob.glob(full, recursive=True) if os.path.isfile(p)})
    start, parts = split_pattern(full)
    if parts:
        assert walk_files(start, parts) == reference
    if reference:
        assert list(resolve_source(full).paths) == reference
    else:
        with pytest.raises(EvalInputError, match="File not found"):
            resolve_source(full)


def test_relative_patterns_match_as_glob_does(tmp_path, monkeypatch):
    monkeypatch.chdir(_tree(tmp_path))
    for pattern in ("*.csv", "**/*.csv", "a/*.csv"):
        reference = sorted(p for p in glob.glob(pattern, recursive=True) if os.path.isfile(p))
        assert list(resolve_source(pattern).paths) == reference  # "x.csv", not "./x.csv"


def test_a_symlink_to_the_parent_folder_is_not_followed(tmp_path):
    _tree(tmp_path)
    os.symlink(tmp_path / "a", tmp_path / "a" / "b" / "loop")  # a/b/loop -> a
    os.symlink(tmp_path, tmp_path / "up")
    found = walk_files(str(tmp_path), ["**", "*.csv"])
    reference = sorted(str(tmp_path / n) for n in TREE
                       if n.endswith(".csv") and "/." not in "/" + n)
    assert found == reference
    assert not any("loop" in path or "/up/" in path for path in found)
    assert list(resolve_source(str(tmp_path / "**" / "*.csv")).paths) == reference  # the CLI's
    assert walk_files(str(tmp_path), ["a", "b", "loop", "*.csv"]) == []  # a named link neither


def test_a_symlinked_file_is_a_match(tmp_path):
    (tmp_path / "data.csv").write_text("y,score\n1,0.5\n")
    os.symlink(tmp_path / "data.csv", tmp_path / "link.csv")
    assert walk_files(str(tmp_path), ["*.csv"]) == [str(tmp_path / "data.csv"),
                                                    str(tmp_path / "link.csv")]


def test_more_matches_than_the_cap_stop_the_walk_naming_the_cap(tmp_path, monkeypatch):
    for i in range(7):
        (tmp_path / f"p{i}.csv").write_text("y\n1\n")
    assert len(walk_files(str(tmp_path), ["*.csv"], max_matches=7)) == 7
    monkeypatch.setattr(walk, "MAX_MATCHES", 6)
    with pytest.raises(EvalInputError) as raised:
        resolve_source(str(tmp_path / "*.csv"))
    assert raised.value.key == "engine_too_many_matches"
    assert str(raised.value).startswith(f"{tmp_path / '*.csv'} names more than 6 files")


def test_a_walk_past_the_time_cap_stops_naming_the_cap(tmp_path, monkeypatch):
    _tree(tmp_path)
    clock = iter(range(0, 1000, 10))  # every reading of the clock 10 s later than the last
    monkeypatch.setattr(walk.time, "monotonic", lambda: next(clock))
    with pytest.raises(EvalInputError) as raised:
        walk_files(str(tmp_path), ["**", "*.csv"], max_seconds=25)
    assert raised.value.key == "engine_walk_too_long"
    assert "took longer than 25 s" in str(raised.value)
    assert raised.value.params["folders"] == "1"  # the start folder read at 10 s, its 2nd entry at 30 s


def test_a_set_stop_event_ends_the_walk(tmp_path):
    _tree(tmp_path)
    stop = threading.Event()
    seen = []

    def progress(folders, files):
        seen.append(folders)
        if folders == 3:
            stop.set()

    with pytest.raises(EvalInputError) as raised:
        walk_files(str(tmp_path), ["**", "*.csv"], stop=stop, progress=progress, shown="tree")
    assert raised.value.key == "engine_walk_stopped"
    assert seen == [1, 2, 3]


def test_a_folder_that_cannot_be_read_is_skipped(tmp_path):
    _tree(tmp_path)
    assert walk_files(str(tmp_path / "missing"), ["**", "*.csv"]) == []
