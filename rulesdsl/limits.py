"""The one table of limits on hostile or careless input: each bound, its value and the code reported when
it is exceeded. Every limit is checked where the input enters (content, packs, catalogs, saves, the CLI,
the interpreter); `docs/limits.md` is generated from this table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rulesdsl.diagnostics import register_codes


@dataclass(frozen=True)
class Limit:
    """One bound: its name, value, the code reported when it is exceeded, and what it bounds."""

    name: str
    value: int
    code: str
    what: str
    where: str


# --- content (load time) ------------------------------------------------------------------------------
MAX_COPIES = 10_000              # copies of one entity (per player for per-player start zones)
MAX_OBJECTS = 50_000             # objects created by a game's setup, at the largest player count
MAX_RULESET_FILES = 2_000        # YAML files in one ruleset folder
MAX_RULESET_BYTES = 16_000_000   # bytes of YAML in one ruleset folder
MAX_PACK_FILES = 500             # YAML files in one pack folder
MAX_PACK_BYTES = 8_000_000       # bytes of YAML in one pack folder
MAX_FILE_NODES = 25_000         # YAML values (scalars, lists, mappings) in one content file
MAX_NODES = 100_000             # YAML values in a ruleset and its packs together
MAX_INT: Final = 10**15          # magnitude of an integer literal, a counter and any run-time integer
MAX_REPEAT: Final = 1_000        # a `repeat` count (larger counts written out are refused at load)
MAX_WHILE_LIMIT = 100_000        # a `while … limit N`
MAX_CHOOSE = 100                 # `choose N { … }`
MAX_MACRO_CHAIN = 100            # macros and functions calling each other, deepest chain
# --- interpreter (run time) ---------------------------------------------------------------------------
STEP_BUDGET: Final = 2_000_000   # statements, loop turns and calls between two decisions
MAX_DEPTH: Final = 400           # frames (nested effect, macro and function calls)
MAX_LIST: Final = 100_000        # elements of a list built at run time
MAX_NUMBERS: Final = 1_000       # numbers a `numbers(lo, hi, step)` list (a number choice) may hold
MAX_STRING: Final = 4_096        # characters of a string literal or a string built at run time
# --- catalogs -----------------------------------------------------------------------------------------
MAX_FTL_BYTES = 512_000          # one .ftl catalog file
MAX_FTL_LOCALE_BYTES = 4_000_000  # every .ftl file of one locale, engine + ruleset + packs
MAX_FTL_DIGITS = 40              # NUMBER options that set digits (minimumIntegerDigits, …)
MAX_FTL_NESTING = 32             # placeables and calls nested in one catalog message
# --- saves --------------------------------------------------------------------------------------------
MAX_SAVE_BYTES = 5_000_000       # one save file
MAX_JSON_DEPTH = 32              # nesting of lists and objects in a save
MAX_SAVE_PLAYERS = 64            # players in a save (also checked against the ruleset's range)
MAX_SEED = 2**63 - 1             # |seed| in saves and on the command line
# --- CLI ----------------------------------------------------------------------------------------------
MAX_GAMES = 10_000_000           # --games of simulate and bench
MAX_MCTS_SECONDS = 3_600         # an `mcts:Ns` time budget
MAX_MCTS_ITERATIONS = 10_000_000  # an `mcts:N` iteration budget
# --- web table (`rulesdsl serve`): live-update streams -------------------------------------------------
MAX_STREAMS = 256                # live-update streams open at once, seats and spectators together
MAX_SPECTATOR_STREAMS = 128      # of those, spectators' streams (no seat, no host link): the rest are the seats'
MAX_GAME_SPECTATORS = 32         # spectators' streams of one game
MAX_CLIENT_SPECTATORS = 8        # spectators' streams from one client address
MAX_ROLE_STREAMS = 4             # streams of one seat (or the host) of one game
STREAM_IDLE_SECONDS = 600        # a stream with no change for this long ends (a live page reconnects)

TABLE: tuple[Limit, ...] = (
    Limit("copies per entity", MAX_COPIES, "B001", "`copies:` of one entity", "content check"),
    Limit("objects per game", MAX_OBJECTS, "B002", "objects a game's setup creates at the largest player count",
          "content check"),
    Limit("files per ruleset", MAX_RULESET_FILES, "M003", "YAML files in a ruleset folder", "content load"),
    Limit("bytes per ruleset", MAX_RULESET_BYTES, "B003", "bytes of YAML in a ruleset folder", "content load"),
    Limit("files per pack", MAX_PACK_FILES, "B003", "YAML files in one pack folder", "pack load"),
    Limit("bytes per pack", MAX_PACK_BYTES, "B003", "bytes of YAML in one pack folder", "pack load"),
    Limit("bytes per content file", 4 * 1024 * 1024, "Y005", "one YAML file", "content load"),
    Limit("values per content file", MAX_FILE_NODES, "B003", "YAML values (scalars, lists, mappings) in one file",
          "content load"),
    Limit("values per ruleset", MAX_NODES, "B003", "YAML values in a ruleset and its packs together",
          "content load"),
    Limit("integer magnitude", MAX_INT, "B004 / R120",
          "an integer literal or counter bound (load) and any integer computed at run time", "check and run time"),
    Limit("repeat count", MAX_REPEAT, "B005", "a `repeat N` written out (computed counts are capped at run time)",
          "content check"),
    Limit("while limit", MAX_WHILE_LIMIT, "B005", "`while … limit N`", "content check"),
    Limit("choose count", MAX_CHOOSE, "B005", "`choose N { … }` (also at most the number of options)",
          "content check"),
    Limit("macro chain", MAX_MACRO_CHAIN, "B006", "macros and functions calling each other, deepest chain",
          "content check"),
    Limit("step budget", STEP_BUDGET, "R107",
          "statements, loop turns and calls between two decisions (inline and resumable code alike)", "run time"),
    Limit("call depth", MAX_DEPTH, "R103", "nested effect, macro and function frames", "run time"),
    Limit("list length", MAX_LIST, "R121", "a list built at run time", "run time"),
    Limit("number choice size", MAX_NUMBERS, "R123", "the numbers of `numbers(lo, hi, step)` (a number choice)",
          "run time"),
    Limit("string length", MAX_STRING, "B007 / R122",
          "characters of a string literal (check) and of a string built at run time (`s + s`)",
          "check and run time"),
    Limit("verb loop turns", STEP_BUDGET, "B005 / R107",
          "turns of a verb's own loop (`draw`'s cards): a literal count above the objects per game is refused at "
          "check; at run time each turn spends a step of the step budget, and a `draw` takes at most as many "
          "cards as its source and refill zones hold when it starts", "check and run time"),
    Limit("catalog file bytes", MAX_FTL_BYTES, "L020", "one .ftl file", "catalog load"),
    Limit("catalog bytes per locale", MAX_FTL_LOCALE_BYTES, "L020", "every .ftl file of one locale",
          "catalog load"),
    Limit("placeable digits", MAX_FTL_DIGITS, "L021", "NUMBER options that set a digit count", "catalog load"),
    Limit("placeable nesting", MAX_FTL_NESTING, "L023", "placeables (`{ … }`) and calls nested in a catalog message "
          "(checked before the Fluent parser, which recurses per level)", "catalog load"),
    Limit("save bytes", MAX_SAVE_BYTES, "F001",
          "one save file (no more is read; pipes and devices are refused unread)",
          "save read"),
    Limit("save JSON nesting", MAX_JSON_DEPTH, "F001", "lists and objects nested in a save", "save read"),
    Limit("save players", MAX_SAVE_PLAYERS, "F001", "`players` of a save (and the ruleset's own range)",
          "save read"),
    Limit("seed", MAX_SEED, "U001 / F001", "the seed (either sign) on the command line and in a save",
          "CLI and save read"),
    Limit("games", MAX_GAMES, "U001", "--games of simulate and bench", "CLI"),
    Limit("MCTS seconds", MAX_MCTS_SECONDS, "U004", "an `mcts:Ns` seat's time per decision", "CLI"),
    Limit("MCTS iterations", MAX_MCTS_ITERATIONS, "U004", "an `mcts:N` seat's iterations per decision", "CLI"),
    Limit("live streams", MAX_STREAMS, "H011", "live-update streams of the web table, seats and spectators together",
          "web table"),
    Limit("spectators' streams", MAX_SPECTATOR_STREAMS, "H011", "streams of spectators (no seat, no host link) of "
          "every game: the rest of the live streams is kept for seats, so spectators never crowd out a seat",
          "web table"),
    Limit("spectators per game", MAX_GAME_SPECTATORS, "H011", "spectators' streams of one game", "web table"),
    Limit("spectators per address", MAX_CLIENT_SPECTATORS, "H011", "spectators' streams from one client address",
          "web table"),
    Limit("streams per seat", MAX_ROLE_STREAMS, "H011", "streams of one seat (or of the host) of one game",
          "web table"),
)

register_codes({
    "B001": ("too many copies", f"An entity may have at most {MAX_COPIES} copies."),
    "B002": ("too many objects", f"A game's setup may create at most {MAX_OBJECTS} objects (copies summed over "
                                 "entities, per-player start zones counted once per player at the largest "
                                 "player count)."),
    "B003": ("content too large", f"A ruleset folder holds at most {MAX_RULESET_BYTES} bytes of YAML; a pack at "
                                  f"most {MAX_PACK_FILES} files and {MAX_PACK_BYTES} bytes; one file at most "
                                  f"{MAX_FILE_NODES} YAML values, a ruleset with its packs at most {MAX_NODES}."),
    "B004": ("number too large", f"Integers written in content are limited to ±{MAX_INT}."),
    "B005": ("loop or choice bound too large", f"`repeat N` is at most {MAX_REPEAT}, `while … limit N` at most "
                                               f"{MAX_WHILE_LIMIT}, `choose N` at most {MAX_CHOOSE} and at "
                                               "most the number of options, and at least 1; a literal `draw` "
                                               f"count at most {MAX_OBJECTS}."),
    "B007": ("string too long", f"A string literal in content is at most {MAX_STRING} characters."),
    "B006": ("call chain too deep", f"Macros and functions may call each other at most {MAX_MACRO_CHAIN} deep."),
    "R120": ("integer too large at run time", f"A computed integer went beyond ±{MAX_INT}."),
    "R121": ("list too long at run time", f"A list built at run time went beyond {MAX_LIST} elements."),
    "R123": ("number range too large", f"`numbers(lo, hi, step)` would hold more than {MAX_NUMBERS} numbers "
                                       "(a number choice offers each); narrow the range or raise the step."),
    "R122": ("string too long at run time", f"A string built at run time went beyond {MAX_STRING} characters."),
})


_INTRO = """# Limits on input

