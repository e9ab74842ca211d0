"""Small talk: the weather, a match score, a moment away from the keyboard.

A sentence of this kind names figures ("it's 24 degrees today", "Arsenal won 3-1", "give me
twenty minutes") and so reads as a fact or a constraint, but nobody asks about it later:
`judges.durable_ledger` ranks such items after every other.
"""

from __future__ import annotations

import re

__all__ = ["idle_talk"]

_WEATHER = re.compile(
    r"\b(?:it(?:'s|\s+is|\s+was)|today(?:\s+is)?|now(?:\s+it\s+is)?|here(?:\s+it\s+is)?)\s+"
    r"(?:[\w,]+\s+){0,3}?-?\d+(?:\.\d+)?\s*(?:degrees|°)|"
    r"\b(?:raining|drizzl(?:e|ing)|snowing|pouring|sunny|heatwave)\b|(?<!\bif )\bthe weather\b",
    re.IGNORECASE,
)
"""How warm or wet it is where the speaker is ("In Manila now it is 33 degrees", "it's 9
degrees and drizzling"); not a limit a process keeps ("held at 2–5°C")."""

_SCORE = re.compile(
    r"\b(?:won|lost|drew|beat\s+\w+)\s+\d{1,2}[-–]\d{1,2}\b|"
    r"\b(?:football|match|game|derby|final)\b[^.]*?\b(?:was|ended|finished)\s+\d{1,2}[-–]\d{1,2}\b|"
    r"\bfantasy (?:football|league)\b|\b\d+(?:st|nd|rd|th) in the (?:league|table)\b",
    re.IGNORECASE,
)
"""A match's result or a league place ("we lost 6-0 last week", "the football last night was
2-2", "I'm 3rd in the league")."""

_AWAY = re.compile(
    r"\bbrb\b|\bbe right back\b|\bgive me (?:a|an|one|two|five|ten|fifteen|twenty|thirty|\d+)\s+"
    r"(?:sec|second|min|minute|moment|mo)s?\b",
    re.IGNORECASE,
)
"""The speaker stepping away ("give me twenty minutes", "brb standup")."""


def idle_talk(text: str) -> bool:
    """Whether `text` is small talk: the weather, a match score, or stepping away."""
    return any(pattern.search(text) for pattern in (_WEATHER, _SCORE, _AWAY))
