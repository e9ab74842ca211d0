"""The markers that make a durable statement a change ("actually", "instead", "is now", "pushed
back a week"), a guess that changes nothing, and the lead-ins read past for a subject."""

from __future__ import annotations

import re

from judges.durable_detect import LEAD_IN

__all__ = ["is_shifted", "lead_stripped", "marks_change", "without_markers"]

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
_CHANGE_LEAD = re.compile(
    r"^(?:actually|correction|update[ds]?|change of plans?|scratch that)\b", _I
)
"""A marker that opens a change, however long the framing after it ("Change of plan from the
partners: ...")."""
_CHANGED_IN_FRAMING = re.compile(
    r"\b(?:(?:he|she|they|we|i|you|it)\s+(?:have\s+|has\s+)?(?:change[ds]?|move[ds]?)|"
    r"(?:the|my|our|your|their|his|her)\s+[\w-]+\s+(?:have\s+|has\s+)?(?:changed|moved))\b"
    r"|\b(?:switched|replaced|corrected|revised)\b",
    _I,
)
"""A change named in the framing before the colon ("He change the medicine: now ibuprofen
600 mg"): what follows the colon is the new value."""
_MARKER_REST = re.compile(
    r"^\s*(?:from|on|for|about|re|regarding|by|of|to|with|in|at)\b[^:]{0,36}:\s+"
    r"(?=\S+\s+\S+\s+\S+)",
    _I,
)
"""What a marker's phrase goes on with before its colon ("from the partners:"); not the key
the marker opens ("Updated quote: 1.240 €" is about the quote)."""
_CHANGE = re.compile(
    r"(?:^|[,.;:!?(]\s*|\b(?:wait|no|oh|ok|okay|also|and|but|so)\s+)actually\b|"
    r"(?:\b(?:is|are|was|were)\s|['’]s\s)actually\b|\bactually(?=\s*(?:[,.;:!?)]|$))|"
    r"\b(?:instead(?!\s+of\s+\w+ing\b)|change[ds]?(?!\s+(?:window|request|log|management|freeze|ticket|"
    r"board|set|record|control|advisory)s?\b)|changing|switch(?:ed|ing)?|updated|updating|"
    r"(?<!\bthe\s)(?<!\ban\s)(?<!\bany\s)(?<!\bno\s)(?<!\bfor\s)update"
    r"(?:s(?!\s+(?:will|are|on|about|from|via|in)\b))?|"
    r"moved|(?<!\bthe\s)(?<!\bour\s)(?<!\bmy\s)(?<!\bfor\s)(?<!\bof\s)(?:moves?|moving)"
    r"(?=\s+(?:to|it|them|the|our|my|this|that|back|forward|up|down|from|over|out|in|everything"
    r"|\w+\s+to|(?:[\w-]+\s+){2,6}to\s+\d+)\b)|"
    r"no longer|any ?more|correction|from now on|going forward|push(?:ed)?|"
    r"(?:from|starting|as of) next (?:week|month|\w+day)|"
    r"scratch that|rather than|replace[ds]?|revis(?:e|ed|ing)|rais(?:e|ed|ing)|lower(?:ed)?|"
    r"increas(?:e|ed|ing)|decreas(?:e|ed|ing)|bump(?:ed)?|reduc(?:e|ed|ing)|extend(?:ed)?|"
    r"push(?:ed)? back|postpon(?:e|ed)|reschedul(?:e|ed)|revised|not anymore|"
    r"(?:has|have|had|was|were) (?:declined|rejected|turned down|refused)|"
    r"changed my mind|on second thought|we'?re now|it'?s now|make (?:it|that)|renam(?:e|ed|ing)|"
    r"(?:it'?s|its|is|are) (?:[^,.;!?]|[.:]\d){1,60}"
    r"(?<!\bfor)(?<!\bright)(?<!\bjust)(?<!\bby)(?<!\buntil) now(?=\s*(?:[,.;!)]|$))|"
    r"(?:is|are) (?:therefore|thus|then|so|also) now|now (?:is|are|becomes?)\b|cancell?ed|"
    r"(?:^|[.!?]\s+)now,? (?:it|(?:the|our|my|his|her|their|your) [\w-]+(?: [\w-]+){0,3}?)"
    r"(?:'s|\s+is|\s+are|\s+will be)\b|"
    r"(?:we|they|he|she|it|you|i|is|are|was|will|'ll|(?-i:[A-Z][a-z]+)) now"
    r"(?!\s+(?:able|in a position)\b)|"
    r"too now|now,? not|"
    r"(?<=[a-z] )(?<!\bright )(?<!\bjust )(?<!\bfor )(?<!\bby )(?<!\buntil )(?<!\beven )"
    r"now:? (?=[£$€]?\d)|(?<=\d )now(?=\s*[.!,;)]?\s*$)|"
    r"(?:so|and|but) now (?:we|i|they|he|she)(?:'?d| would)? (?:want|need|plan|prefer|go)|"
    r"(?:(?:the|our|my|your) |^)new [\w-]+(?: (?!(?:and|or|but|is|are)\b)[\w-]+){0,6} "
    r"(?:is|are|will be|goes)\b|"
    r"(?:^|[.!?]\s+)new (?!(?:one|ones|message|e?mail|note|post|reply|letter|text|thread)\b)"
    r"[\w-]+(?: (?!from\b)[\w-]+){0,3}(?=:\s|\s+[£$€]?\d)|"
    r"clarif(?:y|ies|ied)|(?<=[\w,] )not (?=(?:\d[\w.:/-]*|(?-i:[A-Z])[\w-]*)\s*(?:[.!,;]|$))|"
    r"my mistake|my bad|i meant|typo|mistyped|misread|miscounted|misquoted|in fact|"
    r"not the (?:old|previous|original|earlier|first|other) (?:number|one|figure|value|date|time|"
    r"amount|price|rate|plan|limit)|"
    r"\bup(?:ped|ping|s)?\s+(?:it|that|them|this|the\s+dose)\s+to\b|"
    r"came back (?:at|with)|(?:put|bring|brought|take|took|knock(?:ed)?)\s+(?:it|that|them|this)\s+"
    r"(?:up|down|back)\s+to|turns out|turned out|(?:is|was) wrong|"
    r"upgrad(?:e|ed|es|ing)|downgrad(?:e|ed|es|ing)|migrat(?:e|ed|es|ing)|"
    r"(?:go|goes|going|went|gone|comes?|came|coming) (?:up|down)|"
    r"(?:ris(?:e|es|ing|en)|rose|fall(?:s|ing|en)?|fell|drop(?:s|ped|ping)?|climb(?:s|ed|ing)?)"
    r" to(?= (?:about |around |roughly )?[£$€]?\d)|"
    r"now (?:leaves?|starts?|arrives?|begins?|ends?|finishes?|opens?|closes?|runs?|costs?|"
    r"takes?|comes?|meets?|departs?)\b|back (?:to|down to|up to|at)(?=\s+(?:[\d£$€]|"
    r"(?:the |our |my )?(?:old|original|previous|usual|baseline|normal)\b|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day))|"
    r"(?:can'?t|cannot|won'?t) (?:do|make)|after all|scrap|ditch)\b",
    _I,
)
_HEDGED = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly|might|not sure|i guess|i suppose)\b|\bi think\W*$", _I
)
"""A guess ("v2.14.0 changed the pool config I think"): it changes nothing stated."""

