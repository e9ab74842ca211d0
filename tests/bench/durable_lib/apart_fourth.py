"""Three chat histories written apart (a landlord's flats, a data pipeline, a birthday party),
measured as written before any change was made from them; the same shape as `durable_lib.apart`."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def lettings() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You help a private landlord look after her flats and tenants. "
                "Never pass one tenant's phone number, email address or other contact details "
                "to another tenant or to anyone outside the household concerned.",
            },
            U(
                "Morning! Right, I've finally given in and decided to get some proper help with "
                "the flats. I'm Margaret, I own Harcourt House on Elm Grove in Leamington, a big "
                "Victorian place split into four flats, and for eleven years I've run the whole "
                "thing from a notebook and a biscuit tin full of receipts. My son says that isn't "
                "a system. He's probably right, but don't tell him I said so."
            ),
            A(
                "Good morning, Margaret, and welcome. A notebook and a biscuit tin have clearly "
                "served you well for a long time, so let's not throw them out, just build "
                "something alongside them. It would help to start with who lives where and what "
                "each flat pays, then we can keep a running list of repairs and anything you're "
                "waiting on."
            ),
            U(
                "Here's who's where at the moment, copied out of the notebook:\n"
                "Flat 1: Mrs Okonjo, ground floor, £950 a month, here since 2016\n"
                "Flat 2: the Pattersons (Dan and Lou, plus a very loud cockapoo), first floor, "
                "£1,020\n"
                "Flat 3: Tomasz Nowak, top floor, £1,075\n"
                "Flat 4: empty since the last tenant moved to Bristol, needs a coat of paint "
                "before I advertise it"
            ),
            A(
                "Thank you, that's a clear picture. Three flats let and one to get ready, with "
                "Mrs Okonjo on the ground floor, the Pattersons above her and Tomasz at the top. "
                "I'll keep that as the reference list and update it as things change."
            ),
            U(
                "Lovely. It's absolutely chucking it down here, by the way, the gutters on the "
                "back of the house are overflowing again and I've got a bucket under the porch. "
                "Another one for the list, though not urgent.\n\n"
                "One thing I'm strict about, and I'd like you to be too: tenants get at least "
                "24 hours' written notice before anyone goes into their flat, me included. A "
                "text doesn't count, it has to be an email or a letter through the door. I had "
                "an agent years ago who just let himself in whenever he fancied and I've never "
                "forgiven him."
            ),
            A(
                "Quite right, and it's the law as well as good manners. I'll make sure every "
                "visit we arrange has a written notice going out at least 24 hours beforehand, "
                "and I'll flag it if a date is too close to manage that. I've added the gutters "
                "to the list as a non-urgent job."
            ),
            U(
                "And when you draft anything to the tenants, keep it short and friendly and sign "
                "it off 'Best wishes, Margaret'. None of this 'Dear Sir or Madam, further to our "
                "previous correspondence' nonsense, they're people, not a bank."
            ),
            A("Short, friendly, and signed 'Best wishes, Margaret'. Got it."),
        ],
        [
            U(
                "Right, the leak. Mrs Okonjo rang last night, water coming through her kitchen "
                "ceiling, which of course is right under the Pattersons' bathroom. I've booked "
                "Gary Pryce, the plumber I always use, for Tuesday 9 April, first thing, around "
                "eight. Could you draft the note to the Pattersons? He'll need to get into their "
                "bathroom."
            ),
            A(
                "Of course. Here's a draft:\n\n"
                "'Hi Dan and Lou, there's a leak coming through to the flat below from somewhere "
                "around your bathroom. Gary Pryce, our plumber, will come to have a look on "
                "Tuesday 9 April at about 8am. If that's a problem, just let me know. Best wishes, "
                "Margaret'\n\n"
                "If it goes by email today, that's comfortably more than 24 hours' notice."
            ),
            U(
                "Perfect, sent. The cockapoo is called Biscuit, incidentally, which I'm choosing "
                "to take as a personal attack on my filing system."
            ),
            A("Ha! At least Biscuit is better organised than most tins."),
            U(
                "Lou Patterson rang me back as well, very apologetic, though I don't think it's "
                "anything they did. She asked if I'd give her Mrs Okonjo's mobile so she could "
                "say sorry herself. I said I'd pass the message on instead, she's a lovely woman "
                "but I don't hand out numbers."
            ),
            A(
                "That was the right call. I can draft a short note from you to Mrs Okonjo "
                "saying Lou sends her apologies and that Gary is booked, if that would help."
            ),
            U(
                "Also, the Flat 1 boiler. It's been repaired three times in two years and I'm "
                "done throwing money at it. I had two quotes to replace it: Hillside Heating at "
                "£2,340 and CoreTherm at £2,100, but CoreTherm can't start until June. Decision "
                "made, I'm going with Hillside Heating. They can fit it the week of the 22nd and "
                "I'm not leaving Mrs Okonjo without hot water into the summer."
            ),
            A(
                "That seems sensible; the difference in price is small next to another two "
                "months of callouts. I'll note Hillside Heating as the installer for the week of "
                "the 22nd, and we'll need a written notice to Mrs Okonjo once they give you a day."
            ),
        ],
        [
            U(
                "What a morning. Gary rang, his van's in the garage, so he can't do Tuesday after "
                "all, he's coming Thursday instead, same time. Could you redo the Pattersons' "
                "note? At this rate I'll be learning plumbing myself."
            ),
            A(
                "Here's the updated one:\n\n"
                "'Hi Dan and Lou, a quick change of plan: Gary can't make it on the day we said, "
                "so he'll now come on Thursday at about 8am instead. Sorry for the shuffle. Best "
                "wishes, Margaret'\n\n"
                "Sent today, that still gives them well over 24 hours."
            ),
            U(
                "Thank you. On a cheerier note, the daffodils along the front path have finally "
                "come out, and Mrs Okonjo has been out there with a deckchair in her coat, "
                "leak or no leak. She's eighty-one and tougher than the lot of us."
            ),
            A("That's a lovely picture. Good for her."),
            U(
                "The painter's finished in Flat 4 and it looks like a different place. I showed a "
                "nurse from Warwick Hospital round on Saturday, Priya Raman, and she'd like it "
                "from 1 May. The agency's doing her referencing for me."
            ),
            A(
                "That's quick work. I'll put Flat 4 down as provisionally taken by Priya Raman "
                "from 1 May, subject to referencing, and keep an eye out for what the agency "
                "comes back with."
            ),
        ],
        [
            U(
                "Tomasz came down for a cup of tea and we sorted out his renewal. He was very "
                "reasonable about it: rent for Flat 3 goes to £1,150 from May, and he'll sign "
                "another twelve-month tenancy. It's still under what the agency reckoned the flat "
                "would fetch, but he's quiet and pays on the dot, and that's worth a lot."
            ),
            A(
                "Agreed, a reliable tenant is worth a little under market. I've updated Flat 3 "
                "to £1,150 from May on the reference list. Would you like a short letter "
                "confirming the new rent and the renewal for him to keep?"
            ),
            U(
                "Yes please, in your own time. He also brought me a jar of his mum's pickled "
                "cucumbers, and I genuinely can't tell whether that counts as a bribe."
            ),
            A("I'd call it a gift. The rent was agreed before the jar appeared."),
            U(
                "The window cleaner's been round too, and he's put his prices up to £40 for "
                "the whole building. I grumbled but paid him. Everything's going up, isn't it? "
                "My electricity bill this quarter nearly made me drop my tea."
            ),
            A(
                "It does feel that way at the moment. £40 for four flats is still reasonable, "
                "though; I'll note it under regular costs so it's there when you do your "
                "accounts."
            ),
            U(
                "Note for my own sake: the gas safety certificate for Flat 2 runs out on 30 "
                "April. Gary doesn't do those, I use Aisha at Northgate Gas."
            ),
            A(
                "Noted: Flat 2's gas safety certificate expires on 30 April, with Aisha at "
                "Northgate Gas doing the check. The Pattersons will need the usual 24 hours' "
                "written notice for that visit too."
            ),
        ],
        [
            U(
                "Right, where are we, because my head's spinning. Gary fixed the leak on "
                "Thursday, a perished seal under the Pattersons' bath, and Mrs Okonjo's ceiling "
                "is drying out. Hillside Heating are booked for the 23rd. Priya's references came "
                "back fine, so Flat 4 is let to her from 1 May at £995. The one thing still "
                "outstanding is the gas safety certificate for Flat 2, due by 30 April. Aisha's "
                "booked for the 26th but I won't relax until the certificate is in my inbox."
            ),
            A(
                "That's a good week's work. Everything is settled apart from Flat 2's gas safety "
                "certificate; I'll draft the notice to the Pattersons for Aisha's visit so it "
                "goes out in good time, and remind you on the 26th to chase the certificate."
            ),
            U(
                "You're a treasure. I'm off to put the kettle on and pretend the gutters don't "
                "exist for one more day."
            ),
            A("Enjoy the tea. The gutters will keep."),
        ],
    ]
    check = {
        "contact": ["contact details"],
        "tenants": ["Okonjo", "Pattersons", "Tomasz"],
        "notice": ["24 hours"],
        "signoff": ["Best wishes, Margaret"],
        "plumber": ["Gary", "Thursday"],
        "boiler": ["Hillside Heating"],
        "rent": ["Flat 3", "1,150"],
        "flat4": ["Priya Raman", "995"],
        "state": ["gas safety", "30 April"],
    }
    stale = {"plumber": ["9 April"], "rent": ["1,075"]}
    return parts, check, stale


def pipeline() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You are a coding assistant for a data platform team. Never print, "
                "echo or paste the value of a secret from .env files, Vault or CI variables; "
                "refer to secrets by name only.",
            },
            U(
                "pairing on the events pipeline today. goal: events_raw -> analytics.events_daily, "
                "incremental, dbt on bigquery. repo dp-events, env prod-eu"
            ),
            A("ok. is events_daily new or does a table exist already?"),
            U(
                "new. stack: dbt-core 1.8.4, dbt-bigquery 1.8.2, airflow 2.9.3 on composer. "
                "schedule `0 2 * * *` UTC"
            ),
            A(
                "```sql\n"
                "-- models/marts/events_daily.sql\n"
                "{{ config(materialized='incremental') }}\n"
                "select event_date, tenant_id, event_type, count(*) as n\n"
                "from {{ source('raw', 'events_raw') }}\n"
                "group by 1, 2, 3\n"
                "```\n"
                "starting point, no incremental filter yet."
            ),
            U("answer format: code first, then max 3 bullets. no essays pls"),
            A("ok, code first, 3 bullets max."),
            U(
                "dq decision: great_expectations, suite events_daily_suite, separate airflow task "
                "after dbt run"
            ),
            A(
                "```python\n"
                "dq = BashOperator(task_id='dq_events_daily', bash_command='...')\n"
                "dbt_run >> dq\n"
                "```\n"
                "- checkpoint command filled in once the suite exists"
            ),
            U("incremental filter? events_raw.ingested_at is the load ts, late rows up to 2d"),
            A(
                "```sql\n"
                "{% if is_incremental() %}\n"
                "where event_date >= date_sub(\n"
                "    (select max(event_date) from {{ this }}), interval 2 day)\n"
                "{% endif %}\n"
                "```\n"
                "- 2-day lookback covers the late rows\n"
                "- filter on event_date, not ingested_at, so partitions get pruned"
            ),
            U("ok. events_raw is ~1.9B rows, 2021 onwards, partitioned by ingested_at day"),
            A(
                "```sql\n"
                "select date(ingested_at) d, count(*) from raw.events_raw\n"
                "where ingested_at >= timestamp('2024-01-01') group by 1 order by 1\n"
                "```\n"
                "- sanity check before anything else, cheap because of the partition"
            ),
        ],
        [
            U("partition by event_date, DAY. cluster tenant_id, event_type"),
            A(
                "```sql\n"
                "{{ config(\n"
                "    materialized='incremental',\n"
                "    partition_by={'field': 'event_date', 'data_type': 'date', "
                "'granularity': 'day'},\n"
                "    cluster_by=['tenant_id', 'event_type'],\n"
                ") }}\n"
                "```\n"
                "- no incremental_strategy set yet, defaults to merge"
            ),
            U("fyi DW_SA_KEY is in the composer env vars, the task needs it"),
            A(
                "```yaml\n"
                "keyfile_json: \"{{ env_var('DW_SA_KEY') }}\"\n"
                "```\n"
                "- read by name only, not printing it"
            ),
            U("sources.yml for raw.events_raw, freshness warn 6h error 24h on ingested_at"),
            A(
                "```yaml\n"
                "sources:\n"
                "  - name: raw\n"
                "    tables:\n"
                "      - name: events_raw\n"
                "        loaded_at_field: ingested_at\n"
                "        freshness:\n"
                "          warn_after: {count: 6, period: hour}\n"
                "          error_after: {count: 24, period: hour}\n"
                "```\n"
                "- run `dbt source freshness` as the first task in the DAG"
            ),
            U("brb standup"),
            A("k"),
            U(
                "back. NEVER run anything against prod_dw directly. backfills + first runs go to "
                "dw_staging, then the promote job swaps. learnt that one the hard way"
            ),
            A(
                "```bash\n"
                "dbt run --target dw_staging --select events_daily\n"
                "```\n"
                "- every run in this session targets dw_staging\n"
                "- prod_dw only via promote"
            ),
            U(
                "first run failed:\n"
                "`Database Error in model events_daily: Partition column event_date not found`"
            ),
            A(
                "```sql\n"
                "select date(event_ts) as event_date, tenant_id, event_type, count(*) as n\n"
                "```\n"
                "- events_raw has event_ts, not event_date; derive it in the select\n"
                "- update the incremental filter to use the derived column"
            ),
            U("green. 4m12s for the last 7 days on dw_staging"),
            A("- fine for daily; full backfill will need batching"),
        ],
        [
            U(
                "ge setup is a mess. 40 min to get one checkpoint going, image +600MB. let's not "
                "do GE after all, go with dbt tests + dbt_expectations 0.10.x"
            ),
            A(
                "```yaml\n"
                "# packages.yml\n"
                "packages:\n"
                "  - package: calogica/dbt_expectations\n"
                '    version: [">=0.10.0", "<0.11.0"]\n'
                "```\n"
                "- drop the dq_events_daily task, `dbt build` runs tests inline"
            ),
            U(
                "tests: not_null + unique on event_id at source, accepted_values event_type, "
                "row count within 5% of prev day"
            ),
            A(
                "```yaml\n"
                "models:\n"
                "  - name: events_daily\n"
                "    tests:\n"
                "      - dbt_expectations.expect_table_row_count_to_equal_other_table:\n"
                "          compare_model: ref('events_daily_prev')\n"
                "```\n"
                "- 5% tolerance needs a custom generic test, stub to follow"
            ),
            U("stub pls"),
            A(
                "```sql\n"
                "-- tests/generic/row_count_within_pct.sql\n"
                "{% test row_count_within_pct(model, pct=5) %}\n"
                "with t as (select event_date, count(*) n from {{ model }}\n"
                "  where event_date >= date_sub(current_date(), interval 2 day) group by 1)\n"
                "select * from t a\n"
                "join t b on b.event_date = date_sub(a.event_date, interval 1 day)\n"
                "where abs(a.n - b.n) / b.n * 100 > {{ pct }}\n"
                "{% endtest %}\n"
                "```\n"
                "- severity warn at first, weekends will trip it"
            ),
            U("yeah weekends are ~40% lower. severity warn, agreed"),
            A("ok."),
        ],
        [
            U("cron change: `30 4 * * *`. upstream export lands ~03:40 UTC now"),
            A(
                "```python\n"
                "with DAG('events_daily', schedule='30 4 * * *', catchup=False) as dag:\n"
                "```\n"
                "- 50 min buffer after the export"
            ),
            U("backfill 2023-01-01..2024-12-31, monthly batches via --vars start/end"),
            A(
                "```bash\n"
                "for m in $(seq 0 23); do\n"
                '  s=$(date -d "2023-01-01 +$m month" +%F)\n'
                '  e=$(date -d "$s +1 month -1 day" +%F)\n'
                '  dbt run --target dw_staging -s events_daily --vars "{start: $s, end: $e}"\n'
                "done\n"
                "```"
            ),
            U("cost? on-demand or the reservation"),
            A(
                "```bash\n"
                "bq query --dry_run --use_legacy_sql=false < target/compiled/.../events_daily.sql\n"
                "```\n"
                "- dw_staging is on the 500-slot reservation per the profile\n"
                "- one month ~ a few hundred GB scanned, dry run confirms"
            ),
            U("lunch"),
            A("k"),
        ],
        [
            U(
                "status: backfill done for 2023, 2024 still running (through 2024-07), blocked "
                "on quota, BQ slots in the dw_staging project. filed INFRA-2291"
            ),
            A(
                "```bash\n"
                "# resume from 2024-08 once INFRA-2291 lands\n"
                "for m in $(seq 19 23); do ...; done\n"
                "```\n"
                "- rows for 2023 can be checked now\n"
                "- promote waits for the full 2024 run"
            ),
            U("2023 counts vs raw?"),
            A(
                "```sql\n"
                "select count(*) from raw.events_raw\n"
                "where date(event_ts) between '2023-01-01' and '2023-12-31'\n"
                "```\n"
                "- compare with sum(n) from events_daily for the same range on dw_staging"
            ),
            U("matches within 0.02%, late rows. good enough"),
            A("- agreed, the 2-day lookback explains it"),
            U("tomorrow: chase INFRA-2291, then promote. ttyl"),
            A("ttyl"),
        ],
    ]
    check = {
        "secrets": ["secret"],
        "goal": ["events_daily"],
        "version": ["1.8.4"],
        "format": ["code first"],
        "prod": ["prod_dw", "dw_staging"],
        "dq": ["dbt_expectations"],
        "cron": ["30 4 * * *"],
        "state": ["2023", "2024", "quota"],
    }
    stale = {"dq": ["great_expectations"], "cron": ["0 2 * * *"]}
    return parts, check, stale


def party() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You help parents plan family events. Never suggest leaving children "
                "unsupervised, not even for a few minutes.",
            },
            U(
                "Hiya! My daughter Maya turns six on the 14th of June and I've foolishly "
                "promised her a proper party this year. I have a budget of £250 all in and "
                "honestly no idea where to start 😅"
            ),
            A(
                "Happy almost-birthday to Maya! £250 is very workable for a six-year-old's "
                "party. The big pieces are the venue, food, cake and something to keep everyone "
                "busy. Do you know roughly how many children you'll invite?"
            ),
            U(
                "She wants her whole class, which is twelve kids. Her teacher says that's "
                "normal and not at all a sign of a future politician."
            ),
            A("Ha! Twelve is a lovely size, you can still keep track of everyone."),
            U(
                "Should I get an entertainer or just do games myself? My neighbour paid £180 for "
                "a magician last year and her son cried because the rabbit was 'fake'."
            ),
            A(
                "With your budget, games you run yourself go a long way: musical statues, pass "
                "the parcel, a treasure hunt round the hall. If you'd like a break, a face "
                "painter for an hour is usually £60-£80 and very popular at six."
            ),
            U("Face painter, yes! Maya will want to be a tiger. She is always a tiger."),
            A("A tiger party it is, then, at least for one guest."),
        ],
        [
            U(
                "Important one: two of the kids have allergies. Oliver has a nut allergy, the "
                "proper EpiPen kind, so absolutely nothing with nuts, including the cake. And "
                "Freya can't have dairy."
            ),
            A(
                "Thank you for telling me. Everything I suggest will be nut-free, and I'll "
                "mark anything with dairy so Freya has her own version."
            ),
            U(
                "We've booked the hall! St Anne's Church Hall, 42 Barton Road, 2 till 4. £60 for "
                "the afternoon, which felt like a steal."
            ),
            A(
                "That's a great price, and it leaves plenty of the budget for food and "
                "entertainment."
            ),
        ],
        [
            U(
                "Update: Maya has now invited her whole swimming group too (thanks, Maya), so "
                "we're at fifteen. I'm trying to be zen about it."
            ),
            A("Still very doable in a church hall. Deep breaths!"),
            U(
                "Oh, and please no plastic party bags. I always end up with a drawer of broken "
                "whistles and it's all landfill. Maybe a packet of seeds or a little book?"
            ),
            A(
                "Love that. Sunflower seeds in a paper envelope with each child's name on it "
                "would be cheap and cheerful, and second-hand picture books are often 50p each."
            ),
        ],
        [
            U(
                "My sister's doing the cake, a unicorn one, nut-free, with a small dairy-free one "
                "for Freya so she doesn't feel left out. She's more excited than Maya is."
            ),
            A("That's so thoughtful of her. Freya will feel very special."),
            U(
                "Final numbers, all the RSVPs are in: a few can't come but both cousins can, so "
                "it's seventeen kids on the day. No more changes, I've told Maya the list is "
                "closed."
            ),
            A("Seventeen it is. Closing the list is very wise."),
            U(
                "The face painter's booked, Jess from the village, £70 for the hour. My husband "
                "has volunteered to run pass the parcel, which he's now treating like a job "
                "interview."
            ),
            A(
                "Perfect, and having a second grown-up leading games means someone is always "
                "with the children while you sort the food."
            ),
        ],
        [
            U("Can you do me a shopping list for the party food now?"),
            A(
                "Here's a start, all nut-free: cucumber and ham sandwiches, crisps, carrot "
                "sticks, grapes cut in half, popcorn, and dairy-free chocolate buttons for "
                "everyone so Freya isn't the odd one out. Check every packet label for nuts."
            ),
            U(
                "Ooh, popcorn, good shout. Do I need plates and things, or does the hall have "
                "them? I'd rather not buy a stack of paper plates if I can help it."
            ),
            A(
                "Most church halls have a cupboard of plates and cups you can use if you wash "
                "them up afterwards, so it's worth asking when you pick up the key."
            ),
            U("You're a star. Off to write seventeen name labels!"),
            A("Have fun, and happy birthday to Maya!"),
        ],
    ]
    check = {
        "supervision": ["unsupervised"],
        "birthday": ["Maya", "14th of June"],
        "budget": ["£250"],
        "guests": ["seventeen"],
        "allergies": ["nut allergy", "dairy"],
        "venue": ["42 Barton Road"],
        "bags": ["plastic"],
    }
    stale = {"guests": ["twelve", "fifteen"]}
    return parts, check, stale


FOURTH: list[tuple[str, Callable[[], Apart]]] = [
    ("lettings", lettings),
    ("pipeline", pipeline),
    ("party", party),
]
