"""The binary report's DET curve, ROC band and Segments section against independent references:
the DET curve's points and operating point against ``sklearn.metrics.det_curve`` and
``confusion_matrix``, the band against evalcore's bootstrap at the page's default (and the
sample's own ROC inside it), each segment's row and the gaps against scikit-learn and SciPy on
the segment's rows; and the Risk page's Segments tab hands its segment column to the report."""

from __future__ import annotations

from html import escape as html_escape

import numpy as np
import pandas as pd
import pytest
from scipy.stats import ks_2samp, norm
from sklearn.metrics import (average_precision_score, confusion_matrix, det_curve, roc_auc_score,
                             roc_curve)

from dashboard.i18n import translate
from dashboard.report import build_report
from evalcore.view.report import risk_sections
from evalcore.resample.roc_band import roc_band
from tests.report.html_parts import array, figure_named, tables


def segmented(path, n=900, seed=3) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    frame = pd.DataFrame({"label": (rng.random(n) < 0.35).astype(int),
                          "region": rng.choice(["north", "south", "<b>east</b>", "tiny"], n,
                                               p=[0.4, 0.35, 0.23, 0.02])})
    shift = frame.region.map({"north": 0.25, "south": 0.15, "<b>east</b>": 0.3, "tiny": 0.2})
    frame["score"] = np.clip(rng.normal(0.35 + shift * frame.label, 0.18), 0, 1).round(3)
    frame.loc[frame.region == "tiny", "label"] = 1  # a one-class segment: flagged, no AUC
    frame.to_csv(path, index=False)
    return frame


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    path = tmp_path_factory.mktemp("segments") / "segments.csv"
    frame = segmented(path)
    return frame, build_report("binary", str(path), ["--by", "region", "--threshold", "0.45"],
                               lang="en")


def test_det_curve_is_scikit_learns(report):
    frame, html = report
    y, s = frame.label.to_numpy(), frame.score.to_numpy()
    fpr, fnr, _ = det_curve(y, s)
    inside = (fpr > 0) & (fpr < 1) & (fnr > 0) & (fnr < 1)
    curve, point = figure_named(html, "det")["data"][:2]
    drawn = np.column_stack([norm.cdf(array(curve["x"])), norm.cdf(array(curve["y"]))])
    points = np.column_stack([fpr[inside], fnr[inside]])
    # the drawn points are scikit-learn's (thinned only where they lie on a straight line) …
    assert {tuple(p) for p in np.round(drawn, 12)} <= {tuple(p) for p in np.round(points, 12)}
    np.testing.assert_allclose(drawn[[0, -1]], points[[0, -1]], atol=1e-12)
    # … and every one of scikit-learn's lies on the drawn line
    a, b = drawn[:-1], drawn[1:]
    for p in points:
        cross = (b[:, 0] - a[:, 0]) * (p[1] - a[:, 1]) - (b[:, 1] - a[:, 1]) * (p[0] - a[:, 0])
        within = ((np.minimum(a, b) - 1e-12 <= p) & (p <= np.maximum(a, b) + 1e-12)).all(axis=1)
        assert (within & (np.abs(cross) < 1e-12)).any(), p
    tn, fp, fn, tp = confusion_matrix(y, s >= 0.45).ravel()
    assert (array(point["x"])[0], array(point["y"])[0]) == pytest.approx(
        (norm.ppf(fp / (fp + tn)), norm.ppf(fn / (fn + tp))), rel=1e-12)
    title = figure_named(html, "det")["layout"]["title"]["text"]
    assert title == translate("risk_det_header", "en")


