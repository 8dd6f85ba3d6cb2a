# rulesdsl engine messages (Ukrainian). Plural forms: one (1, 21 …), few (2–4, 22–24 …), many (5–20 …).
# Names take a case from the variable's ending: $counter_acc (знахідний), $counter_nom_pl (форма після 5).

## Players

player-seat = Г{ $n }
player-game = гра

## Statements

stmt-if = якщо { $cond }:
stmt-elif = інакше, якщо { $cond }:
stmt-else = інакше:
stmt-choose = { $optional ->
    [yes] { $count ->
        [one] можете вибрати один варіант:
       *[other] можете вибрати до { $count } різних варіантів:
    }
   *[no] { $count ->
        [one] виберіть один варіант:
        [few] виберіть { $count } різні варіанти:
       *[other] виберіть { $count } різних варіантів:
    }
}
stmt-option-when = { $text } (лише якщо { $cond })
stmt-nothing = нічого
stmt-pick = { $optional ->
    [yes] можете вибрати один з-поміж: { $source }:
   *[no] виберіть один з-поміж: { $source }:
}
stmt-for = для кожного з-поміж: { $source }:
stmt-repeat = { $count ->
    [one] повторіть { $count } раз:
    [few] повторіть { $count } рази:
   *[many] повторіть { $count } разів:
}
stmt-while = поки { $cond } (не більше { $limit } { $limit ->
    [one] разу
   *[many] разів
}):
stmt-let = нехай { $var } = { $value }
stmt-as = { $player }:
stmt-simultaneous = одночасно, кожен із { $players } таємно (розкривається, коли всі вирішать):
stmt-optional = можете:
stmt-seq = { $items }
stmt-then = { $left }, потім { $right }

## Expressions

expr-number = { $value }
expr-string = «{ $value }»
expr-true = так
expr-false = ні
expr-variable = { $name }
expr-bound = { $case ->
    [gen] цього елемента
    [dat] цьому елементу
    [ins] цим елементом
    [loc] цьому елементі
   *[nom] цей елемент
}
expr-me = ви
expr-this = ця картка
expr-players = усі гравці
expr-order = гравці в порядку ходу
expr-num-players = кількість гравців
expr-none = ніхто
expr-my-counter = кількість ваших { $counter_nom_pl }
expr-global-counter = { $counter }
expr-attr = { $name } ({ $obj })
attr-entity = картка
attr-kind = вид
attr-zone = місце
attr-owner = власник
expr-arith = { $op ->
    [add] { $left } + { $right }
    [sub] { $left } − { $right }
    [mul] { $left } × { $right }
    [div] { $left } ÷ { $right } (з округленням униз)
   *[mod] остача від { $left } ÷ { $right }
}
expr-compare = { $op ->
    [eq] { $left } дорівнює { $right }
    [ne] { $left } не дорівнює { $right }
    [lt] { $left } становить менше ніж { $right }
    [le] { $left } становить не більше ніж { $right }
    [gt] { $left } становить більше ніж { $right }
   *[ge] { $left } становить не менше ніж { $right }
}
expr-and = { $left } і { $right }
expr-or = { $left } або { $right }
expr-not = не { $item }
expr-neg = мінус { $item }
expr-cond = { $then }, якщо { $cond }, інакше { $otherwise }
expr-list = { $items }
expr-list-next = { $left }, { $right }
expr-list-last = { $left } і { $right }
expr-empty-list = нічого
expr-filter = { $source }, для яких { $cond }
expr-filter-that = { $rest ->
   *[other] { $source }, для яких { $cond }
}
expr-map = { $elem } для кожного з-поміж: { $source }
expr-map-filter = { $elem } для кожного з-поміж: { $source }, для якого { $cond }
expr-exists = є принаймні один з-поміж: { $items }
expr-none-of = немає жодного з-поміж: { $items }
expr-have = { $op ->
    [eq] у вас рівно { $n } { $counter }
    [ne] у вас не рівно { $n } { $counter }
    [lt] у вас менше ніж { $n } { $counter }
    [le] у вас щонайбільше { $n } { $counter }
    [gt] у вас більше ніж { $n } { $counter }
   *[ge] у вас щонайменше { $n } { $counter }
}
expr-pair = { $key }: { $value }

## Query functions