_SHIFTED = re.compile(
    r"\b(?:push|pull|mov|brought|bring|bump|shift|put)\w*\s+(?:[\w'-]+\s+){0,4}?"
    r"(?:back|forward|up|out|earlier|later)\b|\b(?:delayed|postponed)\b(?!\s+(?:to|until)\b)",
    _I,
)


def without_markers(text: str) -> str:
    """`text` without the markers that open it ("Actually,", "Oh and", "Change of plan from the
    partners:"), capitalised as a sentence when it was ('' stays '')."""
    out = text.strip()
    for _ in range(4):
        match = _LEAD.match(out)
        if not match or match.end() == 0:
            break
        opened, out = out[: match.end()], out[match.end() :]
        if _CHANGE_LEAD.match(opened) and ":" not in opened and (rest := _MARKER_REST.match(out)):
            out = out[rest.end() :]  # "Change of plan from the partners: ..."
    out = out.strip()
    if not out or len(out.split()) < 3:
        return text.strip()
    return out[0].upper() + out[1:] if text.strip()[:1].isupper() else out


def lead_stripped(text: str) -> str:
    """`text` without leading markers ("Actually,", "Correction:", "Scratch that -"), and
    without the rest of a marker's phrase before a colon ("Change of plan from the partners:")."""
    marked = False
    for _ in range(4):
        match = _LEAD.match(text) or LEAD_IN.match(text) or _FRAMING.match(text)
        if match is None and marked:
            match = _MARKER_REST.match(text)
        if not match or match.end() == 0:
            break
        marked = match.re is _LEAD
        text = text[match.end() :]
    return text.strip()


def marks_change(text: str) -> bool:
    """Whether `text` is worded as a change (a marker in it, or opening it, or a change named
    in the framing before its colon), and not as a guess."""
    stripped = text.strip()
    framed = _FRAMING.sub("", stripped, count=1)
    framing = stripped[: len(stripped) - len(framed)]
    marked = _CHANGE.search(framed) is not None or _CHANGE_LEAD.match(stripped) is not None
    marked = marked or _CHANGED_IN_FRAMING.search(framing) is not None
    return marked and _HEDGED.search(framed) is None


def is_shifted(body: str) -> bool:
    """Whether a change moves a date or time by an amount rather than to a value ("QA pushed
    the freeze back two days")."""
    return _SHIFTED.search(body) is not None
