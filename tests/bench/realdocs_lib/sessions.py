"""90-round agent sessions over real documents, with parallel calls and questions asked later.

Each round the agent calls one to three tools at once (read_file, man, fetch_url, read_log), each
returning a page of a real document. Now and then the user asks, in their own words, about a
value read 2 to 80 rounds earlier; the request that carries the question is where the value must
be. Every answer appears in exactly one message of the session (its result) and in no question,
so keeping it cannot be an accident.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

from tests.bench.realdocs_lib.facts import Candidate, candidates
from tests.bench.realdocs_lib.sources import Doc
from tests.bench.workloads_lib.common import Message, Probe, Workload, result_message, tool_schema

__all__ = ["TOOLS", "Asked", "RealDocsSession"]

TOOLS = [
    tool_schema(
        "read_file", "Read a page of a file.", path={"type": "string"}, page={"type": "integer"}
    ),
    tool_schema(
        "man", "Show a page of a manual.", topic={"type": "string"}, page={"type": "integer"}
    ),
    tool_schema(
        "fetch_url", "Fetch a page of a URL.", url={"type": "string"}, page={"type": "integer"}
    ),
    tool_schema(
        "read_log", "Read a page of a log file.", path={"type": "string"}, page={"type": "integer"}
    ),
]
SYSTEM = (
    "You are a systems assistant on a Debian machine with Python tooling installed. Read files, "
    "manuals, logs and documentation pages with the tools and answer the user's questions "
    "precisely, quoting values as they appear."
)
TASK = (
    "I'm reviewing what is installed and configured on this box: package history, manuals, "
    "headers, library data and configs. Go through what I point you at; I'll ask about details "
    "as we go."
)
LOG_FORMATS = ("dpkg_log", "apt_log")


@dataclass(frozen=True)
class Asked(Probe):
    """A question's probe: the fact's answer, the call that read it, and how long ago."""

    call_id: str = ""
    age: int = 0
    format: str = ""


@dataclass
class _Read:
    doc: Doc
    page: int
    text: str
    call_id: str
    round: int


def _call(read: _Read) -> dict[str, object]:
    doc = read.doc
    if doc.format == "man":
        name, arguments = "man", {"topic": doc.name.rsplit(".", 1)[0], "page": read.page}
    elif doc.format == "html":
        name, arguments = "fetch_url", {"url": f"file://{doc.path}", "page": read.page}
    elif doc.format in LOG_FORMATS:
        name, arguments = "read_log", {"path": doc.path, "page": read.page}
    else:
        name, arguments = "read_file", {"path": doc.path, "page": read.page}
    return {"id": read.call_id, "type": "function",
            "function": {"name": name, "arguments": json.dumps(arguments)}}  # fmt: skip


@dataclass
class RealDocsSession(Workload):
    """A session of `rounds` rounds reading real documents, with `questions` asked later."""

    docs: dict[str, list[Doc]] = field(default_factory=dict)
    page_chars: int = 7_000
    questions: int = 24
    reads: dict[int, list[_Read]] = field(default_factory=dict)
    asks: dict[int, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.tools = TOOLS
        rng = random.Random(f"realdocs:{self.seed}:{self.window}")
        texts: dict[str, str] = {}
        pool = self._pool(rng, texts)
        for number in range(1, self.rounds + 1):
            self.reads[number] = [
                _Read(doc, page, text, f"call_{rng.getrandbits(40):010x}", number)
                for doc, page, text in (pool.pop() for _ in range(rng.choice((1, 2, 2, 3))))
            ]
        self._plant(rng, texts)

    def _pool(self, rng: random.Random, texts: dict[str, str]) -> list[tuple[Doc, int, str]]:
        """Pages to read, formats taken in turn; a document's pages in order."""
        formats = sorted(self.docs)
        wanted = self.rounds * 3
        pool: list[tuple[Doc, int, str]] = []
        turn = 0
        while len(pool) < wanted and formats:
            fmt = formats[turn % len(formats)]
            turn += 1
            fresh = [d for d in self.docs[fmt] if d.path not in texts]
            if not fresh:
                formats.remove(fmt)
                continue
            doc = rng.choice(fresh)
            try:
                text = texts[doc.path] = doc.text()
            except (OSError, ValueError):
                texts[doc.path] = ""
                continue
            pages = [text[i : i + self.page_chars] for i in range(0, len(text), self.page_chars)]
            start = rng.randrange(len(pages)) if fmt in LOG_FORMATS and pages else 0
            for number, page in enumerate(pages[start : start + rng.choice((1, 1, 2, 3))]):
                if page.strip():
                    pool.append((doc, start + number + 1, page))
        pool.reverse()
        return pool

    def _plant(self, rng: random.Random, texts: dict[str, str]) -> None:
        """Pick facts of early reads, each unique in the session, and ask them later."""
        reads = [r for number in sorted(self.reads) for r in self.reads[number]]
        corpus = [r.text for r in reads] + [json.dumps(_call(r)) for r in reads]
        rng.shuffle(reads)
        used: set[str] = set()
        probes: list[Probe] = []
        for read in reads:
            if len(probes) >= self.questions:
                break
            age = rng.choice((2, 3, 4, 5, 6, 8, 9)) if rng.random() < 0.4 else rng.randint(10, 80)
            at = read.round + age
            while at in self.asks:
                at += 1
            if at > self.rounds:
                continue
            fact = self._fact(rng, read, texts, corpus, used)
            if fact is None:
                continue
            used.add(fact.answer)
            self.asks[at] = fact.question
            probes.append(Asked(at, (fact.answer,), fact.question, None, read.call_id,
                                at - read.round, read.doc.format))  # fmt: skip
        asked = list(self.asks.values())
        self.probes = [p for p in probes if all(p.facts[0] not in q for q in asked)]

    @staticmethod
    def _fact(rng: random.Random, read: _Read, texts: dict[str, str], corpus: list[str],
              used: set[str]) -> Candidate | None:  # fmt: skip
        text = texts[read.doc.path]
        if len(text) > 200_000:  # structure read from the page's neighbourhood only
            text = read.text if read.doc.format != "json_min" else ""
        found = candidates(read.doc.format, text, read.text, read.doc.name, read.call_id)
        rng.shuffle(found)
        for fact in found[:40]:
            if fact.answer not in used and sum(fact.answer in t for t in corpus) == 1:
                return fact
        return None

    def start(self) -> list[Message]:
        return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": TASK}]

    def before(self, number: int) -> list[Message]:
        question = self.asks.get(number)
        return [{"role": "user", "content": question}] if question else []

    def after(self, number: int) -> list[Message]:
        reads = self.reads.get(number, [])
        said = "Answering from what I read above, then going on." if number in self.asks else None
        call = {"role": "assistant", "content": said, "tool_calls": [_call(r) for r in reads]}
        return [call, *(result_message(r.call_id, r.text) for r in reads)]

    def formats(self) -> list[str]:
        """The formats read in this session."""
        return sorted({r.doc.format for reads in self.reads.values() for r in reads})

    def describe(self) -> str:
        names = sorted({Path(r.doc.path).suffix for v in self.reads.values() for r in v})
        return (f"{self.rounds} rounds, {sum(map(len, self.reads.values()))} results "
                f"({len(self.formats())} formats, {' '.join(names)}), "
                f"{len(self.probes)} questions")  # fmt: skip
