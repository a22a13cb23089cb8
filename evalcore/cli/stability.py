"""``python -m evalcore stability BASE CURRENT``: how far the current file's score (or any numeric
column, ``--column``) has moved from the base file's, as the population stability index over the
base's quantile bins (:mod:`evalcore.stability`), as JSON."""

from __future__ import annotations

import argparse

from evalcore.api.settings import StabilitySettings
from evalcore.cli._engine import in_memory_only


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
    """Read both files, pick the column and compare (:func:`evalcore.api.build.stability`)."""
    from evalcore.api import build
    from evalcore.cli._common import read_input

    settings = StabilitySettings.of_args(args)
    build.check_stability_settings(settings)  # before the files are read
    return build.stability(settings, [read_input(path) for path in (args.base, args.current)],
                           names=(args.base, args.current))
