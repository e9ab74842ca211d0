"""LiteLLM proxy: the real proxy server with the compaction hook, in front of a local fake upstream."""

from __future__ import annotations

import importlib.util
import json
import os
import secrets
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("litellm.integrations.custom_logger")

from recorder import Recorder
from router.integrations.litellm_proxy import resolve, session_of, window_of_deployment
from router.testing import LocalOpenAIServer
from router.testing.tokens import count_messages

from .conftest import result_text

WINDOW = 16_000
ROUNDS = 60
STARTUP_SECONDS = 120
PROXY_DEPENDENCIES = ("fastapi", "uvicorn", "uvloop", "backoff", "apscheduler", "multipart")

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


def proxy_missing() -> str | None:
    """Why the proxy server cannot start here, or None."""
    if shutil.which("litellm") is None:
        return "the litellm command is not installed"
    missing = [m for m in PROXY_DEPENDENCIES if importlib.util.find_spec(m) is None]
    return f"proxy dependencies missing: {missing}" if missing else None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_until_up(process: subprocess.Popen[bytes], port: int) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the proxy exited with {process.returncode} before listening")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.5)
    raise RuntimeError(f"the proxy did not listen within {STARTUP_SECONDS}s")


@pytest.fixture(scope="module")
def proxy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SimpleNamespace]:
    reason = proxy_missing()
    if reason:
        pytest.skip(reason)
    folder = tmp_path_factory.mktemp("proxy")
    with LocalOpenAIServer(window=WINDOW, default="noted") as upstream:
        (folder / "config.yaml").write_text(
            CONFIG.format(base_url=upstream.base_url, window=WINDOW)
        )
        key, port, db = "sk-" + secrets.token_hex(32), free_port(), folder / "decisions.db"
        env = dict(
            os.environ,
            LITELLM_MASTER_KEY=key,
            LITELLM_LOCAL_MODEL_COST_MAP="True",
            COMPACTION_ROUTER_DB=str(db),
        )
        env["PYTHONPATH"] = os.pathsep.join(
            [str(Path(__file__).resolve().parents[2]), env.get("PYTHONPATH", "")]
        )
        command = [
            "litellm",
            "--config",
            str(folder / "config.yaml"),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ]
        with (folder / "proxy.log").open("wb") as log:
            process = subprocess.Popen(
                command, env=env, stdout=log, stderr=subprocess.STDOUT, cwd=folder
            )
        try:
            wait_until_up(process, port)
            yield SimpleNamespace(
                url=f"http://127.0.0.1:{port}/v1", key=key, upstream=upstream, db=db
            )
        finally:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)


def tool_round(index: int) -> list[dict[str, Any]]:
    call = {
        "id": f"call_{index}",
        "type": "function",
        "function": {"name": "lookup", "arguments": json.dumps({"page": index})},
    }
    return [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": f"call_{index}", "content": result_text(index, 0, 40)},
    ]


def test_sixty_growing_rounds_never_reach_the_upstream_over_its_window(
    proxy: SimpleNamespace,
) -> None:
    import openai

    client = openai.OpenAI(base_url=proxy.url, api_key=proxy.key, max_retries=0, timeout=60)
    history: list[dict[str, Any]] = [{"role": "user", "content": "Page through the inventory."}]
    answers = []
    for index in range(ROUNDS):
        history += tool_round(index)
        reply = client.chat.completions.create(
            model="my-team-alias",
            messages=history,
            extra_body={"metadata": {"session_id": "proxy-s1"}},
        )
        answers.append(reply.choices[0].message.content)
    seen = [r for r in proxy.upstream.requests if r.get("model") == "fake-model"]
    assert answers == ["noted"] * ROUNDS
    assert len(seen) >= ROUNDS
    assert count_messages(history) > WINDOW
    assert max(r.requested_tokens for r in seen) <= WINDOW
    with Recorder(proxy.db) as recorder:
        assert recorder.load_edits("proxy-s1")


def test_the_session_header_names_the_session(proxy: SimpleNamespace) -> None:
    import openai

    client = openai.OpenAI(base_url=proxy.url, api_key=proxy.key, max_retries=0, timeout=60)
    history: list[dict[str, Any]] = [{"role": "user", "content": "Page through the inventory."}]
    for index in range(40):
        history += tool_round(index)
    client.chat.completions.create(
        model="team-model", messages=history, extra_headers={"x-session-id": "proxy-h2"}
    )
    with Recorder(proxy.db) as recorder:
        assert recorder.load_edits("proxy-h2")


def test_aliases_resolve_to_their_group_and_its_window() -> None:
    deployment = {
        "model_name": "team-model",
        "litellm_params": {"model": "openai/x"},
        "model_info": {"context_window": 9_000},
    }
    proxy_router = SimpleNamespace(
        model_group_alias={"alias": "team-model"}, model_list=[deployment]
    )
    group, found = resolve("alias", proxy_router)
    assert (group, found) == ("team-model", deployment)
    assert window_of_deployment(group, found) == 9_000
    assert window_of_deployment("g", {"litellm_params": {"model": "gpt-4o-mini"}}) == 128_000


def test_an_unknown_window_names_the_setting_to_add() -> None:
    with pytest.raises(ValueError, match=r"model_info\.context_window"):
        window_of_deployment("mine", {"litellm_params": {"model": "openai/my-own-model"}})


def test_session_comes_from_metadata_then_header_then_key() -> None:
    key = SimpleNamespace(key_alias=None, token="hashed-token", user_id="u1")
    header = {"proxy_server_request": {"headers": {"X-Session-Id": "h"}}}
    assert session_of({"metadata": {"session_id": "m"}, **header}, key) == "m"
    assert session_of(header, key) == "h"
    by_key = session_of({}, key)
    assert by_key.startswith("key:") and "hashed-token" not in by_key
    assert session_of({}, SimpleNamespace(key_alias="team-a")) == "key:team-a"
