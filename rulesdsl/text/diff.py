"""`cards --diff`: where a card's printed `text:` and the text generated from its effects disagree in substance —
quantities of counters (resources, points, tokens) and the numbers they mention (costs, die values, conditions)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from rulesdsl.i18n.catalog import SOURCE
from rulesdsl.i18n.names import pretty
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text.cards import Card
from rulesdsl.text.render import RuleText

_PAREN_PLUS = re.compile(r"([^\W\d_][\w'’-]*) \(\+(\d+)\)")
_NUMBER = re.compile(r"(?<![\w+])(\d+)(?!\w)")
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_QTY_WORDS = "|".join(_WORDS)


def normalise(text: str) -> str:
    """Lower case, and `amulet (+1)` written as `+1 amulet` (the order printed cards use)."""
    return _PAREN_PLUS.sub(lambda m: f"+{m.group(2)} {m.group(1)}", text.lower())


@dataclass
class Facts:
    """What a text says in substance: counter quantities and the other numbers it mentions."""

    counters: Counter[tuple[str, int]] = field(default_factory=Counter)
    numbers: Counter[int] = field(default_factory=Counter)


def counter_forms(rt: RuleText) -> list[tuple[str, str]]:
    """Every English form of every counter name (singular and plural), longest first, with its id."""
    forms: set[tuple[str, str]] = set()
    for cid in [*rt.c.counters, *rt.c.global_counters]:
        for n in (1, 2):
            text = normalise(rt.name("counter", cid, None, n)).strip()
            if text:
                forms.add((text, cid))
        forms.add((normalise(pretty(cid)), cid))  # designers' printed texts often use the id ("VP", "points")
    return sorted(forms, key=lambda f: -len(f[0]))


def facts(text: str, forms: list[tuple[str, str]]) -> Facts:
    """The counter quantities (`2 ore`, `a +1 bonus`, `VP: 1`) and remaining numbers of a text."""
    out = Facts()
    rest = normalise(text)
    for form, cid in forms:
        esc = re.escape(form)
        pat = re.compile(rf"(?:(\d+)|\b({_QTY_WORDS})\b)\s+(?:more\s+)?{esc}(?!\w)|(?<!\w){esc}:\s*(\d+)")
        def take(m: re.Match[str], cid: str = cid) -> str:
            qty = int(m.group(1) or m.group(3)) if (m.group(1) or m.group(3)) else _WORDS[m.group(2)]
            out.counters[(cid, qty)] += 1
            return " "
        rest = pat.sub(take, rest)
    out.numbers.update(int(x) for x in _NUMBER.findall(rest))
    return out


@dataclass
class CardDiff:
    """The substantive differences of one card (empty lists: the texts agree)."""

    card: Card
    only_printed: list[str] = field(default_factory=list)
    only_generated: list[str] = field(default_factory=list)

    @property
    def differs(self) -> bool:
        """Whether the printed and generated texts disagree."""
        return bool(self.only_printed or self.only_generated)


def _describe(rt: RuleText, c: Counter[tuple[str, int]], n: Counter[int]) -> list[str]:
    out = [f"{qty} {rt.name('counter', cid, None, qty)}" + (f" (×{k})" if k > 1 else "")
           for (cid, qty), k in sorted(c.items())]
    out += [f"the number {x}" for x in sorted(n)]
    return out


def compare(rt: RuleText, card: Card, forms: list[tuple[str, str]]) -> CardDiff:
    """Compare one card's printed text with its generated English (effects, rule and printed props)."""
    out = CardDiff(card)
    if card.printed is None:
        return out
    data = rt.c.entities[card.id].data if card.id in rt.c.entities else {}
    kind = rt.c.kinds.get(card.kind_id)
    state = {str(x) for x in (kind.data.get("state") or [])} if kind is not None else set()
    # state props are not printed, but the encoding must still match what the card says (a die's start value)
    every_prop = [f"{rt.name('prop', str(k))}: {v}" for k, v in (data.get("props") or {}).items()
                  if str(k) in state and isinstance(v, int) and v]
    generated = " ; ".join([*every_prop, *card.rule, *card.english])
    # The printed props (a card's value, its cost) sit on the card beside its text: the text need not repeat
    # them, but what the text says may come from them ("2 points" on a card worth 2).
    shown = facts(" ; ".join(f"{k}: {v}" if k else v for k, v in card.props), forms)
    printed = card.printed
    for name in {card.name, rt.name("entity", card.id)}:
        printed = printed.replace(name, " ")
    p, g = facts(printed, forms), facts(generated.replace(card.name, " "), forms)
    pc, gc = set(p.counters), set(g.counters)
    prop_numbers = set(shown.numbers) | {q for _, q in shown.counters}
    only_p = {c for c in pc - gc - set(shown.counters) if c[1] not in prop_numbers}
    out.only_printed = _describe(rt, Counter(only_p), Counter(set(p.numbers) - set(g.numbers) - prop_numbers))
    # A bare 0 or 1 in generated text is a flag or a test ("set protected to 1", "if out is 0"), which printed
    # text words differently ("until your next turn"); counter quantities of 1 are still compared above.
    out.only_generated = _describe(rt, Counter(gc - pc), Counter(set(g.numbers) - set(p.numbers) - {0, 1}))
    return out


def differences(cards_en: list[Card], rt: RuleText) -> dict[str, CardDiff]:
    """The comparison of every card with a printed text (English cards, collected with `diff=True`)."""
    forms = counter_forms(rt)
    return {c.id: compare(rt, c, forms) for c in cards_en if c.printed is not None}


def card_differences(rs: Ruleset, everything: bool = True) -> dict[str, CardDiff]:
    """Printed versus generated English for every card of a ruleset with a printed `text:`."""
    from rulesdsl.text import rule_text
    from rulesdsl.text.cards import collect
    return differences(collect(rs, SOURCE, everything, diff=True), rule_text(rs, SOURCE))
