"""AppTest of the Resampling lab and Generalization pages in both languages: the numbers shown
equal scikit-learn's and numpy's computed here independently."""

from __future__ import annotations

import numpy as np
import pytest
import sklearn.datasets
from sklearn.model_selection import (LeaveOneOut, StratifiedKFold, cross_val_score,
                                     train_test_split)
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from dashboard.i18n import translate
from evalcore.evaluation_methods import LabSettings, estimate_spread, load_dataset, neighbors_data
from evalcore.evaluation_methods.datasets import DATASETS
from evalcore.evaluation_methods import polynomial_data
from tests.app.helpers import input_errors, metric_values, open_app, plotly_array, plotly_figures

RESAMPLING = "app_pages/resampling.py"
GENERALIZATION = "app_pages/generalization.py"


def _tr(key, lang, **params):
    return translate(key, lang, **params)


def _table(at, index=0):
    """The ``index``-th table on the page (static tables: at most 100 rows)."""
    return at.table[index].value


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_resampling_hold_out_and_k_fold(lang):
    at = open_app(RESAMPLING, lang=lang)
    assert not at.exception and at.title[0].value == _tr("resampling_title", lang)
    data = load_dataset("breast_cancer")
    X_tr, X_te, y_tr, y_te = train_test_split(data.X, data.y, test_size=0.3, stratify=data.y,
                                              random_state=0)
    knn = make_pipeline(StandardScaler(), KNeighborsClassifier(5))
    error = 1 - knn.fit(X_tr, y_tr).score(X_te, y_te)
    measure = _tr("resampling_measure_error_rate", lang)
    assert metric_values(at)[_tr("resampling_mean", lang, measure=measure)] == f"{error:.4f}"
    split = _table(at)  # scikit-learn's target_names: 0 malignant, 1 benign
    malignant, benign = _tr("resampling_class_malignant", lang), _tr("resampling_class_benign", lang)
    assert split[malignant].tolist() == [212, int((y_tr == 0).sum()), int((y_te == 0).sum())]
    assert split[benign].tolist() == [357, int((y_tr == 1).sum()), int((y_te == 1).sum())]
    assert split[_tr("resampling_col_total", lang)].tolist() == [569, 398, 171]

    at.selectbox(key="resampling_dataset").set_value("iris").run()
    at.radio(key="resampling_method").set_value("kfold").run()
    at.slider(key="resampling_folds").set_value(5).run()
    at.number_input(key="resampling_seed").set_value(3).run()
    iris = load_dataset("iris")
    scores = 1 - cross_val_score(make_pipeline(StandardScaler(), KNeighborsClassifier(5)),
                                 iris.X, iris.y, cv=StratifiedKFold(5, shuffle=True,
                                                                    random_state=3))
    shown = metric_values(at)
    assert shown[_tr("resampling_mean", lang, measure=measure)] == f"{scores.mean():.4f}"
    assert shown[_tr("resampling_std", lang)] == f"{scores.std():.4f}"
    assert shown[_tr("resampling_splits_folds", lang)] == "5"
    table = _table(at)
    column = _tr("resampling_col_estimate", lang, measure=measure)
    assert table[column].tolist() == [f"{v:.4f}" for v in scores]
    setosa = _tr("resampling_class_setosa", lang)
    assert table[_tr("resampling_col_test", lang, label=setosa)].tolist() == [10] * 5


STRIP_NAMES = {
    ("iris", "en"): ["setosa", "versicolor", "virginica"],
    ("iris", "zh"): ["山鸢尾", "变色鸢尾", "维吉尼亚鸢尾"],
    ("breast_cancer", "en"): ["malignant", "benign"],
    ("breast_cancer", "zh"): ["恶性", "良性"],
    ("digits", "en"): [f"class {d}" for d in range(10)],
    ("digits", "zh"): [f"类别 {d}" for d in range(10)],
}
"""The fold strips' class names, written out here: scikit-learn's ``target_names`` in label
order (Iris's species, breast cancer's 0 malignant and 1 benign); digits are their own names."""


@pytest.mark.parametrize("dataset,lang", list(STRIP_NAMES))
def test_the_fold_strips_name_each_class_in_the_users_language(dataset, lang):
    at = open_app(RESAMPLING, lang=lang)
    at.selectbox(key="resampling_dataset").set_value(dataset).run()
    at.radio(key="resampling_method").set_value("kfold").run()
    assert not at.exception
    [strips] = [f for f in plotly_figures(at) if f["data"][0]["type"] == "heatmap"]
    names = [d["name"] for d in strips["data"] if d.get("name")]
    train, test = _tr("resampling_strips_train", lang), _tr("resampling_strips_test", lang)
    assert names == [*STRIP_NAMES[dataset, lang], train, test]
    if dataset != "digits":
        loader = getattr(sklearn.datasets, DATASETS[dataset][0])
        assert list(loader().target_names) == STRIP_NAMES[dataset, "en"]
    if dataset == "iris":  # the split table's columns name them too
        assert _tr("resampling_col_train", lang, label=STRIP_NAMES[dataset, lang][2]) in _table(at)


