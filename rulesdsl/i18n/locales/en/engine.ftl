# rulesdsl engine messages (English, the source locale).
# Generic statement and expression phrasing, verbs a ruleset does not phrase itself, log lines,
# score table, prompts and command-line words. A ruleset catalog may override any of them.
# Variables ending in _acc, _gen, _dat … ask for a name in that grammatical case (see docs/localisation.md).

## Players

player-seat = P{ $n }
player-game = game

## Statements

stmt-if = if { $cond }:
stmt-elif = otherwise, if { $cond }:
stmt-else = otherwise:
stmt-choose = { $optional ->
    [yes] { $count ->
        [one] you may choose one:
       *[other] you may choose up to { $count } different:
    }
   *[no] { $count ->
        [one] choose one:
       *[other] choose { $count } different:
    }
}
stmt-option-when = { $text } (only if { $cond })
stmt-nothing = nothing
stmt-pick = { $optional ->
    [yes] you may choose one of { $source }:
   *[no] choose one of { $source }:
}
stmt-for = for each of { $source }:
stmt-repeat = { $count ->
    [one] once:
   *[other] repeat { $count } times:
}
stmt-while = while { $cond } (at most { $limit } times):
stmt-let = let { $var } be { $value }
stmt-as = { $player }:
stmt-simultaneous = at the same time, each of { $players } in secret (revealed when all have decided):
stmt-optional = you may:
stmt-seq = { $items }
stmt-then = { $left }, then { $right }

## Expressions

expr-number = { $value }
expr-string = “{ $value }”
expr-true = true
expr-false = false
expr-variable = { $name }
expr-bound = { $case ->
   *[nom] it
}
expr-me = you
expr-this = this card
expr-players = all players
expr-order = the players in turn order
expr-num-players = the number of players
expr-none = nobody
expr-my-counter = your { $counter }
expr-global-counter = the { $counter }
expr-attr = { $name } of { $obj }
attr-entity = card
attr-kind = kind
attr-zone = place
attr-owner = owner
expr-arith = { $op ->
    [add] { $left } + { $right }
    [sub] { $left } − { $right }
    [mul] { $left } × { $right }
    [div] { $left } ÷ { $right } (rounded down)
   *[mod] the remainder of { $left } ÷ { $right }
}
expr-compare = { $op ->
    [eq] { $left } is { $right }
    [ne] { $left } is not { $right }
    [lt] { $left } is less than { $right }
    [le] { $left } is at most { $right }
    [gt] { $left } is more than { $right }
   *[ge] { $left } is at least { $right }
}
expr-and = { $left } and { $right }
expr-or = { $left } or { $right }
expr-not = not { $item }
expr-neg = minus { $item }
expr-cond = { $then } if { $cond }, else { $otherwise }
expr-list = { $items }
expr-list-next = { $left }, { $right }
expr-list-last = { $left } and { $right }
expr-empty-list = nothing
expr-filter = { $source } for which { $cond }
expr-filter-that = { $cond ->
   *[other] { $source } that { $rest }
}
expr-map = { $elem } for each of { $source }
expr-map-filter = { $elem } for each of { $source } for which { $cond }
expr-exists = there is at least one of { $items }
expr-none-of = there is none of { $items }
expr-have = { $op ->
    [eq] you have exactly { $n } { $counter }
    [ne] you do not have exactly { $n } { $counter }
    [lt] you have fewer than { $n } { $counter }
    [le] you have at most { $n } { $counter }
    [gt] you have more than { $n } { $counter }
   *[ge] you have at least { $n } { $counter }
}
expr-pair = { $key } { $value }

## Query functions

fn-in = { $who ->
    [none] the objects in { $zone }
   *[other] the objects in { $zone } of { $who }
}
fn-in-each = the objects in each of { $zones }
fn-zones = the places with { $filters }
fn-count = the number of { $items }
fn-sum = the sum of { $items }
fn-max = the highest of { $items }
fn-min = the lowest of { $items }
fn-numbers = a number from { $lo } to { $hi }{ $step ->
    [1] {""}
   *[other] {" "}in steps of { $step }
}
fn-top = { $who ->
    [none] the top object of { $zone }
   *[other] the top object of { $zone } of { $who }
}
fn-knows = { $who } knows { $obj }
fn-free = the free room in { $zone }
fn-next-nodes = the next places after { $node } along { $graph }
fn-contains = { $items } include { $x }
fn-distinct = the different { $items }
fn-roll = a roll of a { $sides }-sided die
fn-index-of = the position of { $x } in { $items }
fn-at = item { $i } of { $items }
fn-order-by = { $items } sorted by { $keys }
fn-ztag = the { $tag } of { $zone }
fn-get = the { $prop } of { $obj }
fn-counter = { $who ->
    [none] your { $name }
   *[other] the { $name } of { $who }
}
fn-option = the game option { $name }
fn-owned = { $who ->
    [none] your { $kind } objects
   *[other] the { $kind } objects of { $who }
}
fn-entities = every { $kind }
## Grid queries (runtime/grids)

