# Prompts generated where the designer declared none: where the decision is asked and what it offers.
prompt-pick-offered = { $player } · { $context }: { $what } seçin
prompt-pick-offered-here = { $player }: { $what } seçin
prompt-number-offered = { $player } · { $context }: bir sayı seçin
prompt-number-offered-here = { $player }: bir sayı seçin
prompt-choose-offered = { $player } · { $context }: ne yapacağınızı seçin
prompt-choose-offered-here = { $player }: ne yapacağınızı seçin
offered-kind = bir { $kind }
offered-place = bir yer
offered-player = bir oyuncu
offered-option = seçeneklerden birini

# An object label whose name already ends in brackets: its details follow after a comma.
label-detail-more = { $label }, { $detail }
