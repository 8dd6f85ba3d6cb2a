"""The web table's routes, one module per page family: a game's table and its live stream (`game`), the lobby and
the replays (`lobby`), and the playtest forms and notes (`playtest`)."""