fn-cells = the cells of { $grid }
fn-cell = the cell of { $grid } in column { $col } and row { $row } (counted from 0)
fn-col = the column of { $cell }
fn-row = the row of { $cell }
fn-neighbours = the cells next to { $cell }
fn-ray = the cells in a line from { $cell } towards { $direction }
fn-distance = the steps from { $a } to { $b }
fn-side = the { $name } edge of { $grid }
fn-directions = the directions a piece may face on { $grid }
fn-piece = { $who ->
    [none] the piece on { $cell }
   *[other] the piece on { $cell } of { $who }
}
fn-vacant = { $who ->
    [none] the empty cells of { $grid }
   *[other] the empty cells of { $grid } of { $who }
}
fn-isolated = the empty cells of { $grid } that no piece can fill any more
fn-value-at = the { $key } on { $cell }
fn-regions = the regions of { $grid } by { $key }
fn-region-sizes = the sizes of the regions of { $grid } by { $key }
fn-region-score = each { $key } region of { $grid } counted as its size times its { $prop }
fn-region = the { $key } region that holds { $cell }
fn-path-cost = the empty cells to fill to join { $from } to { $to }
fn-link-cost = the empty cells still to fill to join your two edges of { $grid }
fn-linked = your pieces join your two edges of { $grid }
fn-footprint = the cells { $obj } would cover from { $cell }
fn-fits = { $obj } fits from { $cell }
fn-facings = the directions in which { $obj } fits from { $cell }
fn-anchors = the cells of { $grid } where { $obj } fits

fn-generic = { $name }({ $args })

## Verbs (used when a ruleset gives no phrasing of its own)

verb-gain = { $who ->
    [none] gain { $n } { $counter }
   *[other] { $who } gains { $n } { $counter }
}
verb-lose = { $who ->
    [none] lose { $n } { $counter }
   *[other] { $who } loses { $n } { $counter }
}
verb-pay = pay { $n } { $counter }
verb-set = { $who ->
    [none] set your { $counter } to { $n }
   *[other] set the { $counter } of { $who } to { $n }
}
verb-move = { $pos ->
    [bottom] put { $obj } at the bottom of { $to }
   *[other] put { $obj } on { $to }
}
verb-move-all = move everything from { $from } to { $to }
verb-draw = { $refill ->
    [none] draw { $n } from { $from } into { $to }
   *[other] draw { $n } from { $from } into { $to } (shuffle { $refill } in when it runs out)
}
verb-shuffle = shuffle { $zone }
verb-setp = set the { $prop } of { $obj } to { $value }
verb-addp = add { $n } to the { $prop } of { $obj }
verb-set-order = the turn order becomes { $players }
verb-section = score as “{ $id }” from now on
verb-act = take one action: { $group }
verb-run = carry out the “{ $slot }” effect of { $obj }
verb-rank-award = rank the players by { $scores } and award { $prizes }
verb-log = { $message }
verb-declare-winner = the game ends now
verb-reveal = show { $obj } to { $to }
verb-place = put { $obj } on { $cell }, turned towards { $facing }
verb-generic = { $name }({ $args })
macro-generic = do { $name }({ $args })

## Game log

log-action = { $player } → { $action }
log-gain = { $player } { $counter } +{ $delta } (now { $total })
log-lose = { $player } { $counter } −{ $delta } (now { $total })
log-global-gain = { $counter } +{ $delta } (now { $total })
log-global-lose = { $counter } −{ $delta } (now { $total })
log-move = { $entity } → { $zone }
log-move-owned = { $entity } → { $zone } of { $owner }
log-section = == { $section } ==
log-order = turn order: { $players }
log-message = { $player } { $message } { $args }
log-shuffle = { $zone } shuffled
log-run = { $entity }: { $slot }
log-prop = { $entity }: { $prop } { $value }
log-choice = { $player } chooses { $value }
log-choice-hidden = { $player } chooses
log-commit = { $player } has chosen (hidden until everyone has chosen)
log-commit-own = { $player } chose { $value } (hidden from the others until everyone has chosen)
log-reveal-all = Everyone has chosen: { $choices }
log-handed = { $player } passes their pick face down to { $recipient }
log-fizzle = nothing to choose


## Narration (one sentence per action; `narrate-<action>` in a ruleset catalog words one action itself)

narr-action = { $player }: { $action } — { $what }
narr-action-bare = { $player }: { $action }
narr-choice = { $player }: { $what }
narr-object-of = { $object } of { $owner }
narr-setup = Setup: { $what }
narr-setup-player = Setup, { $player }: { $what }
narr-heading = — { $parts } —
narr-heading-part = { $counter } { $value }
narr-zone-owned = { $zone } of { $owner }
narr-object-props = { $object } ({ $props })
narr-object-set = { $object }: { $props }
narr-hidden = { $count ->
    [one] a hidden object
   *[other] { $count } hidden objects
}
narr-move = { $objects } → { $zone }
narr-gain = +{ $delta } { $counter }
narr-lose = −{ $delta } { $counter }
narr-player-changes = { $player } { $changes }

