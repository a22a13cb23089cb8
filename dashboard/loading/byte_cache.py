"""The caches of parsed files and their analyses, bounded in bytes.

Streamlit's caches are bounded per entry (``max_entries``), so four 10⁷-row tables and eight of
their analyses could hold several GB. Here every cached value is measured (:func:`measured_bytes`)
and the least recently used entries are evicted until all of them together fit in
:data:`~dashboard.loading.budgets.MEMORY_BUDGET` (one setting, ``EVAL_MEMORY_BUDGET_GB``). Like
``st.cache_resource`` the cache is shared by every session, returns the same object on every call
(nothing may write to it), keeps no exceptions, and leaves arguments named ``_x`` out of the key.

Every value computed from a user's data is kept here, the analyses and figures' data derived from
a table as well as the table: Streamlit's own caches, bounded by entries only, keep values of
settings and built-in data alone. So the budget bounds all of them, and once the cache is emptied
nothing holds a closed session's data.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pandas as pd
from pandas.api.types import infer_dtype

from dashboard.loading import budgets, heap

heap.configure()  # the server's freed tables go back to the system (see dashboard.loading.heap)


def measured_bytes(value: Any) -> int:
    """The bytes ``value`` holds: numpy buffers (each counted once, views by their base), pandas
    frames and series (deep, with the data of arrays and lists in object cells), and the fields
    of dataclasses, tuples, lists and dicts."""
    seen: set[int] = set()

    def size(item: Any) -> int:
        if isinstance(item, np.ndarray):
            base = item
            while isinstance(base.base, np.ndarray):
                base = base.base
            if id(base) in seen:
                return 0
            seen.add(id(base))
            if base.dtype != object:
                return base.nbytes
            return base.nbytes + sum(map(sys.getsizeof, base.ravel()))  # the objects pointed to
        if isinstance(item, (pd.DataFrame, pd.Series)):
            if id(item) in seen:
                return 0
            seen.add(id(item))
            frame = item.to_frame() if isinstance(item, pd.Series) else item
            total = int(frame.index.memory_usage(deep=True))
            for _, column in frame.items():
                if column.dtype == object and infer_dtype(column, skipna=True) == "mixed":
                    # arrays or lists in cells (a Parquet list column): pandas counts only
                    # their headers, so each is measured with its data
                    total += column.memory_usage(index=False) + sum(map(size, column))
                else:
                    total += column.memory_usage(index=False, deep=True)
            return total
        if dataclasses.is_dataclass(item) and not isinstance(item, type):
            return sys.getsizeof(item) + sum(size(getattr(item, f.name))
                                             for f in dataclasses.fields(item))
        if isinstance(item, (tuple, list, set, frozenset)):
            return sys.getsizeof(item) + sum(size(x) for x in item)
        if isinstance(item, dict):
            return sys.getsizeof(item) + sum(size(k) + size(v) for k, v in item.items())
        return sys.getsizeof(item)

    return size(value)


class ByteBoundedCache:
    """Values by key, least recently used first out once their measured bytes exceed the budget.

    ``budget`` is read on every insertion (a callable), so a changed setting applies at once. The
    newest entry is kept even when it alone exceeds the budget (it is in use); every older one is
    then evicted. Each key is computed once at a time (other sessions asking for it wait). A
    computation may first :meth:`reserve` the bytes it will need: older entries make room for
    it before it allocates, and other computations meanwhile see that much less left.
    """

    def __init__(self, budget: Callable[[], int]):
        self._budget = budget
        self._entries: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        self._lock = threading.Lock()
        self._computing: dict[Hashable, threading.Lock] = {}
        self._reserved: dict[int, int] = {}  # bytes held by computations under way, by token

    def left(self) -> int:
        """The bytes of the budget not reserved by computations under way (cached entries are
        evicted to make room, so they do not count)."""
        with self._lock:
            return self._budget() - sum(self._reserved.values())

    @contextmanager
    def reserve(self, nbytes: int) -> Iterator[None]:
        """Hold ``nbytes`` of the budget while the block computes a value: the least recently
        used entries are evicted until they fit beside it and every other reservation. Raises
        :class:`OverBudget` (nothing reserved) when ``nbytes`` exceeds what is :meth:`left`."""
        token = object()
        with self._lock:
            left = self._budget() - sum(self._reserved.values())
            if nbytes > left:
                raise OverBudget(nbytes, left, self._budget())
            self._reserved[id(token)] = nbytes
            evicted = self._evict(keep=0)
        if evicted:
            heap.release()
        try:
            yield
        finally:
            with self._lock:
                del self._reserved[id(token)]

    def get(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        """The value cached under ``key``, computed by ``compute()`` when absent."""
        with self._lock:
            if key in self._entries:
                self._entries.move_to_end(key)
                return self._entries[key][0]
            key_lock = self._computing.setdefault(key, threading.Lock())
        with key_lock:
            with self._lock:
                if key in self._entries:  # computed by another session meanwhile
                    self._entries.move_to_end(key)
                    return self._entries[key][0]
            try:
                value = compute()
            finally:
                with self._lock:
                    self._computing.pop(key, None)
            self.put(key, value)
            return value

    def put(self, key: Hashable, value: Any) -> None:
        """Keep ``value`` under ``key`` as the most recent entry and evict beyond the budget."""
        nbytes = measured_bytes(value)
        with self._lock:
            self._entries[key] = (value, nbytes)
            self._entries.move_to_end(key)
            evicted = self._evict(keep=1)
        if evicted:
            heap.release()

    def _evict(self, keep: int) -> int:
        """Evict the least recently used entries, all but the newest ``keep``, until the entries
        and the reservations fit in the budget (the lock held); how many were evicted."""
        room = self._budget() - sum(self._reserved.values())
        evicted = 0
        while len(self._entries) > keep and self.total_bytes() > room:
            self._entries.popitem(last=False)
            evicted += 1
        return evicted

    def total_bytes(self) -> int:
        """The measured bytes of every entry."""
        return sum(nbytes for _, nbytes in self._entries.values())

    def keys(self) -> list[Hashable]:
        """The keys, least recently used first."""
        with self._lock:
            return list(self._entries)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


class OverBudget(Exception):
    """A computation needs more bytes than are left of the cache's budget."""

    def __init__(self, needed: int, left: int, budget: int):
        super().__init__(f"needs {needed} bytes, {left} of {budget} left")
        self.needed, self.left, self.budget = needed, left, budget


CACHE = ByteBoundedCache(lambda: budgets.MEMORY_BUDGET)
"""The one cache of every family's parsed table and analysis, shared by all sessions."""


def byte_cached(func: Callable) -> Callable:
    """``func`` cached in :data:`CACHE`, keyed by its name and its arguments except those whose
    names start with ``_`` (as ``st.cache_resource`` does)."""
    signature = inspect.signature(func)

    @functools.wraps(func)
    def cached(*args, **kwargs):
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        key = (func.__module__, func.__qualname__,
               *((name, value) for name, value in bound.arguments.items()
                 if not name.startswith("_")))
        return CACHE.get(key, lambda: func(*args, **kwargs))

    return cached
