# Headings of the game log (the `heading: true` counters year and season) and action sentences.
heading-year = { $value ->
    [5] Ascension
   *[other] Year { $value }
}
heading-season = { $value ->
    [1] Spring
    [2] Summer
    [3] Autumn
    [4] Winter
   *[other] season { $value }
}

# Why an action is refused, in the game's words (shown instead of the generated reason).
why-action-play_yokai = You need a yokai card in hand and a free card slot.
why-action-use_die = You need an unlocked die and a free die space.
why-action-cross_river = You need a die of 2 or more in a forest region whose Hill has room.
why-action-exile_to_unlock = You need an awake pilgrim, a locked die and a free die space.

# Labels of choose options (`choice-<prompt>-<option id>`, given the choose's variables) and their prompts.
prompt-die_order = { $player }: the region action or a building first?
choice-die_order-region_action = Region action of { $r } first, then a building
choice-die_order-building_action = A building first, then the region action of { $r }
choice-play_card-effect_first = The “when played” effect of { $c } first, then the crystal in { $iz }
choice-play_card-crystal_first = The crystal in { $iz } first, then the “when played” effect of { $c }
choice-favor-bitoku_card = Favor A: take the Bitoku card
choice-favor-yokai_card = Favor B: take the yokai card
choice-favor-two_gifts = Favor C: two gifts
choice-hill_favour-move_bitoku_path = Take { $c }
choice-hill_favour-move_hand = Take { $c }
choice-merge_pair-move_merged = Merge one of your mitamas with one of your dragonflies

# One sentence per Summer action (`narrate-<action>`): $object and $zone, its first moved piece and where it went; $rest, what else it changed.
narrate-play_yokai = { $player } plays { $object } into { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-use_die = { $player } places { $object } on { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-cross_river = { $player } crosses the river with { $object } to { $zone }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-exile_to_unlock = { $player } exiles a pilgrim to unlock { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-pass = { $player } passes{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}

# One sentence per choice outside an action (`narrate-choice-<prompt>`, the prompt's `:` as `-`); the same arguments.
narrate-choice-discard = { $player } discards { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-spirit_virtue = { $player } removes { $object } from the game for its Spirit Virtue{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-vision = { $player } keeps { $object }{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}
narrate-choice-macro-owner_bonus = { $player } takes the owner's bonus{ $rest ->
    [none] {""}
   *[other] ; { $rest }
}

# One sentence per flow macro that no action or choice owns (`narrate-macro-<macro>`): the macro's parameters,
# $player (who was acting), $object/$zone/$rest as above, $objects/$count (every piece moved where the first
# went, and how many went there), $others (what else changed) and $said (the rules' own messages).
narrate-macro-summon = { $objects ->
    [none] { $player } summons { $count ->
        [one] a yokai
       *[other] { $count } yokai
    }
   *[other] { $player } summons { $objects }
}{ $others ->
    [none] {""}
   *[other] ; { $others }
}
narrate-macro-reap = { $player } reaps the fruits: { $rest }
narrate-macro-tengu_turn = { $said }{ $objects ->
    [none] {""}
   *[other] : { $objects } → { $zone }
}{ $others ->
    [none] {""}
   *[other] ; { $others }
}
narrate-macro-return_dice = The dice return to their owners' red spaces, keeping their values
narrate-macro-discard_played = The yokai cards left on the card slots go to their owners' discard piles
narrate-macro-snow = Snow: new cards on the Hills, the displays move on — { $what }
