# The rules sheet (`rulesdsl rules`): part titles and the sentences generated where a ruleset declares no prose.
sheet-title = { $game }: the rules
sheet-title-overview = Overview and goal
sheet-title-components = Components
sheet-title-setup = Setup
sheet-title-flow = How a game goes
sheet-title-actions = What a player may do
sheet-title-end = End of the game and scoring
sheet-title-steps = The steps in detail
sheet-players = { $same ->
    [yes] a game for { $min } players.
   *[no] a game for { $min } to { $max } players.
}
sheet-goal-most = { $outcome ->
    [cooperative] the players win or lose together.
    [teams] the team with the most { $score } in all wins.
   *[scores] { $lowest ->
        [yes] the player with the fewest { $score } at the end wins.
       *[no] the player with the most { $score } at the end wins.
    }
}
sheet-components-generated = the game uses { $list }.
sheet-amount = { $n } { $what }
sheet-pieces = { $what } ×{ $n }
sheet-more = { $n } more
sheet-in-zone = { $what } ({ $zone })
sheet-each-starts = each player starts with { $items }.
sheet-seat-starts = in addition, player { $seat } starts with { $items }.
sheet-setup-steps = Then
sheet-table-section = Score
sheet-table-how = How it is scored
sheet-ties-generated = ties go to the player with more of: { $list }.

# Rule text: a binding no role names is labelled with a letter (A, B, …), as a rulebook does.
role-letter = { $letter }
stmt-for-each-player = for each player:
stmt-pick-named = { $optional ->
    [yes] you may choose one of { $source } (call it { $var }):
   *[no] choose one of { $source } (call it { $var }):
}
stmt-for-named = for each of { $source } (call each { $var }):
expr-attr-its = its { $name }
sheet-given = { $name } (given { $params })
expr-map-players = { $elem } for each player
