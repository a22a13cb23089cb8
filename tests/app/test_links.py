"""AppTest: a link (the URL's query parameters) reopens the same view on every page, in both
languages; the URL follows the widgets afterwards; bad link values never crash.

A fresh AppTest is a fresh session; it starts at the root, whose ``page`` parameter opens that page
at its own url path (what ``/roc_pr?...`` does in a browser, tests/browser/test_links.py). Every
number the restored view shows is checked against scikit-learn, numpy or a hand computation.
"""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest
from scipy.stats import norm
from sklearn.metrics import confusion_matrix, ndcg_score, roc_auc_score, recall_score
from sklearn.model_selection import StratifiedKFold, cross_val_score
from sklearn.neighbors import KNeighborsClassifier
from sklearn.tree import DecisionTreeClassifier
from streamlit.testing.v1 import AppTest

from dashboard.i18n import translate
from evalcore.examples import all_examples
from evalcore.teaching import simulate_scores
from evalcore.evaluation_methods import load_dataset, neighbors_data, polynomial_data
from tests.app.helpers import PAGES, metric_values, new_app, plotly_figures


def open_link(params: dict[str, str]) -> AppTest:
    """A fresh session opening the app with ``params`` as the URL's query parameters."""
    at = new_app()
    at.query_params = dict(params)
    at.run()
    assert not at.exception, at.exception
    return at


def example_table(key: str) -> pd.DataFrame:
    return pd.read_csv(io.BytesIO(all_examples()[key].build()))


def lowest_score_at_or_above(scores: pd.Series, value: float) -> float:
    """The threshold the counts use for a typed ``value`` (independent of evalcore)."""
    return float(np.sort(scores.to_numpy())[np.searchsorted(np.sort(scores.to_numpy()), value)])


def counts(table: pd.DataFrame, threshold: float, score: str = "score") -> dict[str, str]:
    tn, fp, fn, tp = confusion_matrix(table["y_true"], table[score] >= threshold).ravel()
    return {"TP": str(tp), "FP": str(fp), "TN": str(tn), "FN": str(fn)}


def shown_counts(at: AppTest) -> dict[str, str]:
    return {label.split(" ")[0].split("（")[0]: value for label, value in metric_values(at).items()
            if label.startswith(("TP", "FP", "TN", "FN"))}


def warnings(at: AppTest) -> list[str]:
    return [w.value.replace("\\", "") for w in at.warning]


def test_confusion_link_in_chinese():
    at = open_link({"page": "confusion", "lang": "zh", "classroom": "1", "example": "seed002_six",
                    "threshold": "0.2", "beta": "2"})
    assert at.title[0].value == translate("confusion_title", "zh")
    assert at.sidebar.toggle(key="classroom").value is True
    table = example_table("seed002_six")
    cut = lowest_score_at_or_above(table["score"], 0.2)
    assert cut == 0.4
    assert at.number_input(key="threshold_number").value == 0.2  # as the link gave it
    assert shown_counts(at) == counts(table, cut) == counts(table, 0.2) == {
        "TP": "3", "FP": "1", "TN": "1", "FN": "1"}
    assert at.number_input(key="beta").value == 2.0
    assert not at.warning
    assert at.query_params == {"lang": "zh", "classroom": "1", "example": "seed002_six",
                               "task": "binary", "threshold": "0.2", "beta": "2.0",
                               "scale": "count"}


def test_roc_pr_link_then_the_widgets_win():
    link = {"page": "roc_pr", "example": "seed001_a", "threshold": "0.55", "lang": "en"}
    at = open_link(link)
    assert at.title[0].value == translate("roc_pr_title", "en")
    table = example_table("seed001_a")
    assert shown_counts(at) == counts(table, 0.55) == {"TP": "3", "FP": "2", "TN": "3", "FN": "2"}
    # the link's 0.55 is shown (and linked) as it is
    assert at.query_params == {"example": "seed001_a", "threshold": "0.55", "lang": "en",
                               "classroom": "0", "task": "binary", "log_fpr": "0"}
    at.number_input(key="threshold_number").set_value(0.3).run()  # the URL follows the widget
    assert at.query_params["threshold"] == "0.3"
    assert shown_counts(at) == counts(table, 0.35) == counts(table, 0.3)
    at.query_params["threshold"] = "0.9"  # not a fresh session: the widgets win
    at.run()
    assert at.number_input(key="threshold_number").value == 0.3
    assert at.query_params["threshold"] == "0.3"


