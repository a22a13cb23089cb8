"""The memory budget of one upload: the estimate counts rows and columns as the parsed table has
them (CSV and Parquet), and a file over the budget is refused with a message in both languages
while the last good data stays."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest

from dashboard.i18n import CATALOG
from dashboard.widgets import budgets
from evalcore.io import read_table
from tests.app.helpers import input_errors, metric_values, open_app, upload


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
    assert budgets.estimated_bytes(data, name) == table.size * budgets.BYTES_PER_CELL == 750 * 64


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_file_over_the_budget_is_refused_and_the_last_good_stays(monkeypatch, lang):
    good = _frame(4).to_csv(index=False).encode()
    monkeypatch.setattr(budgets, "MEMORY_BUDGET", 4 * 3 * 64 + 100)  # the good file fits
    at = upload(open_app(lang=lang), "good.csv", good)
    before = metric_values(at)
    at = upload(at, "big.csv", _frame(40).to_csv(index=False).encode())
    errors = input_errors(at)
    assert errors and at.main[0].type == "error"
    head = CATALOG["upload_over_memory_budget"][lang].split("{")[0]
    assert errors[0].startswith(head) and "big.csv" in errors[0]
    assert budgets.MEMORY_BUDGET_ENV in errors[0]
    assert metric_values(at) == before
