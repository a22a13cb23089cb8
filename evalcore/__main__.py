"""Command-line interface: ``python -m evalcore TASK FILE [options]`` prints one JSON object.

Each task (:data:`evalcore.tasks.TASKS`) is a module in :mod:`evalcore.cli` with
``add_parser(subparsers)`` that registers its options and sets ``run`` (args -> JSON-ready dict). Bad input exits with status 2 and a clear
message on stderr, never a traceback. Warnings (numpy's overflow, scikit-learn's undefined
metrics) are never printed: every undefined result is null with its reason in the JSON. Output
piped into a reader that stops early (``| head``) ends quietly, and Ctrl-C ends with status 130
and one line at any moment: during this module's own imports (the handler below is installed
before them), while a task runs, and whatever error an engine raises once it was interrupted.
"""

from __future__ import annotations

import signal
import sys

EARLY_CTRL_C: list[int] = []
"""SIGINTs received while this module's imports run under ``python -m evalcore``; answered by
:func:`entry_point` with the one line (a KeyboardInterrupt there would be a traceback through
the imports)."""


def _note_early(signum, frame) -> None:
    EARLY_CTRL_C.append(signum)


if __name__ == "__main__" and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
    signal.signal(signal.SIGINT, _note_early)  # not when started with Ctrl-C ignored (nohup, &)

import argparse  # noqa: E402  (after the handler: Ctrl-C during these imports is noted)
import json  # noqa: E402
import os  # noqa: E402
import threading  # noqa: E402
from contextlib import contextmanager  # noqa: E402

from evalcore.errors import EvalInputError
from evalcore.tasks import TASKS

INTERRUPTED = 130
"""Exit status after Ctrl-C (128 + SIGINT, as shells report it)."""


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser with one sub-command per task (:data:`evalcore.tasks.TASKS`); only
    ``command``'s when it names one (a run then imports none of the other tasks' modules, see
    :func:`_task_named`)."""
    parser = argparse.ArgumentParser(
        prog="python -m evalcore",
        description="Evaluate model predictions and print the results as JSON "
        "(the same numbers the dashboard shows).",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="TASK")
    for task in [TASKS[command]] if command in TASKS else TASKS.values():
        task.command().add_parser(commands)
    return parser


def _task_named(argv: list[str]) -> str | None:
    """The sub-command when it comes first (``TASK FILE ...``); otherwise None (``--help``, a
    typo), and the parser lists every task."""
    return argv[0].replace("-", "_") if argv and not argv[0].startswith("-") else None


PAIR_MARK = "\0"
"""Put before a value of a many-value option (``--score-cols A B``) that begins with ``-``, so
that argparse reads it as a value; removed after parsing. No shell argument can hold it."""


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """``argv`` parsed by :func:`build_parser`; the values after ``--score-cols`` or
    ``--pred-cols`` are its values even when they begin with ``-`` (a column ``-a``: argparse
    would take it for an option and exit, and has no ``--flag=value`` form for several values),
    up to the next flag of the command."""
    parser = build_parser(_task_named(argv))
    pairs, flags = _pair_options(parser, argv[0] if argv else None)
    marked, index = list(argv), 0
    while index < len(marked):
        count = pairs.get(marked[index], 0)
        if count == "+":  # as many as follow, up to the next flag
            count = next((n for n, arg in enumerate(marked[index + 1:])
                          if arg.split("=", 1)[0] in flags), len(marked) - index - 1)
        for at in range(index + 1, min(index + 1 + count, len(marked))):
            if marked[at].startswith("-") and marked[at].split("=", 1)[0] not in flags:
                marked[at] = PAIR_MARK + marked[at]
        index += 1 + count
    args = parser.parse_args(marked)
    for name, value in vars(args).items():
        if isinstance(value, list):
            setattr(args, name, [v.removeprefix(PAIR_MARK) if isinstance(v, str) else v
                                 for v in value])
    return args


def _pair_options(parser: argparse.ArgumentParser, command: str | None):
    """({option: its number of values, or "+"} for the command's untyped options of two or more
    values, every option string of the command)."""
    commands = next(action for action in parser._actions
                    if isinstance(action, argparse._SubParsersAction))
    if command not in commands.choices:
        return {}, frozenset()
    actions = commands.choices[command]._actions
    pairs = {option: action.nargs for action in actions
             if (action.nargs == "+" or isinstance(action.nargs, int) and action.nargs >= 2)
             and action.type is None and action.option_strings
             for option in action.option_strings}
    return pairs, frozenset(option for action in actions for option in action.option_strings)


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; return the process exit status.

    After a SIGINT the run ends as interrupted whatever follows: DuckDB turns Ctrl-C into
    RuntimeError("Query interrupted"), and Spark's cancelled query surfaces as its own error
    (or as an input error about the file) from the calls that were under way."""
    argv = sys.argv[1:] if argv is None else argv
    with _interrupts_noted() as interrupts:
        try:
            return _run(argv, interrupts)
        except KeyboardInterrupt:
            return _interrupted()
        except Exception:
            if not interrupts:
                raise
            return _interrupted()


