"""The choices every k-model view shares: more models in the sidebar (one file's other columns,
or more files), the models' names as the page shows them, and the correction of the pairwise
p-values. Every model's column and name and the correction travel in the page's link
(``model_C``, ``name_C``, ``correction``...: :data:`dashboard.shell.links.PARAMS`)."""

from __future__ import annotations

from typing import Any, Sequence

import pandas as pd
import streamlit as st

from dashboard.compare.views.skeleton import CLI_SETTINGS
from dashboard.shell import links
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import set_sticky, sticky
from dashboard.shell.source_file import SourceFile
from dashboard.shell.sources import uploaded_files
from dashboard.shell.table_cache import cached_table
from dashboard.text.safe import md_shown
from evalcore.compare.multiple import CORRECTIONS

MORE_FILES = "compare_more"
"""The upload slot of the models' files beyond model B's (``upload_compare_more``)."""
NAME_CHARS = 60
"""A model's edited name is at most this long."""


def slot(i: int) -> str:
    """Model i's letter (A, B, C...) in widget keys and the link; past Z its number (such a
    model's settings stay out of the link)."""
    return links.MODELS[i] if i < len(links.MODELS) else str(i)


def more_models(source: SourceFile, task: str) -> list[str]:
    """The sidebar's choice of more model columns beside the two compared (one file only): the
    file's other numeric columns; a fresh session's link names them ``model_C``, ``model_D``..."""
    settings = st.session_state.get(CLI_SETTINGS, (None,))[0]
    compared = None if settings is None else settings.score_cols or settings.pred_cols
    if not compared:
        return []
    table = cached_table(source.digest, source.name, source.data)
    taken = {settings.label_col, settings.true_col, *compared}
    offered = [str(c) for c in table.columns
               if str(c) not in taken and pd.api.types.is_numeric_dtype(table[c])
               and not is_role(str(c))]
    if not offered:
        return []
    key = f"many_more_{source.digest[:16]}" if task == "binary" else \
        f"many_more_{task}_{source.digest[:16]}"
    return linked_more(st.sidebar.multiselect, t("many_more_models"), offered, key=key)


def linked_more(widget, label: str, offered: Sequence[str], *, key: str) -> list[str]:
    """The sidebar's multiselect (``widget``) of more models among the ``offered`` columns: a
    fresh session's link chooses them (``model_C``, ``model_D``...), and the choice goes back
    into the link."""
    linked = linked_columns(offered)
    if linked:
        set_sticky(key, linked)
    chosen = sticky(widget, label, options=offered, default=[],
                    help=t("many_more_models_help"), key=key)
    for i, column in enumerate(chosen[:len(links.MODELS) - 2]):
        links.publish_param(f"model_{links.MODELS[i + 2]}", column)
    return chosen


def linked_columns(offered: Sequence[str]) -> list[str]:
    """The columns a fresh session's link names as models C, D... (in that order), each checked
    against the file's ``offered`` columns (one it lacks: a notice, and it is left out)."""
    found = []
    for model in links.MODELS[2:]:
        name = f"model_{model}"
        text = links.offered(name)
        if text is None:
            continue
        if text in offered and text not in found:
            found.append(text)
            continue
        listed = [md_shown(c) for c in offered[:links.CHOICES_SHOWN]]
        links.notify("link_bad_choice", name=name, value=md_shown(text),
                     choices=", ".join(listed + ["…"] * (len(offered) > links.CHOICES_SHOWN)))
    return found


def is_role(column: str) -> bool:
    """Ids and folds are never a model."""
    from evalcore.compare.load import is_id_like
    from evalcore.io import normalize_name
    from evalcore.io.vocabulary import FOLD_NAMES

    return is_id_like(column) or normalize_name(column) in {normalize_name(n) for n in FOLD_NAMES}


def more_files() -> tuple[SourceFile, ...]:
    """The sidebar's uploader of more models' files, one model each, beyond model B's."""
    files = uploaded_files(MORE_FILES, t("many_more_files"))
    if not files:
        st.sidebar.caption(t("many_more_files_help"))
    return files


def model_names(dataset: Any) -> list[str]:
    """The models' names as the page shows them: each column's (or file's), unless edited. An
    edited one goes into the link (an unedited one need not: the model's column says it). A name
    another model already has (two files of one name, an edit) gets the model's letter, and the
    page says so: every table and legend needs each model's own name."""
    names: list[str] = []
    with st.expander(t("many_names")):
        for i, name in enumerate(dataset.names):
            key = f"many_name_{slot(i)}_{dataset.key}"
            edited = sticky(st.text_input, t("many_name_of", column=md_shown(name)), value=name,
                            key=key, max_chars=NAME_CHARS)
            if edited == name:
                links.publish(key, None)
            shown = edited.strip() or name
            if shown in names:
                unique = f"{shown} ({slot(i)})"
                st.caption(t("many_name_taken", name=md_shown(shown), shown=md_shown(unique)))
                shown = unique
            names.append(shown)
    return names


def correction_choice(dataset: Any) -> str:
    """The correction of each measure's pairwise p-values (Holm by default)."""
    return sticky(st.radio, t("many_correction"), options=CORRECTIONS,
                  format_func=option_labels("many_correction_"), horizontal=True,
                  key=f"many_correction_{dataset.key}", help=t("many_correction_help"))
