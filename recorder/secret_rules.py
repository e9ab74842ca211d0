"""The secret shapes the recorder redacts: Yelp's detect-secrets rules, and the shapes they miss.

detect-secrets (a maintained rule set, used as pre-commit hook by many projects) supplies the
provider key formats (AWS, GitHub, GitLab, Slack tokens and webhooks, Stripe, Twilio, SendGrid,
npm, PyPI, OpenAI, JWTs, ...), private key headers, URL credentials and its keyword rules for
quoted assignments (``password = "..."``, ``"api_key": "..."``, ``'secret' => '...'``). Its
high-entropy and public-IP detectors are left out: hashes, ids and addresses in tool output are
data, not secrets. The rules are read from the installed package when first needed, so
``import recorder`` stays light.

The shapes below are those the rule set does not cover for text that is not a source file:
whole private key blocks, unquoted assignments, the same text JSON-escaped (once or twice),
XML elements, command-line flags, cookies and session ids, signed URL queries (Azure SAS
``sig=``, S3, GCS), and a letters-only bearer token.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

__all__ = ["SHAPES", "Rule", "maintained_rules"]

_TOKEN = r"[A-Za-z0-9_\-+/=.~]"
_Q = r"\\{0,3}[\"']?"  # a quote, perhaps JSON-escaped once or twice
_SLASH = r"\\{0,3}/"  # a slash, perhaps JSON-escaped


EVERYWHERE, NEAR_KEYWORD, AT_KEYWORD = 0, 1, 2
"""Where a rule is run: on the whole text, on the stretches around keywords, or from each
keyword's word (detect-secrets' keyword rules begin with the keyword: `password = "..."`)."""


@dataclass(frozen=True)
class Rule:
    """One pattern; `group` is the group holding the secret (0: the whole match); `where` says
    which parts of a text it is run on (a rule that needs a keyword near its secret is run only
    there: `KEYWORDS`)."""

    pattern: re.Pattern[str]
    group: int = 0
    where: int = EVERYWHERE
    needs: tuple[str, ...] = ()  # run only on a text holding one of these (lower case)


@dataclass(frozen=True)
class Rules:
    """A rule set, and the words its AT_KEYWORD rules' keywords begin with (api, password...)."""

    rules: tuple[Rule, ...]
    starts: tuple[str, ...] = ()


KEYWORDS = ("key", "pass", "pwd", "pw", "secret", "token", "contras", "iam", "cos", "cloudant",
            "softlayer", "authtoken")  # fmt: skip
"""Words a keyed rule needs near its secret (those of detect-secrets' keyword rules and more)."""
_BEFORE, _AFTER = 120, 1000  # the stretch around a keyword a NEAR_KEYWORD rule reads
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _keep(prefix: str, secret: str, suffix: str = "", needs: tuple[str, ...] = ()) -> Rule:
    """A rule whose secret is the group between a kept prefix and suffix."""
    return Rule(re.compile(f"{prefix}({secret}){suffix}", re.IGNORECASE), 1, EVERYWHERE, needs)


