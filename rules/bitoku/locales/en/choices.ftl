# Bitoku: option labels and the prompts of decision sites without a prompt id, as players name them.

## Option labels: what an offered object shows (`label:` of its kind in declarations.yaml)
label-kind-vision = { $req_b_id ->
    [nothing] { $name }: { $need_a } { $req_a } → { $vp } VP, else −{ $penalty }
   *[other] { $name }: { $need_a } { $req_a } and { $need_b } { $req_b } → { $vp } VP, else −{ $penalty }
}
label-prop-min_die = die { $value }+
label-prop-value = value { $value }
label-prop-pos = { $value ->
    [0] not moved yet
   *[other] step { $value }
}

## Prompts of a card's own choice: prompt-<pick|choose>-kind-<kind>, given the card as $card
prompt-choose-kind-building = { $player }: choose what { $card } gives you
prompt-choose-kind-mitama = { $player }: choose what { $card } gives you
prompt-choose-kind-dragonfly = { $player }: choose what { $card } gives you
prompt-choose-kind-yokai = { $player }: choose the region action { $card } takes
prompt-choose-kind-bitoku = { $player }: choose what { $card } gives you
prompt-pick-kind-yokai = { $player }: choose what { $card } acts on

## Prompts of the actions
prompt-action-play_yokai = { $player }: choose the yokai card you play
prompt-action-exile_to_unlock = { $player }: choose the die your exiled pilgrim unlocks
prompt-action-use_die = { $player }: choose the unlocked die you use
prompt-action-cross_river = { $player }: choose the die that crosses the river

## Prompts of the steps: prompt-<pick|choose>-macro-<id>, given the step's arguments
prompt-macro-play_card = { $player }: choose the card slot for { $c }
prompt-choose-macro-play_card = { $player }: carry out the “when played” effect of { $c }?
prompt-macro-use_die = { $player }: choose the space where { $d } goes
prompt-macro-spend_amulets = { $player }: spend an amulet to raise { $d }?
prompt-macro-place_actions = { $player }: take the region action of { $r } with { $d }?
prompt-macro-building_action = { $player }: choose a building of { $r } to use with { $d } (or none)
prompt-macro-glade_action = { $player }: choose the resource the Glade of Jade gives you
prompt-macro-pay_any = { $player }: choose the resource you pay
prompt-macro-movement = { $player }: how do you spend your movement points?
prompt-macro-start_pilgrimage = { $player }: choose the path your new pilgrim starts on
prompt-macro-yomi_offer = { $player }: take a mitama or a dragonfly?
prompt-macro-take_mitama = { $player }: choose the mitama you take
prompt-macro-take_dragonfly = { $player }: choose the dragonfly you take
prompt-macro-merge_pair = { $player }: merge one of your mitamas with one of your dragonflies?
prompt-macro-hill_favour = { $player }: take this Favor of the Hill of { $h }?
prompt-macro-cross_with = { $player }: choose the Hill { $d } crosses to
prompt-macro-advance_kodama_any = { $player }: choose the kodama that advances
prompt-pick-macro-build-b = { $player }: choose the building you build
prompt-pick-macro-build-z = { $player }: choose the building space for your new building
prompt-pick-macro-take_iwakura-k = { $player }: choose the iwakura you take from the Rock Garden
prompt-pick-macro-take_iwakura-z = { $player }: choose the rock space for your iwakura
prompt-macro-rock_pilgrim = { $player }: choose the space by the rocks for your pilgrim
prompt-macro-spirit_virtue = { $player }: remove a yokai card from the game for its Spirit Virtue? Choose it, or skip
prompt-macro-return_dice = { $player }: choose the next die you return to the red spaces
prompt-macro-steal = { $player }: choose the opponent's die whose region action you take (lowering { $d } by 1), or skip
prompt-pick-macro-take_crystal-c = { $player }: choose the crystal you buy
prompt-pick-macro-take_crystal-z = { $player }: choose the Ingenuity slot for your crystal
prompt-macro-ingenuity = { $player }: use your Ingenuity crystal now?
prompt-macro-owner_bonus = { $player }: choose your owner's bonus
prompt-macro-pay_sj = { $player }: choose how you pay: saké or jade
prompt-macro-pay_build = { $player }: choose how you pay the building cost: wood or stone
prompt-macro-unlock_die = { $player }: choose the locked die you unlock
prompt-pick-macro-push_back_kodama-p = { $player }: choose the player whose kodama goes back 1 space
prompt-pick-macro-push_back_kodama-k = { $player }: choose the kodama that goes back 1 space
prompt-pick-macro-step_pilgrim-o = { $player }: choose the pilgrim you move
prompt-pick-macro-step_pilgrim-n = { $player }: choose the space your pilgrim moves to
prompt-macro-yomi_action = { $player }: choose what the Lands of Yomi give you
prompt-macro-forges_action = { $player }: choose what you do in the Forges
prompt-macro-forge_offer = { $player }: take a crystal or build a building?

## The action menus: prompt-act-<group>
prompt-act-summer = { $player }: choose your Summer action
