# Lobide her oyun seçeneğinin tek satırlık açıklaması (about-option-<id>); seçenek adları ve değerleri names.ftl'de.
about-option-variant = Kyoto'dan Edo'ya yolculuk ya da Edo'dan Kyoto'ya dönüş yolculuğu; kurallar aynıdır.
about-option-meal_count = 2 oyuncuyla: handa ilk varan yolcu, oyuncu sayısı + 1 ya da tarafsız piyon dahil yolcu sayısı + 1 kadar yemek kartı çeker.
about-option-start_coins = Başlangıç sikkeleri yola çıkış sırasına göre değişir: ilk çıkan yolcunun 1 sikkesi eksik, ikincinin olağan sayıda, sonrakilerin her birinin bir öncekinden 1 sikkesi fazladır.
about-option-gastronomy = Handa ilk varan yolcu bir yemek kartı eksik çeker.
about-option-initiation = İlk yolculuk: yolcu kartı yok ve her oyuncu 7 sikkeyle başlar.
