"""Agricola's own rooms of the page beyond its board: its guide (Learn to play) and its
daily game, each named by its GameInfo."""
