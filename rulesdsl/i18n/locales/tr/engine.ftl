# rulesdsl engine messages (Turkish). Nouns stay singular after numerals (3 odun); suffixes after
# numerals come from variables with a case ending: $n_dat → 3'e, 6'ya; $n_abl → 5'ten; $n_ord → 2'nci.

## Players

player-seat = O{ $n }
player-game = oyun

## Statements

stmt-if = { $cond } ise:
stmt-elif = değilse, { $cond } ise:
stmt-else = aksi hâlde:
stmt-choose = { $optional ->
    [yes] { $count ->
        [one] isterseniz birini seçin:
       *[other] isterseniz en fazla { $count } farklısını seçin:
    }
   *[no] { $count ->
        [one] birini seçin:
       *[other] { $count } farklısını seçin:
    }
}
stmt-option-when = { $text } (yalnızca { $cond } ise)
stmt-nothing = hiçbir şey
stmt-pick = { $optional ->
    [yes] isterseniz { $source } arasından birini seçin:
   *[no] { $source } arasından birini seçin:
}
stmt-for = { $source } içindeki her biri için:
stmt-repeat = { $count ->
    [one] bir kez:
   *[other] { $count } kez tekrarla:
}
stmt-while = { $cond } olduğu sürece (en fazla { $limit } kez):
stmt-let = { $var } = { $value } olsun
stmt-as = { $player }:
stmt-simultaneous = aynı anda, { $players } her biri gizlice (herkes karar verince açılır):
stmt-optional = isterseniz:
stmt-seq = { $items }
stmt-then = { $left }, sonra { $right }

## Expressions

expr-number = { $value }
expr-string = “{ $value }”
expr-true = doğru
expr-false = yanlış
expr-variable = { $name }
expr-bound = { $case ->
    [acc] onu
    [gen] onun
    [dat] ona
    [loc] onda
    [abl] ondan
   *[nom] o
}
expr-me = siz
expr-this = bu kart
expr-players = tüm oyuncular
expr-order = tur sırasındaki oyuncular
expr-num-players = oyuncu sayısı
expr-none = hiç kimse
expr-my-counter = { $counter } miktarınız
expr-global-counter = { $counter }
expr-attr = { $obj } için { $name }
attr-entity = kart
attr-kind = tür
attr-zone = yer
attr-owner = sahip
expr-arith = { $op ->
    [add] { $left } + { $right }
    [sub] { $left } − { $right }
    [mul] { $left } × { $right }
    [div] { $left } ÷ { $right } (aşağı yuvarlanır)
   *[mod] { $left } ÷ { $right } işleminden kalan
}
expr-compare = { $op ->
    [eq] { $left } { $right_dat } eşit
    [ne] { $left } { $right_dat } eşit değil
    [lt] { $left } { $right_abl } az
    [le] { $left } en fazla { $right }
    [gt] { $left } { $right_abl } fazla
   *[ge] { $left } en az { $right }
}
expr-and = { $left } ve { $right }
expr-or = { $left } veya { $right }
expr-not = { $item } değil
expr-neg = eksi { $item }
expr-cond = { $cond } ise { $then }, değilse { $otherwise }
expr-list = { $items }
expr-list-next = { $left }, { $right }
expr-list-last = { $left } ve { $right }
expr-empty-list = hiçbir şey
expr-filter = { $source } içinden { $cond } olanlar
expr-filter-that = { $rest ->
   *[other] { $source } içinden { $cond } olanlar
}
expr-map = { $source } içindeki her biri için { $elem }
expr-map-filter = { $source } içinden { $cond } olan her biri için { $elem }
expr-exists = { $items } arasında en az bir tane var
expr-none-of = { $items } arasında hiç yok
expr-have = { $op ->
    [eq] elinizde tam { $n } { $counter } var
    [ne] elinizde tam { $n } { $counter } yok
    [lt] elinizde { $n_abl } az { $counter } var
    [le] elinizde en fazla { $n } { $counter } var
    [gt] elinizde { $n_abl } fazla { $counter } var
   *[ge] elinizde en az { $n } { $counter } var
}
expr-pair = { $key } { $value }