<!-- Generated by `python tools/gen_docs.py` from `rulesdsl/limits.py`; edit that table, not this page. -->

Content comes from modders and strangers; saves and catalogs travel between people. Every input that
enters rulesdsl is bounded by one table of limits, checked where the input enters. Going past a limit
gives a coded diagnostic (at `rulesdsl check`) or a coded run-time error — never a traceback, a hang or
running out of memory. `rulesdsl explain CODE` explains each code.
"""

_NOTES = """
## What else is refused

- **Content integrity.** Only the ruleset folder's own root `ruleset.yaml` is the manifest (`M005` for a
  second `file: ruleset`, in a sub-folder or in a pack: packs declare themselves in `pack.yaml`). Only
  regular files inside the ruleset or pack folder are read: a link leading out of the folder, a pipe or a
  device is refused (`M006`) and never opened; symlinked folders are not entered. The same rule holds for
  every file a ruleset names or implies: the evaluation file of `evaluation: {file: …}`, the learned
  `learned-evaluation.json` beside `ruleset.yaml`, scenario files under `tests/` and pack manifests
  (`M006`), and catalogs (`L022`), which are also read at most `MAX_FTL_BYTES` + 1 bytes at a time.
- **Nonsense that loads.** `players` min above max (`E030`), an option default that is not one of its
  values (`E031`), a counter min above its max (`E032`), more objects starting in a zone than its capacity
  (`E033`), a counter or group sharing its id with anything else (`E034`), an action group left empty
  (`E035`), a flow or setup macro with parameters (`E036`), a tie-break that is visibly not a number
  (`E037`; at run time any non-number tie-break is `R106`), a group member that names nothing declared
  (`E014`, with "did you mean").
