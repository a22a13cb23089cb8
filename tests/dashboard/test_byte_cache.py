"""dashboard.loading.byte_cache: entries measured in bytes (numpy's nbytes, pandas' deep memory
usage, shared buffers once) and evicted least recently used first beyond the budget."""

from __future__ import annotations

import gc
import sys
import weakref

import numpy as np
import pytest
import pandas as pd

from dashboard.loading import budgets
from dashboard.loading.byte_cache import (CACHE, ByteBoundedCache, OverBudget, byte_cached,
                                          measured_bytes)


def test_measured_bytes_counts_buffers_once_and_frames_deep():
    a = np.zeros(1000)  # 8,000 bytes
    frame = pd.DataFrame({"x": np.arange(100, dtype=np.int64), "s": ["ab"] * 100})
    assert measured_bytes(a) == 8000
    # a view of the same buffer adds nothing; a tuple of both adds only the tuple itself
    assert measured_bytes((a, a[::2])) == 8000 + sys.getsizeof((a, a))
    assert measured_bytes(frame) == frame.memory_usage(index=True, deep=True).sum()
    ids = np.array([["q1", "d1"], ["q1", "d22"]], dtype=object)  # 2-D object arrays too
    assert measured_bytes(ids) == ids.nbytes + sum(sys.getsizeof(x) for x in ids.ravel())


def test_arrays_in_the_cells_of_a_frame_count_with_their_data():
    import pyarrow as pa

    offsets = pa.array(np.linspace(0, 10**6, 11).astype(np.int32))  # 10 lists of 10⁵ zeros
    lists = pa.ListArray.from_arrays(offsets, pa.array(np.zeros(10**6, dtype=np.int64)))
    frame = pa.table({"label": pa.array(np.arange(10) % 2), "extra": lists}).to_pandas()
    assert frame["extra"].map(len).sum() == 10**6  # each cell a view of Arrow's 8 MB of values
    assert 8 * 10**6 <= measured_bytes(frame) <= 8 * 10**6 + 10_000
    assert 8 * 10**6 <= measured_bytes(frame["extra"]) <= 8 * 10**6 + 10_000
    cells = pd.DataFrame({"x": [np.ones(1000), [1.0] * 1000]})  # a copy in each: both count
    assert measured_bytes(cells) >= 8000 + 8000


def test_least_recently_used_is_evicted_first_by_bytes():
    cache = ByteBoundedCache(lambda: 25_000)
    computed = []

    def array(key, kb):
        return cache.get(key, lambda: computed.append(key) or np.zeros(kb * 125))  # kb × 1,000 B

    array("a", 10), array("b", 10)
    array("a", 10)  # a used again: b is now the least recent
    array("c", 10)  # 30,000 B > 25,000: b goes
    assert cache.keys() == ["a", "c"] and computed == ["a", "b", "c"]
    assert cache.total_bytes() == 20_000
    array("d", 24)  # 44,000 B: a goes, then c (d alone fits)
    assert cache.keys() == ["d"]
    array("e", 30)  # alone over the budget: kept (it is in use), d evicted
    assert cache.keys() == ["e"] and cache.total_bytes() == 30_000
    array("e", 30)
    assert computed == ["a", "b", "c", "d", "e"]  # a hit computes nothing


def test_decorated_function_keys_on_its_arguments_but_not_underscored(monkeypatch):
    calls = []

    @byte_cached
    def doubled(digest: str, scale: int, _data: bytes) -> np.ndarray:
        calls.append((digest, scale))
        return np.frombuffer(_data, dtype=np.uint8) * scale

    first = doubled("d1", 2, b"\x01\x02")
    assert doubled("d1", 2, b"ignored") is first  # _data is not part of the key
    assert doubled("d1", 3, b"\x01\x02").tolist() == [3, 6]
    assert calls == [("d1", 2), ("d1", 3)]
    monkeypatch.setattr(budgets, "MEMORY_BUDGET", 0)  # the setting applies at the next insertion
    doubled("d2", 1, b"\x05")
    assert [key[2:] for key in CACHE.keys() if key[1].endswith("doubled")] == [
        (("digest", "d2"), ("scale", 1))]


def test_a_reservation_evicts_older_entries_before_the_computation_allocates():
    cache = ByteBoundedCache(lambda: 25_000)
    cache.get("a", lambda: np.zeros(1250)), cache.get("b", lambda: np.zeros(1250))  # 10,000 B each
    with cache.reserve(12_000):  # 20,000 + 12,000 > 25,000: a, the least recent, goes first
        assert cache.keys() == ["b"] and cache.left() == 13_000
        with pytest.raises(OverBudget) as over:  # another load now sees 13,000 B left
            with cache.reserve(14_000):
                pass
        assert (over.value.needed, over.value.left, over.value.budget) == (14_000, 13_000, 25_000)
        cache.put("c", np.zeros(1000))  # 18,000 B beside the 12,000 reserved: b goes
        assert cache.keys() == ["c"]
    assert cache.left() == 25_000  # released when the block ends
    with pytest.raises(OverBudget):
        with cache.reserve(25_001):
            pass
    assert cache.keys() == ["c"] and cache.left() == 25_000  # a refusal evicts and holds nothing


def test_distinct_labels_are_held_in_the_byte_bounded_cache():
    from dashboard.binary.sidebar import cached_labels

    data = b"label,score\n" + b"".join(b"x" * 4000 + b"%d,0.5\n" % i for i in range(30)) + b"1,0.25\n"
    labels = cached_labels("digest-of-a-huge-label", "cell.csv", "label", data)
    assert sorted(labels) == sorted(["1", *("x" * 4000 + str(i) for i in range(30))])
    entries = {key: nbytes for key, (_, nbytes) in CACHE._entries.items()}
    key = next(k for k in entries if k[1] == "cached_labels" and k[2] == ("digest",
                                                                           "digest-of-a-huge-label"))
    assert entries[key] == measured_bytes(labels) > 100_000  # measured, so evicted by bytes


def test_an_evicted_value_that_only_a_cycle_holds_is_freed_at_once():
    class Load:  # like a refused load's traceback: it refers to itself
        def __init__(self):
            self.itself = self

    cache = ByteBoundedCache(lambda: 10_000)
    cache.put("load", Load())
    alive = weakref.ref(cache.get("load", Load))
    gc.disable()  # no collection by chance: the eviction's own must free it
    try:
        cache.put("next", np.zeros(1250))  # 10,000 B: the load is evicted
        assert alive() is None
    finally:
        gc.enable()
