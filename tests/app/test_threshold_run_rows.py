"""AppTest: a run at a new threshold reads no row of the data.

Once a data set is loaded, everything a threshold page shows at a threshold comes from its sweep
(cumulative counts at the distinct scores) or from caches keyed by content: a run that read the
rows again would cost a scan of every row per release, for every session. The rows of the loaded
data are swapped for a tripwire that fails on any use; then the threshold moves as the live
view's release moves it (to a stop, off the stops, to "all negative") and the page must draw
without touching them.
"""

from __future__ import annotations

import io
import math

import numpy as np
import pandas as pd
import pytest

from dashboard.shell.session import THRESHOLD
from tests.app.helpers import new_app, upload


class Untouchable:
    """Stands for one of the data's row arrays: any read of its values is recorded and fails."""

    def __init__(self, name: str, touched: list[str]):
        self._name, self._touched = name, touched

    def _touch(self, *args, **kwargs):
        self._touched.append(self._name)
        raise AssertionError(f"a threshold run read every row of {self._name}")

    def __getattr__(self, attribute):  # .size, .shape, .dtype, .sum() …
        if attribute.startswith("__"):
            raise AttributeError(attribute)
        self._touch()

    __hash__ = object.__hash__
    __array__ = __getitem__ = __len__ = __iter__ = __invert__ = _touch
    __ge__ = __gt__ = __le__ = __lt__ = __eq__ = __ne__ = _touch
    __and__ = __or__ = __mul__ = __rmul__ = __add__ = __radd__ = __sub__ = _touch


def _file(rows: int = 400, segments: bool = False) -> bytes:
    """Labels and scores with ties (and a segment column: the Risk page's segments tab)."""
    rng = np.random.default_rng(7)
    y = (rng.random(rows) < 0.4).astype(int)
    score = np.round(np.clip(rng.normal(0.4 + 0.25 * y, 0.2), 0, 1), 3)
    frame = pd.DataFrame({"label": y, "score": score})
    if segments:
        frame["segment"] = rng.choice(["north", "south", "east"], rows)
    buffer = io.StringIO()
    frame.to_csv(buffer, index=False)
    return buffer.getvalue().encode()


@pytest.mark.parametrize("page, segments, direction", [
    ("app_pages/confusion.py", False, None), ("app_pages/roc_pr.py", False, None),
    ("app_pages/cost_curve.py", False, None), ("app_pages/risk.py", False, None),
    ("app_pages/risk.py", True, None), ("app_pages/risk.py", False, "lower"),
    ("app_pages/risk.py", True, "lower")])
def test_a_release_reads_no_row(page, segments, direction):
    """Every tab of the Risk page is drawn at each threshold (its lift, calibration and segments
    reports' requests among them); with a lower score direction the rows of the negated copy the
    page evaluates are watched too. The thresholds include both "all negative" ends."""
    at = new_app(live=True)
    if direction:
        at.session_state["sticky_risk_score_direction"] = direction
    at.run()
    at.switch_page(page).run()
    at = upload(at, f"rows_untouched_{segments}_{direction}.csv", _file(segments=segments))
    if segments:  # the segments' table, its gaps and each segment's threshold: all drawn
        assert "TPR gap (equal opportunity)" in [m.label for m in at.metric]
    loaded = at.session_state["dataset_classification"].dataset
    watched = [loaded.data]
    if direction:
        from dashboard.risk.view import risk_analysis

        watched.append(risk_analysis(loaded, direction).data)  # the cached copy the page reads
    touched = []
    kept = [(data, name, getattr(data, name)) for data in watched
            for name in ("y_true", "scores")]
    sweep = loaded.sweep
    try:
        for data, name, _ in kept:
            object.__setattr__(data, name, Untouchable(name, touched))
        for value in (float(sweep.thresholds[5]), 0.4321, math.inf, float(sweep.thresholds[-3]),
                      -math.inf):
            at.session_state[THRESHOLD] = value
            at.session_state["threshold_snap"] = {""}  # a release: snapped to its counts' decimal
            at.run()
            assert not touched, (page, value, touched)
            assert not at.exception and not at.error, (page, value)
            if segments:
                assert "TPR gap (equal opportunity)" in [m.label for m in at.metric]
            # the last report button's command (the segments' when drawn) takes its threshold
            # as a finite flag, read off the sweep's ends
            request = at.session_state["report_request"]
            assert math.isfinite(getattr(request.settings, "threshold", 0.0)), request.argv
    finally:
        for data, name, array in kept:
            object.__setattr__(data, name, array)
