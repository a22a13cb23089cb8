"""AppTest: the regression page's metrics against scikit-learn, the tolerance control against a
direct count, and bad uploads in both languages (the last good data stays)."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest
from sklearn import metrics as skm

from dashboard.i18n import CATALOG
from evalcore.examples import all_examples
from tests.app.helpers import (
    assert_bad_upload_keeps_last_good,
    metric_values,
    open_app,
    plotly_array,
    plotly_figures,
    upload,
)

PAGE = "app_pages/regression.py"


def _example(key: str) -> pd.DataFrame:
    return pd.read_csv(io.BytesIO(all_examples()[key].build()))


def _sklearn_values(y: np.ndarray, p: np.ndarray) -> list[str]:
    """What the table should show, computed by scikit-learn (SMAPE by its formula)."""
    smape = np.mean(2 * np.abs(y - p) / (np.abs(y) + np.abs(p)))
    return [f"{skm.mean_squared_error(y, p):.4f}", f"{skm.root_mean_squared_error(y, p):.4f}",
            f"{skm.mean_absolute_error(y, p):.4f}", f"{skm.median_absolute_error(y, p):.4f}",
            f"{skm.max_error(y, p):.4f}", f"{skm.root_mean_squared_log_error(y, p):.4f}",
            f"{100 * skm.mean_absolute_percentage_error(y, p):.2f}%", f"{100 * smape:.2f}%",
            f"{skm.r2_score(y, p):.4f}", f"{skm.explained_variance_score(y, p):.4f}"]


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("key", ["diabetes_ridge", "diabetes_tree"])
def test_metric_table_equals_sklearn(key, lang):
    at = open_app(PAGE, lang=lang, example=key, family="regression")
    table = at.table[0].value
    frame = _example(key)
    assert table.iloc[:, 1].tolist() == _sklearn_values(frame["y_true"].to_numpy(),
                                                        frame["y_pred"].to_numpy())
    assert table.iloc[0, 0] == CATALOG["regression_metric_mse"][lang]


def _within_and_outside(at) -> tuple[str, str]:
    values = list(metric_values(at).values())
    return values[0], values[2]


def test_tolerance_moves_share_highlighted_points_and_rec_marker():
    at = open_app(PAGE, example="diabetes_ridge", family="regression")
    frame = _example("diabetes_ridge")
    error = np.abs(frame["y_true"] - frame["y_pred"]).to_numpy()
    for tolerance in (10.0, 25.5, 80.0):
        number = [n for n in at.number_input if n.key.endswith("_number")][0]
        number.set_value(tolerance).run()
        assert not at.exception
        share, outside = _within_and_outside(at)
        assert share == f"{100 * np.mean(error <= tolerance):.2f}%"
        assert outside == str(int(np.sum(error > tolerance)))
        assert f"±{tolerance:.4f}" in list(metric_values(at))[0]
        scatter, _, rec, _, _ = plotly_figures(at)
        highlighted = next(tr for tr in scatter["data"] if tr["name"] == "Outside ±ε")
        assert len(plotly_array(highlighted["x"])) == int(np.sum(error > tolerance))
        marker = next(tr for tr in rec["data"] if tr["name"] == "Current ε")
        assert plotly_array(marker["x"]) == [tolerance]
        assert plotly_array(marker["y"]) == pytest.approx([np.mean(error <= tolerance)])
        slider = [s for s in at.slider if s.key.endswith("_slider")][0]
        assert slider.value == pytest.approx(tolerance)


def test_area_over_rec_equals_mae_and_worst_rows_point_to_the_file():
    at = open_app(PAGE, example="diabetes_tree", family="regression")
    frame = _example("diabetes_tree")
    error = np.abs(frame["y_true"] - frame["y_pred"]).to_numpy()
    assert list(metric_values(at).values())[1] == f"{error.mean():.4f}"
    worst = at.dataframe[0].value
    rows = worst["Row in file"].to_numpy()
    assert worst["|y − ŷ|"].to_numpy() == pytest.approx(error[rows - 1])
    assert worst["|y − ŷ|"].iloc[0] == pytest.approx(error.max())


def test_constant_truth_says_r2_is_undefined_and_why():
    data = b"y_true,y_pred\n3,2.5\n3,3.5\n3,3\n"
    at = upload(open_app(PAGE, lang="zh"), "flat.csv", data, "regression")
    table = at.table[0].value
    r2 = table[table.iloc[:, 0] == CATALOG["regression_metric_r2"]["zh"]].iloc[0]
    assert r2.iloc[1] == CATALOG["undefined"]["zh"]
    assert "y 的方差为 0" in r2.iloc[2]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_truth_varying_by_1e_156_says_r2_and_explained_variance_are_beyond_float64(lang):
    """y = 0 and 2.13e-156 beside an error of 677,754: scikit-learn's R² and explained variance
    are −inf; the page shows both undefined with why, and every other metric as before (MAE by
    scikit-learn)."""
    data = b"y_true,y_pred\n0,677754\n2.1304883539648848e-156,0\n"
    at = upload(open_app(PAGE, lang=lang), "tiny.csv", data, "regression")
    assert not at.exception and not at.error
    table = at.table[0].value
    rows = {row.iloc[0]: row for _, row in table.iterrows()}
    reason = CATALOG["regression_spread_ratio"][lang]
    for key in ("regression_metric_r2", "regression_metric_explained_variance"):
        row = rows[CATALOG[key][lang]]
        assert row.iloc[1] == CATALOG["undefined"][lang] and row.iloc[2].startswith(reason)
    mae = skm.mean_absolute_error([0, 2.1304883539648848e-156], [677754, 0])
    assert rows[CATALOG["regression_metric_mae"][lang]].iloc[1] == f"{mae:.4f}"


BAD = {
    "text in y_pred": (b"y_true,y_pred\n1,2\n2,abc\n3,3\n", "io_invalid_values"),
    "infinite y_true": (b"y_true,y_pred\n1,2\ninf,2\n3,3\n", "io_invalid_values"),
    "no prediction column": (b"y_true,other\n1,2\n2,3\n", "io_column_missing"),
}


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_upload_is_shown_and_last_good_kept(case, lang):
    good = all_examples()["diabetes_ridge"].build()
    at = upload(open_app(PAGE, lang=lang), "good.csv", good, "regression")
    data, key = BAD[case]
    assert_bad_upload_keeps_last_good(at, data, CATALOG[key][lang].split("{")[0].strip(),
                                      "regression")


def test_invalid_rows_can_be_dropped_and_are_counted():
    data = b"y_true,y_pred\n1,2\n2,\n3,3\n4,nan\n5,4\n"
    at = upload(open_app(PAGE), "gaps.csv", data, "regression")
    assert at.main.error
    at.sidebar.checkbox[0].check().run()
    assert not at.error
    mae = skm.mean_absolute_error([1, 3, 5], [2, 3, 4])
    assert at.table[0].value.iloc[2, 1] == f"{mae:.4f}"
    assert any("2 rows with invalid values" in c.value for c in at.sidebar.caption)


def test_markdown_in_a_column_name_is_shown_literally():
    data = b"y_true,**bold** <b>x</b>\n1,2\n2,2\n3,4\n"
    at = upload(open_app(PAGE), "md.csv", data, "regression")
    at.sidebar.selectbox(key=[s.key for s in at.sidebar.selectbox
                              if s.key.startswith("regression_pred_col")][0]) \
        .set_value("**bold** <b>x</b>").run()
    assert not at.exception
    mae = skm.mean_absolute_error([1, 2, 3], [2, 2, 4])
    assert at.table[0].value.iloc[2, 1] == f"{mae:.4f}"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_figure_is_titled_and_the_residuals_have_a_qq_plot(lang):
    """Five titled figures; the histogram's bars follow the Freedman–Diaconis rule (numpy's
    "fd" bins, here fewer than the old 60); the Q-Q plot's points and line are SciPy's
    probplot of every residual against the normal."""
    from scipy import stats

    at = open_app(PAGE, lang=lang)
    assert not at.exception
    frame = _example("diabetes_ridge")
    residual = (frame["y_true"] - frame["y_pred"]).to_numpy()
    figures = {f["layout"]["title"]["text"]: f for f in plotly_figures(at)}
    titles = [CATALOG[f"regression_{name}_title"][lang]
              for name in ("scatter", "residuals", "rec", "histogram", "qq")]
    assert sorted(figures) == sorted(titles)
    bars = figures[CATALOG["regression_histogram_title"][lang]]["data"][0]
    expected = np.histogram_bin_edges(residual, bins="fd").size - 1
    assert len(plotly_array(bars["y"])) == expected < 60
    assert sum(plotly_array(bars["y"])) == residual.size
    qq = figures[CATALOG["regression_qq_title"][lang]]["data"]
    (osm, osr), (slope, intercept, _) = stats.probplot(residual, dist="norm")
    np.testing.assert_allclose(plotly_array(qq[0]["x"]), osm, rtol=1e-12)
    np.testing.assert_allclose(plotly_array(qq[0]["y"]), osr, rtol=1e-12)
    line_x, line_y = plotly_array(qq[1]["x"]), plotly_array(qq[1]["y"])
    np.testing.assert_allclose(line_y, slope * np.array(line_x) + intercept, rtol=1e-10)
    assert line_x == pytest.approx([osm[0], osm[-1]])
