"""Four chat histories written apart (an invoice-lines warehouse backfill, a one-bed flat move, a
bakery's VAT quarter and suppliers, a residence permit renewal with a knee injury), measured as
written before any change was made from them.
"""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U

BACKFILL_SYSTEM = (
    "You are the data-platform assistant for the Finance Data team at Kelvarra Freight. Standing "
    "policies, in force for every conversation:\n"
    "\n"
    "1. Read-only on production. Never run, generate or suggest DELETE, TRUNCATE or DROP against "
    "anything in the `billing_prod` database, even if a user asks you to.\n"
    "2. All backfill writes land in the staging warehouse cluster `wh-stg-eu2`. Writing to the "
    "production warehouse needs a separate change ticket, which you cannot raise.\n"
    "3. Never print, echo, log or hard-code credentials. Jobs read them from Vault at "
    "`secret/data/etl/backfill` through the sidecar; code should only ever reference that path.\n"
    "4. Runs that read from production replicas happen only inside the agreed change window and "
    "must reference a DATA ticket.\n"
    "5. Suspected data loss or corruption: stop, and post in #etl-incidents before doing "
    "anything else.\n"
    "\n"
    "Be concise. Engineers here are busy."
)

BACKFILL_LOG = (
    "real run kicked off at 22:05 and fell over after about nine minutes. tail of the log:\n"
    "\n"
    "```\n"
    "[22:05:11] INFO  backfill.run      starting months=18 workers=6 pool_size=5 "
    "target=wh-stg-eu2\n"
    "[22:05:12] INFO  backfill.extract  month=2023-01 rows_est=1840233\n"
    "[22:05:12] INFO  backfill.extract  month=2023-02 rows_est=1712950\n"
    "[22:05:12] INFO  backfill.extract  month=2023-03 rows_est=1931004\n"
    "[22:05:13] INFO  backfill.extract  month=2023-04 rows_est=1880417\n"
    "[22:05:13] INFO  backfill.extract  month=2023-05 rows_est=2015338\n"
    "[22:05:13] INFO  backfill.extract  month=2023-06 rows_est=1977120\n"
    "[22:08:40] INFO  backfill.load     month=2023-02 loaded=1712950 secs=207.6\n"
    "[22:09:02] INFO  backfill.extract  month=2023-07 rows_est=1904281\n"
    "[22:11:15] INFO  backfill.load     month=2023-01 loaded=1840233 secs=363.1\n"
    "[22:11:16] INFO  backfill.extract  month=2023-08 rows_est=1958830\n"
    "[22:14:01] INFO  backfill.load     month=2023-03 loaded=1931004 secs=528.4\n"
    "[22:14:02] ERROR backfill.extract  month=2023-09 attempt=1\n"
    "Traceback (most recent call last):\n"
    '  File "/app/backfill/extract.py", line 88, in copy_month\n'
    "    conn = pool.getconn()\n"
    '  File "/usr/local/lib/python3.11/site-packages/psycopg2/pool.py", line 93, in _getconn\n'
    "    return self._connect(key)\n"
    '  File "/usr/local/lib/python3.11/site-packages/psycopg2/pool.py", line 63, in _connect\n'
    "    conn = psycopg2.connect(*self._args, **self._kwargs)\n"
    'psycopg2.OperationalError: connection to server at "billing-replica-2.internal" '
    "(10.40.3.17), port 5432 failed: FATAL:  remaining connection slots are reserved for "
    "non-replication superuser connections\n"
    "[22:14:02] WARN  backfill.run      month=2023-09 retry in 30s\n"
    "[22:14:33] ERROR backfill.run      month=2023-09 giving up after 2 attempts\n"
    "[22:14:33] INFO  backfill.run      completed=3 failed=1 in_flight=5 pending=9\n"
    "[22:14:34] WARN  backfill.run      shutting down on first failure (fail_fast=true)\n"
    "```\n"
    "\n"
    "the other in-flight months got cancelled so only jan-mar 2023 actually landed."
)


