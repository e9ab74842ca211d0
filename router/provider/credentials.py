"""Missing or rejected credentials: told apart from other failures, and the fix named.

A call with no key (LiteLLM reports it as a 500 whose message says "Missing credentials"; the
OpenAI SDK as an error saying the api_key option must be set) or a key the provider rejects
(401, 403) is `ProviderError(kind="auth")`: never retried, and its one line names what to set,
the environment variable LiteLLM reads for the model's provider or the `api_key=` passed.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from typing import Any

__all__ = ["AUTH", "auth_message", "is_auth_failure"]

AUTH = "auth"

MISSING = re.compile(
    r"missing credentials|api_key client option must be set|missing [\w ]*api[ _-]?key"
    r"|no api[ _-]?key (?:was )?(?:provided|found|set)|api[ _-]?key (?:is )?(?:not set|required)",
    re.IGNORECASE,
)


def is_missing(error: BaseException) -> bool:
    """Whether an error says no credentials were given."""
    return bool(MISSING.search(str(error)))


def is_auth_failure(error: BaseException, status: int | None) -> bool:
    """Whether credentials were missing or rejected (401, 403, or a message saying so)."""
    import openai

    rejected = openai.AuthenticationError | openai.PermissionDeniedError
    return isinstance(error, rejected) or status in (401, 403) or is_missing(error)


def auth_message(error: BaseException, status: int | None, request: Mapping[str, Any]) -> str:
    """One line: what went wrong with the credentials and what to set."""
    model = request.get("model")
    subject = f" for {model!r}" if isinstance(model, str) and model else ""
    passed = bool(request.get("api_key"))
    variables = _variables(error, model)
    where = " or ".join(variables) if variables else "the provider's API key variable"
    if is_missing(error) and not passed:
        return f"no credentials{subject}: set {where} in the environment, or pass api_key=..."
    check = "the api_key= passed" if passed else where
    return f"the provider rejected the credentials{subject} ({_said(error, status)}): check {check}"


def _said(error: BaseException, status: int | None) -> str:
    """The provider's own words (first line, credentials redacted, shortened), with the status."""
    from recorder import redact

    lines = redact(str(error)).strip().splitlines()
    words = lines[0][:200] if lines else type(error).__name__
    return f"{status}: {words}" if status else words


def _variables(error: BaseException, model: Any) -> list[str]:
    """The environment variables holding the key: LiteLLM's for a LiteLLM call, else OpenAI's."""
    litellm = sys.modules.get("litellm")
    if litellm is None or not type(error).__module__.startswith("litellm"):
        return ["OPENAI_API_KEY"]
    if not isinstance(model, str):
        return []
    try:
        missing = litellm.validate_environment(model=model).get("missing_keys") or []
    except Exception:  # an unknown provider: nothing to name
        missing = []
    keys = [name for name in missing if re.search(r"KEY|TOKEN|SECRET|CREDENTIAL", name)]
    if keys:
        return [str(name) for name in keys]
    provider = getattr(error, "llm_provider", None) or _provider(litellm, model)
    return [f"{provider.upper()}_API_KEY"] if provider else []


def _provider(litellm: Any, model: str) -> str | None:
    """The model's provider as LiteLLM names it (openai, anthropic, ...)."""
    try:
        return str(litellm.get_llm_provider(model=model)[1])
    except Exception:
        return None
