# Bitoku: kural sayfasının metni (`rulesdsl rules --locale tr`), bitoku-rules.md'den yazıldı.
sheet-overview = Ormanın Büyük Ruhu gidiyor ve genç ruhlar onun yerini almak için yarışıyor. Her biri İlkbahar, Yaz, Sonbahar ve Kış'tan oluşan dört yıl boyunca üç koruyucunuzu (zarlarınızı) ormana gönderir, yokai oynar, mitama, yusufçuk, kristal ve bina toplar, hacıları Bilgelik Yollarında yürütür ve kodamalarınızı göllerde yarıştırırsınız. { $min }–{ $max } oyuncu için; tek başınıza Tengu'ya karşı oynarsınız.
sheet-goal = Dördüncü Kış'tan sonra son puanlama olan Yükseliş gelir. En çok zafer puanı (ZP) olan ruh yeni Büyük Ruh olur.
sheet-components = Ana tahta (bir yüzü 1–2, diğeri 3–4 oyuncu için), 4 oyuncu tahtası, 12 zar (oyuncu başına 3), 44 hacı, 20 kodama, 24 bina sayacı, 72 kaynak (odun, taş, yeşim, sake) ve 32 ×3 karosu, 24 bina ve 6 kadim bina, 5 Göl hazinesi, 32 kristal (Rüya, Hatıra, Ustalık), 24 mitama, 32 yusufçuk, 16 torii kapısı, 13 iwakura kayası, 29 gelişmiş ve 20 başlangıç yokai kartı, 24 Bitoku kartı, 28 vizyon, 58 muska (+1, +2, +3), 12 Hikaru işaretçisi; tek kişilik oyun için 10 Tengu aksiyon kartı ve tavır karosu.
sheet-setup = Mitama, yusufçuk, bina ve kristal pazarlarını doldurun, her kapı alanına bir torii kapısı, Kaya Bahçesi'nin her alanına bir iwakura koyun ve her Tepeye bir Bitoku kartı ile bir yokai kartı verin. Kadim binalar: 1–2 oyuncuda 4, 3 oyuncuda 2, 4 oyuncuda hiç. 2 oyuncuda her gölün 4. alanında tarafsız bir kodama durur. { $each } Zarlarınız kilitli (kırmızı alanlar) olarak 3, 2 ve 1 değeriyle başlar; 5 başlangıç yokainiz karıştırılmış destenizdir; tur sırası rastgeledir.
sheet-flow =
    Her yılın dört mevsimi vardır.
    İlkbahar — herkes aynı anda: elinizde 4 yokai kartı olana kadar çekin (zaten 4 ya da daha fazlası varsa hiç), sonra 1 kart atın. Ardından Rüya kristalleriniz ödüllerini verir.
    Yaz — tur sırasıyla, her turda bir eylem (aşağıda), herkes pas geçene kadar.
    Sonbahar — yeni tur sırası: Büyük Ruh'un Evi'nde en yüksek zarı olan oyuncu ilk olur, sonra bir sonraki; orada zarı olmayanlar sıralarını onların arkasında korur.
    Kış — zarlarınız kırmızı alanlara değerlerini koruyarak döner. Ruh Erdemi (isteğe bağlı, toplam en az 5 yokai kartınız varsa): oynadığınız 3 yokaiden birini oyundan çıkarıp ZP'si × sahip olduğunuz eşleşen eşya kadar puan alın (en çok 12). Oynanan kartlar atık yığınınıza gider; eliniz kalır. Büyük Ruh ilerler; sonra, dördüncü Kış dışında, kar yağar: Tepeler yeni kartlar alır, her pazar son karosunu atıp kayar.
    Bölge kuralı: bir zar bölge eylemini yalnızca oradaki başka hiçbir zar daha yüksek değilse yapar (katı varyant: yalnızca diğer hepsinden yüksekse). Büyük Ruh'un Evi bu kuralı uygulamaz.
