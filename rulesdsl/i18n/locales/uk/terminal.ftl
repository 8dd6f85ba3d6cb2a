# Місце за терміналом (rulesdsl play --seats human,...): крім повідомлень human-* з engine.ftl.
human-unchanged = ваше становище не змінилося (view показує все)
human-ahead = хто де стоїть: { $places }
