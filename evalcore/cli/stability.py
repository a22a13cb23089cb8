"""``python -m evalcore stability BASE CURRENT``: how far the current file's score (or any numeric
column, ``--column``) has moved from the base file's, as the population stability index over the
base's quantile bins (:mod:`evalcore.stability`), as JSON."""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from evalcore.cli._common import CliSettings
from evalcore.cli._engine import in_memory_only
from evalcore.cli._risk import check_count
from evalcore.errors import EvalInputError


@dataclass(frozen=True)
class StabilitySettings(CliSettings):
    """The ``stability`` command's settings a page sets: the bins and the column compared."""

    bins: int = 10
    score_col: str | None = None
    column: str | None = None


def add_parser(subparsers) -> None:
    """Register the ``stability`` sub-command."""
    parser = subparsers.add_parser(
        "stability",
        help="population stability (PSI) of the score, or of any numeric column (CSI), between "
        "a base and a current file",
        description="Bin the BASE file's score at its quantiles (edges at numpy.quantile(base, "
        "i/bins), duplicate edges removed, bins right-closed; the first bin also holds values "
        "below it and the last values above it) and print per bin its edges, the base and "
        "current shares and its PSI term, the total psi = sum of (c - b) ln(c / b) with an empty "
        "share counted as share_floor (1e-4), and a flag: stable below 0.1, watch up to 0.25, "
        "shift above. The score column is found as the binary command finds it; --column compares "
        "any numeric column instead (the characteristic stability index).",
    )
    parser.add_argument("base", help="CSV/TSV/Parquet file of the base (reference) sample")
    parser.add_argument("current", help="CSV/TSV/Parquet file of the current sample")
    parser.add_argument("--bins", metavar="B", type=int, default=10,
                        help="number of quantile bins of the base (default: 10)")
    parser.add_argument("--score-col", metavar="C",
                        help="column of scores in both files (default: detected)")
    parser.add_argument("--column", metavar="C",
                        help="compare this numeric column instead of the score (CSI)")
    parser.set_defaults(run=run)
    in_memory_only(parser, "cli_memory_only_stability")


def run(args: argparse.Namespace) -> dict:
    """Read both files, pick the column and compare."""
    from evalcore.cli._common import read_input
    from evalcore.io import read_table

    check_count(args.bins, "--bins")
    if args.column is not None and args.score_col is not None:
        raise EvalInputError("cli_stability_column_and_score_col")
    tables = [read_table(*read_input(path)) for path in (args.base, args.current)]
    return stability_json(tables, bins=args.bins, score_col=args.score_col, column=args.column,
                          names=(args.base, args.current))


def stability_json(tables, *, bins: int, score_col=None, column=None, names=("base", "current")
                   ) -> dict:
    """What the command prints for the base and current ``tables``."""
    from evalcore.jsonable import jsonable
    from evalcore.stability import population_stability

    chosen = column if column is not None else stability_column(tables[0], score_col)
    samples = [numeric_column(table, chosen, name, flag="--column" if column else "--score-col")
               for table, name in zip(tables, names)]
    result = population_stability(*samples, bins=bins)
    return jsonable({"task": "stability", "column": chosen, "n_base": int(samples[0].size),
                     "n_current": int(samples[1].size), **result.to_json()})


def stability_column(table, score_col=None) -> str:
    """The score column of ``table``: the one given, else detected by the rule every binary
    command and page uses (two columns named like scores: the user chooses)."""
    from evalcore.io import SCORE_NAMES, resolve_column
    from evalcore.io.columns import detect_model_column

    if score_col is None:
        score_col = detect_model_column(table, "score", SCORE_NAMES)
    return resolve_column(table, "score", SCORE_NAMES, score_col)


def numeric_column(table, column: str, name: str, *, flag: str):
    """``column`` of ``table`` as finite float64 values; a missing column, a non-numeric or
    missing value, or no rows at all is refused naming the file."""
    import numpy as np
    import pandas as pd

    if column not in table.columns:
        raise EvalInputError("cli_stability_column_missing", column=column, file=name, flag=flag,
                             columns=", ".join(map(str, table.columns)))
    values = pd.to_numeric(table[column], errors="coerce").to_numpy(dtype=np.float64)
    bad = ~np.isfinite(values)
    if bad.any() or values.size == 0:
        rows = ", ".join(str(i + 1) for i in np.flatnonzero(bad)[:5])
        raise EvalInputError("cli_stability_not_numeric", column=column, file=name,
                             rows=rows or "-")
    return values
