"""The memory budget of one upload: the default is a share of the machine's memory (or the
container's limit), the estimate counts rows and columns as the parsed table has them (CSV and
Parquet) plus the text a file holds, and a file over what is left of the budget is refused with
a message in both languages while the last good data stays."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest

from dashboard.i18n import CATALOG
from dashboard.loading import budgets
from dashboard.loading.byte_cache import CACHE
from evalcore.io import read_table
from tests.app.helpers import input_errors, metric_values, open_app, top_of_page, upload


def _frame(rows: int) -> pd.DataFrame:
    rng = np.random.default_rng(0)
    return pd.DataFrame({"label": rng.integers(0, 2, rows), "score": rng.random(rows).round(3),
                         "weight": np.ones(rows)})


@pytest.mark.parametrize("kind", ["csv", "semicolon", "parquet"])
def test_estimate_is_rows_times_columns_of_the_parsed_table(kind):
    frame = _frame(250)
    buffer = io.BytesIO()
    if kind == "parquet":
        frame.to_parquet(buffer)
        name = "x.parquet"
    else:
        frame.to_csv(buffer, index=False, sep=";" if kind == "semicolon" else ",")
        name = "x.csv"
    data = buffer.getvalue()
    table = read_table(data, name)
    text = 0 if kind == "parquet" else budgets.TEXT_BYTES_PER_BYTE * len(data)  # as strings
    assert table.size == 750
    assert budgets.estimated_bytes(data, name) == 750 * 64 + text


def test_estimate_counts_the_whole_header_line_and_one_huge_cell():
    wide = ",".join(f"c{i}" for i in range(20_000)).encode()  # 128 KB: past the sniffed start
    data = wide + b"\n" + b",".join([b"1"] * 20_000) + b"\n"
    text = budgets.TEXT_BYTES_PER_BYTE  # per byte of the file
    assert budgets.estimated_bytes(data, "wide.csv") == 20_000 * 64 + text * len(data)
    cell = b"label,score\n" + b"x" * 10**6 + b",0.5\n1,0.25"  # a 1 MB label, no final newline
    assert budgets.estimated_bytes(cell, "cell.csv") == 2 * 2 * 64 + text * len(cell)


GIB = 2**30


@pytest.mark.parametrize("physical, limit, expected", [
    (8 * GIB, None, 2 * GIB),  # a teacher's 8 GB laptop: a quarter
    (24 * GIB, "max", 6 * GIB),  # cgroup v2 without a limit
    (64 * GIB, None, 8 * GIB),  # at most 8 GiB
    (64 * GIB, str(4 * GIB), 1 * GIB),  # a container limited to 4 GiB
])
def test_default_budget_is_a_quarter_of_the_machine_at_most_8_gib(
        monkeypatch, tmp_path, physical, limit, expected):
    pages = {"SC_PAGE_SIZE": 4096, "SC_PHYS_PAGES": physical // 4096}
    monkeypatch.setattr(budgets.os, "sysconf", pages.__getitem__)
    path = tmp_path / "memory.max"
    if limit is not None:
        path.write_text(limit + "\n")
    monkeypatch.setattr(budgets, "CGROUP_LIMITS", (str(path),))
    assert budgets.memory_budget({}) == expected
    assert budgets.memory_budget({budgets.MEMORY_BUDGET_ENV: "0.5"}) == GIB // 2  # the setting wins


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_file_over_the_budget_is_refused_and_the_last_good_stays(monkeypatch, lang):
    good = _frame(4).to_csv(index=False).encode()
    fits = 4 * 3 * 64 + budgets.TEXT_BYTES_PER_BYTE * len(good) + 100  # the good file fits,
    # the 40-row one does not
    monkeypatch.setenv(budgets.MEMORY_BUDGET_ENV, str(fits / 2**30))
    monkeypatch.setattr(budgets, "MEMORY_BUDGET", budgets.memory_budget())
    at = upload(open_app(lang=lang), "good.csv", good)
    before = metric_values(at)
    at = upload(at, "big.csv", _frame(40).to_csv(index=False).encode())
    errors = input_errors(at)
    assert errors and top_of_page(at).type == "error"
    head = CATALOG["upload_over_memory_budget"][lang].split("{")[0]
    assert errors[0].startswith(head) and "big.csv" in errors[0]
    assert budgets.MEMORY_BUDGET_ENV in errors[0]
    assert metric_values(at) == before


def test_a_file_over_what_other_loads_leave_is_refused(monkeypatch):
    monkeypatch.setattr(budgets, "MEMORY_BUDGET", 3 * GIB)
    at = open_app()
    with CACHE.reserve(2 * GIB):  # another session's load under way
        at = upload(at, "mid.csv", _frame(40).to_csv(index=False).encode() * 1)
        assert not input_errors(at)  # a small file still fits in the 1 GiB left
        monkeypatch.setattr(budgets, "estimated_bytes", lambda data, name: int(1.5 * GIB))
        at = upload(at, "big.csv", _frame(41).to_csv(index=False).encode())
    errors = input_errors(at)
    assert errors and "1.5 GiB" in errors[0] and "(1.0 GiB)" in errors[0] and "3.0 GiB" in errors[0]


@pytest.mark.parametrize("setting", ["abc", "-1", "0", "-0.0", "nan", "inf", "-inf", "1e400",
                                     "9" * 100_000, "17", "2 GiB"],
                         ids=lambda s: s if len(s) < 20 else f"{len(s)} digits")
def test_a_setting_that_is_no_budget_is_refused_in_one_line(monkeypatch, setting):
    """Text, zero or less, nan, infinities and more than the machine's memory (16 GiB here)."""
    pages = {"SC_PAGE_SIZE": 4096, "SC_PHYS_PAGES": 16 * GIB // 4096}
    monkeypatch.setattr(budgets.os, "sysconf", pages.__getitem__)
    monkeypatch.setattr(budgets, "CGROUP_LIMITS", ())
    with pytest.raises(budgets.MemoryBudgetSettingError) as raised:
        budgets.memory_budget({budgets.MEMORY_BUDGET_ENV: setting})
    message = str(raised.value)
    assert "\n" not in message and len(message) < 300
    assert message.startswith(f"{budgets.MEMORY_BUDGET_ENV}='{setting[:40]}")
    assert "16.0 GiB" in message


@pytest.mark.parametrize("setting, expected", [("16", 16 * GIB), (" 1.5 ", 3 * GIB // 2),
                                               ("1e-9", 1)])
def test_a_budget_up_to_the_machines_memory_is_taken(monkeypatch, setting, expected):
    pages = {"SC_PAGE_SIZE": 4096, "SC_PHYS_PAGES": 16 * GIB // 4096}
    monkeypatch.setattr(budgets.os, "sysconf", pages.__getitem__)
    monkeypatch.setattr(budgets, "CGROUP_LIMITS", ())
    assert budgets.memory_budget({budgets.MEMORY_BUDGET_ENV: setting}) == expected
