"""Token estimates: tiktoken offline, per-message counts cached by content."""

from __future__ import annotations

import hashlib
from collections.abc import Hashable, Sequence
from typing import Any

from recorder import canonical_json
from router.errors import InvalidMessagesError
from router.reading.encodings import get_encoding
from router.reading.parts import part_tokens

__all__ = ["TokenCounter", "encoding_name_for", "snapshot"]

Message = dict[str, Any]
STANDARD_KEYS = frozenset({"role", "content", "tool_call_id", "name", "tool_calls"})
PER_MESSAGE = 3
REPLY_PRIMING = 3
CACHE_BYTES = 32 * 2**20
"""Text the per-content cache of counts may hold before it starts again (bytes, about)."""
ENTRY_BYTES = 300
SEEN_LIMIT = 8_192
"""Messages remembered by identity per generation: the caller's list stays (each hit moves it to
the newest generation), messages rendered for one request age out after two generations."""
DIRECT_CHARS = 16_384  # longer text is encoded in pieces, so a run without breaks stays linear
RUN_PIECE = 128
RUN_BUDGET = 262_144
BREAKS = (" ", "\n", ",", ";", ">", "\u3002", "\uff0c", "\u3001")
O200K_PREFIXES = ("gpt-4o", "gpt-4.1", "gpt-4.5", "gpt-5", "o1", "o3", "o4", "chatgpt-4o")


def encoding_name_for(model: str) -> str:
    """tiktoken encoding used to estimate a model's tokens (o200k or cl100k)."""
    name = model.rsplit("/", 1)[-1].lower()
    return "o200k_base" if name.startswith(O200K_PREFIXES) else "cl100k_base"


CALL_KEYS = frozenset({"id", "type", "function"})
FUNCTION_KEYS = frozenset({"name", "arguments"})


def _plain_call(call: Any) -> tuple[str | None, ...] | None:
    """(id, type, name, arguments) of a call holding only those fields, all strings; else None.

    A field is None only when absent, so two different calls never share a key.
    """
    if not isinstance(call, dict) or not call.keys() <= CALL_KEYS:
        return None
    function = call.get("function")
    if not isinstance(function, dict) or not function.keys() <= FUNCTION_KEYS:
        return None
    values = [v for k, v in call.items() if k != "function"] + list(function.values())
    if not all(isinstance(v, str) for v in values):
        return None
    return (call.get("id"), call.get("type"), function.get("name"), function.get("arguments"))


def _calls_key(calls: Any) -> Hashable:
    """A key that tells tool-call lists apart exactly (a cheap one for the usual shape)."""
    if not calls:
        return None
    key = [_plain_call(call) for call in calls]
    if any(fields is None for fields in key):
        return canonical_json(calls)
    return tuple(key)


def _message_key(message: Message) -> Hashable:
    content = message.get("content")
    content_key = (
        content if isinstance(content, str) or content is None else canonical_json(content)
    )
    extras = None
    if not message.keys() <= STANDARD_KEYS:
        extras = canonical_json({k: v for k, v in message.items() if k not in STANDARD_KEYS})
    return (
        message.get("role"),
        content_key,
        message.get("tool_call_id"),
        message.get("name"),
        _calls_key(message.get("tool_calls")),
        extras,
        type(content) is str,
        tuple(message),
    )


