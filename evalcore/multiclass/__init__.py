"""Multiclass evaluation: the C×C confusion matrix, per-class and averaged metrics, one-vs-rest
ROC and P-R curves.

:func:`load_multiclass` turns file bytes (:func:`multiclass_from_table` a parsed table) into
:class:`MulticlassData` (labels, the confusion matrix, optionally scores);
:func:`multiclass_report` computes every metric of the matrix and :func:`multiclass_scores` the
one-vs-rest curves, AUC/AP and top-k accuracy from the scores. Tied scores follow the one rule
of :mod:`evalcore.multiclass.ties` (the first class in sorted label order wins), for the
predicted label and for top-k alike.
"""

from evalcore.multiclass.confusion import (
    KAPPA_BANDS,
    KAPPA_BELOW_CHANCE,
    PER_CLASS_KEYS,
    SUMMARY_KEYS,
    ClassMetrics,
    MulticlassReport,
    check_confusion,
    kappa_band,
    multiclass_confusion,
    multiclass_report,
)
from evalcore.multiclass.load import (
    MulticlassData,
    from_labels,
    from_matrix,
    from_scores,
    load_multiclass,
    looks_like_matrix,
    multiclass_from_table,
)
from evalcore.multiclass.scores import (
    ClassCurves,
    PrCurve,
    RocCurve,
    ScoreReport,
    multiclass_scores,
    top_k_accuracies,
)

__all__ = [
    "KAPPA_BANDS",
    "KAPPA_BELOW_CHANCE",
    "PER_CLASS_KEYS",
    "SUMMARY_KEYS",
    "ClassCurves",
    "ClassMetrics",
    "MulticlassData",
    "MulticlassReport",
    "PrCurve",
    "RocCurve",
    "ScoreReport",
    "check_confusion",
    "from_labels",
    "from_matrix",
    "from_scores",
    "kappa_band",
    "load_multiclass",
    "looks_like_matrix",
    "multiclass_confusion",
    "multiclass_from_table",
    "multiclass_report",
    "multiclass_scores",
    "top_k_accuracies",
]
