# Bitoku prompts (English): what a decision declared in the rules asks (`choose "favor" { … }` → prompt-favor).
# Variables: $player (the seat deciding) and the parameters of the macro the decision is written in.

prompt-favor = { $player }: choose a Favor on the Hill of { $h }
prompt-gift = { $player }: choose a gift of Favor C (two different ones)
prompt-second_gift = { $player }: choose the second, different gift
prompt-resource = { $player }: choose the resource to gain
prompt-discard = { $player }: discard 1 yokai card from your hand
prompt-vision = { $player }: keep one of the two visions
prompt-amulets = { $player }: spend amulets on { $d } — the value to raise it to
