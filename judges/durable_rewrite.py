"""Rewriting a durable statement without the values a later statement replaced.

A change that names the old value ("from Tuesday", "(was 30)", "Priya is off shift") leaves
the new statement with only what it sets; an earlier statement of several values that a change
touches only in part ("python 3.11 and Django 4.2.7" after "bump Django to 5.0") keeps the rest.
"""

from __future__ import annotations

import re

from judges.durable_days import day_of_month
from judges.durable_statements import comma_clauses
from judges.durable_subjects import Subject
from judges.durable_tokens import named_as_gone, names_token, set_anew, token_starts
from judges.durable_values import value_classes, value_tokens
from judges.text import stem

__all__ = ["without_changed", "without_values"]

_I = re.IGNORECASE
_STALE_LEAD = re.compile(
    r"\s*\(?\b(?:from|instead of|rather than|not|was|replacing|no longer|previously)\s+"
    r"(?:the\s+|a\s+|an\s+)?$",
    _I,
)
"""The words before a value that name it as replaced ("from", "(was", "instead of the")."""
_WORD_BEFORE = re.compile(r"([A-Za-z][\w-]*)\s+$")


def without_values(text: str, stale: tuple[str, ...]) -> str:
    """`text` with the clauses naming a replaced value taken out ("from Tuesday", "(was 30)")."""
    out = text
    forms = {form for value in stale for form in (value, value[:-1] if value.endswith("s") else "")}
    for value in sorted(forms - {""}, key=len, reverse=True):
        out = _without_spans(out, value)
    out = _without_stale_clauses(out, forms - {""})
    out = re.sub(r"([,;])(?:\s*[,;])+", r"\1", re.sub(r"\s+([,.;:!?])", r"\1", out))
    out = re.sub(r"[,;]+([.!?])", r"\1", out)
    return re.sub(r"\s{2,}", " ", out).strip().rstrip(",;")


def _without_spans(text: str, value: str) -> str:
    """`text` without each span that names `value` as replaced ("from Tuesday", "(was 30)")."""
    out, lowered, at = text, value.lower(), 0
    while (found := out.lower().find(lowered, at)) >= 0:
        end = found + len(value)
        lead = _STALE_LEAD.search(out, 0, found)
        if lead is None and (joined := _JOINED.match(out, end)):
            lead = _REJECTED.search(out, 0, found)  # "has declined £229,000 but has offered"
            end = joined.end() - 1 if lead else end
        if lead is None:
            at = found + 1
            continue
        end += out[end : end + 1] == ")"
        out, at = out[: lead.start()] + out[end:], lead.start()
    return out


_REJECTED = re.compile(
    r"\s*\b(?:(?:has|have|had)\s+)?(?:declined|rejected|refused|turned down)\s+"
    r"(?:the\s+|our\s+|my\s+)?$",
    _I,
)
"""The words before a value someone turned down ("has declined £229,000")."""
_JOINED = re.compile(r"\s*,?\s*(?:but|and)\s(?=\w)", _I)
"""What joins a value turned down to what was taken instead (" but ")."""


def _without_stale_clauses(text: str, stale: set[str]) -> str:
    """`text` without its comma- or semicolon-separated clauses that name a replaced value and
    set no other ("Priya is off shift, Leon handles comms now"), when a clause is left."""
    clauses = comma_clauses(text)
    naming = [_only_stale(clause, stale) for clause in clauses]
    if not any(naming) or all(naming):
        return text
    kept = " ".join(c for c, names in zip(clauses, naming, strict=True) if not names)
    return kept.rstrip(",;") if len(kept.split()) >= 3 else text


def _only_stale(clause: str, stale: set[str]) -> bool:
    """Whether `clause` names a replaced value as a whole token and sets no other value."""
    lowered = {value.lower() for value in stale}
    lowered_clause = clause.lower()
    names = any(names_token(lowered_clause, value, "./-") for value in lowered)
    others = [v for v in value_tokens(clause, names=False) if v.lower() not in lowered]
    return names and not others


def without_changed(old_text: str, old: Subject, new: Subject, new_text: str = "") -> str | None:
    """`old_text` without the values `new` changes, when it set several and `new` changes only
    some of them ("python 3.11 and Django 4.2.7" after "bump Django to 5.0"; "Tuesdays and
    Thursdays" after "Wednesdays too now, not Thursdays"), else None."""
    named = {value.lower() for value in new.said}
    changed = [("", v) for v in old.said if v not in old.values and named_as_gone(v, new_text)]
    kept: list[tuple[str, str]] = []
    labels = _stems(new.labels | new.frame) | {stem(value.lower()) for value in new.said}
    labels -= {stem(word.lower()) for word in _UNCHANGED.findall(new_text)}
    for value in dict.fromkeys((*old.values, *old.said)):
        if named_as_gone(value, new_text):
            changed.append(("", value))
            continue
        if value.lower() in named:
            continue
        label = _label_of(old_text, value)  # "Friday 15:30" when "the Friday session" moves,
        # "sol 07812 665581" when "sol's number is wrong"
        (changed if label and label in labels else kept).append((label, value))
    if not changed:
        changed, kept = _of_a_class_set_anew(kept, (old_text, new_text), old, new)
    if not changed or not kept:
        return None
    text = old_text
    for label, value in changed:
        text = _cut_pair(text, label, value) if label else _cut_listed(text, value)
    if any(names_token(text, v) for _l, v in changed):
        values = [value for _l, value in changed]
        return _without_parts(old_text, values) or _without_last_clause(old_text, values)
    return text


