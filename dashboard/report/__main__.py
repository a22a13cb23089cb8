"""``python -m dashboard.report FILE --task T [the task's evalcore flags] [--lang en|zh]
-o report.html``: the HTML report of :mod:`evalcore.view.report` from the command line (evalcore's
CLI stays free of Plotly). Bad input exits with status 2 and one line on stderr, as
``python -m evalcore`` does."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import dashboard.loading.budgets  # noqa: F401  a bad EVAL_MEMORY_BUDGET_GB stops it at its start
from dashboard.report import TASKS, build_report
from evalcore.errors import EvalInputError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m dashboard.report",
        description="Write a self-contained HTML report (figures, every number, the settings and "
        "python -m evalcore's JSON for the same flags). Every option not listed here is passed to "
        "python -m evalcore TASK FILE; see python -m evalcore TASK --help.")
    parser.add_argument("file", help="CSV/TSV/Parquet file, as for python -m evalcore")
    parser.add_argument("--task", required=True, choices=TASKS,
                        help="which analysis (the python -m evalcore command)")
    parser.add_argument("--lang", choices=("en", "zh"), default="en",
                        help="language of the report (default: en)")
    parser.add_argument("-o", "--output", required=True, metavar="REPORT.html",
                        help="where to write the report")
    return parser


def main(argv: list[str] | None = None) -> int:
    args, flags = build_parser().parse_known_args(argv)
    try:
        text = build_report(args.task, args.file, flags, lang=args.lang)
    except EvalInputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    Path(args.output).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