def warehouse_backfill() -> Apart:
    parts = [
        [
            {"role": "system", "content": BACKFILL_SYSTEM},
            U(
                "morning. picking up the invoice-lines backfill that Marek started before he "
                "went on leave. ticket is DATA-2291. the job copies billing_prod.invoice_lines "
                "into the warehouse partitioned by month, and it has never been run for the full "
                "history. range we need is 2023-01-01 through 2024-06-30 inclusive. finance want "
                "it before quarter close so there's some time pressure but not panic-level"
            ),
            A(
                "Morning. Here's how I'd approach it, given what's on the ticket:\n"
                "\n"
                "1. Confirm the extract reads from a replica, not the primary, and that it only "
                "issues `SELECT`/`COPY ... TO STDOUT`.\n"
                "2. Split the range into calendar months (18 of them) and treat each month as an "
                "independent unit of work that can be retried on its own.\n"
                "3. Load each month into a staging table in the warehouse, then swap it into the "
                "partitioned target once row counts check out.\n"
                "4. Record progress in a checkpoint table so a rerun skips months that already "
                "landed.\n"
                "5. Validate counts and sums per month against the source before anyone in "
                "finance looks at it.\n"
                "\n"
                "Two things I need from you before touching code: which dbt version the repo "
                "pins (the models downstream of `invoice_lines` need to build after the load), "
                "and how much parallelism you want, since the replica has a finite number of "
                "connection slots."
            ),
            U(
                "repo is kelvarra/ledger-sync. lockfile pins dbt-core 1.7.4 with the matching "
                "dbt-postgres. for parallelism Marek's notes say 6 parallel workers, one month "
                "per worker. change window for reading the replica is Tuesday 22:00–23:30 UTC "
                "because that's when billing's batch jobs are quiet.\n"
                "\n"
                "one thing — when you change code, send me a unified diff, not the whole file. I "
                "review on my phone between standups and scrolling through 300 lines of python "
                "on a 6 inch screen is miserable"
            ),
            A(
                "Understood, diffs only from here on.\n"
                "\n"
                "Marek's branch hard-codes the worker count. I'd move both the worker count and "
                "the per-worker pool size into environment variables so you can change them per "
                "run without a code review:\n"
                "\n"
                "```diff\n"
                "--- a/backfill/run.py\n"
                "+++ b/backfill/run.py\n"
                "@@ -1,14 +1,21 @@\n"
                " import logging\n"
                "+import os\n"
                " from concurrent.futures import ThreadPoolExecutor, as_completed\n"
                "+from datetime import date\n"
                " \n"
                " from backfill.extract import copy_month\n"
                "+from backfill.months import month_range\n"
                " \n"
                ' log = logging.getLogger("backfill.run")\n'
                " \n"
                "-WORKERS = 8\n"
                '+MAX_WORKERS = int(os.getenv("BACKFILL_WORKERS", "6"))\n'
                '+POOL_SIZE = int(os.getenv("BACKFILL_POOL_SIZE", "5"))\n'
                '+START = date.fromisoformat(os.environ["BACKFILL_START"])\n'
                '+END = date.fromisoformat(os.environ["BACKFILL_END"])\n'
                " \n"
                " \n"
                " def main() -> None:\n"
                "-    months = MONTHS\n"
                "+    months = list(month_range(START, END))\n"
                '+    log.info("starting months=%d workers=%d pool_size=%d", len(months), '
                "MAX_WORKERS, POOL_SIZE)\n"
                "```\n"
                "\n"
                "`month_range` is a twelve-line helper in a new `backfill/months.py`; I'll send "
                "it separately if you want it reviewed, otherwise it just yields the first day "
                "of each month from start to end inclusive."
            ),
            U(
                "looks right, send months.py too, small enough. also marek left a sticky note on "
                "his monitor that just says DON'T TRUST THE MAY 2023 EXPORT with no further "
                "explanation, which is extremely helpful of him"
            ),
            A(
                "Here's the helper:\n"
                "\n"
                "```diff\n"
                "--- /dev/null\n"
                "+++ b/backfill/months.py\n"
                "@@ -0,0 +1,12 @@\n"
                "+from collections.abc import Iterator\n"
                "+from datetime import date\n"
                "+\n"
                "+\n"
                "+def month_range(start: date, end: date) -> Iterator[date]:\n"
                '+    """First day of each month from start\'s month to end\'s month, '
                'inclusive."""\n'
                "+    current = start.replace(day=1)\n"
                "+    while current <= end:\n"
                "+        yield current\n"
                "+        current = (current.replace(day=28) + "
                "timedelta(days=4)).replace(day=1)\n"
                "```\n"
                "\n"
                "(That needs `timedelta` in the import line, I'll fold it in.)\n"
                "\n"
                "As for the sticky note: cryptic, but worth taking seriously. When we validate, "
                "I'd look at May 2023 first rather than last, and compare not just the row count "
                "but the count of distinct `invoice_line_id`, which catches duplicates that a "
                "plain count would hide."
            ),
        ],
        [
            U(
                "ok dry run against the replica with --limit 1000 per month went fine. before I "
                "do the real thing, anything I should know about making this safely rerunnable? "
                "last time somebody backfilled anything here it doubled the revenue dashboard "
                "for a week and nobody noticed until the CFO did"
            ),
            A(
                "That's the classic failure, and it nearly always comes from appending instead "
                "of replacing. Some general habits that make a backfill boring in the good way:\n"
                "\n"
                "- **Make the unit of work replaceable, not appendable.** Each month should be "
                "written to a scratch table and then swapped into place, so running the same "
                "month twice produces the same result as running it once.\n"
                "- **Use a natural key.** If the source has a stable id, the load should either "
                "merge on it or at least assert uniqueness on it before the swap. Duplicates "
                "should make the job fail, not succeed quietly.\n"
                "- **Keep a checkpoint table.** One row per unit of work with its status, row "
                "count and a checksum. A rerun reads it and skips anything marked done, which "
                "also gives you an audit trail for the finance people.\n"
                "- **Fail fast, resume cheaply.** It's fine for the job to stop at the first "
                "error, as long as restarting it costs nothing.\n"
                "- **Separate the load from the exposure.** Dashboards should read from a view "
                "or a table that only changes when you deliberately publish, not from the table "
                "the backfill writes into.\n"
                '- **Write down what "done" means** before you start: which counts, which '
                "sums, which tolerance. Otherwise you end up arguing about it at 11pm.\n"
                "\n"
                "None of this is exotic; it's just easy to skip when the job looks like a "
                "one-off. Backfills are never one-offs."
            ),
            U("yeah add the checkpoint table. keep it minimal"),
            A(
                "Minimal version, warehouse side only:\n"
                "\n"
                "```diff\n"
                "--- /dev/null\n"
                "+++ b/backfill/sql/checkpoint.sql\n"
                "@@ -0,0 +1,9 @@\n"
                "+CREATE TABLE IF NOT EXISTS stg.backfill_checkpoint (\n"
                "+    job          text        NOT NULL,\n"
                "+    month        date        NOT NULL,\n"
                "+    status       text        NOT NULL,\n"
                "+    rows_loaded  bigint,\n"
                "+    amount_sum   numeric(20, 0),\n"
                "+    finished_at  timestamptz,\n"
                "+    PRIMARY KEY (job, month)\n"
                "+);\n"
                "--- a/backfill/run.py\n"
                "+++ b/backfill/run.py\n"
                "@@ -30,6 +30,9 @@ def main() -> None:\n"
                "     with ThreadPoolExecutor(max_workers=MAX_WORKERS) as pool:\n"
                "-        futures = {pool.submit(copy_month, m): m for m in months}\n"
                '+        done = checkpoint.finished_months("invoice_lines")\n'
                "+        todo = [m for m in months if m not in done]\n"
                "+        futures = {pool.submit(copy_month, m): m for m in todo}\n"
                "```\n"
                "\n"
                "`checkpoint.finished_months` is a single `SELECT month FROM "
                "stg.backfill_checkpoint WHERE job = %s AND status = 'done'`, and `copy_month` "
                "upserts its row at the end of a successful load."
            ),
            U(
                "unrelated but is there a way to make psql stop paging output. it drives me up "
                "the wall"
            ),
            A(
                "`\\pset pager off` inside a session, or put that line in `~/.psqlrc` to make it "
                "permanent. If you only want it off for one command, `PAGER=cat psql ...` works "
                "too."
            ),
            U("bless you"),
            A("Any time."),
        ],
        [
            U(BACKFILL_LOG),
            A(
                "That error is the replica running out of connection slots, not anything wrong "
                "with the data. The arithmetic: each worker opens its own pool, so the job "
                "wanted workers × pool_size = 30 connections at peak, on top of whatever the "
                "reporting tools and the replication user already hold. `billing-replica-2` is "
                "probably configured with a fairly low `max_connections` and a few reserved for "
                "superusers, which is exactly the slot the message says you didn't get.\n"
                "\n"
                "You have three levers:\n"
                "\n"
                "1. **Fewer workers.** Cuts connections linearly and costs wall-clock time.\n"
                "2. **Smaller pool per worker.** Each worker runs one `COPY` at a time, so a "
                "pool of 5 is mostly idle connections. A pool of 1 or 2 is enough.\n"
                "3. **More slots on the replica.** Needs a DBA, and a restart of the replica if "
                "it's `max_connections` itself.\n"
                "\n"
                "I'd do 2 regardless, and 1 if you can't get 3 before the next window. Also "
                "worth flipping `fail_fast` so one failed month doesn't cancel the ones already "
                "in flight — with the checkpoint table it's safe to let the others finish and "
                "rerun only the failure."
            ),
            U(
                "change of plan on parallelism then: BACKFILL_WORKERS=4 and "
                "BACKFILL_POOL_SIZE=2. I've pinged Priya on the DBA team to see if she can give "
                "us a few more slots on replica-2 but she's off until Monday so don't count on "
                "it.\n"
                "\n"
                "also, sorry — I misread the lockfile earlier. it's dbt-core 1.8.2, the 1.7 pin "
                "was in the old monorepo which I had open in the other tab. does that change "
                "anything on our side?"
            ),
            A(
                "No code change needed for the worker count, since both values come from the "
                "environment now; just set them in the job spec.\n"
                "\n"
                "On dbt 1.8.2: two things matter for us. First, adapters are no longer installed "
                "implicitly with dbt-core, so the image needs `dbt-postgres` listed explicitly "
                "alongside it — check the Dockerfile rather than assuming. Second, 1.8 "
                "introduced unit tests as a first-class node type, which is harmless here but "
                "means `dbt build` will run any that exist; if the invoice models have none, "
                "nothing changes. The `--select` syntax we'll use afterwards is the same.\n"
                "\n"
                "And flipping fail-fast off:\n"
                "\n"
                "```diff\n"
                "--- a/backfill/run.py\n"
                "+++ b/backfill/run.py\n"
                "@@ -12,7 +12,7 @@\n"
                "-FAIL_FAST = True\n"
                '+FAIL_FAST = os.getenv("BACKFILL_FAIL_FAST", "0") == "1"\n'
                "```"
            ),
            U("fine. merging both"),
            A(
                "Sounds good. Once it's merged the months that already landed will be skipped on "
                "the next run, as long as `copy_month` wrote their checkpoint rows — worth a "
                "quick `SELECT * FROM stg.backfill_checkpoint` to confirm January to March are "
                "marked done before you start."
            ),
            U("they are. 3 rows, all done"),
            A("Good, then the next run picks up at 2023-04."),
        ],
        [
            U(
                "no word from Priya obviously. other news, the window's been moved — billing are "
                "running their own reconciliation on tuesday nights now, so we get Thursday "
                "01:00–03:00 UTC instead. can you write me a short runbook for the thursday run, "
                "something I can paste in the ticket"
            ),
            A(
                "Here's a runbook you can paste as-is:\n"
                "\n"
                "```markdown\n"
                "## DATA-2291 invoice_lines backfill: run procedure\n"
                "\n"
                "**Window:** Thursday 01:00–03:00 UTC (replica read)\n"
                "**Target:** wh-stg-eu2, schema `stg`\n"
                "**Config:** BACKFILL_WORKERS=4, BACKFILL_POOL_SIZE=2, BACKFILL_FAIL_FAST=0\n"
                "\n"
                "1. 00:50 Check `stg.backfill_checkpoint`; note which months are done.\n"
                "2. 00:55 Confirm replica lag < 60s on the billing dashboard.\n"
                "3. 01:00 Start the job with BACKFILL_START=2023-01-01 BACKFILL_END=2024-06-30.\n"
                "4. Watch for `OperationalError` in the log; if it appears, let in-flight months "
                "finish,\n"
                "   then stop and note which month failed.\n"
                "5. 02:45 If the job is still running, stop it after the current round "
                "finishes.\n"
                "   Do not start new months after 02:45.\n"
                "6. Run the validation queries (below) for every month that finished.\n"
                "7. Update the ticket with months done, months pending, and any mismatch.\n"
                "```\n"
                "\n"
                "| Round | Months (4 workers) |\n"
                "|---|---|\n"
                "| 1 | 2023-04 … 2023-07 |\n"
                "| 2 | 2023-08 … 2023-11 |\n"
                "| 3 | 2023-12 … 2024-03 |\n"
                "| 4 | 2024-04 … 2024-06 |\n"
                "\n"
                "January to March 2023 are already checkpointed. At the speeds in the last log "
                "(roughly 4–9 minutes a month with contention), four rounds should fit, but the "
                "02:45 cut-off is there so you're never mid-load when the window closes."
            ),
            U(
                "validation queries? finance will want row counts and sum(amount_cents) per "
                "month to match exactly, no tolerance"
            ),
            A(
                "Source side, run on the replica (read-only):\n"
                "\n"
                "```sql\n"
                "SELECT date_trunc('month', invoiced_at)::date AS month,\n"
                "       count(*)                               AS row_count,\n"
                "       count(DISTINCT invoice_line_id)        AS distinct_ids,\n"
                "       sum(amount_cents)                      AS amount_sum\n"
                "FROM   invoice_lines\n"
                "WHERE  invoiced_at >= DATE '2023-01-01'\n"
                "  AND  invoiced_at <  DATE '2024-07-01'\n"
                "GROUP  BY 1\n"
                "ORDER  BY 1;\n"
                "```\n"
                "\n"
                "Warehouse side, same shape against `stg.invoice_lines`. Then compare the two "
                "result sets; anything other than an exact match on all three columns for a "
                "month is a failure for that month. I'd keep `distinct_ids` in there even though "
                "finance didn't ask for it, because `row_count` = `distinct_ids` on the "
                "warehouse side is your duplicate check, and given the note about May it's the "
                "number I'd look at first.\n"
                "\n"
                "If you want it automated, a short script that runs both queries and prints only "
                "mismatching months is about twenty lines; say the word."
            ),
            U("👍 that's fine by hand"),
            A("Okay."),
            U(
                "random q, do you know why our CI runners are so slow on mondays. it's like 20 "
                "min for a lint job"
            ),
            A(
                "Without seeing the runners I can only guess, but the usual suspects for a "
                "weekly pattern are: scheduled dependency-update jobs (Renovate or Dependabot "
                "often run on Monday mornings and open a burst of PRs), cache eviction over the "
                "weekend so the first builds of the week start cold, and shared runners being "
                "autoscaled down overnight and slow to come back. Comparing queue time against "
                "run time in the CI dashboard would tell you which — if the job itself takes 3 "
                "minutes but waits 17 in the queue, it's capacity, not your pipeline."
            ),
        ],
        [
            U(
                "thursday run went through. 2023 is in staging, counts and sums match for every "
                "month except 2023-05, where the warehouse has 212 more rows than the replica. "
                "so marek's sticky note was right. none of the 2024 months ran though, round 3 "
                "was slow and I stopped it at 02:45 per the runbook. so: 2023 done apart from "
                "may, 2024-01 to 2024-06 still to do"
            ),
            A(
                "Good that you stopped at the cut-off. On May: 212 extra rows on the warehouse "
                "side with the source matching is almost certainly duplication in the load "
                "rather than a source problem. Check `distinct_ids` for that month in the "
                "warehouse — if it equals the replica's `row_count`, the 212 are exact "
                "duplicates of existing ids and the fix is confined to staging. If "
                "`distinct_ids` is also higher than the source, the warehouse has ids the source "
                "doesn't, which would be far more worrying and a reason to stop and raise it as "
                "an incident before touching anything."
            ),
            U(
                "distinct_ids matches the source. all 212 are exact dupes, all from the last day "
                "of may. I'd bet it's marek's first attempt that never cleaned up. give me the "
                "dedupe for staging"
            ),
            A(
                "This only touches the staging copy in the warehouse:\n"
                "\n"
                "```sql\n"
                "BEGIN;\n"
                "\n"
                "DELETE FROM stg.invoice_lines t\n"
                "USING (\n"
                "    SELECT ctid,\n"
                "           row_number() OVER (PARTITION BY invoice_line_id ORDER BY loaded_at) "
                "AS rn\n"
                "    FROM   stg.invoice_lines\n"
                "    WHERE  invoiced_at >= DATE '2023-05-01'\n"
                "      AND  invoiced_at <  DATE '2023-06-01'\n"
                ") d\n"
                "WHERE  t.ctid = d.ctid\n"
                "  AND  d.rn > 1;\n"
                "\n"
                "-- expect DELETE 212; if it's anything else, ROLLBACK\n"
                "SELECT count(*), count(DISTINCT invoice_line_id), sum(amount_cents)\n"
                "FROM   stg.invoice_lines\n"
                "WHERE  invoiced_at >= DATE '2023-05-01' AND invoiced_at < DATE '2023-06-01';\n"
                "\n"
                "COMMIT;\n"
                "```\n"
                "\n"
                "Run it up to the `SELECT`, compare with the replica's May numbers, and only "
                "then commit. Afterwards update May's checkpoint row so its `rows_loaded` "
                "reflects the corrected count."
            ),
            U(
                "done, may matches now, checkpoint updated. I'll write the handover for Ines "
                "myself tomorrow since she's taking the 2024 half. last thing, what's the select "
                "for building only the invoice models after the load"
            ),
            A(
                "`dbt build --select +invoice_lines_monthly` builds that model and everything "
                "upstream of it; if you want everything downstream of the raw table instead, "
                "`dbt build --select source:billing.invoice_lines+`. The second is usually what "
                "you want after a backfill, since it rebuilds every model that reads from the "
                "freshly loaded data."
            ),
        ],
    ]
    check = {
        "no_destructive_sql_on_billing_prod": ["billing_prod", "TRUNCATE"],
        "staging_cluster": ["wh-stg-eu2"],
        "vault_path": ["secret/data/etl/backfill"],
        "incident_channel": ["#etl-incidents"],
        "ticket": ["DATA-2291"],
        "backfill_range": ["2023-01-01", "2024-06-30"],
        "dbt_version": ["1.8.2"],
        "workers": ["BACKFILL_WORKERS=4"],
        "change_window": ["Thursday 01:00–03:00 UTC"],
        "diff_preference": ["unified diff"],
        "waiting_on_priya": ["Priya"],
    }
    stale = {
        "dbt_version": ["1.7.4"],
        "workers": ["6 parallel workers", "workers=6"],
        "change_window": ["Tuesday 22:00"],
    }
    return parts, check, stale


