"""Hand-written chat histories with durable items, in the words people use.

Four sessions (a coding assistant, a travel booking, an ops incident, a data analysis), each in
five parts that arrive one compaction apart. Items are stated once in passing, inside longer
messages, sometimes by the assistant; some change later in other words. None of them was
written against the detector: they are scored by the same checks as the generated histories.
"""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.generate import History, Item

Turn = tuple[str, str]


def _lines(*lines: str) -> str:
    return "\n".join(lines)


WORK_CODE: list[Turn] = [
    ("user", "can you show me the serializer as it is now? I want to see the whole thing"),
    (
        "assistant",
        _lines(
            "Here it is (api/serializers/orders.py):",
            "```python",
            "class OrderSerializer(serializers.ModelSerializer):",
            "    discount = serializers.SerializerMethodField()",
            "    items = OrderItemSerializer(many=True, read_only=True)",
            "",
            "    class Meta:",
            "        model = Order",
            "        fields = ['id', 'customer', 'items', 'discount', 'total', 'created_at']",
            "",
            "    def get_discount(self, obj: Order) -> str:",
            "        return str(obj.discount) if obj.discount is not None else '0.00'",
            "```",
            "get_discount returns a string, so json.dumps never sees a Decimal. The total field",
            "is a DecimalField on the serializer already, which DRF renders as a string by",
            "default (COERCE_DECIMAL_TO_STRING is True in our settings).",
        ),
    ),
    ("user", "and the test run output? paste the tail"),
    (
        "assistant",
        _lines(
            "tests/test_orders.py::test_list_orders PASSED",
            "tests/test_orders.py::test_order_discount_is_string PASSED",
            "tests/test_orders.py::test_order_total PASSED",
            "tests/test_checkout.py::test_checkout_timeout PASSED",
            "tests/test_checkout.py::test_checkout_happy_path PASSED",
            "tests/test_checkout.py::test_checkout_card_declined PASSED",
            "======================== 148 passed, 2 skipped in 41.32s ========================",
            "The two skipped tests need a running Redis; they are skipped in CI as well.",
        ),
    ),
    ("user", "why do those need redis again? I thought we mocked the cache"),
    (
        "assistant",
        "They exercise the rate limiter, which talks to Redis through django-redis "
        "directly rather than through the cache framework, so the locmem cache used in tests "
        "does not cover them. Mocking the limiter would make them test nothing, which is why "
        "they are marked with @pytest.mark.redis and skipped unless REDIS_URL is set.",
    ),
]

WORK_TRAVEL: list[Turn] = [
    ("user", "can you lay out the flight options you looked at? just so I can see"),
    (
        "assistant",
        _lines(
            "Outbound, Manchester to Lisbon, 12 August:",
            "- easyJet EZY1893 06:15-09:05, £162 pp (skipped: before 9am)",
            "- TAP TP1319 10:40-13:35, £148 pp, 23kg bag included",
            "- Ryanair FR4452 13:50-16:45, £121 pp, bags extra (£38 each way)",
            "Return, Lisbon to Manchester:",
            "- TAP TP1320 14:25-17:10, £147 pp",
            "- TAP TP1322 19:05-21:50, £147 pp",
            "- easyJet EZY1894 09:45-12:25, £139 pp",
            "With bags the Ryanair option ends up dearer than TAP for four people.",
        ),
    ),
    ("user", "what's the area like around Baixa House, anything for the kids?"),
    (
        "assistant",
        "It's on Rua dos Fanqueiros, in the flat grid of streets between Rossio and "
        "the river, so it's easy with children. The Oceanário is 25 minutes by metro, the "
        "Pavilhão do Conhecimento science centre is next to it, and the tram 28 starts nearby, "
        "though it gets packed in August. Praça do Comércio is a five minute walk and has "
        "space to run around in the evening.",
    ),
]

