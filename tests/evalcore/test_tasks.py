"""The task table (:mod:`evalcore.tasks`): each record's parts agree with each other."""

from __future__ import annotations

import pytest

from evalcore.tasks import SETTINGS, TASKS, analysis


@pytest.mark.parametrize("name", sorted(TASKS))
def test_a_task_s_settings_and_command_carry_its_name(name):
    task = TASKS[name]
    if task.settings is not None:
        assert task.settings.command_name == name
    assert task.command().__name__ == f"evalcore.cli.{name}"


@pytest.mark.parametrize("name", sorted(TASKS))
def test_a_valued_task_names_its_value_s_classes(name):
    task = TASKS[name]
    values = task.values()
    assert bool(values) == task.valued
    assert all(callable(getattr(value, "to_json", None)) for value in values)


def test_the_reported_settings_are_the_valued_tasks():
    assert set(SETTINGS) == {"binary", "cost", "lift", "calibration", "multiclass",
                             "regression", "ranking", "compare", "folds"}


def test_analysis_builds_the_value_the_cli_prints():
    source = (b"label,score\n1,0.9\n0,0.2\n1,0.6\n0,0.7\n", "d.csv")
    settings, _ = SETTINGS["binary"].from_argv(["d.csv", "--threshold", "0.5"])
    value = analysis(settings, [source])
    assert isinstance(value, TASKS["binary"].values())
    result = settings.result(value)
    assert result["roc_auc"] == 0.75  # 3 of the 4 (positive, negative) pairs in order
    counts = value.at(0.5).confusion  # scores ≥ 0.5 positive: 0.9, 0.6 (both 1) and 0.7 (a 0)
    assert (counts.tp, counts.fp, counts.fn, counts.tn) == (2, 1, 0, 1)
