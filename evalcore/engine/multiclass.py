"""Multiclass labels through an engine: GROUP BY (true, predicted) gives the C×C count table,
which :func:`evalcore.multiclass.multiclass_report` evaluates exactly. Per-class score columns
(one-vs-rest AUC, top-k) need every row and are left to the in-memory path."""

from __future__ import annotations

import numpy as np
import pandas as pd

from evalcore import io
from evalcore.engine import queries
from evalcore.engine.labels import numbers_if_all_numeric
from evalcore.engine.rows import invalid_rows_error
from evalcore.errors import EvalInputError
from evalcore.settings import MULTICLASS_PRED_COL


def multiclass_counts(runner, *, label_col=None, pred_col=None, score_prefix=None):
    """The runner's ``src`` as :class:`~evalcore.multiclass.MulticlassData` (labels, confusion),
    with the in-memory loader's column detection, label order and errors."""
    from evalcore.io.vocabulary import PRED_LABEL_NAMES
    from evalcore.multiclass.load import from_label_counts, score_columns

    frame = pd.DataFrame(columns=runner.columns())
    true = io.resolve_column(frame, "label", io.LABEL_NAMES, label_col)
    if score_prefix is not False and score_columns(frame, score_prefix, exclude=(true,))[1]:
        raise EvalInputError("engine_option_unsupported", option="per-class score columns")
    pred = io.resolve_column(frame, "pred", PRED_LABEL_NAMES, pred_col, required=False,
                             setting=MULTICLASS_PRED_COL)
    if pred is None or pred == true:
        raise EvalInputError("multiclass_no_predictions", hint=MULTICLASS_PRED_COL, column=true)
    pairs = runner.query(queries.label_pairs(true, pred))
    y_true = numbers_if_all_numeric(pairs.column("y_true").to_pylist())
    y_pred = numbers_if_all_numeric(pairs.column("y_pred").to_pylist())
    for name, values in ((true, y_true), (pred, y_pred)):
        if None in values:
            raise invalid_rows_error(runner.source, "multiclass_missing_labels", name,
                                     f"{queries.column(name)} IS NULL")
        io.binary.check_class_labels(pd.Series(list(dict.fromkeys(values))), name)
    counts = pairs.column("n").to_numpy(zero_copy_only=False).astype(np.int64)
    return from_label_counts(y_true, y_pred, counts, columns={"true": true, "pred": pred})
