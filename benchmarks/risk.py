"""Cost of KS (statistic and curve), lift and gains, the DET curve, calibration, intervals and
thresholds (whole data and per segment) on top of the threshold sweep, against the sweep itself
and scikit-learn / SciPy references measured in the same run.

    python benchmarks/risk.py [--sizes 1e6 1e7]

For each n (random probabilities, 30 % positives, every score distinct) it prints, best of a few
runs, the seconds of the sweep and of each measure read off it (no second sort), each as a ratio
to the sweep; and the references computing the same numbers from the rows:
``scipy.stats.ks_2samp``, ``sklearn.metrics.det_curve``, ``sklearn.metrics.roc_curve`` (whose
cumulative counts are the gains and KS curves), ``sklearn.calibration.calibration_curve``
(uniform, quantile), ``brier_score_loss`` + ``log_loss``, statsmodels' ``Logit`` (the calibration
slope and intercept), PSI by ``np.histogram`` (the stability against a shifted sample) and
``np.sort`` of the scores. The
per-segment thresholds use a segment column of 10 values (one sweep per segment).

The log loss is computed once per sweep and kept with it
(:func:`~evalcore.binary.calibration.summed_log_loss`, the C library's logarithms): its own row
times that first computation, on a fresh copy of the sweep each run; the calibration rows then
read it kept.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from fractions import Fraction
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import timed  # noqa: E402
from evalcore.binary import threshold_sweep  # noqa: E402
from evalcore.binary.calibration import probability_quality, summed_log_loss  # noqa: E402
from evalcore.binary.calibration_fit import calibration_fit  # noqa: E402
from evalcore.stability import population_stability  # noqa: E402
from evalcore.binary.constraints import threshold_for  # noqa: E402
from evalcore.binary.det import det_curve  # noqa: E402
from evalcore.binary.intervals import auc_interval, threshold_intervals  # noqa: E402
from evalcore.binary.lift import gains_curve, ks, ks_curve, lift_table  # noqa: E402
from evalcore.binary.segments import segment_thresholds  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e6, 1e7])
    args = parser.parse_args()
    from scipy.stats import ks_2samp
    from sklearn.calibration import calibration_curve
    from sklearn.metrics import brier_score_loss, log_loss, roc_curve
    from sklearn.metrics import det_curve as sklearn_det_curve

    rng = np.random.default_rng(0)
    print(f"{'n':>10} {'step':<34} {'seconds':>9} {'× sweep':>8}")
    for n in map(int, args.sizes):
        y = rng.random(n) < 0.3
        scores = np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0.0, 1.0)
        segments = rng.integers(0, 10, n).astype(str).astype(object)
        later = np.clip(scores + rng.normal(0.02, 0.05, n), 0.0, 1.0)
        repeat = 3
        t_sweep, sweep = timed(threshold_sweep, y, scores, repeat=repeat)
        steps = {
            "ks (from the sweep)": lambda: ks(sweep),
            "KS curve": lambda: ks_curve(sweep),
            "gains curve": lambda: gains_curve(sweep),
            "DET curve": lambda: det_curve(sweep).deviates(),
            "lift, 10 groups": lambda: lift_table(sweep, 10),
            "lift, 100 groups": lambda: lift_table(sweep, 100),
            "log loss, first time": lambda: summed_log_loss(dataclasses.replace(sweep)),
            "calibration uniform + Brier, log loss": lambda: probability_quality(sweep),
            "calibration quantile": lambda: probability_quality(sweep, strategy="quantile"),
            "Wilson at 0.5 + DeLong AUC": lambda: (threshold_intervals(sweep.confusion_at(0.5)),
                                                   auc_interval(sweep)),
            "threshold for precision=0.6": lambda: threshold_for(sweep, "precision",
                                                                 Fraction(3, 5)),
            "per segment (10) precision=0.6": lambda: segment_thresholds(
                y, scores, None, segments, kind="precision", value=Fraction(3, 5),
                column="segment"),
            "ref: np.sort": lambda: np.sort(scores),
            "ref: sklearn roc_curve": lambda: roc_curve(y, scores),
            "ref: sklearn det_curve": lambda: sklearn_det_curve(y, scores,
                                                                drop_intermediate=False),
            "ref: scipy ks_2samp": lambda: ks_2samp(scores[y], scores[~y]),
            "ref: sklearn calibration_curve": lambda: calibration_curve(y, scores, n_bins=10),
            "ref: calibration_curve quantile": lambda: calibration_curve(
                y, scores, n_bins=10, strategy="quantile"),
            "ref: sklearn brier + log_loss": lambda: (brier_score_loss(y, scores),
                                                      log_loss(y, scores)),
            "Hosmer-Lemeshow (10 bins)": lambda: probability_quality(sweep).hosmer_lemeshow(),
            "calibration slope + intercept": lambda: calibration_fit(sweep),
            "ref: statsmodels Logit on logit(p)": lambda: _logit(y, scores),
            "stability PSI, 10 bins": lambda: population_stability(scores, later),
            "ref: PSI by np.histogram": lambda: _psi_by_histogram(scores, later),
        }
        print(f"{n:>10,} {'threshold sweep (one sort)':<34} {t_sweep:>9.3f} {1:>8.2f}")
        for name, step in steps.items():
            seconds, _ = timed(step, repeat=repeat)
            print(f"{n:>10,} {name:<34} {seconds:>9.3f} {seconds / t_sweep:>8.2f}")
        check = probability_quality(sweep)
        assert abs(check.brier - brier_score_loss(y, scores)) < 1e-9
        assert abs(ks(sweep).statistic - ks_2samp(scores[y], scores[~y]).statistic) < 1e-12
        fit, reference = calibration_fit(sweep), _logit(y, scores)
        assert abs(fit.slope - reference[1]) < 1e-6 and abs(fit.intercept - reference[0]) < 1e-6
        assert abs(population_stability(scores, later).psi
                   - _psi_by_histogram(scores, later)) < 1e-9
        fpr, fnr, _ = sklearn_det_curve(y, scores, drop_intermediate=False)
        ours = det_curve(sweep)
        assert np.allclose(ours.fpr, fpr, atol=1e-12) and np.allclose(ours.fnr, fnr, atol=1e-12)


def _logit(y, scores):
    """statsmodels' Logit of the label on logit(score): (intercept, slope)."""
    import statsmodels.api as sm

    p = np.clip(scores, np.finfo(float).eps, 1 - np.finfo(float).eps)
    x = np.log(p) - np.log1p(-p)
    return sm.Logit(y.astype(float), sm.add_constant(x)).fit(disp=0, tol=1e-10).params


def _psi_by_histogram(base, current, bins=10):
    """PSI over the base's quantile bins with right-closed bins, by numpy's histogram of the
    negated values (np.histogram's bins are left-closed) and the 1e-4 floor."""
    edges = np.unique(np.quantile(base, np.arange(bins + 1) / bins))
    inner = -edges[::-1]
    inner[0], inner[-1] = -np.inf, np.inf
    shares = [np.histogram(-v, inner)[0][::-1] / v.size for v in (base, current)]
    b, c = (np.maximum(s, 1e-4) for s in shares)
    return float(np.sum((c - b) * np.log(c / b)))


if __name__ == "__main__":
    main()
