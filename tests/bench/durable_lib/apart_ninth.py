"""Four chat histories written apart (repo export timezone bug, tenancy deposit dispute, family trip to Scotland, HR desk for a shift lead), measured as written before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U

# U(text) makes {"role": "user", "content": text}; A(text) makes {"role": "assistant", "content": text}.
# For a system message write {"role": "system", "content": "..."} directly.


def repo_export_tz() -> Apart:
    parts = [
        [
            U(
                "ok so context first. repo is tallyhouse (django 4.2 + celery + postgres 15). ticket is "
                "TALLY-4471 - the nightly invoice csv export has duplicate rows for some customers and is "
                "missing rows for others. started sometime after the clocks changed i think, not 100% sure tho.\n\n"
                "ground rules before u touch anything:\n"
                "- NEVER run anything against tally-prod. not a migration, not a select, nothing. if a cmd wants "
                "a DATABASE_URL and ur not sure which one it'll pick up, stop and ask me\n"
                "- work on branch fix/export-dupes, its already cut from main\n"
                "- tests: tox -e py311 (full suite is ~9 min sorry)\n"
                "- dont touch anything under legacy/ . the old exporter lives there and finance still diffs "
                "their numbers against it, its frozen\n"
                "- local db is the docker compose one, port 5433\n"
                "- prod is on python 3.11 so no 3.12-only stuff\n"
                "- just gimme diffs not whole files, half the time im reading on my phone"
            ),
            A(
                "Got it. Restating so we're aligned before I touch anything:\n\n"
                "- tally-prod is off-limits entirely: no reads, no writes, no migrations. If I'm not sure which "
                "database a command will connect to, I stop and ask you first.\n"
                "- Branch: fix/export-dupes (already cut from main).\n"
                "- Tests: tox -e py311.\n"
                "- legacy/ is frozen. I won't edit anything in it, including formatting-only changes.\n"
                "- Local Postgres is the docker compose service on port 5433.\n"
                "- Target is Python 3.11, so no 3.12-only syntax or stdlib features (no PEP 695 type "
                "parameter syntax, no itertools.batched, etc.).\n"
                "- I'll send diffs, not whole files.\n\n"
                "Before I start guessing, a few things would narrow TALLY-4471 down a lot:\n\n"
                "1. Which task produces the export? I'm assuming something like "
                "exports.tasks.build_invoice_export, but I'd rather look at the real entry point than infer it.\n"
                "2. Do you have a worker log from a bad night, ideally one where you already know which customer "
                "had duplicates and which one had missing rows?\n"
                "3. Are the affected customers clustered by timezone? If both the duplicates and the missing "
                "rows are on accounts outside Europe/London, that points strongly at a date-boundary problem "
                "rather than a join fan-out or a pagination problem.\n"
                '4. What is the export window supposed to be: "yesterday in the customer\'s local time" or '
                '"yesterday in server time"? That distinction is where this class of bug usually hides, and '
                "it's worth knowing what the spec says before deciding what 'correct' means.\n\n"
                "If you can paste a log excerpt and point me at the task module, I'll start from there."
            ),
            U(
                "task is exports/tasks.py::build_invoice_export. log from tues night below. customer 20417 is one "
                "w dupes (theyre in auckland), 11873 is missing rows (los angeles)\n\n"
                "```\n"
                "[2024-04-02 01:00:03,118: INFO/ForkPoolWorker-3] exports.build_invoice_export[6f1c..] starting "
                "window=2024-04-01 accounts=1422\n"
                "[2024-04-02 01:00:41,502: INFO/ForkPoolWorker-3] account=11873 tz=America/Los_Angeles rows=37 "
                "expected_rows=52\n"
                "[2024-04-02 01:00:41,977: WARNING/ForkPoolWorker-3] account=11873 row_count_mismatch delta=-15\n"
                "[2024-04-02 01:01:09,330: INFO/ForkPoolWorker-3] account=20417 tz=Pacific/Auckland rows=61 "
                "expected_rows=44\n"
                "[2024-04-02 01:01:09,331: WARNING/ForkPoolWorker-3] account=20417 row_count_mismatch delta=+17\n"
                "[2024-04-02 01:01:10,004: INFO/ForkPoolWorker-3] account=30022 tz=Europe/London rows=12 "
                "expected_rows=12\n"
                "[2024-04-02 01:04:55,871: INFO/ForkPoolWorker-3] exports.build_invoice_export[6f1c..] done "
                "files=1422 mismatches=213 elapsed=292.7s\n"
                "```\n\n"
                "the expected_rows check is something priyanka added in feb, its just a count(*) from the invoices "
                "table per account for the day. she owns exports and she'll be reviewing whatever we do btw\n\n"
                "and yeah now that u say it i grepped the mismatch lines from last week and basically every one is "
                "non-uk:\n\n"
                "| tz bucket | accounts | mismatches |\n"
                "|---|---|---|\n"
                "| Europe/London | 1011 | 0 |\n"
                "| Europe/* other | 204 | 31 |\n"
                "| America/* | 143 | 118 |\n"
                "| Asia/Pacific | 64 | 64 |\n\n"
                "so def tz"
            ),
            A(
                "That table is close to a confession. Zero mismatches for Europe/London, every single "
                "Asia/Pacific account mismatching, and most of the Americas: this is a timezone boundary bug, "
                "and the sign of the delta tells us a fair bit about its shape.\n\n"
                "Look at the two accounts in the log:\n\n"
                "- 20417, Pacific/Auckland, which on 1 April was still on NZDT (UTC+13; NZ only falls back on "
                "7 April). It got **more** rows than expected: +17.\n"
                "- 11873, America/Los_Angeles, on PDT (UTC-7) since 10 March. It got **fewer** rows than "
                "expected: -15.\n\n"
                'If the bug were simply "the window is computed in London time for everyone", I\'d expect both '
                "accounts to be shifted rather than systematically larger or smaller; a shifted 24-hour window "
                "picks up a different set of rows, but not consistently more for zones ahead of UTC and fewer "
                "for zones behind. A consistent sign suggests the window isn't 24 hours long at all. The classic "
                "way to get that is mixing timezones between the two ends of the window: the start computed in "
                "one zone and the end in another. Then:\n\n"
                "- For a zone ahead of London, the start moves earlier while the end stays put, so the window is "
                "longer than a day, and consecutive nights overlap. That's your duplicates: the same invoice "
                "appears in two nightly files.\n"
                "- For a zone behind London, the start moves later while the end stays put, so the window is "
                "shorter than a day, and there's a gap between consecutive nights. That's your missing rows.\n\n"
                "That also explains the Europe/* other bucket rather neatly. Berlin, Paris, Madrid etc. are one "
                "hour ahead of London, so the overlap is only an hour long. An account only mismatches if it "
                "happens to have invoices created in that hour around local midnight, which is why only 31 of "
                "204 show up rather than all of them.\n\n"
                "There's a second thing to keep in mind: the expected_rows check is itself a definition of "
                '"a day". If it\'s a plain count(*) with created_at::date, that cast happens in the database '
                "session's timezone. With Django and USE_TZ=True, the connection timezone is UTC, so the check "
                "is counting UTC days. That means a perfectly correct export, one that uses the account's local "
                "day, would still mismatch against it for every non-UTC account. So we may have two problems: "
                "the export is wrong, and the check that flags it is measuring something different again.\n\n"
                "On your hunch about the clocks changing: I'd hold that loosely for now. The UK went to BST on "
                "31 March, which changes the London offset and would change the size of the errors, but a "
                "mixed-timezone window would be wrong all year round. It's possible the bug is old and only "
                "became visible when Priyanka's check landed in February. We'll know once we see the code.\n\n"
                "Could you paste whatever builds the queryset for one account? Probably something in "
                "exports/queries.py or inline in the task. I'm specifically looking for how the start and end "
                "datetimes are built, and whether anything like TruncDate, __date lookups or make_aware is used."
            ),
            U(
                "here. exports/queries.py\n\n"
                "```python\n"
                "from datetime import datetime, time, timedelta\n\n"
                "from django.db.models.functions import TruncDate\n"
                "from django.utils import timezone\n\n"
                "from billing.models import Invoice\n\n\n"
                "def invoice_window(account, day):\n"
                "    tz = account.tz_info()  # zoneinfo.ZoneInfo(account.tz)\n"
                "    start = datetime.combine(day, time.min).replace(tzinfo=tz)\n"
                "    end = timezone.make_aware(datetime.combine(day + timedelta(days=1), time.min))\n"
                "    return start, end\n\n\n"
                "def invoices_for_export(account, day):\n"
                "    start, end = invoice_window(account, day)\n"
                "    return (\n"
                "        Invoice.objects.filter(account=account, created_at__gte=start, created_at__lt=end)\n"
                '        .annotate(local_day=TruncDate("created_at"))\n'
                '        .order_by("created_at", "id")\n'
                "        .iterator(chunk_size=2000)\n"
                "    )\n"
                "```\n\n"
                "and expected_rows is in exports/checks.py:\n"
                "```sql\n"
                "SELECT count(*) FROM billing_invoice WHERE account_id = %s AND created_at::date = %s\n"
                "```\n\n"
                "we dont paginate btw, its .iterator() so server side cursor, in case u were going to ask about "
                "offset/limit"
            ),
            A(
                "Yep, there it is, exactly the mixed-window shape.\n\n"
                "`start` is built with `.replace(tzinfo=tz)` using the account's zone. `end` is built with "
                '`timezone.make_aware(...)` with no tz argument, which means "the current timezone", i.e. '
                "settings.TIME_ZONE (Europe/London, presumably) because nothing activates a per-account timezone "
                "in the Celery task. So the two ends of the window live in different zones. Working it through for "
                "day = 2024-04-01:\n\n"
                "Auckland (NZDT, UTC+13):\n"
                "- start = 2024-04-01 00:00 NZDT = 2024-03-31 11:00 UTC\n"
                "- end = 2024-04-02 00:00 BST = 2024-04-01 23:00 UTC\n"
                "- window length: 36 hours. The next night's start is 2024-04-01 11:00 UTC, so 12 hours are "
                "exported twice.\n\n"
                "Los Angeles (PDT, UTC-7):\n"
                "- start = 2024-04-01 00:00 PDT = 2024-04-01 07:00 UTC\n"
                "- end = 2024-04-02 00:00 BST = 2024-04-01 23:00 UTC\n"
                "- window length: 16 hours. The next night starts at 2024-04-02 07:00 UTC, so 8 hours are never "
                "exported at all.\n\n"
                "London: start and end are both in London, so the window is exactly one day, hence zero "
                "mismatches.\n\n"
                'There\'s a second, quieter bug in the same function: `TruncDate("created_at")` with no tzinfo '
                "also truncates in the current timezone, so the local_day column that ends up in the CSV is the "
                "London date, not the account's date. For an Auckland invoice created at 09:00 NZDT on 2 April, "
                "the CSV says 2024-04-01. Finance may or may not have noticed that; it won't show up in row counts "
                "at all.\n\n"
                "And then the check uses `created_at::date`, which in a Django connection is a UTC date. So we "
                'have three different definitions of "day" in play:\n\n'
                "1. The window: half account-local, half London.\n"
                "2. The local_day column: London.\n"
                "3. The expected_rows check: UTC.\n\n"
                "On the clocks: this confirms my suspicion. The mixed window has been wrong since whenever the "
                "make_aware line was written. Before 31 March, London was on GMT, which coincides with UTC, so "
                "definitions 2 and 3 agreed with each other and the check's numbers looked a bit more plausible; "
                "the BST change made London and UTC disagree, which made more accounts trip the check. But the "
                "exports themselves were already wrong for non-UK accounts before that.\n\n"
                "I need one decision from you before writing anything: what's the spec for \"a day\"? I'd assume "
                "the account's local calendar day, since it's customer-facing, but if finance reconciles in UTC "
                "the answer flips.\n\n"
                "Once that's settled, I'd like to write a failing test first, so we have the bug pinned before "
                "changing anything."
            ),
            U(
                "wait why would make_aware use london tho. we set CELERY_TIMEZONE = 'UTC' in settings, i assumed "
                "the worker just runs in utc. also the box itself is utc, i checked `date` on it once"
            ),
            A(
                'Reasonable assumption, but there are three separate "timezones" in play here, and only one of '
                "them affects this line of code.\n\n"
                "1. **The OS timezone of the box.** That's what `date` shows you, and what Python's naive "
                "`datetime.now()` uses. Django mostly ignores it: with USE_TZ=True, Django works in aware "
                "datetimes and doesn't consult the OS zone for anything we care about here.\n\n"
                "2. **CELERY_TIMEZONE.** That's Celery's own setting. It controls how Celery interprets schedules "
                "(so a beat entry of crontab(hour=1, minute=0) fires at 01:00 in that zone) and how it timestamps "
                "some of its own internals like ETA and expiry. It does not change Django's notion of the current "
                "timezone inside your task code. In your log the task started at 01:00:03, which fits a beat "
                "schedule of 01:00 UTC, so that part is behaving as configured.\n\n"
                "3. **Django's current timezone.** This is what `timezone.make_aware(value)` uses when you don't "
                "pass a tz, and what TruncDate uses when you don't pass tzinfo. It's thread-local: by default it's "
                "settings.TIME_ZONE, and it only changes if something calls `timezone.activate(...)`, which is "
                "typically done by middleware during a web request for the logged-in user. Celery tasks don't go "
                "through middleware, so inside the task the current timezone is just settings.TIME_ZONE.\n\n"
                "So the question is what TIME_ZONE is set to, and I'd bet on 'Europe/London', given the London "
                "accounts come out clean. If you want to confirm without running anything anywhere near "
                "production, `grep -rn TIME_ZONE tallyhouse/settings/` will tell us, and it's worth checking "
                "whether a per-environment settings file overrides it.\n\n"
                "There's a subtle trap here worth naming: even if TIME_ZONE were 'UTC', the bug would still exist. "
                "The window would just be half-account-local, half-UTC instead of half-London. London accounts "
                "would then start mismatching during BST, and the table would look different, but the root cause is "
                "the same: one end of the window ignores the account's zone. That's why I'd fix it by building both "
                "ends from the account tz explicitly, rather than by changing TIME_ZONE or activating a timezone "
                "inside the task. Activating per account would work, but it's action at a distance: the next person "
                "to add a `timezone.now().date()` somewhere in the exporter would silently get the account's date "
                "instead of the server's, or vice versa, depending on where they put it.\n\n"
                "One more practical consequence of number 3: if anyone ever calls `timezone.activate()` in a "
                "Celery signal handler or a shared helper (some codebases do this for emails), the behaviour of the "
                "current code would change without anyone touching exports/. Building the bounds explicitly makes "
                "the exporter immune to that."
            ),
            U(
                'grep says TIME_ZONE = "Europe/London" in base.py, nothing overrides it. ok makes sense'
            ),
            A(
                "Good, that matches. So the picture is complete: the window's end, the local_day column and the "
                "server's default zone are all London; the start is the account's zone; and the check counts UTC "
                "days. Over to you on the spec question, then the failing test."
            ),
        ],
        [
            U(
                "yes account local day is the spec, finance confirmed that ages ago. lol three defs of a day. ok "
                "write the test first. also commit msgs in conventional commits format pls, ci lints them"
            ),
            A(
                "Here's the test. New file, so the whole thing is the diff:\n\n"
                "```diff\n"
                "--- /dev/null\n"
                "+++ b/tests/exports/test_invoice_window.py\n"
                "@@ -0,0 +1,33 @@\n"
                "+from datetime import date, datetime, timezone as dt_tz\n"
                "+from zoneinfo import ZoneInfo\n"
                "+\n"
                "+import pytest\n"
                "+\n"
                "+from exports.queries import invoice_window, invoices_for_export\n"
                "+from tests.factories import AccountFactory, InvoiceFactory\n"
                "+\n"
                "+\n"
                "+@pytest.mark.parametrize(\n"
                '+    "tz_name",\n'
                '+    ["Pacific/Auckland", "America/Los_Angeles", "Europe/Berlin", "Europe/London"],\n'
                "+)\n"
                "+def test_window_is_exactly_one_local_day(tz_name):\n"
                "+    account = AccountFactory.build(tz=tz_name)\n"
                "+    start, end = invoice_window(account, date(2024, 4, 1))\n"
                "+    tz = ZoneInfo(tz_name)\n"
                "+    assert start == datetime(2024, 4, 1, tzinfo=tz)\n"
                "+    assert end == datetime(2024, 4, 2, tzinfo=tz)\n"
                "+\n"
                "+\n"
                "+@pytest.mark.django_db\n"
                "+def test_consecutive_days_do_not_overlap():\n"
                '+    account = AccountFactory(tz="Pacific/Auckland")\n'
                "+    # 23:30 NZDT on 1 April == 10:30 UTC on 1 April\n"
                "+    InvoiceFactory(account=account, created_at=datetime(2024, 4, 1, 10, 30, tzinfo=dt_tz.utc))\n"
                "+    day1 = list(invoices_for_export(account, date(2024, 4, 1)))\n"
                "+    day2 = list(invoices_for_export(account, date(2024, 4, 2)))\n"
                "+    assert len(day1) == 1\n"
                "+    assert len(day2) == 0\n"
                "```\n\n"
                "Before running it I checked .env.test: DATABASE_URL there is "
                "postgres://tally:tally@localhost:5433/tally_test, i.e. the compose container, so nothing else "
                "gets touched. Then I ran only this file rather than the full 9-minute suite:\n\n"
                "`tox -e py311 -- tests/exports/test_invoice_window.py`\n\n"
                "```\n"
                "tests/exports/test_invoice_window.py::test_window_is_exactly_one_local_day[Pacific/Auckland] FAILED\n"
                "tests/exports/test_invoice_window.py::test_window_is_exactly_one_local_day[America/Los_Angeles] FAILED\n"
                "tests/exports/test_invoice_window.py::test_window_is_exactly_one_local_day[Europe/Berlin] FAILED\n"
                "tests/exports/test_invoice_window.py::test_window_is_exactly_one_local_day[Europe/London] PASSED\n"
                "tests/exports/test_invoice_window.py::test_consecutive_days_do_not_overlap FAILED\n\n"
                "____ test_window_is_exactly_one_local_day[Pacific/Auckland] ____\n\n"
                "    def test_window_is_exactly_one_local_day(tz_name):\n"
                "        account = AccountFactory.build(tz=tz_name)\n"
                "        start, end = invoice_window(account, date(2024, 4, 1))\n"
                "        tz = ZoneInfo(tz_name)\n"
                "        assert start == datetime(2024, 4, 1, tzinfo=tz)\n"
                ">       assert end == datetime(2024, 4, 2, tzinfo=tz)\n"
                "E       AssertionError: assert datetime.datetime(2024, 4, 2, 0, 0, "
                "tzinfo=zoneinfo.ZoneInfo(key='Europe/London')) == datetime.datetime(2024, 4, 2, 0, 0, "
                "tzinfo=zoneinfo.ZoneInfo(key='Pacific/Auckland'))\n\n"
                "tests/exports/test_invoice_window.py:20: AssertionError\n"
                "____ test_consecutive_days_do_not_overlap ____\n\n"
                ">       assert len(day2) == 0\n"
                "E       assert 1 == 0\n"
                "E        +  where 1 = len([<Invoice: INV-000001 (acct 1)>])\n\n"
                "tests/exports/test_invoice_window.py:33: AssertionError\n"
                "=========== 4 failed, 1 passed in 6.84s ===========\n"
                "```\n\n"
                "That's the bug reproduced both ways: the unit-level window check fails for every non-London zone, "
                "and the DB-level test shows the same invoice landing in two consecutive nightly exports.\n\n"
                "Committed as:\n\n"
                "`test(exports): reproduce TALLY-4471 window overlap for non-UK accounts`\n\n"
                "(scope in parentheses, lower case, imperative, under 72 chars; I'm assuming your commitlint "
                "config is the usual conventional preset. Tell me if it wants a ticket footer as well.)"
            ),
            U(
                "nice, reproduces. before u fix it, what are the options. i have opinions but wanna hear urs first"
            ),
            A(
                "Sure. Four realistic options, roughly from smallest to largest change.\n\n"
                "**A. Fix `invoice_window` only.** Build `end` the same way as `start`, i.e. "
                "`datetime.combine(day + timedelta(days=1), time.min).replace(tzinfo=tz)`. That makes the window "
                "exactly one local day and kills both the duplicates and the gaps. It doesn't touch the local_day "
                "column, which would still carry London dates. Smallest diff, fixes the row counts, leaves bug #2 "
                "in place.\n\n"
                "**B. Filter in Python.** Query a generous UTC window (say day-1 to day+2), then convert each "
                "created_at into the account's zone with zoneinfo and keep only rows whose local date equals the "
                "target day, computing local_day in Python at the same time. It's very explicit and easy to test, "
                "but it pulls extra rows for every account every night, the filtering happens in the worker's "
                "memory instead of the database, and we'd end up with two definitions of the window (the SQL one "
                "and the Python one) that have to stay in sync. For your biggest accounts that's a lot of rows "
                "fetched just to throw away.\n\n"
                "**C. Use pendulum for the date arithmetic.** I've seen teams reach for it after a timezone "
                'incident because its API makes "start of day in zone X" hard to get wrong. But it\'s a new '
                "runtime dependency for a two-line fix, pendulum 3 changed a fair amount of API compared with 2.x, "
                "and it doesn't help with the SQL side at all: TruncDate and the expected_rows check would still "
                "be wrong. I'd honestly not bother.\n\n"
                "**D. Make the database do the local-day logic.** Keep the indexed range filter on created_at, "
                "but with correct aware bounds (so option A's fix), and compute the local day in SQL via "
                '`TruncDate("created_at", tzinfo=tz)`, which Django renders as '
                '`("billing_invoice"."created_at" AT TIME ZONE \'Pacific/Auckland\')::date`. Then fix the '
                "expected_rows query the same way, joining to the account to get its tz and using "
                "`(created_at AT TIME ZONE a.tz)::date`.\n\n"
                "A note on indexes for D: I would not replace the range filter with a filter on the AT TIME ZONE "
                "expression, because the planner can't use a plain (account_id, created_at) index for "
                "`(created_at AT TIME ZONE ...)::date = X`. Keeping the range predicate means the index still does "
                "the heavy lifting and the expression is only evaluated on rows already selected. You could add an "
                "expression index, but since the tz varies per account that's awkward and not needed.\n\n"
                "My recommendation is **A + D**: correct bounds in Python (tiny change), local_day computed in the "
                "query with AT TIME ZONE, and the check fixed to use the same definition. One definition of "
                '"day" everywhere, no new dependencies, no extra rows in memory.\n\n'
                "One edge case worth knowing about regardless of option: a handful of zones have had DST "
                "transitions at midnight, where local 00:00 doesn't exist on the transition day. zoneinfo with "
                "fold=0 resolves that to a consistent instant, so windows stay contiguous, which is what matters "
                "here. I wouldn't write special handling for it, but I can add a parametrised case if you want it "
                "documented in tests.\n\n"
                "What were your opinions?"
            ),
        ],
        [
            U(
                "ok agree mostly. do it in the query w AT TIME ZONE, no python side filtering (we'd pull whole "
                "months into memory for the big accounts, 20417 alone does like 3k invoices a day in march) and def "
                "no pendulum, not adding a dep for this. keep the range filter for the index like u said. skip the "
                "midnight dst test, not worth it.\n\n"
                "oh and heads up, branch got renamed - release mgr wants hotfix naming since this is going out "
                "off-cycle, so its hotfix/4471-export-tz now. i already pushed it and deleted the old one on the "
                "remote. just git fetch && git checkout hotfix/4471-export-tz and cherry pick ur test commit if it "
                "didnt come over.\n\n"
                "also dont fix the expected_rows sql in the same commit as the query fix, separate commit so "
                "priyanka can look at it on its own"
            ),
            A(
                "Done the branch dance: `git fetch && git checkout hotfix/4471-export-tz`. My test commit "
                "(a3c91e2) was already on it, since you'd pushed the rename after I committed, so no cherry-pick "
                "needed. `git log --oneline -3`:\n\n"
                "```\n"
                "a3c91e2 test(exports): reproduce TALLY-4471 window overlap for non-UK accounts\n"
                "9be04d7 chore(deps): bump celery to 5.3.6\n"
                "51aa0c2 feat(billing): add credit note reason codes\n"
                "```\n\n"
                "Query fix, commit 1 of 2:\n\n"
                "```diff\n"
                "--- a/exports/queries.py\n"
                "+++ b/exports/queries.py\n"
                "@@ -1,22 +1,23 @@\n"
                " from datetime import datetime, time, timedelta\n"
                " \n"
                " from django.db.models.functions import TruncDate\n"
                "-from django.utils import timezone\n"
                " \n"
                " from billing.models import Invoice\n"
                " \n"
                " \n"
                " def invoice_window(account, day):\n"
                '+    """Return [start, end) covering `day` as a calendar day in the account\'s timezone."""\n'
                "     tz = account.tz_info()  # zoneinfo.ZoneInfo(account.tz)\n"
                "     start = datetime.combine(day, time.min).replace(tzinfo=tz)\n"
                "-    end = timezone.make_aware(datetime.combine(day + timedelta(days=1), time.min))\n"
                "+    end = datetime.combine(day + timedelta(days=1), time.min).replace(tzinfo=tz)\n"
                "     return start, end\n"
                " \n"
                " \n"
                " def invoices_for_export(account, day):\n"
                "     start, end = invoice_window(account, day)\n"
                "+    tz = account.tz_info()\n"
                "     return (\n"
                "         Invoice.objects.filter(account=account, created_at__gte=start, created_at__lt=end)\n"
                '-        .annotate(local_day=TruncDate("created_at"))\n'
                '+        .annotate(local_day=TruncDate("created_at", tzinfo=tz))\n'
                '         .order_by("created_at", "id")\n'
                "         .iterator(chunk_size=2000)\n"
                "     )\n"
                "```\n\n"
                "For reference, this is the SQL Django now generates for an Auckland account (from "
                "`str(qs.query)` in a shell against the local DB):\n\n"
                "```sql\n"
                'SELECT "billing_invoice"."id", ...,\n'
                '       ("billing_invoice"."created_at" AT TIME ZONE \'Pacific/Auckland\')::date AS "local_day"\n'
                'FROM "billing_invoice"\n'
                'WHERE ("billing_invoice"."account_id" = 20417\n'
                '       AND "billing_invoice"."created_at" >= \'2024-03-31T11:00:00+00:00\'::timestamptz\n'
                '       AND "billing_invoice"."created_at" < \'2024-04-01T11:00:00+00:00\'::timestamptz)\n'
                'ORDER BY "billing_invoice"."created_at" ASC, "billing_invoice"."id" ASC\n'
                "```\n\n"
                "Exactly 24 hours, and the range predicate is still the plain indexed one. EXPLAIN against the "
                "local DB shows an Index Scan on billing_invoice_account_id_created_at_idx, same as before.\n\n"
                "Ran the test file again: 5 passed in 5.91s.\n\n"
                "Committed as `fix(exports): compute invoice window and local_day in account timezone`.\n\n"
                "I have not touched exports/checks.py yet; that's the separate commit you asked for. I also "
                "haven't run the full suite. Want me to kick off tox now? It'll be the usual ~9 minutes."
            ),
        ],
        [
            U(
                "fyi tox is getting ripped out, we moved to uv last wk and i forgot to tell u. tox still sorta works "
                "but it builds a fresh venv every run thats where the 9 min goes. just use uv run pytest tests/exports "
                "-x for this, whole repo suite runs in ci anyway"
            ),
            A(
                "Ran `uv run pytest tests/exports -x` (took 14s including the venv sync). It stopped on the first "
                "failure, which is not in my new test file:\n\n"
                "```\n"
                "tests/exports/test_invoice_window.py .....                                  [ 19%]\n"
                "tests/exports/test_csv_writer.py ........                                   [ 50%]\n"
                "tests/exports/test_backfill.py F\n\n"
                "================================== FAILURES ===================================\n"
                "_______________________ test_backfill_days_auckland ___________________________\n\n"
                "    @pytest.mark.timeout(30)\n"
                "    def test_backfill_days_auckland():\n"
                '        account = AccountFactory.build(tz="Pacific/Auckland")\n'
                ">       days = list(backfill_days(account, date(2024, 3, 9), date(2024, 3, 11)))\n\n"
                "tests/exports/test_backfill.py:27:\n"
                "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\n"
                "exports/management/commands/backfill_invoice_export.py:44: in backfill_days\n"
                "    day = timezone.localtime(end).date()\n"
                "E   Failed: Timeout >30.0s\n"
                "=========================== short test summary info ===========================\n"
                "FAILED tests/exports/test_backfill.py::test_backfill_days_auckland - Failed: Timeout >30.0s\n"
                "!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!\n"
                "========================= 1 failed, 13 passed in 33.12s =======================\n"
                "```\n\n"
                "This is a real regression caused by my fix, and a fun one. The backfill command walks days like "
                "this:\n\n"
                "```python\n"
                "def backfill_days(account, first, last):\n"
                "    day = first\n"
                "    while day <= last:\n"
                "        yield day\n"
                "        _, end = invoice_window(account, day)\n"
                "        day = timezone.localtime(end).date()\n"
                "```\n\n"
                "It advanced to the next day by taking the window's end and converting it to the current timezone. "
                "That only worked because `end` used to be built in London: London midnight converted to London is "
                "still the next day. Now that `end` is midnight in the account's zone, converting it to London time "
                "gives, for Auckland, 2024-03-10 00:00 NZDT = 2024-03-09 11:00 GMT, so `.date()` returns 9 March "
                "again and the loop never advances. The test has a 30s timeout from pytest-timeout, which is the only "
                "reason this failed instead of hanging.\n\n"
                "Worth noting: this code was relying on the bug. Whoever wrote it got the right answer for the wrong "
                'reason. The fix is to stop deriving the next day from a datetime at all, because a "day" here is '
                "a calendar date and the arithmetic should be done on dates:\n\n"
                "```diff\n"
                "--- a/exports/management/commands/backfill_invoice_export.py\n"
                "+++ b/exports/management/commands/backfill_invoice_export.py\n"
                "@@ -1,8 +1,7 @@\n"
                "-from datetime import date\n"
                "+from datetime import date, timedelta\n"
                " \n"
                " from django.core.management.base import BaseCommand\n"
                "-from django.utils import timezone\n"
                " \n"
                "-from exports.queries import invoice_window, invoices_for_export\n"
                "+from exports.queries import invoices_for_export\n"
                " from exports.writer import write_account_csv\n"
                "@@ -38,9 +37,8 @@ def backfill_days(account, first, last):\n"
                "     day = first\n"
                "     while day <= last:\n"
                "         yield day\n"
                "-        _, end = invoice_window(account, day)\n"
                "-        day = timezone.localtime(end).date()\n"
                "+        day += timedelta(days=1)\n"
                "```\n\n"
                "After that, `uv run pytest tests/exports -x`:\n\n"
                "```\n"
                "tests/exports/test_invoice_window.py .....                                  [ 19%]\n"
                "tests/exports/test_csv_writer.py ........                                   [ 50%]\n"
                "tests/exports/test_backfill.py ....                                         [ 65%]\n"
                "tests/exports/test_checks.py .........                                      [100%]\n\n"
                "============================== 26 passed in 4.77s =============================\n"
                "```\n\n"
                "Committed as `fix(exports): advance backfill by calendar day instead of window end`. I kept it "
                "separate from the query fix so the history explains why it changed.\n\n"
                "Interesting that test_checks.py passes, by the way: it means the existing tests for the "
                "expected_rows check only use London accounts, so they never noticed the UTC-vs-local mismatch. "
                "I'll add a non-UK case when I do the checks.py commit.\n\n"
                "If you want to sanity-check the backfill against real data before this merges, the quickest way "
                "would be to run `python manage.py backfill_invoice_export --account 20417 --from 2024-04-01 "
                "--to 2024-04-03 --dry-run` on the ops box and compare the row counts with the files finance "
                "already has."
            ),
            U(
                "whoa no. the ops box's default DATABASE_URL IS tally-prod. even --dry-run opens a connection and "
                "does the selects. thats exactly the thing i said never. local only. if we need a real data check "
                "ill do it on staging myself later"
            ),
            A(
                "You're right, and I'm sorry. That suggestion broke the first rule you gave me: I didn't know what "
                "DATABASE_URL the ops box would pick up, and I should have asked rather than proposed it. "
                "A dry-run still connects and reads, and reading from tally-prod is exactly what's off the table.\n\n"
                "Going forward, anything I run or suggest runs locally against the compose DB on 5433, and any "
                "check against real data is yours to do on staging. I won't suggest commands for the ops box at "
                "all.\n\n"
                "For a local sanity check that doesn't need real data, I can seed the compose DB with synthetic "
                "invoices at awkward times (just before and after local midnight for Auckland, Los Angeles, Berlin "
                "and London, plus a couple across the NZ fallback on 7 April) and run the backfill command for a "
                "week to confirm every invoice lands in exactly one file. That would take about ten minutes.\n\n"
                "Meanwhile, here's the checks.py change as its own commit:\n\n"
                "```diff\n"
                "--- a/exports/checks.py\n"
                "+++ b/exports/checks.py\n"
                "@@ -6,7 +6,11 @@ from django.db import connection\n"
                ' EXPECTED_ROWS_SQL = """\n'
                "-SELECT count(*) FROM billing_invoice WHERE account_id = %s AND created_at::date = %s\n"
                "+SELECT count(*)\n"
                "+FROM billing_invoice i\n"
                "+JOIN accounts_account a ON a.id = i.account_id\n"
                "+WHERE i.account_id = %s\n"
                "+  AND (i.created_at AT TIME ZONE a.tz)::date = %s\n"
                ' """\n'
                "--- a/tests/exports/test_checks.py\n"
                "+++ b/tests/exports/test_checks.py\n"
                "@@ -41,3 +41,14 @@ def test_expected_rows_counts_one_day(london_account):\n"
                "     assert expected_rows(london_account, date(2024, 4, 1)) == 3\n"
                "+\n"
                "+\n"
                "+@pytest.mark.django_db\n"
                "+def test_expected_rows_uses_account_local_day():\n"
                '+    account = AccountFactory(tz="America/Los_Angeles")\n'
                "+    # 23:30 PDT on 1 April == 06:30 UTC on 2 April\n"
                "+    InvoiceFactory(account=account, created_at=datetime(2024, 4, 2, 6, 30, tzinfo=dt_tz.utc))\n"
                "+    assert expected_rows(account, date(2024, 4, 1)) == 1\n"
                "+    assert expected_rows(account, date(2024, 4, 2)) == 0\n"
                "```\n\n"
                "This one deliberately filters on the expression rather than a range. It's a count for one "
                "account and one day, the account_id part of the index still narrows it to that account's rows, "
                'and keeping it as the literal definition ("the local date of created_at") makes it an '
                "independent check on the range logic rather than a copy of it. If it ever gets slow for the "
                "3k-a-day accounts we can switch it to a range too.\n\n"
                "`uv run pytest tests/exports -x`: 27 passed in 4.93s. Committed as "
                "`fix(exports): count expected rows by account-local day`."
            ),
            U("ok. do the synthetic seed thing yeah. local only"),
            A(
                "Done, local only. DATABASE_URL was localhost:5433/tally_dev for the whole run; I printed it from "
                "the settings module before starting and after finishing, just to be sure.\n\n"
                "What I seeded: four accounts (Pacific/Auckland, America/Los_Angeles, Europe/Berlin, "
                "Europe/London), each with invoices at 23:30, 23:59, 00:00, 00:01 and 12:00 local time every day "
                "from 30 March to 9 April. That range covers the UK spring-forward on 31 March and the NZ "
                "fall-back on 7 April. 220 invoices in total.\n\n"
                "Then ran the backfill command for each account from 30 March to 9 April, writing to a temp "
                "directory, and compared:\n\n"
                "| account tz | invoices seeded | rows across all files | dupes | missing |\n"
                "|---|---|---|---|---|\n"
                "| Pacific/Auckland | 55 | 55 | 0 | 0 |\n"
                "| America/Los_Angeles | 55 | 55 | 0 | 0 |\n"
                "| Europe/Berlin | 55 | 55 | 0 | 0 |\n"
                "| Europe/London | 55 | 55 | 0 | 0 |\n\n"
                "And the local_day column in each file matched the file's date for every row, including the 7 April "
                "Auckland file, which covers a 25-hour local day. expected_rows agreed with the file row count for "
                "all 44 account-days.\n\n"
                "For comparison I stashed the fixes and ran the same thing on the old code: Auckland had 24 "
                "duplicated rows, Los Angeles 22 missing, Berlin 11 duplicated, London clean. Same shape as "
                "production.\n\n"
                "The seeding script is throwaway, in /tmp, not committed. I dropped the seeded accounts afterwards "
                "so your local DB is as it was."
            ),
            U(
                "cool. unrelated-ish, finance also forwarded this sentry thing from the legacy exporter last night, "
                "is it the same bug?\n\n"
                "```\n"
                "KeyError: 'Europe/Kyiv'\n"
                '  File "legacy/exporter.py", line 211, in _account_offset\n'
                "    zone = pytz.timezone(TZ_ALIASES.get(acct.tz, acct.tz))\n"
                '  File "pytz/__init__.py", line 188, in timezone\n'
                "    raise UnknownTimeZoneError(zone)\n"
                "pytz.exceptions.UnknownTimeZoneError: 'Europe/Kyiv'\n"
                '  File "legacy/exporter.py", line 96, in run_for_day\n'
                "    offset = _account_offset(acct, day)\n"
                '  File "legacy/exporter.py", line 41, in main\n'
                "    run_for_day(day)\n"
                "```\n"
                "first seen 2024-03-28, 9 events, 1 user"
            ),
            A(
                "Different bug, though it's in the same neighbourhood. Reading the trace (I haven't opened or "
                "changed anything under legacy/, this is just from what you pasted):\n\n"
                "- The legacy exporter resolves timezones with pytz, after passing the name through a "
                "TZ_ALIASES mapping.\n"
                "- 'Europe/Kyiv' is the newer IANA name for what used to be 'Europe/Kiev'; it was added in tzdata "
                "2022b. A pytz install that bundles older data doesn't know it and raises UnknownTimeZoneError.\n"
                "- The new exporter uses zoneinfo, which reads the system tzdata (or the tzdata package), so it "
                "handles Europe/Kyiv fine. That's presumably why the main export didn't complain about the same "
                "account.\n"
                '- "First seen 2024-03-28, 1 user" suggests one account switched its timezone setting to '
                "Europe/Kyiv around then, probably via the account settings page, which offers the current names.\n\n"
                "So: not TALLY-4471, and nothing in our fix would change it. It only matters because finance "
                "diffs against the legacy output: for that one account the legacy side is simply missing since "
                "28 March, which will look like a mismatch that has nothing to do with our change.\n\n"
                "Since legacy/ is frozen, I'm not going to touch it. Options for whoever owns it:\n\n"
                "1. Add 'Europe/Kyiv': 'Europe/Kiev' to TZ_ALIASES, the least invasive change if someone is "
                "allowed to edit that file.\n"
                "2. Upgrade pytz in whatever environment runs the legacy job, if it's pinned old.\n"
                "3. Tell finance to ignore that account in the legacy diff until the legacy exporter is retired.\n\n"
                "I'd suggest a separate ticket so it doesn't get tangled up with this PR. Want me to draft the "
                "ticket text?"
            ),
            U("nah ill file it myself, not our problem this wk. thx"),
            A("Sounds good. I'll leave legacy/ alone and keep going on TALLY-4471 only."),
        ],
        [
            U(
                "ok all green on my machine too w uv. opened PR #882. priyanka's out till the 15th tho so i tagged "
                "tomasz instead, he knows the exports code well enough. can u write the PR description, short, w a "
                "testing section"
            ),
            A(
                "Here you go:\n\n"
                "```markdown\n"
                "## TALLY-4471: nightly invoice export duplicates/misses rows for non-UK accounts\n\n"
                "### What was wrong\n"
                "The export window for an account's day was built with its start in the account's timezone and "
                "its end in the server timezone (Europe/London). Accounts ahead of London got windows longer than "
                "24h (duplicate rows across consecutive nights), accounts behind London got shorter windows "
                "(missing rows). The `local_day` column was also truncated in London time, and the "
                "`expected_rows` check counted UTC days, so it disagreed with both.\n\n"
                "### What changed\n"
                "- `invoice_window` builds both bounds in the account's timezone.\n"
                "- `local_day` is computed in SQL with `AT TIME ZONE <account tz>` via `TruncDate(tzinfo=...)`. "
                "The indexed range filter on `created_at` is unchanged.\n"
                "- `backfill_days` advances by calendar date; it was relying on the old London-based window end "
                "and looped forever once that was fixed.\n"
                "- `expected_rows` counts rows by account-local day (separate commit, reviewable on its own).\n\n"
                "No new dependencies. Nothing under `legacy/` touched.\n\n"
                "### Testing\n"
                "- New: `tests/exports/test_invoice_window.py` (window length per tz, no overlap between "
                "consecutive days), non-UK case in `test_checks.py`.\n"
                "- `uv run pytest tests/exports -x`: 27 passed.\n"
                "- Local synthetic run (compose DB) across 30 Mar - 9 Apr, 4 timezones incl. UK and NZ DST "
                "changes: 0 duplicates, 0 missing; old code reproduces the production pattern.\n"
                "- Not yet checked against real data; to be done on staging after review.\n\n"
                "### Notes for reviewer\n"
                "The bug predates the BST change; the clocks changing just made the Feb row-count check louder. "
                "Past export files for non-UK accounts are affected, see follow-up about backfill scope.\n"
                "```\n\n"
                "I left out the synthetic seeding details beyond one line; happy to add the table if Tomasz "
                "likes numbers."
            ),
            U(
                "tomasz already left a comment lol. he asks if we should add a tz column to the csv so finance can "
                "see which zone local_day is in. thoughts?"
            ),
            A(
                "It's a good idea in principle, but I'd keep it out of this PR.\n\n"
                "For it:\n"
                '- local_day is now genuinely account-local, so a reader of the file can\'t tell what "day" '
                "means without knowing the account's zone. A tz column makes the file self-describing.\n"
                "- It would help finance explain differences against the legacy output, which has always been "
                "London-based.\n\n"
                "Against doing it now:\n"
                "- It changes the file format. Anything that parses these files by column position (finance's "
                "import macro, the reconciliation script that diffs against legacy/ output) could break, and "
                "this is an off-cycle hotfix whose job is to stop wrong data, not to change the contract.\n"
                "- The legacy exporter can't get the same column, since legacy/ is frozen, so the two outputs "
                "would diverge in shape as well as content, and the diff gets noisier exactly when finance needs "
                "it to be clean.\n"
                "- It needs a decision from finance about header naming and whether they want the IANA name "
                "(Pacific/Auckland) or the offset (+13:00), which differs across the year for DST zones.\n\n"
                "My suggestion for the reply: \"Agreed it's useful, but it's a format change, so proposing a "
                "follow-up ticket once finance confirm how they parse the file. Keeping this PR to the "
                "correctness fix.\" If you'd like, I can add a comment on `invoices_for_export` noting that "
                "local_day is in the account's zone, so the next person doesn't have to rediscover that. That's "
                "a comment-only change, no format impact."
            ),
            U(
                "yeah agreed, not in this PR. add the comment tho, same commit as the query fix is fine, amend it"
            ),
            A(
                "Added a one-line docstring to `invoices_for_export` (\"local_day is the invoice's calendar date "
                "in the account's timezone\") and amended it into the query fix commit. Since the branch was "
                "already pushed and the PR is open, the amend needs a force-push of the branch; I haven't pushed. "
                "Your call whether you force-push or you'd rather I make it a separate "
                "`docs(exports): ...` commit to avoid rewriting history under Tomasz's review."
            ),
            U("ugh right, make it a separate docs commit, no force push while its in review"),
            A(
                "Done: reset the amend, added the docstring as `docs(exports): note that local_day is "
                "account-local`. Five commits on the branch now. `uv run pytest tests/exports -x` still 27 "
                "passed. Not pushed; over to you."
            ),
            U(
                "pushed. one more q - after merge how do we fix the bad files already sent. finance has "
                "like 2 wks of them"
            ),
            A(
                'A few things to think through before anyone runs a backfill, because "the last two weeks" is '
                "probably not the real scope.\n\n"
                "**How far back the damage goes.** The window bug isn't tied to the clock change. `git blame` on "
                'the old make_aware line shows it came in with commit 3f2e9a1 ("refactor(exports): move window '
                'logic into queries.py"), merged 14 November. So non-UK exports have been wrong since then, about '
                "four and a half months. Before 31 March London matched UTC, so the errors were the same size as "
                "now for Auckland and Los Angeles, just less noticeable because nothing was flagging them until "
                "Priyanka's check went in. Finance should decide whether they need corrected files back to "
                "November or only for the period they haven't closed yet; that's a finance call, not ours.\n\n"
                "**Which accounts.** Only non-Europe/London accounts. From your table that's about 411 accounts, "
                "but for the one-hour-offset European zones only accounts with invoices near local midnight "
                "actually changed. Regenerating all 411 is simpler than working out which ones differ, and the "
                "backfill command is idempotent per account-day, so over-regenerating is harmless apart from "
                "time.\n\n"
                "**Where to run it.** You said you'd do the real-data check on staging yourself, and the same goes "
                "for the backfill: I won't run or script anything that connects to tally-prod. A reasonable "
                "sequence would be: merge, deploy to staging, run the backfill there for a couple of known-bad "
                "account-days (20417 and 11873 on 1 April are good ones since we have the log lines), compare with "
                "the expected_rows numbers, and only then have whoever normally runs production jobs do the real "
                "backfill during the nightly quiet window.\n\n"
                "**What finance receives.** Corrected files will have different row counts and, for some rows, a "
                "different local_day than the originals. It might be worth sending them a short note with the "
                "list of affected accounts and the date range, so their reconciliation against the legacy/ "
                "exporter doesn't just light up red without explanation. I can draft that once you know the range.\n\n"
                "**Duplicates already imported.** If finance imported the Auckland-style duplicate rows into "
                "anything downstream, regenerating files won't remove them there. That's worth asking them "
                "directly."
            ),
            U("ugh ok. ill ask finance how far back they care. thats it for today, ty"),
            A(
                "Sounds good. Where things stand:\n\n"
                "- Branch hotfix/4471-export-tz has five commits (test, query fix, backfill fix, checks fix, "
                "docstring), "
                "all green with `uv run pytest tests/exports -x`.\n"
                "- PR #882 is open, waiting on Tomasz's review.\n"
                "- After merge: you run the real-data check and the test backfill on staging; nothing from me "
                "touches tally-prod.\n"
                "- Open question for finance: how far back corrected files are needed (the bug dates from "
                "14 November).\n\n"
                "Ping me when Tomasz leaves comments."
            ),
        ],
    ]
    check = {
        "never_touch_prod_db": ["tally-prod"],
        "working_branch": ["hotfix/4471-export-tz"],
        "test_command": ["uv run pytest tests/exports"],
        "frozen_legacy_dir": ["legacy/"],
        "ticket_id": ["TALLY-4471"],
        "python_version": ["3.11"],
        "local_db_port": ["5433"],
        "fix_in_query_decision": ["AT TIME ZONE"],
        "reply_with_diffs": ["diffs"],
        "commit_message_style": ["conventional commits"],
        "pr_waiting_on_reviewer": ["882", "tomasz"],
    }
    stale = {
        "working_branch": ["fix/export-dupes"],
        "test_command": ["tox -e py311"],
    }
    return parts, check, stale


