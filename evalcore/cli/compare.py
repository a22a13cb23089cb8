"""``python -m evalcore compare FILE [FILE_B]``: two models on the same samples, as JSON. Binary:
AUCs with DeLong's test, average precision, BEPs, cost-curve areas, ROC/P-R/cost dominance and
McNemar's test; multiclass, regression and ranking (:mod:`evalcore.api.build`). The task
is detected as the Comparison page detects it (:func:`evalcore.compare.detect_compare_task`)."""

from __future__ import annotations

import argparse
from dataclasses import replace

from evalcore.api.settings import CompareSettings
from evalcore.cli._common import note
from evalcore.cli._engine import in_memory_only
from evalcore.cli._risk import DIRECTIONS
from evalcore.cli.ranking import add_ranking_columns, add_ranking_options
from evalcore.errors import EvalInputError
from evalcore.registry import names

_MANY = ("fold_col", "correction", "alpha", "resamples", "seed")
TASK_FLAGS = {
    "binary": ("score_cols", "label_col", "id_col", "pos_label", "threshold", "confidence",
               "score_direction", *_MANY),
    "multiclass": ("pred_cols", "label_col", "id_col", *_MANY),
    "regression": ("pred_cols", "true_col", "id_col", *_MANY),
    "ranking": ("score_cols", "query_col", "doc_col", "relevance_col", "metric", "k",
                "relevance_level", "gain", "ties", "resamples", "seed", "fold_col",
                "correction", "alpha"),
}
"""The options each task takes (the tasks of :data:`evalcore.compare.TASKS`); any other option
given is an error naming these."""

RANKING_METRICS = names("ranking", "compare")
"""The ranking comparison's per-query measures, read from :mod:`evalcore.registry` (which imports
nothing, so building the parser does not import evalcore.compare)."""