def test_cost_curve_link_in_chinese():
    at = open_link({"page": "cost_curve", "lang": "zh", "example": "seed001_a", "cost_fn": "2",
                    "cost_fp": "1", "prior": "0.3", "threshold": "0.7"})
    assert at.title[0].value == translate("cost_title", "zh")
    assert at.number_input(key="cost_fn_number").value == 2.0
    assert at.number_input(key="cost_prior_number").value == 0.3
    assert at.number_input(key="threshold_number").value == 0.7  # counts of the score 0.75
    # PC(+) = p·C(−|+) / (p·C(−|+) + (1 − p)·C(+|−)) = 0.6 / 1.3, by hand
    assert metric_values(at)[translate("cost_pc_metric", "zh")] == f"{0.6 / 1.3:.4f}"
    assert at.query_params == {"lang": "zh", "example": "seed001_a", "cost_fn": "2.0",
                               "cost_fp": "1.0", "prior": "0.3", "threshold": "0.7",
                               "classroom": "0", "task": "binary"}


def test_regression_link():
    at = open_link({"page": "regression", "example": "diabetes_ridge", "eps": "30"})
    table = example_table("diabetes_ridge")
    share = np.mean(np.abs(table["y_true"] - table["y_pred"]) <= 30)
    label = translate("regression_share_within", "en", tolerance="30.0000")
    assert metric_values(at)[label] == f"{100 * share:.2f}%"
    assert at.query_params == {"example": "diabetes_ridge", "eps": "30.0", "lang": "en",
                               "classroom": "0"}


def test_ranking_link_in_chinese():
    at = open_link({"page": "ranking", "lang": "zh", "example": "ranking_synthetic", "k": "3",
                    "gain": "exponential"})
    assert at.title[0].value == translate("ranking_title", "zh")
    table = example_table("ranking_synthetic")
    ndcg = []  # exponential gain 2^rel − 1; ties by document id, larger first (trec_eval)
    for _, query in table.groupby("query_id"):
        query = query.sort_values(["score", "doc_id"], ascending=False)
        gains = 2.0 ** query["relevance"].to_numpy() - 1
        ndcg.append(ndcg_score([gains], [-np.arange(len(query), dtype=float)], k=3)
                    if gains.sum() > 0 else 0.0)
    assert metric_values(at)["NDCG@k"] == f"{np.mean(ndcg):.4f}"
    assert at.query_params == {"lang": "zh", "example": "ranking_synthetic", "k": "3",
                               "gain": "exponential", "classroom": "0"}


def test_comparison_link_each_models_threshold():
    at = open_link({"page": "comparison", "example": "compare_seed001", "threshold_A": "0.3",
                    "threshold_B": "0.7", "lang": "en"})
    table = example_table("compare_seed001")
    a, b = (lowest_score_at_or_above(table[c], v) for c, v in (("score_A", 0.3), ("score_B", 0.7)))
    assert (a, b) == (0.35, 0.75)  # the scores the counts cut at: none in [0.3, a) or [0.7, b)
    assert not ((table["score_A"] >= 0.3) & (table["score_A"] < a)).any()
    assert not ((table["score_B"] >= 0.7) & (table["score_B"] < b)).any()
    assert at.number_input(key="threshold_number_compare_A").value == 0.3
    assert at.number_input(key="threshold_number_compare_B").value == 0.7
    assert at.query_params == {"example": "compare_seed001", "threshold_A": "0.3",
                               "threshold_B": "0.7", "lang": "en", "classroom": "0",
                               "task": "binary", "model_A": "score_A", "model_B": "score_B"}


