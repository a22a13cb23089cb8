"""What every analysis value offers besides its numbers: its figures.

The figures are drawn by :mod:`evalcore.view` (imported when asked: ``import evalcore`` and the
CLI load no Plotly), from the value and the settings it holds, as the pages and the HTML report
draw them."""

from __future__ import annotations

from typing import Any, ClassVar


class Drawn:
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
            in the report's order; empty for a value whose report shows numbers only.

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
