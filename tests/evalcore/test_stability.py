"""Population stability: PSI by hand over the base's stated quantile bins, the flag's limits, the
empty-share floor, invariants (hypothesis) and the ``stability`` command's JSON and refusals."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from evalcore.__main__ import main
from evalcore.stability import SHARE_FLOOR, population_stability, stability_flag


def _run(capsys, *argv):
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if status == 0 else None), err


def test_psi_by_hand_with_the_stated_bins():
    base = np.array([1, 2, 3, 4, 5, 6, 7, 8], dtype=float)
    current = np.array([1, 1, 2, 5, 8, 8, 9, 9, 9, 0], dtype=float)
    # edges: numpy.quantile(base, [0, .25, .5, .75, 1]) = 1, 2.75, 4.5, 6.25, 8
    result = population_stability(base, current, bins=4)
    assert [(b["lower"], b["upper"]) for b in result.bins] == [
        (1.0, 2.75), (2.75, 4.5), (4.5, 6.25), (6.25, 8.0)]
    # right-closed, outer bins open: current 0,1,1,2 | — | 5 | 8,8,9,9,9
    base_shares, current_shares = [0.25] * 4, [0.4, 0.0, 0.1, 0.5]
    assert [b["base_share"] for b in result.bins] == base_shares
    assert [b["current_share"] for b in result.bins] == pytest.approx(current_shares)
    terms = [(max(c, SHARE_FLOOR) - b) * math.log(max(c, SHARE_FLOOR) / b)
             for b, c in zip(base_shares, current_shares)]
    assert [b["psi"] for b in result.bins] == pytest.approx(terms)
    assert result.psi == pytest.approx(sum(terms)) and result.flag == "shift"


def test_duplicate_edges_are_removed_and_a_value_on_an_edge_goes_below():
    base = np.array([0, 0, 0, 0, 0, 0, 1, 2, 3, 4], dtype=float)
    edges = np.unique(np.quantile(base, np.arange(6) / 5))
    result = population_stability(base, np.array([0.0, 1.0, 1.5]), bins=5)
    assert [b["lower"] for b in result.bins] == edges[:-1].tolist()
    assert [b["upper"] for b in result.bins] == edges[1:].tolist()
    by_hand = [np.mean([(i == 0 or lo < x) and (x <= hi or i == len(edges) - 2)
                        for x in base]) for i, (lo, hi) in enumerate(zip(edges, edges[1:]))]
    assert [b["base_share"] for b in result.bins] == pytest.approx(by_hand)


@pytest.mark.parametrize("psi, flag", [(0.0, "stable"), (0.0999, "stable"), (0.1, "watch"),
                                       (0.25, "watch"), (0.2501, "shift")])
def test_flag_limits(psi, flag):
    assert stability_flag(psi) == flag


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(0, 30), min_size=1, max_size=60),
       st.lists(st.integers(-5, 35), min_size=1, max_size=60), st.integers(1, 12))
def test_shares_add_up_and_psi_is_never_negative(base, current, bins):
    base, current = np.array(base, float), np.array(current, float)
    result = population_stability(base, current, bins=bins)
    assert sum(b["base_share"] for b in result.bins) == pytest.approx(1.0)
    assert sum(b["current_share"] for b in result.bins) == pytest.approx(1.0)
    assert all(b["psi"] >= 0 for b in result.bins) and result.psi >= 0
    assert result.psi == pytest.approx(sum(b["psi"] for b in result.bins))
    assert population_stability(base, base.copy(), bins=bins).psi == 0.0


def test_stability_command(capsys, tmp_path):
    rng = np.random.default_rng(3)
    base, current = tmp_path / "base.csv", tmp_path / "current.csv"
    b, c = rng.normal(0, 1, 500).round(3), rng.normal(0.3, 1, 400).round(3)
    income_b, income_c = rng.integers(1, 9, 500), rng.integers(1, 9, 400)
    base.write_text("label,score,income\n" + "".join(
        f"{i % 2},{x},{z}\n" for i, (x, z) in enumerate(zip(b, income_b))))
    current.write_text("label,score,income\n" + "".join(
        f"{i % 2},{x},{z}\n" for i, (x, z) in enumerate(zip(c, income_c))))
    status, out, _ = _run(capsys, "stability", base, current)
    assert status == 0
    assert list(out) == ["task", "column", "n_base", "n_current", "bins", "psi", "flag",
                         "share_floor"]
    assert out["column"] == "score" and (out["n_base"], out["n_current"]) == (500, 400)
    assert list(out["bins"][0]) == ["lower", "upper", "base_share", "current_share", "psi"]
    reference = population_stability(b, c, bins=10)
    assert out["psi"] == pytest.approx(reference.psi) and out["flag"] == reference.flag
    status, csi, _ = _run(capsys, "stability", base, current, "--column", "income", "--bins", "4")
    assert status == 0 and csi["column"] == "income"
    assert csi["psi"] == pytest.approx(population_stability(income_b, income_c, bins=4).psi)
    for argv, flag in ((["--column", "nope"], "--column"), (["--bins", "0"], "--bins"),
                       (["--column", "label", "--score-col", "score"], "--column")):
        status, _, err = _run(capsys, "stability", base, current, *argv)
        assert status == 2 and err.count("\n") == 1 and flag in err