def flat_move() -> Apart:
    parts = [
        [
            U(
                "hiya ok so i need help organising this move before i lose my mind. pls no "
                "bullet points or tables or anything like that, i read these on my watch on the "
                "bus and lists come out as garbage. just normal sentences"
            ),
            A(
                "Of course, plain sentences it is. Tell me what you've got so far, like when "
                "you're moving, where to, and what's already booked, and we'll work out what's "
                "left to sort."
            ),
            U(
                "moving sat the 14th from my place on dunmore st to the new flat which is Flat "
                "3, 27 Kestrel Rd. booked a van w Bramley Vans, they quoted £640 which is mad "
                "but everyone else was worse lol. booking ref BV-77812. total budget for the "
                "whole thing is £900 and i am NOT going over that, i have literally nothing left "
                "after the deposit and first months rent"
            ),
            A(
                "That's a solid start. With the van at £640 you've got £260 left for everything "
                "else, so it's worth thinking now about what still costs money. Boxes and tape "
                "are the obvious ones, and if you can get boxes free from a supermarket or a "
                "local buy-nothing group that saves a fair bit. Cleaning the old place for the "
                "checkout is another, since doing it yourself is free but a professional "
                "end-of-tenancy clean would eat most of what's left. Is there anything big that "
                "needs special handling, like a washing machine or anything fragile?"
            ),
            U(
                "no big stuff the washing machine stays. but the cat. Biscuit. she cannot go in "
                "the van, she screams the whole way and last time she got out of her carrier and "
                "under the seat and it took 40 mins to get her out. my sister Niamh said shell "
                "take her the friday before and bring her over once the beds are up"
            ),
            A(
                "That sounds like the right call, a van full of people carrying boxes and doors "
                "propped open is about the worst possible environment for a cat. Having her out "
                "of the way with Niamh the day before means you won't be worrying about her "
                "escaping while everything's being loaded. When she does come over, it helps to "
                "set her up in one room with her litter tray, food, water and something that "
                "smells familiar, and let her explore the rest of the flat gradually over a day "
                "or two."
            ),
            U(
                "omg sorry my mate just sent me a video of her dog trying to eat a traffic cone "
                "im crying"
            ),
            A("Dogs really do have no sense of self-preservation. I hope the cone survived."),
            U("the cone is fine the dog is humbled"),
            A("As it should be."),
        ],
        [
            U(
                "ok packing. how many boxes do i actually need for a 1 bed. i have a LOT of "
                "books like an embarrassing amount"
            ),
            A(
                "For a one-bed flat most people end up using somewhere between twenty and thirty "
                "boxes, and a big book collection can push that higher. The trick with books is "
                "to use small boxes rather than big ones, because a large box full of books is "
                "too heavy to lift safely and tends to split at the bottom, so pack them in the "
                "smallest boxes you can get and fill any gaps with socks or tea towels so they "
                "don't shift. Heavier things go at the bottom and lighter ones on top, and it's "
                "worth writing the room on at least two sides of every box, not just the top, "
                "because once they're stacked you can't see the lids. Keep one box aside for the "
                "first night with the kettle, mugs, teabags, loo roll, phone chargers, a towel, "
                "bedding and any medication, and either take it with you or make sure it goes in "
                "the van last so it comes out first. Start with the things you use least, like "
                "books you've read and out-of-season clothes, and leave the kitchen until the "
                "last couple of days."
            ),
            U(
                "right. ok another thing. the checkout at the old place, my landlord Gareth is "
                "coming round to do the inspection. pls whatever you do if you help me write any "
                "message to him dont mention the radiator in the bedroom. i had a guy fix the "
                "bracket and its fine now and i dont want him sniffing round it and using it as "
                "an excuse to keep my deposit"
            ),
            A(
                "Got it, I'll leave that out of anything I help you write to him. For the "
                "checkout itself, it's worth taking your own photos of every room on the day, "
                "including inside the oven and fridge, so you've got a record that's dated. If "
                "you have the check-in inventory from when you moved in, have a look at it "
                "beforehand so you know what he'll be comparing against."
            ),
            U("i think the inventory is in an email somewhere from 2021 ill dig it out"),
            A(
                "Worth it. Searching your inbox for the letting agent's name or the word "
                "inventory usually turns it up."
            ),
            U(
                "also need to sort the parking thing. the council does a parking suspension so "
                "the van can actually park outside the new place, apparently u have to apply 10 "
                "working days before"
            ),
            A(
                "Yes, councils usually need at least ten working days for a suspension because "
                "they have to put the signs up in advance, so it's one to do soon rather than "
                "leave. You'll normally need the exact address, the date, the times you want it "
                "for and the length of road the van needs, and there's a fee, which is something "
                "to check against your remaining budget because some councils charge quite a lot "
                "for it."
            ),
            U("cool will do it tmrw"),
            A("Great."),
        ],
        [
            U(
                "UPDATE. the flat isnt ready, the landlords painters overran so we are doing the "
                "21st now, a week later. rang bramley and they can do the 21st thank god, same "
                "price"
            ),
            A(
                "That's a relief about Bramley, especially at the same price. It also gives you "
                "a bit more breathing room for packing. If you haven't sent off the parking "
                "application yet, make sure it goes in for the new date, and if you already did, "
                "it's worth ringing the council to change it rather than applying again. Niamh "
                "will need to know the new plan for Biscuit as well."
            ),
            U(
                "i hadnt done the parking yet so thats fine lol. also wait ive been telling "
                "everyone the wrong address this whole time, its 29 Kestrel Road not 27. i saw "
                "the number on the door when i got the keys today. have to message my mum and "
                "like everyone"
            ),
            A(
                "Good catch, and better to find out now than when a parcel goes missing. "
                "Alongside your mum and friends, the places that matter most are your bank, your "
                "employer, your GP, the electoral roll, the DVLA if you drive, and any "
                "subscriptions or deliveries you get regularly. Royal Mail redirection is worth "
                "considering for a few months too, since it catches whatever you forget, though "
                "it isn't free."
            ),
            U("my mum has already sent a housewarming card to the wrong one probably"),
            A(
                "If it does end up at the neighbours, at least it's a nice way to introduce "
                "yourself."
            ),
            U("lol true"),
            A("Is there anything else you want to go through while you're on a roll?"),
            U("nah im gonna go stare at boxes"),
            A("Good luck with them."),
        ],
        [
            U(
                "just got this from bramley: 'Hi from Bramley Vans re booking BV-77812, our crew "
                "can arrive at 8am on your move day, reply YES to confirm.' is 8am ok do u "
                "think, i dont get the keys for the new place till 10"
            ),
            A(
                "8am at the old place is fine and actually helps. Loading a one-bed usually "
                "takes a couple of hours, so they'd be done and driving over roughly when the "
                "keys become available, and you won't be paying for a crew standing around "
                "outside a locked door. Just make sure everything is packed and by the door the "
                "night before so they can start straight away."
            ),
            U("ok replied yes"),
            A("Perfect."),
            U(
                "what do i do with the freezer, does it have to be defrosted the day before or "
                "what. its a tiny one on top of the fridge"
            ),
            A(
                "It depends whose it is. If it's yours and coming with you, it's best to defrost "
                "it a day or two before. Run the freezer down over the week so there's as little "
                "left as possible, switch it off the evening before the move, leave the door "
                "open with towels underneath to catch the water, and give it a wipe once the ice "
                "has gone. Once it's in the new place, let it stand upright for a few hours "
                "before switching it back on so the coolant settles. If it's the landlord's, you "
                "still need to empty it and leave it clean for the checkout, but you don't need "
                "to defrost it unless it's badly iced up."
            ),
            U("its the landlords. so just empty it ok"),
            A("Yes, just empty and wipe it."),
            U("just watched 3 episodes of a baking show instead of packing. great start"),
            A(
                "Honestly, a bit of procrastination is part of the process. Maybe do one box per "
                "episode next time."
            ),
        ],
        [
            U(
                "bramley rang again, theyve got another job later that day so they want to come "
                "at 7.30 instead, i said fine. can u remember that for me pls i will 100% forget"
            ),
            A(
                "Noted. Bramley Vans are now coming at 7.30 on the 21st, same booking. That "
                "means everything really does need to be packed and by the door the night "
                "before, and it's worth setting an alarm for 6.30 so you're dressed and have had "
                "a coffee before they knock."
            ),
            U(
                "ugh 6.30. fine. can u help me write a msg to Gareth about the checkout, just "
                "saying what time ill be there on the friday and that ill leave the keys on the "
                "kitchen counter after. i'll be there from 6pm"
            ),
            A(
                "Here's something you could send: \"Hi Gareth, just confirming I'll be at the "
                "flat from 6pm on Friday for the checkout. I've cleaned throughout and taken "
                "photos of every room. Once we're done I'll leave both sets of keys on the "
                "kitchen counter. Let me know if that time doesn't work for you. Thanks!\" It's "
                "short and friendly, and it quietly mentions the photos, which tends to make "
                "checkouts go more smoothly."
            ),
            U("perfect ty. sending it now"),
            A("Good luck with it."),
            U("right bed. thank u for putting up with me"),
            A(
                "It's been a pleasure, and you're much more organised than you give yourself "
                "credit for. Sleep well."
            ),
        ],
    ]
    check = {
        "no_bullet_points": ["no bullet points"],
        "move_date": ["21st"],
        "new_address": ["29 Kestrel Road"],
        "van_company": ["Bramley Vans"],
        "van_booking_ref": ["BV-77812"],
        "van_arrival": ["7.30"],
        "budget_cap": ["£900"],
        "cat_with_sister": ["Biscuit", "Niamh"],
        "landlord_radiator": ["Gareth", "radiator"],
        "parking_suspension_pending": ["parking suspension"],
    }
    stale = {
        "move_date": ["14th"],
        "new_address": ["27 Kestrel"],
        "van_arrival": ["8am"],
    }
    return parts, check, stale


