"""Sidebar data source: a built-in example, an uploaded file or (on the user's own machine) a
local dataset reduced by DuckDB (:mod:`dashboard.shell.local_source`), one choice per family.

The file's bytes are kept in session state with their SHA-256 digest, which keys every cache
downstream (parse once, sweep once). An upload survives page switches: the uploader's ``on_change``
callback copies it into session state, since Streamlit forgets the widget's file when the widget is
not on the page. A link carries the example's key (``example=``) but only an upload's name
(``upload=``): a fresh session opening it says the file is missing and opens on the default
example; the link's settings apply once the file of that name is uploaded
(:func:`dashboard.shell.links.upload_arrived`).
"""

from __future__ import annotations

import streamlit as st

from evalcore.view.formatting import format_size
from dashboard.text.safe import md_shown
from evalcore.view.text import shown_text
from dashboard.shell import links
from dashboard.shell.language import option_labels, t
from dashboard.shell.local_source import local_dataset, local_datasets_enabled
from dashboard.shell.session import sticky
from dashboard.shell.source_file import SourceFile
from evalcore.examples import Example, examples_for

UPLOAD_TYPES = ["csv", "tsv", "txt", "tab", "psv", "parquet", "pq"]

#: Which example tasks each task family offers (the family decides which pages share the file).
FAMILY_TASKS = {
    "classification": ("binary", "multiclass"),
    "regression": ("regression",),
    "ranking": ("ranking",),
    "compare": ("compare",),
    "folds": ("folds",),
}


@st.cache_resource(max_entries=32, show_spinner=False)
def _example_file(key: str) -> SourceFile:
    """Build a built-in example once per server process (deterministic, so shared safely)."""
    example = next(e for tasks in FAMILY_TASKS.values() for task in tasks
                   for e in examples_for(task) if e.key == key)
    return SourceFile.of(example.filename, example.build())


def _family_examples(family: str) -> list[Example]:
    return [e for task in FAMILY_TASKS[family] for e in examples_for(task)]


LATEST_UPLOAD = "latest_upload"
"""Session-state key: ``(number, slot)`` of the session's newest upload, on any page (numbered
from 1), so that a page of another family can start from it (:func:`latest_upload`)."""


def _remember_upload(slot: str) -> None:
    uploaded = st.session_state.get(f"upload_{slot}")
    name = None if uploaded is None else uploaded_name(uploaded.name)
    keep_upload(slot, None if uploaded is None else SourceFile.of(name, uploaded.getvalue()))
    if uploaded is not None:
        number = st.session_state.get(LATEST_UPLOAD, (0, None))[0] + 1
        st.session_state[LATEST_UPLOAD] = (number, slot)
        links.upload_arrived(shown_text(name))  # a link's file: its settings apply


def uploaded_name(sent: str) -> str:
    """The name of the user's file as the browser sent it, with its ``"`` given back: the HTML
    standard's multipart/form-data encoding writes a ``"`` in a file name as ``%22`` (and a line
    break as ``%0A``/``%0D``, left as sent: no dataset is named so), so the report's "Reproduce
    with" line names the file the user has."""
    return sent.replace("%22", '"')


def keep_upload(slot: str, source: SourceFile | tuple[SourceFile, ...] | None) -> None:
    """Make ``source`` the file (a tuple: the files) of upload ``slot`` (None: no file), as if the
    user uploaded it."""
    if source is None:
        st.session_state.pop(f"uploaded_{slot}", None)
    else:
        st.session_state[f"uploaded_{slot}"] = source


def latest_upload() -> tuple[int, str, SourceFile] | None:
    """``(number, slot, file)`` of the session's newest upload while its slot still holds it
    (numbers grow with every upload); None before any."""
    number, slot = st.session_state.get(LATEST_UPLOAD, (0, None))
    kept = st.session_state.get(f"uploaded_{slot}") if slot is not None else None
    return None if kept is None else (number, slot, kept)


def data_source(family: str) -> SourceFile | None:
    """Draw the data-source controls in the sidebar and return the chosen file.

    Returns ``None`` only when "upload" is chosen and nothing has been uploaded yet.
    """
    examples = _family_examples(family)
    kinds = ["example", "upload"] if examples else ["upload"]
    named = links.offered(links.UPLOAD)
    kept = st.session_state.get(f"uploaded_{family}")
    if named is not None and (kept is None or shown_text(kept.name) != named):
        links.defer_to_upload(named)  # a fresh session has no uploads
    if local_datasets_enabled(family):
        kinds.append("local")
    kind = sticky(st.sidebar.radio, t("source_label"), options=kinds,
                  format_func=option_labels("source_"), key=f"source_kind_{family}",
                  horizontal=True)
    if kind == "example":
        key = sticky(st.sidebar.selectbox, t("example_label"),
                     options=[e.key for e in examples], format_func=option_labels("example_"),
                     key=f"example_{family}")
        links.publish_param(links.UPLOAD, None)
        return _example_file(key)
    links.publish(f"example_{family}", None)
    if kind == "local":
        links.publish_param(links.UPLOAD, None)
        return local_dataset(family)
    source = uploaded_file(family, t("upload_label"))
    links.publish_param(links.UPLOAD, None if source is None else shown_text(source.name))
    return source


def uploaded_file(slot: str, label: str, *, state_limit: bool = True) -> SourceFile | None:
    """A sidebar uploader whose file is kept under ``slot`` (``upload_<slot>`` is the widget key)
    across page switches; None until a file is uploaded. The widget forgets its file when its
    page is left, so the kept file is named with its size under it ("In use: …"); the size limit
    is stated under it unless ``state_limit`` is False (a second uploader under a first)."""
    limit = st.get_option("server.maxUploadSize")
    st.sidebar.file_uploader(
        label, type=UPLOAD_TYPES, key=f"upload_{slot}",
        help=t("upload_help"), on_change=_remember_upload, args=(slot,),
    )
    if state_limit:
        st.sidebar.caption(t("upload_limit", limit=limit))
    kept = st.session_state.get(f"uploaded_{slot}")
    if kept is not None and st.session_state.get(f"upload_{slot}") is None:
        st.sidebar.caption(t("upload_in_use", name=md_shown(kept.name),
                             size=format_size(len(kept.data))))
    return kept


def uploaded_files(slot: str, label: str) -> tuple[SourceFile, ...]:
    """A sidebar uploader of several files kept under ``slot`` (``upload_<slot>`` is the widget
    key) across page switches, as :func:`uploaded_file` keeps one; () until one is uploaded."""
    st.sidebar.file_uploader(label, type=UPLOAD_TYPES, key=f"upload_{slot}",
                             accept_multiple_files=True, help=t("upload_help"),
                             on_change=_remember_uploads, args=(slot,))
    kept = st.session_state.get(f"uploaded_{slot}", ())
    if kept and not st.session_state.get(f"upload_{slot}"):
        st.sidebar.caption(t("upload_in_use", name=", ".join(md_shown(k.name) for k in kept),
                             size=format_size(sum(len(k.data) for k in kept))))
    return kept


def _remember_uploads(slot: str) -> None:
    files = st.session_state.get(f"upload_{slot}") or []
    keep_upload(slot, tuple(SourceFile.of(uploaded_name(f.name), f.getvalue()) for f in files)
                or None)
