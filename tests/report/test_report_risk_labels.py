"""Every number of the risk reports' "Every number" table (lift, calibration, binary with --by and
--threshold-for, and compare's risk keys) has a name in both languages, and the names say what the
key is where it sits (the KS statistic is not a "test statistic", the FPR gap is not "α")."""

from __future__ import annotations

import contextlib
import io
import json

import numpy as np
import pandas as pd
import pytest

from dashboard.i18n import translate
from evalcore.view.report import _key_name, _leaves
from evalcore.__main__ import main


def _json(argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv) == 0
    return json.loads(out.getvalue())


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    rng = np.random.default_rng(0)
    n = 300
    y = rng.random(n) < 0.4
    frame = pd.DataFrame({"label": y.astype(int),
                          "score": np.clip(0.3 + 0.4 * y + rng.normal(0, 0.2, n), 0, 1).round(3),
                          "score_B": np.clip(0.3 + 0.3 * y + rng.normal(0, 0.2, n), 0, 1).round(3),
                          "region": rng.choice(["a", "b"], n)})
    path = tmp_path_factory.mktemp("risk") / "d.csv"
    frame.to_csv(path, index=False)
    single = frame.drop(columns="score_B")
    one = path.with_name("one.csv")
    single.to_csv(one, index=False)
    return {"lift": _json(["lift", str(one)]),
            "calibration": _json(["calibration", str(one)]),
            "binary": _json(["binary", str(one), "--by", "region", "--threshold-for",
                             "recall=0.8"]),
            "compare": _json(["compare", str(path), "--score-cols", "score", "score_B"])}


RISK_PATHS = ("ks.", "gini", "brier", "hosmer", "calibration_", "ece", "mce", "gaps.",
              "min_segment", "youden.", "intervals.", "strategy", "constraint.")


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("name", ["lift", "calibration", "binary", "compare"])
def test_every_risk_number_has_a_name(results, name, lang):
    t = lambda key, **params: translate(key, lang, **params)  # noqa: E731
    unnamed = [path for path, _ in _leaves(results[name])
               if path.startswith(RISK_PATHS) and not _key_name(t, path)]
    assert unnamed == []


def test_names_say_what_the_key_is_where_it_sits(results):
    t = lambda key, **params: translate(key, "en", **params)  # noqa: E731
    assert _key_name(t, "ks.statistic").startswith("KS statistic")
    assert _key_name(t, "gaps.fpr").startswith("FPR gap")
    assert _key_name(t, "gaps.tpr").startswith("TPR gap")
    assert _key_name(t, "youden.tpr") == "TPR at Youden's threshold"
    assert _key_name(t, "gini.A") == "Gini (2 · AUC − 1) (A)"
    assert _key_name(t, "ks.B.statistic").startswith("KS statistic")
