# Bitoku istemleri (Türkçe): kurallarda tanımlanan bir kararın sorusu (`choose "favor" { … }` → prompt-favor).

prompt-favor = { $player }: { $h } Tepesi'nin bir Lütfunu seçin
prompt-gift = { $player }: C Lütfu'nun bir hediyesini seçin (iki farklı hediye)
prompt-second_gift = { $player }: ikinci, farklı hediyeyi seçin
prompt-resource = { $player }: kazanılacak kaynağı seçin
prompt-discard = { $player }: elinizden 1 yokai kartı atın
prompt-vision = { $player }: iki vizyondan birini tutun
prompt-amulets = { $player }: { $d } için muska harcayın — zarı hangi değere çıkaracaksınız
