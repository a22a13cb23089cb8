"""The app's frame: the sidebar every page starts with (language, data source, column mapping),
the session state, the routes app.py declares, the guard against unexpected errors and how input
errors are shown. Below the shared widgets (which keep their values in its session state), above
:mod:`dashboard.loading` and :mod:`dashboard.text`."""