def _without_parts(text: str, values: list[str]) -> str | None:
    """`text` without the parts between semicolons that name any of `values`, when parts are
    left ("Donepezil 10mg at 8pm; paracetamol as needed" once "Furosemide 40mg at 8am" moved),
    else None."""
    parts = [part.strip() for part in text.split(";")]
    left = [part for part in parts if not any(names_token(part, v) for v in values)]
    if len(parts) < 2 or not left or len(left) == len(parts):
        return None
    return "; ".join(left).rstrip(".") + "."


_UNCHANGED = re.compile(
    r"\b([A-Za-z][\w-]+)\s+(?:is\s+|are\s+|stays?\s+|remains?\s+)?"
    r"(?:unchanged|as before|the same)\b",
    _I,
)
"""A word the change says stays as it was ("donepezil unchanged", "the dose stays the same"):
what it names is no label of the change."""


def _without_last_clause(text: str, values: list[str]) -> str | None:
    """`text` without its last clause when that clause names every one of `values` and no
    earlier clause names any ("Dr Mensah at Oakwood Lane Surgery" once "Tuesday 10 June at
    10:20" moved), else None."""
    *rest, last = comma_clauses(text)
    head = " ".join(rest).rstrip(" ,;")
    if not rest or any(names_token(head, v) for v in values):
        return None
    return f"{head}." if all(names_token(last, v) for v in values) else None


def _of_a_class_set_anew(
    kept: list[tuple[str, str]], texts: tuple[str, str], old: Subject, new: Subject
) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """`kept` split into the values `new` changes and the others, when nothing labels them: the
    one value of a class `new` sets anew ("8:15" after "meet at 8:05 instead" leaves "Brook Rd
    leisure centre car park"; "the 14 of June" after "come the 21 of June")."""
    old_text, new_text = texts
    classes = _classes(set_anew(new.values, old.values), new_text)
    changed = [
        pair
        for pair in kept
        if (mine := _classes([pair[1]], old_text) & classes)
        and sum(_classes([v], old_text) & mine != set() for _l, v in kept) == 1
    ]
    if not all(_cuttable(old_text, value) for _l, value in changed):
        return [], kept  # cut from inside a clause, the rest would not read
    return [("", value) for _l, value in changed], [pair for pair in kept if pair not in changed]


def _classes(values: list[str], text: str) -> set[str]:
    """The classes of `values`, a bare number written with its month only a day of the month."""
    days = [v for v in values if v.isdigit() and day_of_month(v, text)]
    other = value_classes([v for v in values if v not in days])
    return other | {"day of month"} if days else other


def _cuttable(text: str, value: str) -> bool:
    """Whether `value` can go from `text` and leave it readable: a clause of its own, or in the
    last clause of a sentence of several ("..., they pick up the 14 of June")."""
    clauses = comma_clauses(text)
    return _stands_alone(text, value) or (len(clauses) > 1 and names_token(clauses[-1], value))


def _stands_alone(text: str, value: str) -> bool:
    """Whether `value` is a clause of `text` of its own, a word or two beside it at most."""
    for clause in comma_clauses(text):
        words = clause.strip(" ,;.").split()
        if names_token(clause, value) and len(words) <= len(value.split()) + 2:
            return True
    return False


def _cut_listed(text: str, value: str) -> str:
    """`text` without `value` and the connector joining it to its list ("and Thursdays"), or
    without the last part of the sentence that names it ("... on 14 July and back LO 276 on 24
    July" keeps the outbound flight)."""
    joint = r"(?:\s*,\s*|\s+(?:and|or|&)\s+)"
    listed = re.escape(value) + r"(?!\w|\.\w)"
    last_part = joint + r"(?:[^,;.]*?\s)?" + listed + r"[^,;]*?(?=[.!?]*$)"
    for pattern in (joint + listed, r"\b" + listed + joint, last_part):
        if found := re.search(pattern, text, re.IGNORECASE):
            cut = " ".join((text[: found.start()] + " " + text[found.end() :]).split())
            return re.sub(r"\s+([,.;:])", r"\1", cut)
    return text


def _stems(labels: frozenset[str]) -> set[str]:
    """Labels, lower-cased."""
    return {label.lower() for label in labels}


def _label_of(text: str, value: str) -> str:
    """The stemmed word just before `value` in `text` ("" when there is none)."""
    text = text.rstrip().rstrip(".!?")  # a value may end the sentence
    for start in token_starts(text, value, "."):
        if found := _WORD_BEFORE.search(text, 0, start):
            return stem(found.group(1).lower())
    return ""


def _cut_pair(text: str, label: str, value: str) -> str:
    """`text` without "<label word> <value>" and the connector joining it to its neighbour."""
    pair = r"(?P<word>[A-Za-z][\w-]*)\s+" + re.escape(value) + r"(?!\w|\.\w)"
    joint = r"(?:\s*,\s*|\s+(?:and|&)\s+)"
    for pattern in (joint + pair, r"\b" + pair + joint):
        for found in re.finditer(pattern, text, re.IGNORECASE):
            if stem(found.group("word").lower()) == label:
                cut = " ".join((text[: found.start()] + " " + text[found.end() :]).split())
                return re.sub(r"\s+([,.;:])", r"\1", cut)
    return text
