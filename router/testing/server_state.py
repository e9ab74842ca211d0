"""What a LocalOpenAIServer shares between its request threads: script, faults, log."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from router.testing import tokens
from router.testing.faults import Fault
from router.testing.replies import AssistantReply, Reply, ReplyScript, resolve_reply

__all__ = ["ReceivedRequest", "ServerState"]

_HIDDEN_HEADERS = frozenset({"authorization", "api-key", "x-api-key"})


class ReceivedRequest(dict[str, Any]):
    """A request body the server received (parsed JSON), with the server's token counts."""

    def __init__(
        self,
        body: Mapping[str, Any],
        *,
        path: str,
        headers: Mapping[str, str],
        prompt_tokens: int,
        functions_tokens: int,
        fault: Fault | None,
    ) -> None:
        super().__init__(body)
        self.path = path
        self.headers = {
            k.lower(): ("***" if k.lower() in _HIDDEN_HEADERS else v) for k, v in headers.items()
        }
        self.prompt_tokens = prompt_tokens
        self.functions_tokens = functions_tokens
        self.completion_reserve = tokens.completion_reserve(body)
        self.fault = fault

    @property
    def messages_tokens(self) -> int:
        """Prompt tokens spent on the messages alone."""
        return self.prompt_tokens - self.functions_tokens

    @property
    def requested_tokens(self) -> int:
        """Prompt tokens plus the completion reserve, as checked against the window."""
        return self.prompt_tokens + self.completion_reserve


class ServerState:
    """Thread-safe script, fault queue and request log of one server."""

    def __init__(
        self,
        *,
        window: int,
        replies: Iterable[Reply],
        default: Reply | None,
        model: str | None,
        count_tokens: tokens.MessageCounter | None,
    ) -> None:
        self.window = window
        self.model = model
        self.script = ReplyScript(replies, default)
        self.requests: list[ReceivedRequest] = []
        self.closing = threading.Event()
        self._count = count_tokens or tokens.count_messages
        self._faults: deque[Fault] = deque()
        self._lock = threading.Lock()

    def inject(self, faults: Sequence[Fault]) -> None:
        """Queue faults for the next requests."""
        with self._lock:
            self._faults.extend(faults)

    def received(self) -> list[ReceivedRequest]:
        """Requests received so far, in arrival order."""
        with self._lock:
            return list(self.requests)

    def pending_faults(self) -> list[Fault]:
        """Faults not applied yet."""
        with self._lock:
            return list(self._faults)

    def receive(
        self, body: Mapping[str, Any], path: str, headers: Mapping[str, str]
    ) -> ReceivedRequest:
        """Count, log and assign the next fault to an incoming request."""
        messages = [m for m in body.get("messages") or [] if isinstance(m, Mapping)]
        functions = tokens.count_tools(body.get("tools") or body.get("functions"))
        prompt = self._count(messages) + functions
        with self._lock:
            fault = self._faults.popleft() if self._faults else None
            request = ReceivedRequest(
                body,
                path=path,
                headers=headers,
                prompt_tokens=prompt,
                functions_tokens=functions,
                fault=fault,
            )
            self.requests.append(request)
        return request

    def reply_for(
        self, request: ReceivedRequest, *, consume: bool = True
    ) -> AssistantReply | BaseException | None:
        """The scripted outcome for `request`; None when the script is empty and has no default."""
        reply = self.script.pop() if consume else self.script.peek()
        if reply is None:
            return None
        return resolve_reply(reply, request, self.script.new_call_id)

    def response_model(self, request: Mapping[str, Any]) -> str:
        """The model name to report: the configured one, else the requested one."""
        return self.model or str(request.get("model") or "gpt-4o-mini")

    def count_reply(self, reply: AssistantReply) -> int:
        """Completion tokens of a reply."""
        return tokens.count_completion(reply.message)
