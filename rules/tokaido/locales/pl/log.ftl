# Zdania dziennika o krokach przebiegu gry (`narrate-macro-<makro>`).
narrate-macro-earn_achievement = { $player } zdobywa osiągnięcie: { $a }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
