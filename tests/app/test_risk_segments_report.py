"""AppTest: the Risk & calibration page's Segments tab has a "Download report": the binary
report at the shared threshold with the page's segment column (``binary --by COLUMN``), whose
segments are scikit-learn's per group and whose HTML holds the Segments section, in the page's
language."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import confusion_matrix, roc_auc_score

from dashboard.i18n import translate
from tests.app.helpers import csv_bytes, open_app, upload


def segmented(n=400, seed=5) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    frame = pd.DataFrame({"label": (rng.random(n) < 0.4).astype(int),
                          "channel": rng.choice(["web", "shop", "=phone"], n)})
    frame["score"] = np.clip(rng.normal(0.4 + 0.25 * frame.label, 0.2), 0, 1).round(3)
    return frame


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_segments_tab_downloads_the_report_by_its_column(lang):
    frame = segmented()
    at = upload(open_app("app_pages/risk.py", lang=lang), "segments.csv", csv_bytes(frame))
    column = next(s for s in at.selectbox if s.key.startswith("risk_segment_")
                  and "constraint" not in s.key)
    column.set_value("channel").run()
    assert not at.exception
    request = at.session_state["report_request"]
    assert (request.task, request.settings.by) == ("binary", "channel")
    assert "--by=channel" in request.argv
    result = request.result()
    threshold = result["threshold"]
    for entry in result["segments"]:
        group = frame[frame.channel == entry["value"]]
        y, s = group.label.to_numpy(), group.score.to_numpy()
        assert entry["auc"] == pytest.approx(roc_auc_score(y, s), rel=1e-12)
        tn, fp, fn, tp = confusion_matrix(y, s >= threshold).ravel()
        assert (entry["tp"], entry["fp"], entry["tn"], entry["fn"]) == (tp, fp, tn, fn)
    html = request.html_bytes().decode()
    assert f"{translate('risk_tab_segments', lang)} · channel" in html
    assert translate("risk_segment_roc_header", lang) in html


def test_the_segments_report_holds_the_threshold_per_segment_and_the_minimum_size():
    from evalcore.binary.constraints import threshold_for
    from evalcore.binary.sweep import threshold_sweep

    frame = segmented()
    at = upload(open_app("app_pages/risk.py"), "segments.csv", csv_bytes(frame))
    column = next(s for s in at.selectbox if s.key.startswith("risk_segment_")
                  and "constraint" not in s.key)
    column.set_value("channel").run()
    assert not at.exception
    request = at.session_state["report_request"]
    assert "_risk_segments_report" in request.file_name  # one name per tab
    html = request.html_bytes().decode()
    assert translate("risk_segment_thresholds_header", "en") in html
    assert "at least 30 rows" in html
    kind, value = request.analysis.segment_constraint
    for name, group in frame.groupby("channel"):
        y, s = group.label.to_numpy() == 1, group.score.to_numpy()
        chosen = threshold_for(threshold_sweep(y, s), kind, value).threshold
        assert f"{chosen:g}" in html  # each segment's own threshold, as a short decimal