def bakery_books() -> Apart:
    parts = [
        [
            U(
                "Hello, I hope you can help me get my head around the next couple of months, "
                "because our bookkeeper retired in the spring and I have been muddling through "
                "on my own ever since, with mixed results. I run a small bakery, Marsh Street "
                "Bakehouse, with two shops and eleven staff including me. We are VAT registered "
                "on the standard scheme and file quarterly. The return for the quarter ending 30 "
                "June is due on 7 August, and I gather the payment has to reach them by the same "
                "date, which I'd rather not cut fine. My accountant is Deborah Okafor; she does "
                "the year-end and the corporation tax but not the day-to-day, and she has made "
                "it quite clear that she isn't going to do my bookkeeping for me, which is fair "
                "enough. Her email is deborah@okaforaccounts.co.uk if you need to draft anything "
                "to her. I'd like to sit down with her on Wednesday 16th at 2pm to go through "
                "the VAT figures before I submit anything, so ideally I'd have everything in "
                "order by then.\n"
                "\n"
                "Many thanks,\n"
                "Helen Marsh"
            ),
            A(
                "Hello Helen, happy to help, and muddling through for a few months is very "
                "normal after losing a bookkeeper.\n"
                "\n"
                "For the June quarter, the main thing is to get to a set of figures you trust "
                "before the meeting with Deborah. In broad terms the return comes down to two "
                "totals: the VAT you charged on your sales (output tax) and the VAT you paid on "
                "your business costs that you're entitled to reclaim (input tax), plus the net "
                "sales and purchase figures. A bakery has a particular wrinkle here, because "
                "most of what you sell to take away is zero-rated food, while hot food, anything "
                "eaten on the premises, and some items like confectionery are standard-rated. If "
                "your tills split sales by VAT rate, that's most of the work done; if they "
                "don't, that's the first thing I'd look at.\n"
                "\n"
                "Before the meeting, it would help to gather: the till reports for April, May "
                "and June from both shops, broken down by VAT rate if possible; your purchase "
                "invoices for the quarter; your bank statements so the two can be reconciled; "
                "and the previous return, for comparison. If you tell me what software you're "
                "using, if any, I can be more specific about where each of those lives."
            ),
            U(
                "We're on Xero, though I'd describe my relationship with it as cautious. One "
                "more thing before we get stuck in, and please do keep it in mind throughout. My "
                "husband Tomasz and I have an agreement, which he insisted on after an "
                "unfortunate episode involving a second-hand deck oven in 2021: I don't pay any "
                "single invoice over £2,000 without him signing it off first. So if anything we "
                "discuss involves paying more than that in one go, please flag it, and don't "
                "assume I can simply do it. And when you draft emails for me, please sign them "
                "off 'Warm wishes, Helen'. I can't bear 'Best' or 'Kind regards', they make me "
                "sound like a solicitor."
            ),
            A(
                "Both noted. I'll flag anything that would mean paying a single invoice over "
                "that amount, and drafts will be signed the way you like.\n"
                "\n"
                "Xero makes this easier than it might feel. The VAT return in Xero is built from "
                "the transactions you've reconciled, so the most useful thing you can do this "
                "week is to get the bank reconciliation for both accounts up to 30 June. Once "
                "that's done, the draft return will largely fill itself in, and what Deborah "
                "will want to check is whether the VAT rates on your sales and purchases have "
                "been coded correctly."
            ),
        ],
        [
            U(
                "Right, the flour, which is the other thing keeping me up at night. We buy "
                "nearly all our flour from Hollins Mill, account number HM-40917, on thirty-day "
                "terms, and have done since my mother ran the shop. They wrote last week to say "
                "that from next month the price of a 16kg sack of strong white goes up to "
                "£18.40, from £16.90, and frankly I have had enough; between that and the "
                "delivery charges it's getting silly. A rep from Ashdown Grain came in on "
                "Tuesday and offered £17.10 a sack with free delivery on orders over twenty "
                "sacks, and I'm inclined to move to them from September. Could you help me work "
                "out what it would actually save us? We go through about 85 sacks a month across "
                "the two shops, rather more in December."
            ),
            A(
                "Happy to. On the sack price alone, the difference is £18.40 − £17.10 = £1.30 a "
                "sack. At 85 sacks a month that's 85 × £1.30 = £110.50 a month, or roughly "
                "£1,326 over a year, a bit more with the December peak.\n"
                "\n"
                "The delivery side could matter as much as the sack price. If Hollins charge per "
                "delivery and you take, say, two deliveries a week per shop, even a modest "
                "charge adds up quickly, so it's worth pulling the last three months of their "
                "invoices and totting up the delivery lines. If Ashdown's free delivery "
                "genuinely covers all your orders, that's a further saving on top of the "
                "£110.50.\n"
                "\n"
                "The things I'd want to know before switching are whether the flour performs the "
                "same in your recipes (a different mill's strong white can behave differently in "
                "long fermentations, which your bakers will notice before your customers do), "
                "what their payment terms are, and how reliable they are on delivery, since "
                "running out of flour on a Saturday is a far bigger cost than a pound a sack."
            ),
            U(
                "Thank you, that's more or less what I thought. The bakers have tried a couple "
                "of sacks and say it's fine, if a little thirsty. I'll sleep on it, but I think "
                "we go with Ashdown."
            ),
            A(
                "That sounds reasonable. If the bakers are happy with it, the remaining risk is "
                "mostly about reliability, which you'll find out in the first month or two. It "
                "might be worth keeping a small order running with your current supplier for the "
                "first few weeks as a fallback, if they'll let you."
            ),
            U(
                "Apologies for going quiet. We had a wedding order for a four-tier lemon and "
                "elderflower cake and the bottom tier cracked in the van on the way to the "
                "venue. All sorted in the end with a great deal of buttercream and a "
                "strategically placed arrangement of peonies, but I think I have aged ten years "
                "this afternoon."
            ),
            A(
                "That sounds genuinely stressful, and also like exactly the sort of save that "
                "nobody at the wedding will ever know about. I hope you've had a sit down and a "
                "cup of tea since."
            ),
        ],
        [
            U(
                "Now the thing that's really bothering me. Cartonworks, who supply our cake "
                "boxes and paper bags, have charged us twice for the same delivery in June. "
                "Invoice INV-3318 for £612.50 refers to the same delivery note, DN 22871, as an "
                "earlier invoice that we've already paid. I rang them and got a very pleasant "
                "young man who said he would 'pass it on', and I have heard nothing since. I'd "
                "like to send them a firm but polite email. I don't want to withhold payment on "
                "their other invoices, because they are otherwise reliable and we do need the "
                "boxes, but I'm not paying this one."
            ),
            A(
                "Here's a draft:\n"
                "\n"
                "Subject: Duplicate invoice INV-3318 (delivery note DN 22871)\n"
                "\n"
                "Dear Cartonworks accounts team,\n"
                "\n"
                "I'm writing about invoice INV-3318 for £612.50. This invoice relates to "
                "delivery note DN 22871, which was already invoiced and paid in full in June. I "
                "telephoned about this last week and was told the query would be passed on, but "
                "I haven't yet had a response.\n"
                "\n"
                "Could you please confirm that INV-3318 has been cancelled and issue a credit "
                "note against it? Copies of the original invoice, our payment confirmation and "
                "the delivery note are attached for your reference.\n"
                "\n"
                "We're very happy with your service otherwise and will continue to settle your "
                "other invoices as usual. I'd be grateful for a reply by the end of next week.\n"
                "\n"
                "Warm wishes, Helen\n"
                "\n"
                "Marsh Street Bakehouse\n"
                "\n"
                "Do attach the three documents mentioned, since it saves them having to dig, "
                "which tends to be where these things stall."
            ),
            U(
                "That's perfect, thank you, sent. While I think of it, our business overdraft "
                "limit with the bank is £5,000, and we're sitting at about £3,200 of it at the "
                "moment because of the new spiral mixer. I'd rather the VAT payment didn't push "
                "us anywhere near the limit, so if the numbers look tight we may need to be "
                "careful about the timing of things."
            ),
            A(
                "That's a sensible thing to keep an eye on. A few general points on managing "
                "cash around a VAT payment, none of which require doing anything unusual. First, "
                "it's worth setting aside the VAT element of your takings as they come in, even "
                "informally, in a separate savings account; it's not your money, and seeing it "
                "sit apart makes the quarter-end much less of a shock. Second, look at the "
                "timing of your large outgoings in the weeks before the payment date: supplier "
                "invoices on thirty-day terms can often be paid on day thirty rather than on "
                "receipt without damaging the relationship. Third, if a payment would genuinely "
                "strain things, HMRC does offer time-to-pay arrangements, but they're far easier "
                "to agree if you ask before the due date rather than after. And finally, once "
                "the June return is drafted you'll know exactly what you owe, which is usually "
                "less frightening than the number you've been imagining. Until then, I'd avoid "
                "committing to any large discretionary spending."
            ),
        ],
        [
            U(
                "I need to correct myself on the flour, I'm afraid. I was reading the wrong line "
                "of their letter. The new Hollins price for strong white is £19.20 a sack, not "
                "the figure I gave you; the lower one was for the wholemeal. Which makes things "
                "worse, of course. BUT. I had a long phone call with Hollins yesterday, and "
                "they've offered to hold that price for twelve months and to move us onto "
                "forty-five-day terms, and I also discovered that the other firm's free delivery "
                "only applies within fifteen miles, which our second shop isn't. So, change of "
                "plan: we're staying with Hollins Mill. Tomasz agrees. Please forget the other "
                "lot entirely."
            ),
            A(
                "Understood, staying with Hollins Mill at £19.20 a sack. At 85 sacks a month "
                "that's 85 × £19.20 = £1,632 a month before delivery, so a single monthly "
                "invoice will stay under the sign-off threshold in most months, though a heavy "
                "December could bring it close. The twelve-month price hold and the longer terms "
                "are both genuinely valuable: the terms in particular help with exactly the "
                "cash-flow timing we talked about, since you'll have a further fortnight before "
                "each flour invoice falls due. It would be worth asking them to confirm both "
                "points in writing."
            ),
            U(
                "Also, Deborah has asked to move our meeting, as a client audit has overrun. "
                "We're now meeting on Friday 18th at 10am at her office instead. Could you put "
                "together a list of what I should bring?"
            ),
            A(
                "Of course. For Friday 18th at 10am, I'd bring:\n"
                "\n"
                "- The draft VAT return for the June quarter, printed from Xero, together with "
                "the VAT audit report that sits behind it\n"
                "- Till reports for April, May and June from both shops, split by VAT rate\n"
                "- The bank reconciliation for both accounts up to 30 June, with any "
                "unreconciled items listed\n"
                "- The Cartonworks correspondence about INV-3318, so she knows it's excluded and "
                "why\n"
                "- The Hollins Mill letter with the new prices, plus a note of the new terms\n"
                "- A list of any questions you have about which items are standard-rated\n"
                "- Your overdraft position, in case she has views on the timing of the payment\n"
                "\n"
                "If you have time beforehand, it's worth emailing her the draft return and the "
                "VAT report a day ahead so she can look at them before you arrive."
            ),
        ],
        [
            U(
                "Cartonworks have replied at last. They accept that INV-3318 was a duplicate and "
                "say a credit note will follow 'within ten working days'. I shall believe it "
                "when I see it. Nothing has arrived yet, so as far as I'm concerned it's still "
                "open."
            ),
            A(
                "That's good progress. For now I'd leave INV-3318 unpaid and make sure it isn't "
                "included in your VAT return as a purchase, since you'd otherwise be reclaiming "
                "VAT on a charge that's being cancelled. When the credit note arrives, enter it "
                "in Xero against the invoice so the two cancel out. If it hasn't arrived in a "
                "couple of weeks, a short follow-up referring to their reply is all it needs."
            ),
            U(
                "Unrelated, but do you have any thoughts on whether a loyalty card is worth "
                "doing? My daughter keeps telling me we need an app, and I keep telling her "
                "we're a bakery, not an airline."
            ),
            A(
                "There's something to be said on both sides. Loyalty schemes work best when they "
                "reward behaviour you'd like more of, such as an extra weekday visit, rather "
                "than giving a discount to people who'd have come anyway. For a small bakery, a "
                "simple stamp card (buy nine coffees, get the tenth free) costs very little, is "
                "easy for staff to understand, and customers genuinely like it. Apps can do "
                "more, such as capturing contact details and sending offers, but they have "
                "monthly fees, they need someone to look after them, and many customers won't "
                "download an app for a single shop. A middle route some independents use is a "
                "card-based scheme linked to the payment terminal, which tracks visits "
                "automatically without an app. If you do try something, I'd run it for three "
                "months and compare footfall and average spend with the same period last year "
                "before deciding whether it's paying for itself. Your daughter may be right "
                "about the direction of travel, but a stamp card is a very cheap way of finding "
                "out whether your regulars respond at all."
            ),
            U(
                "Thank you, that's plenty to think about. I'll come back to you once I've seen "
                "Deborah."
            ),
            A("Good luck with the meeting, and I hope the credit note turns up before then."),
        ],
    ]
    check = {
        "vat_deadline": ["7 August"],
        "accountant": ["Deborah Okafor"],
        "accountant_email": ["deborah@okaforaccounts.co.uk"],
        "meeting_with_accountant": ["Friday 18th", "10am"],
        "tomasz_sign_off_rule": ["£2,000", "Tomasz"],
        "email_sign_off": ["Warm wishes, Helen"],
        "flour_supplier": ["Hollins Mill"],
        "flour_account": ["HM-40917"],
        "flour_price": ["£19.20"],
        "disputed_invoice_open": ["INV-3318", "£612.50"],
        "overdraft_limit": ["£5,000"],
    }
    stale = {
        "meeting_with_accountant": ["Wednesday 16th"],
        "flour_supplier": ["Ashdown"],
        "flour_price": ["£18.40"],
    }
    return parts, check, stale


