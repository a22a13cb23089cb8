"""AppTest: the Regression page on a local dataset (DuckDB, files under EVALCORE_DATA_ROOT),
Parquet and CSV, in both languages: the metric table, the tolerance's share and count, the REC
curve and the scatter equal the page on the same rows uploaded; bad paths and columns keep the
last good dataset."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dashboard.i18n import CATALOG
from tests.app.helpers import (csv_bytes, evaluate_local, metric_values, open_app, plotly_array,
                               plotly_figures, upload)

PAGE = "app_pages/regression.py"


def _frame(n=1500):
    rng = np.random.default_rng(6)
    y = np.round(rng.normal(20, 5, n), 2)
    return pd.DataFrame({"y_true": y, "y_pred": np.round(y + rng.normal(0, 2, n), 2)})


def _tolerance(at, value: float):
    [n for n in at.number_input if n.key.endswith("_number")][0].set_value(value).run()
    assert not at.exception, at.exception
    return at


def _shown(at, lang):
    """What the page shows: the metric table, the tolerance's metrics, the REC curve's points and
    the scatter's points outside ±ε."""
    scatter, _, rec, histogram, _ = plotly_figures(at)
    curve = rec["data"][0]  # the step curve, then the current ε
    outside = next(tr for tr in scatter["data"] if tr["name"] == CATALOG["regression_outside_points"][lang])
    return (at.table[0].value.iloc[:, 1].tolist(), metric_values(at),
            plotly_array(curve["x"]), plotly_array(curve["y"]),
            sorted(plotly_array(outside["x"])), plotly_array(histogram["data"][0]["y"]))


@pytest.mark.parametrize("lang, kind", [("en", "parquet"), ("zh", "csv")])
def test_local_dataset_shows_what_the_upload_shows(monkeypatch, tmp_path, lang, kind):
    monkeypatch.setenv("EVALCORE_DATA_ROOT", str(tmp_path))
    frame = _frame()
    if kind == "parquet":
        frame.to_parquet(tmp_path / "reg.parquet")
        pattern = str(tmp_path / "reg.parquet")
    else:
        frame.iloc[:700].to_csv(tmp_path / "a.csv", index=False)
        frame.iloc[700:].to_csv(tmp_path / "b.csv", index=False)
        pattern = str(tmp_path / "*.csv")
    local = _tolerance(evaluate_local(open_app(PAGE, lang=lang), pattern, "regression"), 1.5)
    uploaded = _tolerance(upload(open_app(PAGE, lang=lang), "reg.csv", csv_bytes(frame),
                                 "regression"), 1.5)
    shown = _shown(local, lang)
    assert shown == _shown(uploaded, lang)
    error = np.abs(frame["y_true"] - frame["y_pred"]).to_numpy()
    assert list(shown[1].values())[0] == f"{100 * np.mean(error <= 1.5):.2f}%"
    assert CATALOG["regression_metric_mse"][lang] == local.table[0].value.iloc[0, 0]
    assert local.dataframe[0].value.iloc[:, 0].tolist() == \
        uploaded.dataframe[0].value.iloc[:, 0].tolist()  # the worst rows, numbered as in the file


def test_past_the_distinct_limit_the_page_states_the_bound(monkeypatch, tmp_path):
    import dashboard.regression.sidebar as regression_data

    monkeypatch.setenv("EVALCORE_DATA_ROOT", str(tmp_path))
    monkeypatch.setattr(regression_data, "LOCAL_MAX_DISTINCT", 100)
    monkeypatch.setattr(regression_data, "LOCAL_BINS", 60 * 20)
    frame = _frame()
    frame.to_parquet(tmp_path / "reg.parquet")
    at = evaluate_local(open_app(PAGE), str(tmp_path / "reg.parquet"), "regression")
    at = _tolerance(at, 1.5)
    error = np.abs(frame["y_true"] - frame["y_pred"]).to_numpy()
    e = (frame["y_true"] - frame["y_pred"]).to_numpy()
    width = (e.max() - e.min()) / 1200
    assert any(f"equal width {width:.4g}" in c.value for c in at.caption)
    shown = float(list(metric_values(at).values())[0].rstrip("%")) / 100
    exact, reached = np.mean(error <= 1.5), np.mean(error <= 1.5 + width)
    assert shown - 5e-5 <= exact <= reached  # the page shows the lower bound, to 2 decimals of %
    assert shown < exact - 1e-4  # rows in ε's bin are not counted yet


BAD = {
    "no such file": ("none*.parquet", "file_not_found"),
    "no prediction column": ("other.parquet", "io_column_missing"),
}


@pytest.mark.parametrize("lang, case", [("en", "no such file"), ("zh", "no prediction column")])
def test_bad_path_or_columns_keep_the_last_good_dataset(monkeypatch, tmp_path, lang, case):
    monkeypatch.setenv("EVALCORE_DATA_ROOT", str(tmp_path))
    _frame(300).to_parquet(tmp_path / "good.parquet")
    pd.DataFrame({"y_true": [1.0, 2.0], "other": [1.0, 3.0]}).to_parquet(tmp_path / "other.parquet")
    at = evaluate_local(open_app(PAGE, lang=lang), str(tmp_path / "good.parquet"),
                        "regression")
    before = (at.table[0].value.iloc[:, 1].tolist(), metric_values(at))
    name, key = BAD[case]
    at.sidebar.text_input(key="local_path_regression").set_value(str(tmp_path / name)).run()
    at.sidebar.button(key="local_evaluate_regression").click().run()
    assert not at.exception
    errors = [e.value.replace("\\", "") for e in at.error]
    assert len(errors) == 1 and CATALOG[key][lang].split("{")[0].strip() in errors[0]
    assert (at.table[0].value.iloc[:, 1].tolist(), metric_values(at)) == before
