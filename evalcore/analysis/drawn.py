"""What every analysis value offers besides its numbers: its offline report and its figures.

The figures are drawn by :mod:`evalcore.view` (imported when asked: ``import evalcore`` and the
CLI load no Plotly), from the value and the settings it holds, as the pages and the HTML report
draw them. The report needs the value's settings, which the API above the values reads from the
value's fields (:mod:`evalcore.api.report`): it registers its writer here when imported."""

from __future__ import annotations

import os
from typing import Any, Callable, ClassVar

_WRITER: list[Callable[..., str]] = []
"""The report writer :mod:`evalcore.api.report` registers (one)."""


def register_writer(write: Callable[..., str]) -> None:
    """Make ``write(value, path, language, data_name)`` the writer of :meth:`Reported.report`."""
    _WRITER[:] = [write]


class Reported:
    """Gives a value ``report()``: the offline HTML report of the value at its settings."""

    def report(self, path: str | os.PathLike | None = None, language: str = "en", *,
               data_name: str | None = None) -> str:
        """Write the offline report of this value: one self-contained HTML file, the same a
        page's "Download report" gives for the same data and settings.

        The file holds the data summary, the task's figures and tables, the "Every number"
        table, ``python -m evalcore``'s JSON (equal to :meth:`to_json`) and the "Reproduce with"
        command line written from the value's settings. Plotly.js is inline once: the file opens
        offline, loading nothing from the network.

        Parameters
        ----------
        path : str or os.PathLike, optional
            Where to write the report (UTF-8). None: nothing is written; the HTML is only
            returned.
        language : {"en", "zh"}, default "en"
            The language of the report's headings, tables and figures (English or 简体中文).
        data_name : str, optional
            The data file's name the report shows and its "Reproduce with" line reads
            (default ``data.csv``: a value does not remember its file). A comparison read from
            one file per model names its models' files there instead.

        Returns
        -------
        str
            The report's HTML (also when it was written to ``path``).

        Raises
        ------
        EvalInputError
            ``language`` is not ``"en"`` or ``"zh"``, or ``path`` cannot be written.

        Examples
        --------
        >>> import evalcore as ec
        >>> a = ec.binary([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
        >>> html = a.report("report.html")
        >>> html == open("report.html", encoding="utf-8").read()
        True
        >>> "<title>报告：混淆矩阵、ROC 与 P-R 曲线</title>" in a.report(language="zh")
        True
        """
        if not _WRITER:
            raise RuntimeError("the report needs evalcore's API: import evalcore.api first")
        return _WRITER[0](self, path, language, data_name)


class Drawn(Reported):
    """Gives a value ``figures()``; the value names its kind of figures in :attr:`figure_kind`
    (a key of :data:`evalcore.view.figures.FIGURES`)."""

    figure_kind: ClassVar[str]

    def figures(self, language: str = "en") -> dict[str, Any]:
        """The Plotly figures the report and the pages draw for this value at its settings.

        Parameters
        ----------
        language : {"en", "zh"}, default "en"
            The language of the figures' titles, axes and legends (English or 简体中文).

        Returns
        -------
        dict of str to plotly.graph_objects.Figure
            Each figure by its name in the report (``"roc"``, ``"pr"``, ``"confusion_matrix"``…),
            in the report's order; empty for a value that has none (folds of a task other than
            binary).

        Examples
        --------
        >>> import evalcore as ec
        >>> a = ec.binary([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8])
        >>> list(a.figures())
        ['confusion_matrix', 'score_histogram', 'roc', 'pr']
        >>> a.figures(language="zh")["roc"].layout.xaxis.title.text
        '假正例率 (FPR)'
        """
        from evalcore.view.figures import figures_of

        return figures_of(self, self.figure_kind, language)
