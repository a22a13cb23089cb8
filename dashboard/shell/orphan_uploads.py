"""The uploads of closed sessions leave the server's memory.

Streamlit keeps a closed tab's session, with its uploaded files, for
``server.disconnectedSessionTTL`` (120 s) so that a dropped connection can resume. When that time
has passed the session is dropped from its storage, lazily and without being shut down, and
shutting down is what removes a session's uploaded files: its state and uploads would stay in
memory (a 100 MB upload, 100 MB) until the server stops. Each script run shuts down the sessions
past that time and drops any upload of a session neither connected nor resumable, then releases
the memory (:func:`dashboard.loading.heap.release`). It reads
Streamlit's runtime (not a public API), so if that changes it does nothing.
"""

from __future__ import annotations

import contextlib
import logging

from streamlit import runtime

from dashboard.loading import heap

_LOGGER = logging.getLogger(__name__)


def drop_orphaned_uploads() -> int:
    """Shut down the stored sessions past their time for resuming and remove the uploaded files
    of every session Streamlit no longer lists, then release the memory; how many sessions'
    uploads were removed. The release comes once nothing here refers to the sessions any more:
    a session's state holds reference cycles, which only the release's collection frees."""
    expired, orphans = _drop()
    if expired or orphans:
        heap.release()
    return orphans


def _drop() -> tuple[int, int]:
    """:func:`drop_orphaned_uploads`'s work: how many sessions were shut down and how many
    sessions' uploads were removed."""
    if not runtime.exists():
        return 0, 0
    instance = runtime.get_instance()
    try:
        manager = instance._session_mgr
        with getattr(manager, "_storage_lock", contextlib.nullcontext()):  # as Streamlit's own
            expired = manager._session_storage._cache.expire()
        for _, info in expired:
            info.session.shutdown()  # its uploads, caches and state go
        live = {info.session.id for info in manager.list_sessions()}
        files = instance.uploaded_file_mgr
        orphans = [session for session in list(files.file_storage) if session not in live]
    except AttributeError:  # another Streamlit's internals: leave its uploads alone
        _LOGGER.debug("uploads of closed sessions not dropped", exc_info=True)
        return 0, 0
    for session in orphans:
        files.remove_session_files(session)
    return len(expired), len(orphans)