WORK_INCIDENT: list[Turn] = [
    ("user", "paste what you see in the gateway logs right before it started"),
    (
        "assistant",
        _lines(
            "14:05:58Z payments-gw-7c9f WARN pool=processor active=20 idle=0 waiting=14",
            "14:06:01Z payments-gw-7c9f ERROR upstream connect timeout after 2000ms",
            "14:06:01Z payments-gw-2b1d ERROR upstream connect timeout after 2000ms",
            "14:06:03Z payments-gw-7c9f WARN pool=processor active=20 idle=0 waiting=31",
            "14:06:09Z checkout-api-5d8e ERROR 502 from payments-gw (POST /v1/charges)",
            "14:06:12Z payments-gw-2b1d WARN pool=processor active=20 idle=0 waiting=40",
            "The pool is saturated from 14:05 and requests queue until they time out at 2s.",
        ),
    ),
    ("user", "what's the blast radius? which merchants"),
    (
        "assistant",
        "All card checkouts go through payments-gw, so every merchant is affected "
        "in proportion to traffic; the three largest (merchant ids M-1002, M-2210, M-0871) "
        "account for about 60% of the failed requests. Wallet payments use a separate path "
        "and are unaffected. Refunds are queued and retried, so none were lost.",
    ),
]

WORK_ANALYSIS: list[Turn] = [
    ("user", "show me the query you used for monthly churn"),
    (
        "assistant",
        _lines(
            "```sql",
            "with cancels as (",
            "  select account_id, date_trunc('month', cancelled_at) as month",
            "  from analytics.subscriptions_v3",
            "  where cancelled_at between '2025-01-01' and '2025-12-31'",
            "    and email not like '%@boxly-test.com'",
            "    and not exists (select 1 from analytics.reactivations r",
            "                    where r.account_id = subscriptions_v3.account_id",
            "                      and r.reactivated_at < cancelled_at + interval '30 days')",
            ")",
            "select month, count(*)::float / avg(active_at_start) as churn",
            "from cancels join analytics.monthly_active using (month)",
            "group by month order by month;",
            "```",
        ),
    ),
    ("user", "and the monthly numbers?"),
    (
        "assistant",
        _lines(
            "| month | churn |",
            "| Jan | 4.0% |",
            "| Feb | 5.9% |",
            "| Mar | 4.6% |",
            "| Apr | 4.1% |",
            "| May | 3.9% |",
            "| Jun | 3.8% |",
            "| Jul | 3.7% |",
            "| Aug | 3.9% |",
            "| Sep | 4.0% |",
            "| Oct | 3.8% |",
            "| Nov | 3.6% |",
            "| Dec | 4.1% |",
        ),
    ),
]


def _history(parts: list[list[Turn]], items: dict[str, Item], first: set[str]) -> History:
    """A History from (role, text) turns; `first` names the items stated in part one."""
    history = History(items=items, first_items={k: v for k, v in items.items() if k in first})
    for part in parts:
        history.parts.append([{"role": role, "content": text} for role, text in part])
    history.conflicts = sum(bool(item.stale) for item in items.values())
    return history


def _first_items(items: dict[str, Item], changed: dict[str, str]) -> dict[str, Item]:
    """Items as part one left them: a changed item checked on its first value."""
    return {k: Item(k, (changed[k],)) if k in changed else v for k, v in items.items()}


FILLER_CODE = (
    "ok so the traceback points at the serializer again, here's the bit that fails: "
    "`TypeError: Object of type Decimal is not JSON serializable` coming out of "
    "api/views/orders.py line 212. I think it's the discount field but not sure."
)


