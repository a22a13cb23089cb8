"""UI-side helpers for the Streamlit pages: translations, widgets, cached evalcore calls, figures."""
