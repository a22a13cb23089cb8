"""The CLI's closing sentence of a message, by the action of the setting that fixes it
(:class:`evalcore.errors.Setting`); ``{setting}`` is the flag. The dashboard's sentences, naming the
sidebar widget instead, are in ``dashboard/i18n/hints.py``."""

MESSAGES = {
    "hint_cli_column": {
        "en": "Pass {setting} with the column's name.",
        "zh": "请用 {setting} 加列名指定该列。",
    },
    "hint_cli_pos_label": {
        "en": "Choose the positive class with {setting}.",
        "zh": "请用 {setting} 指定正类。",
    },
    "hint_cli_drop_invalid": {
        "en": "Fix the file, or drop those rows with {setting} (the number of dropped rows is "
        "reported).",
        "zh": "请修正文件，或用 {setting} 删除这些行（删除的行数会被报告）。",
    },
    "hint_cli_score_cols": {
        "en": "Choose the two score columns with {setting} A B.",
        "zh": "请用 {setting} A B 指定两个预测值列。",
    },
    "hint_cli_task": {
        "en": "Evaluate it with {setting} FILE.",
        "zh": "请使用 {setting} FILE 进行评估。",
    },
}
