"""The playtest journal: the web table's games, moves, seats, results, rules versions and players' feedback in
one SQLite database (schema and migrations, queries, rules versions, feedback, figures per version).

It may import reports and the stages below (the web table and the command line import it)."""
