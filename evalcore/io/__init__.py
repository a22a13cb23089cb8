"""Loading prediction files: bytes plus a file name → a table → typed, validated arrays.

:func:`read_table` parses CSV/TSV/delimited text in the encodings Excel writes, and Parquet;
:func:`resolve_column` picks a column by name (or checks the user's choice);
:func:`numeric_columns` reads numbers and reports invalid rows; :func:`load_binary` and
:func:`binary_from_table` give the labels, scores and weights of a binary task. Bad input raises
:class:`evalcore.errors.EvalInputError` with a message key of :mod:`evalcore.messages.io`.
"""

from evalcore.io.binary import (
    POSITIVE_LABEL_RULE,
    BinaryData,
    binary_from_table,
    distinct_labels,
    load_binary,
)
from evalcore.io.columns import (
    FOLD_NAMES,
    LABEL_NAMES,
    REPEAT_NAMES,
    SCORE_NAMES,
    WEIGHT_NAMES,
    NumericColumns,
    normalize_name,
    numeric_columns,
    resolve_column,
)
from evalcore.io.table import DELIMITERS, read_table

__all__ = [
    "DELIMITERS",
    "FOLD_NAMES",
    "LABEL_NAMES",
    "POSITIVE_LABEL_RULE",
    "REPEAT_NAMES",
    "SCORE_NAMES",
    "WEIGHT_NAMES",
    "BinaryData",
    "NumericColumns",
    "binary_from_table",
    "distinct_labels",
    "load_binary",
    "normalize_name",
    "numeric_columns",
    "read_table",
    "resolve_column",
]
