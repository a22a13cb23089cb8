"""AppTest: what a release of the Risk page's live view reruns. With no segments shown nothing
else on the page follows the threshold, so the view is drawn in a fragment of its own (a release
reruns the view alone); with a segment column (detected by name, or chosen) the segments' counts
follow it, so the view is drawn in the page and a release reruns the page. Choosing the column,
or none, in the segments' own fragment reruns the page so that the view follows the choice."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dashboard.live import release
from tests.app.helpers import csv_bytes, open_app, upload

PAGE = "app_pages/risk.py"


@pytest.fixture
def scopes(monkeypatch):
    """Each ``release_scope`` call's ``alone``, in order."""
    seen: list[bool] = []
    drawn = release.release_scope

    def recording(draw, *, alone):
        seen.append(alone)
        return drawn(draw, alone=alone)

    monkeypatch.setattr(release, "release_scope", recording)
    return seen


def segmented(segment_name: str) -> bytes:
    rng = np.random.default_rng(3)
    frame = pd.DataFrame({"label": rng.integers(0, 2, 120),
                          segment_name: rng.choice(["north", "south"], 120)})
    frame["score"] = np.clip(rng.normal(0.4 + 0.2 * frame.label, 0.2), 0, 1).round(3)
    return csv_bytes(frame)


def test_without_segments_a_release_reruns_the_view_alone(scopes):
    at = open_app(PAGE, live=True)
    assert not at.exception
    assert scopes and scopes[-1] is True


def test_a_detected_segment_column_makes_a_release_rerun_the_page(scopes):
    at = upload(open_app(PAGE, live=True), "segments.csv", segmented("region"))
    assert not at.exception
    assert next(s for s in at.selectbox if s.label == "Segment column").value == "region"
    assert scopes[-1] is False  # the run that drew the segments drew the view in the page
    at.selectbox(key=next(s.key for s in at.selectbox if s.label == "Segment column")) \
        .set_value("__none__").run()
    assert not at.exception
    assert scopes[-1] is True  # no segments: the page ran again, the view alone on a release


def test_a_chosen_segment_column_makes_a_release_rerun_the_page(scopes):
    at = upload(open_app(PAGE, live=True), "groups.csv", segmented("group_x"))
    assert scopes[-1] is True  # "group_x" is not a segment name: none chosen
    at.selectbox(key=next(s.key for s in at.selectbox if s.label == "Segment column")) \
        .set_value("group_x").run()
    assert not at.exception
    assert scopes[-1] is False