def coding() -> History:
    """A coding assistant session on a Django shop."""
    system = (
        "You are a coding assistant working in the user's repository. Never run git push or "
        "anything that touches the remote without asking first. Don't add new dependencies "
        "without saying which and why."
    )
    part1: list[Turn] = [
        ("system", system),
        (
            "user",
            "hey, can you help me get the orders API passing CI again? it's been red since tuesday",
        ),
        (
            "assistant",
            "Sure. What does the CI log say, and which Python and Django versions "
            "does the project use?",
        ),
        (
            "user",
            "we're on python 3.11 and Django 4.2.7, pinned, please don't bump either. "
            "CI runs `make test` on ubuntu-22.04. " + FILLER_CODE,
        ),
        (
            "assistant",
            "That error means a Decimal reaches json.dumps. In orders.py the "
            "`discount` comes straight from the model. I'd convert it with str() in the "
            "serializer rather than change the encoder globally. Want me to do that?",
        ),
        (
            "user",
            "yes do that. also fyi I like small diffs, one concern per commit, and "
            "please write commit messages in the imperative",
        ),
        (
            "assistant",
            "Got it. Done: OrderSerializer.discount now returns str(value). The "
            "three failing tests in tests/test_orders.py pass locally.",
        ),
        (
            "user",
            "nice. next, the flaky test test_checkout_timeout, it fails maybe 1 in 5 runs. "
            "timeout in settings is 30 seconds, the test waits 31. I have no idea why that "
            "number was chosen tbh, it was before my time here and nobody documented it.",
        ),
        (
            "assistant",
            "It sleeps past the timeout to trigger the expiry path, which races with "
            "the worker. I'd freeze time with freezegun instead of sleeping. That's a new test "
            "dependency though — freezegun 1.4.0, test-only. OK to add it?",
        ),
        (
            "user",
            "ok freezegun is fine as a test dependency. the branch for all of this is "
            "fix/orders-ci, base it on main",
        ),
        (
            "assistant",
            "Added freezegun==1.4.0 to requirements-dev.txt and rewrote the test "
            "with freeze_time. 50 runs, 0 failures.",
        ),
        (
            "user",
            "great. so the plan: get CI green on fix/orders-ci, then open a PR for "
            "Marta to review. she's the code owner for api/",
        ),
        (
            "assistant",
            "Understood. Shall I look at the lint job next? It fails on two unused "
            "imports in api/utils.py.",
        ),
        ("user", "yep go ahead, lint is ruff, config in pyproject"),
        (
            "assistant",
            "Fixed both. ruff check passes. The remaining red job is the migrations "
            "check: makemigrations --check reports a missing migration for Order.notes.",
        ),
        *WORK_CODE,
    ]
    part2: list[Turn] = [
        ("user", "ah the notes field. yes generate it, name it 0042_order_notes"),
        (
            "assistant",
            "Created api/migrations/0042_order_notes.py. The migrations check "
            "passes now; all CI jobs are green locally.",
        ),
        (
            "user",
            "cool. actually change of plan on the branch, call it fix/ci-green instead, "
            "fix/orders-ci clashes with something Tomás has open",
        ),
        ("assistant", "Renamed the local branch to fix/ci-green. Nothing was pushed."),
        (
            "user",
            "thanks. can you also look at why the coverage report is empty in CI? "
            "locally it's fine",
        ),
        (
            "assistant",
            "CI runs tests from a different working directory, so .coveragerc is not "
            "found. Passing --rcfile fixes it.",
        ),
    ]
    part3: list[Turn] = [
        ("user", "ok. btw Marta is off this week, Jonas reviews api/ until she's back"),
        ("assistant", "Noted, I'll mention Jonas as the reviewer in the PR description."),
        (
            "user",
            "and the DB in CI is postgres 15, same as prod, in case the migration needs checking",
        ),
        (
            "assistant",
            "The migration only adds a nullable text column, which is safe on "
            "Postgres 15 without a table rewrite.",
        ),
    ]
    part4: list[Turn] = [
        (
            "user",
            "quick one, we upgraded CI to python 3.12 this morning, the whole org did. "
            "Django stays where it is",
        ),
        (
            "assistant",
            "OK. Python 3.12 drops distutils; nothing in the repo imports it, so "
            "the test suite should be unaffected.",
        ),
        ("user", "good. can you draft the PR description? short, bullet points"),
        (
            "assistant",
            "Draft: - Fix Decimal serialisation of discount - Replace sleep with "
            "freeze_time in test_checkout_timeout - Add migration 0042_order_notes - Fix "
            "coverage rcfile path in CI.",
        ),
    ]
    part5: list[Turn] = [
        (
            "user",
            "looks fine. the timeout in settings went up to 45 seconds in prod last "
            "week btw, the test should use the setting not a literal",
        ),
        (
            "assistant",
            "Changed the test to read settings.CHECKOUT_TIMEOUT, so it follows the "
            "setting. All green.",
        ),
        ("user", "perfect. what's left before the PR?"),
        ("assistant", "Only your go-ahead to push fix/ci-green; I haven't pushed anything."),
    ]
    items = {
        "push": Item("push", ("Never run git push",)),
        "deps": Item("deps", ("Don't add new dependencies",)),
        "python": Item("python", ("3.12",), ("3.11",)),
        "django": Item("django", ("4.2.7",)),
        "style": Item("style", ("imperative",)),
        "branch": Item("branch", ("fix/ci-green",), ("fix/orders-ci",)),
        "reviewer": Item("reviewer", ("Jonas",)),
        "timeout": Item("timeout", ("45 seconds",), ("30 seconds",)),
        "freezegun": Item("freezegun", ("freezegun",)),
    }
    history = _history([part1, part2, part3, part4, part5], items, set())
    history.first_items = _first_items(
        {
            k: items[k]
            for k in ("push", "deps", "python", "django", "style", "branch", "timeout", "freezegun")
        },
        {"python": "3.11", "branch": "fix/orders-ci", "timeout": "30 seconds"},
    )
    return history


