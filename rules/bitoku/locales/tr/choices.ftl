# Bitoku: seçenek etiketleri ve kimliği olmayan karar yerlerinin soruları, oyuncuların dediği gibi.

## Seçenek etiketleri
label-kind-vision = { $req_b_id ->
    [nothing] { $name }: { $need_a } { $req_a } → { $vp } ZP, yoksa −{ $penalty }
   *[other] { $name }: { $need_a } { $req_a } ve { $need_b } { $req_b } → { $vp } ZP, yoksa −{ $penalty }
}
label-prop-min_die = zar { $value }+
label-prop-value = değer { $value }
label-prop-pos = { $value ->
    [0] henüz ilerlemedi
   *[other] { $value }. adım
}

## Kartlardaki seçimlerin soruları
prompt-choose-kind-building = { $player }: { $card } size ne versin, seçin
prompt-choose-kind-mitama = { $player }: { $card } size ne versin, seçin
prompt-choose-kind-dragonfly = { $player }: { $card } size ne versin, seçin
prompt-choose-kind-yokai = { $player }: { $card } kartının bölge eylemini seçin
prompt-choose-kind-bitoku = { $player }: { $card } size ne versin, seçin
prompt-pick-kind-yokai = { $player }: { $card } kartının hedefini seçin

## Eylemlerin soruları
prompt-action-play_yokai = { $player }: oynayacağınız yokai kartını seçin
prompt-action-exile_to_unlock = { $player }: sürgün edilen hacının serbest bırakacağı zarı seçin
prompt-action-use_die = { $player }: kullanacağınız serbest zarı seçin
prompt-action-cross_river = { $player }: nehri geçecek zarı seçin

## Adımların soruları
prompt-macro-play_card = { $player }: { $c } için kart yuvasını seçin
prompt-choose-macro-play_card = { $player }: { $c } kartının “oynandığında” etkisi uygulansın mı?
prompt-macro-use_die = { $player }: { $d } için alanı seçin
prompt-macro-spend_amulets = { $player }: { $d } değerini artırmak için muska harcansın mı?
prompt-macro-place_actions = { $player }: { $d } ile { $r } bölge eylemi yapılsın mı?
prompt-macro-building_action = { $player }: { $d } ile kullanılacak bir { $r } binası seçin (ya da hiçbiri)
prompt-macro-glade_action = { $player }: Yeşim Açıklığı'nın vereceği kaynağı seçin
prompt-macro-pay_any = { $player }: ödeyeceğiniz kaynağı seçin
prompt-macro-movement = { $player }: hareket puanlarınızı nasıl harcarsınız?
prompt-macro-start_pilgrimage = { $player }: yeni hacınızın başlayacağı yolu seçin
prompt-macro-yomi_offer = { $player }: bir mitama mı, bir yusufçuk mu?
prompt-macro-take_mitama = { $player }: alacağınız mitamayı seçin
prompt-macro-take_dragonfly = { $player }: alacağınız yusufçuğu seçin
prompt-macro-merge_pair = { $player }: mitamalarınızdan birini yusufçuklarınızdan biriyle birleştirir misiniz?
prompt-macro-hill_favour = { $player }: { $h } Tepesi'nin bu Lütfu alınsın mı?
prompt-macro-cross_with = { $player }: { $d } zarının geçeceği Tepeyi seçin
prompt-macro-advance_kodama_any = { $player }: ilerleyecek kodamayı seçin
prompt-pick-macro-build-b = { $player }: inşa edeceğiniz binayı seçin
prompt-pick-macro-build-z = { $player }: yeni binanız için inşa alanını seçin
prompt-pick-macro-take_iwakura-k = { $player }: Kaya Bahçesi'nden alacağınız iwakurayı seçin
prompt-pick-macro-take_iwakura-z = { $player }: iwakuranız için kaya alanını seçin
prompt-macro-rock_pilgrim = { $player }: hacınız için kayaların yanındaki alanı seçin
prompt-macro-spirit_virtue = { $player }: Ruh Erdemi için bir yokai kartı oyundan çıkarılsın mı? Seçin ya da geçin
prompt-macro-return_dice = { $player }: kırmızı alanlara döndüreceğiniz sıradaki zarı seçin
prompt-macro-steal = { $player }: bölge eylemini yapacağınız rakip zarını seçin ({ $d } 1 azalır) ya da geçin
prompt-pick-macro-take_crystal-c = { $player }: satın alacağınız kristali seçin
prompt-pick-macro-take_crystal-z = { $player }: kristaliniz için Ustalık yuvasını seçin
prompt-macro-ingenuity = { $player }: Ustalık kristalinizi şimdi kullanır mısınız?
prompt-macro-owner_bonus = { $player }: sahip bonusunuzu seçin
prompt-macro-pay_sj = { $player }: nasıl ödersiniz: sake mi, yeşim mi?
prompt-macro-pay_build = { $player }: inşa bedelini nasıl ödersiniz: odun mu, taş mı?
prompt-macro-unlock_die = { $player }: serbest bırakacağınız kilitli zarı seçin
prompt-pick-macro-push_back_kodama-p = { $player }: kodaması 1 alan geri gidecek oyuncuyu seçin
prompt-pick-macro-push_back_kodama-k = { $player }: 1 alan geri gidecek kodamayı seçin
prompt-pick-macro-step_pilgrim-o = { $player }: hareket ettireceğiniz hacıyı seçin
prompt-pick-macro-step_pilgrim-n = { $player }: hacınızın gideceği alanı seçin
prompt-macro-yomi_action = { $player }: Yomi Toprakları'nın size vereceğini seçin
prompt-macro-forges_action = { $player }: Demirhanelerde ne yapacağınızı seçin
prompt-macro-forge_offer = { $player }: bir kristal mi alırsınız, bir bina mı inşa edersiniz?

## Eylem menüleri
prompt-act-summer = { $player }: Yaz eyleminizi seçin
