"""`python -m rulesdsl` runs the command line."""

from rulesdsl.cli import main

main()
