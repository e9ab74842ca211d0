"""A question in a person's words finds the setting spelt as an identifier."""

from __future__ import annotations

from rungs.excerpts import excerpt, excerpt_results
from rungs.excerpts.match import Query

SSHD = "\n".join(
    [
        "Port 22",
        "PermitRootLogin prohibit-password",
        "MaxAuthTries 6",
        "MaxSessions 10",
        "PubkeyAuthentication yes",
        "AuthorizedKeysFile .ssh/authorized_keys .ssh/authorized_keys2",
        "PasswordAuthentication no",
        "KbdInteractiveAuthentication no",
        "UsePAM yes",
        "X11Forwarding yes",
        "PrintMotd no",
        "AcceptEnv LANG LC_*",
        "Subsystem sftp /usr/lib/openssh/sftp-server",
    ]
)


def test_words_of_a_camel_case_or_snake_case_identifier_are_found() -> None:
    query = Query.build("remind me what the auth tries limit was")
    assert {"auth", "trie"} <= query.hits("MaxAuthTries 6")[0]
    assert {"auth", "trie"} <= query.hits("max_auth_tries: 6")[0]


def test_a_word_inside_a_lower_case_word_is_still_not_a_match() -> None:
    query = Query.build("tries")
    assert not query.hits("retries entries")[0]
    assert not query.hits("mAXAUTHTRIES")[0]  # no word boundary a reader would see


def test_the_question_in_words_keeps_the_line_that_answers_it() -> None:
    found = excerpt(SSHD, "In the sshd config, how many auth tries were allowed?", max_units=2)
    assert any("MaxAuthTries 6" in e.text for e in found)


LOG = "\n".join(
    f"2026-03-01T10:00:{i:02d}Z request_id=req-{i:04x}aa path={path} status={status}"
    for i, (path, status) in enumerate(
        [("/search", 200), ("/checkout", 200), ("/cart", 502), ("/checkout", 200)] * 5
        + [("/checkout", 502), ("/login", 502), ("/checkout", 200)]
    )
)


def test_a_status_code_asked_with_a_common_word_keeps_the_line_holding_both() -> None:
    found = excerpt_results({"log": LOG}, "Find every 502 error on the checkout path", max_units=1)[
        "log"
    ]
    matched = [e.body.split()[1] for e in found if e.reason == "match"]
    assert matched[0] == "request_id=req-0014aa"  # /checkout and 502, before the other 502s
