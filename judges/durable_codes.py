"""Identifiers a durable statement names ("PRJ-2228", "KF-2209147", "c7g"), and whether two
statements name different ones: then each is about its own thing."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

__all__ = ["ID", "apart", "codes_apart", "identifiers_in", "two_things"]

ID = re.compile(
    r"\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*\b"
)
"""A token of letters and digits, maybe joined by "-" or "_"."""
_MEASURED = re.compile(r"\d+(?:[.,]\d+)?[a-z]{1,3}$")


def identifiers_in(said: Iterable[str]) -> set[str]:
    """The identifiers among the values a statement names, lower-cased."""
    return {token.lower() for value in said for token in ID.findall(value)}


def apart(mine: set[str], theirs: set[str]) -> bool:
    """Whether both statements name identifiers and share none ("PRJ-1482" and "PRJ-2210")."""
    return bool(mine) and bool(theirs) and not mine & theirs


def codes_apart(new_said: Iterable[str], old_said: Iterable[str]) -> bool:
    """Whether two statements name codes (`_codes`) and share none."""
    return apart(_codes(new_said), _codes(old_said))


def two_things(new_said: Sequence[str], new_values: Sequence[str], old_said: Sequence[str]) -> bool:
    """Whether two statements name different codes and the new one sets more than a code
    ("every refund over $60 on PRJ-2228 needs Ines Okafor's approval" beside "... over $80 on
    PRJ-1695 ..."): each is about its own thing; a new reference alone ("the ref is now
    QX-9876") may still replace the old one."""
    if not codes_apart(new_said, old_said):
        return False
    mine = _codes(new_said)
    return any(not ID.findall(value) and value.lower() not in mine for value in new_values)


def _codes(said: Iterable[str]) -> set[str]:
    """The identifiers a statement names that are codes ("PRJ-2228", "c7g"), not a number with
    its unit ("10mg", "8pm")."""
    return {code for code in identifiers_in(said) if not _MEASURED.match(code)}
