"""Where the Comparison page starts: from the file the user uploaded on another page (with the
positive class chosen for it there), and from the built-in example only when nothing was
uploaded, then named as the example.

A file handed over holds two models (compared at once) or one (the page says so and offers model
B: a second file, paired by an id column or row by row, or a second column of the same file).
"""

from __future__ import annotations

import streamlit as st

from dashboard.binary.sidebar import AUTO
from dashboard.shell.language import t
from dashboard.shell.session import set_sticky
from dashboard.shell.source_file import SourceFile
from dashboard.shell.sources import keep_upload, latest_upload
from dashboard.shell.state import forget, sticky_key

FAMILY = "compare"
TAKEN = "compare_upload_taken"
"""Session-state key: the number of the newest upload the Comparison page has started from (or
that was its own), so that it takes each other page's upload once."""
OWN_SLOTS = ("compare", "compare_b")
"""The Comparison page's own uploaders (model A's file and model B's)."""


def start_from_upload() -> None:
    """Before the Comparison page's data source is drawn: an upload made on another page since
    the page last looked becomes its file (:func:`hand_over_upload`), replacing what it showed."""
    latest = latest_upload()
    if latest is None or st.session_state.get(TAKEN, 0) >= latest[0]:
        return
    number, slot, source = latest
    st.session_state[TAKEN] = number
    if slot not in OWN_SLOTS:
        hand_over_upload(source)


def hand_over_upload(source: SourceFile) -> None:
    """Make ``source`` the Comparison page's upload (model B's and the more models' files
    emptied, the page's last dataset dropped), with the positive class chosen for it on the
    classification pages."""
    set_sticky(f"source_kind_{FAMILY}", "upload")
    keep_upload(FAMILY, source)
    keep_upload("compare_b", None)
    keep_upload("compare_more", None)
    forget(FAMILY)
    digest = source.digest[:16]
    chosen = sticky_key(f"pos_label_{digest}_")  # dashboard.binary.sidebar's key, per label column
    for key, value in list(st.session_state.items()):
        if isinstance(key, str) and key.startswith(chosen) and value not in (AUTO, None):
            set_sticky(f"compare_binary_pos_{digest}_{key[len(chosen):]}", value)


def example_notice() -> None:
    """Above the page: which built-in example is shown, when it is one (nothing uploaded)."""
    if st.session_state.get(f"source_kind_{FAMILY}") != "example":
        return
    key = st.session_state.get(f"example_{FAMILY}")
    if key:
        st.info(t("compare_showing_example", title=t(f"example_{key}")),  # the catalog's title
                icon=":material/info:")
