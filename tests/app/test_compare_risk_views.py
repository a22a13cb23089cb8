"""AppTest: the Comparison page's risk views: both models' KS (scipy's two-sample distance, its
direction), Gini (2·AUC − 1), Brier and log loss (scikit-learn's) side by side, and each model's
KS, gains, lift and reliability figures; a model whose scores are not probabilities says so."""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy.stats import ks_2samp
from sklearn.metrics import brier_score_loss, log_loss, roc_auc_score

from dashboard.compare.views.risk_views import RISK_FIGURES
from tests.app.helpers import csv_bytes, open_app, plotly_figures, upload

PAGE = "app_pages/comparison.py"


def test_both_models_risk_numbers_and_figures():
    rng = np.random.default_rng(8)
    n = 200
    y = rng.random(n) < 0.4
    a = np.clip(0.3 + 0.4 * y + rng.normal(0, 0.2, n), 0.01, 0.99).round(3)
    b = (600 - 100 * y + rng.normal(0, 60, n)).round(0)  # points: higher is safer
    frame = pd.DataFrame({"label": y.astype(int), "score_A": a, "score_B": b})
    at = upload(open_app(PAGE), "two.csv", csv_bytes(frame), "compare")
    assert not at.exception
    table = next(df.value for df in at.dataframe if "Gini" in df.value.iloc[:, 0].tolist())
    rows = {row[0]: list(row[1:]) for row in table.itertuples(index=False)}
    assert rows["KS statistic"] == [f"{ks_2samp(s[y], s[~y]).statistic:.4f}" for s in (a, b)]
    assert rows["KS direction"] == ["positives score higher", "positives score lower"]
    assert rows["Gini"] == [f"{2 * roc_auc_score(y, s) - 1:.4f}" for s in (a, b)]
    assert rows["Brier score"] == [f"{brier_score_loss(y, a):.4f}", "—"]
    assert rows["Log loss"] == [f"{log_loss(y, a):.4f}", "—"]
    titles = [f["layout"].get("title", {}).get("text", "") for f in plotly_figures(at)]
    assert not any("KS curve" in title for title in titles)  # built only once opened
    at.session_state[RISK_FIGURES] = True  # the user opens the expander
    at.run()
    assert not at.exception
    titles = [f["layout"].get("title", {}).get("text", "") for f in plotly_figures(at)]
    assert sum("KS curve" in title for title in titles) == 2
    assert sum("Reliability diagram" in title for title in titles) == 1
    assert any("not probabilities" in c.value for c in at.caption)
