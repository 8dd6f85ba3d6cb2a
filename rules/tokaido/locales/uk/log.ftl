# Речення журналу про кроки самого перебігу гри (`narrate-macro-<макрос>`).
narrate-macro-earn_achievement = { $player } здобуває досягнення «{ $a }»{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