def permit_and_knee() -> Apart:
    parts = [
        [
            U(
                "Hello. My name is Lan, I am from Vietnam and I work as nurse in Leipzig since "
                "2022. My English is not so good, please use simple English and short sentences. "
                "If there is German word for official thing, please write also the German word, "
                "because the office speak only German."
            ),
            A(
                "Hello Lan. Yes, I will use simple English and short sentences. I will write the "
                "German word in brackets, like this: residence permit (Aufenthaltstitel). How "
                "can I help you?"
            ),
            U(
                "My residence permit is finish on 30.04. I must make the extension. I have "
                "appointment at Ausländerbehörde Leipzig on Tuesday 12.03. at 9:40. My file "
                "number is 51.2-88417/L, it stand on the letter. What I must bring?"
            ),
            A(
                "Good that you have an appointment early. Here is the usual list. Please also "
                "check the letter, because sometimes they ask for more.\n"
                "\n"
                "1. Your passport (Reisepass).\n"
                "2. Your current residence permit card (Aufenthaltstitel).\n"
                "3. One new biometric photo (biometrisches Passfoto).\n"
                "4. Your work contract (Arbeitsvertrag).\n"
                "5. Your last three pay slips (Gehaltsabrechnungen).\n"
                "6. A letter from your employer (Arbeitgeberbescheinigung). It says you still "
                "work there.\n"
                "7. Proof of health insurance (Nachweis der Krankenversicherung).\n"
                "8. Your rental contract (Mietvertrag) or the landlord confirmation "
                "(Wohnungsgeberbestätigung).\n"
                "9. Money or a bank card for the fee (Gebühr).\n"
                "\n"
                "Bring the letter with your file number too. Bring copies of everything, and the "
                "originals."
            ),
            U("Thank you. My passport is valid until 14.08.2026. Is this problem?"),
            A(
                "Maybe a small problem. The permit usually cannot be longer than your passport. "
                "So they may give you a permit only until your passport ends. Then you must go "
                "again later.\n"
                "\n"
                "To avoid this, you can make a new passport first. For a Vietnamese passport, "
                "you ask the Vietnamese Embassy in Berlin. But this takes time. It is fine to go "
                "to your appointment with the old passport. Ask the officer what is best."
            ),
            U("Ok. I ask embassy later. Health insurance is TK, my number is K803155927."),
            A(
                "Good. TK can give you a paper that says you are insured "
                "(Versicherungsbescheinigung). You can download it in the TK app or on the TK "
                "website. It is free. Print it and bring it to the appointment."
            ),
        ],
        [
            U(
                "Other problem. My knee is very pain since 3 weeks, the left knee. I was at "
                "Hausarzt and she send me to orthopedic doctor, Dr. Baumgart. Practice telephone "
                "is 0341 2258 913. I must call for appointment but they never answer the phone!!"
            ),
            A(
                "I am sorry about your knee. Getting an appointment with a specialist (Facharzt) "
                "can be hard. Some ideas:\n"
                "\n"
                "1. Call exactly when the practice opens. Often the phone is free for the first "
                "few minutes.\n"
                "2. Look on the practice website. Some practices use online booking, for example "
                "Doctolib.\n"
                "3. You have a referral (Überweisung) from your Hausarzt. With this, you can "
                "call 116117. This is the appointment service (Terminservicestelle). They must "
                "find you an appointment with a specialist, but maybe not with Dr. Baumgart.\n"
                "4. If the pain becomes much worse, or the knee is hot, red or very swollen, go "
                "to the emergency room (Notaufnahme). Do not wait."
            ),
            U(
                "Important: I am allergic to penicillin. Last time I get big rash and my face "
                "was swollen. Please always remember this if we talk about medicine."
            ),
            A(
                "I will remember. You are allergic to penicillin. This is very important. Please "
                'tell every doctor and every pharmacy (Apotheke). In German you say: "Ich habe '
                'eine Penicillin-Allergie." You can also ask your Hausarzt for an allergy card '
                "(Allergiepass). Keep it in your wallet."
            ),
            U(
                "For the pain the Hausarzt say ibuprofen 400 mg, maximum three times in one day, "
                "always with food."
            ),
            A(
                "OK. Please take it like your doctor said. Always with food, because ibuprofen "
                "can hurt the stomach. Do not take more than she said. If you get stomach pain "
                "or black stool, stop and call the doctor."
            ),
            U(
                "Today is very cold in Leipzig. In Da Nang now is 28 degree. I miss my mother "
                "cooking very much."
            ),
            A(
                "That is a big difference! Winter in Leipzig is long and grey. What is your "
                "favourite dish from your mother?"
            ),
            U("Mì Quảng. Nobody here can make it right. I try but the broth is never same."),
            A(
                "That sounds delicious. Maybe you can ask your mother for the recipe on a video "
                "call. Cooking it together, even far away, can be nice."
            ),
        ],
        [
            U(
                "I need the letter from my employer (Arbeitgeberbescheinigung) for "
                "Ausländerbehörde. Who I ask? In the hospital is HR (Personalabteilung), the "
                "woman is Frau Albrecht. I send email to her on Monday. She not answer yet."
            ),
            A(
                "Yes, Personalabteilung is the right place. The letter should say:\n"
                "\n"
                "1. You work there, and since when.\n"
                "2. Your job (nurse, Pflegefachkraft).\n"
                "3. Your contract is not finished (unbefristet), or until when it runs.\n"
                "4. Your hours per week.\n"
                "5. Your salary (brutto).\n"
                "\n"
                "Here is a short polite email in German. You can send it again to Frau "
                "Albrecht:\n"
                "\n"
                '"Sehr geehrte Frau Albrecht,\n'
                "ich habe am Montag wegen einer Arbeitgeberbescheinigung geschrieben. Ich "
                "brauche sie für die Verlängerung meines Aufenthaltstitels. Könnten Sie mir die "
                "Bescheinigung bitte bald schicken?\n"
                "Vielen Dank und freundliche Grüße\n"
                'Lan Nguyen"\n'
                "\n"
                'In English: "Dear Ms Albrecht, I wrote on Monday about an employer letter. I '
                "need it for my residence permit extension. Could you please send it to me soon? "
                'Thank you and best regards, Lan Nguyen."'
            ),
            U("Thank you!! I send it now."),
            A(
                "Good. If she does not answer in two or three days, you can also go to the "
                "office in person."
            ),
            U(
                "I got new letter from Ausländerbehörde. They change my appointment because they "
                "have not enough staff. New appointment is Tuesday 19.03. at 11:20, same "
                "building, room 2.14."
            ),
            A(
                "OK. Your new appointment is Tuesday 19.03. at 11:20, room 2.14. The old "
                "appointment is cancelled. You do not need to do anything, but keep this new "
                "letter and bring it with you. This also gives you a little more time for the "
                "employer letter."
            ),
            U("Yes that is good. Maybe Frau Albrecht answer before."),
            A("I hope so."),
            U(
                "My colleague from Philippines say at her appointment they keep her card and she "
                "wait some weeks for the new one. Then how she can travel or show she can work?"
            ),
            A(
                "Yes, this is normal. The new card is made in Berlin (Bundesdruckerei), so it "
                "takes some weeks, often four to six. In this time, the office gives you a "
                "paper. It is called Fiktionsbescheinigung. It says your old permit is still "
                "valid until they decide. You can work with this paper. Travel is more "
                "difficult: with some versions of this paper you can travel and come back, with "
                "others not. If you plan to travel, ask the officer at your appointment. Keep "
                "the paper with your passport, and do not lose it."
            ),
        ],
        [
            U(
                "Sorry, I make mistake before with the telephone of Dr. Baumgart. Correct is "
                "0341 2258 931, I change the last numbers. So that is why nobody answer before! "
                "Today somebody answer, and I have appointment on 26.03. at 8:15."
            ),
            A(
                "Very good! It is easy to mix up numbers. So: Dr. Baumgart, 0341 2258 931, "
                "appointment on 26.03. at 8:15.\n"
                "\n"
                "Please bring:\n"
                "1. Your health insurance card (Gesundheitskarte).\n"
                "2. The referral (Überweisung) from your Hausarzt.\n"
                "3. A list of your medicines.\n"
                "4. If you have, any X-ray or MRI pictures (Röntgenbilder, MRT-Bilder)."
            ),
            U(
                "I work night shift all this week. Very tired. The ward is full and two "
                "colleague are sick."
            ),
            A(
                "That sounds very hard. Please be careful with your knee at work, and try to "
                "sleep enough in the day. Dark curtains and earplugs help many night shift "
                "workers."
            ),
            U(
                "If my knee is very bad and I cannot work, what I do? I was never sick in "
                "Germany before."
            ),
            A(
                "Here is how it works in Germany:\n"
                "\n"
                "1. On the first day, tell your employer before your shift that you are sick. "
                "Call the ward or follow the hospital rules.\n"
                "2. Go to a doctor. The doctor writes a sick note "
                '(Arbeitsunfähigkeitsbescheinigung, people say "AU" or "Krankschreibung").\n'
                "3. Today the doctor sends it electronically to your health insurance. Your "
                "employer gets it from there. You do not need to post it.\n"
                "4. Your employer pays your normal salary for up to six weeks "
                "(Entgeltfortzahlung).\n"
                "\n"
                "Being sick for a short time does not change your residence permit. Do not go to "
                "work with a knee that you cannot use, especially when you lift patients."
            ),
            U(
                "Question: for the appointment at Ausländerbehörde, I need translator? My German "
                "is B1."
            ),
            A(
                "Usually you do not need a translator with B1. The officers speak German, and "
                "most appointments are short and simple. Some tips:\n"
                "\n"
                "1. Bring all papers in order, in a folder. This helps a lot.\n"
                '2. If you do not understand, say: "Können Sie das bitte langsamer sagen?" '
                "(Can you say that more slowly, please?)\n"
                "3. You can bring a friend who speaks German well. This is normally allowed.\n"
                "4. Do not sign anything you do not understand. You can ask for time.\n"
                "\n"
                "Most people with B1 manage well. You will be fine."
            ),
        ],
        [
            U(
                "I was at Dr. Baumgart. He make ultrasound, he say it is inflammation of the "
                "tendon, not the meniscus. He change the medicine: now ibuprofen 600 mg, two "
                "times in one day, maximum 5 days, and cooling with ice. The medicine plan from "
                "the Hausarzt I should stop."
            ),
            A(
                "Good that it is not the meniscus. Tendon inflammation usually gets better with "
                "rest. Your new plan:\n"
                "\n"
                "1. Ibuprofen 600 mg, two times a day, with food.\n"
                "2. Maximum 5 days.\n"
                "3. Cool the knee with ice. Put a towel between the ice and the skin. About 15 "
                "minutes, a few times a day.\n"
                "\n"
                "Stop the old plan from the Hausarzt. If the pain is not better after the 5 "
                "days, call Dr. Baumgart again."
            ),
            U(
                "Frau Albrecht still not send the letter. Her colleague say she is on holiday "
                "until 15.03."
            ),
            A(
                "Your appointment is on 19.03., and she comes back on 15.03. That is not much "
                "time. Two ideas:\n"
                "\n"
                "1. Ask her colleague if another person in Personalabteilung can write the "
                "letter. Often this is possible.\n"
                "2. If the letter is not ready, go to the appointment anyway. Tell the officer "
                "the letter will come, and ask if you can send it later by email or post.\n"
                "\n"
                "Do not cancel the appointment. Your permit finishes on 30.04., so it is "
                "important to apply before that."
            ),
            U(
                "Ok. I wait until she come back, and I ask the colleague also. Thank you for all "
                "your help, you are very patient with my English."
            ),
            A(
                "You are welcome, Lan. Your English is clear and easy to understand. Good luck "
                "with the knee and with the appointment."
            ),
        ],
    ]
    check = {
        "simple_english": ["simple English"],
        "permit_appointment": ["19.03.", "11:20"],
        "file_number": ["51.2-88417/L"],
        "permit_expiry": ["30.04."],
        "passport_expiry": ["14.08.2026"],
        "insurance_number": ["K803155927"],
        "penicillin_allergy": ["penicillin"],
        "ibuprofen_dose": ["600 mg"],
        "orthopedist_phone": ["0341 2258 931"],
        "orthopedist_appointment": ["26.03.", "8:15"],
        "employer_letter_pending": ["Frau Albrecht", "Arbeitgeberbescheinigung"],
    }
    stale = {
        "permit_appointment": ["12.03."],
        "ibuprofen_dose": ["400 mg"],
        "orthopedist_phone": ["2258 913"],
    }
    return parts, check, stale


TENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("warehouse_backfill", warehouse_backfill),
    ("flat_move", flat_move),
    ("bakery_books", bakery_books),
    ("permit_and_knee", permit_and_knee),
]
