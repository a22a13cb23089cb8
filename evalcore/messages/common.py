"""Messages shared by every task: files that cannot be read at all, CLI arguments."""

MESSAGES = {
    "file_not_found": {
        "en": "File not found: {path}. Check the path and try again.",
        "zh": "找不到文件：{path}。请检查路径后重试。",
    },
}
