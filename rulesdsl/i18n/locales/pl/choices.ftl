# Prompts generated where the designer declared none: where the decision is asked and what it offers.
prompt-pick-offered = { $player } · { $context }: wybierz { $what }
prompt-pick-offered-here = { $player }: wybierz { $what }
prompt-number-offered = { $player } · { $context }: wybierz liczbę
prompt-number-offered-here = { $player }: wybierz liczbę
prompt-choose-offered = { $player } · { $context }: wybierz, co robisz
prompt-choose-offered-here = { $player }: wybierz, co robisz
offered-kind = jedno: { $kind }
offered-place = miejsce
offered-player = gracza
offered-option = jedną z możliwości

# An object label whose name already ends in brackets: its details follow after a comma.
label-detail-more = { $label }, { $detail }
