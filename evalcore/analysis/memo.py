"""The answers an analysis value keeps for its control's recent values (a slider's stops): an
analysis is built once and shared, so its memo is bounded and safe to use from several threads."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Callable, Hashable, TypeVar

T = TypeVar("T")


class Memo:
    """The last ``size`` answers, least recently used evicted first."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[Hashable, object] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable, compute: Callable[[], T]) -> T:
        """The answer kept for ``key``, else ``compute()`` (outside the lock), kept."""
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
        value = compute()
        with self._lock:
            self._items[key] = value
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        return value
