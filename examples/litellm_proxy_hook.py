"""LiteLLM proxy: every client of the proxy gets compaction with no code change.

Starts a local fake upstream (`router.testing.LocalOpenAIServer`, 16k window, answers like a
model), writes a proxy `config.yaml` whose `litellm_settings.callbacks` names
`router.integrations.litellm_proxy.handler`, starts the real `litellm` proxy on 127.0.0.1 and
drives it with the plain OpenAI SDK for 60 growing tool rounds under a model alias. Offline;
needs `compaction-router[proxy]`. Takes about half a minute (the proxy's start-up).

    python examples/litellm_proxy_hook.py
"""

from __future__ import annotations

import importlib.util
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from openai import OpenAI

from router.testing import LocalOpenAIServer

WINDOW = 16_000
ROUNDS = 60
CONFIG = """
model_list:
  - model_name: team-model
    litellm_params:
      model: openai/fake-model
      api_base: {base_url}
      api_key: sk-upstream-fake
    model_info:
      context_window: {window}
router_settings:
  model_group_alias: {{"my-team-alias": "team-model"}}
litellm_settings:
  callbacks: router.integrations.litellm_proxy.handler
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_proxy(folder: Path, base_url: str, key: str, port: int) -> subprocess.Popen[bytes]:
    if shutil.which("litellm") is None or importlib.util.find_spec("fastapi") is None:
        sys.exit("this example needs LiteLLM's proxy: pip install 'compaction-router[proxy]'")
    (folder / "config.yaml").write_text(CONFIG.format(base_url=base_url, window=WINDOW))
    root = str(Path(__file__).resolve().parents[1])
    env = dict(os.environ, LITELLM_MASTER_KEY=key, LITELLM_LOCAL_MODEL_COST_MAP="True")
    env.update(COMPACTION_ROUTER_DB=str(folder / "compaction.db"), PYTHONPATH=root)
    command = ["litellm", "--config", "config.yaml", "--host", "127.0.0.1", "--port", str(port)]
    log = (folder / "proxy.log").open("wb")
    process = subprocess.Popen(command, env=env, cwd=folder, stdout=log, stderr=subprocess.STDOUT)
    for _ in range(240):
        if process.poll() is not None:
            sys.exit(f"the proxy exited; see {folder / 'proxy.log'}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return process
        time.sleep(0.5)
    process.terminate()
    sys.exit("the proxy did not start within 120 s")


def tool_round(n: int) -> list[dict[str, Any]]:
    call = {
        "id": f"call_{n}",
        "type": "function",
        "function": {"name": "lookup", "arguments": json.dumps({"page": n})},
    }
    rows = "\n".join(f"row {r}: item ITEM-{n:03d}-{r:02d} price {r * 3}.50" for r in range(40))
    return [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": f"call_{n}", "content": rows},
    ]


def main() -> None:
    key, port = "sk-" + secrets.token_hex(32), free_port()
    with (
        tempfile.TemporaryDirectory() as folder,
        LocalOpenAIServer(window=WINDOW, default="noted") as upstream,
    ):
        process = start_proxy(Path(folder), upstream.base_url, key, port)
        try:
            client = OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=key, max_retries=0)
            history: list[dict[str, Any]] = [
                {"role": "user", "content": "Page through the inventory."}
            ]
            for n in range(ROUNDS):
                history += tool_round(n)
                client.chat.completions.create(
                    model="my-team-alias",
                    messages=history,
                    extra_headers={"x-session-id": "inventory-1"},
                )
        finally:
            process.terminate()
            process.wait(timeout=30)
        seen = upstream.requests
        print(f"{ROUNDS} of {ROUNDS} rounds through the proxy under the alias 'my-team-alias'")
        print(
            f"the upstream saw model {seen[-1]['model']!r}; largest request: {max(r.requested_tokens for r in seen)} tokens (window {WINDOW})"
        )


if __name__ == "__main__":
    main()
