# Сигнали ходу вебстолу і примітка галереї (rulesdsl/web/templates).
web-turn-alerts = Повідомляти, коли мій хід
web-turn-alerts-on = Сповіщення про хід увімкнено
web-turn-alert = Ваш хід
web-since-last-turn = Від вашого останнього ходу
web-empty-zones = Порожні
web-cards-provisional-note = Картки з фактом, який джерела залишають відкритим (тимчасові):
web-cards-only-provisional = Показати лише їх
