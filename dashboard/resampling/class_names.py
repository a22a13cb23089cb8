"""The classes of the lab's bundled data sets by name, in the user's language: Iris's three
species and breast cancer's two diagnoses (scikit-learn's ``target_names``, in label order);
digits' classes are the digits themselves, named as "class 3"."""

from __future__ import annotations

from dashboard.shell.language import t

CLASS_KEYS = {
    "iris": ("resampling_class_setosa", "resampling_class_versicolor",
             "resampling_class_virginica"),
    "breast_cancer": ("resampling_class_malignant", "resampling_class_benign"),
}
"""Data set → the catalog keys of its classes 0, 1, …"""


def class_name(dataset: str, label) -> str:
    """Class ``label`` (0, 1, … or its text) of the lab's data set ``dataset`` by its name."""
    keys = CLASS_KEYS.get(dataset)
    if keys is None:
        return t("resampling_strips_class", label=label)
    return t(keys[int(label)])
