# Oyun günlüğünün başlıkları (yıl ve mevsim sayaçları).
heading-year = { $value ->
    [5] Yükseliş
   *[other] { $value }. Yıl
}
heading-season = { $value ->
    [1] İlkbahar
    [2] Yaz
    [3] Sonbahar
    [4] Kış
   *[other] { $value }. mevsim
}
