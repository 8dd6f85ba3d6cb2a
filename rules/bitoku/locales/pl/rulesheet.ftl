# Bitoku: proza arkusza zasad (`rulesdsl rules --locale pl`), napisana z bitoku-rules.md.
sheet-overview = Wielki Duch lasu odchodzi, a młode duchy rywalizują o jego miejsce. Przez cztery lata, każdy z Wiosną, Latem, Jesienią i Zimą, wysyłasz swoich trzech strażników (kości) do lasu, zagrywasz yokai, zbierasz mitamy, ważki, kryształy i budynki, prowadzisz pielgrzymów Ścieżkami Mądrości i ścigasz się kodamami po jeziorach. Dla { $min }–{ $max } graczy; w pojedynkę grasz przeciw Tengu.
sheet-goal = Po czwartej Zimie następuje Wniebowstąpienie, końcowa punktacja. Duch z największą liczbą punktów zwycięstwa (PZ) zostaje nowym Wielkim Duchem.
sheet-components = Plansza główna (jedna strona dla 1–2 graczy, druga dla 3–4), 4 plansze graczy, 12 kości (po 3 na gracza), 44 pielgrzymów, 20 kodam, 24 znaczniki budowy, 72 surowce (drewno, kamień, jadeit, sake) i 32 płytki ×3, 24 budynki i 6 starożytnych budynków, 5 Skarbów jeziora, 32 kryształy (snu, pamięci, pomysłowości), 24 mitamy, 32 ważki, 16 bram torii, 13 skał iwakura, 29 zaawansowanych i 20 startowych kart yokai, 24 karty Bitoku, 28 wizji, 58 amuletów (+1, +2, +3), 12 znaczników Hikaru; do gry solo 10 kart akcji Tengu i płytka nastawienia.
sheet-setup = Wypełnij wystawki mitam, ważek, budynków i kryształów, połóż bramę torii na każdym polu bramy i skałę iwakura na każdym polu Ogrodu skał, a na każdym Wzgórzu kartę Bitoku i kartę yokai. Starożytne budynki: 4 przy 1–2 graczach, 2 przy 3, żadnego przy 4. Przy 2 graczach neutralna kodama stoi na 4. polu każdego jeziora. { $each } Twoje kości zaczynają zablokowane (czerwone pola) z wartościami 3, 2 i 1; 5 startowych yokai to twoja potasowana talia; kolejność tury jest losowa.
sheet-flow =
    Każdy rok ma cztery pory.
    Wiosna — wszyscy naraz: dobieraj karty yokai, aż masz ich 4 (nic, jeśli masz już 4 lub więcej), potem odrzuć 1. Następnie twoje kryształy snu dają nagrodę.
    Lato — w kolejności tury jedna akcja na turę (niżej), aż wszyscy spasują.
    Jesień — nowa kolejność tury: pierwszy jest gracz z najwyższą kością w Domu Wielkiego Ducha, potem następny; gracze bez kości w Domu zachowują swoją kolejność za nimi.
    Zima — twoje kości wracają na czerwone pola i zachowują wartości. Cnota Ducha (opcjonalnie, gdy masz łącznie co najmniej 5 kart yokai): usuń z gry jedną z 3 zagranych kart yokai za jej PZ × pasujące przedmioty, które masz (najwyżej 12). Zagrane karty idą na twój stos odrzuconych; ręka zostaje. Wielki Duch idzie naprzód; potem, poza czwartą Zimą, pada śnieg: Wzgórza dostają nowe karty, a każda wystawka traci ostatnią płytkę i się przesuwa.
    Zasada regionu: kość wykonuje akcję regionu tylko wtedy, gdy żadna inna kość tam nie pokazuje więcej (wariant ścisły: tylko gdy pokazuje więcej niż każda inna). Dom Wielkiego Ducha jej nie stosuje.
