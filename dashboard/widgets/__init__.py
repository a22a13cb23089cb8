"""Widgets and display helpers every page shares: the threshold and synced inputs, column choices, tables, number formatting, literal user text, figure layout, the bootstrap section."""
