"""The data root of the dashboard's local source (evalcore/engine/data_root.py): paths and globs
resolved inside it, escapes by ``..`` or a symlink refused, system folders refused even when the
root holds them, and errors about such files without their content."""

from __future__ import annotations

import os

import pytest

from evalcore.engine.data_root import SYSTEM_FOLDERS, resolve_in_root
from evalcore.engine.files import aggregate_file
from evalcore.errors import EvalInputError
from evalcore.messages import render

CSV = "y,score\n1,0.9\n0,0.2\n"


@pytest.fixture
def root(tmp_path):
    """<tmp>/root with data, and <tmp>/outside with a secret, side by side."""
    (tmp_path / "root" / "runs" / "deep").mkdir(parents=True)
    (tmp_path / "root" / "runs" / "a.csv").write_text(CSV)
    (tmp_path / "root" / "runs" / "deep" / "b.csv").write_text(CSV)
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.csv").write_text("API_KEY=abc123\n")
    return tmp_path / "root"


def _refused(pattern, root, key):
    with pytest.raises(EvalInputError) as raised:
        resolve_in_root(pattern, str(root))
    assert raised.value.key == key, raised.value
    return str(raised.value)


def test_paths_and_globs_inside_the_root_name_their_files(root):
    real = os.path.realpath(root)
    assert resolve_in_root("runs/a.csv", str(root)).paths == (f"{real}/runs/a.csv",)
    assert resolve_in_root("runs", str(root)).paths == (f"{real}/runs/a.csv",)
    assert resolve_in_root(str(root / "runs" / "**" / "*.csv"), str(root)).paths == (
        f"{real}/runs/a.csv", f"{real}/runs/deep/b.csv")


def test_a_file_named_with_glob_characters_is_that_file(root):
    (root / "preds[v2].csv").write_text(CSV)
    assert resolve_in_root("preds[v2].csv", str(root)).paths == (
        os.path.realpath(root / "preds[v2].csv"),)


@pytest.mark.parametrize("pattern", ["/etc/passwd", "/etc/*", "/proc/self/environ",
                                     "/sys/kernel/*", "/dev/null", "/etc/../etc/shadow",
                                     "/run/*", "/var/run/*", "/var/run", "/run/../run/x",
                                     "/proc/1/root/etc/shadow"])
def test_system_folders_are_refused_even_under_the_root(pattern):
    text = _refused(pattern, "/", "engine_system_path")
    assert text == (f"{pattern} is in a system folder (/proc, /sys, /dev, /etc, /run or "
                    "/var/run), which is never read. Give the path of a dataset.")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_refusal_names_every_system_folder(lang):
    text = render("engine_system_path", lang, {"path": "x"})
    assert all(folder in text for folder in SYSTEM_FOLDERS)


def test_a_link_that_cannot_be_followed_is_refused_as_unreadable(root, monkeypatch):
    """os.path.realpath raises when a link may not be read (a process's /proc/<pid>/root)."""
    os.symlink("/proc/1/root/etc/shadow", root / "shadow.csv")
    realpath = os.path.realpath

    def denied(path, *args, **kwargs):
        if os.fspath(path).endswith("shadow.csv"):
            raise PermissionError(13, "Permission denied", "/proc/1/root")
        return realpath(path, *args, **kwargs)

    monkeypatch.setattr(os.path, "realpath", denied)
    text = _refused("shadow.csv", root, "engine_file_unreadable")
    assert text.startswith("The file shadow.csv cannot be read")


@pytest.mark.parametrize("pattern", ["a\0b.csv", "runs/\0", "/etc/passwd\0.csv", "*\0"])
def test_a_path_with_a_nul_character_is_refused(root, pattern):
    text = _refused(pattern, root, "engine_path_invalid")
    assert text.startswith(pattern.replace("\0", "\\0") + " holds a NUL character")


def test_etc_passwd_is_refused_from_any_root(root):
    _refused("/etc/passwd", root, "engine_system_path")


@pytest.mark.parametrize("pattern", ["../outside/secret.csv", "runs/../../outside/secret.csv",
                                     "runs/*/../../../outside/*.csv", "{outside}/secret.csv",
                                     "{outside}/*.csv", "{outside}/missing.csv"])
def test_paths_outside_the_root_are_refused(root, pattern):
    pattern = pattern.format(outside=root.parent / "outside")
    text = _refused(pattern, root, "engine_outside_root")
    assert text.startswith(f"{pattern} is outside the data root {os.path.realpath(root)}")
    assert "API_KEY" not in text


