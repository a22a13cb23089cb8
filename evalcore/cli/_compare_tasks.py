"""``python -m evalcore compare`` for multiclass, regression and ranking: pair the models with the
loaders the Comparison page uses (:mod:`evalcore.compare`), compare them, and return the task's
comparison value (:mod:`evalcore.analysis.compare`). Each function takes the parsed tables (one
holding both models, or one per model, named by ``names``) and the task's options from
:mod:`evalcore.cli.compare`.
"""

from __future__ import annotations

from evalcore.cli._common import note
from evalcore.errors import EvalInputError


def _pair(tables, names, from_table, from_tables, cols_arg: str, cols, **options):
    """One table with both models (two different columns), or two tables paired by id / row
    order."""
    if len(tables) == 1 and cols is not None and cols[0] == cols[1]:
        raise EvalInputError("cli_compare_same_columns", flag="--" + cols_arg.replace("_", "-"),
                             column=cols[0])
    if len(tables) == 1:
        return from_table(tables[0], **{cols_arg: cols}, **options)
    return from_tables(*tables, names=names, **{cols_arg: cols or (None, None)}, **options)


def multiclass(tables, names, *, pred_cols, label_col, id_col):
    """Both models' confusion matrices and summary metrics on the shared labels, the per-class
    differences A − B and McNemar's test on who is right."""
    from evalcore.analysis.compare import MulticlassComparisonAnalysis
    from evalcore.compare.multiclass import multiclass_pair_from_table, multiclass_pair_from_tables

    pair = _pair(tables, names, multiclass_pair_from_table, multiclass_pair_from_tables,
                 "pred_cols", pred_cols, label_col=label_col, id_col=id_col)
    note(pair)
    return MulticlassComparisonAnalysis.of(pair)


def regression(tables, names, *, pred_cols, true_col, id_col):
    """Both models' regression metrics, A − B, and the Wilcoxon signed-rank test of
    |e_A| − |e_B| with how many rows each model is closer on."""
    from evalcore.analysis.compare import RegressionComparisonAnalysis
    from evalcore.compare.regression import regression_pair_from_table, regression_pair_from_tables

    pair = _pair(tables, names, regression_pair_from_table, regression_pair_from_tables,
                 "pred_cols", pred_cols, true_col=true_col, id_col=id_col)
    note(pair)
    return RegressionComparisonAnalysis.of(pair)


def ranking(tables, names, *, score_cols, query_col, doc_col, relevance_col, metric, k,
            relevance_level, gain, ties, resamples, seed):
    """One per-query metric of both rankers at cut-off k, its means, and the paired tests over
    queries (win/tie/loss, paired t-test, randomization test)."""
    from evalcore.analysis.compare import RankingComparisonAnalysis
    from evalcore.compare.ranking import ranking_pair_from_table, ranking_pair_from_tables

    if resamples < 1:
        raise EvalInputError("cli_compare_bad_resamples", value=resamples)
    pair = _pair(tables, names, ranking_pair_from_table, ranking_pair_from_tables, "score_cols",
                 score_cols, query_col=query_col, doc_col=doc_col, relevance_col=relevance_col)
    note(pair)
    return RankingComparisonAnalysis.of(pair, relevance_level=relevance_level, gain=gain,
                                        ties=ties, metric=metric, k=k, n_resamples=resamples,
                                        seed=seed)
