"""Lesson mode: chapter 2 as a numbered sequence of screens, one idea each, for a projector
(the sidebar starts collapsed; Back / Next and PageDown / PageUp move between screens;
``?screen=cost`` opens the cost screen, ``?screen=N`` the N-th)."""

import streamlit as st

from dashboard.lesson.view import show_lesson
from dashboard.shell.page import page_setup

st.set_page_config(initial_sidebar_state="collapsed")
show_lesson(page_setup("classification"))
