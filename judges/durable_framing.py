"""Wording that frames a statement rather than states an item: a sentence announcing what
follows, the speaker's own hedge before what they say, a plan mentioned in passing
(`judges.durable_detect` applies them), and advice worded as a change (`judges.durable_changes`)."""

from __future__ import annotations

import re

from judges.durable_days import MONTH
from judges.durable_values import classes_of

__all__ = ["ADVICE", "PREFACE", "SAYING", "as_told", "planned"]

_I = re.IGNORECASE
PREFACE = re.compile(
    r"^(?:(?:right|ok(?:ay)?|and|but|oh|so|also|now|first|firstly)[,.\s]+)*"
    r"(?:(?:there(?:'s| is| are)\s+)?(?:one|two|three|a few|a couple of|another|an?)\s+"
    r"(?:more\s+|last\s+|other\s+|quick\s+|important\s+|small\s+|final\s+)?(?:thing|point|"
    r"request|note|rule|caveat|condition|warning)s?\b(?:\s+(?:first|up front|upfront|before we "
    r"\w+|to (?:say|add|mention|note)|(?:i|we) (?:want|need|have) to (?:say|add|mention)))?"
    r"(?:\s+(?:must|should|has to|needs? to) be (?:said|clear|understood|stated|noted|mentioned|"
    r"made clear)\b[^:]*)?|[^:]*\b(?:must|should|has to|needs? to) be (?:said|made clear|"
    r"stated)\b[^:]*|(?:an?\s+)?(?:small\s+|slight\s+|quick\s+|big\s+)?(?:change of plans?|"
    r"update|correction|news))\s*[.!,:;]?\s*$",
    _I,
)
"""A sentence that announces what follows ("One thing must be clear from the start, however.",
"one thing up front."): with no value and few words, it states nothing itself."""
SAYING = re.compile(
    r"^(?:(?:and|but|also|oh|so|now)[,\s]+)?i\s+(?:should|must|have to|need to|'d|would|might|"
    r"want to|wanted to|ought to)\s+(?:just\s+|also\s+)?(?:say|admit|confess|mention|add|stress|"
    r"point out|tell you|warn you|let you know|explain)\b[^,.;:]*?(?:\bthat\b|[,:])\s*",
    _I,
)
"""The speaker's own hedge before what they say ("I should say at the outset that ..."): its
modal verb asks nothing of anyone; what follows it is read on its own."""
_PLANNED = re.compile(
    r"^(?:(?:and|also|then|so)\s+)?(?:i'?m\s+|we'?re\s+)?(?:flying|leaving|arriving|starting|"
    r"going|moving|travell?ing|returning|heading|driving|landing|departing|coming back|"
    r"getting married|doing)\b",
    _I,
)
"""A plan stated in passing ("flying home from Zagreb on 22 May"): with a date, a fact."""
_GOING = re.compile(
    r"\b(?:we|i)(?:'ll|\s+will)?\s+(?:now\s+|then\s+)?(?:go|leave|fly|depart|arrive|travel|"
    r"sail|drive|set off|head off|start|meet|check in|check out)\b"
    r"(?!\s+(?:it|to|ahead|through|over|with|for|into|on about|back to)\b)"
    r"(?!.*\b(?:usually|whenever|every|always|often|sometimes|never)\b)",
    _I,
)
"""The speaker's plan ("Finally we go Sunday 15 June", "we leave the marina at 08:20", "we'll
fly out Friday"), not a habit ("I go to bed around 11pm usually") or a figure of speech ("we
leave it there"): with a date or an hour, a fact."""


