# Bitoku makroları (Türkçe): üretilen kart metninde bir makro çağrısı nasıl okunur.

macro-take_mitama = pazardan bir mitama al{ $disc ->
    [0] {""}
   *[other] , { $disc } kaynak daha az öde
}
macro-take_dragonfly = pazardan bir ejderha sineği al{ $disc ->
    [0] {""}
   *[other] , { $disc } kaynak daha az öde
}
macro-merge_pair = isterseniz mitamalarınızdan birini ejderha sineklerinizden biriyle birleştirin
macro-take_crystal = bir kristal al{ $disc ->
    [0] {""}
   *[other] , { $disc } kaynak daha az öde
}
macro-wake_pilgrim = uyuyan bir hacıyı uyandır
macro-build = bir bina inşa et{ $disc ->
    [0] {""}
   *[other] , { $disc } kaynak daha az öde
}
macro-take_iwakura = Kaya Bahçesi'nden bir iwakura al
macro-rock_pilgrim = uyanık bir hacıyı tahtanızdaki bir iwakuranın yanına koy
macro-draw_vision = bir vizyon al (2 çek, 1'ini tut)
macro-ascension = Yükseliş'i puanla (A–H adımları)
macro-lake = { $r } göl hazinesini dağıt
macro-score_symbol = sahip olduğunuz her { $s } eşyası için { $mult } EP kazan (en fazla { $cap })
macro-score_iwakura = iwakura kayalarınızın yanındaki hacıları puanla
macro-score_rock_pair = «{ $pz }» alanında bir hacı varsa «{ $rz }» alanındaki kayayı puanla
macro-score_visions = vizyonlarınızı açın ve puanlayın
macro-score_vision = { $v } vizyonunu puanla
macro-fate = tahtanızda açığa çıkan EP'leri topla
macro-play_card = { $c } kartını boş bir kart yuvasına oyna
macro-ingenuity = isterseniz «{ $iz }» yuvasındaki Ustalık kristalini kullanın
macro-use_die = { $d } zarını boş bir alana koy
macro-place_actions = { $d } ile { $r } aksiyonunu ve bir bina aksiyonunu istediğiniz sırayla yap
macro-building_action = isterseniz { $d } ile { $r } bölgesindeki bir binayı kullanın
macro-owner_bonus = { $b } binasının sahibi mülkiyet bonusunu alır
macro-home_space = «{ $z }» alanının ödülünü al
macro-steal = { $d } zarını 1 azalt ve bir rakip zarının bölge aksiyonunu yap
macro-cross_with = { $d } ile nehri geç
macro-hill_favour = { $h } tepesinin lütuflarından birini al
macro-gifts = iki farklı hediye al
macro-second_gift = { $first_abl } farklı ikinci bir hediye al
macro-gain_any = istediğiniz { $n } kaynak kazan
macro-pay_any = istediğiniz { $n } kaynak öde
macro-pay_sj = sake ve/veya yeşim olarak { $n } öde
macro-pay_build = { $cw } odun ve { $cs } taş öde, { $disc } eksik
macro-spend_amulets = isterseniz { $d } için muska harcayın
macro-unlock_die = kilitli 1 zarın kilidini aç
macro-exile_pilgrim = uyanık bir hacıyı oyundan çıkar
macro-memory_hook = { $trig }: Hatıra kristalleriniz puan verir
macro-flow = dört yıl oyna, sonra Yükseliş
macro-spring = İlkbahar: yokaileri çağır ve meyveleri topla
macro-reap = Rüya kristallerinizin meyvelerini toplayın
macro-summer = Yaz: herkes pas geçene kadar sırayla oynayın
macro-end_turn = bu tur inşa edilen binalar kullanılabilir olur
macro-autumn = Sonbahar: Büyük Ruh'un Evi yeni tur sırasını belirler
macro-winter = Kış: zarlar eve döner, Ruh Erdemi, kar
macro-return_dice = zarlarınızı kırmızı alanlara geri koyun
macro-spirit_virtue = isterseniz Ruh Erdemi için bir yokai kartını oyundan çıkarın
macro-snow = kar: tepelere yeni kartlar, pazarlar kayar
macro-deal_hills = her tepeye bir Bitoku kartı ve bir yokai kartı dağıt
macro-refresh_display = { $slots } alanlarını { $stack } içinden yenile
macro-advance_kodama_in = { $r } parkurundaki kodamanızı 1 ilerletin
macro-advance_kodama_any = kodamalarınızı toplam { $n } adım ilerletin
macro-push_back_kodama = bir rakibin kodamasını 1 geri itin
macro-movement = { $n } HP
macro-start_pilgrimage = 1 HP: bir hacıyı Bilgelik Yollarına çıkarın
macro-place_pilgrim = en üstteki uyanık hacınızı «{ $n }» alanına taşıyın
macro-step_pilgrim = 1 HP: hacılarınızdan birini bir alan ilerletin
macro-arrive = { $o }, «{ $n }» alanına ulaşır
macro-illuminate = «{ $n }» aydınlanma ödülü
macro-bitoku_step = 1 HP: Bitoku yolunuzda ilerleyin
macro-region_action = { $v } değerinde { $r } aksiyonu
macro-yomi_action = { $v } değerinde Yomi Toprakları aksiyonu
macro-yomi_offer = bir mitama ({ $dm } eksik) veya bir ejderha sineği ({ $dd } eksik) al
macro-glade_action = { $v } değerinde Yeşim Açıklığı aksiyonu
macro-forges_action = { $v } değerinde Demirhaneler aksiyonu
macro-forge_offer = bir kristal al veya bir bina inşa et, { $disc } eksik
macro-setup = oyunu kur
