"""Cost of KS, lift and gains, calibration and intervals on top of the threshold sweep, against
the sweep itself and scikit-learn / SciPy references measured in the same run.

    python benchmarks/risk.py [--sizes 1e6 1e7]

For each n (random probabilities, 30 % positives, every score distinct) it prints, best of a few
runs, the seconds of the sweep and of each measure read off it (no second sort), each as a ratio
to the sweep; and the references computing the same numbers from the rows:
``scipy.stats.ks_2samp``, ``sklearn.calibration.calibration_curve`` (uniform, quantile),
``brier_score_loss`` + ``log_loss``, and ``np.sort`` of the scores.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.timing import timed  # noqa: E402
from evalcore.binary import threshold_sweep  # noqa: E402
from evalcore.binary.calibration import probability_quality  # noqa: E402
from evalcore.binary.constraints import threshold_for  # noqa: E402
from evalcore.binary.intervals import auc_interval, threshold_intervals  # noqa: E402
from evalcore.binary.lift import ks, lift_table  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1e6, 1e7])
    args = parser.parse_args()
    from scipy.stats import ks_2samp
    from sklearn.calibration import calibration_curve
    from sklearn.metrics import brier_score_loss, log_loss

    rng = np.random.default_rng(0)
    print(f"{'n':>10} {'step':<34} {'seconds':>9} {'× sweep':>8}")
    for n in map(int, args.sizes):
        y = rng.random(n) < 0.3
        scores = np.clip(rng.normal(0.35 + 0.3 * y, 0.2), 0.0, 1.0)
        repeat = 3
        t_sweep, sweep = timed(threshold_sweep, y, scores, repeat=repeat)
        steps = {
            "ks (from the sweep)": lambda: ks(sweep),
            "lift, 10 groups": lambda: lift_table(sweep, 10),
            "lift, 100 groups": lambda: lift_table(sweep, 100),
            "calibration uniform + Brier, log loss": lambda: probability_quality(sweep),
            "calibration quantile": lambda: probability_quality(sweep, strategy="quantile"),
            "Wilson at 0.5 + DeLong AUC": lambda: (threshold_intervals(sweep.confusion_at(0.5)),
                                                   auc_interval(sweep)),
            "threshold for precision=0.6": lambda: threshold_for(sweep, "precision",
                                                                 Fraction(3, 5)),
            "ref: np.sort": lambda: np.sort(scores),
            "ref: scipy ks_2samp": lambda: ks_2samp(scores[y], scores[~y]),
            "ref: sklearn calibration_curve": lambda: calibration_curve(y, scores, n_bins=10),
            "ref: calibration_curve quantile": lambda: calibration_curve(
                y, scores, n_bins=10, strategy="quantile"),
            "ref: sklearn brier + log_loss": lambda: (brier_score_loss(y, scores),
                                                      log_loss(y, scores)),
        }
        print(f"{n:>10,} {'threshold sweep (one sort)':<34} {t_sweep:>9.3f} {1:>8.2f}")
        for name, step in steps.items():
            seconds, _ = timed(step, repeat=repeat)
            print(f"{n:>10,} {name:<34} {seconds:>9.3f} {seconds / t_sweep:>8.2f}")
        check = probability_quality(sweep)
        assert abs(check.brier - brier_score_loss(y, scores)) < 1e-9
        assert abs(ks(sweep).statistic - ks_2samp(scores[y], scores[~y]).statistic) < 1e-12


if __name__ == "__main__":
    main()
