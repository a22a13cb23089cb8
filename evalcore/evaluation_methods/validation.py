"""The validation set (the watermelon book's §2.2.4): the training data is split again into a
part the models are fitted on and a validation set that chooses the parameter (here KNN's K);
the chosen model is then refitted on all the training data and the test set, used once, estimates
its error. ``train_test_split`` and ``KNeighborsClassifier`` do the work."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.evaluation_methods.neighbors import K_VALUES, NeighborsData, knn

VALIDATION_SIZE = 0.25
"""The share of the training samples held out as the validation set."""


@dataclass(frozen=True)
class ValidationChoice:
    """K chosen on a validation set.

    Attributes
    ----------
    k_values, validation_accuracy : ndarray
        Each K's accuracy on the validation set (fitted on the rest of the training samples).
    chosen : int
        The K of the best validation accuracy (the smallest such K on ties).
    test_accuracy : float
        The chosen K refitted on every training sample, scored once on the test set.
    n_fit, n_validation, n_test : int
        How many samples fit the models, validate them, and test the chosen one.
    """

    k_values: np.ndarray
    validation_accuracy: np.ndarray
    chosen: int
    test_accuracy: float
    n_fit: int
    n_validation: int
    n_test: int


def validation_choice(data: NeighborsData, k_values=K_VALUES,
                      validation_size: float = VALIDATION_SIZE) -> ValidationChoice:
    """Split ``data``'s training samples (stratified, ``data.seed``) into fitting and validation
    samples, choose K by validation accuracy, refit it on all training samples and test it."""
    from sklearn.model_selection import train_test_split

    k_values = np.asarray(k_values, dtype=int)
    x_fit, x_val, y_fit, y_val = train_test_split(
        data.X_train, data.y_train, test_size=validation_size, stratify=data.y_train,
        random_state=data.seed)
    accuracy = np.array([knn(int(k)).fit(x_fit, y_fit).score(x_val, y_val) for k in k_values])
    chosen = int(k_values[int(np.argmax(accuracy))])
    test = float(knn(chosen).fit(data.X_train, data.y_train).score(data.X_test, data.y_test))
    return ValidationChoice(k_values, accuracy, chosen, test, y_fit.size, y_val.size,
                            data.y_test.size)
