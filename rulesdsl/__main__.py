"""`python -m rulesdsl` runs the command line."""

from rulesdsl.cli.main import main

main()