fn-in = { $who ->
    [none] вміст зони «{ $zone }»
   *[other] вміст зони «{ $zone }» гравця { $who }
}
fn-in-each = вміст кожної із зон: { $zones }
fn-zones = місця, де { $filters }
fn-count = кількість ({ $items })
fn-sum = сума ({ $items })
fn-max = найбільше з ({ $items })
fn-min = найменше з ({ $items })
fn-numbers = число від { $lo } до { $hi }{ $step ->
    [1] {""}
   *[other] {" "}з кроком { $step }
}
fn-top = { $who ->
    [none] верхній об'єкт зони «{ $zone }»
   *[other] верхній об'єкт зони «{ $zone }» гравця { $who }
}
fn-knows = { $who } знає { $obj }
fn-free = вільне місце в зоні «{ $zone }»
fn-next-nodes = наступні місця після «{ $node }» на { $graph }
fn-contains = ({ $items }) містить { $x }
fn-distinct = різні ({ $items })
fn-roll = кидок { $sides }-гранного кубика
fn-index-of = позиція { $x } у ({ $items })
fn-at = елемент № { $i } з ({ $items })
fn-order-by = ({ $items }), упорядковані за ({ $keys })
fn-ztag = { $tag } місця «{ $zone }»
fn-get = { $prop } ({ $obj })
fn-counter = { $who ->
    [none] кількість ваших { $name_nom_pl }
   *[other] кількість { $name_nom_pl } гравця { $who }
}
fn-option = параметр гри «{ $name }»
fn-owned = { $who ->
    [none] ваші об'єкти виду «{ $kind }»
   *[other] об'єкти виду «{ $kind }» гравця { $who }
}
fn-entities = усі об'єкти виду «{ $kind }»
## Grid queries (runtime/grids)

fn-cells = клітинки поля { $grid }
fn-cell = клітинка поля { $grid } у стовпці { $col } і рядку { $row } (рахуючи від 0)
fn-col = стовпець клітинки { $cell }
fn-row = рядок клітинки { $cell }
fn-neighbours = клітинки поруч із { $cell }
fn-ray = клітинки в лінію від { $cell } у напрямку { $direction }
fn-distance = кількість кроків від { $a } до { $b }
fn-side = край { $name } поля { $grid }
fn-directions = напрямки, у які може лягти фігура на полі { $grid }
fn-piece = { $who ->
    [none] фігура на { $cell }
   *[other] фігура на { $cell } гравця { $who }
}
fn-vacant = { $who ->
    [none] порожні клітинки поля { $grid }
   *[other] порожні клітинки поля { $grid } гравця { $who }
}
fn-isolated = порожні клітинки поля { $grid }, які вже жодна фігура не заповнить
fn-value-at = { $key } на { $cell }
fn-regions = області поля { $grid } за ознакою { $key }
fn-region-sizes = розміри областей поля { $grid } за ознакою { $key }
fn-region-score = кожна область ({ $key }) поля { $grid }, що рахується як її розмір, помножений на { $prop }
fn-region = область ({ $key }), у якій лежить { $cell }
fn-path-cost = порожні клітинки, які треба заповнити, щоб з'єднати { $from } з { $to }
fn-link-cost = порожні клітинки, які ще треба заповнити, щоб з'єднати ваші два краї поля { $grid }
fn-linked = ваші фігури з'єднують ваші два краї поля { $grid }
fn-footprint = клітинки, які { $obj } зайняла б від { $cell }
fn-fits = { $obj } вміщується від { $cell }
fn-facings = напрямки, у яких { $obj } вміщується від { $cell }
fn-anchors = клітинки поля { $grid }, від яких { $obj } вміщується

fn-generic = { $name }({ $args })

## Verbs

verb-gain = { $who ->
    [none] отримайте { $n } { $counter_acc }
   *[other] { $who } отримує { $n } { $counter_acc }
}
verb-lose = { $who ->
    [none] втратьте { $n } { $counter_acc }
   *[other] { $who } втрачає { $n } { $counter_acc }
}
verb-pay = заплатіть { $n } { $counter_acc }
verb-set = { $who ->
    [none] встановіть «{ $counter }» на { $n }
   *[other] встановіть «{ $counter }» гравця { $who } на { $n }
}
verb-move = { $pos ->
    [bottom] покладіть { $obj } під низ зони «{ $to }»
   *[other] покладіть { $obj } у зону «{ $to }»
}
verb-move-all = перемістіть усе із зони «{ $from }» у зону «{ $to }»
verb-draw = { $refill ->
    [none] візьміть { $n } із зони «{ $from }» у зону «{ $to }»
   *[other] візьміть { $n } із зони «{ $from }» у зону «{ $to }» (коли закінчиться, перемішайте туди «{ $refill }»)
}
verb-shuffle = перемішайте «{ $zone }»
verb-setp = встановіть { $prop } ({ $obj }) на { $value }
verb-addp = додайте { $n } до { $prop } ({ $obj })
verb-set-order = новий порядок ходу: { $players }
verb-section = далі рахуйте бали в розділі «{ $id }»
verb-act = виконайте одну дію: { $group }
verb-run = виконайте ефект «{ $slot }» ({ $obj })
verb-rank-award = упорядкуйте гравців за ({ $scores }) і нагородіть: { $prizes }
verb-log = { $message }
verb-declare-winner = гра негайно закінчується
verb-reveal = покажіть { $obj }: { $to }
verb-place = покладіть { $obj } на { $cell }, другою частиною в напрямку { $facing }
verb-generic = { $name }({ $args })
macro-generic = виконайте { $name }({ $args })

