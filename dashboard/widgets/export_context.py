"""What the running page is showing, for the files a user downloads from it (CSV tables, figure
images): the data set's file name, the page and, on the threshold pages, the threshold. Read from
session state, so that every table and figure gets it without the page passing it along."""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from dashboard.i18n import CATALOG
from dashboard.shell import guard, routes
from dashboard.shell.language import lang, t
from dashboard.shell.session import BETA, THRESHOLD
from dashboard.shell.state import loaded, sticky_key
from evalcore.view.export_names import export_stem

THRESHOLD_PAGES = {"confusion": THRESHOLD, "roc_pr": THRESHOLD, "cost_curve": THRESHOLD,
                   "folds": THRESHOLD + "_folds"}
"""Pages whose tables and figures depend on a threshold on binary data → its session-state key
(the shared one; the Folds page keeps its own)."""
MODEL_B_FILE = "uploaded_compare_b"
"""Session key of the Comparison page's second upload (model B's file), when there is one."""
COMPARED_THRESHOLDS = "export_compared_thresholds"
"""Session key: (data set id, (model names), (thresholds)) of the binary comparison's last
operating point, set by its view, so that every table of the Comparison page names both."""


@dataclass(frozen=True)
class ExportContext:
    """The data set (file name), the page (url path) and the threshold (None where it does not
    apply), and the settings written at the top of a downloaded table."""

    data_name: str
    page: str
    threshold: float | None
    settings: tuple[tuple[str, object], ...]

    def stem(self, *details: object) -> str:
        """The file name without extension (:func:`~evalcore.view.export_names.export_stem`)."""
        return export_stem(self.data_name, self.page, *details, threshold=self.threshold)


def current_page() -> str:
    """The running page's url path; the default page's is empty, so it is named by its entry in
    app.py's page list (the first); "page" outside the app."""
    state = st.session_state
    return state.get(guard.PAGE) or next(iter(state.get(routes.ROUTES, {})), "page")


def export_context() -> ExportContext:
    """The running page's :class:`ExportContext` (the family's current data set)."""
    state = st.session_state
    page = current_page()
    kept = loaded(state.get(guard.FAMILY))
    data_name = kept.file_name if kept is not None else ""
    binary = kept is not None and (hasattr(kept.dataset, "sweep")
                                   or getattr(kept.dataset, "task", None) == "binary")
    threshold = state.get(THRESHOLD_PAGES[page]) if binary and page in THRESHOLD_PAGES else None
    settings: list[tuple[str, object]] = [(t("export_data_set"), data_name),
                                          (t("export_page"), _page_title(page)),
                                          (t("export_language"), lang())]
    if threshold is not None:
        settings.append((t("export_threshold"), threshold))
        if page == "confusion" and sticky_key(BETA) in state:
            settings.append((t("export_beta"), state[sticky_key(BETA)]))
    if page == "comparison":
        settings.extend(_compared(kept))
    return ExportContext(data_name, page, threshold, tuple(settings))


def _compared(kept) -> list[tuple[str, object]]:
    """The Comparison page's model B file (two uploads) and both models' thresholds (binary)."""
    state = st.session_state
    pairs: list[tuple[str, object]] = []
    second = state.get(MODEL_B_FILE)
    if second is not None and state.get("source_kind_compare") == "upload":
        pairs.append((t("export_data_set_b"), second.name))
    shown = state.get(COMPARED_THRESHOLDS)
    if kept is not None and shown is not None and shown[0] == kept.dataset.dataset_id:
        pairs.extend((t("export_threshold_of", name=name), value)
                     for name, value in zip(*shown[1:]))
    return pairs


def _page_title(page: str) -> str:
    """The page's title in the user's language (its url path when run outside the app)."""
    return t(f"page_{page}") if f"page_{page}" in CATALOG else page