def test_leave_one_out_on_large_data_says_why_and_keeps_the_last_run():
    at = open_app(RESAMPLING)
    before = metric_values(at)
    at.radio(key="resampling_method").set_value("loo").run()
    errors = input_errors(at)
    assert errors and errors[0].startswith("Leave-one-out trains one model per sample: 569")
    assert metric_values(at) == before  # the last good run (hold-out) is still shown
    assert translate("resampling_last_good", "en") in [c.value for c in at.caption]
    at.sidebar.radio(key="lang").set_value("zh").run()
    assert input_errors(at)[0].startswith("留一法为每个样本训练一个模型：此处需训练 569 个模型")
    assert list(metric_values(at).values()) == list(before.values())


def test_bootstrap_out_of_bag_share_and_the_spread_over_seeds():
    at = open_app(RESAMPLING)
    at.radio(key="resampling_method").set_value("bootstrap").run()
    at.slider(key="resampling_rounds").set_value(5).run()
    rng, shares = np.random.RandomState(0), []
    for _ in range(5):
        shares.append(1 - np.unique(rng.randint(0, 569, 569)).size / 569)
    assert metric_values(at)["Mean out-of-bag share"] == f"{np.mean(shares):.4f}"
    at.slider(key="resampling_repetitions").set_value(5).run()
    at.button(key="resampling_run_spread").click().run()
    assert not at.exception
    spread = _table(at, 1)
    base = LabSettings(rounds=5)
    expected = estimate_spread(base, "holdout", range(5))
    row = spread.iloc[0]
    assert row["method"] == "Hold-out" and row["models per estimate"] == 1
    assert row["mean over seeds"] == f"{expected.mean():.4f}"
    assert row["σ over seeds"] == f"{expected.std():.4f}"
    assert spread["models per estimate"].tolist() == [1, 10, 30, 5]


def _polyfit_mses(degree, n_train=10, noise=0.3, seed=0):
    data = polynomial_data(n_train, noise, seed)
    coef = np.polyfit(data.x_train, data.y_train, degree)
    return (np.mean((np.polyval(coef, data.x_train) - data.y_train) ** 2),
            np.mean((np.polyval(coef, data.x_test) - data.y_test) ** 2))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_generalization_numbers_follow_m_and_k(lang):
    at = open_app(GENERALIZATION, lang=lang)
    assert not at.exception and at.title[0].value == _tr("generalization_title", lang)
    shown = metric_values(at)
    train, test = _polyfit_mses(3)
    assert shown[_tr("generalization_train_mse", lang, degree=3)] == f"{train:.4f}"
    assert shown[_tr("generalization_test_mse", lang, degree=3)] == f"{test:.4f}"
    assert shown[_tr("generalization_chosen_degree", lang, folds=5)] == "3"
    at.slider(key="generalization_degree").set_value(5).run()
    train, test = _polyfit_mses(5)
    shown = metric_values(at)
    assert shown[_tr("generalization_train_mse", lang, degree=5)] == f"{train:.4f}"
    assert shown[_tr("generalization_test_mse", lang, degree=5)] == f"{test:.4f}"

    data = neighbors_data(300, 1.2, 0)
    model = KNeighborsClassifier(1).fit(data.X_train, data.y_train)
    assert shown[_tr("generalization_train_accuracy", lang, k=1)] == "1.0000"
    assert shown[_tr("generalization_test_accuracy", lang, k=1)] == \
        f"{model.score(data.X_test, data.y_test):.4f}"
    at.slider(key="generalization_k").set_value(7).run()
    cv = cross_val_score(KNeighborsClassifier(7), data.X_train, data.y_train,
                         cv=StratifiedKFold(5, shuffle=True, random_state=0)).mean()
    assert metric_values(at)[_tr("generalization_cv_accuracy", lang, k=7)] == f"{cv:.4f}"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_sigma_is_a_dash_for_one_split_and_named_by_rounds_for_the_bootstrap(lang):
    """One hold-out split has no spread: "—", not "0.0000"; the bootstrap's σ is over its B
    rounds (numpy's std of the out-of-bag errors), not over K folds."""
    at = open_app(RESAMPLING, lang=lang)
    shown = metric_values(at)
    assert shown[_tr("resampling_std", lang)] == "—"
    assert not any("0.0000" in c.value for c in at.caption)
    at.radio(key="resampling_method").set_value("bootstrap").run()
    at.slider(key="resampling_rounds").set_value(5).run()
    data, rng, errors = load_dataset("breast_cancer"), np.random.RandomState(0), []
    for _ in range(5):  # the bootstrap by hand: m draws with replacement, tested out of bag
        drawn = rng.randint(0, 569, 569)
        oob = np.setdiff1d(np.arange(569), drawn)
        knn = make_pipeline(StandardScaler(), KNeighborsClassifier(5))
        errors.append(1 - knn.fit(data.X[drawn], data.y[drawn]).score(data.X[oob], data.y[oob]))
    shown = metric_values(at)
    assert _tr("resampling_std", lang) not in shown
    assert shown[_tr("resampling_std_bootstrap", lang)] == f"{np.std(errors):.4f}"