def deposit_dispute() -> Apart:
    parts = [
        [
            U(
                "Good afternoon. I should be grateful for some assistance with a dispute over the return of my "
                "tenancy deposit, and I apologise in advance for the length of this message; I think it best to "
                "set out the full background at the outset rather than in instalments.\n\n"
                "I rented Flat 3, 14 Harcourt Road, Leeds LS6 2QJ, on an assured shorthold tenancy from 1 March 2022 "
                "until I moved out on 28 February 2024, when the fixed term, which had been renewed once, came to an "
                "end. The landlord is Mr Desmond Okafor, but the property is fully managed by Castlegate Lettings, "
                "and my dealings have always been with their property manager, Ms Farah Lindqvist. My deposit was "
                "£1,350, paid at the outset, and I believe it was protected with the DPS, although I shall need to "
                "look through my paperwork to be certain.\n\n"
                "On 1 March I received an email from Ms Lindqvist proposing to retain £620 of the deposit: £340 for "
                'what she describes as a "full professional clean" and £280 towards replacing the carpet in the '
                'second bedroom, which she says has been "permanently stained". I do not accept either deduction in '
                "full. I cleaned the flat thoroughly myself over two days before leaving and took approximately 140 "
                "timestamped photographs on the afternoon of 27 February. As to the carpet, there is a faint mark "
                "near the window where a radiator valve leaked in the winter of 2022; I reported the leak to "
                "Castlegate by email at the time, and it took them five weeks to send a plumber. The carpet was, "
                'moreover, not new when I moved in: the check-in inventory describes it as "worn, light soiling in '
                'places".\n\n'
                "I should like to understand my options and, in due course, to draft some correspondence. May I ask "
                "that any letters you prepare for me be in plain text, without headings, bold type or bullet points, "
                "since I shall be pasting them into Castlegate's tenant portal, which strips formatting in a rather "
                "unpredictable manner? I should also prefer British spelling throughout."
            ),
            A(
                "Thank you for setting everything out so clearly; it makes this much easier. I'll give you an "
                "overview of where you stand and the routes open to you, and then we can turn to correspondence. "
                "I'm not a solicitor and this isn't legal advice, but the deposit rules in England are fairly "
                "well trodden and your situation is a common one.\n\n"
                "Deposit protection. In England, a landlord taking a deposit on an assured shorthold tenancy must "
                "protect it in one of the government-approved schemes (the DPS, mydeposits or the TDS) within 30 "
                "days of receiving it, and must give the tenant the prescribed information about the scheme. It is "
                "worth confirming which scheme holds yours and the date of protection, because that determines "
                "which dispute service you use, and because late or missing protection would change your position "
                "considerably. Your deposit certificate or the prescribed information you were given at the start "
                "should show this.\n\n"
                "Who has to prove what. At the end of a tenancy the deposit belongs to you unless the landlord can "
                "show that a deduction is justified. In a scheme dispute, the burden is on the landlord or agent to "
                "prove both that the damage or dirt exists and that it goes beyond fair wear and tear, with "
                "reference to the condition at check-in. That is why the check-in inventory matters so much, and "
                'why your note about the carpet being "worn, light soiling in places" at the start is helpful to '
                "you.\n\n"
                "The carpet. Even where a landlord shows damage beyond fair wear and tear, adjudicators do not "
                "normally allow the full cost of a new carpet if the old one was already part-way through its "
                "life. They apportion the cost according to the carpet's age and expected lifespan, so that the "
                "landlord is not left better off than before (this is usually called betterment). A carpet already "
                "described as worn two years ago may have little remaining value. Separately, if the mark was caused "
                "by a leak that you reported promptly and that the agent was slow to repair, it is difficult to see "
                "how that can be attributed to you at all. Your email reporting the leak, and anything showing how "
                "long the repair took, will be valuable.\n\n"
                "Cleaning. The usual test is whether the property was returned in the same standard of cleanliness "
                "as at check-in, allowing for fair wear and tear. If the check-in inventory records that the flat "
                "was professionally cleaned, the agent may argue for the same at check-out; if it doesn't, a claim "
                "for a full professional clean is weaker. Your timestamped photographs from 27 February are good "
                "evidence, particularly if they cover the kitchen, oven, bathroom and the floors.\n\n"
                "Your options, broadly:\n\n"
                "First, negotiate directly with Castlegate. You set out why you dispute each item and, if you wish, "
                "what you would accept. Many disputes end here.\n\n"
                "Second, use the scheme's free alternative dispute resolution service. An independent adjudicator "
                "reviews the written evidence from both sides and makes a decision, usually within a few weeks of "
                "receiving everything. It costs nothing, you don't need to attend anything, and the scheme pays out "
                "according to the decision. The undisputed part of the deposit should be returned to you in the "
                "meantime.\n\n"
                "Third, a claim in the county court's small claims track. This involves a court fee, more time and, "
                "possibly, a hearing. It is generally used when the scheme's dispute service isn't available or "
                "both parties prefer it.\n\n"
                "To assess the strength of your position item by item, it would help to have: the deposit "
                "certificate or prescribed information; the check-in inventory and any check-out report Castlegate "
                "has sent; your photographs; and your email about the radiator leak together with anything showing "
                "when the plumber came. You needn't send all of it here, but do tell me what the documents say on "
                "the points above.\n\n"
                "And noted: any letters will be plain text with no headings, bold type or bullet points, in British "
                "spelling."
            ),
        ],
        [
            U(
                "Thank you; that is most helpful. Having now located the deposit certificate in my files, I find "
                "that the deposit is in fact protected with mydeposits, and not with the DPS as I had supposed. The "
                "certificate reference is MD-0418-77QK, and it is dated 17 March 2022, which I take to be within the "
                "thirty-day period you mention. I have also logged in to the mydeposits portal, where Castlegate has "
                "already marked the deposit as disputed, and a notice states that if the matter is not resolved, "
                "each party must submit its evidence by 12 March. I confess this is sooner than I had anticipated.\n\n"
                "On the documents: the check-in inventory says nothing about professional cleaning; it describes the "
                'flat as "clean and tidy throughout". Castlegate\'s check-out report, which arrived with Ms '
                'Lindqvist\'s email, says the oven was "heavily soiled" and the bathroom grouting "discoloured". I '
                "have my email of 14 December 2022 reporting the leak, and Castlegate's reply of 19 January 2023 "
                "confirming that a plumber had attended.\n\n"
                "Before I commit to any particular course, could you draft an initial letter to Ms Lindqvist setting "
                "out my position on both items? I have in mind something firm but courteous."
            ),
            A(
                "Thank you, that all helps. Protection on 17 March 2022 for a deposit paid at the start of a tenancy "
                "beginning 1 March is within the 30 days, so protection itself isn't an issue, and the dispute will "
                'go through mydeposits. The inventory wording is useful: "clean and tidy throughout" is not a '
                "professional-clean standard, so the agent can ask for the flat to be returned clean and tidy, but "
                "not necessarily professionally cleaned. The oven and the grouting are the points they will lean on.\n\n"
                "Here is a first draft in plain text:\n\n"
                "Dear Ms Lindqvist,\n\n"
                "Flat 3, 14 Harcourt Road, Leeds LS6 2QJ: return of deposit (mydeposits reference MD-0418-77QK)\n\n"
                "Thank you for your email of 1 March setting out the proposed deductions from my deposit of £1,350. "
                "I have considered them carefully and I am afraid I cannot agree to either.\n\n"
                "Cleaning. The check-in inventory describes the flat as clean and tidy throughout; it does not record "
                "that the flat was professionally cleaned at the start of the tenancy. I cleaned the flat thoroughly "
                "before leaving and took timestamped photographs of every room on 27 February, which show it in a "
                "clean and tidy condition consistent with the check-in inventory. I do not therefore accept that a "
                "full professional clean at a cost of £340 was necessary or that it should be charged to me.\n\n"
                "Carpet. The mark in the second bedroom is the result of a leak from the radiator valve, which I "
                "reported to Castlegate by email on 14 December 2022. The leak was not repaired until January 2023, "
                "as your own email of 19 January 2023 confirms. Damage arising from a reported defect that was not "
                "promptly repaired cannot fairly be attributed to me. In any event, the check-in inventory describes "
                "the carpet as worn with light soiling in places, and any charge would need to reflect the age and "
                "condition of the carpet rather than the cost of a new one.\n\n"
                "I would ask that the full deposit be returned. If that is not acceptable to the landlord, I am "
                "content for the matter to be decided through the mydeposits dispute resolution service, and I will "
                "submit my evidence accordingly.\n\n"
                "Yours sincerely,\n\n"
                "Eleanor Whitcombe\n\n"
                "A few notes on it. I've kept the two items in separate paragraphs because adjudicators, and "
                "agents, tend to deal with deductions item by item. I've referred to the photographs without "
                "attaching them, since the portal may not handle 140 images well and you'll submit them to "
                "mydeposits anyway. And I haven't conceded anything on the oven; if your photographs of the oven "
                "are less convincing than the rest, you may want to think about whether a small concession there "
                "would be sensible, as it can make the rest of your position look more reasonable."
            ),
            U(
                "This is very good, though I wonder whether it is sufficiently firm. I had thought of adding a "
                "sentence to the effect that, should the full deposit not be returned, I would be prepared to issue a "
                "claim in the small claims court, and perhaps also that I might seek a penalty of up to three times "
                "the deposit, which I recall reading about. Would that strengthen my hand?"
            ),
            A(
                "I'd advise against both, for slightly different reasons.\n\n"
                "The penalty you're thinking of, up to three times the deposit, applies where a landlord fails to "
                "protect the deposit or fails to provide the prescribed information in time. Your deposit was "
                "protected with mydeposits on 17 March 2022, within the 30 days, so on what you've told me there is "
                "no basis for such a claim. Threatening it would probably be recognised as such by an experienced "
                "agent, and it could make your correspondence look less credible, which matters if an adjudicator "
                "later reads it as part of the evidence.\n\n"
                "On the small claims court: you can certainly mention it, but it doesn't add much leverage here. "
                "The deposit is already held by mydeposits, the dispute service is free, and Castlegate knows that "
                "an adjudicator will look at exactly the same evidence a district judge would, only faster and "
                "without a court fee. Going to court would cost you a fee and several months, and the undisputed "
                "part of the deposit would be returned to you either way. The letter already says you're content "
                "for the scheme to decide, which is the realistic alternative to agreement and signals that you're "
                "ready to submit evidence.\n\n"
                "If you'd like it firmer, I'd strengthen the substance instead: for example, state the date by "
                "which you'd like a response, and mention that your evidence includes the check-in inventory, your "
                "photographs and the correspondence about the leak. That tells the agent you have a file, without "
                "sounding like a threat."
            ),
        ],
        [
            U(
                "I am persuaded. I shall not mention the court at all, and I have decided that, should we fail to "
                "agree, I shall take the matter to adjudication through mydeposits rather than pursue any claim. "
                "On reflection, I am also willing to make a modest concession in order to bring matters to a "
                "close: I would offer £150 towards cleaning, in recognition of the oven, which I confess I did not "
                "clean as thoroughly as I might have, and nothing for the carpet. Could you revise the letter "
                "accordingly, and include the points about the evidence that you suggested?"
            ),
            A(
                "Of course. Revised draft, plain text:\n\n"
                "Dear Ms Lindqvist,\n\n"
                "Flat 3, 14 Harcourt Road, Leeds LS6 2QJ: return of deposit (mydeposits reference MD-0418-77QK)\n\n"
                "Thank you for your email of 1 March setting out the proposed deductions from my deposit of £1,350.\n\n"
                "Cleaning. The check-in inventory describes the flat as clean and tidy throughout and does not "
                "record a professional clean at the start of the tenancy. I cleaned the flat thoroughly before "
                "leaving, as my timestamped photographs of 27 February show. I accept that the oven could have been "
                "cleaned more thoroughly, and in recognition of that I am prepared to agree a deduction of £150 "
                "towards cleaning. I do not accept that a full professional clean of the flat was required.\n\n"
                "Carpet. The mark in the second bedroom was caused by a leak from the radiator valve, which I "
                "reported to Castlegate by email on 14 December 2022 and which was not repaired until January 2023, "
                "as your email of 19 January 2023 confirms. In addition, the check-in inventory describes the "
                "carpet as worn with light soiling in places. I do not accept any deduction for the carpet.\n\n"
                "I therefore propose that £150 be deducted for cleaning and the balance of £1,200 returned to me. "
                "I should be grateful for your response by 8 March. If we are unable to agree, I shall submit my "
                "evidence, including the check-in inventory, my photographs and our correspondence about the "
                "leak, to the mydeposits adjudication service.\n\n"
                "Yours sincerely,\n\n"
                "Eleanor Whitcombe\n\n"
                "I've put the concession inside the cleaning paragraph rather than at the end, so it reads as a "
                "judgement about that item rather than a general bargaining offer. I chose 8 March as the response "
                "date to leave you a few days' margin before the evidence deadline; adjust it as you see fit."
            ),
            U(
                "Thank you. I sent the letter through the portal this morning, 4 March, with minor amendments of my "
                "own to the final paragraph. In the meantime, what ought I to be preparing?"
            ),
            A(
                "Good. While you wait, it's worth assembling your evidence pack now, so that you can submit it "
                "quickly if Castlegate doesn't agree. mydeposits lets you upload documents and photographs; an "
                "adjudicator appreciates a tidy, well-labelled submission. I'd suggest:\n\n"
                "1. The tenancy agreement and the deposit certificate.\n"
                "2. The check-in inventory, with the relevant entries (general cleanliness, the second bedroom "
                "carpet, the oven, the bathroom) highlighted or noted by page number.\n"
                "3. Castlegate's check-out report and Ms Lindqvist's email of 1 March.\n"
                "4. A selection of your photographs rather than all 140: perhaps twenty that cover each room, with "
                "the oven, bathroom grouting and the carpet mark included, keeping the file names or metadata that "
                "show the date and time.\n"
                "5. Your email of 14 December 2022 and Castlegate's reply of 19 January 2023 about the leak.\n"
                "6. Your letter of 4 March, including the offer.\n"
                "7. A short statement, no more than a page, summarising your position on each item.\n\n"
                "On the grouting, if the check-in inventory says nothing about it and the flat was two years old in "
                "your tenancy, discoloured grout is the sort of thing that is often treated as fair wear and tear. "
                "It's worth noting that in your statement.\n\n"
                "(That list is for your own use, so I've used numbering; anything you paste into the portal I'll "
                "keep as plain text.)"
            ),
        ],
        [
            U(
                "I have received a reply from Ms Lindqvist, which I reproduce below, and I should value your view "
                "on it.\n\n"
                '"Dear Ms Whitcombe, Thank you for your letter of 4 March. Having discussed the matter with the '
                "landlord, we accept that the carpet was not new at the start of the tenancy, and we have revised "
                "the carpet charge to £140 to reflect its remaining useful life. We maintain the cleaning charge of "
                "£340 in full, as the contractor's report notes that the oven, extractor hood and bathroom grouting "
                "required specialist attention. The total proposed deduction is therefore now £480. We are unable "
                "to accept your offer of £150. Kind regards, Farah Lindqvist, Property Manager, Castlegate "
                'Lettings."\n\n'
                "I must say that I find the tone rather more conciliatory than before, although the substance "
                "still seems to me to be unjustified, particularly as regards the carpet, for which they offer no "
                "response at all to the point about the leak. Separately, and rather to my relief, mydeposits have "
                "written to say that, owing to a backlog in their adjudication team, the deadline for the "
                "submission of evidence has been extended to 19 March, which gives me a little more breathing "
                "space. I have been wondering whether I ought to raise my offer to, say, £200, so as to be seen to "
                "be meeting them part of the way, or whether it would be wiser to hold my position."
            ),
            A(
                "That reply is movement in your direction, and it's worth noticing what it concedes. By accepting "
                "that the carpet wasn't new and reducing the charge to reflect its remaining life, Castlegate has "
                "effectively accepted the apportionment point. What it hasn't done is answer the leak point at all, "
                "and that is the stronger of your two arguments on the carpet: if the mark comes from a reported "
                "leak that took five weeks to repair, the question isn't how much the carpet was worth but whether "
                "you caused the damage. An adjudicator reading both sides will notice that silence.\n\n"
                "On cleaning, they are holding £340 and now mention the extractor hood, which wasn't in the "
                "original email. Your offer of £150 already acknowledges the oven. The grouting point is, as I "
                "mentioned, often treated as wear and tear after two years, and the check-in inventory's \"clean and "
                'tidy throughout" remains the benchmark rather than a specialist standard.\n\n'
                "So the gap is now £330: their £480 against your £150. On raising your offer to £200:\n\n"
                "In favour: it shows flexibility, it might close the matter without adjudication, and £50 is a "
                "modest price for certainty.\n\n"
                "Against: they have just rejected £150 while still claiming £140 for a carpet they haven't defended, "
                "so there's no sign that £200 would be accepted either; bidding against yourself before they've "
                "addressed your main point tends to invite a further counter rather than agreement. And in "
                "adjudication, your earlier offer isn't binding on you; the adjudicator decides on the evidence.\n\n"
                "On balance I'd hold at £150 and ask them specifically to address the leak. If they come back with a "
                "figure close to yours, you can reconsider then.\n\n"
                "On timing: with the evidence deadline now 19 March, I'd give Castlegate until around 14 March to "
                "respond, which leaves you several days to upload everything if they don't. I wouldn't wait until "
                "the last day; portals misbehave."
            ),
        ],
        [
            U(
                "I shall hold at £150. Would you kindly draft a short reply to Ms Lindqvist to that effect, pressing "
                "the point about the leak and giving them until 14 March? Plain text, as before."
            ),
            A(
                "Dear Ms Lindqvist,\n\n"
                "Flat 3, 14 Harcourt Road, Leeds LS6 2QJ: return of deposit (mydeposits reference MD-0418-77QK)\n\n"
                "Thank you for your reply and for revising the carpet charge. I note, however, that your reply does "
                "not address the cause of the mark. It resulted from the radiator valve leak that I reported on "
                "14 December 2022 and which Castlegate did not repair until January 2023. I do not accept that any "
                "charge for the carpet can fairly be made against me in those circumstances.\n\n"
                "As to cleaning, my offer of £150 reflects the condition of the oven. The check-in inventory "
                "describes the flat as clean and tidy throughout, and I do not accept that specialist cleaning of "
                "the extractor hood or grouting was required beyond fair wear and tear.\n\n"
                "My offer of £150 in full and final settlement remains open. I should be grateful for your response "
                "by 14 March, after which I shall submit my evidence to mydeposits for adjudication.\n\n"
                "Yours sincerely,\n\n"
                "Eleanor Whitcombe"
            ),
            U(
                "Sent, with no alterations this time. I am most grateful for your patience, and for steering me away "
                "from the more theatrical paragraph I had in mind."
            ),
            A(
                "You're very welcome; the facts are doing the work here, and the letters are better for being "
                "restrained. To recap where matters stand: your offer of £150 for cleaning is with Castlegate, who "
                "are currently proposing £480; you've asked them to respond by 14 March; and if there's no agreement "
                "you'll submit your evidence pack to mydeposits for adjudication before the 19 March deadline. Do "
                "come back when you hear from Ms Lindqvist, or if you'd like a hand with the one-page statement for "
                "the adjudicator."
            ),
        ],
    ]
    check = {
        "deposit_amount": ["1,350"],
        "property_address": ["14 Harcourt Road"],
        "move_out_date": ["28 February"],
        "managing_agent": ["Castlegate Lettings"],
        "scheme_and_reference": ["mydeposits", "MD-0418-77QK"],
        "proposed_deduction": ["480"],
        "evidence_deadline": ["19 March"],
        "route_if_no_agreement": ["adjudication"],
        "settlement_offer": ["150"],
        "letters_plain_text": ["plain text"],
    }
    stale = {
        "proposed_deduction": ["620"],
        "evidence_deadline": ["12 March"],
        "scheme_and_reference": ["DPS"],
    }
    return parts, check, stale


