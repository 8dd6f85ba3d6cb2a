# Prompts generated where the designer declared none: where the decision is asked and what it offers.
prompt-pick-offered = { $player } · { $context }: choose { $what }
prompt-pick-offered-here = { $player }: choose { $what }
prompt-number-offered = { $player } · { $context }: choose a number
prompt-number-offered-here = { $player }: choose a number
prompt-choose-offered = { $player } · { $context }: choose what you do
prompt-choose-offered-here = { $player }: choose what you do
offered-kind = one { $kind }
offered-place = a place
offered-player = a player
offered-option = one of the options

# An object label whose name already ends in brackets: its details follow after a comma.
label-detail-more = { $label }, { $detail }