def test_bad_link_values_show_why_and_use_the_defaults():
    at = open_link({"page": "nowhere", "lang": "zh", "example": "nope", "threshold": "abc",
                    "beta": "-1", "foo": "1"})
    assert at.title[0].value == translate("confusion_title", "zh")  # the first page
    assert warnings(at) == [
        translate("link_unknown_page", "zh", value="nowhere"),
        translate("link_unknown_setting", "zh", name="foo"),
        translate("link_bad_choice", "zh", name="example", value="nope",
                  choices="seed001_a, seed001_b, seed002_six, breast_cancer_logreg, "
                          "breast_cancer_tree, digits_seed004, digits_logreg"),
        translate("link_not_a_number", "zh", name="threshold", value="abc"),
        translate("link_bad_number_between", "zh", name="beta", value="-1", low="0.01",
                  high="100.0", whole=""),
    ]
    assert at.sidebar.selectbox(key="example_classification").value == "seed001_a"
    assert at.number_input(key="threshold_number").value == 0.5  # the default
    assert at.number_input(key="beta").value == 1.0
    assert "foo" not in at.query_params and at.query_params["beta"] == "1.0"
    at.number_input(key="beta").set_value(2.0).run()  # the notices stay on this page
    assert len(at.warning) == 5 and at.query_params["beta"] == "2.0"
    # an icon the app ships (Streamlit's Material Symbols font), not an emoji that renders as an
    # empty box on a system without an emoji font
    assert {w.icon for w in at.warning} == {":material/link:"}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_link_naming_an_upload_opens_the_default_example(lang):
    at = open_link({"page": "roc_pr", "upload": "<b>my data</b>.csv", "lang": lang})
    assert warnings(at) == [translate("link_upload_missing", lang, name="<b>my data</b>.csv")]
    assert "\\<b\\>" in at.warning[0].value  # shown literally, never as HTML
    assert at.sidebar.selectbox(key="example_classification").value == "seed001_a"
    assert "upload" not in at.query_params and at.query_params["example"] == "seed001_a"


def test_an_upload_is_named_in_the_url_and_the_example_leaves_it():
    at = open_link({"page": "roc_pr", "example": "seed002_six"})
    assert at.query_params["example"] == "seed002_six"
    at.sidebar.radio(key="source_kind_classification").set_value("upload").run()
    at.file_uploader(key="upload_classification").set_value(
        ("learner a.csv", all_examples()["seed001_a"].build(), "text/csv")).run()
    assert not at.exception, at.exception
    assert at.query_params["upload"] == "learner a.csv" and "example" not in at.query_params
    assert shown_counts(at) == counts(example_table("seed001_a"), 0.5)
    assert at.query_params["threshold"] == "0.5"


def test_folds_link_restores_its_threshold_in_chinese():
    at = open_link({"page": "folds", "lang": "zh", "example": "folds_breast_cancer",
                    "threshold": "0.3"})
    assert at.title[0].value == translate("folds_title", "zh")
    table = example_table("folds_breast_cancer")
    cut = lowest_score_at_or_above(table["score_logreg"], 0.3)
    assert (table["score_logreg"] < 0.3).any()  # so 0.3 is the shortest decimal of its gap
    assert at.number_input(key="threshold_number_folds").value == 0.3
    per_fold = at.table[0].value  # recall of every fold at the cut, by scikit-learn
    recalls = [recall_score(group["y_true"], group["score_logreg"] >= cut)
               for _, group in table.groupby(["repeat", "fold"])]
    assert per_fold[translate("folds_metric_recall", "zh")].tolist() == [f"{r:.4f}"
                                                                        for r in recalls]
    assert at.query_params == {"lang": "zh", "example": "folds_breast_cancer",
                               "threshold": "0.3", "classroom": "0", "task": "binary"}


