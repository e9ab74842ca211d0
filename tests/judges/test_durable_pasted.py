"""Material someone pastes (a log, a script, a command's output) and records an assistant writes
down as `**Key:** value` lines: what each says, and where it ranks."""

from __future__ import annotations

from judgekit import said

from judges.durable_core import core_of, identifying_clause

_LOG = (
    "Still failing. Renewals must finish before 06:00, the shop opens then. Output of the run:\n\n"
    "```\n"
    "Processing /etc/letsencrypt/renewal/shop.example.org.conf\n"
    "Renewing an existing certificate for shop.example.org\n"
    "Certificates changed: 0, failed: 1\n"
    "Never renew more than 5 times a week, rate limits apply\n"
    "```\n\n"
    "Any idea?"
)


def test_a_pasted_log_line_is_no_rule_and_changes_nothing_said() -> None:
    ledger = said(
        (
            "user",
            "I don't want the backup window touched, I changed the timer already, "
            "it's `02:15` now.",
        ),
        ("assistant", "Understood, the timer stays at 02:15."),
        ("user", "Last night's run:\n\n```\nSnapshots: 4 new, 1 changed, 220 unmodified\n```"),
        ("user", _LOG),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert any("backup window" in text for text in kinds)  # the user's rule stands
    pasted = [text for text in kinds if "renew more than 5 times" in text or "Snapshots" in text]
    assert pasted and all(kinds[text] == "fact" for text in pasted)


def test_pasted_lines_rank_after_what_the_user_says_in_their_own_words() -> None:
    ledger = said(("user", _LOG))
    order = [ledger.items[n].text for n in ledger.priority_order()]
    own = next(n for n, text in enumerate(order) if "before 06:00" in text)
    pasted = [n for n, text in enumerate(order) if "Certificates" in text or "renew more" in text]
    assert pasted and own < min(pasted)


def test_an_assistant_record_in_bold_key_lines_keeps_each_setting() -> None:
    ledger = said(
        ("user", "Can you write down what the log shipping looks like now, for the wiki?"),
        (
            "assistant",
            "For the wiki:\n\n"
            "- **Bucket:** `s3://acme-logs/prod` (eu-west-1, versioning on), shared with 4471-2290\n"
            "- **Rotation:** `--max-age 30d --max-size 2G`\n"
            "- **Shipper:** vector 0.41.1 on every node",
        ),
    )
    texts = " ".join(ledger.texts())
    for value in ("s3://acme-logs/prod", "--max-age 30d --max-size 2G", "0.41.1"):
        assert value in texts


def test_a_short_item_is_never_identified_by_a_clause_pointing_back() -> None:
    text = "our neighbour kemal takes the dog that week, he has a garden with 2 gates"
    assert identifying_clause(text) != "he has a garden with 2 gates"
    named = "the dog goes to Kemal Aydin on 14 August, he has a garden with 2 gates"
    assert identifying_clause(named) == "the dog goes to Kemal Aydin on 14 August"


def test_a_colon_inside_code_is_no_preamble() -> None:
    text = "Check that the config says `mode: strict` before every deploy to staging"
    assert core_of(text) == text


def test_the_clause_after_a_condition_is_what_it_says() -> None:
    text = "When the probe answers `{ok: false}`, drain the node and page the on-call engineer"
    assert core_of(text).endswith("page the on-call engineer")
