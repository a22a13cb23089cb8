"""AppTest: the Comparison page's binary view against scikit-learn, SciPy and seed 001 by hand, the
thresholds against direct counts, two files paired by id, bad input in both languages."""

from __future__ import annotations

import hashlib

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import average_precision_score, f1_score, roc_auc_score

from dashboard.i18n import CATALOG, translate
from evalcore.compare import paired_bootstrap
from evalcore.resample.paired_bootstrap import PARALLEL_ROWS
from evalcore.compare.resampled import BINARY_ON_SCORES
from evalcore.examples.compare import breast_cancer_table, seed001_table
from tests.app.helpers import (
    assert_bad_model_b_keeps_last_good,
    assert_bad_upload_keeps_last_good,
    csv_bytes,
    metric_values,
    open_app,
    plotly_figures,
    shown_in_order,
    upload,
    upload_two,
)

PAGE = "app_pages/comparison.py"


def _key(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def _rows(at) -> dict[str, list[str]]:
    """The side-by-side table (every cell in view, so a static table): measure → [A, B, A − B]."""
    table = at.table[0].value
    return {row[0]: list(row[1:]) for row in table.itertuples(index=False)}


def _text(at, kind: str) -> list[str]:
    return [e.value.replace("\\", "") for e in getattr(at, kind)]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_seed001_by_hand(lang):
    """A's AUC 16/25 and B's 8/25 (ℓrank 9/25 for A... its AUC 1 − 9/25), BEPs 3/5 and 1/5,
    A's cost area 0.175; A's ROC encloses B's; McNemar at 0.5 by counting the samples."""
    at = open_app(PAGE, lang=lang, example="compare_seed001", family="compare")
    values = list(metric_values(at).values())
    assert values[:3] == ["0.6400", "0.3200", "+0.3200"]
    rows = _rows(at)
    assert rows[CATALOG["bep_label"][lang]] == ["0.6000", "0.2000", "+0.4000"]
    assert rows[CATALOG["compare_cost_area"][lang]][0] == "0.1750"
    encloses = translate("compare_verdict_A", lang, a="A", b="B")
    assert _text(at, "success")[:2] == [encloses, encloses]
    shading, why = (CATALOG[key][lang]
                     for key in ("compare_shading_help", "compare_dominance_help"))
    assert (shading + why if lang == "zh" else f"{shading} {why}") in _text(at, "caption")
    table = seed001_table()
    y, a, b = table["label"] == 1, table["score_A"] >= 0.5, table["score_B"] >= 0.5
    counts = [(a == y) & (b == y), (a == y) & (b != y), (a != y) & (b == y), (a != y) & (b != y)]
    assert at.dataframe[0].value.iloc[:, 1].tolist() == [str(int(c.sum())) for c in counts]


def test_breast_cancer_matches_sklearn_and_threshold_moves_counts():
    at = open_app(PAGE, example="compare_breast_cancer", family="compare")
    table = breast_cancer_table()
    y = table["y_true"].to_numpy() == 1
    scores = table["score_logreg"].to_numpy(), table["score_tree"].to_numpy()
    rows = _rows(at)
    assert rows["AUC"][:2] == [f"{roc_auc_score(y, s):.4f}" for s in scores]
    assert rows["Average precision (AP)"][:2] == [
        f"{average_precision_score(y, s):.4f}" for s in scores]
    at.number_input(key="threshold_number_compare_A").set_value(0.9).run()
    rows = _rows(at)
    predicted = scores[0] >= 0.9
    assert rows["TP (true positive)"][0] == str(int((predicted & y).sum()))
    assert rows["FP (false positive)"][0] == str(int((predicted & ~y).sum()))
    assert rows["F1"][0] == f"{f1_score(y, predicted):.4f}"
    # each model's threshold is the shortest decimal between its lowest score at or above 0.9 /
    # the default 0.5 and the next lower score: 0.9 / 0.5 themselves, as both lie in that gap
    assert all((s < v).any() for s, v in zip(scores, (0.9, 0.5)))
    assert rows["Threshold"][:2] == ["0.90", "0.50"]
    figures = plotly_figures(at)
    roc = figures[0]
    names = [trace.get("name", "") for trace in roc["data"]]
    assert sum("logreg" in n for n in names) == 2  # its curve and its operating point
    assert sum("tree" in n for n in names) == 2


@pytest.mark.parametrize("mode,target", [("fpr", 0.05), ("recall", 0.9)])
def test_matched_mode_meets_the_target_for_both(mode, target):
    at = open_app(PAGE, example="compare_breast_cancer", family="compare")
    at.radio(key="compare_binary_mode").set_value(mode).run()
    at.slider(key=f"compare_binary_target_{mode}").set_value(target).run()
    rows = _rows(at)
    for model in (0, 1):
        tp, fp, tn, fn = (float(rows[name][model].replace(",", "")) for name in (
            "TP (true positive)", "FP (false positive)", "TN (true negative)",
            "FN (false negative)"))
        if mode == "fpr":
            assert fp / (fp + tn) <= target + 1e-12
        else:
            assert tp / (tp + fn) >= target - 1e-12


def test_two_files_paired_by_id_equal_one_file():
    table = breast_cancer_table()
    table.insert(0, "id", [f"s{i}" for i in range(len(table))])
    file_a = csv_bytes(table[["id", "y_true", "score_logreg"]])
    file_b = csv_bytes(table[["id", "y_true", "score_tree"]].sample(frac=1, random_state=3))
    at = upload_two(open_app(PAGE), file_a, file_b, ("logreg.csv", "tree.csv"))
    y = table["y_true"].to_numpy() == 1
    values = list(metric_values(at).values())
    assert values[:2] == [f"{roc_auc_score(y, table[c]):.4f}"
                          for c in ("score_logreg", "score_tree")]
    assert CATALOG["compare_aligned_id"]["en"] in [c.value for c in at.sidebar.caption]
    assert list(_rows(at))[0] == "AUC" and at.table[0].value.columns[1] == "A · logreg.csv"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_labels_differing_between_files_is_an_error_and_keeps_last_good(lang):
    table = breast_cancer_table()
    file_a = csv_bytes(table[["y_true", "score_logreg"]])
    changed = table[["y_true", "score_tree"]].copy()
    changed.loc[[3, 7], "y_true"] = 1 - changed.loc[[3, 7], "y_true"]
    at = upload_two(open_app(PAGE, lang=lang), file_a, csv_bytes(table[["y_true", "score_tree"]]))
    head = CATALOG["compare_labels_differ_rows"][lang].split("{")[0]
    assert "4, 8" in assert_bad_model_b_keeps_last_good(at, csv_bytes(changed), head)


def test_one_class_file_is_an_error_in_chinese():
    at = open_app(PAGE, lang="zh", example="compare_seed001", family="compare")
    bad = csv_bytes(pd.DataFrame({"label": [1, 1, 1], "score_A": [0.1, 0.2, 0.3],
                             "score_B": [0.3, 0.2, 0.1]}))
    head = CATALOG["io_one_class"]["zh"].split("{")[0]
    assert_bad_upload_keeps_last_good(at, bad, head, "compare")


def test_markdown_column_names_are_shown_literally():
    table = seed001_table().rename(columns={"score_A": "**bold**_A", "score_B": "<b>x</b>_B"})
    at = upload(open_app(PAGE), "md.csv", csv_bytes(table), "compare")
    assert at.table[0].value.columns[1:3].tolist() == ["A · **bold**_A", "B · <b>x</b>_B"]
    assert "**bold**_A's curve encloses <b>x</b>_B's: on or above it everywhere" in _text(
        at, "success")
    names = [trace.get("name", "") for trace in plotly_figures(at)[0]["data"]]
    assert "&lt;b&gt;x&lt;/b&gt;_B (AUC 0.3200)" in names


def test_bootstrap_runs_with_progress_and_equals_a_direct_call():
    at = open_app(PAGE, example="compare_breast_cancer", family="compare")
    table = breast_cancer_table()
    y = table["y_true"].to_numpy() == 1
    data_key = next(w.key for w in at.selectbox if w.key and w.key.startswith("boot_metric_"))
    suffix = data_key.removeprefix("boot_metric_")
    at.selectbox(key=data_key).set_value("ap")
    at.number_input(key=f"boot_n_{suffix}").set_value(200)
    at.number_input(key=f"boot_seed_{suffix}").set_value(7)
    at.button(key=f"boot_run_{suffix}").click().run()
    assert not at.exception
    expected = paired_bootstrap(average_precision_score, y, table["score_logreg"],
                                table["score_tree"], n_resamples=200, seed=7)
    table = next(d.value for d in at.dataframe
                 if d.value.iloc[0, 0] == "logreg" and len(d.value) == 5)
    shown = table.iloc[:, 1].tolist()
    assert shown[3] == f"[{expected.ci[0]:.4f}, {expected.ci[1]:.4f}]"
    assert shown[2] == f"{expected.difference:.4f}"
    settings = translate("compare_bootstrap_settings", "en", n=200, seed=7,
                                                                  method="percentile")
    assert any(settings in c.value for c in at.caption)


def test_bootstrap_of_an_upload_above_parallel_rows_equals_a_direct_call():
    """120,000 rows: the bootstrap takes the two-thread path (from PARALLEL_ROWS rows) under the
    page's script thread, reports its progress there, and shows the interval of a direct call
    with the same seed."""
    rng = np.random.default_rng(17)
    n = 120_000
    assert n >= PARALLEL_ROWS
    y = rng.random(n) < 0.3
    table = pd.DataFrame({"y_true": y.astype(int),
                          "score_logreg": np.round(y + rng.normal(0, 1, n), 4),
                          "score_tree": np.round(y + rng.normal(0, 1.3, n), 4)})
    at = upload(open_app(PAGE), "big.csv", csv_bytes(table), "compare")
    data_key = next(w.key for w in at.selectbox if w.key and w.key.startswith("boot_metric_"))
    suffix = data_key.removeprefix("boot_metric_")
    at.selectbox(key=data_key).set_value("auc")
    at.number_input(key=f"boot_n_{suffix}").set_value(100)
    at.number_input(key=f"boot_seed_{suffix}").set_value(3)
    at.button(key=f"boot_run_{suffix}").click().run(timeout=60)
    assert not at.exception
    expected = paired_bootstrap(BINARY_ON_SCORES["auc"], y, table["score_logreg"].to_numpy(),
                                table["score_tree"].to_numpy(), n_resamples=100, seed=3)
    assert expected.ci is not None
    shown = next(d.value for d in at.dataframe
                 if d.value.iloc[0, 0] == "logreg" and len(d.value) == 5).iloc[:, 1]
    assert shown.tolist()[3] == f"[{expected.ci[0]:.4f}, {expected.ci[1]:.4f}]"


def test_the_overlaid_curves_come_right_under_the_thresholds_that_move_them():
    """The two models' overlaid ROC and P-R curves follow the threshold controls, before the
    long side-by-side table, each with its dominance verdict under it: a moved threshold moves
    a point in view, not one a table's height below."""
    at = open_app(PAGE, example="compare_seed001", family="compare")
    kinds = [element.type for element in shown_in_order(at.main)]
    controls = kinds.index("radio")
    sliders = [i for i, kind in enumerate(kinds) if kind == "select_slider"]
    figures = [i for i, kind in enumerate(kinds) if kind == "plotly_chart"]
    verdicts = [i for i, kind in enumerate(kinds) if kind == "success"]
    table = kinds.index("table")
    assert controls < sliders[0] < sliders[1] < figures[0] < verdicts[0] < figures[1] \
        < verdicts[1] < table
