"""Lesson mode: chapter 2 as a numbered sequence of screens, each one idea, composed of the Learn,
binary, Cost, Resampling and Generalization rooms' views and figure builders."""
