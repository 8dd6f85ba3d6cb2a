# Oyun akışının kendi adımları için günlük cümleleri (`narrate-macro-<makro>`).
narrate-macro-earn_achievement = { $player } şu başarıyı kazanır: { $a }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