def scotland_family_trip() -> Apart:
    parts = [
        [
            U(
                "Hello! I am planning holiday for my family in Scotland in July and I need help, because is first "
                "time we go there. We are 4 persons: me (Marta), my husband Tomek, our daughter Zosia (9 years) and "
                "son Kuba (6 years).\n\n"
                "Very important things:\n"
                "- Kuba has strong allergy for sesame. He has EpiPen always with him, we have two. Restaurants must "
                "be careful, also bread, hummus etc.\n"
                "- Zosia is vegetarian since one year. Her decision, we respect it :)\n"
                "- Tomek drives only automatic car, he never drived manual and in Scotland also on the left "
                "side... so automatic is must.\n\n"
                "Flights we have already: LO 275 from Warsaw to Edinburgh on 14 July (arrive 11:40) and back LO 276 "
                "on 24 July.\n"
                "In Edinburgh we booked apartment Haymarket Loft Apartments for 14-18 July, booking number 4829113.\n"
                "Budget for everything without flights is 4000 euro. Please write prices also in PLN, my husband "
                "thinks only in złoty :)\n\n"
                "Can you help me to plan the days? We like nature, castles, not too much museums for the kids."
            ),
            A(
                "Hello Marta! What a lovely trip. Here is a first plan. I use about 1 EUR = 4.30 PLN and "
                "1 GBP = 1.17 EUR for prices.\n\n"
                "**Edinburgh, 14-18 July (4 nights, no car needed)**\n"
                "- 14 July: arrive 11:40, tram from the airport to the city (about 35 min). Easy afternoon: walk "
                "in Princes Street Gardens, playground, ice cream.\n"
                "- 15 July: Edinburgh Castle in the morning (book online, family ticket about €95 / 410 PLN). "
                "Afternoon: walk down the Royal Mile.\n"
                "- 16 July: Arthur's Seat, an old volcano in the city. The kids can climb it, about 1.5 hours up "
                "and down. Afternoon: Dynamic Earth (science centre, good for children, about €60 / 260 PLN).\n"
                "- 17 July: day trip by train to North Berwick (beach, seabird centre) or Portobello beach by bus.\n\n"
                "**Highlands, 18-24 July (car from 18 July)**\n"
                "Three ideas:\n"
                "- A. Isle of Skye: very beautiful, mountains and sea, fairy pools. But about 5 hours driving from "
                "Edinburgh.\n"
                "- B. Cairngorms, stay near Aviemore: forests, lakes, the Cairngorm Reindeer Centre (kids can walk "
                "with reindeer!), steam train. About 2.5-3 hours from Edinburgh. On the way you can stop in "
                "Pitlochry (salmon ladder, nice small town) and Blair Castle.\n"
                "- C. Loch Lomond and Oban: lakes, boat trips, islands. About 2-3 hours driving.\n\n"
                "**Allergy**\n"
                "In the UK, sesame is one of the 14 allergens that restaurants must tell you about if you ask, and "
                "pre-packed food (also sandwiches made in the shop) must show allergens on the label, in bold. "
                "Still, always tell the staff about Kuba. Watch out for burger buns, some breads and bagels, "
                "hummus, falafel, salad dressings, and Asian food. Emergency number in the UK is 999. I can write "
                "a small allergy card in English for restaurants if you want.\n\n"
                "**Vegetarian**\n"
                "Easy in Scotland! Almost every pub and cafe has vegetarian options, and there is even vegetarian "
                "haggis.\n\n"
                "**Car**\n"
                "Automatic cars are fewer and more expensive in the UK, so please book early. Kuba will need a "
                "booster seat (in the UK children need a car seat until 12 years or 135 cm).\n\n"
                "**Budget 4000 euro (about 17 200 PLN)**\n"
                "This should be possible, but the Highlands accommodation and the car will be the biggest costs. "
                "When you choose an area I can make a full calculation."
            ),
        ],
        [
            U(
                "Thank you, very much information! Please shorter answers next time, my English is ok but long "
                "text is hard for me in the evening :)\n\n"
                "Skye looks beautiful but 5 hours driving with Kuba... no. He is sick in car after 1 hour. So no "
                "Skye. I like option B, Cairngorms. Pitlochry also yes, we can stop there on the way so Kuba have "
                "break. What is good place to sleep near Aviemore, for 6 nights from 18 July?"
            ),
            A(
                "Good choice, and Pitlochry is a perfect break about halfway. Three ideas near Aviemore for 6 nights:\n\n"
                "1. **Birchview Cottage, Boat of Garten** (10 min from Aviemore): 2 bedrooms, garden, quiet village, "
                "steam train station nearby. About £1,400-1,500 (€1,700 / 7 300 PLN). Owner rents it directly.\n"
                "2. **Aviemore holiday park lodge**: swimming pool, playground, busy in July. About £1,200 (€1,400 / "
                "6 000 PLN).\n"
                "3. **Apartment in Grantown-on-Spey** (25 min): cheaper, about £950 (€1,110 / 4 800 PLN), but "
                "more driving.\n\n"
                "Near all of them: Reindeer Centre, Loch an Eilein (easy walk around the lake), Landmark Forest "
                "Adventure Park."
            ),
            U(
                "Birchview Cottage is very nice! I wrote to the owner, Mrs Fraser, she said yes, 18 July for 6 "
                "nights, 1450 pounds. I paid deposit already. Now car. Which company, and pick up where? Automatic "
                "of course."
            ),
            A(
                "Great news about the cottage!\n\n"
                "Car:\n"
                "- Pick up on **18 July**, not on 14 July. In Edinburgh you don't need a car, and parking is "
                "expensive.\n"
                "- Edinburgh Airport is the easiest pick-up: all companies are there, and the road north is easy.\n"
                "- Companies with many automatics: Arnold Clark (Scottish company, often cheaper), Enterprise, Sixt.\n"
                "- Ask for a booster seat for Kuba, or bring your own (cheaper).\n"
                "- Price for an automatic SUV, 6 days: about £450-550 (€530-640 / 2 300-2 750 PLN).\n\n"
                "Tip: take the tram to the airport on 18 July with your bags, then pick up the car there."
            ),
        ],
        [
            U(
                "Thank you! Some small questions. What is weather in July in Scotland? My friend says it rains "
                "every day and is cold like October in Poland. What we must pack? And do we need some visa or "
                "document for the kids, we have Polish passports, kids also have own passports."
            ),
            A(
                "Weather in July:\n"
                "- Edinburgh: usually 14-19°C, sometimes 22°C. Rain often, but mostly short showers, not all day.\n"
                "- Highlands: a little colder, 12-18°C, and evenings are cool (10°C). Very long days, light until "
                "about 22:30.\n"
                "- Your friend is a bit right: it is more like late September in Poland than July.\n\n"
                "Pack:\n"
                "- Rain jackets for everybody (the most important thing!)\n"
                "- Fleece or warm sweater, long trousers\n"
                "- Waterproof shoes or walking shoes\n"
                "- Midge spray (small biting insects in the Highlands, near lakes in the evening). Smidge or "
                "Avon Skin So Soft work well, you can buy them in Aviemore.\n"
                "- Sun cream, yes really\n"
                "- Kuba's two EpiPens in hand luggage, with a doctor's letter in English\n\n"
                "Documents:\n"
                "- Passports for all four, valid for the whole trip.\n"
                "- The UK now uses an electronic travel authorisation (ETA) for visitors from the EU, also for "
                "children. Please check the official GOV.UK page before you travel, because the rules changed "
                "recently, and apply for all four (it is done online, in an app).\n"
                "- European health card (EHIC) is not valid in the UK in the same way as before, so travel "
                "insurance is a good idea."
            ),
            U(
                "ETA, I did not know, thank you! I will do it this week. And if it rains all day in Edinburgh, "
                "what we do with kids? I thought maybe whisky distillery tour, I saw one in Pitlochry, Tomek "
                "wants it :) Or cinema?"
            ),
            A(
                "Rainy day ideas in Edinburgh:\n"
                "- National Museum of Scotland: free, big, has animals, Dolly the sheep and a nice roof terrace. "
                "Kids usually like it even if they don't like museums.\n"
                "- Camera Obscura and World of Illusions: mirrors, tricks, very fun for 6-9 years. About €80 / "
                "345 PLN for family.\n"
                "- Edinburgh Dungeon: I think it is too scary for Kuba.\n"
                "- Soft play or swimming pool at Royal Commonwealth Pool.\n\n"
                "Distillery: most tours are for 18+ or children can come but it is boring for them. In Pitlochry "
                "there are two small distilleries; Tomek could go while you and the kids look at the salmon "
                "ladder, but it takes time from your driving break. Maybe better from the cottage on a separate "
                "evening.\n\n"
                "Cinema is fine too, but you can do it at home :)"
            ),
            U(
                "Ok no Dungeon, Zosia will have nightmares for one month. Camera Obscura yes. Distillery we "
                "forget, Tomek can buy a bottle in the shop haha. Thank you!"
            ),
            A(
                "Good plan! Camera Obscura is near the castle, so easy to combine on a rainy morning."
            ),
        ],
        [
            U(
                "Bad news :( Haymarket Loft Apartments cancelled our booking, they write that the apartment has "
                "water damage. They give money back. I found new place: Canongate Family Suites on the Royal Mile, "
                "same dates 14-18 July, confirmation CG-55120. It is little more expensive, 780 pounds for 4 nights "
                "instead of 640 before.\n\n"
                "Also I booked the car with Arnold Clark, automatic Skoda Karoq or similar, pick up Edinburgh Airport "
                "18 July 10:00, 520 pounds with booster seat. Is everything still ok for the budget?"
            ),
            A(
                "Sorry about the cancellation, but Canongate is a great location: the castle and Arthur's Seat are "
                "both walkable.\n\n"
                "Budget check (without flights):\n\n"
                "| Item | GBP | EUR | PLN |\n"
                "|---|---|---|---|\n"
                "| Canongate Family Suites, 4 nights | 780 | 913 | 3 925 |\n"
                "| Birchview Cottage, 6 nights | 1 450 | 1 697 | 7 295 |\n"
                "| Car, Arnold Clark, 6 days | 520 | 608 | 2 615 |\n"
                "| Fuel | 120 | 140 | 603 |\n"
                "| Tickets (castle, reindeer, etc.) | 250 | 293 | 1 258 |\n"
                "| Food, 10 days | 900 | 1 053 | 4 529 |\n"
                "| **Total** | **4 020** | **4 704** | **20 225** |\n\n"
                "So you are about €700 over the budget. Possible savings: cook more in the cottage (it has a kitchen), "
                "picnic lunches, fewer paid attractions in Edinburgh."
            ),
            U(
                "Hmm it is tight. But good news: my mother says she gives us 600 euro for the holiday, she wants "
                "the kids to see real castles :) So budget now is 4600 euro. And we will cook in cottage some days, "
                "Tomek likes to cook."
            ),
            A(
                "How kind of your mother! With €4,600 (about 19 780 PLN) and some cooking in the cottage, it works. "
                "If you cook about half of the dinners, food goes down to about £700, and the total is about "
                "€4,470 / 19 220 PLN. You keep a small reserve of about €130 / 560 PLN."
            ),
        ],
        [
            U(
                "Another change, sorry! LOT wrote email: our return flight LO 276 is cancelled, they move us to "
                "LO 278 on 25 July, 14:05 from Edinburgh. So we need one more night somewhere. Maybe in Birchview "
                "one more night? Or near Edinburgh airport because the flight is afternoon?"
            ),
            A(
                "Two options:\n\n"
                "1. **One more night in Birchview Cottage.** On 25 July you drive to the airport: about 2 h 45 min. "
                "You should be at the airport at 12:00, so leave the cottage around 8:30, with a stop in Pitlochry "
                "for Kuba. Cost about £240 (€280 / 1 200 PLN), if Mrs Fraser has it free.\n"
                "2. **Hotel near Edinburgh Airport.** Drive on the evening before, relaxed morning. About £130 "
                "(€150 / 650 PLN), but one more packing day and the kids leave the cottage earlier.\n\n"
                "Don't forget: the car return must also move to 25 July."
            ),
            U(
                "I think stay in cottage is better, kids will love it there and Kuba is better in car in morning. "
                "I wrote to Mrs Fraser, now waiting for her answer. Car return I changed already to 25 July, Arnold "
                "Clark said is ok, 85 pounds more."
            ),
            A(
                "Perfect. Open point: answer from Mrs Fraser about the extra night. If she says no, tell me and I "
                "will find an airport hotel. The extra night and car are about €380 / 1 630 PLN, so you are just "
                "inside the budget."
            ),
        ],
        [
            U(
                "Can you write me a short card for restaurants in English about Kuba allergy? I will print it and "
                "laminate."
            ),
            A(
                "Here it is:\n\n"
                "---\n"
                "**SEVERE ALLERGY: SESAME**\n\n"
                "My son Kuba (6 years) has a severe allergy to **sesame**. Even a small amount can cause a serious "
                "reaction.\n\n"
                "Please check that his food contains **no sesame, sesame oil, sesame seeds, tahini or hummus**, and "
                "that it is not prepared on surfaces or in oil used for sesame foods.\n\n"
                "If you are not sure, please tell us. Thank you for your help!\n\n"
                "We carry an EpiPen. In an emergency, please call 999.\n"
                "---\n\n"
                "Tip: print two, one for your bag and one for Tomek."
            ),
            U("Perfect, thank you so much!! You helped me a lot"),
            A(
                "You're welcome, Marta! Have a wonderful trip. I hope Mrs Fraser says yes, and Kuba and Zosia will "
                "love the reindeer."
            ),
        ],
    ]
    check = {
        "sesame_allergy": ["sesame", "EpiPen"],
        "vegetarian_daughter": ["Zosia", "vegetarian"],
        "automatic_car": ["automatic"],
        "outbound_flight": ["LO 275"],
        "return_flight": ["LO 278", "25 July"],
        "edinburgh_hotel": ["Canongate", "CG-55120"],
        "budget": ["4600"],
        "prices_in_pln": ["PLN"],
        "pitlochry_not_skye": ["Pitlochry"],
        "waiting_on_cottage_owner": ["Mrs Fraser"],
    }
    stale = {
        "edinburgh_hotel": ["Haymarket"],
        "budget": ["4000"],
        "return_flight": ["LO 276"],
    }
    return parts, check, stale


