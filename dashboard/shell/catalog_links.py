"""Text of links that reopen a view (:mod:`dashboard.shell.links`): what a link could not
restore."""

MESSAGES = {
    "link_unknown_setting": {
        "en": "This link has a setting “{name}” that the dashboard does not know; it was ignored.",
        "zh": "此链接包含仪表板无法识别的设置“{name}”，已忽略。",
    },
    "link_unknown_settings": {
        "en": "This link has {count} settings that the dashboard does not know ({names}); they "
              "were ignored.",
        "zh": "此链接包含 {count} 个仪表板无法识别的设置（{names}），已忽略。",
    },
    "link_unknown_page": {
        "en": "This link names a page “{value}” that does not exist; the first page is shown.",
        "zh": "此链接指向的页面“{value}”不存在，已显示第一个页面。",
    },
    "link_bad_choice": {
        "en": "This link's {name} “{value}” is not one of {choices}; the default is used.",
        "zh": "此链接中的 {name}“{value}”不是可选值（{choices}）之一，已使用默认值。",
    },
    "link_bad_number": {
        "en": "This link's {name} “{value}” is not a{whole} number of at least {low}; the default "
              "is used.",
        "zh": "此链接中的 {name}“{value}”不是不小于 {low} 的{whole}数，已使用默认值。",
    },
    "link_bad_number_between": {
        "en": "This link's {name} “{value}” is not a{whole} number from {low} to {high}; the "
              "default is used.",
        "zh": "此链接中的 {name}“{value}”不是 {low} 到 {high} 之间的{whole}数，已使用默认值。",
    },
    "link_number_too_large": {
        "en": "This link's {name} “{value}” lies beyond the numbers the dashboard can hold "
              "(about ±1.8e308); the default is used.",
        "zh": "此链接中的 {name}“{value}”超出了仪表板能表示的数值范围（约 ±1.8e308），已使用默认值。",
    },
    "link_ignored": {
        "en": "This link carries {settings} settings in {characters} characters, more than a link "
              "may ({max_settings} settings, {max_characters} characters), so none of them was "
              "read; the page opens with its defaults.",
        "zh": "此链接包含 {settings} 个设置、共 {characters} 个字符，超过了链接的上限（{max_settings} "
              "个设置、{max_characters} 个字符），因此其中的设置均未读取；页面以默认设置打开。",
    },
    "link_not_a_number": {
        "en": "This link's {name} “{value}” is not a number; the default is used.",
        "zh": "此链接中的 {name}“{value}”不是数字，已使用默认值。",
    },
    "link_text_too_long": {
        "en": "This link's {name} has {length} characters, more than the {most} allowed; the "
              "default is used.",
        "zh": "此链接中的 {name} 有 {length} 个字符，超过了上限 {most} 个，已使用默认值。",
    },
    "link_whole": {"en": " whole", "zh": "整"},
    "link_upload_missing": {
        "en": "This link was made with an uploaded file, “{name}”. A link cannot carry a file: "
              "upload it in the sidebar to see that view. Showing the default example meanwhile.",
        "zh": "此链接是基于上传的文件“{name}”生成的。链接无法携带文件：请在侧边栏重新上传该文件以查看"
              "相同的视图。现在先显示默认示例。",
    },
}
