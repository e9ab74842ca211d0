"""HTTP handler of LocalOpenAIServer: chat-completions and Responses endpoints, faults, streams."""

from __future__ import annotations

import json
import select
import socket
import struct
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from router.testing import responses_api, wire
from router.testing.faults import Fault
from router.testing.replies import AssistantReply
from router.testing.server_state import ReceivedRequest, ServerState

__all__ = ["ChatHTTPServer", "ChatHandler"]

CHAT_PATHS = frozenset({"/v1/chat/completions", "/chat/completions"})
_CLIENT_GONE = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, TimeoutError)


class ChatHTTPServer(ThreadingHTTPServer):
    """A threading HTTP server that carries the shared ServerState."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int], state: ServerState) -> None:
        super().__init__(address, ChatHandler)
        self.state = state


class ChatHandler(BaseHTTPRequestHandler):
    """Serves POST /v1/chat/completions from the server's script and fault queue."""

    protocol_version = "HTTP/1.1"
    timeout = 30
    server: ChatHTTPServer

    def log_message(self, format: str, *args: Any) -> None:
        """Stay quiet."""

    def do_GET(self) -> None:
        """Every GET is unknown."""
        self._send_json(404, wire.error_body(f"Unknown path {self.path}", "invalid_request_error"))

    def do_POST(self) -> None:
        """Answer a chat-completions request; a client that went away is ignored."""
        try:
            self._serve()
        except _CLIENT_GONE:
            self.close_connection = True

    def _serve(self) -> None:
        """Route, log and answer one request."""
        path = self.path.split("?", 1)[0].rstrip("/")
        if path not in CHAT_PATHS and path not in responses_api.PATHS:
            message = f"Invalid URL (POST {self.path})"
            self._send_json(404, wire.error_body(message, "invalid_request_error"))
            return
        body = self._read_json()
        if body is None:
            message = "We could not parse the JSON body of your request."
            self._send_json(400, wire.error_body(message, "invalid_request_error"))
            return
        if path in responses_api.PATHS:
            body = responses_api.as_chat_body(body)
        state = self.server.state
        request = state.receive(body, path, dict(self.headers.items()))
        if request.fault is not None and self._fault_answered(request.fault, request):
            return
        if request.requested_tokens > state.window:
            self._send_json(400, self._context_length_body(request))
            return
        self._answer(request)

    def _read_json(self) -> dict[str, Any] | None:
        """The request body as a JSON object, or None when it is not one."""
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"null")
        except ValueError:
            return None
        return body if isinstance(body, dict) else None

    def _fault_answered(self, fault: Fault, request: ReceivedRequest) -> bool:
        """Apply a fault; True when it fully answered the request."""
        if fault.kind == "delay":
            dropped = self.server.state.closing.wait(fault.seconds) or self._client_gone()
            self.close_connection = self.close_connection or dropped
            return dropped
        if fault.kind in ("truncated_json", "stream_cut"):
            self._send_broken(fault, request)
        elif fault.kind == "rate_limit":
            self._send_rate_limit(fault, request)
        elif fault.kind == "server_error":
            self._send_json(fault.status, wire.server_error_body())
        elif fault.kind == "context_length":
            self._send_json(400, self._context_length_body(request))
        elif fault.kind == "trickle":
            self._send_trickle(fault, request)
        else:
            self._reset()
        return True

    def _answer(self, request: ReceivedRequest) -> None:
        """Send the scripted reply (or its error) for a request."""
        try:
            outcome = self.server.state.reply_for(request)
        except Exception as error:
            message = f"scripted reply failed: {error!r}"
            self._send_json(500, wire.error_body(message, "server_error", "scripted_reply_failed"))
            return
        if outcome is None:
            message = "no scripted reply left"
            self._send_json(500, wire.error_body(message, "server_error", "no_scripted_reply"))
        elif isinstance(outcome, BaseException):
            self._send_exception(outcome)
        elif request.get("stream"):
            events = [json.dumps(chunk) for chunk in self._chunks(outcome, request)]
            self._send_stream([*events, "[DONE]"])
        else:
            self._send_json(200, self._completion(outcome, request))

    def _completion(self, reply: AssistantReply, request: ReceivedRequest) -> dict[str, Any]:
        """The chat.completion body for a reply."""
        state = self.server.state
        model = state.response_model(request)
        if request.path in responses_api.PATHS:
            count = state.count_reply(reply)
            return responses_api.response_body(reply, model, request.prompt_tokens, count)
        return wire.completion_body(reply, model, request.prompt_tokens, state.count_reply(reply))

    def _chunks(self, reply: AssistantReply, request: ReceivedRequest) -> list[dict[str, Any]]:
        """The stream chunks for a reply, with usage when stream_options asks for it."""
        state = self.server.state
        if request.path in responses_api.PATHS:
            count = state.count_reply(reply)
            model = state.response_model(request)
            return responses_api.stream_events(reply, model, request.prompt_tokens, count)
        options = request.get("stream_options") or {}
        usage = None
        if options.get("include_usage"):
            usage = wire.usage_body(request.prompt_tokens, state.count_reply(reply))
        return wire.stream_chunks(reply, state.response_model(request), usage)

    def _context_length_body(self, request: ReceivedRequest) -> dict[str, Any]:
        """OpenAI's context_length_exceeded body with the request's numbers."""
        if request.path in responses_api.PATHS:
            return responses_api.overflow_body()
        return wire.context_length_body(
            self.server.state.window,
            request.messages_tokens,
            request.functions_tokens,
            request.completion_reserve,
        )

    def _send_rate_limit(self, fault: Fault, request: ReceivedRequest) -> None:
        """429 with OpenAI's body and Retry-After headers when the fault has one."""
        headers: dict[str, str] = {}
        if fault.retry_after is not None:
            headers["retry-after"] = f"{fault.retry_after:g}"
            headers["retry-after-ms"] = str(int(fault.retry_after * 1000))
        model = self.server.state.response_model(request)
        self._send_json(429, wire.rate_limit_body(model, fault.retry_after), headers)

    def _send_exception(self, error: BaseException) -> None:
        """An error response for a scripted exception, using its status_code when it has one."""
        status = getattr(error, "status_code", None)
        status = status if isinstance(status, int) and 400 <= status < 600 else 500
        kind = "invalid_request_error" if status < 500 else "server_error"
        self._send_json(status, wire.error_body(str(error), kind, getattr(error, "code", None)))

    def _send_broken(self, fault: Fault, request: ReceivedRequest) -> None:
        """A reply cut short: half a JSON body, or a stream that stops after some chunks."""
        reply = self._peek_reply(request)
        if request.get("stream"):
            events = [json.dumps(chunk) for chunk in self._chunks(reply, request)]
            if fault.kind == "stream_cut":
                self._send_stream(events[: fault.after_chunks], complete=False)
            else:
                self._send_stream([events[0][: len(events[0]) // 2], "[DONE]"])
            return
        data = json.dumps(self._completion(reply, request)).encode()
        self._send_bytes(200, data[: len(data) // 2], "application/json")

    def _send_trickle(self, fault: Fault, request: ReceivedRequest) -> None:
        """The scripted reply's body, one byte every `fault.seconds` (until the server closes)."""
        reply = self._peek_reply(request)
        if request.get("stream"):
            self._trickle_stream(fault, [json.dumps(c) for c in self._chunks(reply, request)])
            return
        data = json.dumps(self._completion(reply, request)).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        for index in range(len(data)):
            self.wfile.write(data[index : index + 1])
            self.wfile.flush()
            if self.server.state.closing.wait(fault.seconds):
                return

    def _trickle_stream(self, fault: Fault, events: list[str]) -> None:
        """A stream whose first `fault.after_chunks` events come whole, the rest byte by byte."""
        self._send_stream(events[: fault.after_chunks], complete=False)
        rest = "".join(f"data: {event}\n\n" for event in [*events[fault.after_chunks :], "[DONE]"])
        for byte in rest.encode():
            self.wfile.write(b"1\r\n" + bytes([byte]) + b"\r\n")
            self.wfile.flush()
            if self.server.state.closing.wait(fault.seconds):
                return
        self.wfile.write(b"0\r\n\r\n")

    def _peek_reply(self, request: ReceivedRequest) -> AssistantReply:
        """The reply the script would give next, left in place (empty text when there is none)."""
        try:
            outcome = self.server.state.reply_for(request, consume=False)
        except Exception:
            outcome = None
        if isinstance(outcome, AssistantReply):
            return outcome
        return AssistantReply({"role": "assistant", "content": ""})

    def _send_json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        """A complete JSON response."""
        self._send_bytes(status, json.dumps(body).encode(), "application/json", headers)

    def _send_bytes(
        self, status: int, data: bytes, content_type: str, headers: dict[str, str] | None = None
    ) -> None:
        """A complete response with Content-Length; the connection closes after it."""
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)
        self.close_connection = True

    def _send_stream(self, events: list[str], complete: bool = True) -> None:
        """Server-sent events over chunked encoding; an incomplete stream just stops."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        for event in events:
            self._write_event(event)
        if complete:
            self.wfile.write(b"0\r\n\r\n")

    def _write_event(self, data: str) -> None:
        """One `data: ...` event as one HTTP chunk."""
        payload = f"data: {data}\n\n".encode()
        self.wfile.write(f"{len(payload):x}\r\n".encode() + payload + b"\r\n")
        self.wfile.flush()

    def _client_gone(self) -> bool:
        """Whether the client closed its side while the server was waiting."""
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            return bool(readable) and self.connection.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def _reset(self) -> None:
        """Drop the connection with a TCP reset and no response."""
        self.close_connection = True
        linger = struct.pack("ii", 1, 0)
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, linger)
        self.connection.close()
