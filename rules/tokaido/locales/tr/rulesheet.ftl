# Tokaido: kural sayfasının metni (`rulesdsl rules rules/tokaido --locale tr`).
sheet-overview = Eski Japonya'nın yolcuları Doğu Denizi Yolu Tokaido'yu Kyoto'dan Edo'ya yürür. Yol boyunca hediyelik eşya alır, panorama resmeder, kaplıcalarda yıkanır, tapınaklara bağış yapar, insanlarla karşılaşır ve hanlarda yemek tadarlar. { $min }–{ $max } oyuncu için, yaklaşık 45 dakika.
sheet-goal = En zengin yolculuk kazanır: herkes Edo'ya vardığında en çok yolculuk puanı olan yolcu. Puanlar kazanıldığı anda alınır.
sheet-components = Oyun tahtası (yol, Kyoto'dan Edo'ya 55 durak), 10 yolcu kartı, 5 yolcu piyonu, 50 sikke, 25 yemek kartı, 24 hediyelik kartı, 12 kaplıca kartı, 60 panorama kartı (deniz 1–5, dağ 1–4, pirinç tarlası 1–3, beşer tane), 14 karşılaşma kartı ve 7 başarı kartı.
sheet-setup = Yemek, hediyelik, karşılaşma ve kaplıca destelerini karıştırın; panoramaları 1 numara üstte olacak şekilde üç desteye ayırın. Her oyuncuya 2 yolcu kartı verin: biri tutulur, diğeri geri konur. Yolcunuzun üzerindeki kadar sikke alın. Her yolcunun kartında yazan bir yeteneği vardır. Piyonları Kyoto hanında rastgele sıraya dizin; 2 oyuncuda tarafsız bir yolcu da sıraya girer.
sheet-flow =
    Yolda en geride olan yolcu her zaman sıradaki hamleyi yapar — başkası en geride kalana kadar üst üste birkaç kez bile. İki yerli bir durakta sonra gelen geride sayılır.
    Piyonunuzu istediğiniz kadar ileriye, herhangi bir boş yere götürün, ama asla bir sonraki handan öteye değil: herkes her handa durur. Yol dışındaki yerler yalnızca 4 ya da 5 oyuncuda kullanılır. Sonra durağın verdiğini alın (aşağıda).
    Sikkeniz yoksa köyde ya da tapınakta, tamamladığınız bir panoramada da duramazsınız.
    Oyun, her yolcu Edo'ya varıp orada yemek alma şansını kullandığında biter.
sheet-actions = Nereye yürüyeceği dışında bir oyuncu yalnızca birkaç durakta karar verir. Tapınağa verilen her sikke tapınak bonusunda da sayılır.
sheet-action-donate_1 = tapınakta, en az 1 sikkeyle: +1 puan.
sheet-action-donate_2 = en az 2 sikkeyle: +2 puan.
sheet-action-donate_3 = en az 3 sikkeyle: +3 puan.
sheet-action-accept_free_meal = yalnızca Satsuki: yemek olan her handa desteden bedava bir yemek önerilir (+6).
sheet-action-refuse_free_meal = onun yerine handa her zamanki gibi yemek alabilir.
sheet-macro-village = Köy: üstteki 3 hediyeliği açın ve fiyatından istediğiniz kadarını alın. Hediyelikler farklı türlerden (küçük eşyalar, yiyecek ve içecek, giyim, sanat) setler oluşturur: bir setin 1. kartı 1, 2. kartı 3, 3. kartı 5, 4. kartı 7 puan.
sheet-macro-visit = Çiftlik: bankadan 3 sikke alın.
sheet-macro-take_panorama = Panorama (deniz, dağ, pirinç tarlası): o panoramanın sıradaki kartını alın (1, sonra 2 …) ve numarası kadar puan alın. Bir panoramayı ilk tamamlayan onun başarı kartını alır: +3.
sheet-macro-hot_spring_stop = Kaplıca: bir kaplıca kartı çekin, +2 ya da +3.
sheet-macro-donate = Tapınak: kendi sikkelerinizden 1 ile 3 arası verin, sikke başına +1. Sikkeler tapınak bonusunda da sayılır.
sheet-macro-encounter_stop = Karşılaşma: bir karşılaşma kartı çekip kullanın — bir hediyelik (Shokunin), bir panorama kartı (Annaibito), 3 puan (Samurai), 3 sikke (Kuge) ya da bankadan tapınağa bir sikke, +1 (Miko).
sheet-macro-inn_arrival = Han: ilk gelen oyuncu sayısının bir fazlası kadar yemek kartı çeker. Her gelen bu kartlardan bir yemek alabilir (1–3 sikke): +6. Kimse aynı yemeği iki kez yemez.
sheet-macro-guide_neutral = 2 oyuncu: tarafsız yolcu en gerideyse, en önde olan oyuncu onu yürütür. Durduğu her tapınağa bankadan 1 sikke koyar.
sheet-end = Son yolcu Edo'da yemeğini yediğinde oyun sonu başarıları ve tapınak bonusu puanlanır.
sheet-section-souvenirs = farklı türlerden her setin 1.–4. kartı için 1, 3, 5, 7.
sheet-section-panoramas = her kart numarası kadar; tam bir panorama 15 (deniz), 10 (dağ) ya da 6 (pirinç tarlası) eder.
sheet-section-temple = verilen her sikke için 1.
sheet-section-hot_springs = kart başına 2 ya da 3.
sheet-section-meals = yemek başına 6.
sheet-section-encounters = kartta yazdığı gibi (Samurai 3, Miko 1).
sheet-section-achievements = 3'er: bir panoramayı ilk tamamlayan; sonunda en pahalı yemekler (Gurme), en çok hediyelik (Koleksiyoncu), kaplıca (Kaplıcacı) ve karşılaşma (Geveze). Eşitlerin hepsi alır.
sheet-section-temple_bonus = verilen sikkelere göre: en çok verene 10, ikinciye 7, üçüncüye 4, bağış yapan diğer herkese 2. Eşitler aynı sırayı paylaşır, sonraki toplam bir sonraki sırayı alır.
sheet-ties = Eşitlikte daha çok başarı kartı olan yolcu kazanır.
