"""Testing aids: a scripted model and a local OpenAI-compatible server, both offline."""

from router.testing.errors import (
    bad_request_error,
    connection_error,
    context_length_error,
    rate_limit_error,
    server_error,
    timeout_error,
)
from router.testing.faults import Fault
from router.testing.replies import Reply
from router.testing.scripted import ScriptedCall, ScriptedModel
from router.testing.server import LocalOpenAIServer
from router.testing.server_state import ReceivedRequest

__all__ = [
    "Fault",
    "LocalOpenAIServer",
    "ReceivedRequest",
    "Reply",
    "ScriptedCall",
    "ScriptedModel",
    "bad_request_error",
    "connection_error",
    "context_length_error",
    "rate_limit_error",
    "server_error",
    "timeout_error",
]
