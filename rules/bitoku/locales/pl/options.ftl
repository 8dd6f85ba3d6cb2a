# Jednozdaniowy opis każdej opcji gry w lobby (about-option-<id>); nazwy opcji i ich wartości są w names.ftl.
about-option-variant = Akcja regionu wymaga kości co najmniej tak wysokiej jak każda inna kość w nim; ścisła: wyższej od każdej, a amulety mogą przy tym porównaniu podnieść kość powyżej 6.
about-option-gate_reward = Czy pole bramy na Ścieżkach Mądrości daje nagrodę oświecenia i akcję płytki bramy, czy tylko akcję płytki bramy.
about-option-shinigami_wild = Czy Shinigami liczy się jako dowolny duch w całej punktacji, także w wizjach, czy tylko przy iwakurze.
about-option-spring_discard = Z 5 kartami na ręce wiosną: odrzuć dokładnie 1 kartę albo odrzucaj, aż zostaną 3.
about-option-pilgrimage_start = Skąd może wyruszyć nowa pielgrzymka: przy bramie, na której stoi twój pielgrzym, czy też z każdego skrzyżowania, na którym twój pielgrzym zszedł z drogi.
about-option-difficulty = Przeciw Tengu: łatwy odbiera mu ważkę, yokai, surowce i PR z kryształów; trudny daje mu pielgrzymów, przesunięte kodamy, 2 ważki i premię za region.
about-option-solo_no_dragonfly = Tengu zaczyna bez ważki.
about-option-solo_no_yokai = Tengu zaczyna bez swoich yokai.
about-option-solo_no_resources = Tengu zaczyna bez surowców.
about-option-solo_no_crystal_mp = Tengu nie dostaje wiosną PR ze swoich kryształów.
about-option-solo_pilgrims = Tengu zaczyna z pielgrzymami na Ścieżkach Mądrości.
about-option-solo_kodama_ahead = Kodamy Tengu zaczynają dalej z przodu.
about-option-solo_two_dragonflies = Tengu zaczyna z 2 ważkami.
about-option-solo_kodama_bonus = Tengu zdobywa 3 PZ za każdy region, w którym jego kodama prowadzi.
