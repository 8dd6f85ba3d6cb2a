# Bitoku: etykiety opcji i pytania decyzji bez własnego identyfikatora, tak jak nazywają je gracze.

## Etykiety opcji
label-kind-vision = { $req_b_id ->
    [nothing] { $name }: { $req_a } × { $need_a } → { $vp } PZ, inaczej −{ $penalty }
   *[other] { $name }: { $req_a } × { $need_a } i { $req_b } × { $need_b } → { $vp } PZ, inaczej −{ $penalty }
}
label-prop-min_die = kość { $value }+
label-prop-value = wartość { $value }
label-prop-pos = { $value ->
    [0] jeszcze nie ruszona
   *[other] krok { $value }
}

## Pytania wyborów na kartach
prompt-choose-kind-building = { $player }: wybierz, co daje ci { $card }
prompt-choose-kind-mitama = { $player }: wybierz, co daje ci { $card }
prompt-choose-kind-dragonfly = { $player }: wybierz, co daje ci { $card }
prompt-choose-kind-yokai = { $player }: wybierz akcję regionu karty { $card }
prompt-choose-kind-bitoku = { $player }: wybierz, co daje ci { $card }
prompt-pick-kind-yokai = { $player }: wybierz cel karty { $card }

## Pytania akcji
prompt-action-play_yokai = { $player }: wybierz kartę yokai, którą zagrywasz
prompt-action-exile_to_unlock = { $player }: wybierz kość, którą odblokowuje wygnany pielgrzym
prompt-action-use_die = { $player }: wybierz odblokowaną kość, której używasz
prompt-action-cross_river = { $player }: wybierz kość, która przekracza rzekę

## Pytania kroków
prompt-macro-play_card = { $player }: wybierz miejsce na kartę { $c }
prompt-choose-macro-play_card = { $player }: wykonać efekt „po zagraniu” karty { $c }?
prompt-macro-use_die = { $player }: wybierz pole dla kości { $d }
prompt-macro-spend_amulets = { $player }: wydać amulet, by podnieść kość { $d }?
prompt-macro-place_actions = { $player }: wykonać akcję regionu { $r } kością { $d }?
prompt-macro-building_action = { $player }: wybierz budynek regionu { $r } do użycia z kością { $d } (albo żaden)
prompt-macro-glade_action = { $player }: wybierz surowiec z Jadeitowej Polany
prompt-macro-pay_any = { $player }: wybierz surowiec, którym płacisz
prompt-macro-movement = { $player }: jak wydajesz punkty ruchu?
prompt-macro-start_pilgrimage = { $player }: wybierz ścieżkę, na której zaczyna nowy pielgrzym
prompt-macro-yomi_offer = { $player }: wziąć mitamę czy ważkę?
prompt-macro-take_mitama = { $player }: wybierz mitamę, którą bierzesz
prompt-macro-take_dragonfly = { $player }: wybierz ważkę, którą bierzesz
prompt-macro-merge_pair = { $player }: połączyć jedną ze swoich mitam z jedną ze swoich ważek?
prompt-macro-hill_favour = { $player }: wziąć tę Łaskę Wzgórza { $h }?
prompt-macro-cross_with = { $player }: wybierz Wzgórze, na które przechodzi kość { $d }
prompt-macro-advance_kodama_any = { $player }: wybierz kodamę, która idzie naprzód
prompt-pick-macro-build-b = { $player }: wybierz budynek, który budujesz
prompt-pick-macro-build-z = { $player }: wybierz pole budowy dla nowego budynku
prompt-pick-macro-take_iwakura-k = { $player }: wybierz iwakurę z Ogrodu skał
prompt-pick-macro-take_iwakura-z = { $player }: wybierz pole skały dla swojej iwakury
prompt-macro-rock_pilgrim = { $player }: wybierz pole przy skałach dla pielgrzyma
prompt-macro-spirit_virtue = { $player }: usunąć kartę yokai z gry dla jej Cnoty Ducha? Wybierz ją albo pomiń
prompt-macro-return_dice = { $player }: wybierz następną kość, którą wracasz na czerwone pola
prompt-macro-steal = { $player }: wybierz kość przeciwnika, której akcję regionu wykonujesz (obniżając kość { $d } o 1), albo pomiń
prompt-pick-macro-take_crystal-c = { $player }: wybierz kryształ, który kupujesz
prompt-pick-macro-take_crystal-z = { $player }: wybierz miejsce Pomysłowości dla kryształu
prompt-macro-ingenuity = { $player }: użyć teraz kryształu Pomysłowości?
prompt-macro-owner_bonus = { $player }: wybierz premię właściciela
prompt-macro-pay_sj = { $player }: wybierz, czym płacisz: sake czy jadeitem
prompt-macro-pay_build = { $player }: wybierz, czym płacisz za budowę: drewnem czy kamieniem
prompt-macro-unlock_die = { $player }: wybierz zablokowaną kość, którą odblokowujesz
prompt-pick-macro-push_back_kodama-p = { $player }: wybierz gracza, którego kodama cofa się o 1 pole
prompt-pick-macro-push_back_kodama-k = { $player }: wybierz kodamę, która cofa się o 1 pole
prompt-pick-macro-step_pilgrim-o = { $player }: wybierz pielgrzyma, którego przesuwasz
prompt-pick-macro-step_pilgrim-n = { $player }: wybierz pole, na które idzie pielgrzym
prompt-macro-yomi_action = { $player }: wybierz, co dają ci Krainy Yomi
prompt-macro-forges_action = { $player }: wybierz, co robisz w Kuźniach
prompt-macro-forge_offer = { $player }: wziąć kryształ czy zbudować budynek?

## Menu akcji
prompt-act-summer = { $player }: wybierz swoją akcję Lata