def test_learn_link_opens_at_its_step_and_figure():
    at = open_link({"page": "learn", "example": "seed001_a", "view": "steps", "step": "4",
                    "figure": "histogram"})
    assert at.session_state["learn_step"] == 4
    assert at.radio(key="learn_left").value == "histogram"
    table = example_table("seed001_a")
    cut = np.sort(table["score"].unique())[::-1][3]  # step 4: the 4th distinct score, by hand
    shown = metric_values(at)
    assert (shown["TP"], shown["FP"]) == (counts(table, cut)["TP"], counts(table, cut)["FP"])
    assert (shown["TP"], shown["FP"]) == ("3", "1")
    assert at.query_params == {"example": "seed001_a", "view": "steps", "step": "4",
                               "figure": "histogram", "lang": "en", "classroom": "0",
                               "task": "binary"}
    at.button(key="learn_forward").click().run()  # the URL follows the step
    assert at.query_params["step"] == "5"


def test_resampling_link_restores_the_method_and_its_settings():
    at = open_link({"page": "resampling", "dataset": "iris", "model": "tree", "depth": "2",
                    "method": "kfold", "folds": "5", "stratified": "1", "seed": "3"})
    assert at.selectbox(key="resampling_dataset").value == "iris"
    assert at.selectbox(key="resampling_model").value == "tree"
    assert at.slider(key="resampling_depth").value == 2
    assert at.radio(key="resampling_method").value == "kfold"
    assert at.slider(key="resampling_folds").value == 5
    assert at.number_input(key="resampling_seed").value == 3
    iris = load_dataset("iris")
    errors = 1 - cross_val_score(DecisionTreeClassifier(max_depth=2, random_state=0), iris.X,
                                 iris.y, cv=StratifiedKFold(5, shuffle=True, random_state=3))
    measure = translate("resampling_measure_error_rate", "en")
    assert metric_values(at)[translate("resampling_mean", "en", measure=measure)] == \
        f"{errors.mean():.4f}"
    assert at.query_params == {"dataset": "iris", "model": "tree", "depth": "2",
                               "method": "kfold", "folds": "5", "stratified": "1", "seed": "3",
                               "repetitions": "10", "lang": "en", "classroom": "0"}


def test_generalization_link_restores_m_n_noise_seed_and_k():
    at = open_link({"page": "generalization", "degree": "5", "n_train": "15", "noise": "0.2",
                    "seed": "7", "k": "9", "lang": "zh"})
    assert at.slider(key="generalization_degree").value == 5
    assert at.slider(key="generalization_n_train").value == 15
    assert at.slider(key="generalization_noise").value == 0.2
    assert at.number_input(key="generalization_poly_seed").value == 7
    assert at.slider(key="generalization_k").value == 9
    data = polynomial_data(15, 0.2, 7)
    coef = np.polyfit(data.x_train, data.y_train, 5)
    train = np.mean((np.polyval(coef, data.x_train) - data.y_train) ** 2)
    assert metric_values(at)[translate("generalization_train_mse", "zh", degree=5)] == \
        f"{train:.4f}"
    knn = neighbors_data(300, 1.2, 0)
    test = KNeighborsClassifier(9).fit(knn.X_train, knn.y_train).score(knn.X_test, knn.y_test)
    assert metric_values(at)[translate("generalization_test_accuracy", "zh", k=9)] == \
        f"{test:.4f}"
    assert at.query_params["degree"] == "5" and at.query_params["k"] == "9"
    assert at.query_params["noise"] == "0.2" and at.query_params["seed"] == "7"


def test_bad_teaching_page_link_values_use_the_defaults():
    at = open_link({"page": "generalization", "degree": "99", "noise": "abc", "k": "3"})
    assert warnings(at) == [
        translate("link_bad_number_between", "en", name="degree", value="99", low="0",
                  high="15", whole=translate("link_whole", "en")),
        translate("link_bad_number_between", "en", name="noise", value="abc", low="0.0",
                  high="1.0", whole=""),
    ]
    assert at.slider(key="generalization_degree").value == 3
    assert at.slider(key="generalization_noise").value == 0.3
    assert at.slider(key="generalization_k").value == 3
    assert at.query_params["degree"] == "3"