sheet-actions = Üç zarınız var; her biri yuvasına bir yokai kartı oynayana (ya da bir hacıyı sürgün edene) kadar kilitlidir. Hareket puanları (HP) hemen harcanmalıdır.
sheet-action-play_yokai = boş bir kart yuvasına (yılda 3): yanındaki zar serbest kalır; kartın eylemini ve o yuvanın Ustalık kristalini istediğiniz sırayla uygulayabilirsiniz.
sheet-action-use_die = muskalarla değerini artırın (en çok 6), boş bir orman alanına koyun, sonra bölge eylemini ve o bölgenin bir bina eylemini (zar binanın asgari değerine ulaşmalı) istediğiniz sırayla yapın, ikisi de isteğe bağlı.
sheet-action-cross_river = orman bölgesindeki bir zar (1 değil, Ev'de değil) o bölgenin Tepesinde boş bir alana geçer: 1 kaybeder (6, 3 olur). Tepenin bir Lütfunu alın.
sheet-action-exile_to_unlock = uyanık bir hacıyı oyundan çıkarın: bir zarı serbest bırakıp hemen kullanın.
sheet-action-pass = bu Yaz artık eylem yapmazsınız.
sheet-macro-yomi_action = Yomi Toprakları zar değerine göre — 1: bir kodama adımı; 2: bir mitama ya da bir yusufçuk; 3: 1 kaynak ucuza bir mitama ya da bir yusufçuk; 4–5: 1 ucuza bir mitama ya da yusufçuk; 6: ikisi birden, biri 1 ucuza. Mitamalar sake ve yeşimle ödenir; eylemleri hemen olur.
sheet-macro-movement = Bilgi Merdivenleri — 1: bir kodama adımı; 2: 1 HP; 3: 2 HP; 4–5: 3 HP; 6: 4 HP. Her HP bir hacıyı başlangıç torii kapısına koyar, bir hacıyı bir alan ilerletir ya da sizi sıradaki Bitoku kartınıza taşır (ZP'si ve eylemi). Aydınlanma alanları ZP ve muska verir ve hacı orada uyur; kapılar ayrıca toriilerini verir; köprüler 1 ya da 2 Bitoku kartı ister.
sheet-macro-glade_action = Yeşim Açıklığı — 1: bir kodama adımı; 2: bir odun ya da bir yeşim; 3: herhangi 1 kaynak; 4–5: herhangi 2; 6: herhangi 3.
sheet-macro-forges_action = Demirhaneler — 1: bir kodama adımı; 2: inşa; 3: bir kristal ya da inşa; 4–5: aynısı 1 kaynak ucuza; 6: ikisi birden, biri ucuza. İnşa için en soldaki bina sayacınızın altındaki bedeli ödeyin ve binayı o sayaçla kendi bölgesinde boş bir alana koyun. Onu kullanan diğerleri size sahip bonusunu öder. Kristal, tahtanızda kendi türünden boş bir yuvaya gider ve orada uyuyan hacıyı uyandırır.
sheet-macro-home_space = Büyük Ruh'un Evi — her zar buraya gelebilir: +2 muska; +1 muska ve bir vizyon; 3–4 oyuncuda +1 muska ve bir kaynak ya da +1 muska ve 1 HP; 2 oyuncuda çalma alanı (zarınızı 1 düşürüp bir rakip zarının bölge eylemini yapın). Buradaki zar asla nehri geçmez.
sheet-macro-hill_favour = Bir Tepenin Lütufları, her biri yılda bir kez — A: Bitoku kartı; B: yokai kartı, elinize; C: şunlardan iki farklı hediye: bir vizyon (2 çek, 1 tut), Kaya Bahçesi'nden bir iwakura, tahtanızda bir iwakuranın yanına bir hacı, bir kodama adımı.
sheet-macro-merge_pair = Bir mitama ya da yusufçuk aldığınızda, mitamalarınızdan birini yusufçuklarınızdan biriyle birleştirebilirsiniz: yusufçuğun eylemini uygularsınız.
sheet-end = Dördüncü Kış'tan sonra Yükseliş A'dan H'ye puanlar, oyun sırasında kazandıklarınıza eklenir:
sheet-section-play = dört yılda kazanılan ZP.
sheet-section-A = Rüya kristalleriniz ödüllerini bir kez daha verir.
sheet-section-B = tur sırasında birinci olana 3 ZP.
sheet-section-C = Bitoku yolunuzdaki farklı erdemler: 1, 2, 3, 4, 5, 6, 7 için 1, 2, 4, 7, 11, 16, 22 ZP.
sheet-section-D = her gölde en ilerideki kodama Hazinenin yüksek ödülünü, sonraki ortasını, üçüncü düşüğünü alır; eşitler sıralarının ödüllerini paylaşır (aşağı yuvarlanır).
sheet-section-E = bir iwakuranın yanındaki her hacı: o kayanın sembolünü taşıyan her eşyanız için 1 ZP (yokailer, mitamalar, binalarınız; iki kaya arasındaki hacı ikisini de sayar).
sheet-section-F = (zar değerleriniz + kaynaklarınız) ÷ 4, aşağı yuvarlanır.
sheet-section-G = her vizyon: gösterdiğine sahipseniz ZP'si, değilseniz 1 ya da 2 kaybedersiniz; bir eşya yalnızca bir vizyon için sayılır.
sheet-section-H = tahtanızın açılmış alanlarındaki ZP (bina sayaçları ve kristaller).
sheet-section-yokai = tek kişilik: Tengu'nun yokai kartları için puanı.
sheet-ties = Eşitlikte daha çok vizyon tamamlayan, o da eşitse tur sırasında önde olan kazanır.
