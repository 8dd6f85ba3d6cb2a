# Tokaido: seçenek etiketleri ve kimliği olmayan karar yerlerinin soruları, oyuncuların dediği gibi.

## Seçenek etiketleri
label-kind-traveller_card = { $name } ({ $start_coins } sikke)
label-prop-price = { $value } sikke

## Sorular
prompt-entity-hirotada = { $player }: Hirotada için bankadan tapınağa 1 sikke konsun mu?
prompt-entity-hiroshige = { $player }: Hiroshige'nin kart ekleyeceği panoramayı seçin
prompt-macro-buy_souvenir = { $player }: { $c } için nasıl ödersiniz?
prompt-macro-village = { $player }: satın alacağınız hediyelik eşyayı seçin (ya da alışverişi bitirin)
prompt-macro-guide_neutral = { $player }: tarafsız gezginin gideceği alanı seçin
prompt-macro-meet_encounter = { $player }: tutacağınız karşılaşma kartını seçin
prompt-choose-macro-guide_to = { $player }: “{ $t }” panoramasının sıradaki kartını alır mısınız?
prompt-pick-macro-guide_to = { $player }: “{ $t }” panoraması tamam: başka bir panorama seçin

## Eylem menüleri
prompt-act-temple_gift = { $player }: tapınağa kaç sikke verirsiniz?
prompt-act-free_meal_offer = { $player }: Satsuki önerilen bedava yemeği yesin mi?
