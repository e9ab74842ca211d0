"""Durable items through five compactions: the router's summary beside naive baselines.

Run: python3 tests/bench/durable.py [--histories N]
     python3 tests/bench/durable.py --quick     # 2 generated histories and the hand-written
     python3 tests/bench/durable.py --apart     # also the histories of durable_lib/apart*

Chat histories (generated with varied wording, shapes and order, plus hand-written ones) carry
safety rules, constraints, decisions, facts, the goal and state, and preferences, some changed
later. Each is compacted at 10/20/30% of its first part's tokens, then again after each of four
more parts. Printed per method and share: items kept after round 1 and after round 5, replaced
values still present after round 5 (of the changes made), requests over the target, and how
much of the target the last request uses. "router, history sent back" is a client that keeps
the compacted request as its history and sends it to a new router each round.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from durable_lib.apart import APART, Apart
from durable_lib.apart_eighteenth import EIGHTEENTH
from durable_lib.apart_eighth import EIGHTH
from durable_lib.apart_eleventh import ELEVENTH
from durable_lib.apart_fifteenth import FIFTEENTH
from durable_lib.apart_fifth import FIFTH
from durable_lib.apart_fourteenth import FOURTEENTH
from durable_lib.apart_fourth import FOURTH
from durable_lib.apart_more import MORE
from durable_lib.apart_nineteenth import NINETEENTH
from durable_lib.apart_ninth import NINTH
from durable_lib.apart_seventeenth import SEVENTEENTH
from durable_lib.apart_seventh import SEVENTH
from durable_lib.apart_sixteenth import SIXTEENTH
from durable_lib.apart_sixth import SIXTH
from durable_lib.apart_tenth import TENTH
from durable_lib.apart_third import THIRD
from durable_lib.apart_thirteenth import THIRTEENTH
from durable_lib.apart_twelfth import TWELFTH
from durable_lib.apart_twentieth import TWENTIETH
from durable_lib.apart_twentyfifth import TWENTYFIFTH
from durable_lib.apart_twentyfirst import TWENTYFIRST
from durable_lib.apart_twentyfourth import TWENTYFOURTH
from durable_lib.apart_twentysecond import TWENTYSECOND
from durable_lib.apart_twentyseventh import TWENTYSEVENTH
from durable_lib.apart_twentysixth import TWENTYSIXTH
from durable_lib.apart_twentythird import TWENTYTHIRD
from durable_lib.generate import History, generate
from durable_lib.handwritten import HANDWRITTEN
from durable_lib.measure import (
    MODEL,
    Score,
    langchain_trim,
    last_chars,
    run_baseline,
    run_router,
    run_router_sent_back,
    score,
)

from router import Router
from router.reading.tokens import TokenCounter

SHARES = (0.1, 0.2, 0.3)


def histories(count: int) -> list[tuple[str, History]]:
    """Generated histories, then the hand-written ones."""
    made = [(f"generated-{seed}", generate(seed)) for seed in range(count)]
    return made + [(name, build()) for name, build in HANDWRITTEN]


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--histories", type=int, default=12)
    parser.add_argument("--quick", action="store_true", help="2 generated histories, for CI")
    parser.add_argument("--apart", action="store_true", help="also the four written apart")
    args = parser.parse_args()
    if args.quick:
        args.histories = 2
    counter = TokenCounter(MODEL)
    cases = histories(args.histories)
    methods = ("router", "router, history sent back", "last-chars", "langchain-trim")
    scores = {(m, s): Score() for m in methods for s in SHARES}
    for _name, history in cases:
        size = counter.messages(history.parts[0])
        for share in SHARES:
            target = int(size * share)
            runs = {
                "router": run_router(history, share, counter),
                "router, history sent back": run_router_sent_back(history, share, counter),
                "last-chars": run_baseline(history, share, counter, last_chars),
                "langchain-trim": run_baseline(history, share, counter, langchain_trim),
            }
            for method, sent in runs.items():
                score(history, sent, target, counter, scores[(method, share)])
    print(f"{len(cases)} histories ({args.histories} generated, {len(HANDWRITTEN)} hand-written)")
    print(
        "| method | share | kept after 1 | kept after 5 | replaced values left | over target "
        "| last request / target |"
    )
    print("|---|---|---|---|---|---|---|")
    for (method, share), sc in scores.items():
        first = sum(sc.kept_first) / len(sc.kept_first)
        last = sum(sc.kept_last) / len(sc.kept_last)
        used = sum(sc.used) / len(sc.used)
        print(
            f"| {method} | {share:.0%} | {first:.2f} | {last:.2f} | "
            f"{sc.stale_left}/{sc.conflicts} | {sc.over} | {used:.2f} |"
        )
    if args.apart:
        print("\nThe four histories written apart (durable_lib/apart.py):")
        apart(APART)
        print("\nThe two written later (durable_lib/apart_more.py):")
        apart(MORE)
        print("\nThree written later still, longer paragraphs (durable_lib/apart_third.py):")
        apart(THIRD)
        print("\nThree more, written after the changes the third set led to (apart_fourth.py):")
        apart(FOURTH)
        print("\nThree written after the fourth set's changes (apart_fifth.py):")
        apart(FIFTH)
        print("\nThree written after every other set, a coding pair, a move abroad in a")
        print("second language, a restaurant menu (apart_sixth.py):")
        apart(SIXTH)
        print()
        print("Three written after the sixth set's changes, long messages with tables, lists and")
        print("code: a thesis defence, a shop changing payment provider, a motorcycle restoration")
        print("told in a second language (apart_seventh.py):")
        apart(SEVENTH)
        print()
        print("Four written after the seventh set's changes: a short carpool chat, pasted logs and")
        print("configs, a support desk under a system prompt's policies, a long training plan")
        print("changed twice (apart_eighth.py):")
        apart(EIGHTH)
        print()
        print("Four written after the eighth set's changes: a coding agent under repository rules,")
        print("a deposit dispute in formal letters, a family trip told in a second language, an HR")
        print("desk under a system prompt's policies (apart_ninth.py):")
        apart(NINTH)
        print()
        print("Four written after the ninth set's changes: a warehouse backfill under an agent's")
        print("policies, a flat move in casual chat, a bakery's books in long paragraphs, a")
        print("residence permit and a knee injury told in a second language (apart_tenth.py):")
        apart(TENTH)
        print()
        print("Four written after the tenth set's changes, a ferry app's crash")
        print("fix with a coding agent, a parent texting about a school trip, a translator's")
        print("contract in formal letters, home care after an operation (apart_eleventh.py):")
        apart(ELEVENTH)
        print()
        print("Four written after the eleventh set's changes: a reading charity's grant")
        print("application, a renovation texted in lowercase, an old dog's dental care in a")
        print("second language, a band's tour under an assistant's rules (apart_twelfth.py):")
        apart(TWELFTH)
        print()
        print("Four written after the twelfth set's changes: an on-call incident")
        print("handover under an agent's rules, a caterer's party by email, a tenant's condemned")
        print("boiler texted tersely, a farm's spraying and harvest in a second language")
        print("(apart_thirteenth.py):")
        apart(THIRTEENTH)
        print()
        print("Four written after the thirteenth set's changes: a school trip with")
        print(
            "consent forms pasted in, a freelance contract in formal emails, a cyclist's training"
        )
        print(
            "texted tersely, an experiment log kept by an agent under rules (apart_fourteenth.py):"
        )
        apart(FOURTEENTH)
        print()
        print("Four written apart without reading the summariser: a food bank's van hire texted")
        print("tersely, a first flat bought by formal email, a nurse's registration in a second")
        print("language, a game-server migration under numbered rules (apart_fifteenth.py):")
        apart(FIFTEENTH)
        print()
        print("Four written apart without reading the summariser: a theatre production texted in")
        print("abbreviations, a subject access request and a data breach in formal prose, beamtime")
        print(
            "and crystal shipping in codes, an airline rebooking under policies (apart_sixteenth.py):"
        )
        apart(SIXTEENTH)
        print()
        print("Four written apart without reading the summariser: a dairy farmer's treatments and")
        print("withdrawal periods texted from the parlour, a museum loan in formal prose, an")
        print("on-call incident with pasted logs and config, a symposium under house rules")
        print("(apart_seventeenth.py):")
        apart(SEVENTEENTH)
        print()
        print("Eight more written apart without reading the summariser: a bakery's wholesale")
        print("orders texted in lowercase, a thesis submission in formal prose, a database")
        print("migration with pasted shell output, two siblings arranging their mother's care")
        print("(apart_eighteenth.py); a landlord writing in a second language, a robotics coach's")
        print("markdown, a translator's contract, a hiking trip under safety rules")
        print("(apart_nineteenth.py):")
        apart(EIGHTEENTH)
        apart(NINETEENTH)
        print()
        print("Eight written apart without reading the summariser: a candle maker texting about a")
        print("makers' fair, a service desk's laptop replacement under policies, a PhD student's")
        print(
            "revision and trip in long paragraphs, a retired woman's tablets in a second language"
        )
        print("(apart_twentieth.py); a coding agent under repository rules, a kitchen renovation")
        print("texted by a couple, a warehouse's standing instructions replaced wholesale, a small")
        print("claim in formal emails (apart_twentyfirst.py):")
        apart(TWENTIETH)
        apart(TWENTYFIRST)
        print()
        print("Four written apart without reading the summariser: an orchestra's concert texted")
        print("with emoji, a database agent under a system prompt's rules, a tenant's formal")
        print("letters about a boiler and mould, a son moving his father into assisted living in")
        print("a second language (apart_twentysecond.py):")
        apart(TWENTYSECOND)
        print()
        print("Four more written apart: a visit to a friend's new baby planned over several days")
        print("with casual corrections, a customs broker's support desk under numbered rules, a")
        print("home network built from pasted configs, a first novel self-published in long")
        print("messages accepting options by description (apart_twentythird.py):")
        apart(TWENTYTHIRD)
        print()
        print("Four more written apart: a junior football league's fixtures in formal emails under")
        print("numbered rules, a dog's surgery and insurance claim texted in lowercase, a sailing")
        print("passage planned by a skipper writing in a second language, a plant-science")
        print("experiment in long paragraphs with pasted configs (apart_twentyfourth.py):")
        apart(TWENTYFOURTH)
        print()
        print("Four more written apart: a father's move into sheltered housing with a sibling's")
        print("messages forwarded as quoted blocks, a library release triaged from pasted git log")
        print("and CI output, a choir concert kept by a terse treasurer in abbreviations, a dinner")
        print("party planned on an elimination diet in long paragraphs (apart_twentyfifth.py):")
        apart(TWENTYFIFTH)
        print()
        print("Four more written apart: a bakery's wholesale orders in terse messages, a")
        print("conference trip and poster planned from pasted emails and bookings, a landlord's")
        print("repairs with a tenant's emails quoted and a contractor's quote as a table, a")
        print("database migration with psql output, a YAML config and a runbook")
        print("(apart_twentysixth.py):")
        apart(TWENTYSIXTH)
        print()
        print("Four more written apart: a family's care of their father with a GP's dose change")
        print("and a care agency's emails pasted in, a library's major release planned from CI")
        print("logs and a changelog, a restaurant's catering contract with a quote table and a")
        print("handed-over contact, a job search and relocation from recruiters' emails")
        print("(apart_twentyseventh.py):")
        apart(TWENTYSEVENTH)


def apart(written: list[tuple[str, Callable[[], Apart]]]) -> None:
    """Print the items kept and replaced values left in histories written apart."""
    counter = TokenCounter(MODEL)
    print("\n| share | kept after 5 | replaced values left |\n|---|---|---|")
    for share in SHARES:
        kept = total = left = 0
        for _name, build in written:
            parts, checks, stale = build()
            whole = [message for part in parts for message in part]
            target = int(counter.messages(whole) * share)
            router = Router(MODEL, context_window=target * 40, trigger=target + 1, target=target)
            so_far: list[dict[str, object]] = []
            for part in parts:
                so_far += part
                sent = router.compact(so_far, session_id=f"apart-{share}", max_tokens=200)
            text = "\n".join(str(m.get("content") or "") for m in sent.messages)
            kept += sum(all(value in text for value in values) for values in checks.values())
            total += len(checks)
            left += sum(any(value in text for value in values) for values in stale.values())
        print(f"| {share:.0%} | {kept}/{total} | {left} |")


if __name__ == "__main__":
    main()
