"""Wording of the catalog: example titles name content and source, the zh terms
follow shared/docs/glossary.md, and no symbol means two things on one page."""

from __future__ import annotations

import re

import pytest

from dashboard.i18n import CATALOG
from evalcore.examples import all_examples
from evalcore.messages import CATALOG as EVALCORE_MESSAGES


def _zh_texts() -> dict[str, str]:
    return {key: texts["zh"] for key, texts in {**CATALOG, **EVALCORE_MESSAGES}.items()}


@pytest.mark.parametrize("key", sorted(all_examples()))
def test_example_titles_carry_no_internal_seed_label(key):
    title = CATALOG[f"example_{key}"]
    assert not re.search(r"seed|种子", title["en"] + title["zh"], re.IGNORECASE)


def test_textbook_examples_say_so_in_both_languages():
    for key in ("seed001_a", "seed001_b", "compare_seed001"):
        assert CATALOG[f"example_{key}"]["en"].startswith("Textbook ch. 2: ")
        assert CATALOG[f"example_{key}"]["zh"].startswith("教材第 2 章：")


def test_no_ui_text_names_a_seed():
    for key, texts in CATALOG.items():
        assert not re.search(r"\bseed 00\d", texts["en"], re.IGNORECASE), key
        assert "种子 00" not in texts["zh"], key


@pytest.mark.parametrize("avoided, term", [
    ("假阴性率", "假反例率"),  # FNR beside 假正例率: the book's 假反例率 first
    ("Recall@k", "查全率@k"),  # untranslated
    ("逻辑回归", "对数几率回归"),  # the book's name, one name throughout
    ("召回率", "查全率"),  # glossary: 召回率 only as the bracketed alternative
    ("精确率", "查准率"),
    ("负例", "反例"),
    ("平均精度(?!均值)", "平均查准率"),  # AP: 精度 is accuracy (ranking's MAP: 平均精度均值)
])
def test_zh_terms_follow_the_glossary(avoided, term):
    """``avoided`` (a regular expression) only as an alternative in brackets after ``term``."""
    for key, text in _zh_texts().items():
        for match in re.finditer(avoided, text):
            before = text[:match.start()]
            # allowed only as an alternative in brackets after the glossary's term
            assert term in before and before.rfind("（") > before.rfind("）"), (key, text)


def test_the_score_is_one_word_in_every_zh_catalog():
    """Glossary: a learner's output for one sample is 预测值 (never 得分 or 分数), on every page
    and in every message; the metric named after Brier keeps its name, and 百分数 is a
    percentage."""
    for key, text in _zh_texts().items():
        rest = text.replace("Brier 分数", "").replace("百分数", "")
        assert "得分" not in rest and "分数" not in rest, (key, text)


def test_mape_and_the_tolerance_use_different_symbols():
    for lang in ("en", "zh"):
        assert "ε" not in CATALOG["regression_metric_mape_help"][lang]
        assert "δ" in CATALOG["regression_metric_mape_help"][lang]
        assert "ε" in CATALOG["regression_tolerance"][lang]
        assert "ε" not in EVALCORE_MESSAGES["regression_mape_true_zero"][lang]


INTERNAL_SOURCES = re.compile(r"种子文档|指标汇总|讲义|course notes|overview article|seed document",
                              re.IGNORECASE)


def test_no_text_names_an_internal_source_document():
    """Students see the textbook's chapter and section (机器学习 §2.2 …), never the names of the
    documents the product was specified from."""
    for key, texts in {**CATALOG, **EVALCORE_MESSAGES}.items():
        assert not INTERNAL_SOURCES.search(texts["en"] + texts["zh"]), key


@pytest.mark.parametrize("key, en, zh", [
    ("resampling_intro", "§2.2 Evaluation methods", "§2.2 评估方法"),
    ("resampling_split_holdout", "§2.2.1", "§2.2.1 留出法"),
    ("generalization_lesson", "§2.1", "§2.1 经验误差与过拟合"),
    ("folds_std_explained", "§2.2.2", "§2.2.2 交叉验证法"),
])
def test_method_texts_name_the_textbook_section(key, en, zh):
    assert en in CATALOG[key]["en"] and zh in CATALOG[key]["zh"]


def test_the_learn_pages_navigation_title_says_what_it_teaches():
    title = CATALOG["page_learn"]
    assert title["en"] != "Learn" and title["zh"] != "学习"
    assert all("ROC" in title[lang] and "AUC" in title[lang] for lang in ("en", "zh"))
