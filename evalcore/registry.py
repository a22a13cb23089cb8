"""Every measure of every task in one registry: its CLI key, the catalog key that names it in the
UI, its direction, the reasons it can be undefined, and where it appears.

The task modules compute; this module only describes, and imports nothing of evalcore, so that
every task module, the CLI, the pages, the report, the Comparison page's bootstrap choices and the
common tests can read it. Each list of measures is a lookup here:

- :func:`names` — a task's CLI keys in the CLI's order (``names("binary", "point")`` the
  ``metrics`` of ``python -m evalcore binary``, ``names("ranking", "per_query")`` the per-query
  columns, ``names("regression", "folds")`` the folds table's columns);
- :func:`bootstrap_keys` — the Comparison page's bootstrap choices of a task;
- :func:`entry` — one measure's description.

Adding a measure: one :class:`Entry` below (in the CLI's order), its function in the task's module
(the task module fails to import if one is missing) and its catalog text in both languages.
"""

from __future__ import annotations

from dataclasses import dataclass

TASKS = ("binary", "multiclass", "regression", "ranking")
USES = ("cli", "point", "scores", "folds", "per_query", "compare", "bootstrap")
"""Where a measure can appear: ``cli`` every entry of the task; ``point`` / ``scores`` a binary
measure of one confusion matrix / of the scores at every threshold; ``folds`` a column of the
folds table; ``per_query`` a column of the ranking per-query table; ``compare`` a per-query measure
the ranking comparison offers; ``bootstrap`` a bootstrap choice of the Comparison page."""


@dataclass(frozen=True)
class Entry:
    """One measure of one task.

    ``name`` is its key in the task's CLI output and ``label`` the catalog key naming it on the
    task's page (empty for a measure only the CLI prints). ``undefined`` lists the message keys of the reasons it can be ``None`` (a 0/0 or
    an empty class: the value is null with that reason, never a silent 0); empty when it is always
    defined. ``percent`` shows it as a percentage. ``folds`` is its place among the folds table's
    columns (0: not there). ``per_query`` is its column in the ranking per-query table, and
    ``compare`` (place, key) its per-query measure in the ranking comparison. ``bootstrap``
    (place, key) is its place and key among the Comparison page's bootstrap choices
    (``compare_boot_metric_<key>`` names it there). Places count from 1.
    """

    task: str
    name: str
    label: str
    higher_is_better: bool
    undefined: tuple[str, ...] = ()
    on_scores: bool = False
    percent: bool = False
    folds: int = 0
    per_query: str = ""
    compare: tuple[int, str] = (0, "")
    bootstrap: tuple[int, str] = (0, "")


def _binary(name: str, up: bool, *undefined: str, label: str | None = None, **uses) -> Entry:
    return Entry("binary", name, f"metric_{name}" if label is None else label, up, undefined,
                 **uses)


def _multiclass(name: str, up: bool, *undefined: str, **uses) -> Entry:
    return Entry("multiclass", name, f"multiclass_metric_{name}", up, undefined, **uses)


def _regression(name: str, up: bool, *undefined: str, **uses) -> Entry:
    return Entry("regression", name, f"regression_metric_{name}", up, undefined, **uses)


def _ranking(name: str, *undefined: str, **uses) -> Entry:
    return Entry("ranking", name, f"ranking_label_{name}", True, undefined, **uses)


_NO_SAMPLES = "binary_undefined_no_samples"
_NO_POSITIVES = "binary_undefined_no_positives"
_NO_NEGATIVES = "binary_undefined_no_negatives"
_ONE_CLASS = "folds_one_class"
_OVERFLOW = "regression_overflow"
_SPREAD_RATIO = "regression_spread_ratio"
_NOT_PROBABILITIES = "risk_not_probabilities"
_BINNED = "risk_binned_scores"

