# Bitoku macros (English): how a macro call reads in generated card text. Parameters are the
# macro's own (see rules/bitoku/macros/*.yaml); ids arrive as their names, numbers as numbers.

macro-take_mitama = take a mitama from the display{ $disc ->
    [0] {""}
    [one] , paying { $disc } resource less
   *[other] , paying { $disc } resources less
}
macro-take_dragonfly = take a dragonfly from the display{ $disc ->
    [0] {""}
    [one] , paying { $disc } resource less
   *[other] , paying { $disc } resources less
}
macro-merge_pair = you may merge one of your mitamas with one of your dragonflies
macro-take_crystal = take a crystal{ $disc ->
    [0] {""}
    [one] , paying { $disc } resource less
   *[other] , paying { $disc } resources less
}
macro-wake_pilgrim = wake a sleeping pilgrim
macro-build = build a building{ $disc ->
    [0] {""}
    [one] , paying { $disc } resource less
   *[other] , paying { $disc } resources less
}
macro-take_iwakura = take an iwakura from the Rock Garden
macro-rock_pilgrim = put an awake pilgrim beside an iwakura on your board
macro-draw_vision = take a vision (draw 2, keep 1)
macro-ascension = score the Ascension (steps A–H)
macro-lake = award the Lake treasure of { $r }
macro-score_symbol = gain { $mult } VP for each { $s } item you own (at most { $cap })
macro-score_iwakura = score the pilgrims beside your iwakura rocks
macro-score_rock_pair = if a pilgrim is on { $pz }, score the rock on { $rz }
macro-score_visions = reveal and score your visions
macro-score_vision = score the vision { $v }
macro-fate = score the VP uncovered on your board
macro-play_card = play { $c } into an empty card slot
macro-ingenuity = you may use the Ingenuity crystal in { $iz }
macro-use_die = place the die { $d } on a free space
macro-place_actions = with { $d }, take the action of { $r } and one building action, in either order
macro-building_action = you may use one building of { $r } with { $d }
macro-owner_bonus = the owner of { $b } gets the owner bonus
macro-home_space = take the reward of { $z }
macro-steal = lower { $d } by 1 and take the region action of an opponent's die
macro-cross_with = cross the river with { $d }
macro-hill_favour = take one Favor of the Hill of { $h }
macro-gifts = take two different gifts
macro-second_gift = take a second gift, not gift { $first }
macro-gain_any = gain { $n ->
    [one] { $n } resource
   *[other] { $n } resources
} of your choice
macro-pay_any = pay { $n ->
    [one] { $n } resource
   *[other] { $n } resources
} of your choice
macro-pay_sj = pay { $n } in saké and/or jade
macro-pay_build = pay { $cw } wood and { $cs } stone{ $disc ->
    [0] {""}
   *[other] , { $disc } less
}
macro-spend_amulets = you may spend amulets on { $d }
macro-pay_amulet = spend an amulet on { $d }
macro-unlock_die = unlock 1 locked die
macro-exile_pilgrim = remove an awake pilgrim from the game
macro-memory_hook = your Memory crystals { $trig } score
macro-flow = play four years, then the Ascension
macro-spring = Spring: summon the yokai and reap the fruits
macro-reap = reap the fruits of your Dream crystals
macro-summon = summon yokai cards up to 4 in hand
macro-summer = Summer: take turns until every player has passed
macro-end_turn = buildings built this turn become usable
macro-autumn = Autumn: the Home of the Great Spirit sets the new turn order
macro-winter = Winter: the dice come home, Spirit Virtue, snow
macro-return_dice = return your dice to the red spaces
macro-discard_played = discard the yokai cards left on your card slots
macro-spirit_virtue = you may remove a yokai card from the game for its Spirit Virtue
macro-snow = snow: new Hill cards, the displays move on
macro-deal_hills = deal a Bitoku card and a yokai card to each Hill
macro-refresh_display = refresh { $slots } from { $stack }
macro-advance_kodama_in = advance your kodama in { $r } by 1
macro-advance_kodama_any = advance your kodama { $n ->
    [one] { $n } step
   *[other] { $n } steps in total
}
macro-push_back_kodama = push an opponent's kodama back 1 space
macro-movement = gain { $n } MP to move your pilgrims
macro-start_pilgrimage = 1 MP: start a pilgrim on the Paths of Wisdom
macro-place_pilgrim = move your top awake pilgrim onto { $n }
macro-step_pilgrim = 1 MP: move one of your pilgrims one space on
macro-arrive = { $o } arrives at { $n }
macro-illuminate = the illumination reward of { $n }
macro-bitoku_step = 1 MP: advance on your Bitoku path
macro-region_action = { $r } action at value { $v }
macro-yomi_action = Lands of Yomi action at value { $v }
macro-yomi_offer = take a mitama{ $dm ->
    [0] {""}
   *[other] {" "}({ $dm } less)
} or a dragonfly{ $dd ->
    [0] {""}
   *[other] {" "}({ $dd } less)
}
macro-glade_action = Glade of Jade action at value { $v }
macro-forges_action = Forges action at value { $v }
macro-forge_offer = take a crystal or build a building{ $disc ->
    [0] {""}
   *[other] , { $disc } less
}
macro-setup = set up the game
