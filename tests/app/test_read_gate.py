"""AppTest: Parquet columns no task can read (bytes as labels, lists as segments) get their
message in the user's language where they look, instead of the generic error, and the last good
data stays."""

from __future__ import annotations

import io

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from dashboard.i18n import translate
from tests.app.helpers import assert_bad_upload_keeps_last_good, csv_bytes, open_app, upload

RISK = "app_pages/risk.py"


def parquet(columns: dict) -> bytes:
    buffer = io.BytesIO()
    pq.write_table(pa.table(columns), buffer)
    return buffer.getvalue()


def _columns(n: int = 40) -> dict:
    rng = np.random.default_rng(3)
    labels = np.arange(n) % 2
    return {"label": labels, "score": np.clip(0.3 + 0.4 * labels + rng.normal(0, 0.2, n), 0, 1)}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_bytes_label_column_is_named_as_bytes_and_the_last_good_stays(lang):
    import pandas as pd

    good = pd.DataFrame(_columns())
    at = upload(open_app(lang=lang), "good.csv", csv_bytes(good))
    labels = pa.array([b"yes" if y else b"no" for y in good["label"]], pa.binary())
    data = parquet({"label": labels, "score": good["score"]})
    message = translate("io_bytes_values", lang, column="label", example="b'no'")
    assert_bad_upload_keeps_last_good(at, data, message.replace("\\", ""))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_list_segment_column_is_named_as_lists_on_the_risk_page(lang):
    columns = _columns()
    columns["segment"] = pa.array([[f"g{i % 3}"] for i in range(40)], pa.list_(pa.string()))
    at = upload(open_app(RISK, lang=lang), "segments.parquet", parquet(columns))
    assert not at.exception
    assert next(s for s in at.selectbox if s.key.startswith("risk_segment_")).value == "segment"
    expected = translate("io_nested_values", lang, column="segment", example="['g0']")
    assert [e.value.replace("\\", "") for e in at.main.error] == [expected]  # shown as text
    assert at.metric  # the rest of the page stays


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_small_parquet_file_that_decodes_past_the_budget_is_refused_before_reading(
        monkeypatch, lang):
    """The issue's dictionary category (here 20 MB, in a file of 1 MB) against a 64 MiB budget:
    refused from the footer's sizes, before a byte of it is decoded."""
    from dashboard.i18n import CATALOG
    from dashboard.loading import budgets
    from tests.app.helpers import input_errors, top_of_page

    monkeypatch.setattr(budgets, "MEMORY_BUDGET", 64 * 2**20)
    label = pa.DictionaryArray.from_arrays(pa.array([0, 1] * 500, pa.int32()),
                                           pa.array(["B", "A" * (20 << 20)]))
    data = parquet({"label": label, "score": np.linspace(0, 1, 1000)})
    assert len(data) < 2**20
    at = upload(open_app(lang=lang), "category.parquet", data)
    errors = input_errors(at)
    head = CATALOG["upload_over_memory_budget"][lang].split("{")[0]
    assert len(errors) == 1 and errors[0].startswith(head) and "category.parquet" in errors[0]
    assert top_of_page(at).type == "error"