class TokenCounter:
    """Estimates prompt tokens for one model's encoding; remembers each message it has seen."""

    def __init__(
        self, model: str, encoding: str | None = None, max_bytes: int = CACHE_BYTES
    ) -> None:
        self.encoding_name = encoding or encoding_name_for(model)
        self.max_bytes = max_bytes
        self._encoding: Any = None
        self._cache: dict[Hashable, tuple[int, bytes]] = {}
        self._cache_bytes = 0
        self._seen: dict[int, tuple[Message, Any, tuple[int, bytes]]] = {}
        self._seen_before: dict[int, tuple[Message, Any, tuple[int, bytes]]] = {}

    @property
    def encoding(self) -> Any:
        """The tiktoken encoding, loaded offline on first use."""
        if self._encoding is None:
            self._encoding = get_encoding(self.encoding_name)
        return self._encoding

    def text(self, text: str) -> int:
        """Tokens in a piece of text (long text in pieces: linear even without any break)."""
        if len(text) <= DIRECT_CHARS:
            return len(self.encoding.encode(text, disallowed_special=()))
        pieces, bound = _pieces(text)
        return bound + sum(
            len(self.encoding.encode(piece, disallowed_special=())) for piece in pieces
        )

    def info(self, message: Message, *, remember: bool = True) -> tuple[int, bytes]:
        """(tokens, content digest) of one message, from the cache when seen before.

        A message object seen before is found by identity and checked against a copy taken
        then (a deep comparison at C speed), so a change made in place is counted again.
        `remember=False`: a message made for one count only is not kept by identity.
        """
        seen = self._seen.get(id(message)) or self._seen_before.get(id(message))
        if seen is not None and seen[0] is message and seen[1] == message:
            self._remember(message, seen)
            return seen[2]
        key = _message_key(message)
        found = self._cache.get(key)
        if found is None:
            size = ENTRY_BYTES + _text_size(message)
            if self._cache_bytes + size > self.max_bytes:
                self._cache.clear()
                self._cache_bytes = 0
            self._cache_bytes += size
            digest = hashlib.blake2b(canonical_json(message).encode(), digest_size=16).digest()
            found = (self._count(message), digest)
            self._cache[key] = found
        if remember:
            self._remember(message, (message, snapshot(message), found))
        return found

    def _remember(self, message: Message, seen: tuple[Message, Any, tuple[int, bytes]]) -> None:
        """Keep `seen` in the newest generation; a full one becomes the older (the oldest goes)."""
        if id(message) not in self._seen and len(self._seen) >= SEEN_LIMIT:
            self._seen_before, self._seen = self._seen, {}
        self._seen[id(message)] = seen

    def message(self, message: Message, *, remember: bool = True) -> int:
        """Tokens one message adds to a request (see `info` for `remember`)."""
        return self.info(message, remember=remember)[0]

    def messages(self, messages: Sequence[Message]) -> int:
        """Tokens of a message list, reply priming included."""
        return REPLY_PRIMING + sum(self.info(message)[0] for message in messages)

    def tools(self, tools: Sequence[Any] | None) -> int:
        """Tokens the tool schemas add to a request."""
        if not tools:
            return 0
        try:
            text = canonical_json(list(tools))
        except (TypeError, ValueError) as error:
            raise InvalidMessagesError(
                None, f"the tools are not plain JSON ({error})", "pass tool schemas as JSON dicts"
            ) from error
        return 12 + self.text(text)

    def _count(self, message: Message) -> int:
        tokens = PER_MESSAGE + self.text(str(message.get("role", "")))
        tokens += self._content_tokens(message.get("content"))
        if message.get("name"):
            tokens += 1 + self.text(str(message["name"]))
        if message.get("tool_call_id"):
            tokens += self.text(str(message["tool_call_id"]))
        for call in message.get("tool_calls") or ():
            function = call.get("function") or {}
            arguments = function.get("arguments", "")
            text = arguments if isinstance(arguments, str) else canonical_json(arguments)
            tokens += 8 + self.text(str(function.get("name", ""))) + self.text(text)
        extras = {k: v for k, v in message.items() if k not in STANDARD_KEYS}
        if extras:
            tokens += self.text(canonical_json(extras))
        return tokens

    def _content_tokens(self, content: Any) -> int:
        if isinstance(content, str):
            return self.text(content)
        if not isinstance(content, list):
            return 0
        return sum(part_tokens(part, self.text) for part in content)


def _text_size(message: Message) -> int:
    """About how many bytes of text a message's cache key holds."""
    content = message.get("content")
    return len(content) if isinstance(content, str) else len(str(content or ""))


def _pieces(text: str) -> tuple[list[str], int]:
    """`text` cut before a break near every DIRECT_CHARS characters, and tokens counted unread.

    Cutting before whitespace or punctuation keeps the encoder's own word boundaries, so the
    count is the same or a token more per piece. A window with no break is a run, on which the
    encoder is quadratic: the first RUN_BUDGET characters of runs are encoded RUN_PIECE at a
    time (only adding tokens), any further run counts one token per UTF-8 byte, an upper bound.
    """
    pieces: list[str] = []
    bound = run_chars = start = 0
    while start < len(text):
        end = min(start + DIRECT_CHARS, len(text))
        cut = end
        if end < len(text):
            cut = max(text.rfind(mark, start + 1, end) for mark in BREAKS)
        if cut > start:
            pieces.append(text[start:cut])
            start = cut
            continue
        if run_chars < RUN_BUDGET:
            pieces.extend(text[i : min(i + RUN_PIECE, end)] for i in range(start, end, RUN_PIECE))
        else:
            bound += len(text[start:end].encode("utf-8", "surrogatepass"))
        run_chars += end - start
        start = end
    return pieces, bound


def snapshot(value: Any) -> Any:
    """A copy of a JSON-like value that later compares equal to it only while its content does.

    Dicts and lists are copied (strings and numbers shared), so a change made in place to the
    value shows as a difference; the cost is the number of containers, not the text length.
    """
    if isinstance(value, dict):
        return {key: snapshot(item) for key, item in value.items()}
    if isinstance(value, list):
        return [snapshot(item) for item in value]
    if isinstance(value, tuple):
        return tuple(snapshot(item) for item in value)
    return value  # text, numbers, or an SDK object compared as itself