sheet-actions = Masz trzy kości; każda jest zablokowana, dopóki nie zagrasz karty yokai do jej miejsca (albo nie wygnasz pielgrzyma). Punkty ruchu (PR) trzeba wydać od razu.
sheet-action-play_yokai = do pustego miejsca na kartę (3 na rok): kość obok się odblokowuje; możesz wykonać akcję karty i kryształ pomysłowości tego miejsca, w dowolnej kolejności.
sheet-action-use_die = wydaj amulety, by ją podnieść (do 6), postaw ją na wolnym polu lasu, potem wykonaj akcję regionu i jedną akcję budynku tego regionu (kość musi osiągnąć minimum budynku), w dowolnej kolejności, obie opcjonalne.
sheet-action-cross_river = kość w regionie lasu (nie 1, nie w Domu) przechodzi na wolne pole Wzgórza tego regionu: traci 1 (6 staje się 3). Weź jedną Łaskę Wzgórza.
sheet-action-exile_to_unlock = usuń z gry przebudzonego pielgrzyma: odblokuj kość i od razu jej użyj.
sheet-action-pass = tego Lata nie wykonujesz już akcji.
sheet-macro-yomi_action = Krainy Yomi według wartości kości — 1: krok kodamy; 2: mitama albo ważka; 3: mitama o 1 surowiec taniej albo ważka; 4–5: mitama albo ważka o 1 taniej; 6: obie, jedna z nich o 1 taniej. Mitamy kosztują sake i jadeit; ich akcja działa od razu.
sheet-macro-movement = Schody Wiedzy — 1: krok kodamy; 2: 1 PR; 3: 2 PR; 4–5: 3 PR; 6: 4 PR. Każdy PR wprowadza pielgrzyma na startową bramę torii, przesuwa pielgrzyma o pole albo przenosi cię na następną kartę Bitoku (jej PZ i akcja). Pola oświecenia dają PZ i amulety, a pielgrzym tam zasypia; bramy dają też swoją torii; mosty wymagają 1 lub 2 kart Bitoku.
sheet-macro-glade_action = Jadeitowa Polana — 1: krok kodamy; 2: drewno albo jadeit; 3: 1 dowolny surowiec; 4–5: 2 dowolne; 6: 3 dowolne.
sheet-macro-forges_action = Kuźnie — 1: krok kodamy; 2: budowa; 3: kryształ albo budowa; 4–5: to samo o 1 surowiec taniej; 6: oba, jedno z nich taniej. Aby budować, zapłać koszt pod swoim skrajnym lewym znacznikiem budowy i połóż budynek z tym znacznikiem na wolnym polu jego regionu. Inni, którzy go używają, płacą ci premię właściciela. Kryształ trafia na wolne miejsce swojego rodzaju na twojej planszy i budzi śpiącego tam pielgrzyma.
sheet-macro-home_space = Dom Wielkiego Ducha — może tu stanąć każda kość: +2 amulety; +1 amulet i wizja; przy 3–4 graczach +1 amulet i surowiec albo +1 amulet i 1 PR; przy 2 graczach pole kradzieży (obniż kość o 1 i wykonaj akcję regionu kości przeciwnika). Kość stąd nigdy nie przechodzi przez rzekę.
sheet-macro-hill_favour = Łaski Wzgórza, każda raz na rok — A: jego karta Bitoku; B: jego karta yokai, na rękę; C: dwa różne dary spośród: wizja (dobierz 2, zatrzymaj 1), iwakura z Ogrodu skał, pielgrzym przy skale iwakura na twojej planszy, krok kodamy.
sheet-macro-merge_pair = Gdy bierzesz mitamę albo ważkę, możesz połączyć jedną ze swoich mitam z jedną ze swoich ważek: wykonujesz akcję ważki.
sheet-end = Po czwartej Zimie Wniebowstąpienie liczy etapy A–H, dodane do tego, co zdobyłeś w trakcie gry:
sheet-section-play = PZ zdobyte w ciągu czterech lat.
sheet-section-A = twoje kryształy snu dają nagrodę jeszcze raz.
sheet-section-B = 3 PZ dla pierwszego w kolejności tury.
sheet-section-C = różne cnoty na twojej ścieżce Bitoku: 1, 2, 3, 4, 5, 6, 7 dają 1, 2, 4, 7, 11, 16, 22 PZ.
sheet-section-D = na każdym jeziorze najdalsza kodama bierze wysoką nagrodę Skarbu, następna średnią, trzecia niską; remisujący dzielą nagrody swoich miejsc (w dół).
sheet-section-E = każdy pielgrzym przy skale iwakura: 1 PZ za każdy twój przedmiot z symbolem tej skały (yokai, mitamy, twoje budynki; pielgrzym między dwiema skałami liczy obie).
sheet-section-F = (wartości twoich kości + twoje surowce) ÷ 4, w dół.
sheet-section-G = każda wizja: jej PZ, jeśli masz to, co pokazuje, inaczej tracisz 1 lub 2; przedmiot liczy się tylko do jednej wizji.
sheet-section-H = PZ widoczne na odkrytych polach twojej planszy (znaczniki budowy i kryształy).
sheet-section-yokai = solo: punkty Tengu za jego karty yokai.
sheet-ties = Remis wygrywa gracz z większą liczbą spełnionych wizji, potem ten, kto jest wyżej w kolejności tury.
