"""Apache Flink Agents: a chat model setup and connection that compact each request per key.

`CompactingChatModelSetup` takes the place of a provider's chat model setup: it wraps any
`BaseChatModelConnection` (OpenAI, Anthropic, Ollama, ...) named by `connection`, and compacts
every request the built-in chat action sends, each tool round of its loop included, through a
`Router`. The session is the input event's key, passed as a prompt argument
(`ChatRequestEvent(..., prompt_args=session_args(ctx.key))`), which the tool loop carries to
every round, so every key has its own history and edit log. The proposal's options
(`chat.tool-results.keep-last-rounds`, `chat.tool-results.max-chars`, `chat.max-tool-rounds`,
...) are accepted as they are named there and mapped onto router settings by
`router_settings()`. `CompactingChatModelConnection` does the same under a setup of your own.

Only what the model sees is compacted: the tool loop's context in sensory memory and the
agent's short-term memory keep every original message.
"""

from __future__ import annotations

import difflib
import importlib
from collections.abc import Mapping, Sequence
from typing import Any

from flink_agents.api.chat_models.chat_model import (
    BaseChatModelConnection,
    BaseChatModelSetup,
)
from flink_agents.api.resource import ResourceType
from flink_agents.integrations.chat_models.chat_model_utils import to_openai_tool
from pydantic import Field, PrivateAttr, model_validator

from router import ConfigurationError, Router
from router.formats.edge import Compacted, compact_units
from router.integrations.flink_codec import FlinkCodec

__all__ = [
    "OPTIONS",
    "SESSION_ARG",
    "CompactingChatModelConnection",
    "CompactingChatModelSetup",
    "FlinkCodec",
    "compact_chat",
    "router_settings",
    "session_args",
]

SESSION_ARG = "session_id"
"""The prompt argument (and connection keyword) that names the session: the event's key."""
_NO_TOOLS = ("tool_choice", "parallel_tool_calls")  # keywords that need tools to be sent
_CHARS_PER_TOKEN = 4


def session_args(key: Any, **prompt_args: Any) -> dict[str, Any]:
    """`prompt_args` for a `ChatRequestEvent` whose session is `key` (the input event's key)."""
    return {**prompt_args, SESSION_ARG: str(key)}


# -- the proposal's options --------------------------------------------------------------------

OPTIONS: dict[str, str] = {
    "chat.tool-results.keep-last-rounds": "keep_last_rounds and mask_keep_rounds",
    "chat.tool-results.max-chars": "max_result_tokens (characters / 4)",
    "chat.max-tool-rounds": "max_tool_rounds",
    "chat.max-tool-rounds.on-limit": "on_stop: 'fail' -> 'raise', 'finish' -> 'finish'",
    "chat.summary.summarizer": "summarizer: a LiteLLM model name, or 'extractive'",
    "chat.summary.keep-last-turns": "summary_keep_groups",
    "chat.compaction.judge": "judge: LLMJudge(model) for rungs 7-9, or 'rule'",
    "chat.compaction.api-base": "api_base of the judge's and summariser's calls",
    "chat.compaction.trigger": "trigger: tokens, or a fraction of the usable window",
    "chat.compaction.target": "target: tokens, or a fraction of the usable window",
    "chat.compaction.recorder": "recorder: an SQLite path or a postgresql:// URL",
    "chat.context-window": "context_window",
}
"""Each Flink Agents option this integration reads, and the router setting it becomes."""


