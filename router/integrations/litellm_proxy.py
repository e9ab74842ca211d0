"""LiteLLM proxy: one pre-call hook that compacts every chat request of every model of the proxy.

Install it in the proxy's `config.yaml`::

    litellm_settings:
      callbacks: router.integrations.litellm_proxy.handler

Each model group of the proxy gets its own `Router`: the window is the model's
`model_info.context_window` if set, else `model_info.max_input_tokens`, else LiteLLM's model info
for `litellm_params.model`; aliases (`router_settings.model_group_alias`) are resolved first. The
session is `metadata.session_id`, else the `x-session-id` header, else the key or user. Decisions
are recorded to `$COMPACTION_ROUTER_DB` when it is set (in memory otherwise).
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Mapping
from typing import Any

from litellm.integrations.custom_logger import CustomLogger

from router import ConfigurationError, ContextBudgetExceeded, Router
from router.formats.responses import acompact_responses

__all__ = ["CompactionHook", "handler"]

ENV_DB = "COMPACTION_ROUTER_DB"
_CHAT_CALLS = frozenset({"completion", "acompletion"})
_RESPONSES_CALLS = frozenset({"responses", "aresponses"})


def _proxy_router() -> Any:
    """The proxy's own model router (None outside a running proxy)."""
    from litellm.proxy import proxy_server

    return proxy_server.llm_router


def _recorder() -> Any:
    path = os.environ.get(ENV_DB)
    if not path:
        return None
    from recorder import Recorder

    return Recorder(path)


class CompactionHook(CustomLogger):
    """A LiteLLM proxy `CustomLogger` whose pre-call hook keeps each request inside its window."""

    def __init__(self, **router_options: Any) -> None:
        super().__init__()
        self.router_options = router_options
        self._routers: dict[str, Router] = {}
        self._lock = threading.Lock()
        self._store: Any = None

    async def async_pre_call_hook(
        self, user_api_key_dict: Any, cache: Any, data: dict[str, Any], call_type: Any
    ) -> dict[str, Any]:
        """The request data with its messages (or Responses input) compacted to fit."""
        if call_type not in _CHAT_CALLS | _RESPONSES_CALLS or not data.get("model"):
            return data
        router = self.router_for(str(data["model"]))
        session = session_of(data, user_api_key_dict)
        try:
            if call_type in _CHAT_CALLS and data.get("messages"):
                await _compact_chat(router, data, session)
            elif call_type in _RESPONSES_CALLS and isinstance(data.get("input"), list):
                await _compact_responses(router, data, session)
        except ContextBudgetExceeded as error:
            from fastapi import HTTPException

            raise HTTPException(status_code=400, detail=str(error)) from error
        return data

    def router_for(self, model: str) -> Router:
        """The one Router of the model group `model` names (alias resolved), made on first use."""
        group, deployment = resolve(model, _proxy_router())
        with self._lock:
            if group not in self._routers:
                if self._store is None:
                    self._store = _recorder()
                self._routers[group] = Router(
                    deployment.get("litellm_params", {}).get("model") or group,
                    context_window=window_of_deployment(group, deployment),
                    recorder=self._store,
                    **self.router_options,
                )
            return self._routers[group]


async def _compact_chat(router: Router, data: dict[str, Any], session: str) -> None:
    reserve = data.get("max_tokens") or data.get("max_completion_tokens")
    result = await router.acompact(
        data["messages"], tools=data.get("tools"), session_id=session, max_tokens=reserve
    )
    data["messages"] = result.messages
    if result.drop_tools:
        data.pop("tools", None)
        data.pop("tool_choice", None)


async def _compact_responses(router: Router, data: dict[str, Any], session: str) -> None:
    out = await acompact_responses(
        router,
        data["input"],
        instructions=data.get("instructions"),
        tools=data.get("tools"),
        session_id=session,
        max_output_tokens=data.get("max_output_tokens"),
    )
    data["input"] = out.messages


def resolve(model: str, proxy_router: Any) -> tuple[str, Mapping[str, Any]]:
    """The model group `model` names (through the proxy's aliases) and its first deployment."""
    aliases: Mapping[str, Any] = getattr(proxy_router, "model_group_alias", None) or {}
    target = aliases.get(model, model)
    group = str(target.get("model", model) if isinstance(target, Mapping) else target)
    for deployment in getattr(proxy_router, "model_list", None) or []:
        if deployment.get("model_name") == group:
            return group, deployment
    return group, {}


def window_of_deployment(group: str, deployment: Mapping[str, Any]) -> int:
    """The window: model_info.context_window, then max_input_tokens, then LiteLLM's model info."""
    info = deployment.get("model_info") or {}
    for key in ("context_window", "max_input_tokens"):
        if isinstance(info.get(key), int) and info[key] > 0:
            return int(info[key])
    model = (deployment.get("litellm_params") or {}).get("model") or group
    try:
        return Router(model).context_window
    except ConfigurationError as error:
        raise ConfigurationError(
            f"the proxy model {group!r} ({model}) has no known context window; "
            "set model_info.context_window for it in the proxy's config.yaml"
        ) from error


def session_of(data: Mapping[str, Any], key: Any) -> str:
    """metadata.session_id, the x-session-id header, then the key alias, key hash or user."""
    metadata = data.get("metadata") or {}
    if metadata.get("session_id"):
        return str(metadata["session_id"])
    request = data.get("proxy_server_request") or {}
    headers = {k.lower(): v for k, v in (request.get("headers") or {}).items()}
    headers.update({k.lower(): v for k, v in (metadata.get("headers") or {}).items()})
    if headers.get("x-session-id"):
        return str(headers["x-session-id"])
    alias = getattr(key, "key_alias", None)
    token = getattr(key, "token", None) or getattr(key, "api_key", None)
    user = getattr(key, "user_id", None) or data.get("user")
    if alias:
        return f"key:{alias}"
    if token:
        return "key:" + hashlib.sha256(str(token).encode()).hexdigest()[:16]
    return f"user:{user}" if user else "default"


handler = CompactionHook()
"""The instance to name in `litellm_settings.callbacks`."""