- **Writes first, work after; one writer.** `play --save`, `simulate --out`, `graph --out`, `train --out`
  and `docs --out` check their output path before any game or simulation starts (`U010`). Every file
  rulesdsl writes (saves, learned and fitted evaluations, reports and plots, board pictures, JUnit files,
  catalogs written by `catalogs --write`, the web table's games, the cache) goes through one writer
  (`rulesdsl.writes`): a temporary file in the target folder renamed into place, so a failed write never
  leaves half a file; a link at the target is refused and never written through, and a pipe, a device
  or a folder there is refused unopened (`U010`).
- **The web table's live updates.** Spectators need only a game id, so their streams share a part of
  the server's capacity (`H011` past a bound in the table above) and the rest is kept for the people
  holding a seat or the host's link: spectators never crowd out a seat. A stream with no change for
  10 minutes ends (the page reconnects by itself). A live game with no request and nobody connected for
  15 minutes leaves memory (it is on disk) and frees its `--max-games` slot.
- **Command line.** `--seed` is within ±2^63-1 (without one, `play`, `simulate`, `train` and `compare`
  draw a seed nobody can predict and print it); `--games` and `--workers` are bounded; `bench` checks its
  player count; an `mcts:` budget must be finite and within the MCTS limits (`mcts:infs` is refused);
  a value that is not a number, or an unknown option, is `U001`. Evaluation files — `simulate
  --evaluation FILE` and the `greedy:FILE` / `planner:FILE` seats alike — go through one strict reader
  (`rulesdsl.agents.evaluation_file`): a regular file only (a pipe or a device is refused unread), at
  most the content file byte limit, the strict YAML loader, and every weight a finite number (`U001` for
  `--evaluation`, `U004` for a seat).
- **New games.** `Game.new` and the learning adapters (PettingZoo, OpenSpiel) check the player count
  against the ruleset (`U008`), the seed (a whole number that fits the 64-bit generator, `U001`; the
  adapters take 0..2^63-1) and the options (declared, with an allowed value: `U009`).
- **Content values.** Integer prop and tag values beyond the integer limit are refused at `check`
  (`B004`); `min`, `max`, `order_by`'s keys and `distinct` over a list literal whose elements visibly
  cannot be compared are refused at `check` (`E038`), and at run time any such list is `R106`.
- **Terminal text.** Control characters (C0 but tab and line breaks, DEL, C1) in catalog text are
  replaced by U+FFFD when the catalog is read, and in every printed diagnostic and error message, so
  neither content nor a save can send a terminal escape sequence (title, clipboard, bell).
- **The cache folder** holds data only: its reader resolves no global but the plain data classes of
  the parser, the YAML loader and the catalogs, generated Python is never cached (checked and compiled
  afresh), an entry that does not read back is a miss, and a cache folder that is a link, another
  user's, or writable by others is not used (a warning says so).
- **The language server** reads only regular files inside the editor's workspace folders or a ruleset
  or pack folder, at most the content file byte limit (every handler, the outline included); its memo
  of checked files is bounded in bytes.

## Saves

A save holds the ruleset id and version, a hash of the content it was played with (`content`), the
players, the options, the seed, every action, whether the game was `finished`, and the result. `replay`
reads a save as untrusted input: a regular file only (a pipe or `/dev/zero` is refused unread), at most
the save byte limit, JSON nested at most the nesting limit, no duplicate keys, no `NaN`/`Infinity`,
integers of at most 20 digits, the player count within the limit and within the ruleset's range, every
option declared with an allowed value, and the format number known (`F001` for any of these). A replay
of content whose hash changed says so. A save of an unfinished game replays its actions and says that
there is no result to compare; a finished one must reproduce both the scores and the winner (`F004`).

**Saves are not secret.** The seed and the actions replay the whole game, so whoever holds a save can see
every shuffle, every hidden card and the order of every deck, past and future. Treat a save like the
box with the cards face up: share it after the game, or with players you would show the hidden cards
to. The play header prints the seed for the same reason (reproducible games); play with a seed of your
own (`--seed`) when the hidden information matters to you.
"""


def markdown() -> str:
    """docs/limits.md: the limits table with each limit's code, and what else is refused."""
    rows = ["| limit | value | code | bounds | checked at |", "|---|---|---|---|---|"]
    for lim in TABLE:
        rows.append(f"| {lim.name} | {lim.value:,} | {lim.code} | {lim.what} | {lim.where} |")
    return _INTRO + "\n## The table\n\n" + "\n".join(rows) + "\n" + _NOTES
