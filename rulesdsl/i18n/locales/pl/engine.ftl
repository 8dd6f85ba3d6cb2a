# rulesdsl engine messages (Polish). Plural forms: one (1), few (2–4, 22–24 …), many (0, 5–21, 25 …).
# Names take a case from the variable's ending: $counter_acc (biernik), $counter_nom_pl (forma po 5).

## Players

player-seat = G{ $n }
player-game = gra

## Statements

stmt-if = jeśli { $cond }:
stmt-elif = w przeciwnym razie, jeśli { $cond }:
stmt-else = w przeciwnym razie:
stmt-choose = { $optional ->
    [yes] { $count ->
        [one] możesz wybrać jedną opcję:
       *[other] możesz wybrać do { $count } różnych opcji:
    }
   *[no] { $count ->
        [one] wybierz jedną opcję:
        [few] wybierz { $count } różne opcje:
       *[many] wybierz { $count } różnych opcji:
    }
}
stmt-option-when = { $text } (tylko jeśli { $cond })
stmt-nothing = nic
stmt-pick = { $optional ->
    [yes] możesz wybrać jeden spośród: { $source }:
   *[no] wybierz jeden spośród: { $source }:
}
stmt-for = dla każdego spośród: { $source }:
stmt-repeat = { $count ->
    [one] powtórz { $count } raz:
   *[other] powtórz { $count } razy:
}
stmt-while = dopóki { $cond } (najwyżej { $limit } { $limit ->
    [one] raz
   *[other] razy
}):
stmt-let = niech { $var } = { $value }
stmt-as = { $player }:
stmt-simultaneous = jednocześnie, każdy z { $players } w tajemnicy (odkryte, gdy wszyscy zdecydują):
stmt-optional = możesz:
stmt-seq = { $items }
stmt-then = { $left }, potem { $right }

## Expressions

expr-number = { $value }
expr-string = „{ $value }”
expr-true = prawda
expr-false = fałsz
expr-variable = { $name }
expr-bound = { $case ->
    [gen] tego elementu
    [dat] temu elementowi
    [ins] tym elementem
    [loc] tym elemencie
   *[nom] ten element
}
expr-me = ty
expr-this = ta karta
expr-players = wszyscy gracze
expr-order = gracze w kolejności tury
expr-num-players = liczba graczy
expr-none = nikt
expr-my-counter = twój zapas „{ $counter }”
expr-global-counter = { $counter }
expr-attr = { $name } ({ $obj })
attr-entity = karta
attr-kind = rodzaj
attr-zone = miejsce
attr-owner = właściciel
expr-arith = { $op ->
    [add] { $left } + { $right }
    [sub] { $left } − { $right }
    [mul] { $left } × { $right }
    [div] { $left } ÷ { $right } (w dół)
   *[mod] reszta z { $left } ÷ { $right }
}
expr-compare = { $op ->
    [eq] { $left } wynosi { $right }
    [ne] { $left } nie wynosi { $right }
    [lt] { $left } wynosi mniej niż { $right }
    [le] { $left } wynosi najwyżej { $right }
    [gt] { $left } wynosi więcej niż { $right }
   *[ge] { $left } wynosi co najmniej { $right }
}
expr-and = { $left } i { $right }
expr-or = { $left } lub { $right }
expr-not = nie { $item }
expr-neg = minus { $item }
expr-cond = { $then }, jeśli { $cond }, w przeciwnym razie { $otherwise }
expr-list = { $items }
expr-list-next = { $left }, { $right }
expr-list-last = { $left } i { $right }
expr-empty-list = nic
expr-filter = { $source }, dla których { $cond }
expr-filter-that = { $rest ->
   *[other] { $source }, dla których { $cond }
}
expr-map = { $elem } dla każdego spośród: { $source }
expr-map-filter = { $elem } dla każdego spośród: { $source }, dla którego { $cond }
expr-exists = jest co najmniej jeden spośród: { $items }
expr-none-of = nie ma żadnego spośród: { $items }
expr-have = { $op ->
    [eq] masz dokładnie { $n } { $counter }
    [ne] nie masz dokładnie { $n } { $counter }
    [lt] masz mniej niż { $n } { $counter }
    [le] masz co najwyżej { $n } { $counter }
    [gt] masz więcej niż { $n } { $counter }
   *[ge] masz co najmniej { $n } { $counter }
}
expr-pair = { $key }: { $value }

## Query functions

