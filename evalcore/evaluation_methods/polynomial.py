"""Seed 004 §1.3: fit polynomials of degree M = 0 … 15 to N_train noisy samples of
sin(2πx) on [0, 1] by least squares (``PolynomialFeatures`` + ``LinearRegression``). Training MSE
falls as M grows, test MSE falls and then rises (过拟合); k-fold cross-validation on the training
set (``validation_curve``) picks M without looking at the test set."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.errors import EvalInputError

DEGREES = tuple(range(16))
"""The degrees M the study fits."""
N_TEST = 200
"""Test samples drawn from the same distribution (independent of the training samples)."""


def true_function(x: np.ndarray) -> np.ndarray:
    """The smooth function behind the samples: sin(2πx)."""
    return np.sin(2 * np.pi * np.asarray(x, dtype=float))


@dataclass(frozen=True)
class PolynomialData:
    """Training samples (x increasing) and test samples, y = sin(2πx) + N(0, noise²)."""

    x_train: np.ndarray
    y_train: np.ndarray
    x_test: np.ndarray
    y_test: np.ndarray
    seed: int


def polynomial_data(n_train: int, noise: float, seed: int, n_test: int = N_TEST) -> PolynomialData:
    """Training x equally spaced on [0, 1] (as in seed 004's figure, so no test sample lies
    outside them), test x uniform on [0, 1]; Gaussian noise from ``np.random.RandomState(seed)``
    (training samples first, then the test samples)."""
    rng = np.random.RandomState(seed)
    x_train = np.linspace(0.0, 1.0, n_train)
    y_train = true_function(x_train) + rng.normal(0.0, noise, n_train)
    x_test = rng.uniform(0.0, 1.0, n_test)
    y_test = true_function(x_test) + rng.normal(0.0, noise, n_test)
    return PolynomialData(x_train, y_train, x_test, y_test, seed)


def polynomial_model(degree: int):
    """f_M(x; ω) = Σ ω_j x^j fitted by least squares. x is standardised first: the same
    polynomials (an affine change of x), but x^15 stays well conditioned, so that the training
    error really falls to 0 once M + 1 reaches N_train."""
    from sklearn.linear_model import LinearRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import PolynomialFeatures, StandardScaler

    return make_pipeline(StandardScaler(), PolynomialFeatures(degree), LinearRegression())


def fit_curve(data: PolynomialData, degree: int, grid: np.ndarray) -> np.ndarray:
    """The degree-M least-squares polynomial of the training samples, evaluated on ``grid``."""
    model = polynomial_model(degree).fit(data.x_train[:, None], data.y_train)
    return model.predict(np.asarray(grid, dtype=float)[:, None])


@dataclass(frozen=True)
class PolynomialStudy:
    """Training, test and k-fold CV MSE for every degree in ``degrees``; ``chosen`` is the degree
    with the smallest CV MSE (the smallest such degree on ties)."""

    degrees: np.ndarray
    train_mse: np.ndarray
    test_mse: np.ndarray
    cv_mse: np.ndarray
    folds: int

    @property
    def chosen(self) -> int:
        return int(self.degrees[int(np.argmin(self.cv_mse))])

    @property
    def best_test(self) -> int:
        """The degree with the smallest test MSE (what the test set would pick: shown, never
        used to choose)."""
        return int(self.degrees[int(np.argmin(self.test_mse))])


def polynomial_study(data: PolynomialData, folds: int = 5,
                     degrees=DEGREES) -> PolynomialStudy:
    """Fit every degree on the training samples (training and test MSE) and cross-validate it
    with ``validation_curve`` over ``KFold(folds, shuffle=True, random_state=seed)``."""
    from sklearn.metrics import mean_squared_error
    from sklearn.model_selection import KFold, validation_curve

    n_train = data.x_train.size
    if not 2 <= folds <= n_train:
        raise EvalInputError("methods_folds_exceed_samples", folds=folds, samples=n_train)
    degrees = np.asarray(degrees, dtype=int)
    x_train, x_test = data.x_train[:, None], data.x_test[:, None]
    train_mse, test_mse = [], []
    for degree in degrees:
        model = polynomial_model(int(degree)).fit(x_train, data.y_train)
        train_mse.append(mean_squared_error(data.y_train, model.predict(x_train)))
        test_mse.append(mean_squared_error(data.y_test, model.predict(x_test)))
    _, cv_scores = validation_curve(
        polynomial_model(1), x_train, data.y_train, param_name="polynomialfeatures__degree",
        param_range=degrees, cv=KFold(folds, shuffle=True, random_state=data.seed),
        scoring="neg_mean_squared_error")
    return PolynomialStudy(degrees=degrees, train_mse=np.array(train_mse),
                           test_mse=np.array(test_mse), cv_mse=-cv_scores.mean(axis=1),
                           folds=folds)