def test_symlinks_out_of_the_root_are_refused(root):
    outside = root.parent / "outside"
    os.symlink(outside / "secret.csv", root / "link.csv")
    os.symlink(outside, root / "linked")
    os.symlink("/etc/passwd", root / "passwd.csv")
    _refused("link.csv", root, "engine_outside_root")
    _refused("linked/secret.csv", root, "engine_outside_root")
    _refused("linked/*.csv", root, "engine_outside_root")
    _refused("passwd.csv", root, "engine_outside_root")  # wherever it leads: outside
    text = _refused("*.csv", root, "engine_outside_root")  # a glob's match, resolved again
    assert text.startswith(f"{os.path.realpath(root)}/link.csv is outside the data root")
    # ** does not enter the linked folder: only the files really under the root
    assert resolve_in_root("runs/**/*.csv", str(root)).paths == tuple(
        os.path.realpath(root / p) for p in ("runs/a.csv", "runs/deep/b.csv"))
    os.symlink(root / "runs", root / "runs" / "deep" / "loop")  # a loop inside the root
    assert len(resolve_in_root("runs/**/*.csv", str(root)).paths) == 2


def test_a_local_files_error_does_not_quote_its_content(root):
    (root / "secret.env").write_text("API_KEY=abc123\nOTHER=1\n")
    with pytest.raises(EvalInputError) as raised:
        aggregate_file(resolve_in_root("secret.env", str(root)))
    assert "API_KEY" in str(raised.value)  # the CLI's message quotes the columns (the user's file)
    hidden = raised.value.without_content("(not shown)")
    assert hidden.key == raised.value.key
    assert "API_KEY" not in str(hidden) and "(not shown)" in str(hidden)


def test_a_glob_through_the_root_does_not_enter_system_folders():
    assert os.path.isfile("/etc/passwd")
    with pytest.raises(EvalInputError) as raised:  # glob.glob finds /etc/passwd
        resolve_in_root("/*/passwd", "/")
    assert raised.value.key == "file_not_found"


OUTSIDE_KINDS = ("missing", "file", "folder", "link_to_etc", "link_into_root", "link_outside",
                 "dangling_link", "link_to_a_link_to_etc")


def _outside(root, kind: str) -> str:
    """A path beside the root (not in it) that is ``kind`` of thing."""
    path = root.parent / "beside"
    if kind == "file":
        path.write_text(CSV)
    elif kind == "folder":
        path.mkdir()
    elif kind == "link_to_etc":
        path.symlink_to("/etc/passwd")
    elif kind == "link_into_root":
        path.symlink_to(root / "runs" / "a.csv")
    elif kind == "link_outside":
        path.symlink_to(root.parent / "outside" / "secret.csv")
    elif kind == "dangling_link":
        path.symlink_to(root.parent / "nothing")
    elif kind == "link_to_a_link_to_etc":
        (root.parent / "hop").symlink_to("/etc/passwd")
        path.symlink_to(root.parent / "hop")
    return str(path)


@pytest.mark.parametrize("form", ["absolute", "relative", "glob", "link_in_root"])
def test_a_refusal_is_the_same_whatever_exists_outside_the_root(tmp_path_factory, form):
    """The same key and text for a path outside the root whether it is missing, a file, a
    folder or any kind of symlink (the name alone decides); a symlink in the root that leads
    outside gets that refusal too, wherever the path outside leads."""
    texts = set()
    for kind in OUTSIDE_KINDS:
        base = tmp_path_factory.mktemp("same")
        (base / "root" / "runs").mkdir(parents=True)
        (base / "root" / "runs" / "a.csv").write_text(CSV)
        (base / "outside").mkdir()
        (base / "outside" / "secret.csv").write_text("API_KEY=abc123\n")
        root = base / "root"
        path = _outside(root, kind)
        if form == "link_in_root":
            (root / "door").symlink_to(base / "beside")
        pattern = {"absolute": path, "relative": "../beside", "glob": "../beside/*.csv",
                   "link_in_root": "door"}[form]
        if form == "link_in_root" and kind == "link_into_root":
            continue  # leads back into the root: read like any file there
        text = _refused(pattern, root, "engine_outside_root")
        texts.add(text.replace(str(base), "<base>").replace(
            os.path.realpath(base), "<base>"))
    assert len(texts) == 1, texts


def test_a_root_given_through_a_symlink_is_named_either_way(root):
    os.symlink(root, root.parent / "data")
    named = root.parent / "data"
    real = os.path.realpath(root)
    assert resolve_in_root(f"{named}/runs/a.csv", str(named)).paths == (f"{real}/runs/a.csv",)
    assert resolve_in_root(f"{real}/runs/a.csv", str(named)).paths == (f"{real}/runs/a.csv",)
    assert resolve_in_root("runs/*.csv", str(named)).paths == (f"{real}/runs/a.csv",)


def test_messages_name_the_root_as_configured(root):
    os.symlink(root, root.parent / "data")
    text = _refused("../outside/secret.csv", str(root.parent / "data"), "engine_outside_root")
    assert text.startswith(f"../outside/secret.csv is outside the data root {root.parent}/data")