fn-in = { $who ->
    [none] zawartość miejsca „{ $zone }”
   *[other] zawartość miejsca „{ $zone }” gracza { $who }
}
fn-in-each = zawartość każdego z miejsc: { $zones }
fn-zones = miejsca, gdzie { $filters }
fn-count = liczba ({ $items })
fn-sum = suma ({ $items })
fn-max = największa z ({ $items })
fn-min = najmniejsza z ({ $items })
fn-numbers = liczba od { $lo } do { $hi }{ $step ->
    [1] {""}
   *[other] {" "}co { $step }
}
fn-top = { $who ->
    [none] wierzchni element miejsca „{ $zone }”
   *[other] wierzchni element miejsca „{ $zone }” gracza { $who }
}
fn-knows = { $who } zna { $obj }
fn-free = wolne miejsce w „{ $zone }”
fn-next-nodes = kolejne pola po „{ $node }” na { $graph }
fn-contains = ({ $items }) zawiera { $x }
fn-distinct = różne ({ $items })
fn-roll = rzut kością { $sides }-ścienną
fn-index-of = pozycja { $x } w ({ $items })
fn-at = element nr { $i } z ({ $items })
fn-order-by = ({ $items }) uporządkowane według ({ $keys })
fn-ztag = { $tag } miejsca „{ $zone }”
fn-get = { $prop } ({ $obj })
fn-counter = { $who ->
    [none] twój zapas „{ $name }”
   *[other] zapas „{ $name }” gracza { $who }
}
fn-option = opcja gry „{ $name }”
fn-owned = { $who ->
    [none] twoje elementy rodzaju „{ $kind }”
   *[other] elementy rodzaju „{ $kind }” gracza { $who }
}
fn-entities = wszystkie elementy rodzaju „{ $kind }”
## Grid queries (runtime/grids)

fn-cells = pola planszy { $grid }
fn-cell = pole planszy { $grid } w kolumnie { $col } i rzędzie { $row } (licząc od 0)
fn-col = kolumna pola { $cell }
fn-row = rząd pola { $cell }
fn-neighbours = pola sąsiadujące z { $cell }
fn-ray = pola w linii od { $cell } w kierunku { $direction }
fn-distance = liczba kroków od { $a } do { $b }
fn-side = brzeg { $name } planszy { $grid }
fn-directions = kierunki, w których może leżeć element na planszy { $grid }
fn-piece = { $who ->
    [none] element na polu { $cell }
   *[other] element na polu { $cell } gracza { $who }
}
fn-vacant = { $who ->
    [none] puste pola planszy { $grid }
   *[other] puste pola planszy { $grid } gracza { $who }
}
fn-isolated = puste pola planszy { $grid }, których żaden element już nie wypełni
fn-value-at = { $key } na polu { $cell }
fn-regions = obszary planszy { $grid } według: { $key }
fn-region-sizes = wielkości obszarów planszy { $grid } według: { $key }
fn-region-score = każdy obszar ({ $key }) planszy { $grid } liczony jako jego wielkość razy { $prop }
fn-region = obszar ({ $key }), w którym leży { $cell }
fn-path-cost = puste pola do wypełnienia, by połączyć { $from } z { $to }
fn-link-cost = puste pola, które trzeba jeszcze wypełnić, by połączyć twoje dwa brzegi planszy { $grid }
fn-linked = twoje elementy łączą twoje dwa brzegi planszy { $grid }
fn-footprint = pola, które { $obj } zająłby od { $cell }
fn-fits = { $obj } mieści się od { $cell }
fn-facings = kierunki, w których { $obj } mieści się od { $cell }
fn-anchors = pola planszy { $grid }, od których { $obj } się mieści

fn-generic = { $name }({ $args })

## Verbs

verb-gain = { $who ->
    [none] zdobądź { $n } { $counter_acc }
   *[other] { $who } zdobywa { $n } { $counter_acc }
}
verb-lose = { $who ->
    [none] strać { $n } { $counter_acc }
   *[other] { $who } traci { $n } { $counter_acc }
}
verb-pay = zapłać { $n } { $counter_acc }
verb-set = { $who ->
    [none] ustaw „{ $counter }” na { $n }
   *[other] ustaw „{ $counter }” gracza { $who } na { $n }
}
verb-move = { $pos ->
    [bottom] połóż { $obj } na spód miejsca „{ $to }”
   *[other] połóż { $obj } w miejscu „{ $to }”
}
verb-move-all = przenieś wszystko z „{ $from }” do „{ $to }”
verb-draw = { $refill ->
    [none] dobierz { $n } z „{ $from }” do „{ $to }”
   *[other] dobierz { $n } z „{ $from }” do „{ $to }” (gdy się skończą, wtasuj tam „{ $refill }”)
}
verb-shuffle = potasuj „{ $zone }”
verb-setp = ustaw { $prop } ({ $obj }) na { $value }
verb-addp = dodaj { $n } do { $prop } ({ $obj })
verb-set-order = nowa kolejność tury: { $players }
verb-section = odtąd punkty liczą się w części „{ $id }”
verb-act = wykonaj jedną akcję: { $group }
verb-run = wykonaj efekt „{ $slot }” ({ $obj })
verb-rank-award = uszereguj graczy według ({ $scores }) i przyznaj nagrody: { $prizes }
verb-log = { $message }
verb-declare-winner = gra natychmiast się kończy
verb-reveal = pokaż { $obj }: { $to }
verb-place = połóż { $obj } na { $cell }, drugą częścią w kierunku { $facing }
verb-generic = { $name }({ $args })
macro-generic = wykonaj { $name }({ $args })

