"""``python -m evalcore examples [--write DIR]``: the built-in examples (:mod:`evalcore.examples`)
listed, or written as CSV files to try the other commands on."""

from __future__ import annotations

import argparse
from pathlib import Path

from evalcore.errors import EvalInputError
from evalcore.messages import CATALOG

def add_parser(subparsers) -> None:
    """Register the ``examples`` sub-command."""
    parser = subparsers.add_parser(
        "examples",
        help="list the built-in examples, or write them as CSV files (--write DIR)",
        description="List the dashboard's built-in examples (key, task, English title), or with "
        "--write DIR write each as DIR/<key>.csv (the directory is created; files of the same "
        "name are replaced), so that every command can be tried without data of your own: the "
        "command named as the example's task reads its file, e.g. "
        "python -m evalcore binary DIR/seed001_a.csv.",
    )
    parser.add_argument("--write", metavar="DIR",
                        help="write every example as DIR/<key>.csv")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> dict:
    """List the examples, writing their files when ``--write`` is given."""
    from evalcore.examples import all_examples

    examples = all_examples()
    listed = [{"key": key, "task": example.task, "title": english_title(key)}
              for key, example in examples.items()]
    if args.write is None:
        return {"task": "examples", "examples": listed}
    directory = Path(args.write)
    if directory.exists() and not directory.is_dir():
        raise EvalInputError("cli_examples_not_a_directory", path=args.write)
    directory.mkdir(parents=True, exist_ok=True)
    for entry in listed:
        example = examples[entry["key"]]
        path = directory / f"{entry['key']}.csv"
        path.write_bytes(csv_bytes(example.build(), example.filename))
        entry["file"] = str(path)
    return {"task": "examples", "directory": str(directory), "examples": listed}


def csv_bytes(data: bytes, filename: str) -> bytes:
    """An example's file as CSV: its own bytes when it is CSV already, else re-written."""
    if filename.lower().endswith(".csv"):
        return data
    from evalcore.io import read_table

    return read_table(data, filename).to_csv(index=False).encode()


def english_title(key: str) -> str | None:
    """The example's English title (:mod:`evalcore.messages.examples`, the titles' one home)."""
    return CATALOG.get(f"example_{key}", {}).get("en")
