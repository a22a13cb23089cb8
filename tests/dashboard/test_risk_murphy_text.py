"""The Brier decomposition's caption: a negative within-bin covariance (it is subtracted) reads
"− (-0.0011)", never the double sign "− -0.0011", in both languages; its terms add up to the
Brier score as written."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from dashboard.i18n import translate
from evalcore.view.risk_render import murphy_text


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_negative_term_is_in_parentheses(lang):
    parts = SimpleNamespace(reliability=0.0107, resolution=0.0747, uncertainty=0.2222,
                            within_bin_variance=0.0007, within_bin_covariance=-0.0011,
                            brier=0.1600)
    assert parts.reliability - parts.resolution + parts.uncertainty + parts.within_bin_variance \
        - parts.within_bin_covariance == pytest.approx(parts.brier)
    text = murphy_text(lambda key, **p: translate(key, lang, **p), parts)
    assert "− (-0.0011) = 0.1600" in text and "− -" not in text
    assert "0.0107 − 0.0747 + 0.2222 + 0.0007" in text
