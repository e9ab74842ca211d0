"""Facts to ask about in a page of a real document, with the question a person would ask.

Each format's reader finds (answer, locator) pairs by the document's structure: a setting and its
value, a row's cell, a log line's version, a changelog entry's signer, a man page's option, a
sentence's number or name. The question names the locator in a person's words (keys split into
words, lower case, the file by its kind), never the verbatim line and never the answer.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser

__all__ = ["Candidate", "candidates", "humanise"]


@dataclass(frozen=True)
class Candidate:
    """A value to ask for and the question asking for it."""

    answer: str
    question: str


STOP = {"true", "false", "none", "null", "yes", "no", "on", "off", "the", "and", "default"}


def humanise(key: str) -> str:
    """`MaxAuthTries` / `max_auth_tries` / `max-auth.tries` -> 'max auth tries'."""
    key = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", key)
    key = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", key)
    return " ".join(re.split(r"[^A-Za-z0-9]+", key)).strip().lower()


def distinctive(value: str) -> bool:
    """A value worth asking for: specific enough to be checked verbatim."""
    value = value.strip()
    if not 3 <= len(value) <= 60 or value.lower() in STOP or "\n" in value:
        return False
    if re.fullmatch(r"[\W_]+", value) or re.fullmatch(r"-?\d{1,2}", value):
        return False
    return bool(re.search(r"\d", value)) or len(value) >= 6


def _doc(kind: str, name: str) -> str:
    stem = humanise(re.sub(r"\.(gz|json|ya?ml|toml|csv|tsv|xml|md|html?|rst|conf|ini|cfg|h|py)$",
                           "", name))  # fmt: skip
    return f"the {stem} {kind}".replace("  ", " ")


KV_ASK = (
    "What was {key} set to in {doc}?",
    "Remind me, in {doc}, what value did {key} have?",
    "Quick one about {doc}: what was the {key}?",
    "Going back to {doc} - what did it give for {key}?",
    "I forgot what {doc} said for {key}. What was it?",
)
KV_IN_ASK = (
    "In {doc}, under {section}, what was {key}?",
    "Remind me what {key} was for {section} in {doc}.",
    "What did {doc} list as the {key} of {section}?",
)
ROW_ASK = (
    "In {doc}, for the row with {where}, what was the {col}?",
    "Looking back at {doc}: the {col} where {where}?",
    "What {col} did {doc} show for the row with {where}?",
)
NEAR_ASK = (
    "{doc} mentioned a {kind} where it talked about {near}. Which one?",
    "What was the {kind} in {doc}, in the part about {near}?",
    "Remind me of the {kind} {doc} gave about {near}.",
)


def _pick(rng: random.Random, templates: tuple[str, ...], **values: str) -> str:
    return rng.choice(templates).format(**values)


def _kv(rng: random.Random, doc: str, key: str, value: str, section: str = "") -> Candidate:
    value = value.strip().strip(",").strip().strip("\"'")
    if section and humanise(section) and humanise(section) != humanise(key):
        question = _pick(rng, KV_IN_ASK, doc=doc, key=humanise(key), section=humanise(section))
    else:
        question = _pick(rng, KV_ASK, doc=doc, key=humanise(key))
    return Candidate(value, question)


KV_LINE = re.compile(r"^\s*([A-Za-z_][\w.\-]{2,40})\s*[:=]\s*(\S.{0,80}?)\s*$")
SECTION = re.compile(r"^\s*\[([^\]]{1,40})\]\s*$|^([A-Za-z_][\w.\-]{1,40}):\s*$")


def _config(rng: random.Random, text: str, doc: str) -> Iterator[Candidate]:
    section = ""
    for line in text.splitlines():
        if line.lstrip().startswith(("#", ";", "//")):
            continue
        head = SECTION.match(line)
        if head:
            section = head.group(1) or head.group(2)
            continue
        match = KV_LINE.match(line)
        if match and distinctive(match.group(2).strip("\"', ")):
            yield _kv(rng, doc, match.group(1), match.group(2), section)


def _json(rng: random.Random, text: str, doc: str) -> Iterator[Candidate]:
    try:
        data = json.loads(text)
    except ValueError:
        return

    def walk(node: object, parent: str, context: str) -> Iterator[Candidate]:
        if isinstance(node, dict):
            named = next((str(node[k]) for k in ("name", "id", "key", "title", "shapeName")
                          if isinstance(node.get(k), str | int)), "")  # fmt: skip
            for key, value in node.items():
                if isinstance(value, dict | list):
                    yield from walk(value, str(key), named or str(key))
                elif isinstance(value, str | int | float) and not isinstance(value, bool):
                    text = str(value)
                    if distinctive(text) and text != named:
                        yield _kv(rng, doc, str(key), text, named or parent)
        elif isinstance(node, list):
            for item in node[:400]:
                yield from walk(item, parent, context)

    yield from walk(data, "", "")


def _locator(head: list[str], rows: list[list[str]]) -> list[int]:
    """The columns that name a row: the first column whose values are all different, else the
    first two together; [] when neither names every row."""
    for col in range(len(head)):
        if len({row[col] for row in rows}) == len(rows):
            return [col]
    if len(head) > 2 and len({(row[0], row[1]) for row in rows}) == len(rows):
        return [0, 1]
    return []


def _csv(rng: random.Random, text: str, doc: str, sep: str) -> Iterator[Candidate]:
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    if len(lines) < 3:
        return
    head = [h.strip().strip('"') for h in lines[0].split(sep)]
    rows = [[c.strip().strip('"') for c in line.split(sep)] for line in lines[1:]]
    rows = [row for row in rows if len(row) == len(head)]
    names = _locator(head, rows) if len(head) >= 2 and all(len(h) <= 30 for h in head) else []
    if not names:
        return
    for row in rows:
        where = " and ".join(f"{humanise(head[c]) or 'first column'} {row[c]}" for c in names)
        for col, cell in enumerate(row):
            if col not in names and distinctive(cell) and humanise(head[col]):
                yield Candidate(cell, _pick(rng, ROW_ASK, doc=doc, where=where,
                                            col=humanise(head[col])))  # fmt: skip


DPKG = re.compile(r"^(\S+ \S+) (install|upgrade|remove|purge) (\S+?)(?::\S+)? (\S+) (\S+)$")
TERM = re.compile(r"^(Setting up|Unpacking|Preparing to unpack) .*?(\S+?)(?::\w+)? \((\S+?)\)")


def _logs(rng: random.Random, text: str, doc: str) -> Iterator[Candidate]:
    block: dict[str, str] = {}
    for line in text.splitlines():
        match = DPKG.match(line)
        if match:
            _when, action, package, old, new = match.groups()
            version = new if action in ("install", "upgrade") else old
            if distinctive(version):
                verb = {"install": "installed", "upgrade": "upgraded", "remove": "removed",
                        "purge": "purged"}[action]  # fmt: skip
                yield Candidate(version, rng.choice((
                    f"Which version of {package} got {verb}, going by the package log?",
                    f"The dpkg log showed {package} being {verb}. What version was that?",
                )))  # fmt: skip
            continue
        match = TERM.match(line)
        if match and distinctive(match.group(3)):
            yield Candidate(match.group(3), f"What version of {match.group(2)} did apt set up "
                                            "in that terminal log?")  # fmt: skip
            continue
        key, sep, value = line.partition(": ")
        if sep and key in ("Start-Date", "Commandline", "End-Date", "Requested-By"):
            block[key] = value
            if key == "End-Date" and "Commandline" in block and distinctive(value):
                command = " ".join(block["Commandline"].split()[:4])
                yield Candidate(value, f"When did the apt run for `{command} ...` finish?")
                block = {}


CHANGELOG_HEAD = re.compile(r"^(\S+) \(([^)]+)\) [^;]+;")
CHANGELOG_TAIL = re.compile(r"^ -- (.+?) <([^>]+)>\s+(.+)$")


def _changelog(rng: random.Random, text: str, doc: str) -> Iterator[Candidate]:
    head: tuple[str, str] | None = None
    for line in text.splitlines():
        match = CHANGELOG_HEAD.match(line)
        if match:
            head = (match.group(1), match.group(2))
            continue
        match = CHANGELOG_TAIL.match(line)
        if match and head:
            package, version = head
            yield Candidate(match.group(3).strip(), rng.choice((
                f"When was the {version} upload of {package} made?",
                f"What date is on the {package} changelog entry for {version}?",
            )))  # fmt: skip
            yield Candidate(match.group(2), f"Who signed off {package} {version}? Their email?")
            head = None


MAN_OPTION = re.compile(r"^ {5,9}((?:-\w, )?(--[\w][\w-]+))[^\n]*\n {10,}(\S[^\n]{20,})", re.M)


def _man(rng: random.Random, text: str, doc: str) -> Iterator[Candidate]:
    for match in MAN_OPTION.finditer(text):
        long_option, description = match.group(2), match.group(3)
        words = [w for w in re.findall(r"[a-z]{3,}", description.lower()) if w not in STOP]
        if len(words) >= 3:
            about = " ".join(words[:6])
            yield Candidate(long_option, rng.choice((
                f"In {doc}, which long option was it for {about}?",
                f"What's the flag in {doc} that does {about}?",
            )))  # fmt: skip


DEFINE = re.compile(
    r"^#[ \t]*define[ \t]+([A-Z_][A-Z0-9_]{3,})[ \t]+([^\s#][^/\n]{0,40}?)\s*(?:/\*.*)?$", re.M
)
PY_CONST = re.compile(r"^([A-Z_][A-Z0-9_]{3,})\s*(?::[^=]+)?=\s*(['\"]?[^\n]{3,60}?['\"]?)\s*$",
                      re.M)  # fmt: skip
PY_DEFAULT = re.compile(r"def (\w{4,})\(([^)]{0,300})\)")


def _code(rng: random.Random, text: str, doc: str) -> Iterator[Candidate]:
    for match in DEFINE.finditer(text):
        if distinctive(match.group(2)):
            yield Candidate(match.group(2).strip(), rng.choice((
                f"What is {humanise(match.group(1))} defined as in {doc}?",
                f"Which value does {doc} give the {humanise(match.group(1))} macro?",
            )))  # fmt: skip
    for match in PY_CONST.finditer(text):
        yield _kv(rng, doc, match.group(1), match.group(2))
    for match in PY_DEFAULT.finditer(text):
        for param in match.group(2).split(","):
            name, eq, default = param.partition("=")
            default = default.strip()
            name = name.split(":")[0].strip()
            if eq and distinctive(default.strip("\"'")) and name:
                yield Candidate(default.strip("\"'"), rng.choice((
                    f"What's the default {humanise(name)} of {humanise(match.group(1))} in {doc}?",
                    f"In {doc}, {humanise(match.group(1))} defaults {humanise(name)} to what?",
                )))  # fmt: skip


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._skip += tag in ("script", "style")

    def handle_endtag(self, tag: str) -> None:
        self._skip -= tag in ("script", "style") and self._skip > 0

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


TOKEN = re.compile(r"(?<![\w.-])(\d+\.\d+(?:\.\d+)+|\d{3,}(?:[.,]\d+)?|[A-Za-z]+_\w+|"
                   r"[A-Z][a-z]+[A-Z]\w+|[A-Za-z]+\d+\w*)(?![\w-])")  # fmt: skip
XML_LEAF = re.compile(r"<([\w:.-]+)[^>]*>([^<>\n]{3,60})</\1>")
XML_ATTR = re.compile(r"<([\w:.-]+)\s[^>]*?\b([\w:-]+)=\"([^\"]{3,60})\"")


def _kind(token: str) -> str:
    if re.fullmatch(r"\d+\.\d+(\.\d+)+", token):
        return "version"
    if re.fullmatch(r"[\d.,]+", token):
        return "number"
    return "name"


def _prose(rng: random.Random, text: str, doc: str) -> Iterator[Candidate]:
    for sentence in re.split(r"(?<=[.!?])\s+|\n\s*\n", text):
        words = [w for w in re.findall(r"[A-Za-z]{5,}", sentence.lower()) if w not in STOP]
        for token in TOKEN.findall(sentence):
            near = [w for w in dict.fromkeys(words) if w not in token.lower()]
            if distinctive(token) and len(near) >= 3:
                near_text = ", ".join(sorted(near, key=len, reverse=True)[:3])
                yield Candidate(token, _pick(rng, NEAR_ASK, doc=doc, kind=_kind(token),
                                             near=near_text))  # fmt: skip


def _markup(rng: random.Random, text: str, doc: str) -> Iterator[Candidate]:
    for match in XML_LEAF.finditer(text):
        if distinctive(match.group(2).strip()):
            yield _kv(rng, doc, match.group(1).split(":")[-1], match.group(2))
    for match in XML_ATTR.finditer(text):
        if distinctive(match.group(3)):
            yield _kv(rng, doc, match.group(2), match.group(3), match.group(1).split(":")[-1])


def _html(rng: random.Random, text: str, doc: str) -> Iterator[Candidate]:
    parser = _Text()
    parser.feed(text)
    yield from _prose(rng, " ".join(parser.parts), doc)


Reader = Callable[[random.Random, str, str], Iterator[Candidate]]
READERS: dict[str, tuple[str, Reader]] = {
    "changelog": ("changelog", _changelog),
    "man": ("man page", _man),
    "dpkg_log": ("package log", _logs),
    "apt_log": ("apt log", _logs),
    "c_header": ("header", _code),
    "python": ("module", _code),
    "json_pretty": ("JSON", _json),
    "json_min": ("JSON", _json),
    "yaml": ("YAML file", _config),
    "toml": ("TOML file", _config),
    "ini": ("config", _config),
    "csv": ("CSV", lambda rng, t, d: _csv(rng, t, d, ",")),
    "tsv": ("TSV", lambda rng, t, d: _csv(rng, t, d, "\t")),
    "xml": ("XML", _markup),
    "feed": ("feed", _markup),
    "markdown": ("doc", _prose),
    "rst": ("doc", _prose),
    "html": ("page", _html),
}


def candidates(fmt: str, text: str, page: str, name: str, seed: str) -> list[Candidate]:
    """Every fact a person could ask about in `page`, a page of `text` (a file named `name`).

    The structure is read from the whole document (a minified JSON page does not parse alone);
    only values on the page are kept.
    """
    kind, reader = READERS[fmt]
    rng = random.Random(seed)
    found = [c for c in reader(rng, text, _doc(kind, name)) if c.answer and c.answer in page]
    return [c for c in found if c.answer.lower() not in c.question.lower()]
