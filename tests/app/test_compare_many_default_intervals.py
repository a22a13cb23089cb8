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
from tests.resamples import per_resample

RESAMPLES = 1000


def _percentile(statistic, n: int):
    """SciPy's percentile bootstrap of ``statistic(rows)`` over the page's resamples and seed."""
    return bootstrap((np.arange(n),), statistic, vectorized=False, method="percentile",
                     n_resamples=RESAMPLES, rng=np.random.default_rng(0))


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
    f1 = {m: per_resample(lambda i, p=table[m].to_numpy(): f1_score(y[i], p[i],
                                                                     average="macro"))
          for m in mc.MODELS}
    assert measures[macro].tolist() == [format_interval(tuple(
        _percentile(f1[m], len(y)).confidence_interval)) for m in mc.MODELS]
    right = {m: table[m].to_numpy() == y for m in mc.MODELS}
    assert measures[_column("multiclass_metric_accuracy")].tolist() == [format_interval(tuple(
        _percentile(lambda i, r=right[m]: r[i].mean(), len(y)).confidence_interval))
        for m in mc.MODELS]
    _caption_says_resamples(at)

    next(r for r in at.radio if r.key.startswith("many_p_measure_")).set_value(
        "macro_f1_mean").run()
    raw = [bootstrap_p_value(np.round(_percentile(lambda i: f1[a](i) - f1[b](i), len(y))
                                      .bootstrap_distribution, 12)) for a, b in mc.PAIRS]
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
    rmse = {m: per_resample(lambda i, p=rg.TABLE[m].to_numpy():
                             np.sqrt(mean_squared_error(y[i], p[i])))
            for m in rg.MODELS}
    measures = at.dataframe[0].value
    column = _column("regression_metric_rmse")
    assert measures[column].tolist() == [format_interval(tuple(
        _percentile(rmse[m], len(y)).confidence_interval)) for m in rg.MODELS]
    _caption_says_resamples(at)

    next(r for r in at.radio if r.key.startswith("many_p_measure_")).set_value("rmse").run()
    pairs = [(a, b) for i, a in enumerate(rg.MODELS) for b in rg.MODELS[i + 1:]]
    raw = [bootstrap_p_value(np.round(_percentile(lambda i: rmse[a](i) - rmse[b](i), len(y))
                                      .bootstrap_distribution, 12)) for a, b in pairs]
    p = at.dataframe[1].value
    for (a, b), value in zip(pairs, multipletests(raw, method="holm")[1]):
        assert p.loc[a, b] == format_p_value(value)

    result = _check(at.session_state["report_request"], "compare", "en", monkeypatch, tmp_path,
                    capsys)
    assert [format_interval(result["measures"][m]["rmse_ci"])
            for m in rg.MODELS] == measures[column].tolist()
    assert dict(at.query_params)["resamples"] == str(RESAMPLES)