def _figures(at) -> list[dict]:
    import json
    return [json.loads(chart.proto.spec) for chart in at.get("plotly_chart")]


def test_fold_strips_and_bootstrap_draws_show_scikit_learns_splits():
    """The strips' test cells are StratifiedKFold's folds (rows sorted by class, so each fold
    tests 10 of every class of iris), and the animation's last frame marks as never drawn exactly
    the balls its drawn counts leave at 0."""
    at = open_app(RESAMPLING)
    at.selectbox(key="resampling_dataset").set_value("iris").run()
    at.radio(key="resampling_method").set_value("kfold").run()
    at.slider(key="resampling_folds").set_value(5).run()
    at.number_input(key="resampling_seed").set_value(3).run()
    assert not at.exception
    strips = next(f for f in _figures(at)
                  if f["data"] and f["data"][0].get("type") == "heatmap")
    z = strips["data"][0]["z"]
    shape = tuple(int(n) for n in str(z["shape"]).split(","))
    roles = np.array(plotly_array(z)).reshape(shape)[1:]  # under the class strip
    data = load_dataset("iris")
    order = np.lexsort((np.arange(150), data.y))
    folds = StratifiedKFold(5, shuffle=True, random_state=3).split(data.X, data.y)
    for i, (_, test) in enumerate(folds):
        assert sorted(order[roles[i] == 2].tolist()) == sorted(test.tolist())
        assert np.bincount(data.y[order[roles[i] == 2]]).tolist() == [10, 10, 10]
    at.slider(key="resampling_draws_balls").set_value(10).run()
    draws = next(f for f in _figures(at) if f.get("frames"))
    assert len(draws["frames"]) == 10
    last = draws["frames"][-1]["data"]
    counts = np.bincount(np.random.RandomState(3).randint(0, 10, 10), minlength=10)
    never = np.array(plotly_array(last[1]["customdata"])) - 1
    assert sorted(never.tolist()) == np.flatnonzero(counts == 0).tolist()
    assert [int(v) for v in last[0]["text"]] == counts[counts > 0].tolist()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_leave_one_out_band_is_cut_to_the_error_rates_range_and_says_so(lang):
    at = open_app(RESAMPLING, lang=lang)
    at.selectbox(key="resampling_dataset").set_value("iris").run()
    at.radio(key="resampling_method").set_value("loo").run()
    measure = _tr("resampling_measure_error_rate", lang)
    captions = [c.value for c in at.caption]
    assert _tr("resampling_band_cut_caption", lang, measure=measure, range="[0, 1]") in captions
    iris = load_dataset("iris")
    errors = 1 - cross_val_score(make_pipeline(StandardScaler(), KNeighborsClassifier(5)),
                                 iris.X, iris.y, cv=LeaveOneOut())
    high = errors.mean() + errors.std()
    band = _tr("resampling_band_cut", lang, low="0.0000", high=f"{high:.4f}", range="[0, 1]")
    (figure,) = [f for f in plotly_figures(at)
                 if any(trace.get("name") == band for trace in f["data"])]
    (rect,) = figure["layout"]["shapes"]
    assert rect["y0"] == 0 and rect["y1"] == pytest.approx(high)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_lab_says_which_models_see_standardised_features(lang):
    """The result's caption says what the lab fits: a StandardScaler before the linear model
    and KNN, none before the tree."""
    from evalcore.evaluation_methods.lab import make_model

    at = open_app(RESAMPLING, lang=lang)
    for model in ("linear", "knn", "tree"):
        at.selectbox(key="resampling_model").set_value(model).run()
        assert not at.exception
        fitted = make_model(LabSettings(dataset="iris", model=model), "classification")
        scaled = any(isinstance(step, StandardScaler) for _, step in getattr(fitted, "steps", []))
        key = "resampling_scaled" if scaled else "resampling_unscaled"
        (result,) = [c.value for c in at.caption if _tr(key, lang) in c.value]
        assert result.startswith(_tr("resampling_method_holdout", lang)), model