## Query functions

fn-in = { $who ->
    [none] «{ $zone }» alanındakiler
   *[other] { $who } oyuncusunun «{ $zone }» alanındakiler
}
fn-in-each = şu alanların her birindekiler: { $zones }
fn-zones = { $filters } olan alanlar
fn-count = { $items } sayısı
fn-sum = { $items } toplamı
fn-max = { $items } içinde en büyüğü
fn-min = { $items } içinde en küçüğü
fn-numbers = { $lo } ile { $hi } arasında bir sayı{ $step ->
    [1] {""}
   *[other] {" "}({ $step }'er adım)
}
fn-top = { $who ->
    [none] «{ $zone }» alanının en üstündeki
   *[other] { $who } oyuncusunun «{ $zone }» alanının en üstündeki
}
fn-knows = { $who } { $obj } kartını biliyor
fn-free = «{ $zone }» alanındaki boş yer
fn-next-nodes = { $graph } boyunca { $node } sonrasındaki alanlar
fn-contains = { $items }, { $x } içerir
fn-distinct = farklı { $items }
fn-roll = { $sides } yüzlü zar atışı
fn-index-of = { $x } öğesinin { $items } içindeki sırası
fn-at = { $items } içinde { $i } numaralı öğe
fn-order-by = { $keys } ölçüsüne göre sıralı { $items }
fn-ztag = «{ $zone }» alanının { $tag } değeri
fn-get = { $obj } için { $prop }
fn-counter = { $who ->
    [none] { $name } miktarınız
   *[other] { $who } oyuncusunun { $name } miktarı
}
fn-option = “{ $name }” oyun seçeneği
fn-owned = { $who ->
    [none] sahip olduğunuz { $kind } nesneleri
   *[other] { $who } oyuncusunun { $kind } nesneleri
}
fn-entities = her { $kind }
## Grid queries (runtime/grids)

fn-cells = { $grid } hücreleri
fn-cell = { $grid } üzerinde { $col }. sütun ve { $row }. satırdaki hücre (0'dan sayılır)
fn-col = { $cell } hücresinin sütunu
fn-row = { $cell } hücresinin satırı
fn-neighbours = { $cell } hücresinin komşuları
fn-ray = { $cell } hücresinden { $direction } yönünde bir çizgideki hücreler
fn-distance = { $a } ile { $b } arasındaki adım sayısı
fn-side = { $grid } üzerindeki { $name } kenarı
fn-directions = { $grid } üzerinde bir parçanın bakabileceği yönler
fn-piece = { $who ->
    [none] { $cell } üzerindeki parça
   *[other] { $who } oyuncusunun { $cell } üzerindeki parçası
}
fn-vacant = { $who ->
    [none] { $grid } üzerindeki boş hücreler
   *[other] { $who } oyuncusunun { $grid } üzerindeki boş hücreleri
}
fn-isolated = { $grid } üzerinde hiçbir parçanın artık dolduramayacağı boş hücreler
fn-value-at = { $cell } üzerindeki { $key }
fn-regions = { $grid } üzerindeki { $key } bölgeleri
fn-region-sizes = { $grid } üzerindeki { $key } bölgelerinin büyüklükleri
fn-region-score = { $grid } üzerindeki her { $key } bölgesi, büyüklüğü çarpı { $prop } olarak
fn-region = { $cell } hücresini içeren { $key } bölgesi
fn-path-cost = { $from } ile { $to } arasını birleştirmek için doldurulacak boş hücreler
fn-link-cost = { $grid } üzerindeki iki kenarını birleştirmek için doldurman gereken boş hücreler
fn-linked = parçaların { $grid } üzerindeki iki kenarını birleştiriyor
fn-footprint = { $obj } parçasının { $cell } hücresinden kaplayacağı hücreler
fn-fits = { $obj } { $cell } hücresinden sığar
fn-facings = { $obj } parçasının { $cell } hücresinden sığdığı yönler
fn-anchors = { $grid } üzerinde { $obj } parçasının sığdığı hücreler

fn-generic = { $name }({ $args })

## Verbs

verb-gain = { $who ->
    [none] { $n } { $counter } kazanın
   *[other] { $who } { $n } { $counter } kazanır
}
verb-lose = { $who ->
    [none] { $n } { $counter } kaybedin
   *[other] { $who } { $n } { $counter } kaybeder
}
verb-pay = { $n } { $counter } ödeyin
verb-set = { $who ->
    [none] { $counter } miktarınızı { $n_dat } eşitleyin
   *[other] { $who } oyuncusunun { $counter } miktarını { $n_dat } eşitleyin
}
verb-move = { $pos ->
    [bottom] { $obj } nesnesini «{ $to }» alanının en altına koyun
   *[other] { $obj } nesnesini «{ $to }» alanına koyun
}
verb-move-all = «{ $from }» alanındaki her şeyi «{ $to }» alanına taşıyın
verb-draw = { $refill ->
    [none] «{ $from }» alanından «{ $to }» alanına { $n } tane çekin
   *[other] «{ $from }» alanından «{ $to }» alanına { $n } tane çekin (bitince «{ $refill }» karıştırılıp eklenir)
}
verb-shuffle = «{ $zone }» alanını karıştırın
verb-setp = { $obj } için { $prop } değerini { $value } yapın
verb-addp = { $obj } için { $prop } değerine { $n } ekleyin
verb-set-order = tur sırası şu olur: { $players }
verb-section = bundan sonra puanlar “{ $id }” altında sayılır
verb-act = bir aksiyon yapın: { $group }
verb-run = { $obj } için “{ $slot }” etkisini uygulayın
verb-rank-award = oyuncuları { $scores } ölçüsüne göre sıralayın ve şu ödülleri verin: { $prizes }
verb-log = { $message }
verb-declare-winner = oyun hemen biter
verb-reveal = { $obj } kartını { $to } oyuncusuna göster
verb-place = { $obj } parçasını { $cell } üzerine koy, ikinci kısmı { $facing } yönünde
verb-generic = { $name }({ $args })
macro-generic = şunu uygulayın: { $name }({ $args })

## Game log

log-action = { $player } → { $action }
log-gain = { $player }: +{ $delta } { $counter } (şimdi { $total })
log-lose = { $player }: −{ $delta } { $counter } (şimdi { $total })
log-global-gain = +{ $delta } { $counter } (şimdi { $total })
log-global-lose = −{ $delta } { $counter } (şimdi { $total })
log-move = { $entity } → { $zone }
log-move-owned = { $entity } → { $zone } ({ $owner })
log-section = == { $section } ==
log-order = tur sırası: { $players }
log-message = { $player } { $message } { $args }
log-shuffle = «{ $zone }» karıştırıldı
log-run = { $entity }: { $slot }
log-prop = { $entity }: { $prop } { $value }
log-choice = { $player } seçiyor: { $value }
log-choice-hidden = { $player } bir seçim yapıyor
log-commit = { $player } seçimini yaptı (herkes seçene kadar gizli)
log-commit-own = { $player } seçti: { $value } (herkes seçene kadar diğerlerinden gizli)
log-reveal-all = Herkes seçti: { $choices }
log-handed = { $player } seçimini kapalı olarak { $recipient } oyuncusuna veriyor
log-fizzle = seçilecek bir şey yok


## Narration

narr-action = { $player }: { $action } — { $what }
narr-action-bare = { $player }: { $action }
narr-choice = { $player }: { $what }
narr-object-of = { $object } ({ $owner })
narr-setup = Hazırlık: { $what }
narr-setup-player = Hazırlık, { $player }: { $what }
narr-heading = — { $parts } —
narr-heading-part = { $counter } { $value }
narr-zone-owned = { $zone } ({ $owner })
narr-object-props = { $object } ({ $props })
narr-object-set = { $object }: { $props }
narr-hidden = { $count ->
    [one] gizli bir nesne
   *[other] { $count } gizli nesne
}
narr-move = { $objects } → { $zone }
narr-gain = +{ $delta } { $counter }
narr-lose = −{ $delta } { $counter }
narr-player-changes = { $player }: { $changes }

## Score table

score-title = Son puan
score-setup = (kurulum)
score-total = toplam
score-winner = Kazanan: { $player }
score-draw = Beraberlik: { $players } birinciliği paylaşıyor

## Decisions

prompt-act = { $player }: bir aksiyon seçin
option-skip = geç (hiçbirini alma)
option-number = { $n }. seçenek
error-game-over = oyun bitti
error-cannot-skip = bu karar geçilemez
error-not-an-option = “{ $action }” seçeneklerden biri değil: { $options }
error-no-such-number = { $k } numaralı seçenek yok (1 ile { $max } arasında seçin)

## Command line

cli-play-header = { $game } { $version } — { $players } oyuncu, tohum { $seed }, koltuklar: { $seats }
cli-saved = kaydedildi: { $file }
cli-replay-ok = tekrar oynatma kayıtla eşleşiyor ({ $n } aksiyon)
cli-replay-note = not: { $ruleset } { $saved } ile kaydedildi, { $current } ile oynatılıyor

## Card listing

cards-title = { $game }: { $count } kart ve karo
cards-heading = { $name } · { $kind }{ $copies ->
    [one] {""}
   *[other] {" "}×{ $copies }
}
cards-pair = { $key }: { $value }
cards-slot = { $slot }:
cards-no-effect = etkisi yok
cards-printed = basılı
cards-generated = üretilen

## Decisions, why-not and the human seat (issue 13)

label-detail = { $label } ({ $detail })
label-place-owned = { $owner } oyuncusunun { $zone } alanı
label-copy = { $n }. kopya
why-players = { $action } bu oyuncu sayısında oynanmaz
why-not-offered = “{ $action }” şu an sunulmuyor.
why-not-now = Şu an yapılamaz: “{ $action }”.
why-plain = «{ $action }» yalnızca şu durumda: { $cond }.
why-cannot-plain = «{ $action }» şu an yapılamaz: { $rule }
why-nothing-for = Şu an yapılamaz: “{ $action }” — “{ $prompt }” için seçilecek bir şey yok.
why-needs = { $where }: «{ $action }» yalnızca şu durumda: { $cond }
why-cannot = { $where }: { $action } şu anda yapılamaz: { $rule }
why-pick = { $where }: { $action } için seçilecek bir şey gerekir: { $source }
log-move-hidden = gizli bir nesne { $zone } alanına gider
log-move-hidden-owned = gizli bir nesne { $owner } oyuncusunun { $zone } alanına gider
log-reveal = { $players } görür: { $entity }
log-reveal-hidden = { $players } gizli bir nesneye baktı
human-help = bir sayı (ya da seçenek kimliği) yazın · why KİMLİK · undo · view · help · Ctrl-C veya Ctrl-D ile kaydedip çıkabilirsiniz
human-recent = — son kararınızdan beri —
human-simultaneous = ——— yalnızca { $player }: gizlice seçin (herkes seçene kadar diğerleri yalnızca seçtiğinizi görür; sizden sonra seçecekler: { $waiting }) ———
human-handover = ——— sıra bu terminalde { $player } oyuncusunda: terminali { $player } oyuncusuna verin ve yalnızca o bakarken Enter'a basın ———
human-header = === { $prompt } · { $n }. karar ===
human-you = siz
human-scores = puanlar: { $scores }
human-board = tahta: { $summary }
human-zone = { $zone }: { $items }
human-zone-hidden = { $zone }: { $count } gizli
human-refused = reddedildi: { $reason }
human-no-number = { $k } numaralı seçenek yok (1–{ $max } arasında seçin)
human-number = { $lo } ile { $hi } arasında bir sayı yazın{ $step ->
    [1] {""}
   *[other] {" "}({ $step }'er adım)
}
human-not-offered = { $k } seçilemez ({ $lo } ile { $hi } arasında bir sayı)
human-legal = “{ $action }” şu anda seçilebilir
human-saved = oyun { $file } dosyasına kaydedildi ({ $n } aksiyon); devam etmek için: rulesdsl play --resume { $file }
human-undone = geri alındı: “{ $action }” ({ $left } geri alma hakkı kaldı)
human-no-undo = geri alınacak bir şey yok: geri alma yalnızca bu turdaki kendi kararlarınızda geriye gider; bir çekişin, açığa çıkarmanın, karıştırmanın, zar atışının ya da başka bir oyuncunun aksiyonunun ötesine geçmez
human-no-seed = geri alma kullanılamıyor: oyunun tohumu bilinmiyor

gallery-search = Kartlarda arayın
gallery-kind = Tür
gallery-all-kinds = Tüm türler
gallery-provisional = geçici
gallery-provisional-hint = bilinmeyen bir bilgi için yer tutucu (provisional: true)
gallery-only-provisional = yalnızca geçici olanlar
gallery-shown = gösteriliyor
gallery-locale = Dil
gallery-printed = basılı
graph-node-players = { $counts } oyuncu
graph-node-absent = { $n } oyuncuda yok
graph-players = { $n } oyuncu
graph-capacity = kapasite { $n }
graph-closed = kapalı
rules-sheet-only-if = yalnızca { $condition } ise

## Role names of bound variables (i18n/roles.py): a pick's, a for's or a let's variable read as what it holds.
role-chosen-player = { $case ->
    [acc] seçilen oyuncuyu
    [gen] seçilen oyuncunun
    [dat] seçilen oyuncuya
    [loc] seçilen oyuncuda
    [abl] seçilen oyuncudan
   *[nom] seçilen oyuncu
}
role-each-player = { $case ->
    [acc] bu oyuncuyu
    [gen] bu oyuncunun
    [dat] bu oyuncuya
    [loc] bu oyuncuda
    [abl] bu oyuncudan
   *[nom] bu oyuncu
}
role-chosen-kind = { $case ->
    [acc] seçilen öğeyi ({ $kind })
    [gen] seçilen öğenin ({ $kind })
    [dat] seçilen öğeye ({ $kind })
    [loc] seçilen öğede ({ $kind })
    [abl] seçilen öğeden ({ $kind })
   *[nom] seçilen öğe ({ $kind })
}
role-each-kind = { $case ->
    [acc] bu öğeyi ({ $kind })
    [gen] bu öğenin ({ $kind })
    [dat] bu öğeye ({ $kind })
    [loc] bu öğede ({ $kind })
    [abl] bu öğeden ({ $kind })
   *[nom] bu öğe ({ $kind })
}
role-value = { $value }
role-chosen-group = { $case ->
    [acc] seçilen öğeyi ({ $group })
    [gen] seçilen öğenin ({ $group })
    [dat] seçilen öğeye ({ $group })
    [loc] seçilen öğede ({ $group })
    [abl] seçilen öğeden ({ $group })
   *[nom] seçilen öğe ({ $group })
}
role-each-group = { $case ->
    [acc] bu öğeyi ({ $group })
    [gen] bu öğenin ({ $group })
    [dat] bu öğeye ({ $group })
    [loc] bu öğede ({ $group })
    [abl] bu öğeden ({ $group })
   *[nom] bu öğe ({ $group })
}
