"""What a durable statement is about (its subject) and what it sets (its values).

A later statement of the same subject with other values supersedes the earlier one. The
subject is found from the statement's shape: the key of a `key: value` line, what a change
verb acts on ("change the deploy day from Tuesday to Thursday", "move standup to 10:00"), or
the left side of a copula ("the budget cap is $55k", "deploys stay on Thursdays"); failing
those, its frame: its content words with values, modal and change words left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judges.durable_detect import LEAD_IN
from judges.durable_statements import comma_clauses
from judges.durable_values import names_token, token_starts, value_classes, value_tokens
from judges.text import STOPWORDS, stem

__all__ = ["Subject", "same_subject", "subject_of", "without_changed", "without_values"]

_I = re.IGNORECASE
_LEAD = re.compile(
    r"^(?:(?:actually|correction|update|updated|change of plans?|scratch that|one more thing|"
    r"also|oh and|oh|wait|sorry|instead|ok so|okay so|so|btw|by the way|heads up|fyi|"
    r"small change|quick change|note|important|reminder|and)\b|(?:decision|rule|policy|"
    r"constraint|requirement|preference|fact|for the record|for reference)\s*:)[\s,:;—–-]*",
    _I,
)
_FRAMING = re.compile(r"^(?=(?:[^:\s]+\s+){3})[A-Za-z][^:]{20,80}:\s+(?=\S+\s+\S+\s+\S+)")
"""A framing phrase of four words or more before a colon, then a clause ("Policy update from
risk operations, effective now: block BIN 552213"): what the statement says is after it."""
_ASIDE = re.compile(r"\s*\([^()]*\)")
_CHANGE = re.compile(
    r"\b(?:actually|instead|change[ds]?|changing|switch(?:ed|ing)?|update[ds]?|updating|"
    r"move[ds]?|moving|no longer|any ?more|correction|from now on|going forward|push(?:ed)?|"
    r"scratch that|rather than|replace[ds]?|revis(?:e|ed|ing)|rais(?:e|ed|ing)|lower(?:ed)?|"
    r"increas(?:e|ed|ing)|decreas(?:e|ed|ing)|bump(?:ed)?|reduc(?:e|ed|ing)|extend(?:ed)?|"
    r"push(?:ed)? back|postpon(?:e|ed)|reschedul(?:e|ed)|revised|not anymore|"
    r"changed my mind|on second thought|we'?re now|it'?s now|make (?:it|that)|"
    r"my mistake|my bad|i meant|typo|"
    r"upgrad(?:e|ed|es|ing)|downgrad(?:e|ed|es|ing)|migrat(?:e|ed|es|ing)|"
    r"(?:go|goes|going|went|gone) (?:up|down)|back (?:to|down to|up to|at))\b",
    _I,
)
_HEDGED = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly|might|not sure|i guess|i suppose)\b|\bi think\W*$", _I
)
"""A guess ("v2.14.0 changed the pool config I think"): it changes nothing stated."""
_KEY_VALUE = re.compile(r"^([A-Za-z][^:]{0,40}):\s+(.+)$")
_CHANGE_TO = re.compile(
    r"\b(?:change|switch|update|move|set|raise|lower|increase|decrease|bump|reduce|extend|"
    r"push|make|reset|adjust|cut|shift|drop|lift|tighten|relax|rename|postpone|reschedule|"
    r"changed|switched|updated|moved|raised|lowered|increased|decreased|bumped|reduced|"
    r"extended|pushed|adjusted|shifted|postponed|rescheduled|changing|switching|updating|"
    r"moving|setting|raising|lowering|increasing|decreasing|bumping|reducing|extending|"
    r"pushing|shifting|postponing|rescheduling)\s+(.+?)\s+"
    r"(?:from\s+(.+?)\s+)?(?:to|up to|down to|back to|until|till)\s+(.+)$",
    _I,
)
_RISEN = re.compile(
    r"^([^,;]+?)(?:'s|\s+has|\s+have|\s+is|\s+was)?\s+(?:gone|went|goes|go|moved|jumped|dropped|"
    r"fallen|fell|risen|rose|climbed|increased|decreased)\s+(?:up\s+|down\s+|back\s+)?to\s+(.+)$",
    _I,
)
"""A figure that moved ("word count's gone up to 950"): its subject before the verb."""
_CLAUSE_END = re.compile(r"[,;]\s+|\s+(?:and|but|because|since|as|so)\s+", _I)
_COPULA = re.compile(
    r"^([^,;]+?)\s+(?:is|are|was|were|will be|stays|stay|remains|remain|goes|go|=)\s+"
    r"(?:now\s+|still\s+|actually\s+|going to be\s+|instead\s+)*(.+)$",
    _I,
)
_MODAL = re.compile(
    r"^([^,;]+?)\s+(?:should|shall|must|has to|have to|needs? to|will|can|may)(?:\s+not|n't)?\s+"
    r"(?:now\s+|still\s+|only\s+|always\s+|never\s+)*(.+)$",
    _I,
)
_FAMILIES = (
    ("goal", re.compile(r"\b(?:goal|objective|aim|mission|trying to|task is|focus)\b", _I)),
    ("waiting", re.compile(r"\b(?:waiting|blocked|awaiting|pending|on hold|status)\b", _I)),
    ("next", re.compile(r"\b(?:next step|next up|next thing|then we)\b", _I)),
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'_-]*")
_ID = re.compile(
    r"\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*\b"
)
_NUMBER = re.compile(r"(?<![\w.:])\d+(?![\w.:])")
_NOISE_TEXT = """
    actually instead change changed changes changing switch switched update updated move moved
    now new current currently longer anymore still going forward correction scratch rather
    replace replaced revise revised raise raised lower lowered increase increased decrease
    decreased bump bumped reduce reduced extend extended push pushed set reset adjust adjusted
    make made it's we're i'm i'd i'll we'll let's don't can't never always must shall should
    would could will may might also just really please okay ok so then from to is are was were
    be been being the a an of in on at for by with and or our my your their its it this that
    these those we i you they he she him her them us me am has have had do does did not no
    yes right wait sorry oh btw fyi note important reminder plan plans mind second thought
    up down upgrade upgraded downgrade downgraded migrate migrated went goes
"""
_NOISE = frozenset(_NOISE_TEXT.split())
_STALE_LEAD = re.compile(
    r"\s*\(?\b(?:from|instead of|rather than|not|was|replacing|no longer|previously)\s+"
    r"(?:the\s+|a\s+|an\s+)?$",
    _I,
)
"""The words before a value that name it as replaced ("from", "(was", "instead of the")."""
_WORD_BEFORE = re.compile(r"([A-Za-z][\w-]*)\s+$")


@dataclass(frozen=True)
class Subject:
    """The subject key of a statement, its frame, anchors, values and whether it is a change."""

    key: frozenset[str]
    frame: frozenset[str]
    anchors: frozenset[str]
    values: tuple[str, ...]
    change: bool
    labels: frozenset[str] = frozenset()
    """Content words just before each value ("Python" in "Python 3.12")."""
    said: tuple[str, ...] = ()
    """Every value the statement names, the replaced ones included."""
    family: frozenset[str] = frozenset()
    """The goal or state the statement speaks of: "goal", "waiting", "next"."""


def subject_of(text: str) -> Subject:
    """The subject of one durable statement."""
    body = _lead_stripped(text.strip().rstrip(".!;"))
    framed = _FRAMING.sub("", text.strip(), count=1)
    change = _CHANGE.search(framed) is not None and _HEDGED.search(framed) is None
    key_text, value_text = _split(body)
    values = tuple(value_tokens(value_text if key_text else body))
    if key_text and not values and value_text:
        values = (" ".join(value_text.lower().split()[:6]),)
    key = _content(key_text) if key_text else frozenset()
    anchors = frozenset(  # "Event 3" and "Event 4" are two items, not one restated
        token.lower() for token in (*_ID.findall(key_text or ""), *_NUMBER.findall(key_text or ""))
    )
    said = tuple(value_tokens(body))
    family = frozenset(name for name, pattern in _FAMILIES if pattern.search(body))
    core = _ASIDE.sub("", body) or body  # "(ticket RISK-4821)" names a source, not the subject
    return Subject(key, _content(core), anchors, values, change, _labels(core), said, family)


def same_subject(new: Subject, old: Subject) -> bool:
    """Whether `new` states the same item as `old` (later wording, maybe another value)."""
    if new.anchors != old.anchors and (new.anchors or old.anchors) and new.key and old.key:
        return False
    if new.key and old.key:
        if new.key == old.key:
            return True
        shared = len(new.key & old.key)
        if shared >= 2 and shared / len(new.key | old.key) >= 0.5:
            return True
    if new.change and _anchors_agree(new, old) and _changes(new, old):
        return True
    union = len(new.frame | old.frame)
    overlap = len(new.frame & old.frame) / union if union else 0.0
    return overlap >= 0.75 and bool(new.values) and _anchors_agree(new, old)


def _changes(new: Subject, old: Subject) -> bool:
    """Whether a statement worded as a change acts on `old`: it shares most of old's subject
    (or frame), or names a value of the same label, or names old's value beside a shared word."""
    for words in (old.key, old.frame):
        shared = len(words & new.frame)
        if words and shared >= min(2, len(words)) and shared * 2 >= len(words):
            return True
    alike = value_classes(new.values) == value_classes(old.values)
    if new.labels & old.labels and set(new.values) != set(old.values) and alike:
        return True
    if value_classes(new.values) & value_classes(old.values) and new.frame & old.frame:
        return True
    named = {_norm(value) for value in new.said} & {_norm(value) for value in old.values}
    same_class = bool(value_classes(new.values) & value_classes(old.values))
    return bool(named) and (bool(new.frame & old.frame) or same_class)


def _norm(value: str) -> str:
    """A value compared loosely: lower-cased, a plural "s" left out ("Tuesdays")."""
    lowered = value.lower()
    return lowered[:-1] if lowered.endswith("s") and len(lowered) > 3 else lowered


def without_values(text: str, stale: tuple[str, ...]) -> str:
    """`text` with the clauses naming a replaced value taken out ("from Tuesday", "(was 30)")."""
    out = text
    forms = {form for value in stale for form in (value, value[:-1] if value.endswith("s") else "")}
    for value in sorted(forms - {""}, key=len, reverse=True):
        out = _without_spans(out, value)
    out = _without_stale_clauses(out, forms - {""})
    out = re.sub(r"([,;])(?:\s*[,;])+", r"\1", re.sub(r"\s+([,.;:!?])", r"\1", out))
    return re.sub(r"\s{2,}", " ", out).strip().rstrip(",;")


def _without_spans(text: str, value: str) -> str:
    """`text` without each span that names `value` as replaced ("from Tuesday", "(was 30)")."""
    out, lowered, at = text, value.lower(), 0
    while (found := out.lower().find(lowered, at)) >= 0:
        lead = _STALE_LEAD.search(out, 0, found)
        if lead is None:
            at = found + 1
            continue
        end = found + len(value)
        end += out[end : end + 1] == ")"
        out, at = out[: lead.start()] + out[end:], lead.start()
    return out


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


def _labels(text: str) -> frozenset[str]:
    """The content word just before each value of `text`, stemmed."""
    labels = set()
    for value in value_tokens(text):
        at = text.find(value)
        before = [w.lower() for w in _WORD.findall(text[max(at - 40, 0) : at])]
        words = [w for w in before if w not in _NOISE and w not in STOPWORDS and len(w) > 1]
        if words:
            labels.add(stem(words[-1]))
    return frozenset(labels)


def _anchors_agree(new: Subject, old: Subject) -> bool:
    """Identifiers the older statement is about are named by the newer one too."""
    mentioned = {token.lower() for value in new.values for token in _ID.findall(value)}
    return not old.anchors or old.anchors <= (new.anchors | mentioned | set(new.frame))


def _lead_stripped(text: str) -> str:
    """`text` without leading markers ("Actually,", "Correction:", "Scratch that -")."""
    for _ in range(4):
        match = _LEAD.match(text) or LEAD_IN.match(text) or _FRAMING.match(text)
        if not match or match.end() == 0:
            break
        text = text[match.end() :]
    return text.strip()


def _split(body: str) -> tuple[str, str]:
    """The subject phrase and the value phrase of `body` ('' and '' when it has no such shape).

    Under a modal ("passwords must be rotated every 90 days") the predicate's words join the
    subject, so two rules about one noun stay apart.
    """
    for pattern in (_KEY_VALUE, _CHANGE_TO, _RISEN):
        match = pattern.search(body)
        if match and _content(match.group(1)):
            value = match.group(match.lastindex or 2)
            return match.group(1), _CLAUSE_END.split(value, maxsplit=1)[0] or value
    match = _MODAL.match(body)
    if match and len(match.group(1).split()) <= 6 and _content(match.group(1)):
        return f"{match.group(1)} {match.group(2)}", match.group(2)
    match = _COPULA.match(body)
    if match and len(match.group(1).split()) <= 8:
        if _content(match.group(1)):
            return match.group(1), match.group(2)
        if value_tokens(match.group(1)) and _content(match.group(2)):  # "Kofi Adu is on call"
            return match.group(2), match.group(1)
    return "", ""


def _content(text: str) -> frozenset[str]:
    """Content words of `text`, loosely stemmed, without values and change or modal words."""
    values = {word for token in value_tokens(text) for word in re.split(r"[\s/]+", token.lower())}
    words = set()
    for word in _WORD.findall(text):
        lowered = word.lower()
        if lowered in _NOISE or lowered in STOPWORDS or lowered in values or len(lowered) < 2:
            continue
        words.add(stem(lowered))
        words.update(stem(part) for part in lowered.split("-")[1:] if len(part) > 2)
    return frozenset(words)


def without_changed(old_text: str, old: Subject, new: Subject) -> str | None:
    """`old_text` without the values `new` changes, when it set several and `new` changes only
    some of them ("python 3.11 and Django 4.2.7" after "bump Django to 5.0"), else None."""
    named = {value.lower() for value in new.said}
    changed: list[tuple[str, str]] = []
    kept: list[tuple[str, str]] = []
    for value in old.values:
        if value.lower() in named:
            continue
        label = _label_of(old_text, value)
        (changed if label and label in _stems(new.labels) else kept).append((label, value))
    if not changed or not kept:
        return None
    text = old_text
    for label, value in changed:
        text = _cut_pair(text, label, value)
    if any(names_token(text, v, ".") for _l, v in changed):
        return None
    return text


def _stems(labels: frozenset[str]) -> set[str]:
    """Labels, lower-cased."""
    return {label.lower() for label in labels}


def _label_of(text: str, value: str) -> str:
    """The stemmed word just before `value` in `text` ("" when there is none)."""
    for start in token_starts(text, value, "."):
        if found := _WORD_BEFORE.search(text, 0, start):
            return stem(found.group(1).lower())
    return ""


def _cut_pair(text: str, label: str, value: str) -> str:
    """`text` without "<label word> <value>" and the connector joining it to its neighbour."""
    pair = r"(?P<word>[A-Za-z][\w-]*)\s+" + re.escape(value) + r"(?![\w.])"
    joint = r"(?:\s*,\s*|\s+(?:and|&)\s+)"
    for pattern in (joint + pair, r"\b" + pair + joint):
        for found in re.finditer(pattern, text, re.IGNORECASE):
            if stem(found.group("word").lower()) == label:
                cut = " ".join((text[: found.start()] + " " + text[found.end() :]).split())
                return re.sub(r"\s+([,.;:])", r"\1", cut)
    return text
