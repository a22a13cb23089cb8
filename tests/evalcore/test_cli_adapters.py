"""The CLI is a thin adapter: flags → settings → value → ``to_json()``. Running a command leaves
the parsed Namespace it is handed as it was, and its settings written back as a command line
(``settings.command``) parse to the same settings."""

from __future__ import annotations

import contextlib
import copy
import io
import json
from dataclasses import replace

import pytest

from evalcore.__main__ import parse_arguments
from evalcore.api.settings import (BinarySettings, CalibrationSettings, CompareSettings,
                                   CostSettings, FoldsSettings, LiftSettings, MulticlassSettings,
                                   RankingSettings, RegressionSettings)
from tests.evalcore.golden_cases import CASES
from tests.evalcore.test_cli_golden import write_examples

MORE = {
    "binary-constraint-segments": ("seed002_six", ["binary", "--threshold-for", "recall=0.8",
                                                   "--by", "score", "--curves"]),
    "binary-constraint": ("breast_cancer_logreg", ["binary", "--threshold-for",
                                                   "precision=0.9"]),
    "lift-groups": ("seed001_a", ["lift", "--groups", "4"]),
    "calibration-quantile": ("seed001_a", ["calibration", "--bins", "4", "--strategy",
                                           "quantile"]),
}
"""Flags that choose a value from the data (a constraint's threshold) beside the golden cases."""


@pytest.fixture(scope="module")
def example_folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("examples")
    write_examples(folder)
    return folder


@pytest.mark.parametrize("case", sorted({**CASES, **MORE}))
def test_a_command_leaves_its_namespace_as_it_was(case, example_folder):
    key, argv = {**CASES, **MORE}[case]
    args = parse_arguments([argv[0], str(example_folder / f"{key}.csv"), *argv[1:]])
    before = {name: value if name == "run" else copy.deepcopy(value)
              for name, value in vars(args).items()}
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        result = args.run(args)
    json.dumps(result)
    assert vars(args) == before


SETTINGS = [
    BinarySettings(label_col="-label", score_col="score", pos_label="-yes", threshold=-1e-05,
                   weight_col="w", drop_invalid=True, beta=2.0, by="region",
                   threshold_for="precision=0.9", curves=True),
    BinarySettings(beta=1.0),
    CostSettings(label_col="y", score_col="-s", pos_label="1", threshold=0.3, cost_fn=5.0,
                 cost_fp=0.5, prior=0.25),
    LiftSettings(score_col="p", groups=4),
    CalibrationSettings(label_col="y", bins=7, strategy="quantile"),
    MulticlassSettings(matrix=True, label_col="actual"),
    MulticlassSettings(label_col="y", pred_col="-pred", score_prefix="proba_",
                       drop_invalid=True),
    RegressionSettings(true_col="y", pred_col="-yhat", weight_col="w", tolerance=-0.0,
                       drop_invalid=True, curves=True),
    RankingSettings(query_col="q", doc_col="d", relevance_col="rel", score_col="s", k=3,
                    relevance_level=2, gain="linear", ties="average"),
    CompareSettings(task="binary", label_col="y", id_col="id", score_cols=("-a", "b"),
                    pos_label="1", threshold=(0.3, -0.2), confidence=0.9),
    CompareSettings(task="ranking", query_col="q", score_cols=("a", "b"), metric="ap", k=5,
                    resamples=99, seed=3),
    FoldsSettings(task="binary", fold_col="fold", repeat_col="rep", label_col="y",
                  score_col="s", weight_col="w", pos_label="1", threshold=0.25, curves=True),
]


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: type(s).__name__)
def test_settings_written_as_a_command_parse_back_to_the_same_settings(settings):
    argv = settings.command(["data.csv"])
    assert argv[:2] == [settings.command_name, "data.csv"]
    assert type(settings).of_args(parse_arguments(argv)) == settings


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: type(s).__name__)
def test_settings_read_back_from_their_flags_as_the_cli_reads_them(settings):
    """``from_argv`` (the report's command line) reads the flags ``argv()`` writes, given apart,
    to the same settings as the CLI's parser; a two-value flag's values must not begin with
    ``-`` there (the CLI alone reads ``--score-cols -a b``)."""
    if any(str(v).startswith("-") for v in (getattr(settings, "score_cols", None) or ())):
        settings = replace(settings, score_cols=("a", "b"))
    files = ["data.csv"]
    assert type(settings).from_argv([*files, *settings.argv()]) == (settings, files)
    assert type(settings).of_args(parse_arguments([settings.command_name, *files,
                                                   *settings.command([])[1:]])) == settings


def test_a_flag_the_settings_do_not_know_exits_as_argparse_does():
    with pytest.raises(SystemExit) as stopped, contextlib.redirect_stderr(io.StringIO()):
        BinarySettings.from_argv(["data.csv", "--engine", "duckdb"])
    assert stopped.value.code == 2
    settings, files = CompareSettings.from_argv(["a.csv", "b.csv", "--threshold", "-0.5", "0.5"])
    assert files == ["a.csv", "b.csv"] and settings.threshold == (-0.5, 0.5)
