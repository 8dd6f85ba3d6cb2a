"""Grids as data: geometry fixed at load (`geometry`), what covers a grid in a state (`cover`), and the grid
verbs and queries (`impls`)."""
