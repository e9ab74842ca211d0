"""Excerpts by structure: the smallest self-contained units of a tool result worth keeping.

A tool result is a document, not a list of lines. `find_units` detects its format (JSON,
NDJSON, CSV/TSV, Markdown tables, HTML, XML, YAML, logs, source code, prose, plain lines) and
cuts it into units: a JSON record with its path, a table row with its header, an element, a
log line, a code line under its definition's signature, a sentence. `excerpt` keeps the units
holding the goal's rare words or the identifiers asked about, plus units holding values rare
within their field (what "anything unusual" means), within a character budget. Cost is bounded
on huge, deep, truncated or binary input: parsing stops early and falls back to line windows.

    found = excerpt(result_text, goal_text, identifiers_in(newest_text), max_chars=600)
    kept = [unit.text for unit in found]

    by_key = excerpt_results({key: text, ...}, goal_text, newest_text, max_chars=600)
    plan_mask(..., excerpts={key: [e.text for e in found] for key, found in by_key.items()})
"""

from rungs.excerpts.detect import FORMATS, detect_format
from rungs.excerpts.match import Query, identifiers_in
from rungs.excerpts.model import Document, Excerpt, Unit
from rungs.excerpts.select import Pool, excerpt, excerpt_results
from rungs.excerpts.units import find_units

__all__ = [
    "FORMATS",
    "Document",
    "Excerpt",
    "Pool",
    "Query",
    "Unit",
    "detect_format",
    "excerpt",
    "excerpt_results",
    "find_units",
    "identifiers_in",
]