## Score table

score-title = Final score
score-setup = (setup)
score-total = total
score-winner = Winner: { $player }
score-draw = Draw: { $players } share first place

## Decisions

prompt-act = { $player }: choose an action
option-skip = skip (take none)
option-number = option { $n }
error-game-over = the game is over
error-cannot-skip = this decision cannot be skipped
error-not-an-option = “{ $action }” is not one of the options: { $options }
error-no-such-number = there is no option { $k } (choose 1-{ $max })

## Command line

cli-play-header = { $game } { $version } — { $players ->
    [one] { $players } player
   *[other] { $players } players
}, seed { $seed }, seats { $seats }
cli-saved = saved to { $file }
cli-replay-ok = replay matches the save ({ $n ->
    [one] { $n } action
   *[other] { $n } actions
})
cli-replay-note = note: saved with { $ruleset } { $saved }, replaying with { $current }

## Card listing (`rulesdsl cards`)

cards-title = { $game }: { $count ->
    [one] { $count } card or tile
   *[other] { $count } cards and tiles
}
cards-heading = { $name } · { $kind }{ $copies ->
    [one] {""}
   *[other] {" "}×{ $copies }
}
cards-pair = { $key }: { $value }
cards-slot = { $slot }:
cards-no-effect = no effect
cards-printed = printed
cards-generated = generated

## Decisions, why-not and the human seat (issue 13)

label-detail = { $label } ({ $detail })
label-place-owned = { $zone } of { $owner }
label-copy = copy { $n }
why-players = { $action } is not played at this player count
why-not-offered = “{ $action }” is not offered now.
why-not-now = You cannot { $action } now.
why-plain = “{ $action }” only if { $cond }.
why-cannot-plain = You cannot { $action } now: { $rule }
why-nothing-for = You cannot { $action } now: nothing fits “{ $prompt }”.
why-needs = { $where }: “{ $action }” only if { $cond }
why-cannot = { $where }: { $action } cannot be done now: { $rule }
why-pick = { $where }: { $action } needs something to choose from: { $source }
log-move-hidden = a hidden object goes to { $zone }
log-move-hidden-owned = a hidden object goes to { $zone } of { $owner }
log-reveal = { $players } sees { $entity }
log-reveal-hidden = { $players } looked at a hidden object
human-help = type a number (or an option id) · why ID · undo · view · help · Ctrl-C or Ctrl-D saves and quits
human-recent = — since your last decision —
human-simultaneous = ——— { $player } only: choose in secret (the others see only that you have chosen, until everyone has; still to choose after you: { $waiting }) ———
human-handover = ——— { $player }'s turn at this terminal: pass it to { $player } and press Enter when only they are looking ———
human-header = === { $prompt } · decision { $n } ===
human-you = you
human-scores = scores: { $scores }
human-board = board: { $summary }
human-zone = { $zone }: { $items }
human-zone-hidden = { $zone }: { $count } hidden
human-refused = refused: { $reason }
human-no-number = there is no option { $k } (choose 1–{ $max })
human-number = type a number from { $lo } to { $hi }{ $step ->
    [1] {""}
   *[other] {" "}in steps of { $step }
}
human-not-offered = { $k } is not on offer (a number from { $lo } to { $hi })
human-legal = “{ $action }” can be taken now
human-saved = game saved to { $file } ({ $n } actions); continue it with: rulesdsl play --resume { $file }
human-undone = undone: “{ $action }” is taken back ({ $left } more undo possible this turn)
human-no-undo = nothing to undo: undo goes back through your own decisions of this turn, never past a draw, a reveal, a shuffle, a die roll or another player's action
human-no-seed = undo is unavailable: the game's seed is unknown

gallery-search = Search the cards
gallery-kind = Kind
gallery-all-kinds = All kinds
gallery-provisional = provisional
gallery-provisional-hint = a placeholder for an unknown fact (provisional: true)
gallery-only-provisional = only provisional
gallery-shown = shown
gallery-locale = Language
gallery-printed = printed
graph-node-players = players { $counts }
graph-node-absent = not at { $n } players
graph-players = { $n } players
graph-capacity = capacity { $n }
graph-closed = closed
rules-sheet-only-if = only if { $condition }

## Role names of bound variables (i18n/roles.py): a pick's, a for's or a let's variable read as what it holds.
role-chosen-player = { $case ->
   *[nom] the chosen player
}
role-each-player = { $case ->
   *[nom] that player
}
role-chosen-kind = { $case ->
   *[nom] the chosen { $kind }
}
role-each-kind = { $case ->
   *[nom] that { $kind }
}
role-value = { $value }
role-chosen-group = { $case ->
   *[nom] the chosen one of { $group }
}
role-each-group = { $case ->
   *[nom] that one of { $group }
}