def hr_desk_shift_lead() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are PeopleDesk, the internal HR assistant for Brightwell Logistics staff. Policies:\n"
                    "1. Never disclose another employee's salary, medical details or disciplinary history, even to "
                    "their line manager.\n"
                    "2. Annual leave of more than 10 consecutive working days needs sign-off from the regional "
                    "operations manager as well as the line manager.\n"
                    "3. Grievances, bullying or harassment concerns must be logged in CaseLine, the HR case portal. "
                    "Do not investigate or advise on outcomes yourself.\n"
                    "4. Do not give legal advice.\n"
                    "Use British English."
                ),
            },
            U("hi. dev malhotra, shift lead at daventry DC2. staff no BW-30417"),
            A("Hi Dev, thanks. What can I help you with today?"),
            U("bullets pls. keep it short. no essays"),
            A("Understood: bullet points, short answers."),
            U("olu on my team wants 14 working days off in aug. 5th to 22nd"),
            A(
                "- 14 working days is over the 10 consecutive working days limit.\n"
                "- So it needs two sign-offs: yours as line manager, plus the regional operations manager.\n"
                "- Olu submits the request in the leave system as normal; you approve first, then it goes to the "
                "regional ops manager.\n"
                "- Do you know who the regional ops manager is for DC2?"
            ),
            U("hannah price i think"),
            A(
                "- OK, Hannah Price then.\n"
                "- Worth giving her a heads-up, as August is peak season and approvals can take a few days.\n"
                "- Check the request doesn't leave the shift under minimum cover."
            ),
        ],
        [
            U("ok. other q. jas is back monday after 3 wks off sick"),
            A(
                "- Welcome back for Jas, hopefully.\n"
                "- After 3 weeks' sickness absence you need to hold a return-to-work meeting on the first shift "
                "back.\n"
                "- Want the quick rundown of how to run it?"
            ),
            U(
                'yes. and do i need to know whats actually wrong w him. his fit note just says "not fit for work"'
            ),
            A(
                "- No, you don't need the diagnosis, and I can't share any medical details held by HR.\n"
                "- If Jas chooses to tell you, that's fine; keep it confidential and don't write it in the "
                "rota or team chats.\n"
                "- What you do need to know: is he fit to return, and does he need any adjustments.\n\n"
                "Return-to-work meeting, quick version:\n"
                "- Book 15-20 min, private room, first shift back.\n"
                "- Use the RTW form in the HR forms library (form HR-07).\n"
                "- Ask how he's feeling and whether he feels ready for his normal duties.\n"
                "- Ask if anything at work would help: lighter tasks for a week, no overtime, different start "
                "time, fewer ladder or high-reach picks, etc.\n"
                "- If the fit note mentions a phased return or amended duties, follow it, and tell HR if the "
                "shift can't accommodate it.\n"
                "- Update him on anything that changed while he was off (rota, new WMS scanners, site rules).\n"
                "- Record dates of absence; don't record medical details on the form beyond what he agrees to.\n"
                "- Both sign, you upload it to his file, he gets a copy.\n\n"
                "Things to avoid:\n"
                "- Asking what the illness is, or guessing in front of him.\n"
                "- Talking about absence triggers or warnings in this meeting. That's a separate process, "
                "and HR will flag it if it applies.\n"
                "- Promising adjustments you can't staff. Say you'll check and come back within the week."
            ),
            U(
                "he might need lighter duties. can i just put him on the returns desk for a couple wks"
            ),
            A(
                "- Yes, short-term reassignment to lighter duties is within your remit as shift lead.\n"
                "- Agree it with him in the RTW meeting and write it on the form, with a review date (e.g. after "
                "2 weeks).\n"
                "- Same pay and hours, just a different task. If it'd change his pay, contract hours or shift "
                "pattern, that goes through HR first.\n"
                "- If it's going to last more than 4 weeks, ask HR about an occupational health referral."
            ),
            U(
                "ok good. also nights breaks. someone asked if they can skip their break and leave 20 min early"
            ),
            A(
                "- Short answer: no, not as a routine.\n"
                "- Night shift workers must get their rest break; on a 10h night shift at Brightwell that's 45 "
                "min, taken as 30 + 15.\n"
                "- Breaks can't be swapped for leaving early, because the point of the break is rest during the "
                "shift, and it's a health and safety requirement for FLT and picking roles.\n"
                "- One-off early finishes for a genuine reason: fine with your approval, unpaid or made up, "
                "logged in the time system.\n"
                "- If it's a regular need (childcare, buses), they can put in a flexible working request."
            ),
            U("thought so. cheers"),
            A("- No problem."),
        ],
        [
            U("whats olu on salary wise? wondering if he can sell back some days instead"),
            A(
                "- I can't share Olu's salary, even with you as his line manager; pay details stay between the "
                "employee, payroll and HR.\n"
                "- On selling back leave: Brightwell lets staff sell back up to 5 days of unused annual leave a year, "
                "requested by the employee via payroll.\n"
                "- Olu would need to ask for it himself, and payroll will tell him the value."
            ),
            U("fair"),
            A("- I'll leave that with Olu, then."),
            U("rota for aug is due fri 19 july right"),
            A(
                "- Yes, as you say, August rota due Friday 19 July.\n"
                "- If Olu's leave is still pending by then, I'd build the rota without him for those dates."
            ),
        ],
        [
            U(
                "diff thing. 2 of my pickers had a row on nights. one says the other is bullying her"
            ),
            A(
                "- This needs logging in CaseLine, the HR case portal.\n"
                "- Log it yourself as the manager it was reported to, or ask her to log it; either is fine.\n"
                "- Don't investigate or take sides; HR will assign someone.\n"
                "- Do: write down what she told you, with the date and time, while it's fresh.\n"
                "- If you think anyone is at immediate risk, you can separate shifts for now and note it in the case."
            ),
            U("logged. CL-22871"),
            A(
                "- Thanks. Case CL-22871 is with HR now.\n"
                "- Expect contact from an HR adviser within 2 working days.\n"
                "- Keep any notes with the case, not in email."
            ),
            U("how long does caseline take usually. she's asking me and i dont want to guess"),
            A(
                "- HR aims to contact both people within 2 working days of the case being logged.\n"
                "- Informal resolution (a facilitated chat) is often done within 2-3 weeks.\n"
                "- A formal investigation usually takes 4-6 weeks, longer if witnesses are on leave.\n"
                "- She can check progress in CaseLine herself, or ask the HR adviser on the case.\n"
                "- Best not to give her a date yourself; tell her HR will be in touch and she can ask them."
            ),
            U(
                "and do i keep them on the same shift meanwhile? they're both on my nights, same aisle"
            ),
            A(
                "- You can move one of them to a different aisle or zone on the same shift; that's normal "
                "workload allocation and within your remit.\n"
                "- Don't move the person who raised the concern unless she asks to be moved; it can look like a "
                "punishment for speaking up.\n"
                "- A change of shift pattern (e.g. nights to days) is a contract matter, so check with HR first.\n"
                "- Note any changes you make in case CL-22871, so HR sees the full picture."
            ),
            U("ok. moved the other guy to aisle 40s. noted it in the case"),
            A("- Good. That's all you need to do for now."),
            U("also hannah's gone btw. left last wk. greg mortimer is covering the region now"),
            A("- Noted. Olu's leave sign-off goes to Greg Mortimer instead."),
        ],
        [
            U("ugh rota deadline got moved up. wed 17th now"),
            A(
                "- OK: August rota now due Wednesday 17 July.\n"
                "- Two days less, so if Olu's leave isn't signed off by then, plan without him for 5-22 Aug."
            ),
            U("peak is gonna be brutal this yr. 2 down in aug already"),
            A(
                "- Sounds tough. If you need agency cover for August, the request goes through the resourcing "
                "team's form, ideally 3 weeks ahead.\n"
                "- Agency staff don't affect Olu's leave approval; it's still his request and Greg's sign-off."
            ),
            U("yeah already asked resourcing for 3 agency pickers"),
            A("- Great."),
            U("can u draft a msg to greg re olus leave. short"),
            A(
                "Draft:\n\n"
                "\"Hi Greg, I've approved Olu Adeyemi's annual leave request for 5-22 August (14 working days). As "
                "it's over 10 consecutive days it needs your sign-off as regional ops manager. I've checked shift "
                "cover at DC2 and we're fine. Our August rota is due Wednesday 17 July, so a decision before then "
                'would really help. Thanks, Dev"'
            ),
            U("sent. thx"),
            A(
                "- Status: Olu's leave waiting on Greg Mortimer.\n"
                "- Rota due Wed 17 July.\n"
                "- Bullying case CL-22871 with HR."
            ),
        ],
    ]
    check = {
        "staff_number": ["BW-30417"],
        "site": ["Daventry DC2"],
        "bullet_points_short": ["bullets"],
        "no_salary_disclosure": ["salary"],
        "long_leave_rule": ["10 consecutive"],
        "olu_leave_request": ["Olu", "14 working days"],
        "leave_approver": ["Greg Mortimer"],
        "rota_deadline": ["17 July"],
        "bullying_case": ["CaseLine", "CL-22871"],
    }
    stale = {
        "leave_approver": ["Hannah Price"],
        "rota_deadline": ["19 July"],
    }
    return parts, check, stale


NINTH: list[tuple[str, Callable[[], Apart]]] = [
    ("repo_export_tz", repo_export_tz),
    ("deposit_dispute", deposit_dispute),
    ("scotland_family_trip", scotland_family_trip),
    ("hr_desk_shift_lead", hr_desk_shift_lead),
]
