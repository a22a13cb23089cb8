"""What giving a built figure its page height costs, against a merged layout update.

    python benchmarks/presentation.py

Every figure a page shows gets its height (``evalcore.view.layout.presentation``). Prints the
best time of setting one height on a laid-out ROC figure by Plotly's ``update_layout`` (what
``presentation`` does) and by ``merge_layout`` (the reference, the merge the figure builders use
for nested settings, which copies the layout and its template), and their ratio.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import plotly.graph_objects as go  # noqa: E402

from timing import timed  # noqa: E402  benchmarks/timing.py, beside this script
from evalcore.view.layout import layout, merge_layout, presentation  # noqa: E402

FIGURES = 200


def figures() -> list[go.Figure]:
    return [layout(go.Figure(go.Scatter(x=[0, 0.5, 1], y=[0, 0.8, 1])), x_title="FPR",
                   y_title="TPR", square=True) for _ in range(FIGURES)]


def main() -> None:
    def by_presentation():
        for fig in figures_a:
            presentation(fig, height=360)

    def by_merge():
        for fig in figures_b:
            merge_layout(fig, {"height": 360})

    figures_a, figures_b = figures(), figures()
    ours, _ = timed(by_presentation)
    reference, _ = timed(by_merge)
    print(f"presentation(height) {ours / FIGURES * 1e3:.3f} ms per figure, merge_layout "
          f"{reference / FIGURES * 1e3:.3f} ms, ratio {ours / reference:.2f}")


if __name__ == "__main__":
    main()
