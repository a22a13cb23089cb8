"""``python -m dashboard.report``: the offline report of a file from the command line (evalcore's
report, :mod:`evalcore.view.report`, of the value built from the file:
:mod:`dashboard.reporting.files`), so ``a.report()``, the page's "Download report" and this
command write the same file."""

from __future__ import annotations

from dashboard.reporting.files import analysis_of, build_report, rendered, settings_report
from evalcore.view.report import TASKS, value_report

__all__ = ["TASKS", "analysis_of", "build_report", "rendered", "settings_report", "value_report"]
