# Tokaido prompts (English): what a decision declared in the rules asks (`pick "meal" m in … { … }` → prompt-meal).

prompt-traveller = { $player }: choose the traveller you keep
prompt-meal = { $player }: buy one meal (or none)
prompt-destination = { $player }: choose the space your traveller moves to
