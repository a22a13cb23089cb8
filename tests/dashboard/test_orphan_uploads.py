"""dashboard.shell.orphan_uploads: stored sessions past their time for resuming are shut down,
the uploaded files of sessions Streamlit no longer lists (neither connected nor resumable) are
removed; those of listed sessions stay."""

from __future__ import annotations

from types import SimpleNamespace

from streamlit.runtime.memory_uploaded_file_manager import MemoryUploadedFileManager
from streamlit.runtime.uploaded_file_manager import UploadedFileRec

from dashboard.shell import orphan_uploads

shut_down: list[str] = []


def _runtime(monkeypatch, listed: list[str]) -> MemoryUploadedFileManager:
    files = MemoryUploadedFileManager("/upload")
    for session in ("open", "resumable", "expired"):
        files.add_file(session, UploadedFileRec(file_id="f1", name="x.csv", type="text/csv",
                                                data=b"label,score\n1,0.5\n"))
    sessions = [SimpleNamespace(session=SimpleNamespace(id=s)) for s in listed]
    storage = SimpleNamespace(_cache=SimpleNamespace(expire=lambda: expired))
    expired = [("past", SimpleNamespace(session=SimpleNamespace(
        shutdown=lambda: shut_down.append("past"))))]
    shut_down.clear()
    instance = SimpleNamespace(uploaded_file_mgr=files, _session_mgr=SimpleNamespace(
        list_sessions=lambda: sessions, _session_storage=storage))
    monkeypatch.setattr(orphan_uploads.runtime, "exists", lambda: True)
    monkeypatch.setattr(orphan_uploads.runtime, "get_instance", lambda: instance)
    return files


def test_uploads_of_sessions_no_longer_listed_are_dropped(monkeypatch):
    files = _runtime(monkeypatch, ["open", "resumable"])
    assert orphan_uploads.drop_orphaned_uploads() == 1
    assert shut_down == ["past"]  # a stored session past its time is shut down
    assert sorted(files.file_storage) == ["open", "resumable"]
    assert files.get_files("open", ["f1"])[0].data == b"label,score\n1,0.5\n"
    assert orphan_uploads.drop_orphaned_uploads() == 0


def test_other_internals_leave_every_upload(monkeypatch):
    files = _runtime(monkeypatch, [])
    monkeypatch.setattr(orphan_uploads.runtime.get_instance(), "_session_mgr", object())
    assert orphan_uploads.drop_orphaned_uploads() == 0
    assert len(files.file_storage) == 3


def test_every_run_of_the_app_drops_orphaned_uploads_first():
    """app.py's main() (one script run) calls drop_orphaned_uploads before anything else."""
    import ast
    from pathlib import Path

    tree = ast.parse((Path(__file__).resolve().parents[2] / "app.py").read_text())
    main = next(node for node in tree.body if isinstance(node, ast.FunctionDef)
                and node.name == "main")
    first = main.body[1] if isinstance(main.body[0].value, ast.Constant) else main.body[0]
    assert isinstance(first, ast.Expr) and first.value.func.id == "drop_orphaned_uploads"


def test_an_expired_session_is_freed_by_the_release_that_follows(monkeypatch):
    """A session's state refers to itself (Streamlit's objects hold cycles): the release's
    collection must find nothing else holding it, or its data stays until some later one."""
    import gc
    import weakref

    class Session:
        id = "past"

        def __init__(self):
            self.itself, self.data = self, bytearray(10**6)

        def shutdown(self):
            shut_down.append(self.id)

    _runtime(monkeypatch, ["open"])
    stored = [("past", SimpleNamespace(session=Session()))]
    alive = weakref.ref(stored[0][1].session)
    storage = orphan_uploads.runtime.get_instance()._session_mgr._session_storage
    monkeypatch.setattr(storage._cache, "expire", lambda: [stored.pop()] if stored else [])
    freed = []
    monkeypatch.setattr(orphan_uploads.heap, "release",
                        lambda: freed.append(gc.collect() >= 0 and alive() is None))
    gc.disable()  # no collection by chance: the release's own must free it
    try:
        orphan_uploads.drop_orphaned_uploads()
    finally:
        gc.enable()
    assert shut_down == ["past"] and freed == [True]
