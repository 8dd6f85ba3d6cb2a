# Bitoku makroları (Türkçe): üretilen kart metninde bir makro çağrısı nasıl okunur.

macro-take_mitama = pazardan bir mitama alın{ $disc ->
    [0] {""}
   *[other] , { $disc } kaynak daha az ödeyin
}
macro-take_dragonfly = pazardan bir yusufçuk alın{ $disc ->
    [0] {""}
   *[other] , { $disc } kaynak daha az ödeyin
}
macro-merge_pair = isterseniz mitamalarınızdan birini yusufçuklarınızdan biriyle birleştirin
macro-take_crystal = bir kristal alın{ $disc ->
    [0] {""}
   *[other] , { $disc } kaynak daha az ödeyin
}
macro-wake_pilgrim = uyuyan bir hacıyı uyandır
macro-build = bir bina inşa edin{ $disc ->
    [0] {""}
   *[other] , { $disc } kaynak daha az ödeyin
}
macro-take_iwakura = Kaya Bahçesi'nden bir iwakura alın
macro-rock_pilgrim = uyanık bir hacıyı tahtanızdaki bir iwakuranın yanına koyun
macro-draw_vision = bir vizyon alın (2 çekin, 1'ini tutun)
macro-ascension = Yükseliş'i puanlayın (A–H adımları)
macro-lake = { $r } göl hazinesini dağıt
macro-score_symbol = sahip olduğunuz her { $s } eşyası için { $mult } ZP kazanın (en fazla { $cap })
macro-score_iwakura = iwakura kayalarınızın yanındaki hacıları puanlayın
macro-score_rock_pair = «{ $pz }» alanında bir hacı varsa «{ $rz }» alanındaki kayayı puanlayın
macro-score_visions = vizyonlarınızı açın ve puanlayın
macro-score_vision = { $v } vizyonunu puanlayın
macro-fate = tahtanızda açığa çıkan ZP'leri toplayın
macro-play_card = { $c } kartını boş bir kart yuvasına oynayın
macro-ingenuity = isterseniz «{ $iz }» yuvasındaki Ustalık kristalini kullanın
macro-use_die = { $d } zarını boş bir alana koyun
macro-place_actions = { $d } ile { $r } aksiyonunu ve bir bina aksiyonunu istediğiniz sırayla yapın
macro-building_action = isterseniz { $d } ile { $r } bölgesindeki bir binayı kullanın
macro-owner_bonus = { $b } binasının sahibi mülkiyet bonusunu alır
macro-home_space = «{ $z }» alanının ödülünü alın
macro-steal = { $d } zarını 1 azaltın ve bir rakip zarının bölge aksiyonunu yapın
macro-cross_with = { $d } ile nehri geç
macro-hill_favour = { $h } tepesinin lütuflarından birini alın
macro-gifts = iki farklı hediye alın
macro-second_gift = { $first_abl } farklı ikinci bir hediye alın
macro-gain_any = istediğiniz { $n } kaynak kazanın
macro-pay_any = istediğiniz { $n } kaynak ödeyin
macro-pay_sj = sake ve/veya yeşim olarak { $n } ödeyin
macro-pay_build = { $cw } odun ve { $cs } taş ödeyin{ $disc ->
    [0] {""}
   *[other] , { $disc } eksik
}
macro-spend_amulets = isterseniz { $d } için muska harcayın
macro-pay_amulet = { $d } için bir muska harcayın
macro-unlock_die = kilitli 1 zarın kilidini açın
macro-exile_pilgrim = uyanık bir hacıyı oyundan çıkarın
macro-memory_hook = { $trig }: Hatıra kristalleriniz puan verir
macro-flow = dört yıl oynayın, sonra Yükseliş
macro-spring = İlkbahar: yokaileri çağırın ve meyveleri toplayın
macro-reap = Rüya kristallerinizin meyvelerini toplayın
macro-summon = elinizde 4 kart olana kadar yokai kartı çağırın
macro-summer = Yaz: herkes pas geçene kadar sırayla oynayın
macro-end_turn = bu tur inşa edilen binalar kullanılabilir olur
macro-autumn = Sonbahar: Büyük Ruh'un Evi yeni tur sırasını belirler
macro-winter = Kış: zarlar eve döner, Ruh Erdemi, kar
macro-return_dice = zarlarınızı kırmızı alanlara geri koyun
macro-discard_played = kart yuvalarınızda kalan yokai kartlarını atık yığınınıza koyun
macro-spirit_virtue = isterseniz Ruh Erdemi için bir yokai kartını oyundan çıkarın
macro-snow = kar: tepelere yeni kartlar, pazarlar kayar
macro-deal_hills = her tepeye bir Bitoku kartı ve bir yokai kartı dağıt
macro-refresh_display = { $slots } alanlarını { $stack } içinden yenile
macro-advance_kodama_in = { $r } parkurundaki kodamanızı 1 ilerletin
macro-advance_kodama_any = { $n ->
    [one] kodamanızı { $n } adım ilerletin
   *[other] kodamalarınızı toplam { $n } adım ilerletin
}
macro-push_back_kodama = bir rakibin kodamasını 1 geri itin
macro-movement = hacılarınızı hareket ettirmek için { $n } HP kazanın
macro-start_pilgrimage = 1 HP: bir hacıyı Bilgelik Yollarına çıkarın
macro-place_pilgrim = en üstteki uyanık hacınızı «{ $n }» alanına taşıyın
macro-step_pilgrim = 1 HP: hacılarınızdan birini bir alan ilerletin
macro-arrive = { $o }, «{ $n }» alanına ulaşır
macro-illuminate = «{ $n }» aydınlanma ödülü
macro-bitoku_step = 1 HP: Bitoku yolunuzda ilerleyin
macro-region_action = { $v } değerinde { $r } aksiyonu
macro-yomi_action = { $v } değerinde Yomi Toprakları aksiyonu
macro-yomi_offer = bir mitama{ $dm ->
    [0] {""}
   *[other] {" "}({ $dm } eksik)
} veya bir yusufçuk{ $dd ->
    [0] {""}
   *[other] {" "}({ $dd } eksik)
} alın
macro-glade_action = { $v } değerinde Yeşim Açıklığı aksiyonu
macro-forges_action = { $v } değerinde Demirhaneler aksiyonu
macro-forge_offer = bir kristal alın veya bir bina inşa edin{ $disc ->
    [0] {""}
   *[other] , { $disc } eksik
}
macro-setup = oyunu kur