def travel() -> History:
    """Booking a family trip to Lisbon."""
    part1: list[Turn] = [
        (
            "system",
            "You help the user plan and book travel. Always confirm the total price "
            "with the user before booking anything.",
        ),
        (
            "user",
            "Hi! I'm planning a trip to Lisbon for me, my partner and our two kids "
            "(7 and 10). We're flying from Manchester. Dates are 12 to 19 August.",
        ),
        (
            "assistant",
            "Lovely. Do you have a budget in mind, and any preferences for the "
            "flights or where to stay?",
        ),
        (
            "user",
            "Total budget is £3,200 for flights and hotel together. No flights leaving "
            "before 9am please, the kids are a nightmare early. And we'd like to stay in "
            "Alfama or Baixa if possible.",
        ),
        (
            "assistant",
            "Got it. I found a TAP flight at 10:40 and an easyJet at 06:15; I'll "
            "skip the early one. TAP return for four comes to £1,180.",
        ),
        (
            "user",
            "TAP sounds good. My partner is vegetarian, worth knowing for any hotel "
            "breakfast or tours. Oh and my loyalty number with TAP is TP-558201.",
        ),
        (
            "assistant",
            "Thanks, I'll add TP-558201 to the booking. For hotels: Memmo Alfama "
            "is £1,650 for 7 nights in a family room, Baixa House £1,420.",
        ),
        (
            "user",
            "Baixa House please, Memmo is too much. Can you check they do a cot? "
            "no wait, the kids are too old for that, ignore me",
        ),
        (
            "assistant",
            "No problem. Baixa House has a family apartment with two bedrooms. "
            "Flights plus hotel: £2,600.",
        ),
        (
            "user",
            "Great. I'd rather have everything in one email at the end than lots of "
            "small messages, if that's ok.",
        ),
        ("assistant", "Of course, I'll collect everything into one summary."),
        *WORK_TRAVEL,
    ]
    part2: list[Turn] = [
        (
            "user",
            "Small change, we need to come back a day earlier, so 12 to 18 August. Work thing.",
        ),
        (
            "assistant",
            "Understood. The TAP return on 18 August at 19:05 is the same price. "
            "Baixa House for 6 nights is £1,220. New total £2,400.",
        ),
        ("user", "good. what about a day trip to Sintra?"),
        (
            "assistant",
            "A guided Sintra tour for four is £240 with a vegetarian lunch option, "
            "or the train is about £20 in total if you'd rather go on your own.",
        ),
    ]
    part3: list[Turn] = [
        ("user", "we'll do the train, the kids hate tours. is the hotel near a metro?"),
        ("assistant", "Yes, Baixa-Chiado station is a 3 minute walk."),
        ("user", "ok. my mum might join us, not sure yet, I'll let you know"),
        (
            "assistant",
            "Sure. If she joins, the family apartment sleeps five, so only the flight changes.",
        ),
    ]
    part4: list[Turn] = [
        ("user", "She's coming! So five of us. Budget goes up to £3,800 with her share."),
        (
            "assistant",
            "Wonderful. One more TAP seat at 10:40 is £295. Total now £2,695, well within £3,800.",
        ),
        ("user", "and she's got her own TAP number, TP-771940, add it to her ticket"),
        ("assistant", "Added TP-771940 to her ticket."),
    ]
    part5: list[Turn] = [
        ("user", "Can you remind me what's still open before we book?"),
        (
            "assistant",
            "Only your confirmation of the £2,695 total; then I book the flights and Baixa House.",
        ),
        ("user", "Let me check with my partner tonight."),
        ("assistant", "Of course, nothing is booked until you confirm."),
    ]
    items = {
        "confirm": Item("confirm", ("Always confirm the total price",)),
        "dates": Item("dates", ("18 August",), ("19 August",)),
        "budget": Item("budget", ("£3,800",), ("£3,200",)),
        "early": Item("early", ("before 9am",)),
        "veg": Item("veg", ("vegetarian",)),
        "loyalty": Item("loyalty", ("TP-558201",)),
        "mum": Item("mum", ("TP-771940",)),
        "hotel": Item("hotel", ("Baixa House",)),
        "email": Item("email", ("one email",)),
    }
    history = _history([part1, part2, part3, part4, part5], items, set())
    history.first_items = _first_items(
        {
            k: items[k]
            for k in ("confirm", "dates", "budget", "early", "veg", "loyalty", "hotel", "email")
        },
        {"dates": "19 August", "budget": "£3,200"},
    )
    return history


