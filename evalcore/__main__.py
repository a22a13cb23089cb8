"""Command-line interface: ``python -m evalcore TASK FILE [options]`` prints one JSON object.

Each task is a module in :mod:`evalcore.cli` with ``add_parser(subparsers)`` that registers its
options and sets ``run`` (args -> JSON-ready dict). Bad input exits with status 2 and a clear
message on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys

from evalcore import cli
from evalcore.errors import EvalInputError


def build_parser() -> argparse.ArgumentParser:
    """The parser with one sub-command per module of :mod:`evalcore.cli`."""
    parser = argparse.ArgumentParser(
        prog="python -m evalcore",
        description="Evaluate model predictions and print the results as JSON "
        "(the same numbers the dashboard shows).",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="TASK")
    for info in sorted(pkgutil.iter_modules(cli.__path__), key=lambda m: m.name):
        if not info.name.startswith("_"):
            importlib.import_module(f"{cli.__name__}.{info.name}").add_parser(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; return the process exit status."""
    args = build_parser().parse_args(argv)
    try:
        result = args.run(args)
    except EvalInputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    json.dump(result, sys.stdout, ensure_ascii=False, allow_nan=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