def router_settings(options: Mapping[str, Any]) -> dict[str, Any]:
    """Router keywords for the proposal's `chat.*` options; an unknown option is an error."""
    unknown = [name for name in options if name not in OPTIONS]
    if unknown:
        name = unknown[0]
        close = difflib.get_close_matches(name, list(OPTIONS), n=1)
        hint = f"did you mean {close[0]!r}?" if close else f"options: {', '.join(OPTIONS)}"
        raise ConfigurationError(f"unknown Flink Agents option {name!r}: {hint}")
    get = options.get
    knobs: dict[str, Any] = {}
    if (rounds := get("chat.tool-results.keep-last-rounds")) is not None:
        knobs["keep_last_rounds"] = knobs["mask_keep_rounds"] = int(rounds)
    if (chars := get("chat.tool-results.max-chars")) is not None:
        knobs["max_result_tokens"] = max(1, int(chars) // _CHARS_PER_TOKEN)
    if (cap := get("chat.max-tool-rounds")) is not None:
        knobs["max_tool_rounds"] = int(cap)
    if (mode := get("chat.max-tool-rounds.on-limit")) is not None:
        if mode not in ("fail", "finish"):
            raise ConfigurationError(
                f"chat.max-tool-rounds.on-limit={mode!r}: use 'fail' (the error path) or "
                "'finish' (one last call without tools)"
            )
        knobs["on_stop"] = "raise" if mode == "fail" else "finish"
    for option, knob, kind in (
        ("chat.summary.keep-last-turns", "summary_keep_groups", int),
        ("chat.context-window", "context_window", int),
        ("chat.compaction.trigger", "trigger", float),
        ("chat.compaction.target", "target", float),
    ):
        if (value := get(option)) is not None:
            knobs[knob] = kind(value)
    knobs.update(_models(options))
    if get("chat.compaction.recorder"):
        from recorder import Recorder

        knobs["recorder"] = Recorder(str(get("chat.compaction.recorder")))
    return knobs


def _models(options: Mapping[str, Any]) -> dict[str, Any]:
    """The judge and summariser the options name (LiteLLM model names)."""
    from judges import LLMJudge, LLMSummarizer

    extra = (
        {"api_base": options["chat.compaction.api-base"]}
        if options.get("chat.compaction.api-base")
        else {}
    )
    knobs: dict[str, Any] = {}
    judge = options.get("chat.compaction.judge")
    if judge and judge != "rule":
        knobs["judge"] = LLMJudge(str(judge), **extra)
    summarizer = options.get("chat.summary.summarizer")
    if summarizer and summarizer != "extractive":
        knobs["summarizer"] = LLMSummarizer(str(summarizer), **extra)
    return knobs


def _router_of(value: Any, model: str, options: Mapping[str, Any]) -> Router:
    """A Router given as one, as "module:attribute", or built for `model` from the options."""
    if value is None:
        return Router(model, **router_settings(options))
    if isinstance(value, str):
        module, _, attribute = value.partition(":")
        if not attribute:
            raise ConfigurationError(
                f"router={value!r}: name a Router as 'package.module:attribute'"
            )
        value = getattr(importlib.import_module(module), attribute)
    if not isinstance(value, Router):
        raise ConfigurationError(
            f"router: {type(value).__name__} is not a router.Router; pass one, or "
            "'package.module:attribute' naming one"
        )
    if options:
        raise ConfigurationError(
            "router and chat.* options given together: set the options on the Router you pass"
        )
    return value


def compact_chat(
    router: Router,
    messages: Sequence[Any],
    tools: Sequence[Any] | None,
    session_id: str,
    kwargs: Mapping[str, Any],
) -> Compacted:
    """`messages` compacted for the session; untouched `ChatMessage`s come back as given."""
    specs = [to_openai_tool(metadata=t.metadata, skip_length_check=True) for t in tools or ()]
    reserve = kwargs.get("max_tokens") or kwargs.get("max_completion_tokens")
    return compact_units(
        router,
        FlinkCodec(),
        messages,
        tools=specs or None,
        session_id=session_id,
        max_tokens=reserve,
    )


# -- resources -----------------------------------------------------------------------------------


class CompactingChatModelConnection(BaseChatModelConnection):  # type: ignore[misc]
    """Any chat model connection, named by `connection`, with each request compacted first.

    The session is the `session_id` keyword of the call (a `CompactingChatModelSetup` passes the
    event's key), else `session`.
    """

    connection: str = Field("", description="The wrapped connection's resource name.")
    router: Any = Field(None, description="A router.Router, or 'package.module:attribute'.")
    session: str = Field("flink-agents", description="The session when a call names none.")
    _inner: Any = PrivateAttr(None)
    _router: Router | None = PrivateAttr(None)

    @classmethod
    def around(cls, inner: Any, router: Router) -> CompactingChatModelConnection:
        """A compacting view of a connection object already resolved."""
        made = cls(connection=getattr(inner, "name", "") or "", router=router)
        made._inner, made._router = inner, router
        return made

    def open(self) -> None:
        """Resolve the wrapped connection and the router."""
        if self._inner is None:
            if not self.connection or self.resource_context is None:
                raise ConfigurationError(
                    "CompactingChatModelConnection needs connection='<resource name>' of the "
                    "connection to wrap"
                )
            self._inner = self.resource_context.get_resource(
                self.connection, ResourceType.CHAT_MODEL_CONNECTION
            )
        if self._router is None:
            if self.router is None:
                raise ConfigurationError("CompactingChatModelConnection needs router=")
            self._router = _router_of(self.router, "", {})

    def chat(self, messages: Sequence[Any], tools: list[Any] | None = None, **kwargs: Any) -> Any:
        """Compact `messages` for the call's session, then send them on the wrapped connection."""
        if self._inner is None or self._router is None:
            self.open()
        inner, router = self._inner, self._router
        assert router is not None  # open() resolved it or raised
        session = str(kwargs.pop(SESSION_ARG, None) or self.session)
        out = compact_chat(router, messages, tools, session, kwargs)
        if out.result.drop_tools:  # the round cap's finish: one last call without tools
            tools = None
            kwargs = {k: v for k, v in kwargs.items() if k not in _NO_TOOLS}
        return inner.chat(out.messages, tools=tools, **kwargs)

    def close(self) -> None:
        """Nothing of its own to close: the wrapped connection is a resource of the agent."""


class CompactingChatModelSetup(BaseChatModelSetup):  # type: ignore[misc]
    """A chat model setup for any connection that compacts each request per key.

    `model_args` are the keywords of every call (temperature, max_tokens, tool_choice, ...).
    The session is the prompt argument `session_id` (see `session_args`); `chat.*` options,
    given as keywords or in the agent's configuration under this class's name, shape the router
    built for `model` when no `router` is passed.
    """

    router: Any = Field(None, description="A router.Router, or 'package.module:attribute'.")
    options: dict[str, Any] = Field(default_factory=dict, description="The chat.* options.")
    model_args: dict[str, Any] = Field(default_factory=dict, description="Call keywords.")
    default_session: str = Field("flink-agents", description="The session when none is given.")
    _compacting: CompactingChatModelConnection | None = PrivateAttr(None)

    @model_validator(mode="before")
    @classmethod
    def _collect_options(cls, data: Any) -> Any:
        """`chat.*` keywords (as the agent's configuration passes them) go into `options`."""
        if not isinstance(data, dict):
            return data
        found = {k: v for k, v in data.items() if isinstance(k, str) and k.startswith("chat.")}
        rest = {k: v for k, v in data.items() if k not in found}
        return {**rest, "options": {**found, **(rest.get("options") or {})}}

    @property
    def model_kwargs(self) -> dict[str, Any]:
        """The model and `model_args`: the keywords every call gets."""
        return {"model": self.model, **self.model_args}

    def open(self) -> None:
        """Resolve the connection (and tools, prompt) as any setup does, then wrap it."""
        super().open()
        router = _router_of(self.router, self.model, self.options)
        self._compacting = CompactingChatModelConnection.around(super()._get_connection(), router)

    def _get_connection(self) -> Any:
        return self._compacting if self._compacting is not None else super()._get_connection()

    def chat(
        self, messages: Sequence[Any], prompt_args: Mapping[str, Any] | None = None, **kwargs: Any
    ) -> Any:
        """Compact and send `messages`; the session is `prompt_args['session_id']`."""
        args = dict(prompt_args or {})
        session = str(args.pop(SESSION_ARG, None) or self.default_session)
        return super().chat(messages, prompt_args=args, **{**kwargs, SESSION_ARG: session})