def incident() -> History:
    """An ops incident: elevated 502s on checkout."""
    part1: list[Turn] = [
        (
            "system",
            "You are the on-call assistant for the payments platform. Do not restart "
            "or scale production services without an explicit go from the incident commander.",
        ),
        (
            "user",
            "we've got elevated 502s on checkout since ~14:10 UTC, incident INC-4471 is "
            "open, I'm IC. error rate is around 8%",
        ),
        (
            "assistant",
            "Understood. Which services sit behind checkout, and what changed around 14:10?",
        ),
        (
            "user",
            "checkout-api -> payments-gw -> the card processor. a deploy of payments-gw "
            "v2.14.0 went out at 14:02. previous was v2.13.4",
        ),
        (
            "assistant",
            "The timing fits the deploy. The gateway logs show upstream connect "
            "timeouts to the processor from 14:06, pool size 20 exhausted.",
        ),
        (
            "user",
            "hmm v2.14.0 changed the pool config I think. status page: we posted "
            "'investigating' at 14:20. comms go through Priya, don't post anything yourself",
        ),
        (
            "assistant",
            "Noted. The diff between v2.13.4 and v2.14.0 lowers the processor "
            "pool from 50 to 20 connections.",
        ),
        (
            "user",
            "ok that's probably it. rollback needs a go from me, I'll decide in a sec. "
            "also keep all timestamps in UTC in your notes please",
        ),
        (
            "assistant",
            "Will do. Rollback plan: helm rollback payments-gw to v2.13.4, takes "
            "about 4 minutes, no schema change involved.",
        ),
        *WORK_INCIDENT,
    ]
    part2: list[Turn] = [
        ("user", "go for rollback. I'm the IC, that's the go."),
        ("assistant", "Rolling back payments-gw to v2.13.4 at 14:31 UTC."),
        ("assistant", "Rollback finished at 14:35 UTC. 502 rate is falling, 3% now."),
        ("user", "good. status is now 'monitoring', Priya updated the page"),
    ]
    part3: list[Turn] = [
        (
            "user",
            "error rate back to baseline 0.2%. handing IC over to Sam, I need to "
            "step out. Sam is IC from now on",
        ),
        ("assistant", "Understood, Sam is IC. I'll keep monitoring and report to Sam."),
        ("user", "(Sam here) thanks. let's keep INC-4471 open until 16:00 UTC to be safe"),
        ("assistant", "OK, INC-4471 stays open until 16:00 UTC."),
    ]
    part4: list[Turn] = [
        (
            "user",
            "Sam: the processor says they had a partial outage too, 14:05-14:25, so "
            "not only us. keep that in the timeline",
        ),
        ("assistant", "Added to the timeline: processor partial outage 14:05-14:25 UTC."),
        ("user", "Sam: comms update, Priya is off shift, Leon handles comms now"),
        ("assistant", "Noted, Leon handles comms."),
    ]
    part5: list[Turn] = [
        ("user", "Sam: we'll close at 15:30 UTC instead, numbers look solid"),
        ("assistant", "OK, closing INC-4471 at 15:30 UTC. Postmortem doc next?"),
        ("user", "Sam: yes, draft the timeline section"),
        ("assistant", "Drafting the timeline section in UTC."),
    ]
    items = {
        "restart": Item("restart", ("Do not restart or scale production services",)),
        "inc": Item("inc", ("INC-4471",)),
        "ic": Item("ic", ("Sam",)),
        "comms": Item("comms", ("Leon",), ("Priya",)),
        "utc": Item("utc", ("UTC",)),
        "version": Item("version", ("v2.13.4",)),
        "close": Item("close", ("15:30",), ("16:00",)),
    }
    history = _history([part1, part2, part3, part4, part5], items, set())
    history.first_items = _first_items(
        {k: items[k] for k in ("restart", "inc", "comms", "utc", "version")},
        {"comms": "Priya"},
    )
    return history


