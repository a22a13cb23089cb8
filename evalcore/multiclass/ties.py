"""The one tie rule for per-class scores: the predicted class, top-k ranks, tied rows.

Classes are ranked by score, highest first; classes with equal scores are ranked in class order
(the sorted label order of :func:`evalcore.multiclass.load.sorted_labels`, which is the column
order of every loaded score matrix, whatever the file's column order). So:

- the predicted class (argmax) is the highest-scoring class, and on a tie the first of the tied
  classes in class order;
- a sample's true class is within the top k iff its position in that same ranking is < k: a tied
  class at the k-th place counts only if it comes before the others in class order.

Top-1 accuracy therefore equals the accuracy of the argmax prediction, and neither depends on the
order of the score columns in the file. (scikit-learn's ``top_k_accuracy_score`` ranks ties the
other way, the last class first, so it differs from this rule only on rows with tied scores.)
"""

from __future__ import annotations

import numpy as np


def top_class(scores) -> np.ndarray:
    """Each row's predicted class index: the highest score, the first class on a tie."""
    return np.asarray(scores, dtype=float).argmax(axis=1)


def true_class_ranks(y_true, scores) -> np.ndarray:
    """Each row's position (0 = first) of its true class in the tie-broken ranking: the number of
    classes scored higher, plus the classes scored equally that come earlier in class order."""
    true = np.asarray(y_true, dtype=np.int64)
    matrix = np.asarray(scores, dtype=float)
    own = matrix[np.arange(true.size), true][:, None]
    earlier = np.arange(matrix.shape[1])[None, :] < true[:, None]
    return np.count_nonzero((matrix > own) | ((matrix == own) & earlier), axis=1)


def tied_top_rows(scores) -> int:
    """How many rows have their highest score in two or more classes (where the rule decides)."""
    matrix = np.asarray(scores, dtype=float)
    if matrix.size == 0:
        return 0
    top = matrix.max(axis=1, keepdims=True)
    return int(np.count_nonzero((matrix == top).sum(axis=1) > 1))
