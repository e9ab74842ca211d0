"""Identifiers a durable statement names ("PRJ-2228", "KF-2209147", "c7g"), and whether two
statements name different ones: then each is about its own thing."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judges.durable_subjects import Subject

__all__ = ["ID", "codes", "codes_apart", "identifiers", "names_apart", "two_things"]

ID = re.compile(
    r"\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*\b"
)
"""A token of letters and digits, maybe joined by "-" or "_"."""


def names_apart(new: Subject, old: Subject) -> bool:
    """Whether both statements name identifiers and share none ("PRJ-1482" and "PRJ-2210"):
    what they measure belongs to two things."""
    mine, theirs = identifiers(new), identifiers(old)
    return bool(mine) and bool(theirs) and not mine & theirs


def two_things(new: Subject, old: Subject) -> bool:
    """Whether two statements name different identifiers and the new one sets more than an
    identifier ("every refund over $60 on PRJ-2228 needs Ines Okafor's approval" beside "...
    over $80 on PRJ-1695 ..."): each is about its own thing; a new reference alone ("the ref is
    now QX-9876") may still replace the old one."""
    if not codes_apart(new, old):
        return False
    mine = codes(new)
    return any(not ID.findall(value) and value.lower() not in mine for value in new.values)


def codes_apart(new: Subject, old: Subject) -> bool:
    """Whether both statements name codes (`codes`) and share none."""
    mine, theirs = codes(new), codes(old)
    return bool(mine) and bool(theirs) and not mine & theirs


def codes(subject: Subject) -> set[str]:
    """The identifiers a statement names that are codes ("PRJ-2228", "c7g"), not a number with
    its unit ("10mg", "8pm")."""
    return {code for code in identifiers(subject) if not _MEASURED.match(code)}


_MEASURED = re.compile(r"\d+(?:[.,]\d+)?[a-z]{1,3}$")


def identifiers(subject: Subject) -> set[str]:
    """The identifiers a statement names, lower-cased."""
    return {token.lower() for value in subject.said for token in ID.findall(value)}
