"""Real documents of this machine, by format, split into a building set and a measuring set.

Nothing here is written by the project: changelogs and man pages of installed packages, the
package manager's logs, C headers, and the Python, JSON, YAML, TOML, CSV/TSV, XML, Markdown,
HTML, reStructuredText and config files that installed packages and `/etc` ship. A file belongs
to the building set or the measuring set by a hash of its path, so whatever is tuned on one set
is measured on files it never saw.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import re
import subprocess
import sys
import sysconfig
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

__all__ = ["FORMATS", "Doc", "find_docs", "split_of"]

SETS = ("build", "measure")
MIN_BYTES, MAX_BYTES = 1_500, 3_000_000
PER_FORMAT = 400  # files looked at per format at most (sorted, so the choice is stable)
SKIP = (
    "/proc",
    "/sys",
    "/dev",
    "/work",
    "/tmp",
    "/run",
    "/root/.cache",
    "/usr/share/package-lists",
)


@dataclass(frozen=True)
class Doc:
    """One real file read as one format; `text()` is what a tool would return for it."""

    format: str
    path: str

    @property
    def split(self) -> str:
        """'build' or 'measure', by a hash of the path."""
        return split_of(self.path)

    @property
    def name(self) -> str:
        """The file's name without compression suffix."""
        return Path(self.path).name.removesuffix(".gz")

    def text(self) -> str:
        """The document as the agent's tool returns it (man pages rendered, JSON re-dumped)."""
        return render(self.format, self.path)


def split_of(path: str) -> str:
    """The set a file belongs to: a stable hash of its path, half and half."""
    return SETS[hashlib.sha256(path.encode()).digest()[0] % 2]


def _read(path: str) -> str:
    raw = Path(path).read_bytes()
    if path.endswith(".gz"):
        raw = gzip.decompress(raw)
    return raw.decode("utf-8", errors="replace")


def _man(path: str) -> str:
    """A man page rendered as `man` shows it (80 columns, no overstrike); raw roff if no man."""
    env = {**os.environ, "MANWIDTH": "80", "MAN_KEEP_FORMATTING": "", "LC_ALL": "C.UTF-8"}
    try:
        done = subprocess.run(
            ["man", "-l", "-P", "cat", path], capture_output=True, env=env, timeout=20, check=False
        )
        text = done.stdout.decode("utf-8", errors="replace")
    except (OSError, subprocess.TimeoutExpired):
        text = ""
    text = re.sub(r".\x08", "", text)
    return text if text.strip() else _read(path)


def render(fmt: str, path: str) -> str:
    """The text of `path` as format `fmt`."""
    if fmt == "man":
        return _man(path)
    text = _read(path)
    if fmt in ("json_pretty", "json_min"):
        data = json.loads(text)
        if fmt == "json_min":
            return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
        return json.dumps(data, indent=2, ensure_ascii=False)
    return text


def _site_dirs() -> list[str]:
    found = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    found.update(p for p in sys.path if p.endswith("-packages"))
    return sorted(p for p in found if os.path.isdir(p) and not p.startswith("/work"))


# format -> (roots, file-name test)
def _rules() -> dict[str, tuple[list[str], re.Pattern[str]]]:
    site = _site_dirs()
    share = ["/usr/share", "/usr/lib", *site]
    return {
        "changelog": (["/usr/share/doc"], re.compile(r"^changelog\.Debian\.gz$")),
        "man": (
            ["/usr/share/man/man1", "/usr/share/man/man5", "/usr/share/man/man8"],
            re.compile(r"\.[158]\.gz$"),
        ),
        "dpkg_log": (["/var/log"], re.compile(r"^dpkg\.log(\.\d+)?(\.gz)?$")),
        "apt_log": (["/var/log/apt"], re.compile(r"^(history|term)\.log(\.\d+)?(\.gz)?$")),
        "c_header": (["/usr/include"], re.compile(r"\.h$")),
        "python": (site, re.compile(r"\.py$")),
        "json_pretty": (share, re.compile(r"\.json$")),
        "json_min": (share, re.compile(r"\.json$")),
        "yaml": (share, re.compile(r"\.ya?ml$")),
        "toml": ([*share, "/root/.rustup"], re.compile(r"\.toml$")),
        "csv": (share, re.compile(r"\.csv$")),
        "tsv": (share, re.compile(r"\.tsv$")),
        "xml": (share, re.compile(r"\.(xml|xsd|xsl|svg|rdf)$")),
        "markdown": (share, re.compile(r"\.(md|markdown)$")),
        "html": (share, re.compile(r"\.html?$")),
        "rst": (share, re.compile(r"\.rst$")),
        "ini": (["/etc", *share], re.compile(r"\.(conf|ini|cfg)$")),
        "feed": (share, re.compile(r"\.(rss|atom)$")),
    }


FORMATS: tuple[str, ...] = tuple(_rules())


def _walk(roots: list[str]) -> Iterator[str]:
    seen: set[str] = set()
    for root in sorted(set(roots)):
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if not f"{folder}/{d}".startswith(SKIP))
            for name in sorted(files):
                path = os.path.join(folder, name)
                if path not in seen:
                    seen.add(path)
                    yield path


def _usable(fmt: str, path: str) -> bool:
    try:
        size = os.path.getsize(path)
    except OSError:
        return False
    if not MIN_BYTES <= size <= MAX_BYTES or not os.access(path, os.R_OK):
        return False
    if fmt in ("json_pretty", "json_min"):  # one file is read as one of the two, never both
        parity = int(hashlib.sha256(path.encode()).hexdigest()[-1], 16) % 2
        return parity == (0 if fmt == "json_pretty" else 1)
    return True


def _spread(paths: list[str], most: int) -> list[str]:
    """At most `most` of `paths`, spread evenly over the sorted list (not the first folder's)."""
    if len(paths) <= most:
        return paths
    step = len(paths) / most
    return [paths[int(i * step)] for i in range(most)]


def find_docs(split: str, formats: tuple[str, ...] = FORMATS) -> dict[str, list[Doc]]:
    """The files of set `split` ('build' or 'measure') by format; formats with none are left out."""
    if split not in SETS:
        raise ValueError(f"split must be one of {SETS}, not {split!r}")
    rules = {fmt: rule for fmt, rule in _rules().items() if fmt in formats}
    roots = [r for roots, _ in rules.values() for r in roots if os.path.isdir(r)]
    matched: dict[str, list[str]] = {fmt: [] for fmt in rules}
    for path in _walk(roots):
        name = os.path.basename(path)
        for fmt, (fmt_roots, test) in rules.items():
            if test.search(name) and path.startswith(tuple(fmt_roots)):
                matched[fmt].append(path)
    found: dict[str, list[Doc]] = {}
    for fmt, paths in matched.items():
        chosen = [p for p in paths if split_of(p) == split and _usable(fmt, p)]
        if chosen:
            found[fmt] = [Doc(fmt, p) for p in _spread(sorted(chosen), PER_FORMAT)]
    return found
