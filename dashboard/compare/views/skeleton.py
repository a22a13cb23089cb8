"""The steps every comparison view shares, parametrised by what its task brings.

Loading is the same for every task: open the one or two files, choose the task's role columns
(label, true value, query...) and each model's column, pair the files with the task's evalcore pair
functions and build the task's dataset (once per file and choice, in one cache), then say in the
sidebar how the rows were paired and what was loaded. A view describes its task once as a :class:`CompareTask`; its
page body starts with :func:`show_notice` (ids left out when pairing by id).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

import streamlit as st

from dashboard.loading.keys import dataset_key
from dashboard.reporting.button import report_button
from dashboard.compare.views.mapping import (
    ComparedFiles,
    DatasetKey,
    model_columns,
    open_files,
    pair_files,
    role_column,
)
from dashboard.text.safe import escape_params
from dashboard.shell.source_file import SourceFile
from dashboard.shell.language import t
from dashboard.loading.byte_cache import byte_cached
from evalcore.api.settings import CompareSettings
from evalcore.compare.load import Pairing

CLI_SETTINGS = "compare_cli_settings"
"""Session key: the loaded comparison's ``python -m evalcore compare`` settings and model B's
file."""

ALIGNED_KEYS: Mapping[str, str] = MappingProxyType({
    "columns": "compare_aligned_columns", "id": "compare_aligned_id", "row": "compare_aligned_row"})
"""The sidebar caption saying how the rows were paired, by ``Pairing.aligned_by``."""


@dataclass(frozen=True, eq=False)
class ComparedDataset(DatasetKey):
    """What every view's dataset has: an id (for caches and widget keys), what A and B are, and
    the paired input, whose pairing fields say how the rows were paired. Each task's dataset adds
    its results and a ``task`` class attribute."""

    dataset_id: str
    names: tuple[str, str]
    pair: Pairing


@dataclass(frozen=True)
class Role:
    """A column the task maps besides the models' columns. ``role`` is evalcore's role name
    (``label``, ``true``, ``query``...; the pair functions take it as ``<role>_col``)."""

    role: str
    label_key: str
    """Catalog key of the sidebar label."""
    names: Sequence[str]
    """The column names it is detected by."""
    optional: bool = False


def _no_options(files: ComparedFiles, columns: tuple) -> dict[str, Any]:
    return {}


@dataclass(frozen=True, eq=False)
class CompareTask:
    """What one task plugs into the shared load steps."""

    name: str
    """The task (``compare_<name>`` prefixes its sidebar widgets' keys)."""
    roles: tuple[Role, ...]
    detect_model: Callable[..., str | None]
    """One model's column in a two-file comparison: ``(table, <role>_col=...)``, None when
    ambiguous (the user then picks it)."""
    model_label_keys: tuple[str, str]
    """Catalog keys of a model column's label: one file (``{model}``), two files (``{model}``,
    ``{name}``)."""
    pair_from_table: Callable[..., Pairing]
    """evalcore's pairing of one file holding both models."""
    pair_from_tables: Callable[..., Pairing]
    """evalcore's pairing of two files, one per model."""
    model_cols_arg: str
    """The pair functions' argument naming the models' columns (``score_cols``...)."""
    build: Callable[[Any, str], ComparedDataset]
    """``(pair, dataset id) → dataset``: everything the page draws from, computed once per pair
    (inside the comparison cache)."""
    summary: Callable[[Any], Sequence[str]]
    """The sidebar captions saying what was loaded."""
    aligned_keys: Mapping[str, str] = field(default_factory=lambda: ALIGNED_KEYS)
    """The caption saying how the rows were paired, by ``aligned_by``."""
    options: Callable[[ComparedFiles, tuple], dict[str, Any]] = _no_options
    """More choices drawn after the model columns (the positive class): keyword arguments of the
    pair functions."""

    def load(self, source_a: SourceFile, source_b: SourceFile | None) -> Any:
        """Draw the column mapping, compare once (cached) and caption the sidebar; raises
        EvalInputError."""
        files = open_files(source_a, source_b)
        columns = tuple(role_column(files, t(role.label_key), role.role, role.names,
                                    f"compare_{self.name}_{role.role}", optional=role.optional)
                        for role in self.roles)
        named = self.role_arguments(columns)
        model_cols = model_columns(
            files, exclude=columns, detect_one=lambda table: self.detect_model(table, **named),
            label_keys=self.model_label_keys, key=self.name)
        digests, names, data = files.cache_args
        options = self.options(files, columns)
        dataset = self.compare(digests, names, data, columns, model_cols, **options)
        st.session_state[CLI_SETTINGS] = (self.cli_settings(columns, model_cols, **options),
                                          source_b)
        st.sidebar.caption(t(self.aligned_keys[dataset.pair.aligned_by]))
        for caption in self.summary(dataset):
            st.sidebar.caption(caption)
        return dataset

    def compare(self, digests: tuple[str, ...], names: tuple[str, ...], data: tuple[bytes, ...],
                columns: tuple, model_cols: tuple[str | None, str | None], **options) -> Any:
        """Pair the files (raises EvalInputError) and build the dataset, once per file and
        choice."""
        return _cached_comparison(self.name, digests, names, tuple(columns), tuple(model_cols),
                                  tuple(sorted(options.items())), data, self)

    def cli_settings(self, columns: tuple, model_cols: tuple, **options: Any) -> CompareSettings:
        """This mapping as ``python -m evalcore compare``'s settings (the HTML report's)."""
        roles = {f"{role.role}_col": str(column)
                 for role, column in zip(self.roles, columns) if column}
        models = {self.model_cols_arg: tuple(map(str, model_cols))} if all(model_cols) else {}
        return CompareSettings(task=self.name, **roles, **models,
                               **{name: str(value) for name, value in options.items()
                                  if value is not None})

    def role_arguments(self, columns: tuple) -> dict[str, Any]:
        """The role columns as the pair functions' ``<role>_col`` arguments."""
        return {f"{role.role}_col": column for role, column in zip(self.roles, columns)}


@byte_cached
def _cached_comparison(name: str, digests: tuple[str, ...], names: tuple[str, ...],
                       columns: tuple, model_cols: tuple[str | None, str | None],
                       options: tuple[tuple[str, Any], ...], _data: tuple[bytes, ...],
                       _task: CompareTask) -> ComparedDataset:
    """Task ``name``'s dataset for these files and choices, in the byte-bounded cache (it holds
    both models' data)."""
    pair = pair_files(digests, names, _data, model_cols, from_table=_task.pair_from_table,
                      from_tables=_task.pair_from_tables, cols_arg=_task.model_cols_arg,
                      **_task.role_arguments(columns), **dict(options))
    return _task.build(pair, dataset_key(*digests, *columns, *model_cols))


def report_button_here(analysis: Any, **settings: Any) -> None:
    """The page's "Download report" for the loaded comparison's ``analysis`` value, with the
    view's own ``settings`` (the binary view's thresholds, the ranking view's metric and k). In
    one file the models keep their columns' names, as the command names them (the page shows
    the learners: ``A`` for ``score_A``)."""
    mapping, second = st.session_state.get(CLI_SETTINGS, (CompareSettings(), None))
    columns = mapping.score_cols or mapping.pred_cols
    if second is None and columns:
        analysis = replace(analysis, pair=replace(analysis.pair, names=columns))
    report_button("compare", replace(mapping, **settings), analysis, second=second)


def show_notice(pair: Pairing) -> None:
    """What pairing left out (ids in one file only), above the results; ids shown literally."""
    if pair.notice:
        st.info(t(pair.notice, **escape_params(pair.notice_params)))
