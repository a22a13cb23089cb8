"""Words a student must not meet on the lesson, Learn, Resampling and Generalization screens:
the Chinese words the textbook's glossary (shared/docs/glossary.md) replaces, each with the term
it uses instead, and the developer's words that explain nothing to a student. Kept beside the
lesson's catalog; a test checks each replacement against the glossary, and a browser test reads
every zh screen of the lesson for all of them."""

from __future__ import annotations

AVOIDED_ZH = {
    "得分": "预测值",  # the score: one word, the book's
    "分数": "预测值",
    "平均精度(?!均值)": "平均查准率",  # 精度 is accuracy; AP is 平均查准率
    "各次划分": "折 / 轮",  # a fold is 折, a bootstrap round 轮; 划分 is the hold-out's split
    "每次划分": "折 / 轮",
}
"""A regular expression of each avoided word, and the glossary's term to write instead."""

DEVELOPER_WORDS = ("f_M", "(1/K)", "(1/B)", "100μ", "1M", "10k", "^m", "scikit-learn",
                   "cross_validate", "random_state", "CPU", "与 scikit-learn 的约定相同")
"""Programmers' notation and library names, in either language."""
