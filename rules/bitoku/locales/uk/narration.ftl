# Заголовки журналу гри (лічильники року й сезону).
heading-year = { $value ->
    [5] Вознесіння
   *[other] Рік { $value }
}
heading-season = { $value ->
    [1] Весна
    [2] Літо
    [3] Осінь
    [4] Зима
   *[other] сезон { $value }
}
