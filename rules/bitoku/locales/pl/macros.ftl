# Makra Bitoku (po polsku): jak wywołanie makra brzmi w wygenerowanym tekście karty.

macro-take_mitama = weź mitamę z wystawki{ $disc ->
    [0] {""}
    [one] , płacąc { $disc } surowiec mniej
    [few] , płacąc { $disc } surowce mniej
   *[many] , płacąc { $disc } surowców mniej
}
macro-take_dragonfly = weź ważkę z wystawki{ $disc ->
    [0] {""}
    [one] , płacąc { $disc } surowiec mniej
    [few] , płacąc { $disc } surowce mniej
   *[many] , płacąc { $disc } surowców mniej
}
macro-merge_pair = możesz połączyć jedną ze swoich mitam z jedną ze swoich ważek
macro-take_crystal = weź kryształ{ $disc ->
    [0] {""}
    [one] , płacąc { $disc } surowiec mniej
    [few] , płacąc { $disc } surowce mniej
   *[many] , płacąc { $disc } surowców mniej
}
macro-wake_pilgrim = obudź śpiącego pielgrzyma
macro-build = zbuduj budynek{ $disc ->
    [0] {""}
    [one] , płacąc { $disc } surowiec mniej
    [few] , płacąc { $disc } surowce mniej
   *[many] , płacąc { $disc } surowców mniej
}
macro-take_iwakura = weź iwakurę z Ogrodu skał
macro-rock_pilgrim = postaw przebudzonego pielgrzyma obok iwakury na swojej planszy
macro-draw_vision = weź wizję (dobierz 2, zatrzymaj 1)
macro-ascension = podlicz Wniebowstąpienie (etapy A–H)
macro-lake = rozdziel skarb jeziora: { $r }
macro-score_symbol = zdobądź { $mult } PZ za każdy swój element „{ $s }” (najwyżej { $cap })
macro-score_iwakura = podlicz pielgrzymów przy swoich skałach iwakura
macro-score_rock_pair = jeśli na „{ $pz }” stoi pielgrzym, podlicz skałę z „{ $rz }”
macro-score_visions = odkryj i podlicz swoje wizje
macro-score_vision = podlicz wizję { $v }
macro-fate = zdobądź punkty odsłonięte na swojej planszy
macro-play_card = zagraj { $c } na puste pole karty
macro-ingenuity = możesz użyć kryształu pomysłowości z „{ $iz }”
macro-use_die = połóż kość { $d } na wolnym polu
macro-place_actions = kością { $d } wykonaj akcję regionu „{ $r }” i akcję jednego budynku, w dowolnej kolejności
macro-building_action = możesz kością { $d } użyć jednego budynku z regionu „{ $r }”
macro-owner_bonus = właściciel budynku { $b } dostaje premię właściciela
macro-home_space = weź nagrodę z pola „{ $z }”
macro-steal = zmniejsz { $d } o 1 i wykonaj akcję regionu kości przeciwnika
macro-cross_with = przekrocz rzekę kością { $d }
macro-hill_favour = weź jedną Łaskę wzgórza regionu „{ $h }”
macro-gifts = weź dwa różne dary
macro-second_gift = weź drugi dar, inny niż dar nr { $first }
macro-gain_any = zdobądź { $n } { $n ->
    [one] dowolny surowiec
    [few] dowolne surowce
   *[many] dowolnych surowców
}
macro-pay_any = zapłać { $n } { $n ->
    [one] dowolny surowiec
    [few] dowolne surowce
   *[many] dowolnych surowców
}
macro-pay_sj = zapłać { $n } w sake i/lub jadeicie
macro-pay_build = zapłać { $cw } drewna i { $cs } kamienia{ $disc ->
    [0] {""}
   *[other] , { $disc } mniej
}
macro-spend_amulets = możesz wydać amulety na kość { $d }
macro-pay_amulet = wydaj amulet na kość { $d }
macro-unlock_die = odblokuj 1 zablokowaną kość
macro-exile_pilgrim = usuń z gry przebudzonego pielgrzyma
macro-memory_hook = twoje kryształy pamięci ({ $trig }) dają punkty
macro-flow = rozegraj cztery lata, potem Wniebowstąpienie
macro-spring = Wiosna: przywołaj yokai i zbierz owoce
macro-reap = zbierz owoce swoich kryształów snu
macro-summon = dobierz karty yokai, aż będziesz mieć 4 na ręce
macro-summer = Lato: gracze wykonują tury, aż wszyscy spasują
macro-end_turn = budynki zbudowane w tej turze stają się dostępne
macro-autumn = Jesień: Dom Wielkiego Ducha ustala nową kolejność tury
macro-winter = Zima: kości wracają, Cnota Ducha, śnieg
macro-return_dice = odłóż swoje kości na czerwone pola
macro-discard_played = odłóż karty yokai pozostałe na twoich polach kart na swój stos odrzuconych
macro-spirit_virtue = możesz usunąć z gry kartę yokai za jej Cnotę Ducha
macro-snow = śnieg: nowe karty na wzgórzach, wystawki się przesuwają
macro-deal_hills = połóż na każdym wzgórzu kartę Bitoku i kartę yokai
macro-refresh_display = odśwież { $slots } ze stosu { $stack }
macro-advance_kodama_in = przesuń swoją kodamę w regionie „{ $r }” o 1
macro-advance_kodama_any = { $n ->
    [one] przesuń swoją kodamę o { $n } krok
    [few] przesuń swoje kodamy łącznie o { $n } kroki
   *[many] przesuń swoje kodamy łącznie o { $n } kroków
}
macro-push_back_kodama = cofnij kodamę przeciwnika o 1 pole
macro-movement = zdobądź { $n } { $n ->
    [one] punkt ruchu
    [few] punkty ruchu
   *[many] punktów ruchu
} dla swoich pielgrzymów
macro-start_pilgrimage = 1 punkt ruchu: wyprowadź pielgrzyma na Ścieżki Mądrości
macro-place_pilgrim = przenieś swojego wierzchniego przebudzonego pielgrzyma na „{ $n }”
macro-step_pilgrim = 1 punkt ruchu: przesuń jednego ze swoich pielgrzymów o 1 pole
macro-arrive = { $o } dociera na „{ $n }”
macro-illuminate = nagroda oświecenia pola „{ $n }”
macro-bitoku_step = 1 punkt ruchu: idź dalej ścieżką Bitoku
macro-region_action = akcja regionu „{ $r }” z wartością { $v }
macro-yomi_action = akcja Krain Yomi z wartością { $v }
macro-yomi_offer = weź mitamę{ $dm ->
    [0] {""}
   *[other] {" "}({ $dm } taniej)
} albo ważkę{ $dd ->
    [0] {""}
   *[other] {" "}({ $dd } taniej)
}
macro-glade_action = akcja Jadeitowej Polany z wartością { $v }
macro-forges_action = akcja Kuźni z wartością { $v }
macro-forge_offer = weź kryształ albo zbuduj budynek{ $disc ->
    [0] {""}
   *[other] , { $disc } taniej
}
macro-setup = przygotuj grę
