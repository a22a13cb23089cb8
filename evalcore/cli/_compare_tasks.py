"""``python -m evalcore compare`` for multiclass, regression and ranking: pair the models with the
loaders the Comparison page uses (:mod:`evalcore.compare`), compare them, and return JSON-ready
results with ``task`` first. Each function takes the parsed tables (one holding both models, or
one per model, named by ``names``) and the task's options from :mod:`evalcore.cli.compare`.
"""

from __future__ import annotations

from typing import Any

AB = ("A", "B")


def _pair(tables, names, from_table, from_tables, cols_arg: str, cols, **options):
    """One table with both models (two different columns), or two tables paired by id / row
    order."""
    from evalcore.errors import EvalInputError

    if len(tables) == 1 and cols is not None and cols[0] == cols[1]:
        raise EvalInputError("cli_compare_same_columns", flag="--" + cols_arg.replace("_", "-"),
                             column=cols[0])
    if len(tables) == 1:
        return from_table(tables[0], **{cols_arg: cols}, **options)
    return from_tables(*tables, names=names, **{cols_arg: cols or (None, None)}, **options)


def _reasons(values: dict) -> dict:
    """``{name: {"key", "message"}}`` of the values (``Measure``-like) that carry a reason."""
    from evalcore.messages import render

    return {name: {"key": v.reason, "message": render(v.reason, "en", v.params)}
            for name, v in values.items() if v.reason}


def _difference(a: dict, b: dict) -> dict:
    return {key: None if a[key] is None or b[key] is None else a[key] - b[key] for key in a}


def multiclass(tables, names, *, pred_cols, label_col, id_col) -> dict[str, Any]:
    """Both models' confusion matrices and summary metrics on the shared labels, the per-class
    differences A − B and McNemar's test on who is right."""
    from evalcore.cli._common import jsonable, note
    from evalcore.compare.multiclass import (
        compare_multiclass,
        multiclass_pair_from_table,
        multiclass_pair_from_tables,
    )
    from evalcore.messages import render

    pair = _pair(tables, names, multiclass_pair_from_table, multiclass_pair_from_tables,
                 "pred_cols", pred_cols, label_col=label_col, id_col=id_col)
    note(pair)
    result = compare_multiclass(pair)
    reports = (result.report_a, result.report_b)
    summaries = [report.summary() for report in reports]
    metrics = [{key: value.value for key, value in summary.items()} for summary in summaries]
    mcnemar = result.mcnemar
    notes = {model: _reasons(summary) for model, summary in zip(AB, summaries)}
    if mcnemar.reason:
        notes["mcnemar"] = {"key": mcnemar.reason,
                            "message": render(mcnemar.reason, "en", mcnemar.params)}
    return jsonable({
        "task": "multiclass",
        "columns": dict(zip(AB, pair.names)),
        "label_col": pair.true_col,
        "aligned_by": pair.aligned_by,
        "n": int(pair.y_true.size),
        "labels": pair.labels,
        "confusion": {model: report.confusion for model, report in zip(AB, reports)},
        "metrics": dict(zip(AB, metrics)),
        "difference": _difference(*metrics),
        "per_class": {
            c.label: {"support": c.support, "precision": c.precision, "recall": c.recall,
                      "f1": c.f1}
            for c in result.per_class
        },
        "mcnemar": {"statistic": mcnemar.statistic, "p_value": mcnemar.p_value,
                    "method": mcnemar.method, "table": mcnemar.table},
        "notes": {key: value for key, value in notes.items() if value},
    })


def regression(tables, names, *, pred_cols, true_col, id_col) -> dict[str, Any]:
    """Both models' regression metrics, A − B, and the Wilcoxon signed-rank test of
    |e_A| − |e_B| with how many rows each model is closer on."""
    from evalcore.cli._common import jsonable, note
    from evalcore.compare.regression import (
        compare_regression,
        regression_pair_from_table,
        regression_pair_from_tables,
    )
    from evalcore.messages import render

    pair = _pair(tables, names, regression_pair_from_table, regression_pair_from_tables,
                 "pred_cols", pred_cols, true_col=true_col, id_col=id_col)
    note(pair)
    result = compare_regression(pair)
    per_model = (result.metrics_a, result.metrics_b)
    metrics = [{key: m.value for key, m in model.items()} for model in per_model]
    notes = {model: _reasons(values) for model, values in zip(AB, per_model)}
    if result.wilcoxon_reason:
        notes["wilcoxon"] = {"key": result.wilcoxon_reason,
                             "message": render(result.wilcoxon_reason, "en", {})}
    a_closer, b_closer, equal = result.closer
    return jsonable({
        "task": "regression",
        "columns": dict(zip(AB, pair.names)),
        "true_col": pair.true_col,
        "aligned_by": pair.aligned_by,
        "n": int(pair.y_true.size),
        "metrics": dict(zip(AB, metrics)),
        "difference": _difference(*metrics),
        "wilcoxon": {"statistic": result.wilcoxon_statistic,
                     "p_value": result.wilcoxon_p_value},
        "closer": {"A": a_closer, "B": b_closer, "equal": equal},
        "notes": {key: value for key, value in notes.items() if value},
    })


def ranking(tables, names, *, score_cols, query_col, doc_col, relevance_col, metric, k,
            relevance_level, gain, ties, resamples, seed) -> dict[str, Any]:
    """One per-query metric of both rankers at cut-off k, its means, and the paired tests over
    queries (win/tie/loss, paired t-test, randomization test)."""
    from evalcore.cli._common import jsonable, note
    from evalcore.compare.ranking import (
        compare_ranking,
        ranking_pair_from_table,
        ranking_pair_from_tables,
    )
    from evalcore.errors import EvalInputError
    from evalcore.messages import render

    if resamples < 1:
        raise EvalInputError("cli_compare_bad_resamples", value=resamples)
    pair = _pair(tables, names, ranking_pair_from_table, ranking_pair_from_tables, "score_cols",
                 score_cols, query_col=query_col, doc_col=doc_col, relevance_col=relevance_col)
    note(pair)
    result = compare_ranking(pair, metric, k, relevance_level=relevance_level, gain=gain,
                             ties=ties, n_resamples=resamples, seed=seed)
    tests = result.tests
    notes = {}
    if tests.t_reason:
        notes["t_test"] = {"key": tests.t_reason, "message": render(tests.t_reason, "en", {})}
    return jsonable({
        "task": "ranking",
        "columns": dict(zip(AB, pair.names)),
        "roles": dict(pair.columns),
        "aligned_by": pair.aligned_by,
        "n_queries": tests.n_queries,
        "metric": metric,
        "k": result.k,
        "relevance_level": relevance_level,
        "gain": gain,
        "ties": ties,
        "mean": {"A": result.mean_a, "B": result.mean_b},
        "difference": tests.mean_difference,
        "outcome": {"wins": tests.wins, "ties": tests.ties, "losses": tests.losses},
        "t_test": {"statistic": tests.t_statistic, "p_value": tests.t_p_value, "df": tests.df},
        "randomization": {"p_value": tests.permutation_p_value,
                          "exact": tests.permutation_exact, "resamples": tests.n_resamples,
                          "seed": tests.seed},
        "per_query": {str(q): {"A": a, "B": b} for q, a, b in
                      zip(result.query_ids, result.values_a, result.values_b)},
        "notes": notes,
    })
