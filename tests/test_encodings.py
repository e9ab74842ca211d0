"""The quick reads behind a fast first call give what the slow ones give."""

from __future__ import annotations

import json

import pytest

from router.offline import configure_offline
from router.reading import encodings, model_facts

O200K = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"
CL100K = "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken"
SAMPLE = 'Un café, 12345 tokens <|endoftext|> and {"id": "call_7"}\n\n  done.'


@pytest.mark.parametrize("url", [O200K, CL100K])
def test_the_quick_parse_gives_tiktokens_ranks(url: str) -> None:
    configure_offline()
    from tiktoken.load import load_tiktoken_bpe, read_file_cached

    assert encodings.parse_bpe(read_file_cached(url)) == load_tiktoken_bpe(url)


@pytest.mark.parametrize("url", [O200K, CL100K])
def test_the_files_ranked_by_line_number_are(url: str) -> None:
    configure_offline()
    import hashlib

    from tiktoken.load import read_file_cached

    contents = read_file_cached(url)
    assert hashlib.sha256(contents).hexdigest() in encodings.RANKED_BY_LINE
    assert encodings.parse_bpe(contents, by_line=True) == encodings.parse_bpe(contents)


def test_ranks_by_line_keep_the_shape_checks() -> None:
    assert encodings.parse_bpe(b"IQ== 0\nIg== 1\n", by_line=True) == {b"!": 0, b'"': 1}
    assert encodings.parse_bpe(b"IQ== 0\n\nIg== 1\n", by_line=True) is None


@pytest.mark.parametrize(
    "contents", [b"IQ== 0\n\nIg== 1\n", b"IQ== 0 extra\nIg==\n", b"IQ== x\n", b"IQ== 0\nIQ== 1\n"]
)
def test_a_malformed_file_is_left_to_tiktoken(contents: bytes) -> None:
    assert encodings.parse_bpe(contents) is None


def test_a_wellformed_file_parses() -> None:
    assert encodings.parse_bpe(b"IQ== 0\r\nIg== 1\n") == {b"!": 0, b'"': 1}


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
def test_the_quick_encoding_is_tiktokens(name: str) -> None:
    configure_offline()
    import tiktoken

    quick = encodings._quick_uncached(name)
    reference = tiktoken.get_encoding(name)
    assert quick is not None and quick is not reference
    assert (quick.name, quick._pat_str, quick._special_tokens) == (
        reference.name,
        reference._pat_str,
        reference._special_tokens,
    )
    assert quick._mergeable_ranks == reference._mergeable_ranks
    assert quick.encode(SAMPLE, disallowed_special=()) == reference.encode(
        SAMPLE, disallowed_special=()
    )
    assert encodings.get_encoding(name).encode(SAMPLE, disallowed_special=()) == (
        reference.encode(SAMPLE, disallowed_special=())
    )


def test_an_entry_read_alone_is_the_whole_maps() -> None:
    table = model_facts._model_map()
    assert len(table) > 100
    for key in list(table)[::37]:
        assert model_facts._entry(key) == table[key]


def test_the_last_of_repeated_keys_wins_as_in_json(monkeypatch: pytest.MonkeyPatch) -> None:
    text = '{\n    "m": {"max_input_tokens": 1},\n    "m": {"max_input_tokens": 2}\n}'
    monkeypatch.setattr(model_facts, "_map_text", lambda: text)
    monkeypatch.setattr(model_facts, "_model_map", lambda: json.loads(text))
    assert model_facts._entry("m") == {"max_input_tokens": 2} == json.loads(text)["m"]
    assert model_facts._entry("absent") is None
