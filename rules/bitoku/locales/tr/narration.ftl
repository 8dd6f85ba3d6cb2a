# Oyun günlüğünün başlıkları (yıl ve mevsim sayaçları).
heading-year = { $value ->
    [5] Yükseliş
   *[other] { $value }. Yıl
}
heading-season = { $value ->
    [1] İlkbahar
    [2] Yaz
    [3] Sonbahar
    [4] Kış
   *[other] { $value }. mevsim
}

# Why an action is refused, in the game's words (shown instead of the generated reason).
why-action-play_yokai = Elinizde bir yokai kartı ve boş bir kart yuvası olmalı.
why-action-use_die = Kilidi açık bir zarınız ve onu koyabileceğiniz boş bir zar alanı olmalı.
why-action-cross_river = Tepesinde yer olan bir bölgenin ormanında değeri en az 2 olan bir zarınız olmalı.
why-action-exile_to_unlock = Uyanık bir hacınız, kilitli bir zarınız ve boş bir zar alanı olmalı.

# Seçim seçeneklerinin etiketleri ve soruları.
prompt-die_order = { $player }: önce bölge eylemi mi, bina mı?
choice-die_order-1 = Önce { $r } eylemi, sonra bir bina
choice-die_order-2 = Önce bir bina, sonra { $r } eylemi
choice-play_card-1 = Önce { $c } oynanınca etkisi, sonra { $iz } içindeki kristal
choice-play_card-2 = Önce { $iz } içindeki kristal, sonra { $c } oynanınca etkisi
choice-favor-1 = Lütuf A: Bitoku kartını alın
choice-favor-2 = Lütuf B: yokai kartını alın
choice-favor-3 = Lütuf C: iki hediye
choice-hill_favour-1 = { $c } alın
choice-merge_pair-1 = Mitamalarınızdan birini yusufçuklarınızdan biriyle birleştirin

# One sentence per Summer action (`narrate-<action>`): $object and $zone, its first moved piece and where it went; $rest, what else it changed.
narrate-play_yokai = { $player }, { $object } kartını oynar: { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-use_die = { $player }, { $object } zarını yerleştirir: { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-cross_river = { $player } nehri geçer: { $object } → { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-exile_to_unlock = { $player } bir hacıyı sürgün eder ve { $object } kilidini açar{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-pass = { $player } pas geçer{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
