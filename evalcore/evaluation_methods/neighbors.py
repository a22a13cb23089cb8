"""Seed 004's KNN example: choose the number of neighbours K of a three-class classifier on
two-dimensional data by 5-fold cross-validation on the training set (``validation_curve`` with
``KNeighborsClassifier``), beside the training and test accuracy and the decision regions."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.errors import EvalInputError

CENTERS = ((-1.5, 0.0), (1.5, 0.0), (0.0, 2.5))
"""The three classes' centres (overlapping at the default spread)."""
K_VALUES = tuple(range(1, 31))
TEST_SIZE = 0.3


@dataclass(frozen=True)
class NeighborsData:
    """Three Gaussian blobs split 70 / 30 (stratified) into training and test samples."""

    X_train: np.ndarray
    y_train: np.ndarray
    X_test: np.ndarray
    y_test: np.ndarray
    seed: int


def neighbors_data(n_samples: int, spread: float, seed: int) -> NeighborsData:
    """``make_blobs`` around :data:`CENTERS` with standard deviation ``spread``, then
    ``train_test_split`` (stratified, same seed)."""
    from sklearn.datasets import make_blobs
    from sklearn.model_selection import train_test_split

    X, y = make_blobs(n_samples=n_samples, centers=np.array(CENTERS), cluster_std=spread,
                      random_state=seed)
    X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=TEST_SIZE, stratify=y,
                                                        random_state=seed)
    return NeighborsData(X_train, y_train, X_test, y_test, seed)


def knn(k: int):
    from sklearn.neighbors import KNeighborsClassifier

    return KNeighborsClassifier(n_neighbors=k)


@dataclass(frozen=True)
class NeighborsStudy:
    """Training, 5-fold CV and test accuracy for every K; ``chosen`` has the best CV accuracy
    (the smallest such K on ties)."""

    k_values: np.ndarray
    train_accuracy: np.ndarray
    cv_accuracy: np.ndarray
    test_accuracy: np.ndarray
    folds: int

    @property
    def chosen(self) -> int:
        return int(self.k_values[int(np.argmax(self.cv_accuracy))])


def neighbors_study(data: NeighborsData, folds: int = 5, k_values=K_VALUES) -> NeighborsStudy:
    """Accuracies for every K: CV by ``StratifiedKFold(folds, shuffle=True, random_state=seed)``
    on the training samples."""
    from sklearn.model_selection import StratifiedKFold, validation_curve

    k_values = np.asarray(k_values, dtype=int)
    smallest_fold_train = data.y_train.size - -(-data.y_train.size // folds)
    if k_values.max() > smallest_fold_train:
        raise EvalInputError("methods_k_exceeds_train", k=int(k_values.max()),
                             samples=smallest_fold_train)
    train, test = [], []
    for k in k_values:
        model = knn(int(k)).fit(data.X_train, data.y_train)
        train.append(model.score(data.X_train, data.y_train))
        test.append(model.score(data.X_test, data.y_test))
    _, cv_scores = validation_curve(
        knn(1), data.X_train, data.y_train, param_name="n_neighbors", param_range=k_values,
        cv=StratifiedKFold(folds, shuffle=True, random_state=data.seed), scoring="accuracy")
    return NeighborsStudy(k_values=k_values, train_accuracy=np.array(train),
                          cv_accuracy=cv_scores.mean(axis=1), test_accuracy=np.array(test),
                          folds=folds)


@dataclass(frozen=True)
class DecisionRegions:
    """The class KNN predicts at every point of a ``xs`` × ``ys`` grid (``classes[j, i]`` at
    (xs[i], ys[j]))."""

    xs: np.ndarray
    ys: np.ndarray
    classes: np.ndarray


def decision_regions(data: NeighborsData, k: int, size: int = 120) -> DecisionRegions:
    """KNN with ``k`` neighbours fitted on the training samples, predicted on a grid covering
    every sample with a margin of 0.5."""
    X = np.vstack([data.X_train, data.X_test])
    lo, hi = X.min(axis=0) - 0.5, X.max(axis=0) + 0.5
    xs, ys = np.linspace(lo[0], hi[0], size), np.linspace(lo[1], hi[1], size)
    gx, gy = np.meshgrid(xs, ys)
    predicted = knn(k).fit(data.X_train, data.y_train).predict(np.c_[gx.ravel(), gy.ravel()])
    return DecisionRegions(xs, ys, predicted.reshape(gx.shape))