def add_parser(subparsers) -> None:
    """Register the ``compare`` sub-command (options not given stay out of the namespace, so
    that an option of another task is reported rather than ignored)."""
    parser = subparsers.add_parser(
        "compare",
        argument_default=argparse.SUPPRESS,
        help="compare two or more models: binary (DeLong, AP, dominance, McNemar), multiclass, "
        "regression or ranking; Friedman and Nemenyi across folds",
        description="Compare two models on the same samples: one file with the truth and two "
        "models' columns (detected when they share a prefix or suffix, e.g. score_A and "
        "score_B), or two files with one model each, paired by an id column when both have one, "
        "else row by row. The task is detected from the file as the Comparison page does (a "
        "query column: ranking; a numeric truth with fractions or more than 20 values: "
        "regression; more than two labels: multiclass; else binary) or set with --task. "
        "\"A\" and \"B\" are the first and second column (or file); every difference is "
        "A − B. Binary: each AUC with its DeLong confidence interval, DeLong's paired test (z, "
        "two-sided p), each model's Gini (2 AUC − 1), KS (max |TPR − FPR|, its direction and "
        "threshold), Brier score and log loss (null with a note when the scores are not in "
        "[0, 1]), average precision, the break-even points, the cost-curve areas, whether "
        "one ROC (P-R, cost) curve dominates the other with the x intervals where they cross, and "
        "McNemar's test on score ≥ threshold (exact when fewer than 25 samples are discordant). "
        "Multiclass (two predicted-label columns): both models' confusion matrices and summary "
        "metrics, the per-class precision, recall and F1 differences and McNemar's test on who is "
        "right. Regression (two prediction columns): both models' metrics and the Wilcoxon "
        "signed-rank test on |e_A| − |e_B|. Ranking (two score columns): one per-query metric "
        "(--metric at --k) of both, win/tie/loss over queries, the paired t-test and the "
        "randomization test. Sample weights are not supported; rows are never dropped. "
        "More than two models (--score-cols A B C ..., --pred-cols ..., or one file per model, "
        "paired by the ids every file holds, else by row), or two with --fold-col, --correction, "
        "--alpha, --resamples or --seed (outside ranking): the keys models, measures (each "
        "model's), pairwise (every pair's statistic, p_value, p_adjusted and method, each "
        "measure's pairs corrected as one family: Holm by default), best (per measure, the best "
        "model and those not significantly different from it at --alpha) and, with a fold "
        "column (--fold-col, else one named fold), friedman {statistic, p_value, ranks} and "
        "nemenyi {cd, q_alpha} on the per-fold AUC (binary), accuracy (multiclass), RMSE "
        "(regression) or mean --metric at --k (ranking; a query lies in one fold). Each model's "
        "measures hold their 95 % percentile bootstrap intervals (<measure>_ci; multiclass and "
        "regression with --resamples > 0, ranking over queries). Pairs: DeLong for AUC, McNemar at each model's threshold, Wilcoxon "
        "(regression), the paired t-test and randomization test (ranking), and the paired "
        "bootstrap (--resamples, default 1000 per pair, 0: none) of AP and BEP (binary), "
        "macro-F1 (multiclass) and RMSE (regression).",
    )
    parser.add_argument("file", help="CSV/TSV/Parquet file with the truth and the models")
    parser.add_argument(
        "file_b", nargs="*", metavar="FILE_B",
        help="the other models' files, one model each (then FILE holds the first model only)"
    )
    parser.add_argument("--task", choices=tuple(TASK_FLAGS),
                        help="what the models predict (default: detected from FILE)")
    parser.add_argument(
        "--score-cols", nargs="+", metavar="A",
        help="binary, ranking: the models' score columns, two or more (with one file per "
        "model: the score column of each; default: the two detected)",
    )
    parser.add_argument(
        "--pred-cols", nargs="+", metavar="A",
        help="multiclass, regression: the models' prediction columns, two or more (with one "
        "file per model: the prediction column of each; default: the two detected)",
    )
    parser.add_argument("--label-col", metavar="C",
                        help="binary, multiclass: column of true labels (default: detected)")
    parser.add_argument("--true-col", metavar="C",
                        help="regression: column of true values (default: detected)")
    parser.add_argument(
        "--id-col", metavar="C",
        help="binary, multiclass, regression: sample-id column pairing two files (default: "
        "detected, e.g. id; else row order). Ranking files pair by (query, document).",
    )
    parser.add_argument("--pos-label", metavar="V",
                        help="binary: the positive label (default: 1, true, yes, …)")
    parser.add_argument(
        "--threshold", nargs="+", type=float, metavar="T",
        help="binary: threshold for McNemar's predictions, one for every model or one per model "
        "(default 0.5)",
    )
    parser.add_argument("--confidence", type=float, metavar="L",
                        help="binary: level of the AUC intervals (default 0.95)")
    parser.add_argument("--score-direction", choices=DIRECTIONS,
                        help="binary: higher (default): a higher score means positive; lower: a "
                        "lower score does (score <= T predicted positive), for both models; every "
                        "number is then that of the negated scores, thresholds in the files' "
                        "units")
    add_ranking_columns(parser)
    parser.add_argument("--metric", choices=RANKING_METRICS,
                        help="ranking: the per-query metric compared: NDCG@k, average precision, "
                        "reciprocal rank or P@k (default: ndcg)")
    add_ranking_options(parser)
    parser.add_argument("--resamples", type=int, metavar="N",
                        help="ranking: random sign flips of the randomization test when 2^queries "
                        "exceeds N (default: 9999); other tasks: the paired bootstrap's "
                        "resamples per pair of models (default: 1000; 0: no bootstrap)")
    parser.add_argument("--seed", type=int, metavar="S",
                        help="seed of the randomization test (ranking) or of the paired "
                        "bootstrap (default: 0)")
    parser.add_argument("--fold-col", metavar="C",
                        help="fold column of out-of-fold predictions (ranking: every row of a "
                        "query in the same fold): the Friedman test and Nemenyi's critical "
                        "difference "
                        "(default: a column named fold, with more than two models)")
    parser.add_argument("--correction", choices=("holm", "bonferroni"),
                        help="correction of each measure's pairwise p-values (default: holm)")
    parser.add_argument("--alpha", type=float, metavar="A",
                        help="significance level of best-per-measure and of Nemenyi's critical "
                        "difference (default: 0.05)")
    parser.set_defaults(run=run)
    in_memory_only(parser, "cli_memory_only_compare")