def test_learn_simulator_link_restores_the_population_and_the_draw():
    at = open_link({"page": "learn", "view": "simulator", "family": "binormal", "mu1": "2",
                    "prevalence": "0.01", "n": "4000", "sim_seed": "3", "cut": "1.2"})
    assert at.number_input(key="sim_mu1").value == 2.0
    assert at.select_slider(key="sim_prevalence").value == 0.01
    assert at.number_input(key="sim_seed").value == 3
    assert at.slider(key="sim_threshold").value == 1.2
    y, scores = simulate_scores("binormal", {"mu0": 0.0, "sd0": 1.0, "mu1": 2.0, "sd1": 1.0},
                                4000, 0.01, 3)
    shown = metric_values(at)
    assert float(shown["AUC (theory)"]) == round(norm.cdf(2.0 / np.sqrt(2)), 4)
    assert float(shown["AUC (this sample)"]) == round(roc_auc_score(y, scores), 4)
    assert shown["TP (true positive)"] == str(int(np.sum(y & (scores >= 1.2))))
    assert at.query_params["prevalence"] == "0.01" and at.query_params["sim_seed"] == "3"
    assert at.query_params["mu1"] == "2.0" and at.query_params["view"] == "simulator"


@pytest.mark.parametrize("path", ["learn", "confusion"])
def test_a_fresh_chinese_link_builds_the_navigation_in_chinese(path):
    """The navigation's page titles are built before the page reads the link: a fresh
    ``?lang=zh`` session gets them in Chinese on its first run, not after a rerun."""
    at = new_app()
    at.query_params = {"page": path, "lang": "zh"}
    at.run()
    assert not at.exception, at.exception
    titles = [p["page_name"] for p in at._registered_pages.values() if p["url_pathname"]]
    assert titles == [translate(key, "zh") for _, _, key in PAGES]
    assert at.sidebar.radio(key="lang").value == "zh"


def test_a_link_with_an_unknown_language_keeps_english_navigation_and_says_so():
    at = open_link({"lang": "fr"})
    titles = [p["page_name"] for p in at._registered_pages.values() if p["url_pathname"]]
    assert titles == [translate(key, "en") for _, _, key in PAGES]
    assert any("lang" in w for w in warnings(at))


def test_risk_link_restores_groups_bins_and_strategy():
    at = open_link({"page": "risk", "example": "seed001_a", "groups": "5", "bins": "4",
                    "strategy": "quantile", "lang": "en"})
    assert at.title[0].value == translate("risk_title", "en")
    assert at.number_input(key="risk_groups").value == 5
    assert len(at.table[0].value) == 5  # seed 001's ten distinct scores in fifths
    assert at.number_input(key="risk_bins").value == 4
    assert at.radio(key="risk_strategy").value == "quantile"
    assert {k: at.query_params[k] for k in ("groups", "bins", "strategy")} == {
        "groups": "5", "bins": "4", "strategy": "quantile"}
    at.number_input(key="risk_groups").set_value(2).run()  # the URL follows the widget
    assert at.query_params["groups"] == "2"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_risk_segment_column_and_its_constraint_travel_in_the_url(lang):
    from tests.app.helpers import csv_bytes, open_app, upload
    from tests.evalcore.test_risk import _sklearn_threshold

    rng = np.random.default_rng(3)
    frame = pd.DataFrame({"label": (rng.random(240) < 0.4).astype(int),
                          "region": rng.choice(["north", "south"], 240),
                          "channel": rng.choice(["web", "shop", "phone"], 240)})
    frame["score"] = np.clip(rng.normal(0.4 + 0.2 * frame.label, 0.2), 0, 1).round(3)
    at = upload(open_app("app_pages/risk.py", lang=lang), "seg.csv", csv_bytes(frame))
    column = next(s for s in at.selectbox if s.key.startswith("risk_segment_")
                  and "constraint" not in s.key)
    assert column.value == "region" and at.query_params["segment"] == "region"  # detected
    column.set_value("channel").run()
    at.selectbox(key="risk_segment_constraint_kind").set_value("recall").run()
    at.number_input(key="risk_segment_constraint_value").set_value(0.8).run()
    wanted = {"segment": "channel", "segment_for": "recall", "segment_value": "0.8"}
    assert {k: at.query_params[k] for k in wanted} == wanted  # the URL follows the widgets
    # the session reads its URL again (as Back does) after the widgets moved away
    at.selectbox(key=column.key).set_value("region").run()
    at.selectbox(key="risk_segment_constraint_kind").set_value("top").run()
    at.query_params = {**{k: at.query_params[k] for k in at.query_params}, **wanted}
    del at.session_state["links_read"]
    at.run()
    assert not at.exception
    assert at.selectbox(key=column.key).value == "channel"
    assert at.selectbox(key="risk_segment_constraint_kind").value == "recall"
    assert at.number_input(key="risk_segment_constraint_value").value == 0.8
    table = at.table[-1].value
    names = table.iloc[:, 0].tolist()
    assert sorted(names) == ["phone", "shop", "web"]
    for name, threshold in zip(names, table.iloc[:, 2]):
        group = frame[frame.channel == name]
        y, s = group.label.to_numpy() == 1, group.score.to_numpy()
        assert float(threshold) == _sklearn_threshold(y, s, np.ones(y.size), "recall", 0.8)
    at.selectbox(key=column.key).set_value("__none__").run()  # a choice, kept in the URL
    assert at.query_params["segment"] == "__none__"


