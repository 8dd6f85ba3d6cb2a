# The web lobby, the list of games and the replays list (rulesdsl serve). web-language-self: this locale's own name.
web-language-self = English
web-agent-human-about = A person: at this screen, or through the invite link you send them.
web-agent-random = Random
web-agent-random-about = Picks any legal move at random.
web-agent-greedy = Greedy
web-agent-greedy-about = Looks three of its own decisions ahead: an easy opponent.
web-agent-planner = Planner
web-agent-planner-about = Plays each option to the end of its turn and keeps the best one.
web-agent-mcts = Searcher
web-agent-mcts-about = Tries many ways the game could go on, guessing what it cannot see: stronger, a little slower.
web-agent-mcts-1s = Searcher, 1 second
web-agent-mcts-1s-about = The same search, thinking for one second at each decision.
web-lobby-no-options = This game has no options for this number of players.
web-lobby-open = Games to join
web-lobby-open-none = No game has a free seat.
web-lobby-free = { $n ->
    [one] 1 free seat
   *[other] { $n } free seats
}
web-lobby-join = Join as { $seat }
web-lobby-watch = Watch
web-lobby-started = started { $date }
web-replay-winner = winner: { $names }
web-replay-draw = shared victory: { $names }
web-replay-length = { $n ->
    [one] 1 decision
   *[other] { $n } decisions
}
web-rematch = Rematch with the same seats
web-lobby-host = host
