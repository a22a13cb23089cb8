"""The dashboard's closing sentence of an evalcore message, by the action of the setting that fixes
it (``evalcore.errors.Setting``); ``{setting}`` is the sidebar widget's label, in quotes. The CLI's
sentences, naming the flag instead, are in ``evalcore/messages/hints.py``."""

MESSAGES = {
    "hint_page_column": {
        "en": "Choose the column under {setting} in the sidebar.",
        "zh": "请在侧边栏的{setting}中选择该列。",
    },
    "hint_page_pos_label": {
        "en": "Choose the positive class under {setting} in the sidebar.",
        "zh": "请在侧边栏的{setting}中选择正类。",
    },
    "hint_page_drop_invalid": {
        "en": "Fix the file, or tick {setting} in the sidebar (the number of dropped rows is "
        "reported).",
        "zh": "请修正文件，或在侧边栏勾选{setting}（删除的行数会被报告）。",
    },
    "hint_page_score_cols": {
        "en": "Choose the two columns under {setting} in the sidebar.",
        "zh": "请在侧边栏的{setting}中选择这两列。",
    },
    "hint_page_task": {
        "en": "Open the {setting} page (in the navigation) and load the file there.",
        "zh": "请打开“{setting}”页面（导航栏中），在那里加载该文件。",
    },
    "widget_quoted": {"en": "“{label}”", "zh": "“{label}”"},
    "widget_pair": {"en": "{first} and {second}", "zh": "{first}和{second}"},
}
