"""Small locale-aware functions: case-suffixed variables, Turkish number suffixes, list joining."""

from __future__ import annotations

# Grammatical cases a message may ask for with a suffixed variable: `$counter_acc`, `$zone_dat`,
# `$counter_gen_pl` (case + number: `sg` = as after 1, `pl` = as after 5).
CASES = frozenset({"nom", "acc", "gen", "dat", "ins", "loc", "abl", "voc", "ord"})
NUMBERS = {"sg": 1, "pl": 5}

# Sample counts every message must render for (plural categories of every supported locale).
SAMPLE_COUNTS = (0, 1, 2, 5, 11, 21, 22)


def split_variable(name: str) -> tuple[str, str | None, int | None]:
    """`counter_gen_pl` → ("counter", "gen", 5); `counter_acc` → ("counter", "acc", None)."""
    parts = name.split("_")
    count: int | None = None
    if len(parts) >= 3 and parts[-1] in NUMBERS and parts[-2] in CASES:
        count = NUMBERS[parts[-1]]
        parts = parts[:-1]
    if len(parts) >= 2 and parts[-1] in CASES:
        return "_".join(parts[:-1]), parts[-1], count
    return name, None, count


def base_variable(name: str) -> str:
    """The argument a (possibly case-suffixed) variable stands for."""
    return split_variable(name)[0]


# Turkish: the suffix after a numeral follows the pronunciation of its last non-zero word.
# Vowel (back/front, rounded or not) and whether that word ends in a vowel.
_TR_LAST = {
    1: ("bir", "i", False), 2: ("iki", "i", True), 3: ("üç", "ü", False), 4: ("dört", "ü", False),
    5: ("beş", "i", False), 6: ("altı", "ı", True), 7: ("yedi", "i", True), 8: ("sekiz", "i", False),
    9: ("dokuz", "u", False), 10: ("on", "u", False), 20: ("yirmi", "i", True), 30: ("otuz", "u", False),
    40: ("kırk", "ı", False), 50: ("elli", "i", True), 60: ("altmış", "ı", False), 70: ("yetmiş", "i", False),
    80: ("seksen", "e", False), 90: ("doksan", "a", False), 100: ("yüz", "ü", False), 1000: ("bin", "i", False),
    0: ("sıfır", "ı", False),
}
_HARD = set("çfhkpsşt")


def _tr_last_word(n: int) -> tuple[str, str, bool]:
    n = abs(n)
    if n == 0:
        return _TR_LAST[0]
    if n % 1000 == 0:
        return _TR_LAST[1000] if n % 1_000_000 else ("milyon", "o", False)
    if n % 100 == 0:
        return _TR_LAST[100]
    if n % 10 == 0:
        return _TR_LAST[n % 100]
    return _TR_LAST[n % 10]


def tr_number(n: int, case: str) -> str:
    """A Turkish numeral with a case suffix after an apostrophe: 2'yi, 3'e, 6'ncı (`ord`), 10'dan."""
    word, vowel, ends_vowel = _tr_last_word(n)
    front = vowel in "eiöü"
    a = "e" if front else "a"
    i4 = vowel if vowel in "ıiuü" else {"a": "ı", "e": "i", "o": "u", "ö": "ü"}[vowel]
    hard = word[-1] in _HARD
    if case == "acc":
        suffix = ("y" if ends_vowel else "") + i4
    elif case == "dat":
        suffix = ("y" if ends_vowel else "") + a
    elif case == "loc":
        suffix = ("t" if hard else "d") + a
    elif case == "abl":
        suffix = ("t" if hard else "d") + a + "n"
    elif case == "gen":
        suffix = ("n" if ends_vowel else "") + i4 + "n"
    elif case == "ord":
        suffix = ("" if ends_vowel else i4) + "nc" + i4
    else:
        return str(n)
    return f"{n}'{suffix}"


def number_in_case(locale: str, n: int, case: str | None) -> int | str:
    """A number as a message argument: Turkish takes case suffixes, other locales the bare number."""
    if case is None or case == "nom":
        return n
    if locale.split("-")[0] == "tr":
        return tr_number(n, case)
    if case == "ord":
        return f"{n}."
    return n
