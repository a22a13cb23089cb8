"""AppTest: with the page's default settings the multiclass and regression k-model views show
every model's interval beside its measures (1000 resamples, seed 0, said under the table), each
equal to SciPy's ``bootstrap(method="percentile")`` of scikit-learn's metric over the same seed,
and the paired bootstrap's test of every pair in the p-value matrix, equal to SciPy's bootstrap of
the pair's difference; the report's "Reproduce with" line prints the page's JSON; 0 resamples
turn the bootstrap off."""

from __future__ import annotations

import numpy as np
from scipy.stats import bootstrap
from sklearn.metrics import f1_score, mean_squared_error
from statsmodels.stats.multitest import multipletests

from dashboard.compare.views.bootstrap import default_resamples
from dashboard.i18n import translate
from evalcore.compare.many import bootstrap_p_value
from evalcore.view.formatting import format_count, format_interval, format_p_value
from tests.app import test_compare_many_multiclass_page as mc
from tests.app import test_compare_many_regression_page as rg
from tests.app.test_report_of_every_page import _check
from tests.resamples import checked_on_first

RESAMPLES = 1000


def _percentile(statistic, n: int, vectorized: bool = False):
    """SciPy's percentile bootstrap of ``statistic(rows)`` over the page's resamples and seed."""
    return bootstrap((np.arange(n),), statistic, vectorized=vectorized, method="percentile",
                     n_resamples=RESAMPLES, rng=np.random.default_rng(0))


def _macro_f1(y: np.ndarray, p: np.ndarray):
    """Macro-F1 of labels ``y`` and predictions ``p`` on every resample (each row of a matrix of
    row indices) at once, as scikit-learn's ``f1_score(average="macro")`` counts it: the mean,
    over the classes among the resample's labels or predictions, of 2·TP / (2·TP + FP + FN);
    checked equal to ``f1_score`` on the first resamples of each call."""
    classes = np.unique(np.concatenate([y, p]))
    y_code, p_code = np.searchsorted(classes, y), np.searchsorted(classes, p)

    def every(rows: np.ndarray) -> np.ndarray:
        truth, guess = y_code[rows][..., None], p_code[rows][..., None]
        each = np.arange(classes.size)
        true_count = (truth == each).sum(axis=-2)
        counted = true_count + (guess == each).sum(axis=-2)
        hits = ((truth == each) & (guess == each)).sum(axis=-2)
        present = counted > 0
        f1 = np.divide(2 * hits, counted, out=np.zeros(counted.shape), where=present)
        return f1.sum(axis=-1) / present.sum(axis=-1)

    return checked_on_first(every, lambda rows: f1_score(y[rows], p[rows], average="macro"))


def _column(key: str) -> str:
    return translate("many_col_ci", "en", measure=translate(key, "en"))


def _caption_says_resamples(at) -> None:
    said = translate("many_ci_help_rows", "en", resamples=format_count(RESAMPLES), seed=0)
    assert any(said in c.value for c in at.caption)


def test_default_resamples_drop_above_the_large_units():
    assert (default_resamples(20_000), default_resamples(10 ** 6)) == (RESAMPLES, 200)


def test_multiclass_view_shows_intervals_and_macro_f1_pairs_by_default(monkeypatch, tmp_path,
                                                                       capsys):
    at, table = mc._four()
    y = table["label"].to_numpy()
    measures = at.dataframe[0].value
    macro = _column("multiclass_metric_macro_f1_mean")
    f1 = {m: _macro_f1(y, table[m].to_numpy()) for m in mc.MODELS}
    assert measures[macro].tolist() == [format_interval(tuple(
        _percentile(f1[m], len(y), vectorized=True).confidence_interval)) for m in mc.MODELS]
    right = {m: table[m].to_numpy() == y for m in mc.MODELS}
    assert measures[_column("multiclass_metric_accuracy")].tolist() == [format_interval(tuple(
        _percentile(lambda i, r=right[m]: r[i].mean(), len(y)).confidence_interval))
        for m in mc.MODELS]
    _caption_says_resamples(at)

    next(r for r in at.radio if r.key.startswith("many_p_measure_")).set_value(
        "macro_f1_mean").run()
    raw = [bootstrap_p_value(np.round(_percentile(lambda i, axis: f1[a](i) - f1[b](i), len(y),
                                                  vectorized=True).bootstrap_distribution, 12))
           for a, b in mc.PAIRS]
    p = at.dataframe[1].value
    for (a, b), value in zip(mc.PAIRS, multipletests(raw, method="holm")[1]):
        assert p.loc[a, b] == format_p_value(value)

    result = _check(at.session_state["report_request"], "compare", "en", monkeypatch, tmp_path,
                    capsys)
    assert [format_interval(result["measures"][m]["macro_f1_mean_ci"])
            for m in mc.MODELS] == measures[macro].tolist()

    next(n for n in at.number_input if n.key.startswith("many_mc_resamples_")).set_value(0).run()
    assert not at.exception, at.exception
    assert macro not in at.dataframe[0].value.columns  # 0 resamples: no bootstrap


def test_regression_view_shows_intervals_and_rmse_pairs_by_default(monkeypatch, tmp_path,
                                                                   capsys):
    at = rg._four()
    y = rg.TABLE["y_true"].to_numpy()
    rmse = {m: checked_on_first(
        lambda i, p=rg.TABLE[m].to_numpy(): np.sqrt(np.mean((y[i] - p[i]) ** 2, axis=-1)),
        lambda i, p=rg.TABLE[m].to_numpy(): np.sqrt(mean_squared_error(y[i], p[i])))
        for m in rg.MODELS}
    measures = at.dataframe[0].value
    column = _column("regression_metric_rmse")
    assert measures[column].tolist() == [format_interval(tuple(
        _percentile(rmse[m], len(y), vectorized=True).confidence_interval))
        for m in rg.MODELS]
    _caption_says_resamples(at)

    next(r for r in at.radio if r.key.startswith("many_p_measure_")).set_value("rmse").run()
    pairs = [(a, b) for i, a in enumerate(rg.MODELS) for b in rg.MODELS[i + 1:]]
    raw = [bootstrap_p_value(np.round(_percentile(lambda i, axis: rmse[a](i) - rmse[b](i),
                                                  len(y), vectorized=True)
                                      .bootstrap_distribution, 12)) for a, b in pairs]
    p = at.dataframe[1].value
    for (a, b), value in zip(pairs, multipletests(raw, method="holm")[1]):
        assert p.loc[a, b] == format_p_value(value)

    result = _check(at.session_state["report_request"], "compare", "en", monkeypatch, tmp_path,
                    capsys)
    assert [format_interval(result["measures"][m]["rmse_ci"])
            for m in rg.MODELS] == measures[column].tolist()
    assert dict(at.query_params)["resamples"] == str(RESAMPLES)
