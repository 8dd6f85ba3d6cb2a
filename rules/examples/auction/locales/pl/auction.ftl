# Księżycowa aukcja (polski).
game-name = Księżycowa aukcja

counter-points = punkty
counter-coins = { $n ->
    [one] moneta
    [few] monety
   *[other] monet
}
counter-bidding = wciąż licytuje
counter-sealed = zakryta oferta
counter-high_bid = najwyższa oferta
counter-round = numer skarbu
kind-treasure = Skarb
tag-colour = kolor
prop-colour = kolor
value-jade = jadeit
value-amber = bursztyn
value-pearl = perła
prop-value = wartość
entity-jade_3 = Jadeit 3
entity-jade_5 = Jadeit 5
entity-jade_7 = Jadeit 7
entity-jade_9 = Jadeit 9
entity-amber_3 = Bursztyn 3
entity-amber_5 = Bursztyn 5
entity-amber_7 = Bursztyn 7
entity-amber_9 = Bursztyn 9
entity-pearl_3 = Perła 3
entity-pearl_5 = Perła 5
entity-pearl_7 = Perła 7
entity-pearl_9 = Perła 9
zone-market = Skarby do sprzedania
zone-lot = Na sprzedaż
zone-claim = Trzymany (najwyższa oferta)
zone-vault = Kupione
zone-unsold = Niesprzedane
macro-setup = potasuj zakryte skarby
macro-game = sprzedaj skarby jeden po drugim, potem podlicz punkty
macro-open_auction = licytacja jawna skarbu na sprzedaż
macro-bid_or_pass = podbij najwyższą ofertę albo wycofaj się
macro-raise_to = podbij najwyższą ofertę do { $n }
macro-sealed_auction = zakryte oferty za skarb na sprzedaż
macro-score = podlicz skarby, zestawy i monety
function-seating = gracze od pierwszego gracza tej rundy
function-challengers = gracze wciąż licytujący, którzy nie trzymają skarbu
function-colour_count = liczba skarbów koloru { $col } kupionych przez { $p }
function-sets_of = zestawy jadeitu, bursztynu i perły gracza { $p }
prompt-raise = { $player }: do ilu monet podbijasz ofertę? (albo się wycofaj)
prompt-sealed = { $player }: twoja zakryta oferta w monetach (odkryta, gdy wszyscy złożą oferty)
section-treasures = Skarby
section-sets = Zestawy
section-coins = Pozostałe monety
