"""Evaluation methods on bundled data, for teaching (seeds 003 and 004): the resampling lab
(hold-out, k-fold, p × k-fold, leave-one-out, bootstrap with its out-of-bag estimate) and
generalization / model selection (polynomial degree M, KNN's K).

scikit-learn does the work (its splitters, ``cross_validate``, ``validation_curve``, its
estimators and bundled datasets); this package only chooses and arranges them. scikit-learn is
imported inside the functions so that ``python -m evalcore`` starts without it.
"""

from evalcore.evaluation_methods.datasets import DATASETS, Dataset, load_dataset
from evalcore.evaluation_methods.lab import (METHODS, MODELS, LabSettings, MethodRun, estimate_spread,
                                  estimate_spreads, make_model, make_splits, oob_share_curve,
                                  run_method)
from evalcore.evaluation_methods.polynomial import (PolynomialData, PolynomialStudy, polynomial_data,
                                         polynomial_study)
from evalcore.evaluation_methods.neighbors import (NeighborsData, NeighborsStudy, neighbors_data,
                                        neighbors_study)

__all__ = [
    "DATASETS", "Dataset", "load_dataset", "METHODS", "MODELS", "LabSettings", "MethodRun",
    "estimate_spread", "estimate_spreads", "make_model", "make_splits", "oob_share_curve", "run_method",
    "PolynomialData", "PolynomialStudy", "polynomial_data", "polynomial_study",
    "NeighborsData", "NeighborsStudy", "neighbors_data", "neighbors_study",
]