def test_histogram_scale_and_log_fpr_links_in_chinese():
    at = open_link({"page": "confusion", "example": "seed001_a", "scale": "density", "lang": "zh"})
    assert at.radio(key="histogram_scale").value == "density"
    figure = next(f for f in plotly_figures(at) if f["data"][0].get("type") == "bar")
    assert figure["layout"]["yaxis"]["title"]["text"] == translate("risk_density_axis", "zh")
    at = open_link({"page": "roc_pr", "example": "seed001_a", "log_fpr": "1", "lang": "zh"})
    assert at.toggle(key="roc_log_fpr").value is True
    assert plotly_figures(at)[0]["layout"]["xaxis"]["type"] == "log"


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("text", ["9" * 100_000, "1e400", "-1e400"],
                         ids=["100000 digits", "1e400", "-1e400"])
def test_a_threshold_past_the_largest_number_says_so_and_uses_the_default(lang, text):
    """Python reads these as ±inf; a link's ``inf`` (all negative) is written so."""
    at = open_link({"page": "confusion", "lang": lang, "threshold": text})
    shown = text if len(text) <= 60 else text[:60] + "…"
    assert warnings(at) == [translate("link_number_too_large", lang, name="threshold",
                                      value=shown)]
    assert at.number_input(key="threshold_number").value == 0.5  # the default


def test_a_link_threshold_written_inf_is_still_all_negative():
    at = open_link({"page": "confusion", "threshold": "inf"})
    assert not warnings(at)
    assert shown_counts(at)["TP"] == "0" and shown_counts(at)["FP"] == "0"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_link_streamlit_would_not_read_says_so(lang):
    """The server redirects such a link to ``?ignored=<settings>,<characters>``
    (dashboard/shell/long_links.py, tests/dashboard/test_long_links.py)."""
    at = open_link({"page": "roc_pr", "lang": lang, "ignored": "5000,38889"})
    assert warnings(at) == [translate("link_ignored", lang, settings="5,000",
                                      characters="38,889", max_settings="1,000",
                                      max_characters="524,288")]
    assert "ignored" not in at.query_params  # said once, not carried on


def test_an_ignored_parameter_not_of_the_servers_form_is_left_alone():
    at = open_link({"page": "confusion", "ignored": "lots"})
    assert not warnings(at)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_many_unknown_settings_get_one_notice(lang):
    params = {"page": "confusion", "lang": lang, **{f"u{i}": "1" for i in range(997)}}
    at = open_link(params)  # 999 settings: read
    names = ", ".join([f"u{i}" for i in range(20)] + ["…"])
    assert warnings(at) == [translate("link_unknown_settings", lang, count="997", names=names)]
