"""A page to see Agricola's renderer without the page's shell: view models of real games
(made here by CPython) drawn in Chromium. Not part of the site build."""
