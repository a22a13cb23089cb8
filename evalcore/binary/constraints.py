"""Thresholds chosen by a constraint, read off the sweep (one pass over the distinct scores).

- ``precision=p``: the highest recall with precision ≥ p;
- ``recall=r``: the lowest FPR with recall ≥ r;
- ``fpr=f``: the highest recall with FPR ≤ f;
- ``top=q``: flag at most the top share q of the rows (ties are never split).

Only distinct scores are candidates (predicting nothing positive meets none usefully). The value
is parsed as an exact fraction, so ``precision=0.9`` holds at 9 of 10 exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from evalcore.binary.sweep import ThresholdSweep
from evalcore.errors import EvalInputError

KINDS = ("precision", "recall", "fpr", "top")


@dataclass(frozen=True)
class ConstrainedThreshold:
    """The threshold a constraint chose, and the constrained measure's value there."""

    kind: str
    value: float
    threshold: float
    achieved: float


def parse_constraint(text: str) -> tuple[str, Fraction]:
    """``"precision=0.9"`` → ("precision", 9/10); bad text raises ``risk_constraint_invalid``."""
    kind, _, number = text.partition("=")
    kind = kind.strip().lower()
    try:
        value = Fraction(number.strip())
    except (ValueError, ZeroDivisionError):
        value = None
    if kind not in KINDS or value is None or not 0 <= value <= 1 or (kind == "top" and value == 0):
        raise EvalInputError("risk_constraint_invalid", text=text, kinds=", ".join(KINDS))
    return kind, value


def threshold_for(sweep: ThresholdSweep, kind: str, value: Fraction) -> ConstrainedThreshold:
    """The threshold meeting ``kind`` ≤/≥ ``value`` best (see the module); ``risk_constraint_unmet``
    when no distinct score meets it. Comparisons are cross-multiplied (exact for whole counts)."""
    num, den = float(value.numerator), float(value.denominator)
    tp, fp = sweep.tp, sweep.fp
    if kind == "precision":
        meets = tp * den >= num * (tp + fp)
        order = tp  # the highest recall, then the highest threshold
    elif kind == "recall":
        meets = tp * den >= num * sweep.positives
        order = -fp  # the lowest FPR, then (below) the highest recall at that FPR
    elif kind == "fpr":
        meets = fp * den <= num * sweep.negatives
        order = tp
    else:
        meets = (tp + fp) * den <= num * (sweep.positives + sweep.negatives)
        order = tp + fp
    candidates = np.flatnonzero(meets)
    if candidates.size == 0:
        raise EvalInputError("risk_constraint_unmet", kind=kind, value=float(value))
    best = candidates[np.argmax(order[candidates])]  # argmax: the first, i.e. highest threshold
    if kind == "recall":
        best = int(np.searchsorted(fp, fp[best], side="right")) - 1
    achieved = {
        "precision": tp[best] / (tp[best] + fp[best]),
        "recall": tp[best] / sweep.positives,
        "fpr": fp[best] / sweep.negatives,
        "top": (tp[best] + fp[best]) / (sweep.positives + sweep.negatives),
    }[kind]
    return ConstrainedThreshold(kind=kind, value=float(value),
                                threshold=float(sweep.thresholds[best]), achieved=float(achieved))
