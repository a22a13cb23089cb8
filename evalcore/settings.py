"""The settings that evalcore's messages name (:class:`evalcore.errors.Setting`), one per CLI flag
and sidebar widget; the dashboard maps each ``name`` to its widget label
(``dashboard.shell.input_errors.WIDGET_LABELS``).

A column chosen by role (``resolve_column(df, "label", ...)``) is the setting ``<role>_col`` with
the flag ``--<role>-col`` (:func:`column_setting`); a role whose widget differs between tasks (the
predicted column: class labels or values) has its own setting below.
"""

from __future__ import annotations

from evalcore.errors import Setting

POS_LABEL = Setting("pos_label", "--pos-label", "pos_label")
DROP_INVALID = Setting("drop_invalid", "--drop-invalid", "drop_invalid")
MULTICLASS_PRED_COL = Setting("multiclass_pred_col", "--pred-col")
REGRESSION_PRED_COL = Setting("regression_pred_col", "--pred-col")
COMPARE_SCORE_COLS = Setting("compare_score_cols", "--score-cols", "score_cols")
FOLD_COL = Setting("fold_col", "--fold-col")
REPEAT_COL = Setting("repeat_col", "--repeat-col")
REGRESSION_TASK = Setting("regression_task", "python -m evalcore regression", "task")


def column_setting(role: str) -> Setting:
    """The column setting of ``role``: ``label`` → ``label_col`` / ``--label-col``."""
    return Setting(f"{role}_col", f"--{role}-col")
