"""A download button whose file (its name and its bytes) a later run may change without drawing
the button again.

Streamlit's deferred download makes a file's bytes when its button is clicked, but takes the
file's name when the button is drawn. The live view's release reruns only the view: whatever else
that run drew would go to the browser again with every key press (a download button, its name
carrying the threshold). So a threshold page draws its downloads in its
own run, each holding a :class:`HeldFile`, and every run of the view hands the holder the file at
its threshold (a name and how to make the bytes: nothing is written until a click). A click makes
the file the holder has then, under the name it has then: Streamlit keeps a deferred download's
name beside its callable until the click (in its media file manager), where
:meth:`HeldFile.__call__` sets it before Streamlit reads it.
"""

from __future__ import annotations

import threading
from typing import Any, Callable

import streamlit as st

HELD = "held_file_"
"""Session-key prefix of a page's :class:`HeldFile` objects (one per download)."""


class HeldFile:
    """The file a download button delivers when clicked: the last ``(name, make)`` a run held,
    read together (a release may set it from the script's thread while Streamlit's server thread
    serves a click)."""

    def __init__(self) -> None:
        self._file: tuple[str, Callable[[], bytes]] = ("", bytes)
        self._lock = threading.Lock()

    def hold(self, name: str, make: Callable[[], bytes]) -> None:
        """From now on a click delivers ``make()`` named ``name``."""
        with self._lock:
            self._file = (name, make)

    @property
    def name(self) -> str:
        """The name a click would give the file now."""
        with self._lock:
            return self._file[0]

    def __call__(self) -> bytes:
        """The bytes, for Streamlit's deferred download; the download is named as held now."""
        with self._lock:
            name, make = self._file
        data = make()
        manager = _media_file_manager()
        if manager is not None:  # None outside a server (AppTest): nothing to name
            _name_deferred(self, name, manager)
        return data


def held_file(key: str) -> HeldFile:
    """This session's :class:`HeldFile` for the download ``key`` (made on first use)."""
    return st.session_state.setdefault(HELD + key, HeldFile())


def held_download_button(held: HeldFile, label: str, *, mime: str, key: str, where: Any = st,
                         **options: Any) -> None:
    """Draw the download button (in ``where``) of ``held``'s file: made, and named, when
    clicked."""
    where.download_button(label, data=held, file_name=held.name, mime=mime, key=key,
                          on_click="ignore", **options)


def _media_file_manager() -> Any:
    """The running server's media file manager (None outside a server)."""
    from streamlit import runtime

    return runtime.get_instance().media_file_mgr if runtime.exists() else None


def _name_deferred(made: Callable[[], bytes], name: str, manager: Any) -> int:
    """Give the deferred downloads in ``manager`` whose callable is ``made`` the file name
    ``name``; returns how many were named."""
    named = 0
    with manager._lock:
        for entry in manager._deferred_callables.values():
            if entry["callable"] is made:
                entry["filename"] = name
                named += 1
    return named
