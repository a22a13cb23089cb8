"""How large a request's head the server reads before it answers "Invalid HTTP request received."

The server (uvicorn, with h11 as its HTTP parser) refuses a request whose head it has not read
whole within h11's default buffer, but only when the head arrives in more than one piece: a long
link would open or fail depending on how the browser split its write, which changes with the
cookies a returning user's browser adds. The buffer is raised to a link of
:data:`long_links.MAX_CHARACTERS`, the most Streamlit reads, plus room for the path and the other
headers, so that every link Streamlit would read reaches the page (and a longer one gets
:mod:`dashboard.shell.long_links`' notice)."""

from __future__ import annotations

from dashboard.shell.long_links import MAX_CHARACTERS

MAX_HEAD_BYTES = MAX_CHARACTERS + 64 * 1024
"""The largest request head read: the longest query string Streamlit reads, plus room for the
path and the headers (cookies included)."""


def read_long_heads() -> None:
    """Raise the buffer of every HTTP connection the server opens from now on to
    :data:`MAX_HEAD_BYTES` (uvicorn reads its default from the h11 protocol's module when a
    connection opens; Streamlit builds uvicorn's configuration without this setting)."""
    from uvicorn.protocols.http import h11_impl

    h11_impl.DEFAULT_MAX_INCOMPLETE_EVENT_SIZE = MAX_HEAD_BYTES