def test_roc_band_is_the_pages_default_band_around_the_curve(report):
    frame, html = report
    y, s = frame.label.to_numpy() == 1, frame.score.to_numpy()
    name = translate("risk_band_name", "en", level=95, n=200)
    traces = figure_named(html, "roc")["data"]
    low = next(tr for tr in traces if tr.get("name") == name)
    high = traces[traces.index(low) - 1]
    band = roc_band(y, s, n_resamples=200)  # the page's "Compute the band" at its default
    np.testing.assert_array_equal(array(low["x"]), band.fpr)
    np.testing.assert_array_equal(array(low["y"]), band.low)
    np.testing.assert_array_equal(array(high["y"]), band.high)
    fpr, tpr, _ = roc_curve(y, s, drop_intermediate=False)
    inside = (band.low <= np.interp(band.fpr, fpr, tpr) + 1e-12) & (
        np.interp(band.fpr, fpr, tpr) <= band.high + 1e-12)
    assert inside.mean() > 0.9  # the sample's own curve runs inside its band


def test_the_band_is_left_out_above_its_row_limit_and_says_why(tmp_path, monkeypatch):
    segmented(tmp_path / "s.csv")
    monkeypatch.setattr(risk_sections, "BAND_MAX_ROWS", 500)
    html = build_report("binary", str(tmp_path / "s.csv"), [], lang="zh")
    name = translate("risk_band_name", "zh", level=95, n=200)
    assert all(tr.get("name") != name for tr in figure_named(html, "roc")["data"])
    assert translate("report_band_left_out", "zh", rows="900", limit="500") in html


def test_segments_section_is_scikit_learns_per_segment(report):
    frame, html = report
    found = [table for heading, table in tables(html) if heading == "Segments · region"]
    gaps, rows = found
    rows = rows.set_index("Segment")
    assert list(rows.index) == sorted(frame.region.unique())  # user text stays text
    tprs, fprs, positive_rates = [], [], []
    for name, group in frame.groupby("region"):
        y, s = group.label.to_numpy() == 1, group.score.to_numpy()
        row = rows.loc[name]
        tn, fp, fn, tp = confusion_matrix(y, s >= 0.45, labels=[False, True]).ravel()
        assert (row["Rows"], row["Positives"]) == (str(y.size), str(y.sum()))
        assert (row["TP (true positive)"], row["FP (false positive)"], row["TN (true negative)"],
                row["FN (false negative)"]) == tuple(map(str, (tp, fp, tn, fn)))
        assert row["Positive rate"] == f"{(tp + fp) / y.size:.4f}"
        if y.all():
            assert (row["AUC"], row["Average precision (AP)"], row["KS"]) == ("—",) * 3
            assert row["Note"] == translate("risk_segment_one_class", "en")
            continue
        assert row["AUC"] == f"{roc_auc_score(y, s):.4f}"
        assert row["Average precision (AP)"] == f"{average_precision_score(y, s):.4f}"
        assert row["KS"] == f"{ks_2samp(s[y], s[~y]).statistic:.4f}"
        tprs.append(tp / (tp + fn))
        fprs.append(fp / (fp + tn))
        positive_rates.append((tp + fp) / y.size)
        assert row["TPR"] == f"{tprs[-1]:.4f}" and row["FPR"] == f"{fprs[-1]:.4f}"
    assert gaps.iloc[:, 1].tolist() == [f"{max(v) - min(v):.4f}"
                                         for v in (tprs, fprs, positive_rates)]
    curves = figure_named(html, "segment_roc")["data"][1:]  # after the diagonal
    assert len(curves) == 3  # the one-class segment has no ROC curve
    # largest first; a name is drawn as text (Plotly renders tags: escaped)
    for curve, name in zip(curves, ("north", "south", "<b>east</b>")):
        group = frame[frame.region == name]
        assert curve["name"] == translate("risk_segment_curve", "en", name=html_escape(name),
                                          auc=f"{roc_auc_score(group.label, group.score):.4f}")
        fpr, tpr, _ = roc_curve(group.label, group.score, drop_intermediate=False)
        drawn = {tuple(p) for p in np.round(np.column_stack([array(curve["x"]),
                                                             array(curve["y"])]), 12)}
        assert drawn <= {tuple(p) for p in np.round(np.column_stack([fpr, tpr]), 12)}
        assert {(0.0, 0.0), (1.0, 1.0)} <= drawn