def _run(argv: list[str], interrupts: list[int]) -> int:
    from evalcore.api.build import quietly

    args = parse_arguments(argv)
    try:
        result = quietly(args.run, args)
    except EvalInputError as error:
        if interrupts:
            return _interrupted()
        print(f"error: {error}", file=sys.stderr)
        return 2
    if interrupts:  # a Ctrl-C the task's engine swallowed: no result after it
        return _interrupted()
    # dumps, not dump: json.dump streams through the pure-Python encoder, dumps uses the C one
    sys.stdout.write(json.dumps(result, ensure_ascii=False, allow_nan=False) + "\n")
    sys.stdout.flush()
    return 0


def _interrupted() -> int:
    from evalcore.messages import render

    _forget_unhandled_interrupt()
    print(f"error: {render('cli_interrupted', 'en', {})}", file=sys.stderr)
    return INTERRUPTED


def _forget_unhandled_interrupt() -> None:
    """Python marks a KeyboardInterrupt that leaves code run from source text (``exec`` of a
    string, as :mod:`dataclasses` makes a class's methods while a module is imported) as
    unhandled, even once it is caught, and ``python -m`` then ends by SIGINT at exit instead of
    with the status returned. Each string run starts by clearing that mark, so one run to its
    end leaves it cleared."""
    exec("")


@contextmanager
def _interrupts_noted():
    """A list that gets an entry for each SIGINT received meanwhile (the handler then does what
    the one before it did, normally raising KeyboardInterrupt): an engine that swallows the
    KeyboardInterrupt and raises its own error still ends as an interruption."""
    noted: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield noted  # signal handlers can only be set in the main thread
        return
    previous = signal.getsignal(signal.SIGINT)

    def note(signum, frame):
        noted.append(signum)
        if callable(previous):
            previous(signum, frame)
        elif previous != signal.SIG_IGN:
            raise KeyboardInterrupt

    signal.signal(signal.SIGINT, note)
    try:
        yield noted
    finally:
        signal.signal(signal.SIGINT, previous)


def entry_point() -> int:
    """:func:`main` for ``python -m``: a reader that closes the pipe early (``| head``) ends the
    process quietly with status 1 instead of a BrokenPipeError traceback (the recipe of Python's
    ``signal`` documentation: point stdout at devnull so the final flush cannot fail again).
    A Ctrl-C noted during the imports ends it as interrupted."""
    try:
        if signal.getsignal(signal.SIGINT) is _note_early:
            signal.signal(signal.SIGINT, signal.default_int_handler)
        if EARLY_CTRL_C:
            raise KeyboardInterrupt
        return main()
    except KeyboardInterrupt:  # during the imports, or outside main's own handling
        return _interrupted()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(entry_point())
