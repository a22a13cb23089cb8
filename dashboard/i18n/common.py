"""Text shared by the app shell and every page: navigation, sidebar, data summary."""

MESSAGES = {
    "app_title": {"en": "Model evaluation dashboard", "zh": "模型评估仪表板"},
}