def analysis() -> History:
    """A data analysis of churn in a subscription business."""
    part1: list[Turn] = [
        (
            "user",
            "I need a churn analysis for our subscription boxes, for the board deck on "
            "Thursday. data is in the warehouse, table analytics.subscriptions_v3",
        ),
        ("assistant", "Happy to. What period, and how do you define churn?"),
        (
            "user",
            "Q1 2025 to Q4 2025. churn = cancelled and not reactivated within 30 days. "
            "exclude the test accounts, they all have emails ending in @boxly-test.com",
        ),
        (
            "assistant",
            "Got it. Monthly churn over 2025 averages 4.1%, highest in February "
            "at 5.9%, after the price change.",
        ),
        (
            "user",
            "makes sense, the price went from 24.99 to 27.99 in Jan. please use EUR "
            "everywhere, not dollars, the board is in Berlin. and round to one decimal",
        ),
        ("assistant", "Will do. Segmenting by plan: monthly plans churn at 5.2%, annual at 1.3%."),
        (
            "user",
            "nice. charts should use our brand colours, #1B4D3E for the main series "
            "and grey for the rest. no pie charts ever, the CFO hates them",
        ),
        ("assistant", "Understood. I'll draw the segment comparison as a bar chart."),
        ("user", "do cohort retention next, by signup month. 12 months of history max"),
        ("assistant", "Cohort table done: 12 cohorts, month-3 retention ranges from 71% to 78%."),
        *WORK_ANALYSIS,
    ]
    part2: list[Turn] = [
        (
            "user",
            "ugh, data team says subscriptions_v3 double counts gift subs. use "
            "analytics.subscriptions_v4 instead, same columns",
        ),
        (
            "assistant",
            "Switched to analytics.subscriptions_v4. Monthly churn over 2025 is "
            "now 3.8% on average, February 5.5%.",
        ),
        ("user", "ok. what drives the feb spike besides price?"),
        (
            "assistant",
            "Cancellation reasons in February: price 41%, too much food 22%, delivery issues 14%.",
        ),
    ]
    part3: list[Turn] = [
        ("user", "board deck moved to Friday btw, one more day"),
        ("assistant", "Good, more time for the cohort charts."),
        ("user", "add a slide on delivery issues by region"),
        (
            "assistant",
            "Delivery complaints are concentrated in Bavaria (31% of them) since "
            "the carrier switch in March.",
        ),
    ]
    part4: list[Turn] = [
        (
            "user",
            "actually extend the cohort history to 18 months, the board wants the longer view",
        ),
        ("assistant", "Extended to 18 cohorts; month-3 retention 68% to 78%."),
        ("user", "Lukas from finance asked for the numbers in a CSV too"),
        ("assistant", "I'll export the tables to CSV alongside the charts."),
    ]
    part5: list[Turn] = [
        ("user", "where are we?"),
        (
            "assistant",
            "Churn, segments, cohorts and delivery slides are done; the CSV export "
            "for Lukas is pending.",
        ),
        ("user", "ok finish the CSV then we're done"),
        ("assistant", "On it."),
    ]
    items = {
        "table": Item("table", ("subscriptions_v4",), ("subscriptions_v3",)),
        "test": Item("test", ("@boxly-test.com",)),
        "eur": Item("eur", ("EUR",)),
        "pie": Item("pie", ("no pie charts",)),
        "colour": Item("colour", ("#1B4D3E",)),
        "cohort": Item("cohort", ("18 months",), ("12 months",)),
        "deck": Item("deck", ("Friday",), ("Thursday",)),
        "csv": Item("csv", ("CSV",)),
    }
    history = _history([part1, part2, part3, part4, part5], items, set())
    history.first_items = _first_items(
        {k: items[k] for k in ("table", "test", "eur", "pie", "colour", "cohort", "deck")},
        {"table": "subscriptions_v3", "cohort": "12 months", "deck": "Thursday"},
    )
    return history


HANDWRITTEN: list[tuple[str, Callable[[], History]]] = [
    ("coding-assistant", coding),
    ("travel-booking", travel),
    ("ops-incident", incident),
    ("data-analysis", analysis),
]