ADVICE = re.compile(
    r"\b(?:must|should|would need to|will need to|needs? to|has to|have to)\s+(?:also\s+)?"
    r"(?:be\s+)?(?:move|moved|change|changed|switch|update|updated|shift|rebook|push|pushed)\b|"
    r"\b(?:it'?s|it is|it'?d be|it would be)\s+(?:probably\s+|also\s+|still\s+)?worth\b|"
    r"\bi'?d\s+(?:suggest|recommend)\b|\byou\s+(?:might|may|could)\s+(?:want to|consider)\b",
    re.IGNORECASE,
)
"""Advice worded as a change ("the car return must also move to 25 July", "it's worth arriving
before 8pm rather than on the dot"): it changes nothing."""
COMMITTED = re.compile(
    r"\b(?:i|we)(?:'ve| have)?\s+(?:(?:just|finally|now|already)\s+)?(?:signed up|registered|"
    r"enrolled|entered|booked|reserved)\b|\bgot (?:a|my|our) (?:place|spot|slot|ticket|ballot)|"
    r"\b(?:put|puts|book|books|booked|schedule[ds]?|slot(?:ted)?|fit(?:ted)?)\s+(?:me|us)\s+"
    r"(?:in|down|for|on)\b",
    _I,
)
"""Something the user committed to, or was booked for ("I've finally signed up for the Cardiff
Half on 6 October", "He put me in his plan for 25 July"): with a date, a fact."""


_LOOKING_BACK = re.compile(
    r"\b(?:should|shouldn't|ought to|could|couldn't|would|wouldn't|might|may|"
    r"must(?![^,.;]*\b(?:by|before|prior to|in time)\b))"
    r"(?:\s+not|\s+never|\s+(?:just|also|really))?\s+have\s+"
    r"(?P<verb>(?!\w*eed\b)\w{2,}ed|been|done|gone|seen|held|told|sent|kept|left|made|said|"
    r"paid|put|got|gotten|known|given|taken|written|brought|bought|thought|found|heard|met|"
    r"lost|spent|built|broken|chosen|driven|eaten|forgotten|spoken|stolen|shown|sold|meant|"
    r"felt|caught|taught|won|begun|run|let|set|read)\b",
    _I,
)
"""A modal looking back ("he should never have held it locally", "I must have swapped the
digits"): what was or was not done, or a guess at it, asks nothing of anyone now. "Must have
done it by Friday" is a deadline, and stays; so does "must have ten chairs", whose word after
"have" is no past participle."""


_WONDERED = re.compile(
    r"\b(?P<lead>(?:asks?|asked|asking|wonder(?:s|ed|ing)?|know|sure|see|check)\s+if|whether|"
    r"(?:do|d'|did)\s*you think)\s+(?P<who>we|i|you|they|he|she|it)\s+"
    r"(?:should|ought to|must)\b",
    _I,
)
"""A modal inside a question someone asks ("he asks if we should add a tz column", "do you
think we should raise prices"): it weighs something, it asks nothing of anyone yet. A condition
("if we must cancel, tell the venue") is no question, and stays."""


def as_told(text: str) -> str:
    """`text` with a modal looking back read as the report it is ("which he should never have
    held locally" reads "which he held locally"), and one inside a question asked as a
    question ("if we should add" reads "if we would add"); a rule's "must never have the heater
    on" names no past participle and stays."""
    told = _LOOKING_BACK.sub(lambda found: found["verb"], text)
    return _WONDERED.sub(lambda found: f"{found['lead']} {found['who']} would", told)


def planned(text: str, role: str) -> bool:
    """A plan the user states in passing with its date ("flying home from Zagreb on 22 May"),
    what they signed up for ("I've signed up for the Cardiff Half on 6 October"), when they go
    ("we leave the marina at 08:20"), or when
    something of theirs happens ("the show closes on Sunday 1 February")."""
    stated = (
        _PLANNED.match(text)
        or COMMITTED.search(text)
        or _SCHEDULED.match(text)
        or _GOING.search(text)
    )
    return role == "user" and stated is not None and "time" in classes_of(text)


_DATE = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?"
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH}\b|{MONTH}\s+\d{{1,2}}\b)"
)
_SCHEDULED = re.compile(
    r"(?:(?:the|our|my|his|her|their|your)\s+|^)(?:[\w'-]+\s+){1,4}?(?:[a-z]+s|will\s+[a-z]+)\s+"
    rf"(?:[\w'-]+\s+){{0,4}}?(?:on|from|until|till|by|before|after)\s+{_DATE}",
    re.I,
)
"""Something of the user's that happens on a date ("The show closes on Sunday 1 February",
"our lease ends on 31 August", "Player registrations close on Sunday 31 August"), not a count
("our two kids (7 and 10)")."""
