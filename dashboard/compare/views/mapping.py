"""The sidebar's column mapping and the pairing step, shared by every comparison view.

One file: both models' columns come from it, defaulting to the detected pair (score_A/score_B,
pred_ridge/pred_tree...). Two files: one column from each file, defaulting to what
``detect_one(table)`` finds there. A detection that fails leaves the choice to the user.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pandas as pd
import streamlit as st

from dashboard.shell.table_cache import cached_table
from dashboard.widgets.column_choice import column_choice
from dashboard.text.safe import md_shown
from dashboard.shell.source_file import SourceFile
from dashboard.shell.language import t
from evalcore import io
from evalcore.compare import detect_score_pair
from evalcore.errors import EvalInputError

_WORDS = re.compile(r"[\s_\-.]+")
"""What separates the words of a column name (as :func:`evalcore.compare.load.detect_score_pair`
reads them)."""


class DatasetKey:
    """Mixin for a dataset with a ``dataset_id``: a short widget-key suffix derived from it."""

    dataset_id: str

    @property
    def key(self) -> str:
        """A short widget-key suffix for this dataset."""
        return hashlib.sha256(self.dataset_id.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class ComparedFiles:
    """The comparison's one or two files, parsed once (cached by content)."""

    sources: tuple[SourceFile, ...]
    tables: tuple[pd.DataFrame, ...]

    @property
    def key(self) -> str:
        """A widget-key suffix naming these files' contents."""
        return "_".join(s.digest[:16] for s in self.sources)

    @property
    def columns(self) -> list[str]:
        """The first file's column names, as text."""
        return [str(c) for c in self.tables[0].columns]

    @property
    def cache_args(self) -> tuple[tuple[str, ...], tuple[str, ...], tuple[bytes, ...]]:
        """``(digests, names, data)``: what the comparison cache takes (hashable, then bytes)."""
        return (tuple(s.digest for s in self.sources), tuple(s.name for s in self.sources),
                tuple(s.data for s in self.sources))


def open_files(source_a: SourceFile, source_b: SourceFile | None) -> ComparedFiles:
    """Parse the files and start the sidebar's column section."""
    sources = (source_a,) if source_b is None else (source_a, source_b)
    st.sidebar.subheader(t("columns_header"))
    return ComparedFiles(sources, tuple(cached_table(s.digest, s.name, s.data) for s in sources))


def role_column(files: ComparedFiles, label: str, role: str, names: Sequence[str], key: str, *,
                optional: bool = False) -> str | None:
    """The column for one role (label, true value, query...), defaulting to the detected one."""
    detected = io.resolve_column(files.tables[0], role, names, required=False)
    return column_choice(label, files.columns, detected, f"{key}_{files.key}", optional=optional)


def detected_pair(table: pd.DataFrame, exclude: Sequence[str | bool | None]
                  ) -> tuple[str | None, str | None]:
    """The detected pair of model columns, or nothing (the user then picks both)."""
    try:
        return detect_score_pair(table, exclude=tuple(exclude))
    except EvalInputError:
        return None, None


def model_columns(files: ComparedFiles, *, exclude: Sequence[str | bool | None],
                  detect_one: Callable[[pd.DataFrame], str | None], label_keys: tuple[str, str],
                  key: str) -> tuple[str | None, str | None]:
    """Model A's and B's column; ``label_keys`` are the catalog keys of the one-file label
    (``{model}``) and the two-file label (``{model}``, ``{name}``: the file); ``key`` is the
    task (:func:`model_column_key`)."""
    if len(files.tables) == 1:
        choices = [(t(label_keys[0], model=m), files.columns, d)
                   for m, d in zip("AB", detected_pair(files.tables[0], exclude))]
    else:
        choices = [(t(label_keys[1], model=m, name=md_shown(s.name)),
                    [str(c) for c in table.columns], detect_one(table))
                   for m, s, table in zip("AB", files.sources, files.tables)]
    return tuple(column_choice(label, options, detected, model_column_key(model, key, files.key))
                 for model, (label, options, detected) in zip("AB", choices))


def model_column_key(model: str, task: str, files_key: str) -> str:
    """The widget key of model ``model``'s (A, B, C...) column choice in ``task``'s mapping of
    the files ``files_key``: its prefix binds it to the link's ``model_<model>``
    (:data:`dashboard.shell.links.PARAMS`)."""
    return f"compare_model_{model}_{task}_{files_key}"


def pair_files(digests: tuple[str, ...], names: tuple[str, ...], data: tuple[bytes, ...],
               model_cols: tuple[str | None, str | None], *, from_table: Callable,
               from_tables: Callable, cols_arg: str, **options):
    """Pair the two models' outputs: ``from_table`` on one file (the chosen columns, or its
    detected pair while either choice is unset), ``from_tables`` on two (raises
    EvalInputError)."""
    tables = [cached_table(d, n, b) for d, n, b in zip(digests, names, data)]
    if len(tables) == 1:
        chosen = model_cols if None not in model_cols else None
        pair = from_table(tables[0], **{cols_arg: chosen}, **options)
        return replace(pair, names=model_names(pair.names))
    return from_tables(*tables, names=names, **{cols_arg: model_cols}, **options)


def model_names(columns: tuple[str, str]) -> tuple[str, str]:
    """The two models as the page names them: columns that differ only in their last or only in
    their first word (``score_A`` / ``score_B``, ``ridge_pred`` / ``tree_pred``) by that word
    (A / B, ridge / tree: the learners, not the columns); any other pair by the columns."""
    words = [_WORDS.split(str(column).strip()) for column in columns]
    if all(len(w) > 1 for w in words):
        keys = [[part.casefold() for part in w] for w in words]
        for differing, rest in ((-1, slice(None, -1)), (0, slice(1, None))):
            if keys[0][rest] == keys[1][rest] and keys[0][differing] != keys[1][differing]:
                return words[0][differing], words[1][differing]
    return columns