SHAPES = Rules(
    (
        # Private key blocks (PEM, OpenSSH, PGP), also when cut off before their END line.
        Rule(
            re.compile(
                r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?"
                r"(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\Z)"
            )
        ),
        # scheme://user:password@host, the password up to the host's @ (it may hold an @ itself),
        # also JSON-escaped (postgresql:\/\/admin:pw@db).
        _keep(
            rf"\b[a-z][a-z0-9+.\-]*:{_SLASH}{_SLASH}[^\s:/@\\\"']*:",
            r"[^\s/\"']+",
            r"(?=@)",
            needs=("@",),
        ),
        # Authorization headers, whatever their scheme.
        _keep(
            r"(?:proxy-)?authorization\\{0,3}[\"']?\s*[:=]\s*" + _Q + r"(?:\w+\s+)?",
            _TOKEN + "{4,}",
        ),
        # Password assignments, however short, quoted or not, in any escaping: password=hunter2,
        # "passwd": "x1y2", \"password\": \"pw\", 'password' => 'pw'.
        _keep(
            r"(?:password|passwd|pwd|passphrase|db_?pass)" + _Q + r"\s*(?:=>|[=:])\s*" + _Q,
            r"[^\s\"'\\,;&<>]{3,}",
        ),
        # Key-like assignments: api_key=..., "token": "...", secret: ...
        _keep(
            r"(?:key|token|secret|credential)s?" + _Q + r"\s*(?:=>|[=:])\s*" + _Q, _TOKEN + "{12,}"
        ),
        # XML and HTML elements: <password>...</password>, <api_key>...</api_key>
        _keep(
            r"<(?:(?:\w+:)?(?:password|passwd|pwd|secret|client_?secret|api_?key|access_?key|"
            r"(?:access_|refresh_|auth_)?token))\b[^>]*>",
            r"[^<]+",
            r"(?=</)",
        ),
        # Command-line flags: --password X, --token=X, --client-secret X
        _keep(
            r"(?<![\w-])--?(?:password|passwd|pass|pwd|secret|token|api-?key|client-secret|"
            r"auth-token)(?:=|\s+)(?!-)",
            r"[^\s\"'\\]+",
        ),
        # Cookies and session ids: sessionid=..., PHPSESSID=..., "session_token": "..."
        _keep(
            r"\b(?:session_?id|sessid|phpsessid|jsessionid|connect\.sid|csrftoken|session_?token|"
            r"auth_?token|remember_?token)" + _Q + r"\s*[=:]\s*" + _Q,
            r"[A-Za-z0-9%._\-+/]{6,}",
        ),
        # Signed URL queries: Azure SAS sig=, S3 / GCS signatures, tokens and keys in a query.
        _keep(
            r"(?:[?&]|\\u0026|&amp;)(?:sig|signature|x-amz-signature|x-amz-security-token|"
            r"x-amz-credential|x-goog-signature|x-goog-credential|access_token|id_token|"
            r"refresh_token|token|api_?key|key|client_secret|password|secret|code)=",
            r"[^&\s\"'#\\]+",
        ),
        # Slack incoming webhooks, JSON-escaped too (hooks.slack.com\/services\/T..\/B..\/..).
        Rule(re.compile(r"hooks\.slack\.com(?:\\{0,3}/[A-Za-z0-9_]+){3,}")),
        # Bearer, Basic and token credentials: with a digit or symbol from 8 characters, letters
        # only from 16.
        _keep(
            r"\b(?:Bearer|Basic|Token)\s+",
            rf"(?=\S*[0-9+/=]){_TOKEN}{{8,}}|[A-Za-z]{{16,}}\b",
            needs=("bearer", "basic", "token"),
        ),
        Rule(re.compile(r"\bsk-[A-Za-z0-9_\-]{12,}")),  # OpenAI sk-, sk-proj-; Anthropic sk-ant-
        Rule(re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}")),  # Stripe
        Rule(re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),  # AWS access key id
        Rule(re.compile(r"\bAIza[0-9A-Za-z_\-]{30,}")),  # Google
        Rule(re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}")),  # GitHub
        Rule(re.compile(r"\bgithub_pat_[A-Za-z0-9_]{20,}")),
        Rule(re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}")),  # GitLab
        Rule(re.compile(r"\bxox[abeprs]-[A-Za-z0-9\-]{10,}")),  # Slack
        Rule(re.compile(r"\bxapp-[A-Za-z0-9\-]{10,}")),
        Rule(re.compile(r"\bhf_[A-Za-z0-9]{20,}")),  # Hugging Face
        Rule(re.compile(r"\bnpm_[A-Za-z0-9]{30,}")),  # npm
        Rule(re.compile(r"\bSG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}")),  # SendGrid
        Rule(re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]+")),  # JWT
    )
)

_LEFT_OUT = frozenset(
    {
        "Base64HighEntropyString",  # hashes and ids are data
        "HexHighEntropyString",
        "IPPublicDetector",  # addresses are data
        "KeywordDetector",  # read below, from its own rule tables
        # IBM's and Cloudant's: context rules that scan slowly for shapes of one vendor
        "CloudantDetector",
        "IbmCloudIamDetector",
        "IbmCosHmacDetector",
        "SoftlayerDetector",
    }
)
_NEEDS = {
    "NpmDetector": ("_authtoken",),
    "AWSKeyDetector": ("aws", "akia", "asia", "a3t", "abia", "acca"),
    "AzureStorageKeyDetector": ("accountkey",),
    "SlackDetector": ("xox", "hooks.slack"),
    "BasicAuthDetector": ("://",),
}
_EDGES = " \t\r\n=:\"'"  # what groupless rules match around a secret (Artifactory's)


