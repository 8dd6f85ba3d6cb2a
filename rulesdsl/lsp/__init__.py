"""The language server for rules files (`rulesdsl lsp`): diagnostics from the check pipeline, hover,
completion, navigation, rename and symbols. The protocol wiring (pygls) is only in `server.py`.

It may import every stage but the command line (`cli`).
"""
