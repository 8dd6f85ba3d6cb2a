# Вебстіл (rulesdsl serve): тексти сторінок. { $player }, { $n } і { $total } підставляє сторінка.
web-nav-lobby = Лобі
web-nav-replay = Повтор
web-nav-cards = Карти
web-lobby-title = Нова гра
web-lobby-ruleset = Гра
web-lobby-players = Гравці
web-lobby-players-short = гравців
web-lobby-seats = Місця
web-lobby-options = Опції та варіанти
web-lobby-seed = Зерно
web-lobby-locale = Мова
web-lobby-start = Почати гру
web-lobby-unfinished = Незавершені ігри
web-lobby-moves = ходів
web-lobby-none = Немає: усі ігри завершено.
web-seat = Місце
web-seat-human = людина
web-hotseat-ready = Я готовий
web-hotseat-pass = Передайте екран гравцю { $player }
web-watch-pause = Пауза
web-watch-play = Грати
web-watch-step = Крок
web-watch-speed = Швидкість
web-log-title = Що сталося
web-waiting = Чекаємо на { $player }
web-your-turn = Ваше рішення
web-game-over = Гру завершено
web-score = Бали
web-refused = Відхилено
web-hidden-count = { $n ->
    [one] { $n } прихована
    [few] { $n } приховані
   *[other] { $n } прихованих
}
web-known = ви бачили: { $names }
web-hidden-move = прихована карта йде до: { $zone }
web-replay-title = Повтор
web-replay-upload = Файл збереження
web-replay-open = Відкрити
web-replay-games = Ігри, зіграні тут
web-replay-unfinished = незавершена
web-replay-chosen = обрано
web-replay-end = Кінець збереження
web-replay-step = Рішення { $n } з { $total }
web-cards-title = Карти
web-cards-search = Пошук
web-cards-all-kinds = Усі види
web-cards-provisional = тимчасово
web-cards-provisional-hint = Замінник факту, якого немає в джерелах