## Game log

log-action = { $player } → { $action }
log-gain = { $player }: +{ $delta } { $counter } (разом { $total })
log-lose = { $player }: −{ $delta } { $counter } (разом { $total })
log-global-gain = +{ $delta } { $counter } (тепер { $total })
log-global-lose = −{ $delta } { $counter } (тепер { $total })
log-move = { $entity } → { $zone }
log-move-owned = { $entity } → { $zone } ({ $owner })
log-section = == { $section } ==
log-order = порядок ходу: { $players }
log-message = { $player } { $message } { $args }
log-shuffle = «{ $zone }» перемішано
log-run = { $entity }: { $slot }
log-prop = { $entity }: { $prop } { $value }
log-choice = { $player } вибирає: { $value }
log-choice-hidden = { $player } робить вибір
log-commit = { $player } зробив вибір (прихований, доки всі не виберуть)
log-commit-own = { $player } вибирає: { $value } (приховано від інших, доки всі не виберуть)
log-reveal-all = Усі вибрали: { $choices }
log-handed = { $player } передає свій вибір у закритому вигляді гравцеві { $recipient }
log-fizzle = немає з чого вибирати


## Narration

narr-action = { $player }: { $action } — { $what }
narr-action-bare = { $player }: { $action }
narr-choice = { $player }: { $what }
narr-object-of = { $object } ({ $owner })
narr-setup = Приготування: { $what }
narr-setup-player = Приготування, { $player }: { $what }
narr-heading = — { $parts } —
narr-heading-part = { $counter } { $value }
narr-zone-owned = { $zone } ({ $owner })
narr-object-props = { $object } ({ $props })
narr-object-set = { $object }: { $props }
narr-hidden = { $count ->
    [one] прихований об’єкт
    [few] { $count } приховані об’єкти
   *[other] { $count } прихованих об’єктів
}
narr-move = { $objects } → { $zone }
narr-gain = +{ $delta } { $counter }
narr-lose = −{ $delta } { $counter }
narr-player-changes = { $player }: { $changes }

## Score table

score-title = Підсумковий рахунок
score-setup = (підготовка)
score-total = разом
score-winner = Переможець: { $player }
score-draw = Нічия: { $players } ділять перше місце

## Decisions

prompt-act = { $player }: виберіть дію
option-skip = пропустити (нічого не брати)
option-number = варіант { $n }
error-game-over = гру закінчено
error-cannot-skip = це рішення не можна пропустити
error-not-an-option = «{ $action }» немає серед варіантів: { $options }
error-no-such-number = варіанта { $k } немає (виберіть від 1 до { $max })

## Command line

cli-play-header = { $game } { $version } — { $players } { $players ->
    [one] гравець
    [few] гравці
   *[many] гравців
}, сід { $seed }, місця: { $seats }
cli-saved = збережено: { $file }
cli-replay-ok = повтор збігається зі збереженою грою ({ $n } { $n ->
    [one] дія
    [few] дії
   *[many] дій
})
cli-replay-note = примітка: гру збережено з { $ruleset } { $saved }, повтор з { $current }

## Card listing

cards-title = { $game }: { $count } { $count ->
    [one] картка чи тайл
    [few] картки й тайли
   *[many] карток і тайлів
}
cards-heading = { $name } · { $kind }{ $copies ->
    [one] {""}
   *[other] {" "}×{ $copies }
}
cards-pair = { $key }: { $value }
cards-slot = { $slot }:
cards-no-effect = без ефекту
cards-printed = надруковано
cards-generated = згенеровано

## Decisions, why-not and the human seat (issue 13)

