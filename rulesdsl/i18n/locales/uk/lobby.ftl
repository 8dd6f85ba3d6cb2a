# Лобі, список ігор і список повторів (rulesdsl serve). web-language-self: власна назва цієї мови.
web-language-self = Українська
web-agent-human-about = Людина: за цим екраном або за посиланням-запрошенням, яке ви їй надішлете.
web-agent-random = Випадковий
web-agent-random-about = Обирає будь-який дозволений хід навмання.
web-agent-greedy = Жадібний
web-agent-greedy-about = Дивиться на три власні рішення вперед: легкий суперник.
web-agent-planner = Планувальник
web-agent-planner-about = Розігрує кожен варіант до кінця свого ходу й обирає найкращий.
web-agent-mcts = Шукач
web-agent-mcts-about = Перебирає багато можливих продовжень гри, вгадуючи те, чого не бачить: сильніший, трохи повільніший.
web-agent-mcts-1s = Шукач, 1 секунда
web-agent-mcts-1s-about = Той самий пошук, по секунді на кожне рішення.
web-lobby-no-options = Ця гра не має опцій для такої кількості гравців.
web-lobby-open = Ігри, до яких можна приєднатися
web-lobby-open-none = Жодна гра не має вільного місця.
web-lobby-free = { $n ->
    [one] { $n } вільне місце
    [few] { $n } вільні місця
   *[other] { $n } вільних місць
}
web-lobby-join = Приєднатися як { $seat }
web-lobby-watch = Дивитися
web-lobby-started = почата { $date }
web-replay-winner = переможець: { $names }
web-replay-draw = спільна перемога: { $names }
web-replay-length = { $n ->
    [one] { $n } рішення
    [few] { $n } рішення
   *[other] { $n } рішень
}
web-rematch = Реванш із тими самими місцями
web-lobby-host = господар
