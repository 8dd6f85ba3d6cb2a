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
choice-die_order-region_action = Önce { $r } eylemi, sonra bir bina
choice-die_order-building_action = Önce bir bina, sonra { $r } eylemi
choice-play_card-effect_first = Önce { $c } oynanınca etkisi, sonra { $iz } içindeki kristal
choice-play_card-crystal_first = Önce { $iz } içindeki kristal, sonra { $c } oynanınca etkisi
choice-favor-bitoku_card = Lütuf A: Bitoku kartını alın
choice-favor-yokai_card = Lütuf B: yokai kartını alın
choice-favor-two_gifts = Lütuf C: iki hediye
choice-hill_favour-move_bitoku_path = { $c } alın
choice-hill_favour-move_hand = { $c } alın
choice-merge_pair-move_merged = Mitamalarınızdan birini yusufçuklarınızdan biriyle birleştirin

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

# One sentence per choice outside an action (`narrate-choice-<prompt>`, the prompt's `:` as `-`); the same arguments.
narrate-choice-discard = { $player }, { $object } kartını atar{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-spirit_virtue = { $player }, Ruh Erdemi için { $object } kartını oyundan çıkarır{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-vision = { $player }, { $object } kartını tutar{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-owner_bonus = { $player } sahip bonusunu alır{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}

# One sentence per flow macro that no action or choice owns (`narrate-macro-<macro>`): the macro's parameters,
# $player (who was acting), $object/$zone/$rest as above, $objects/$count (every piece moved where the first
# went, and how many went there), $others (what else changed) and $said (the rules' own messages).
narrate-macro-summon = { $objects ->
    [none] { $player }, { $count } yokai çağırır
   *[other] { $player }, yokai çağırır: { $objects }
}{ $others ->
    [none] {""}
   *[other] ; { $others }
}
narrate-macro-reap = { $player }, meyveleri toplar: { $rest }
narrate-macro-tengu_turn = { $said }{ $objects ->
    [none] {""}
   *[other] : { $objects } → { $zone }
}{ $others ->
    [none] {""}
   *[other] ; { $others }
}
narrate-macro-return_dice = Zarlar değerlerini koruyarak sahiplerinin kırmızı alanlarına döner
narrate-macro-discard_played = Kart yuvalarında kalan yokai kartları sahiplerinin atık yığınlarına gider
narrate-macro-snow = Kar: tepelere yeni kartlar, pazarlar kayar — { $what }
