# Аркуш правил (`rulesdsl rules`): заголовки частин і речення, створені там, де набір правил не дає тексту.
sheet-title = { $game }: правила
sheet-title-overview = Огляд і мета
sheet-title-components = Компоненти
sheet-title-setup = Підготовка
sheet-title-flow = Перебіг гри
sheet-title-actions = Що може зробити гравець
sheet-title-end = Кінець гри й підрахунок
sheet-title-steps = Кроки докладно
sheet-players = { $same ->
    [yes] гра для { $min } гравців.
   *[no] гра для { $min }–{ $max } гравців.
}
sheet-goal-most = { $outcome ->
    [cooperative] гравці разом перемагають або програють.
    [teams] перемагає команда, у якої разом найбільше: { $score }.
   *[scores] { $lowest ->
        [yes] перемагає гравець, у якого наприкінці найменше: { $score }.
       *[no] перемагає гравець, у якого наприкінці найбільше: { $score }.
    }
}
sheet-components-generated = у грі: { $list }.
sheet-amount = { $n } { $what }
sheet-pieces = { $what } ×{ $n }
sheet-more = і ще { $n }
sheet-in-zone = { $what } ({ $zone })
sheet-each-starts = кожен гравець починає з: { $items }.
sheet-seat-starts = крім того, гравець { $seat } починає з: { $items }.
sheet-setup-steps = Потім
sheet-table-section = Бали
sheet-table-how = Як їх рахують
sheet-ties-generated = нічию вирішує більше: { $list }.

# Текст правил: прив'язка без назви ролі отримує літеру (A, B, …), як у книзі правил.
role-letter = { $letter }
stmt-for-each-player = для кожного гравця:
stmt-pick-named = { $optional ->
    [yes] можете вибрати одне з: { $source } (назвімо це { $var }):
   *[no] виберіть одне з: { $source } (назвімо це { $var }):
}
stmt-for-named = для кожного з: { $source } (кожне назвімо { $var }):
expr-attr-its = { $name } (цього)
sheet-given = { $name } (для { $params })
expr-map-players = { $elem } для кожного гравця
