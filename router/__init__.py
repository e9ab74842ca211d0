"""Router: keeps chat requests inside the model's window; the one place that talks to models.

`Router.compact()` returns a request that fits; `complete()`/`acomplete()` also send it through
LiteLLM; `wrap()` does the same for any chat-completions `create` function.
"""

from router.config_model import RouterConfig
from router.engine.result import CompactResult
from router.errors import (
    ConfigurationError,
    ContextBudgetExceeded,
    InvalidMessagesError,
    OriginalNotFound,
    ProviderError,
    RouterError,
    StoreError,
)
from router.facade import Router
from router.provider.retry import RetryPolicy

__all__ = [
    "CompactResult",
    "ConfigurationError",
    "ContextBudgetExceeded",
    "InvalidMessagesError",
    "OriginalNotFound",
    "ProviderError",
    "RetryPolicy",
    "Router",
    "RouterConfig",
    "RouterError",
    "StoreError",
]