@functools.cache
def maintained_rules() -> Rules:
    """detect-secrets' rules (its regex plugins and its keyword rules for quoted values)."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
    from detect_secrets.plugins import keyword

    rules: list[Rule] = []
    plugins: list[type] = list(get_mapping_from_secret_type_to_class().values())
    for plugin in plugins:
        patterns = getattr(plugin, "denylist", None)
        if plugin.__name__ in _LEFT_OUT or not isinstance(patterns, list | tuple):
            continue
        needs = _NEEDS.get(plugin.__name__, ())
        rules.extend(Rule(p, 1 if p.groups else 0, EVERYWHERE, needs) for p in patterns)
    tables = (
        keyword.QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP,  # its rules for text of no known type
        keyword.GOLANG_DENYLIST_REGEX_TO_GROUP,  # and for code: my_password := "..."
        keyword.COMMON_C_DENYLIST_REGEX_TO_GROUP,
        keyword.C_PLUS_PLUS_REGEX_TO_GROUP,
    )
    keyed = {pattern: group for table in tables for pattern, group in table.items()}
    for pattern, group in keyed.items():
        begins = pattern.pattern.startswith("(" + keyword.DENYLIST[0])
        rules.append(Rule(pattern, group, AT_KEYWORD if begins else NEAR_KEYWORD))
    starts = {re.split(r"_\?", word)[0] for word in keyword.DENYLIST}
    return Rules(tuple(rules), tuple(sorted(starts)))


def _places(lowered: str, text: str, words: tuple[str, ...]) -> list[tuple[int, int, int]]:
    """Each word's place in `text`: (where it is, its line's start, its line's end)."""
    places = []
    for word in words:
        at = lowered.find(word)
        while at >= 0:
            places.append(at)
            at = lowered.find(word, at + len(word))
    found = []
    for at in sorted(set(places)):
        line_end = text.find("\n", at)
        found.append((at, text.rfind("\n", 0, at) + 1, len(text) if line_end < 0 else line_end))
    return found


def _stretches(places: list[tuple[int, int, int]]) -> list[tuple[int, int]]:
    """The stretches of text around keywords, merged, each within its line."""
    merged: list[tuple[int, int]] = []
    for at, line_start, line_end in places:
        start, end = max(at - _BEFORE, line_start), min(at + _AFTER, line_end)
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def spans(text: str, ruleset: Rules) -> list[tuple[int, int]]:
    """Where the rules find secrets in `text`: (start, end) pairs, unordered, may overlap."""
    found: list[tuple[int, int]] = []
    keyed = any(rule.where for rule in ruleset.rules)
    lowered = text.translate(_ASCII_LOWER)  # the same length, unlike str.lower()
    stretches = _stretches(_places(lowered, text, KEYWORDS)) if keyed else []
    starts = _places(lowered, text, ruleset.starts) if ruleset.starts else []
    for rule in ruleset.rules:
        if rule.needs and not any(word in lowered for word in rule.needs):
            continue
        if rule.where == AT_KEYWORD:
            for match in _from_keywords(text, rule.pattern, starts):
                found.extend(_secret(text, match, rule.group))
            continue
        for start, end in stretches if rule.where == NEAR_KEYWORD else [(0, len(text))]:
            for match in rule.pattern.finditer(text, start, end):
                found.extend(_secret(text, match, rule.group))
    return found


def _from_keywords(
    text: str, pattern: re.Pattern[str], places: list[tuple[int, int, int]]
) -> list[re.Match[str]]:
    """Matches of a rule that begins with its keyword, tried where each keyword begins."""
    matches: list[re.Match[str]] = []
    reached = 0
    for at, _, line_end in places:
        if at < reached:
            continue
        match = pattern.match(text, at, line_end)
        if match is not None:
            matches.append(match)
            reached = match.end()
    return matches


def _secret(text: str, match: re.Match[str], group: int) -> list[tuple[int, int]]:
    """The secret's span in a match (a groupless match trimmed of separators)."""
    start, end = match.span(group)
    if group == 0:
        while start < end and text[start] in _EDGES:
            start += 1
        while end > start and text[end - 1] in _EDGES:
            end -= 1
    return [(start, end)] if end > start else []