def run(args: argparse.Namespace) -> dict:
    """Read the file(s), settle the task and its options, and compare; the JSON-ready result."""
    settings, value = analysis_of(args)
    return settings.result(value)


def analysis_of(args: argparse.Namespace):
    """The settings of the parsed flags (the task settled) and the task's comparison value
    (:mod:`evalcore.analysis.compare`)."""
    from evalcore.api import build
    from evalcore.cli._common import read_input
    from evalcore.compare import detect_compare_task
    from evalcore.io import read_table

    files = [read_input(args.file)]
    files += [read_input(path) for path in getattr(args, "file_b", None) or ()]
    ids = [getattr(args, name) for name in ("query_col", "doc_col") if hasattr(args, name)]
    tables = [read_table(*file, text_columns=ids) for file in files]
    task = getattr(args, "task", None) or detect_compare_task(tables[0])
    given = [name for name in vars(args) if name not in ("command", "run", "file", "file_b",
                                                         "task")]
    foreign = [name for name in given if name not in TASK_FLAGS[task]]
    if foreign:
        raise EvalInputError("cli_compare_flags_not_for_task", task=task,
                             flags=_flags(foreign), allowed=_flags(TASK_FLAGS[task]))
    settings = CompareSettings(task=task, **{
        name: tuple(value) if isinstance(value, list) else value
        for name, value in vars(args).items() if name in TASK_FLAGS[task]})
    try:
        value = build.compare(settings, tables, tuple(name for _, name in files))
    except EvalInputError as error:
        raise _fitting(error, task, tables) from None
    note(value if getattr(value, "many", False) else value.pair)
    return settings, value


def _flags(names) -> str:
    return ", ".join("--" + name.replace("_", "-") for name in names)


def _fitting(error, task: str, tables):
    """The error with a hint that fits ``compare``: the loaders' invalid-row errors suggest
    --drop-invalid, which compare lacks (dropping a row of one model would unpair the other); a
    model's column is chosen with --pred-cols or --score-cols (not --pred-col, --score-col); and
    the pair detection suggests --score-cols, which multiclass and regression call --pred-cols."""
    if error.key == "compare_models_too_few":
        return EvalInputError("cli_compare_models_too_few", count=error.params["count"])
    if error.key == "compare_thresholds_count":
        return EvalInputError("cli_compare_thresholds_count", **error.params)
    if error.key == "compare_ranking_query_spans_folds":
        return EvalInputError("cli_compare_query_spans_folds", **error.params)
    if error.key in ("io_invalid_values", "io_missing_labels", "regression_not_finite"):
        return EvalInputError("cli_compare_invalid_rows", **error.params)
    if error.key in ("io_column_missing", "io_column_not_found") and error.hint is not None \
            and error.hint.flag in ("--pred-col", "--score-col"):
        models = replace(error.hint, flag=error.hint.flag + "s")
        params = {k: models if v == error.hint else v for k, v in error.params.items()}
        return EvalInputError(error.key, hint=models, **params)
    if task in ("multiclass", "regression") and error.key in (
            "compare_pair_not_found", "compare_pair_ambiguous", "compare_one_model",
            "compare_score_cols_two"):
        columns = ", ".join(map(str, tables[0].columns))
        return EvalInputError("cli_compare_choose_pred_cols", task=task, columns=columns)
    return error
