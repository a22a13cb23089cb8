"""Loading prediction files: bytes plus a file name → a table → typed, validated arrays.

:func:`read_table` parses CSV/TSV/delimited text in the encodings Excel writes, and Parquet;
:func:`resolve_column` picks a column by name (or checks the user's choice);
:func:`numeric_columns` reads numbers and reports invalid rows; :func:`load_binary` and
:func:`binary_from_table` give the labels, scores and weights of a binary task. Bad input raises
:class:`evalcore.errors.EvalInputError` with a message key of :mod:`evalcore.messages.io`.
"""

_HOMES = {
    "evalcore.io.binary": ("POSITIVE_LABEL_RULE", "BinaryData", "binary_from_table",
                           "distinct_labels", "load_binary"),
    "evalcore.io.columns": ("NumericColumns", "normalize_name", "numeric_columns",
                            "resolve_column"),
    "evalcore.io.vocabulary": ("FOLD_NAMES", "LABEL_NAMES", "REPEAT_NAMES", "SCORE_NAMES",
                               "SEGMENT_NAMES",
                               "WEIGHT_NAMES"),
    "evalcore.io.header": ("DELIMITERS",),
    "evalcore.io.table": ("read_table",),
}
"""Where each public name lives; imported on first use (PEP 562), so that a module needing only
a pandas-free part (the engines' label rules) does not pay pandas' import."""

_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}


SUBMODULES = ("aggregated", "binary", "columns", "header", "parquet", "ragged", "table",
              "vocabulary")


def __getattr__(name: str):
    if name in SUBMODULES:  # ``io.header.sniff_delimiter`` after ``from evalcore import io``
        return _submodule(name)
    if name not in _MODULE_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(_submodule(_MODULE_OF[name].rpartition(".")[2]), name)
    globals()[name] = value
    return value


def _submodule(name: str):
    """This package's module ``name``, imported on first use by a statement that names it (so
    that the import graph sees it)."""
    match name:
        case "aggregated":
            import evalcore.io.aggregated as module
        case "binary":
            import evalcore.io.binary as module
        case "columns":
            import evalcore.io.columns as module
        case "header":
            import evalcore.io.header as module
        case "parquet":
            import evalcore.io.parquet as module
        case "ragged":
            import evalcore.io.ragged as module
        case "table":
            import evalcore.io.table as module
        case "vocabulary":
            import evalcore.io.vocabulary as module
    return module


__all__ = [
    "DELIMITERS",
    "FOLD_NAMES",
    "LABEL_NAMES",
    "POSITIVE_LABEL_RULE",
    "REPEAT_NAMES",
    "SCORE_NAMES",
    "SEGMENT_NAMES",
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
