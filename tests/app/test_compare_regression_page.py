"""AppTest: the Comparison page's regression view on the diabetes example against scikit-learn
and SciPy, each model's share within ε against a direct count, two files (by row, by id in
shuffled order) equal to one file, differing true values in both languages, Markdown names."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest
from scipy.stats import wilcoxon
from sklearn.metrics import (
    explained_variance_score,
    mean_absolute_error,
    mean_squared_error,
    r2_score,
    root_mean_squared_error,
)

from dashboard.i18n import CATALOG, translate
from evalcore.compare import paired_bootstrap
from evalcore.examples.compare_regression import diabetes_pair_table
from tests.app.helpers import (
    assert_bad_model_b_keeps_last_good,
    csv_bytes,
    metric_values,
    open_app,
    plotly_array,
    plotly_figures,
    upload,
    upload_two,
)

PAGE = "app_pages/comparison.py"
MODELS = ("pred_ridge", "pred_tree")


def _table(at) -> pd.DataFrame:
    return at.table[0].value


def _rows(at) -> dict[str, list[str]]:
    """The side-by-side table: measure → [A, B, A − B, better]."""
    return {row[0]: list(row[1:]) for row in _table(at).itertuples(index=False)}


def _tolerance_slider(at):
    return next(s for s in at.slider if s.key.startswith("compare_regression_tolerance_"))


def test_diabetes_metrics_and_differences_equal_scikit_learn():
    at = open_app(PAGE, example="compare_diabetes", family="compare")
    table = diabetes_pair_table()
    y, preds = table["y_true"], [table[m] for m in MODELS]
    rows = _rows(at)
    for label, metric in (("Mean squared error (MSE)", mean_squared_error),
                          ("Root mean squared error (RMSE)", root_mean_squared_error),
                          ("Mean absolute error (MAE)", mean_absolute_error),
                          ("Coefficient of determination R²", r2_score),
                          ("Explained variance", explained_variance_score)):
        a, b = (metric(y, p) for p in preds)
        assert rows[label][:3] == [f"{a:.4f}", f"{b:.4f}", f"{a - b:+.4f}"], label
    # ridge has the lower errors and the higher R² on this split: better on every row
    assert {r[3] for r in rows.values()} == {"ridge"}
    assert _table(at).columns.tolist()[1:3] == ["A · ridge", "B · tree"]


def test_wilcoxon_and_closer_counts_equal_scipy_and_a_direct_count():
    at = open_app(PAGE, example="compare_diabetes", family="compare")
    table = diabetes_pair_table()
    d = (table["y_true"] - table["pred_ridge"]).abs() - (table["y_true"] - table["pred_tree"]).abs()
    expected = wilcoxon(d)
    values = metric_values(at)
    assert values["Wilcoxon statistic"] == f"{expected.statistic:.6g}"
    assert values["p-value (two-sided)"] == f"{expected.pvalue:.3g}"
    assert values["Rows ridge is closer"] == str(int((d < 0).sum()))
    assert values["Rows tree is closer"] == str(int((d > 0).sum()))
    verdict = "significant" if expected.pvalue < 0.05 else "not_significant"
    text = translate(f"compare_regression_wilcoxon_{verdict}", "en", 
        a="ridge", b="tree", p=f"{expected.pvalue:.3g}")
    assert text in [m.value for m in at.markdown]


@pytest.mark.parametrize("tolerance", [0.0, 12.5, 38.0, 120.0])
def test_share_within_tolerance_equals_a_direct_count(tolerance):
    at = open_app(PAGE, example="compare_diabetes", family="compare")
    _tolerance_slider(at).set_value(tolerance).run()
    assert not at.exception
    table = diabetes_pair_table()
    shares = [float(((table["y_true"] - table[m]).abs() <= tolerance).mean()) for m in MODELS]
    values = metric_values(at)
    for model, share in zip(MODELS, shares):
        label = f"Within ±{tolerance:.4f} · {model.removeprefix('pred_')}"
        assert values[label] == f"{100 * share:.2f}%"
    assert values["Share difference (A − B)"] == f"{100 * (shares[0] - shares[1]):+.2f}%"
    rec = plotly_figures(at)[0]
    markers = [tr for tr in rec["data"] if tr.get("mode") == "markers"]
    assert [plotly_array(tr["y"])[0] for tr in markers] == pytest.approx(shares)
    assert [plotly_array(tr["x"])[0] for tr in markers] == pytest.approx([tolerance] * 2)


def test_residual_histograms_count_every_row_on_common_bins():
    at = open_app(PAGE, example="compare_diabetes", family="compare")
    bars = [tr for tr in plotly_figures(at)[1]["data"] if tr["type"] == "bar"]
    table = diabetes_pair_table()
    residuals = [table["y_true"] - table[m] for m in MODELS]
    edges = np.histogram_bin_edges(np.concatenate(residuals), bins=60)
    for bar, residual in zip(bars, residuals):
        assert plotly_array(bar["y"]) == np.histogram(residual, bins=edges)[0].tolist()
        assert plotly_array(bar["x"]) == pytest.approx((edges[:-1] + edges[1:]) / 2)
    assert [bar["name"] for bar in bars] == ["ridge", "tree"]  # the models, not the columns


@pytest.mark.parametrize("by_id", [False, True])
def test_two_files_give_the_same_numbers(by_id):
    table = diabetes_pair_table()
    one = open_app(PAGE, example="compare_diabetes", family="compare")
    if by_id:
        table.insert(0, "id", [f"p{i}" for i in range(len(table))])
    file_a = table.drop(columns="pred_tree").rename(columns={"pred_ridge": "y_pred"})
    file_b = table.drop(columns="pred_ridge").rename(columns={"pred_tree": "y_pred"})
    if by_id:
        file_b = file_b.sample(frac=1, random_state=3)
    at = upload_two(open_app(PAGE), csv_bytes(file_a), csv_bytes(file_b),
                    ("ridge.csv", "tree.csv"))
    how = "compare_aligned_id" if by_id else "compare_aligned_row"
    assert CATALOG[how]["en"] in [c.value for c in at.sidebar.caption]
    assert _table(at).columns.tolist()[1:3] == ["A · ridge.csv", "B · tree.csv"]
    assert _table(at).iloc[:, :4].values.tolist() == _table(one).iloc[:, :4].values.tolist()
    renamed = {k.replace(" ridge", " ridge.csv").replace(" tree", " tree.csv"): v
               for k, v in metric_values(one).items()}
    assert {k.replace("\\", ""): v for k, v in metric_values(at).items()} == {
        k.replace("\\", ""): v for k, v in renamed.items()}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_true_values_differing_between_files_is_an_error_and_keeps_last_good(lang):
    table = diabetes_pair_table()
    file_a = csv_bytes(table[["y_true", "pred_ridge"]])
    good = table[["y_true", "pred_tree"]]
    changed = good.copy()
    changed.loc[[3, 7, 9], "y_true"] += 1.0
    at = upload_two(open_app(PAGE, lang=lang), file_a, csv_bytes(good), ("ridge.csv", "tree.csv"))
    table_before = _table(at)
    head = CATALOG["compare_truth_differ_rows"][lang].split("{")[0]
    assert "4, 8, 10" in assert_bad_model_b_keeps_last_good(at, csv_bytes(changed), head)
    assert _table(at).equals(table_before)


def test_markdown_column_names_are_shown_literally():
    names = {"pred_ridge": "**bold**", "pred_tree": "<b>x</b>"}
    table = diabetes_pair_table().rename(columns=names)
    at = upload(open_app(PAGE), "md.csv", csv_bytes(table), "compare")
    assert _table(at).columns.tolist()[1:3] == ["A · **bold**", "B · <b>x</b>"]
    assert {r[3] for r in _rows(at).values()} == {"**bold**"}
    assert "Rows **bold** is closer" in [m.label.replace("\\", "") for m in at.metric]
    assert any("absolute errors of **bold** and <b>x</b>" in m.value.replace("\\", "")
               for m in at.markdown)
    names = [tr.get("name", "") for tr in plotly_figures(at)[1]["data"]]
    assert names == ["**bold**", "&lt;b&gt;x&lt;/b&gt;"]


def test_bootstrap_of_the_rmse_difference_equals_a_direct_call():
    at = open_app(PAGE, example="compare_diabetes", family="compare")
    key = next(w.key for w in at.selectbox if w.key and w.key.startswith("boot_metric_"))
    suffix = key.removeprefix("boot_metric_")
    assert at.selectbox(key=key).options == [CATALOG[f"compare_boot_metric_{m}"]["en"]
                                             for m in ("rmse", "mae")]
    at.selectbox(key=key).set_value("rmse")
    at.number_input(key=f"boot_n_{suffix}").set_value(200)
    at.number_input(key=f"boot_seed_{suffix}").set_value(7)
    at.button(key=f"boot_run_{suffix}").click().run()
    assert not at.exception
    table = diabetes_pair_table()
    expected = paired_bootstrap(root_mean_squared_error, table["y_true"], table["pred_ridge"],
                                table["pred_tree"], n_resamples=200, seed=7)
    shown = next(d.value for d in at.dataframe
                 if d.value.iloc[0, 0] == "ridge" and len(d.value) == 5).iloc[:, 1].tolist()
    assert shown[2] == f"{expected.difference:.4f}"
    assert shown[3] == f"[{expected.ci[0]:.4f}, {expected.ci[1]:.4f}]"
    settings = translate("compare_bootstrap_settings", "en", n=200, seed=7,
                                                                  method="percentile")
    assert any(settings in c.value for c in at.caption)


def test_a_million_rows_draw_bounded_points():
    from dashboard.compare.views.regression import cached_compare

    rng = np.random.default_rng(0)
    y = rng.normal(size=10**6)
    frame = pd.DataFrame({"y_true": y, "pred_a": y + rng.normal(size=y.size),
                          "pred_b": y + rng.normal(scale=1.1, size=y.size)})
    buffer = io.BytesIO()
    frame.to_parquet(buffer)
    dataset = cached_compare(("million",), ("million.parquet",), None, (None, None),
                             (buffer.getvalue(),))
    assert all(i.size <= 5000 for i in dataset.rec_drawn)
    assert dataset.histograms.counts_a.size == 60 and dataset.histograms.counts_a.sum() == 10**6
    assert dataset.result.metrics_a["mae"].value == pytest.approx(
        mean_absolute_error(frame["y_true"], frame["pred_a"]))


def test_one_row_says_the_test_needs_two_rows_in_chinese():
    import hashlib

    data = b"y_true,pred_a,pred_b\n1.5,2,3\n"
    at = upload(open_app(PAGE, lang="zh"), "one.csv", data, "compare")
    task = f"compare_task_{hashlib.sha256(data).hexdigest()[:16]}"
    at.sidebar.radio(key=task).set_value("regression").run()
    assert not at.exception
    assert CATALOG["compare_regression_wilcoxon_too_few"]["zh"] in [i.value for i in at.info]
    assert _rows(at)[CATALOG["regression_metric_mae"]["zh"]][:3] == ["0.5000", "1.5000",
                                                                     "-1.0000"]


def test_percent_differences_are_shown_without_the_csv_guards_quote():
    """MAPE's and SMAPE's differences read "+0.57%" / "-1.63%" on the page (the CSV formula
    guard once leaked into it as a leading apostrophe)."""
    from sklearn.metrics import mean_absolute_percentage_error

    at = open_app(PAGE, example="compare_diabetes", family="compare")
    table = diabetes_pair_table()
    a, b = (mean_absolute_percentage_error(table["y_true"], table[m]) for m in MODELS)
    rows = _rows(at)
    mape = rows["Mean absolute percentage error (MAPE)"]
    assert mape[:3] == [f"{100 * a:.2f}%", f"{100 * b:.2f}%", f"{100 * (a - b):+.2f}%"]
    differences = [row[2] for row in rows.values()]
    assert all(not d.startswith("'") for d in differences), differences
    assert any(d.startswith("-") for d in differences) and any(d.startswith("+")
                                                               for d in differences)
