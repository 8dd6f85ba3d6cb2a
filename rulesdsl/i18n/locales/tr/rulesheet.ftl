# Kural sayfası (`rulesdsl rules`): bölüm başlıkları ve kural setinin metin vermediği yerde üretilen cümleler.
sheet-title = { $game }: kurallar
sheet-title-overview = Genel bakış ve amaç
sheet-title-components = Oyun malzemeleri
sheet-title-setup = Hazırlık
sheet-title-flow = Oyunun akışı
sheet-title-actions = Bir oyuncunun yapabilecekleri
sheet-title-end = Oyunun sonu ve puanlama
sheet-title-steps = Ayrıntılı adımlar
sheet-players = { $same ->
    [yes] { $min } oyuncu için bir oyun.
   *[no] { $min }–{ $max } oyuncu için bir oyun.
}
sheet-goal-most = { $outcome ->
    [cooperative] oyuncular birlikte kazanır ya da kaybeder.
    [teams] toplamda en çok { $score } sahibi olan takım kazanır.
   *[scores] { $lowest ->
        [yes] sonunda en az { $score } sahibi olan oyuncu kazanır.
       *[no] sonunda en çok { $score } sahibi olan oyuncu kazanır.
    }
}
sheet-components-generated = oyunda şunlar kullanılır: { $list }.
sheet-amount = { $n } { $what }
sheet-pieces = { $what } ×{ $n }
sheet-more = { $n } tane daha
sheet-in-zone = { $what } ({ $zone })
sheet-each-starts = her oyuncu şunlarla başlar: { $items }.
sheet-seat-starts = ayrıca { $seat }. oyuncu şunlarla başlar: { $items }.
sheet-setup-steps = Sonra
sheet-table-section = Puan
sheet-table-how = Nasıl puanlanır
sheet-ties-generated = eşitlikte şundan daha çok olan kazanır: { $list }.

# Kural metni: rol adı olmayan bir bağlama bir harf alır (A, B, …), kural kitabındaki gibi.
role-letter = { $letter }
stmt-for-each-player = her oyuncu için:
stmt-pick-named = { $optional ->
    [yes] isterseniz şunlardan birini seçin: { $source } (buna { $var } diyelim):
   *[no] şunlardan birini seçin: { $source } (buna { $var } diyelim):
}
stmt-for-named = şunların her biri için: { $source } (her birine { $var } diyelim):
expr-attr-its = onun { $name } değeri
sheet-given = { $name } ({ $params } için)
expr-map-players = her oyuncu için { $elem }
