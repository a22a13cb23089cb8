"""The parsed table of a data source's file, parsed once per content digest and kept in the
byte-bounded cache every room shares."""

from __future__ import annotations

import pandas as pd

from dashboard.loading import budgets
from dashboard.loading.byte_cache import CACHE, OverBudget, byte_cached
from dashboard.shell.input_errors import SidebarChoiceError
from dashboard.shell.source_file import SourceFile
from evalcore import io


@byte_cached
def cached_table(digest: str, name: str, _data: bytes) -> pd.DataFrame:
    """The parsed file (parsed once per content digest), shared read-only: the byte-bounded cache
    returns the same DataFrame on every rerun (no pickled copy, none unpickled per rerun).
    Nothing writes to it (pandas' copy-on-write makes its ``to_numpy()`` views read-only). A file
    whose analysis would need more than is left of
    :data:`~dashboard.loading.budgets.MEMORY_BUDGET` (other files' loads under way hold their
    share) is refused before parsing; otherwise older entries make room for it first."""
    needed = budgets.estimated_bytes(_data, name)
    try:
        with CACHE.reserve(needed):
            return io.read_table(_data, name)
    except OverBudget as over:
        raise SidebarChoiceError("upload_over_memory_budget", name=name,
                                 needed=f"{over.needed / 2**30:.1f}",
                                 left=f"{over.left / 2**30:.1f}",
                                 budget=f"{over.budget / 2**30:.1f}",
                                 setting=budgets.MEMORY_BUDGET_ENV) from None


def source_table(source: SourceFile) -> pd.DataFrame:
    """:func:`cached_table` of ``source``'s file."""
    return cached_table(source.digest, source.name, source.data)
