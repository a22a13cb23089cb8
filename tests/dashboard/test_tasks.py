"""The dashboard's task table (:mod:`dashboard.tasks`): every task the CLI reports has its pages,
its family, its report and its catalog, and the parts agree."""

from __future__ import annotations

from pathlib import Path

from dashboard import tasks
from dashboard.report import TASKS as REPORTED
from evalcore.tasks import SETTINGS

ROOT = Path(__file__).resolve().parents[2]


def test_every_task_with_a_value_has_its_dashboard_half():
    assert set(tasks.TASKS) == set(SETTINGS) == set(REPORTED)


def test_a_task_s_pages_family_room_and_catalog_exist():
    urls = {page.url for page in tasks.PAGES}
    for task in tasks.TASKS.values():
        assert task.family in tasks.FAMILIES, task
        assert set(task.pages) <= urls, task
        assert (ROOT / "dashboard" / task.room).is_dir(), task
        assert task.catalogs, task
        assert task.evalcore.settings is SETTINGS[task.name]
        assert task.report.title == f"report_title_{task.name}"


def test_every_page_script_is_listed_once():
    scripts = [page.script for page in tasks.PAGES]
    assert len(set(scripts)) == len(scripts) == len({page.url for page in tasks.PAGES})
    assert set(scripts) == {f"app_pages/{p.name}" for p in (ROOT / "app_pages").glob("*.py")}
