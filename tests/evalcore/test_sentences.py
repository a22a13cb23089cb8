"""Translated sentences run together into one paragraph (:func:`evalcore.view.text.sentences`):
a space after an English sentence, none after a Chinese full stop, empty ones left out."""

from __future__ import annotations

import doctest

from hypothesis import given
from hypothesis import strategies as st

import evalcore.view.text
from evalcore.view.text import CLOSING_PUNCTUATION, sentences

SENTENCE = st.one_of(st.text(max_size=8), st.sampled_from(["无定义。", "平均值。", "Undefined.", ""]))


@given(st.lists(SENTENCE, max_size=6))
def test_each_sentence_in_order_with_a_space_only_after_a_non_chinese_ending(texts):
    kept = [text for text in texts if text]
    expected = ""
    for i, text in enumerate(kept):
        if i and not kept[i - 1].endswith(tuple(CLOSING_PUNCTUATION)):
            expected += " "
        expected += text
    assert sentences(*texts) == expected


def test_the_book_s_examples():
    assert sentences("均方根对数误差无定义。", "log(1 + y) 上的均方根误差。") == (
        "均方根对数误差无定义。log(1 + y) 上的均方根误差。")
    assert sentences("RMSLE is undefined.", "The RMSE on log(1 + y).") == (
        "RMSLE is undefined. The RMSE on log(1 + y).")
    assert doctest.testmod(evalcore.view.text).failed == 0
