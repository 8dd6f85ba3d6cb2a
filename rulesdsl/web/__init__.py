"""The web table (`rulesdsl serve`): lobby, table, watch mode, replay and card gallery over
Starlette and Jinja2. Imports the sim, agents, i18n, engine stages and everything below them.
"""
