# Prompts generated where the designer declared none: where the decision is asked and what it offers.
prompt-pick-offered = { $player } · { $context }: виберіть { $what }
prompt-pick-offered-here = { $player }: виберіть { $what }
prompt-number-offered = { $player } · { $context }: виберіть число
prompt-number-offered-here = { $player }: виберіть число
prompt-choose-offered = { $player } · { $context }: виберіть, що робите
prompt-choose-offered-here = { $player }: виберіть, що робите
offered-kind = одне: { $kind }
offered-place = місце
offered-player = гравця
offered-option = один із варіантів

# An object label whose name already ends in brackets: its details follow after a comma.
label-detail-more = { $label }, { $detail }