ENTRIES: tuple[Entry, ...] = (
    # binary, measures of the scores (undefined in a fold of one class)
    _binary("roc_auc", True, _ONE_CLASS, label="auc_label", on_scores=True, folds=1,
            bootstrap=(1, "auc")),
    _binary("gini", True, _ONE_CLASS, label="risk_gini_metric", on_scores=True),
    _binary("rank_loss", False, label="rank_loss_label", on_scores=True),
    _binary("average_precision", True, _ONE_CLASS, label="ap_label", on_scores=True, folds=2,
            bootstrap=(2, "ap")),
    _binary("bep", True, label="bep_label", on_scores=True, bootstrap=(3, "bep")),
    _binary("youden", True, label="youden_label", on_scores=True),
    _binary("ks", True, label="", on_scores=True),
    _binary("brier", False, _NOT_PROBABILITIES, _BINNED, label="", on_scores=True),
    _binary("log_loss", False, _NOT_PROBABILITIES, _BINNED, label="", on_scores=True),
    # binary, measures of the confusion matrix at the threshold
    _binary("accuracy", True, _NO_SAMPLES, folds=3),
    _binary("error_rate", False, _NO_SAMPLES, folds=4),
    _binary("precision", True, "binary_undefined_no_predicted_positives", folds=5),
    _binary("recall", True, _NO_POSITIVES, folds=6),
    _binary("specificity", True, _NO_NEGATIVES),
    _binary("fpr", False, _NO_NEGATIVES),
    _binary("fnr", False, _NO_POSITIVES),
    _binary("f1", True, "binary_undefined_f_beta", folds=7, bootstrap=(4, "f1")),
    _binary("f_beta", True, "binary_undefined_f_beta"),
    _binary("mcc", True, "binary_undefined_mcc"),
    _binary("kappa", True, "binary_undefined_kappa"),
    _binary("balanced_accuracy", True, _NO_POSITIVES, _NO_NEGATIVES),
    _binary("g_mean", True, _NO_POSITIVES, _NO_NEGATIVES),
    # multiclass summary (macro averages count an undefined class as 0, with a caveat)
    _multiclass("accuracy", True, folds=1, bootstrap=(2, "accuracy")),
    _multiclass("error_rate", False),
    _multiclass("kappa", True, "multiclass_kappa_chance_one", folds=4),
    _multiclass("mcc", True, "multiclass_mcc_one_class"),
    _multiclass("macro_precision", True),
    _multiclass("macro_recall", True),
    _multiclass("macro_f1_book", True, "multiclass_f_class_absent", folds=2),
    _multiclass("macro_f1_mean", True, folds=3, bootstrap=(1, "macro_f1")),
    _multiclass("micro_precision", True),
    _multiclass("micro_recall", True),
    _multiclass("micro_f1", True),
    _multiclass("weighted_precision", True),
    _multiclass("weighted_recall", True),
    _multiclass("weighted_f1", True),
    _multiclass("g_mean", True),
    # regression (seed 004's order)
    _regression("mse", False, _OVERFLOW, folds=1),
    _regression("rmse", False, _OVERFLOW, folds=2, bootstrap=(1, "rmse")),
    _regression("mae", False, _OVERFLOW, folds=3, bootstrap=(2, "mae")),
    _regression("median_ae", False, _OVERFLOW),
    _regression("max_error", False, _OVERFLOW),
    _regression("rmsle", False, "regression_rmsle_negative", _OVERFLOW),
    _regression("mape", False, _OVERFLOW, percent=True),
    _regression("smape", False, _OVERFLOW, percent=True),
    _regression("r2", True, "regression_constant_truth", _OVERFLOW, _SPREAD_RATIO, folds=4),
    _regression("explained_variance", True, "regression_constant_truth", _OVERFLOW,
                _SPREAD_RATIO),
    # ranking: means over queries (a query without a relevant document counts 0)
    _ranking("mrr", per_query="reciprocal_rank", compare=(3, "rr"),
             bootstrap=(3, "ranking_rr")),
    _ranking("map", per_query="average_precision", compare=(2, "ap"),
             bootstrap=(2, "ranking_ap")),
    _ranking("precision_at_k", per_query="precision_at_k", compare=(4, "precision"),
             bootstrap=(4, "ranking_precision")),
    _ranking("recall_at_k", per_query="recall_at_k"),
    _ranking("ndcg_at_k", per_query="ndcg_at_k", compare=(1, "ndcg"),
             bootstrap=(1, "ranking_ndcg")),
    _ranking("rc", "ranking_rc_undefined", per_query="rc"),
    _ranking("kendall_tau", "ranking_tau_undefined", per_query="kendall_tau"),
)


def measures(task: str, use: str = "cli") -> tuple[Entry, ...]:
    """The task's entries that appear in ``use`` (one of :data:`USES`), in that use's order."""
    if task not in TASKS or use not in USES:
        raise ValueError(f"unknown task or use: {task!r}, {use!r}")
    chosen = [e for e in ENTRIES if e.task == task and _place(e, use)]
    return tuple(sorted(chosen, key=lambda e: _place(e, use)))


def names(task: str, use: str = "cli") -> tuple[str, ...]:
    """The keys of the task's measures in ``use``, in order: the CLI key, except the per-query
    column (``per_query``), the comparison's per-query measure (``compare``) and the bootstrap
    choice (``bootstrap``)."""
    key = {"per_query": lambda e: e.per_query, "compare": lambda e: e.compare[1],
           "bootstrap": lambda e: e.bootstrap[1]}.get(use, lambda e: e.name)
    return tuple(key(e) for e in measures(task, use))


def bootstrap_keys(task: str, *, on_scores: bool | None = None) -> tuple[str, ...]:
    """The task's bootstrap choices in order; for binary, ``on_scores`` picks the measures of the
    scores (True) or of the predictions at a threshold (False)."""
    return tuple(e.bootstrap[1] for e in measures(task, "bootstrap")
                 if on_scores is None or e.on_scores == on_scores)


def entry(task: str, name: str) -> Entry:
    """The entry of the task's measure ``name`` (its CLI key)."""
    for e in ENTRIES:
        if e.task == task and e.name == name:
            return e
    raise KeyError(f"{task}: {name}")


def _place(e: Entry, use: str) -> int:
    """The entry's position in ``use`` (0: absent); the registry order where it has no place."""
    index = ENTRIES.index(e) + 1
    return {
        "cli": index,
        "point": index if e.task == "binary" and not e.on_scores else 0,
        "scores": index if e.task == "binary" and e.on_scores else 0,
        "folds": e.folds,
        "per_query": index if e.per_query else 0,
        "compare": e.compare[0],
        "bootstrap": e.bootstrap[0],
    }[use]
