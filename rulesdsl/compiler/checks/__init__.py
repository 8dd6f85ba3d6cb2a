"""The checks a ruleset passes when it is loaded, before it is built: names and references (`semantic`), what a
designer most likely got wrong (`sanity`), and the kinds of the lists compared at check time (`list_kinds`)."""
