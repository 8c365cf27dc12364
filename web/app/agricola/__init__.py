"""Agricola's own room of the page: its guide (Learn to play), named by its GameInfo."""