## Game log

log-action = { $player } → { $action }
log-gain = { $player }: +{ $delta } { $counter } (razem { $total })
log-lose = { $player }: −{ $delta } { $counter } (razem { $total })
log-global-gain = +{ $delta } { $counter } (teraz { $total })
log-global-lose = −{ $delta } { $counter } (teraz { $total })
log-move = { $entity } → { $zone }
log-move-owned = { $entity } → { $zone } ({ $owner })
log-section = == { $section } ==
log-order = kolejność tury: { $players }
log-message = { $player } { $message } { $args }
log-shuffle = potasowano „{ $zone }”
log-run = { $entity }: { $slot }
log-prop = { $entity }: { $prop } { $value }
log-choice = { $player } wybiera: { $value }
log-choice-hidden = { $player } dokonuje wyboru
log-commit = { $player } dokonał wyboru (ukryty, dopóki wszyscy nie wybiorą)
log-commit-own = { $player } wybiera: { $value } (ukryte przed innymi, dopóki wszyscy nie wybiorą)
log-reveal-all = Wszyscy wybrali: { $choices }
log-handed = { $player } przekazuje swój wybór w zakryciu graczowi { $recipient }
log-fizzle = nie ma czego wybrać


## Narration

narr-action = { $player }: { $action } — { $what }
narr-action-bare = { $player }: { $action }
narr-choice = { $player }: { $what }
narr-object-of = { $object } ({ $owner })
narr-setup = Przygotowanie: { $what }
narr-setup-player = Przygotowanie, { $player }: { $what }
narr-heading = — { $parts } —
narr-heading-part = { $counter } { $value }
narr-zone-owned = { $zone } ({ $owner })
narr-object-props = { $object } ({ $props })
narr-object-set = { $object }: { $props }
narr-hidden = { $count ->
    [one] ukryty obiekt
    [few] { $count } ukryte obiekty
   *[other] { $count } ukrytych obiektów
}
narr-move = { $objects } → { $zone }
narr-gain = +{ $delta } { $counter }
narr-lose = −{ $delta } { $counter }
narr-player-changes = { $player }: { $changes }

## Score table

score-title = Wynik końcowy
score-setup = (przygotowanie)
score-total = razem
score-winner = Zwycięzca: { $player }
score-draw = Remis: { $players } dzielą pierwsze miejsce

## Decisions

prompt-act = { $player }: wybierz akcję
option-skip = pomiń (nie bierz nic)
option-number = opcja { $n }
error-game-over = gra się skończyła
error-cannot-skip = tej decyzji nie można pominąć
error-not-an-option = „{ $action }” nie jest jedną z opcji: { $options }
error-no-such-number = nie ma opcji { $k } (wybierz od 1 do { $max })

## Command line

cli-play-header = { $game } { $version } — { $players } { $players ->
    [one] gracz
   *[other] graczy
}, ziarno { $seed }, miejsca: { $seats }
cli-saved = zapisano: { $file }
cli-replay-ok = powtórka zgadza się z zapisem ({ $n } { $n ->
    [one] akcja
    [few] akcje
   *[many] akcji
})
cli-replay-note = uwaga: zapisano z { $ruleset } { $saved }, powtórka z { $current }

## Card listing

cards-title = { $game }: { $count } { $count ->
    [one] karta lub kafelek
    [few] karty i kafelki
   *[many] kart i kafelków
}
cards-heading = { $name } · { $kind }{ $copies ->
    [one] {""}
   *[other] {" "}×{ $copies }
}
cards-pair = { $key }: { $value }
cards-slot = { $slot }:
cards-no-effect = brak efektu
cards-printed = nadrukowany tekst
cards-generated = wygenerowany tekst

## Decisions, why-not and the human seat (issue 13)

