"""The figures' label dataclasses filled with translated text, one module per task:
``tr(key, **params)`` is any translator (the page's, the report's, or the view catalog's own
:func:`evalcore.view.language.translator`)."""
