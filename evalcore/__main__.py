"""Command-line interface: ``python -m evalcore TASK FILE [options]`` prints one JSON object.

Each task is a module in :mod:`evalcore.cli` with ``add_parser(subparsers)`` that registers its
options and sets ``run`` (args -> JSON-ready dict). Bad input exits with status 2 and a clear
message on stderr, never a traceback. Warnings (numpy's overflow, scikit-learn's undefined
metrics) are never printed: every undefined result is null with its reason in the JSON. Output
piped into a reader that stops early (``| head``) ends quietly.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import pkgutil
import sys
import warnings

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
        result = quietly(args.run, args)
    except EvalInputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    json.dump(result, sys.stdout, ensure_ascii=False, allow_nan=False)
    sys.stdout.write("\n")
    sys.stdout.flush()
    return 0


def quietly(run, args: argparse.Namespace) -> dict:
    """``run(args)`` with numpy's floating-point warnings and Python warnings silenced: the CLI
    reports undefined values as null with a reason, never as warning text on stderr."""
    import numpy as np

    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        return run(args)


def entry_point() -> int:
    """:func:`main` for ``python -m``: a reader that closes the pipe early (``| head``) ends the
    process quietly with status 1 instead of a BrokenPipeError traceback (the recipe of Python's
    ``signal`` documentation: point stdout at devnull so the final flush cannot fail again)."""
    try:
        return main()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(entry_point())