label-detail = { $label } ({ $detail })
label-place-owned = { $zone } gracza { $owner }
label-copy = egzemplarz { $n }
why-players = { $action } nie występuje przy tej liczbie graczy
why-not-offered = „{ $action }” nie jest teraz dostępne.
why-not-now = Teraz nie można: „{ $action }”.
why-plain = „{ $action }” tylko jeśli { $cond }.
why-cannot-plain = „{ $action }” teraz niemożliwe: { $rule }
why-nothing-for = Teraz nie można: „{ $action }” — nie ma z czego wybrać („{ $prompt }”).
why-needs = { $where }: „{ $action }” tylko jeśli { $cond }
why-cannot = { $where }: { $action } nie jest teraz możliwe: { $rule }
why-pick = { $where }: { $action } wymaga, by było z czego wybierać: { $source }
log-move-hidden = ukryty element trafia do: { $zone }
log-move-hidden-owned = ukryty element trafia do: { $zone } gracza { $owner }
log-reveal = { $players } widzi: { $entity }
log-reveal-hidden = { $players } ogląda ukryty element
human-help = wpisz numer (lub id opcji) · why ID · undo · view · help · Ctrl-C lub Ctrl-D zapisuje i kończy
human-recent = — od twojej ostatniej decyzji —
human-simultaneous = ——— tylko { $player }: wybierz w tajemnicy (inni widzą tylko, że wybrano, dopóki wszyscy nie wybiorą; po tobie wybierają: { $waiting }) ———
human-handover = ——— przy tym terminalu kolej { $player }: przekażcie go { $player } i naciśnijcie Enter, gdy patrzy tylko ta osoba ———
human-header = === { $prompt } · decyzja { $n } ===
human-you = ty
human-scores = punkty: { $scores }
human-board = plansza: { $summary }
human-zone = { $zone }: { $items }
human-zone-hidden = { $zone }: ukrytych { $count }
human-refused = odrzucono: { $reason }
human-no-number = nie ma opcji { $k } (wybierz 1–{ $max })
human-number = wpisz liczbę od { $lo } do { $hi }{ $step ->
    [1] {""}
   *[other] {" "}co { $step }
}
human-not-offered = { $k } nie jest do wyboru (liczba od { $lo } do { $hi })
human-legal = „{ $action }” można teraz wybrać
human-saved = gra zapisana w { $file } (akcji: { $n }); kontynuacja: rulesdsl play --resume { $file }
human-undone = cofnięto: „{ $action }” (w tej turze można cofnąć jeszcze: { $left })
human-no-undo = nie ma czego cofnąć: cofanie działa tylko na twoje decyzje z tej tury i nigdy nie przekracza dobrania, odkrycia, tasowania, rzutu kośćmi ani akcji innego gracza
human-no-seed = cofanie niedostępne: ziarno gry jest nieznane

gallery-search = Szukaj w kartach
gallery-kind = Rodzaj
gallery-all-kinds = Wszystkie rodzaje
gallery-provisional = tymczasowe
gallery-provisional-hint = zastępnik nieznanego faktu (provisional: true)
gallery-only-provisional = tylko tymczasowe
gallery-shown = widocznych
gallery-locale = Język
gallery-printed = nadruk
graph-node-players = graczy: { $counts }
graph-node-absent = nie przy { $n } graczach
graph-players = graczy: { $n }
graph-capacity = pojemność { $n }
graph-closed = zamknięte
rules-sheet-only-if = tylko gdy { $condition }

## Role names of bound variables (i18n/roles.py): a pick's, a for's or a let's variable read as what it holds.
role-chosen-player = { $case ->
    [gen] wybranego gracza
    [dat] wybranemu graczowi
    [acc] wybranego gracza
    [ins] wybranym graczem
    [loc] wybranym graczu
   *[nom] wybrany gracz
}
role-each-player = { $case ->
    [gen] tego gracza
    [dat] temu graczowi
    [acc] tego gracza
    [ins] tym graczem
    [loc] tym graczu
   *[nom] ten gracz
}
role-chosen-kind = { $case ->
    [gen] wybranego elementu ({ $kind })
    [dat] wybranemu elementowi ({ $kind })
    [ins] wybranym elementem ({ $kind })
    [loc] wybranym elemencie ({ $kind })
   *[nom] wybrany element ({ $kind })
}
role-each-kind = { $case ->
    [gen] tego elementu ({ $kind })
    [dat] temu elementowi ({ $kind })
    [ins] tym elementem ({ $kind })
    [loc] tym elemencie ({ $kind })
   *[nom] ten element ({ $kind })
}
role-value = { $value }
role-chosen-group = { $case ->
    [gen] wybranego elementu ({ $group })
    [dat] wybranemu elementowi ({ $group })
    [ins] wybranym elementem ({ $group })
    [loc] wybranym elemencie ({ $group })
   *[nom] wybrany element ({ $group })
}
role-each-group = { $case ->
    [gen] tego elementu ({ $group })
    [dat] temu elementowi ({ $group })
    [ins] tym elementem ({ $group })
    [loc] tym elemencie ({ $group })
   *[nom] ten element ({ $group })
}
