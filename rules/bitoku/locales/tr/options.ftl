# Lobide her oyun seçeneğinin tek satırlık açıklaması (about-option-<id>); seçenek adları ve değerleri names.ftl'de.
about-option-variant = Bir bölgenin aksiyonu oradaki her zar kadar yüksek bir zar ister; katı: her birinden yüksek, ve bu karşılaştırmada muskalar zarı 6'nın üstüne çıkarabilir.
about-option-gate_reward = Bilgelik Yolları'ndaki bir kapı alanının aydınlanma ödülünü ve kapı karosunun aksiyonunu mu, yoksa yalnızca kapı karosunun aksiyonunu mu verdiği.
about-option-shinigami_wild = Shinigami'nin vizyonlar dahil tüm puanlamada her ruh yerine mi, yoksa yalnızca iwakura için mi sayıldığı.
about-option-spring_discard = İlkbaharda elde 5 kart varken: tam 1 kart at ya da 3 kart kalana kadar at.
about-option-pilgrimage_start = Yeni bir hacılığın nereden başlayabileceği: hacının bulunduğu bir kapının yanından mı, yoksa hacının yoldan ayrıldığı her kavşaktan da mı.
about-option-difficulty = Tengu'ya karşı: kolay, ondan yusufçuğunu, yokailerini, kaynaklarını ve kristal MP'sini alır; zor, ona hacılar, ilerlemiş kodamalar, 2 yusufçuk ve bölge başına bir ödül verir.
about-option-solo_no_dragonfly = Tengu yusufçuk olmadan başlar.
about-option-solo_no_yokai = Tengu yokaileri olmadan başlar.
about-option-solo_no_resources = Tengu kaynak olmadan başlar.
about-option-solo_no_crystal_mp = Tengu ilkbaharda kristallerinden MP almaz.
about-option-solo_pilgrims = Tengu, Bilgelik Yolları'nda hacılarla başlar.
about-option-solo_kodama_ahead = Tengu'nun kodamaları daha ileriden başlar.
about-option-solo_two_dragonflies = Tengu 2 yusufçukla başlar.
about-option-solo_kodama_bonus = Tengu, kodamasının önde olduğu her bölge için 3 ZP kazanır.
