"""The browser-side live view of the threshold in the app: evalcore's view
(:mod:`evalcore.view.live`: its payload, ``live.js`` and ``live.css``) as a Streamlit custom
component (:mod:`~dashboard.live.view`, its module ``entry.js`` and asset roots
:mod:`~dashboard.live.assets`), every move answered in the browser; the report inlines the same
view."""
