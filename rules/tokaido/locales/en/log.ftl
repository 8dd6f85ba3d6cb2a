# The log's sentences for the flow's own steps (`narrate-macro-<macro>`): $player, the macro's parameters, and
# $rest / $what, what else the step changed.
narrate-macro-earn_achievement = { $player } earns the { $a } achievement{ $rest ->
    [none] {""}
   *[other] : { $rest }
}