label-detail = { $label } ({ $detail })
label-place-owned = { $zone } гравця { $owner }
label-copy = примірник { $n }
why-players = { $action } не грається за такої кількості гравців
why-not-offered = «{ $action }» зараз не пропонується.
why-not-now = Зараз неможливо: «{ $action }».
why-plain = «{ $action }» лише якщо { $cond }.
why-cannot-plain = «{ $action }» зараз неможливо: { $rule }
why-nothing-for = Зараз неможливо: «{ $action }» — нема з чого вибрати («{ $prompt }»).
why-needs = { $where }: «{ $action }» лише якщо { $cond }
why-cannot = { $where }: «{ $action }» зараз неможливо: { $rule }
why-pick = { $where }: для дії «{ $action }» потрібно, щоб було з чого вибирати: { $source }
log-move-hidden = прихований об’єкт переходить у { $zone }
log-move-hidden-owned = прихований об’єкт переходить у { $zone } гравця { $owner }
log-reveal = { $players } бачить: { $entity }
log-reveal-hidden = { $players } дивиться на прихований об’єкт
human-help = введіть номер (або id варіанта) · why ID · undo · view · help · Ctrl-C або Ctrl-D зберігає гру й виходить
human-recent = — від вашого останнього рішення —
human-simultaneous = ——— лише { $player }: виберіть таємно (інші бачать лише, що ви вибрали, доки всі не виберуть; після вас вибирають: { $waiting }) ———
human-handover = ——— за цим терміналом черга { $player }: передайте його { $player } і натисніть Enter, коли дивиться лише цей гравець ———
human-header = === { $prompt } · рішення { $n } ===
human-you = ви
human-scores = очки: { $scores }
human-board = поле: { $summary }
human-zone = { $zone }: { $items }
human-zone-hidden = { $zone }: прихованих { $count }
human-refused = відхилено: { $reason }
human-no-number = немає варіанта { $k } (виберіть 1–{ $max })
human-number = введіть число від { $lo } до { $hi }{ $step ->
    [1] {""}
   *[other] {" "}з кроком { $step }
}
human-not-offered = { $k } недоступне (число від { $lo } до { $hi })
human-legal = «{ $action }» можна вибрати зараз
human-saved = гру збережено у { $file } (дій: { $n }); продовжити: rulesdsl play --resume { $file }
human-undone = скасовано: «{ $action }» (ще можна скасувати цього ходу: { $left })
human-no-undo = нічого скасовувати: скасування повертає лише ваші власні рішення цього ходу й ніколи не минає добору, відкриття, тасування, кидка кубика чи дії іншого гравця
human-no-seed = скасування недоступне: зерно гри невідоме

gallery-search = Пошук у картках
gallery-kind = Вид
gallery-all-kinds = Усі види
gallery-provisional = тимчасово
gallery-provisional-hint = заповнювач для невідомого факту (provisional: true)
gallery-only-provisional = лише тимчасові
gallery-shown = показано
gallery-locale = Мова
gallery-printed = надруковано
graph-node-players = гравців: { $counts }
graph-node-absent = не для { $n } гравців
graph-players = гравців: { $n }
graph-capacity = місткість { $n }
graph-closed = закрито
rules-sheet-only-if = лише якщо { $condition }

## Role names of bound variables (i18n/roles.py): a pick's, a for's or a let's variable read as what it holds.
role-chosen-player = { $case ->
    [gen] обраного гравця
    [dat] обраному гравцеві
    [acc] обраного гравця
    [ins] обраним гравцем
    [loc] обраному гравцеві
   *[nom] обраний гравець
}
role-each-player = { $case ->
    [gen] цього гравця
    [dat] цьому гравцеві
    [acc] цього гравця
    [ins] цим гравцем
    [loc] цьому гравцеві
   *[nom] цей гравець
}
role-chosen-kind = { $case ->
    [gen] обраного елемента ({ $kind })
    [dat] обраному елементу ({ $kind })
    [ins] обраним елементом ({ $kind })
    [loc] обраному елементі ({ $kind })
   *[nom] обраний елемент ({ $kind })
}
role-each-kind = { $case ->
    [gen] цього елемента ({ $kind })
    [dat] цьому елементу ({ $kind })
    [ins] цим елементом ({ $kind })
    [loc] цьому елементі ({ $kind })
   *[nom] цей елемент ({ $kind })
}
role-value = { $value }
role-chosen-group = { $case ->
    [gen] обраного елемента ({ $group })
    [dat] обраному елементу ({ $group })
    [ins] обраним елементом ({ $group })
    [loc] обраному елементі ({ $group })
   *[nom] обраний елемент ({ $group })
}
role-each-group = { $case ->
    [gen] цього елемента ({ $group })
    [dat] цьому елементу ({ $group })
    [ins] цим елементом ({ $group })
    [loc] цьому елементі ({ $group })
   *[nom] цей елемент ({ $group })
}
