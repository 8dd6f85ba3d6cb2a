## The log told by actor and cause (`i18n/narrate.py`)

# a seat's step with a single legal option, taken without asking: $option, and what it changed ($what, or none)
narr-forced = { $player }: { $option } (the only option){ $what ->
    [none] {""}
   *[other] {" "}— { $what }
}
# a declared sentence of such a step
narr-forced-mark = { $sentence } (the only option)
# what the flow gave every player alike
narr-each = Each player: { $what }
narr-setup-each = Setup, each player: { $what }
# objects out of the reader's sight, counted by their kind
narr-hidden-kind = { $count ->
    [one] { $kind }
   *[other] { $kind } ×{ $count }
}
