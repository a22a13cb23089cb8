"""Comparing two models on the same samples: paired tests, curve dominance, matched points.

- :func:`delong_test`: DeLong's test of two correlated ROC AUCs, with each AUC's DeLong interval;
- :func:`paired_bootstrap`: bootstrap interval for the difference of any metric (rows or queries);
  :mod:`evalcore.resample.prepared_metrics`'s AUC and AP sort the scores once for all its resamples;
  :mod:`evalcore.compare.resampled` lists what it resamples, per task;
- :func:`mcnemar_test`: McNemar's test on two models' predictions (exact for few discordant);
- :func:`paired_query_tests`: per-query win/tie/loss, paired t-test and randomization test;
- :func:`curve_dominance`: whether one ROC / P-R curve lies on or above the other, and where they
  cross; :func:`matched_operating_points` at the same FPR or recall;
- :func:`detect_compare_task`: which task (binary, multiclass, regression, ranking) a file holds;
  :func:`detect_model_pair`: whether a file holds two models' columns at all;
- :func:`compare_binary`: all of the binary results at once; :func:`load_compare` and
  :func:`load_compare_files` read one file with two score columns, or two files.
"""

from evalcore.resample.paired_bootstrap import METHODS, BootstrapResult, paired_bootstrap
from evalcore.compare.delong import (
    AucEstimate,
    DeLongResult,
    delong_covariance,
    delong_placements,
    delong_test,
)
from evalcore.io.vocabulary import ID_NAMES
from evalcore.compare.detect import TASKS, detect_compare_task, detect_model_pair
from evalcore.compare.dominance import Dominance, curve_dominance
from evalcore.compare.load import (
    Alignment,
    CompareData,
    align_pair,
    compare_from_table,
    compare_from_tables,
    detect_score_column,
    detect_score_pair,
    id_keys,
    load_compare,
    load_compare_files,
    table_keys,
)
from evalcore.compare.mcnemar import EXACT_BELOW, McNemarResult, mcnemar_test
from evalcore.compare.operating import (
    OperatingPoint,
    matched_operating_points,
    matched_threshold,
    operating_point,
)
from evalcore.compare.paired import PairedQueryTests, paired_query_tests
from evalcore.compare.summary import BinaryComparison, compare_binary

__all__ = [
    "EXACT_BELOW",
    "ID_NAMES",
    "METHODS",
    "TASKS",
    "Alignment",
    "AucEstimate",
    "BinaryComparison",
    "BootstrapResult",
    "CompareData",
    "DeLongResult",
    "Dominance",
    "McNemarResult",
    "OperatingPoint",
    "PairedQueryTests",
    "align_pair",
    "compare_binary",
    "compare_from_table",
    "compare_from_tables",
    "curve_dominance",
    "delong_covariance",
    "delong_placements",
    "delong_test",
    "detect_compare_task",
    "detect_model_pair",
    "detect_score_column",
    "detect_score_pair",
    "id_keys",
    "load_compare",
    "load_compare_files",
    "matched_operating_points",
    "matched_threshold",
    "mcnemar_test",
    "operating_point",
    "paired_bootstrap",
    "paired_query_tests",
    "table_keys",
]
