"""K chosen on a validation set (§2.2.4), checked against scikit-learn's GridSearchCV with the
same split as a predefined validation fold: the same accuracies, the same K (the first best),
and the same refitted model's test accuracy."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.model_selection import GridSearchCV, PredefinedSplit, train_test_split
from sklearn.neighbors import KNeighborsClassifier

from evalcore.evaluation_methods.neighbors import K_VALUES, neighbors_data
from evalcore.evaluation_methods.validation import VALIDATION_SIZE, validation_choice


def test_validation_choice_is_grid_search_on_a_predefined_validation_fold():
    data = neighbors_data(300, 1.2, 0)
    result = validation_choice(data)
    rows = np.arange(data.y_train.size)
    _, validation = train_test_split(rows, test_size=VALIDATION_SIZE, stratify=data.y_train,
                                     random_state=data.seed)
    fold = np.full(rows.size, -1)
    fold[validation] = 0
    search = GridSearchCV(KNeighborsClassifier(), {"n_neighbors": list(K_VALUES)},
                          cv=PredefinedSplit(fold), scoring="accuracy")
    search.fit(data.X_train, data.y_train)
    np.testing.assert_allclose(result.validation_accuracy,
                               search.cv_results_["mean_test_score"], rtol=0, atol=1e-15)
    assert result.chosen == search.best_params_["n_neighbors"]
    assert result.test_accuracy == pytest.approx(search.score(data.X_test, data.y_test),
                                                  abs=1e-15)
    assert (result.n_fit, result.n_validation, result.n_test) == (
        rows.size - validation.size, validation.size, data.y_test.size)
    assert result.n_fit + result.n_validation + result.n_test == 300
