"""Four chat histories written apart (a coding agent under a system prompt of repository rules
adding a `--since` filter to a CLI export, with a pasted traceback and settings file, a base branch
that moves when a release freezes, a dependency bump that is taken back and a pydantic upgrade; a
couple taking turns on one phone to track a kitchen renovation with emojis, a hard budget cap that
grows, a start date that slips, an electrician who ghosts them and a cabinet colour that is
vetoed; a warehouse shift supervisor giving standing instructions as bullet lists that ops later
replace wholesale, with a product recall whose lot number turns out to be a typo; and a former
tenant writing long formal emails about a small claim for her deposit, whose adviser leaves, whose
hearing is relisted and who raises her settlement floor and then withdraws it), measured as written
before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def export_since() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are a coding agent working in the `ledgerline` repository, a CLI tool "
                    "that reconciles CSV bank statements. Repository rules:\n"
                    "- Never force-push, to any branch, for any reason.\n"
                    "- Run `make test` and make sure it passes before every commit.\n"
                    "- Python is pinned to 3.11; do not use syntax or stdlib features newer "
                    "than 3.11.\n"
                    "- Commit messages follow Conventional Commits (feat:, fix:, chore: ...).\n"
                    "- Never edit anything under `vendor/`; it is synced from upstream."
                ),
            },
            U(
                "morning! today's thing is ticket LL-1482. people want to export only recent "
                "transactions, so add a `--since` option to `ledgerline export`. takes a date, "
                "drops everything before it. base it on release/2.3, that's where it ships"
            ),
            A(
                "Morning. Plan:\n"
                "1. Read `ledgerline/cli/export.py` and the row iterator.\n"
                "2. Add `--since` and filter rows on it.\n"
                "3. Tests for the boundaries.\n"
                "Basing the work on release/2.3. One question: should `--since` include the "
                "given day itself?"
            ),
            U(
                "inclusive yes. and dates as YYYY-MM-DD only. no '3 days ago' magic, we tried "
                "fuzzy dates in 2021 and spent a month on bug reports"
            ),
            A("Inclusive, and YYYY-MM-DD only. Reading the CLI module now."),
            U("k"),
            A(
                "Found it. `export` is a click command in `ledgerline/cli/export.py`; rows are "
                "yielded by `iter_rows` in `ledgerline/export/rows.py`, and each row is a pydantic "
                "model. I've created the branch `feat/LL-1482-export-since` locally for this."
            ),
            U(
                "when you show me changes, unified diffs only please, never paste whole files "
                "back at me. I'm on a 13 inch laptop on the train"
            ),
            A("Unified diffs only."),
            U("fyi this repo is still on pydantic 1.10 so don't reach for any v2 stuff"),
            A("Understood, sticking to the pydantic 1.10 API."),
            U("lol my cat just walked across the keyboard and opened 14 browser tabs"),
            A("Sounds like she's doing some research of her own."),
            U("she's the real senior engineer in this house. ok go"),
            A(
                "First cut:\n"
                "```diff\n"
                "--- a/ledgerline/cli/export.py\n"
                "+++ b/ledgerline/cli/export.py\n"
                "@@ -18,6 +18,11 @@\n"
                ' @click.option("--format", type=click.Choice(["csv", "json"]), default="csv")\n'
                '+@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]),\n'
                "+              default=None,\n"
                '+              help="Only export rows on or after this date (YYYY-MM-DD).")\n'
                " def export(path, fmt, since):\n"
                "```"
            ),
        ],
        # part 2
        [
            U(
                "ran it against the sample file and it blew up:\n"
                "```\n"
                "Traceback (most recent call last):\n"
                '  File "/home/rk/src/ledgerline/ledgerline/cli/export.py", line 41, in export\n'
                "    rows = list(iter_rows(path, since=since))\n"
                '  File "/home/rk/src/ledgerline/ledgerline/export/rows.py", line 88, in iter_rows\n'
                "    if row.booked_at < since:\n"
                "TypeError: can't compare datetime.datetime to datetime.date\n"
                "```"
            ),
            A(
                "click's DateTime gives a datetime, while `booked_at` is a date. Fix:\n"
                "```diff\n"
                "--- a/ledgerline/export/rows.py\n"
                "+++ b/ledgerline/export/rows.py\n"
                "@@ -86,3 +86,3 @@\n"
                "-    if row.booked_at < since:\n"
                "+    if since is not None and row.booked_at < since.date():\n"
                "         continue\n"
                "```"
            ),
            U(
                "here's the settings file it was running with, in case it matters:\n"
                "```toml\n"
                "[ledgerline]\n"
                'timezone = "Europe/Lisbon"\n'
                "max_export_rows = 20000\n"
                'encoding = "utf-8-sig"\n'
                'date_parser = "dateutil"\n'
                "```\n"
                "and requirements/base.txt has python-dateutil==2.8.2"
            ),
            A(
                "Thanks. Two things matter here: bookings are localised to Europe/Lisbon, so the "
                "day boundary is Lisbon time; and the row cap (max_export_rows = 20000) is applied "
                "after the `--since` filter in my change, so a recent export won't be cut short "
                "by old rows."
            ),
            U(
                "makes sense. bump python-dateutil to 2.9.0 while you're in there, the old one "
                "spits a deprecation warning"
            ),
            A("Bumping python-dateutil to 2.9.0 in requirements/base.txt."),
            U("standup ran 40 minutes today. forty. for six people"),
            A("That's a long standup."),
            U("someone demoed their new mechanical keyboard for 10 of those minutes"),
            A("Very clicky minutes."),
            U("ok run the tests"),
            A(
                "`make test`: 398 passed, 0 failed. Commit as "
                "`feat(export): add --since date filter (LL-1482)`?"
            ),
            U("yep"),
            A("Committed on feat/LL-1482-export-since. Not pushed yet."),
        ],
        # part 3
        [
            U(
                "ugh ok two things from the release sync. the 2.3 branch got frozen this morning "
                "so this goes out in 2.4 now, base it on release/2.4. and don't bump dateutil "
                "after all, leave python-dateutil at 2.8.2. the lockfile is shared with the "
                "ingest service and they're not ready. sorry for the churn"
            ),
            A(
                "Done — rebased feat/LL-1482-export-since onto release/2.4 and reverted the "
                "dateutil bump, so python-dateutil stays at 2.8.2. The branch had never been "
                "pushed, so nothing needed force-pushing. `make test`: 401 passed, 0 failed."
            ),
            U(
                "also the pydantic upgrade merged yesterday, release/2.4 is on pydantic 2.7. "
                "use field_validator and model_dump, the old names throw warnings"
            ),
            A(
                "Noted, pydantic 2.7. The row model change:\n"
                "```diff\n"
                "--- a/ledgerline/export/models.py\n"
                "+++ b/ledgerline/export/models.py\n"
                "@@ -12,7 +12,7 @@\n"
                '-    @validator("booked_at", pre=True)\n'
                '+    @field_validator("booked_at", mode="before")\n'
                "     @classmethod\n"
                "     def _parse_booked(cls, v):\n"
                "```\n"
                "and `.dict()` becomes `.model_dump()` in the CSV writer."
            ),
            U("anyone watching the cycling? my neighbour has 50 quid on the Dane"),
            A("I'd be no help with the odds, I'm afraid."),
            U("fair. who reviews this... let's get Priyanka on it, she wrote iter_rows"),
            A("I'll request Priyanka once the PR is open."),
            U("oh and the settings I pasted were an old copy, max_export_rows is 75000 nowadays"),
            A("Got it: max_export_rows = 75000."),
        ],
        # part 4
        [
            U("run the tests again"),
            A(
                "`make test` after the pydantic changes: 405 passed, 2 failed — "
                "`test_export_since_midnight_lisbon` and `test_export_since_empty_file`. Both "
                "come from comparing a naive date against rows booked just after midnight."
            ),
            U("fix them, don't skip them"),
            A(
                "Proposal: move parsing and comparison into one helper, `parse_since()` in "
                "`ledgerline/timeutil.py`, returning a timezone-aware start of day in the "
                "configured timezone, and compare row timestamps against that. The CLI and "
                "`iter_rows` would both call it. Shall I?"
            ),
            U("yes go ahead"),
            A(
                "```diff\n"
                "--- /dev/null\n"
                "+++ b/ledgerline/timeutil.py\n"
                "@@ -0,0 +1,9 @@\n"
                "+from datetime import date, datetime, time\n"
                "+from zoneinfo import ZoneInfo\n"
                "+\n"
                "+\n"
                "+def parse_since(value: str, tz: str) -> datetime:\n"
                '+    """Start of the given YYYY-MM-DD day in tz (inclusive bound)."""\n'
                "+    day = date.fromisoformat(value)\n"
                "+    return datetime.combine(day, time.min, tzinfo=ZoneInfo(tz))\n"
                "```"
            ),
            U("nice. lunch was a 14 euro burrito and I regret nothing"),
            A("A worthy burrito."),
            U("ah and Priyanka's out till the 20th. Tomasz Wieczorek reviews this one"),
            A("Reviewer for LL-1482: Tomasz Wieczorek."),
            U("tests?"),
            A(
                "`make test`: 407 passed, 0 failed. Commit as "
                "`fix(export): compare --since as tz-aware start of day`?"
            ),
            U("go"),
            A("Committed."),
        ],
        # part 5
        [
            U("push it and open the PR"),
            A(
                "Pushed feat/LL-1482-export-since and opened PR #2291 against release/2.4, "
                "reviewer Tomasz Wieczorek. CI is running."
            ),
            U("thanks. the windows job always takes forever"),
            A("Linux and macOS are green; the Windows CI job is still queued."),
            U("classic. where are we then"),
            A(
                "PR #2291 is open against release/2.4. We're waiting on the Windows CI job and "
                "on Tomasz's review; nothing else is outstanding on LL-1482."
            ),
            U("for the PR description: say it's inclusive and ISO dates only"),
            A("Added: `--since` is inclusive and accepts YYYY-MM-DD only."),
            U("perfect. logging off, it's 18:40 and the sun's actually out for once"),
            A("Enjoy it."),
        ],
    ]
    check = {
        "force_push": ["force-push"],
        "make_test": ["make test"],
        "python_pin": ["3.11"],
        "commits": ["Conventional Commits"],
        "vendor": ["vendor/"],
        "ticket": ["LL-1482", "--since"],
        "date_format": ["YYYY-MM-DD"],
        "diffs": ["unified diffs"],
        "base_branch": ["release/2.4"],
        "feature_branch": ["feat/LL-1482-export-since"],
        "pydantic": ["pydantic 2.7", "field_validator"],
        "dateutil": ["2.8.2"],
        "timezone": ["Europe/Lisbon"],
        "max_rows": ["75000"],
        "helper": ["parse_since", "timeutil.py"],
        "reviewer": ["Wieczorek"],
        "pr": ["#2291"],
        "status": ["Windows CI"],
    }
    stale = {
        "base_branch": ["release/2.3"],
        "pydantic": ["pydantic 1.10"],
        "dateutil": ["2.9.0"],
        "max_rows": ["20000"],
        "reviewer": ["Priyanka"],
    }
    return parts, check, stale


def kitchen() -> Apart:
    parts = [
        # part 1
        [
            U(
                "hiii 👋 it's Jo. me and Sam are FINALLY redoing the kitchen 🎉🎉 can you help us "
                "keep track of stuff? our group chat with the builder is pure chaos"
            ),
            A("Congrats! Happy to help 😊 What's the plan so far?"),
            U(
                "ok so. builder is Harlow & Sons, Mick is the one we deal with. his quote is "
                "£12,400 for cabinets + fitting + labour. our budget is £18,000 all in and "
                "that's a HARD cap, we are not remortgaging for a kitchen lol. paid Mick a "
                "£2,400 deposit on friday 🙈"
            ),
            A(
                "- Builder: Harlow & Sons (Mick)\n"
                "- Quote: £12,400 (cabinets, fitting, labour)\n"
                "- Deposit paid: £2,400\n"
                "- Budget: £18,000 all in, hard cap"
            ),
            U("start date is Monday 14 April, he reckons 3 weeks"),
            A("- Start: Monday 14 April\n- Roughly 3 weeks"),
            U(
                "non negotiables!! 1) induction hob, NO gas (toddler + gas = no thanks) "
                "2) we keep the old Belfast sink, it was Sam's nan's 🥹"
            ),
            A("- Induction hob only, no gas\n- The Belfast sink stays"),
            U("cabinets in sage green 💚 shaker style"),
            A("- Cabinets: sage green shaker"),
            U("also pls keep ur answers short + bullet points, I read these on the bus"),
            A("Will do 👍"),
            U("it's 24 degrees today. in APRIL. what is happening ☀️"),
            A("Make the most of it!"),
        ],
        # part 2
        [
            U(
                "Sam here now 👋 Jo's at yoga. electrician is Dave from Sparkz Electrical, he "
                "quoted £1,150 for the rewire + new sockets"
            ),
            A("Hi Sam!\n- Electrician: Dave (Sparkz Electrical), £1,150"),
            U(
                "worktop: quartz, Calacatta Lusso 30mm, £2,860, order ref Q-55310. arrives "
                "week 2 of the build"
            ),
            A("- Worktop: Calacatta Lusso 30mm, £2,860, ref Q-55310, week 2"),
            U("tiles = metro white, £36 a box, need 9 boxes"),
            A("- Tiles: metro white, 9 boxes at £36"),
            U(
                "ohh can we do the cabinets in navy instead?? saw one on insta and now I can't unsee it 😍"
            ),
            A("- Cabinets: navy\nDoes Jo know? 😅"),
            U("she'll be fine. probably"),
            A("Famous last words 😬"),
            U("Arsenal won 3-1 so I'm in a generous mood, just ordered a £38 takeaway 🍛"),
            A("Enjoy!"),
            U("lights: 3 brass pendants over the island, £520 for the set"),
            A("- Lights: 3 brass pendants, £520"),
        ],
        # part 3
        [
            U("JO again. ignore the navy thing 🙄 not happening. the green stays. end of."),
            A("Got it 😂\n- Cabinets stay sage green 💚"),
            U(
                "bigger news: Mick's last job overran so we're starting Monday 28 April now. "
                "he swears it's the last shuffle 🤞"
            ),
            A("- Start: Monday 28 April 🗓️"),
            U(
                "also we're away 9–12 May (Sam's cousin's wedding in Cork 🇮🇪) and nobody is in "
                "the house while we're gone, Mick knows"
            ),
            A("- Away 9–12 May, nobody in the house"),
            U("Mick measured properly and we need 11 boxes of tiles, Sam can't count 🙃"),
            A("- Tiles: 11 boxes of metro white"),
            U(
                "GOOD NEWS my bonus came through!! so we can stretch to £19,500. still a hard "
                "cap tho, not a penny over"
            ),
            A("- Budget: £19,500, hard cap 💪"),
            U("neighbour Gary has been drilling since 8am. on a SUNDAY."),
            A("Gary needs a quieter hobby."),
        ],
        # part 4
        [
            U("ugh Dave has ghosted us. 3 texts, 2 voicemails, nothing 😤"),
            A("Annoying! Want to look for someone else?"),
            U(
                "already sorted — Nina Oduya, Mick recommended her. £1,090 for the same job "
                "and she's free the week we start 🙌"
            ),
            A("- Electrician: Nina Oduya, £1,090"),
            U("can u do a budget tally"),
            A(
                "- Harlow & Sons: £12,400 (£2,400 deposit paid)\n"
                "- Worktop Q-55310: £2,860\n"
                "- Electrician (Nina Oduya): £1,090\n"
                "- Tiles, 11 × £36: £396\n"
                "- Pendants: £520\n"
                "- Total: £17,266, so £2,234 left under the cap\n"
                "Idea: the Lumio pendant set is £180, which saves £340 on the lights. Swap it in?"
            ),
            U("yes go ahead"),
            A(
                "Done ✅\n"
                "- Lights: Lumio pendant set, £180\n"
                "- New total: £16,926\n"
                "- Left under the cap: £2,574"
            ),
            U(
                "oh and Mick says the wall to the dining room is load-bearing 😬 so we need a "
                "structural engineer's calcs before building control will sign it off. engineer "
                "is Fenwick Structures, they said 10 working days"
            ),
            A("- Waiting on Fenwick Structures' calcs (about 10 working days) for the wall"),
            U("Sam wants to give the new kettle a name. I said no."),
            A("Kettle names are a slippery slope ☕"),
        ],
        # part 5
        [
            U(
                "morning ☕ still nothing from Fenwick. Mick can't knock the wall through without the calcs"
            ),
            A(
                "- Still waiting on Fenwick Structures' calcs\n"
                "- Wall stays up until they arrive\n"
                "- Everything else on track for Monday 28 April"
            ),
            U(
                "Mick wants the rest of his money in 2 chunks, half when the cabinets go in "
                "and half at completion. fine by us"
            ),
            A(
                "- Harlow & Sons balance: £10,000\n"
                "- £5,000 when the cabinets go in\n"
                "- £5,000 on completion"
            ),
            U("Sam's been practising his 'I'm basically a builder now' face in the mirror"),
            A("Hard hat next 👷"),
            U("the bin men didn't come AGAIN, 2nd week running 🗑️"),
            A("Rubbish service. Literally."),
            U("lol. thanks, you're way better than our group chat"),
            A("High praise 😄"),
        ],
    ]
    check = {
        "budget": ["£19,500"],
        "builder": ["Harlow & Sons", "Mick"],
        "quote": ["£12,400"],
        "deposit": ["£2,400"],
        "start": ["28 April"],
        "away": ["9–12 May"],
        "induction": ["induction"],
        "sink": ["Belfast sink"],
        "cabinets": ["sage green"],
        "worktop": ["Q-55310"],
        "tiles": ["11 boxes"],
        "electrician": ["Nina Oduya"],
        "lights": ["Lumio"],
        "left": ["£2,574"],
        "payments": ["£5,000"],
        "style": ["bullet points"],
        "status": ["Fenwick"],
    }
    stale = {
        "budget": ["£18,000"],
        "start": ["14 April"],
        "electrician": ["Sparkz"],
        "cabinets": ["navy"],
        "lights": ["brass pendants"],
        "tiles": ["9 boxes"],
    }
    return parts, check, stale


def warehouse() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Right. Carla Nwosu, shift supervisor, Brookfield DC Unit 4. You're my notes and "
                "handover helper from now on. Standing instructions, treat them as rules until "
                "I say otherwise:\n"
                "- Nobody drives a forklift or reach truck without an in-date RTITB certificate "
                "on file. No cert on file = no truck. Doesn't matter what they tell you.\n"
                "- Agency temps stay out of the chilled zone, full stop.\n"
                "- Shifts: earlies 06:00–14:00, lates 14:00–22:00, nights 22:00–06:00.\n"
                "- Chilled zone held at 2–5°C. Temp log every 4 hours, initialled.\n"
                "- Pallets in aisles 1–8 go 4 high max.\n"
                "- Dispatch sign-off is Gareth Pryce. Nobody else signs a trailer out.\n"
                "- DHL collection cut-off is 16:45."
            ),
            A(
                "Logged, Carla. I'll treat these as standing rules until you change them: RTITB "
                "cert on file for any truck, agency temps out of chilled, the three shift "
                "patterns, chilled 2–5°C with the temp log, the stacking limit, Gareth Pryce on "
                "dispatch sign-off and the DHL cut-off."
            ),
            U(
                "Scratch what I said on stacking, I was thinking of Unit 2. Here it's 3 high in "
                "aisles 1–8, the racking's older."
            ),
            A("Aisles 1–8: 3 high max."),
            U(
                "When I ask for a handover note: table format, under 150 words. I don't read "
                "essays at 10pm."
            ),
            A("Handover notes as a table, under 150 words."),
            U(
                "SKUs you'll hear a lot:\n"
                "- BX-4410 = 24-pack sparkling water. Lives in aisle 12 only, weight.\n"
                "- PT-2207 = Nutrivale peanut protein bar, 12 x 60g."
            ),
            A("BX-4410 in aisle 12 only. PT-2207 is the Nutrivale peanut protein bar."),
            U("Canteen's put the bacon roll up to £4.20. There'll be a riot."),
            A("Serious business."),
            U("Dean on goods-in is 50 today. There's cake in the office if you were a person."),
            A("Happy birthday to Dean."),
        ],
        # part 2
        [
            U(
                "Recall just landed. Nutrivale PT-2207, lot L2309-17. Pull the lot, quarantine "
                "it in cage Q2, do NOT ship. Undeclared almond traces apparently."
            ),
            A("Recall: PT-2207 lot L2309-17. Quarantine in cage Q2, nothing ships."),
            U("Found 38 cases. All in Q2."),
            A("38 cases in cage Q2."),
            U(
                "Near miss on lates. Reach truck clipped the end of rack 9, nobody hurt, driver "
                "had his cert. Draft me the entry."
            ),
            A(
                "| Field | Detail |\n"
                "|---|---|\n"
                "| Ref | NM-0347 |\n"
                "| Shift | Lates |\n"
                "| Location | End of rack 9 |\n"
                "| What | Reach truck clipped rack end, no injury |\n"
                "| Operator | RTITB cert on file, in date |\n"
                "| Action | Rack inspection requested |\n\n"
                "I've numbered it NM-0347, following NM-0346 in last week's log."
            ),
            U("Good. Rack inspector's in Friday."),
            A("Noted."),
            U("Bay 7 dock leveller's knackered. Bay 7 is out of use, send trailers to 5 and 6."),
            A("Bay 7 out of use; trailers to bays 5 and 6."),
            U("Rain's coming in sideways under the roller door on 3. Lovely."),
            A("Worth a wet-floor sign there."),
        ],
        # part 3
        [
            U(
                "New standing list from ops. It replaces the old one, bin the old one:\n"
                "- RTITB rule as before.\n"
                "- Agency temps: still out of chilled.\n"
                "- Shifts from Monday: earlies 05:30–13:30, lates 13:30–21:30. Nights are "
                "suspended until further notice.\n"
                "- Chilled 2–5°C, temp log every 2 hours now (auditor's request).\n"
                "- Aisles 1–8: 3 high, as before.\n"
                "- Dispatch sign-off: Abena Mensah. Gareth's gone over to Unit 2.\n"
                "- DHL cut-off is 16:15, they've redone their route."
            ),
            A(
                "Replaced. Current standing instructions:\n"
                "1. RTITB certificate on file before anyone drives a truck.\n"
                "2. Agency temps never in the chilled zone.\n"
                "3. Earlies 05:30–13:30, lates 13:30–21:30; nights suspended.\n"
                "4. Chilled 2–5°C, temp log every 2 hours.\n"
                "5. Aisles 1–8: 3 high max.\n"
                "6. Dispatch sign-off: Abena Mensah.\n"
                "7. DHL cut-off 16:15."
            ),
            U("Spot on."),
            A("Good."),
            U("Someone's parked a Tesla across two bays in the car park. Again."),
            A("Bold move."),
            U(
                "Nutrivale rang. Their notice had a typo: the affected lot is L2309-19. The "
                "one we pulled is fine."
            ),
            A(
                "Recall corrected to PT-2207 lot L2309-19. Release the lot currently in Q2 back "
                "to stock and pull L2309-19 instead?"
            ),
            U("Yes go ahead."),
            A("Done. Earlier lot released back to stock; L2309-19 to be pulled into cage Q2."),
            U("41 cases of L2309-19, all in Q2."),
            A("41 cases of L2309-19 quarantined in cage Q2. Do not ship."),
        ],
        # part 4
        [
            U("Handover note for tonight."),
            A(
                "| Item | Status |\n"
                "|---|---|\n"
                "| Recall | 41 cases PT-2207 L2309-19 in cage Q2, do not ship |\n"
                "| Bay 7 | Out of use, use 5 and 6 |\n"
                "| NM-0347 | Logged, rack 9 inspection Friday |\n"
                "| Shifts | Earlies 05:30–13:30 from Monday |\n"
                "| DHL | Cut-off 16:15 |"
            ),
            U(
                "Kofi's RTITB expired yesterday. He's off trucks until his refresher on the "
                "14th. Stick him on picking."
            ),
            A("Kofi off trucks until his RTITB refresher on the 14th; on picking until then."),
            U(
                "Nutrivale are collecting the recalled stock Thursday. Their driver needs Abena "
                "to sign the release."
            ),
            A("Nutrivale collection Thursday; Abena Mensah signs the release."),
            U("Fantasy football: I'm 3rd in the league on 212 points. Dean's bottom. Justice."),
            A("Dean did get cake, though."),
        ],
        # part 5
        [
            U(
                "Engineer's been for Bay 7. Needs a part. Bay 7 stays shut till it comes, ETA "
                "next Wednesday."
            ),
            A("Bay 7 stays shut until the leveller part arrives, ETA next Wednesday."),
            U("Rack inspector passed rack 9, paint scuff only."),
            A("Rack 9 cleared. NM-0347 can be closed."),
            U("Where are we, quick version."),
            A(
                "- Waiting on Nutrivale to collect the 41 cases of L2309-19 from Q2 on "
                "Thursday; Abena signs the release.\n"
                "- Bay 7 shut until the part arrives, ETA next Wednesday.\n"
                "- Kofi on picking until his RTITB refresher on the 14th.\n"
                "- NM-0347 closed, rack 9 cleared."
            ),
            U("Good. Home time. 11 hours on my feet, my knees are about 80."),
            A("Rest them well."),
        ],
    ]
    check = {
        "rtitb": ["RTITB"],
        "agency": ["Agency temps"],
        "shifts": ["05:30–13:30", "13:30–21:30"],
        "nights": ["suspended"],
        "chilled": ["2–5°C"],
        "temp_log": ["every 2 hours"],
        "stacking": ["3 high"],
        "signoff": ["Abena Mensah"],
        "dhl": ["16:15"],
        "handover": ["150 words"],
        "sku": ["BX-4410", "aisle 12"],
        "recall": ["PT-2207", "L2309-19"],
        "cage": ["cage Q2"],
        "near_miss": ["NM-0347"],
        "bay7": ["Bay 7"],
        "kofi": ["Kofi", "the 14th"],
        "status": ["Nutrivale", "Thursday"],
    }
    stale = {
        "shifts": ["06:00–14:00", "14:00–22:00"],
        "recall": ["L2309-17"],
        "signoff": ["Pryce"],
        "dhl": ["16:45"],
        "temp_log": ["every 4 hours"],
        "stacking": ["4 high"],
    }
    return parts, check, stale


def tenancy() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Dear Sir or Madam,\n\n"
                "I am writing to ask for your help in organising my correspondence and "
                "deadlines in a dispute with my former landlord, Mr Graham Feltham, concerning "
                "Flat 3, 27 Albemarle Terrace, Bristol, which I rented from 1 September 2022 "
                "until the tenancy ended on 31 March 2025.\n\n"
                "I paid a deposit of £1,450, which was protected with the DPS under certificate "
                "ID 5512-7780-3391. At the end of the tenancy Mr Feltham withheld the entire "
                "deposit, alleging that the black mould in the bedroom and bathroom was caused by "
                "my 'failure to ventilate'. I dispute this entirely. The damp was structural, as "
                "the independent survey by Kestrel Surveys (report KS/4470/B) makes clear, and I "
                "reported it in writing on three occasions.\n\n"
                "I have issued a small claim at Bristol County Court, claim number J7QX2M41, for "
                "the return of the £1,450 deposit and £2,300 for belongings ruined by the mould, "
                "a total of £3,750. Mr Feltham is represented by Crane Whitley LLP. I am advised, "
                "free of charge, by Ms Harriet Lomax of Avon Law Centre.\n\n"
                "There are two matters of principle on which I must insist. First, all "
                "correspondence with Mr Feltham or his solicitors goes through Avon Law Centre; "
                "please never suggest that I write to him directly. Second, I will not admit any "
                "liability for the broken blind in the living room, which was already damaged "
                "when I moved in, and nothing you draft should concede it.\n\n"
                "Finally, I should be grateful if your replies were in British English and "
                "reasonably formal, as I may reuse some of the wording.\n\n"
                "Yours faithfully,\n"
                "Miriam Castellanos"
            ),
            A(
                "Dear Ms Castellanos,\n\n"
                "Thank you for setting this out so clearly. I have recorded the essentials: the "
                "claim against Mr Graham Feltham at Bristol County Court under claim number "
                "J7QX2M41; the deposit of £1,450 (DPS certificate 5512-7780-3391); the Kestrel "
                "Surveys report KS/4470/B; Crane Whitley LLP for the landlord; and Ms Harriet "
                "Lomax of Avon Law Centre advising you. I shall never suggest direct contact with "
                "Mr Feltham, nor draft anything conceding liability for the broken blind, and I "
                "shall write in British English.\n\n"
                "Are there dates set by the court yet?"
            ),
            U(
                "Thank you for your prompt reply. Yes: the hearing is listed for 22 July 2025 at "
                "10.30am, and the court's order requires witness statements and copies of all "
                "documents to be filed and served by 4pm on 8 July. I confess the Bristol weather "
                "is not helping my mood; it was 13 degrees yesterday, in June.\n\n"
                "Kind regards,\nMiriam"
            ),
            A(
                "Thank you. Hearing: 22 July 2025 at 10.30am. Witness statements and documents "
                "to be filed and served by 4pm on 8 July. I am sorry about the weather; it "
                "does seem to have forgotten the season."
            ),
            U(
                "Crane Whitley have offered £900 in full and final settlement. I regard that as "
                "derisory and have asked Ms Lomax to reject it. For your records, I would not "
                "accept anything below £2,600."
            ),
            A(
                "Understood. The offer of £900 is rejected, and your minimum for any settlement "
                "is £2,600. I shall treat that figure as confidential to you and your adviser."
            ),
            U("Thank you, that is exactly right."),
            A("You are welcome."),
        ],
        # part 2
        [
            U(
                "Dear assistant,\n\n"
                "I have at last sorted through my evidence and should be grateful for an index "
                "for the bundle. In no particular order: the tenancy agreement; the check-in "
                "inventory of August 2022; my photographs of the mould (dated November 2023 to "
                "March 2025); the Kestrel Surveys report; my three emails to Mr Feltham reporting "
                "the damp, of 14 November 2023, 9 January 2024 and 2 October 2024; his replies; "
                "the check-out report; the DPS certificate; receipts for the damaged furniture "
                "and clothing; my GP's letter about my asthma; and the DPS adjudication "
                "correspondence.\n\n"
                "With thanks,\nMiriam Castellanos"
            ),
            A(
                "Dear Ms Castellanos,\n\n"
                "Here is a chronological index, with exhibits numbered MC-1 to MC-12:\n"
                "MC-1 Tenancy agreement\n"
                "MC-2 Check-in inventory, August 2022\n"
                "MC-3 Email to Mr Feltham, 14 November 2023\n"
                "MC-4 Email to Mr Feltham, 9 January 2024\n"
                "MC-5 Email to Mr Feltham, 2 October 2024\n"
                "MC-6 Mr Feltham's replies\n"
                "MC-7 Kestrel Surveys report KS/4470/B\n"
                "MC-8 Photographs, November 2023 to March 2025\n"
                "MC-9 Check-out report\n"
                "MC-10 DPS certificate\n"
                "MC-11 Receipts for damaged belongings\n"
                "MC-12 GP's letter\n"
                "I have left the DPS adjudication correspondence out for now, as it may be "
                "without prejudice; your adviser should confirm."
            ),
            U(
                "That is excellent. The check-in inventory records the living-room blind as "
                "'slats damaged'. Please make sure that is easy to find."
            ),
            A(
                "I have added a note to MC-2 pointing to page 4, where the blind is recorded as "
                "damaged at check-in."
            ),
            U(
                "On a happier note, my sister graduated yesterday, the first in our family to "
                "do so. Four of us had lunch at a Lebanese restaurant on Park Street, £74 "
                "including a rather good baklava."
            ),
            A("Congratulations to your sister. That sounds like a lovely day."),
            U(
                "Dear assistant,\n\n"
                "I regret to say that my adviser has left Avon Law Centre to take up a post in "
                "Cardiff. My case has been passed to Mr Devendra Patil, who telephoned me this "
                "morning and seems both thorough and kind. He has read the file already.\n\n"
                "Regards,\nMiriam"
            ),
            A("Noted: your adviser at Avon Law Centre is now Mr Devendra Patil."),
            U(
                "Mr Patil has been through the figures and suggests adding £380, the cost of two "
                "dehumidifiers I had to buy in the winter of 2023, for which I have receipts. I "
                "agree, and he will apply to amend. The claim will then stand at £4,130."
            ),
            A(
                "The amended claim: £1,450 deposit, £2,300 for belongings and £380 for the "
                "dehumidifiers, £4,130 in total. I have added the dehumidifier receipts to the "
                "index as MC-13."
            ),
        ],
        # part 3
        [
            U(
                "Dear assistant,\n\n"
                "I have received a notice from the court. Owing to the unavailability of the "
                "District Judge, the hearing has been relisted for 9 September 2025 at 2.15pm. "
                "The notice also varies the earlier directions, so that witness statements and "
                "documents must now be filed and served by 4pm on 26 August. I must say I am "
                "relieved to have the extra time.\n\n"
                "Yours,\nMiriam Castellanos"
            ),
            A(
                "Dear Ms Castellanos,\n\n"
                "Done — I have moved both dates in my notes. The hearing is now on 9 September "
                "2025 at 2.15pm, and witness statements and documents are due by 4pm on 26 "
                "August. The extra weeks should allow time for Mr Patil to settle the "
                "amendment first."
            ),
            U(
                "Crane Whitley have made a second offer, of £2,000. Mr Patil describes it as a "
                "move in the right direction, but it is below my minimum and I have instructed "
                "him to reject it. Indeed, given the stress of these past months, I am minded "
                "to raise my minimum to £3,000."
            ),
            A(
                "Understood: the £2,000 offer is rejected, and you are considering a higher "
                "minimum. Would you like a short note of the reasons for Mr Patil?"
            ),
            U("Not yet, thank you. My cat has just knocked a pot of tea onto the bundle."),
            A("I hope the exhibits survived. Nothing on the index has to change."),
            U("Only a tea stain on the photographs. The cat is unrepentant."),
            A("Cats generally are."),
            U(
                "Dear assistant,\n\n"
                "On reflection, and having spoken to Mr Patil, I withdraw what I said about "
                "raising my minimum. He pointed out that, with the risk of losing on the "
                "belongings and the time a hearing takes, £2,600 remains a sensible floor, and "
                "I shall keep to it.\n\n"
                "Regards,\nMiriam"
            ),
            A("Noted: your minimum for settlement remains £2,600."),
        ],
        # part 4
        [
            U(
                "Mr Patil has sent a Part 18 request to Crane Whitley asking for Mr Feltham's "
                "records of the inspections he claims to have carried out in 2023 and 2024. "
                "They have until 12 August to respond."
            ),
            A("Recorded: Part 18 request sent to Crane Whitley, response due by 12 August."),
            U(
                "I should now like to begin my witness statement. Could you suggest a structure? "
                "Please use numbered paragraphs throughout, as Mr Patil says the court expects "
                "them, and make sure the condition of the blind at check-in is covered with a "
                "reference to the inventory."
            ),
            A(
                "A suggested structure, with numbered paragraphs:\n"
                "1. Who you are and your connection to the property.\n"
                "2. The tenancy: dates, rent, deposit and its protection (MC-1, MC-10).\n"
                "3. The condition at check-in, including the blind recorded as damaged (MC-2, "
                "page 4).\n"
                "4. The damp: when it appeared, your reports (MC-3 to MC-5) and the replies "
                "(MC-6).\n"
                "5. The survey findings (MC-7).\n"
                "6. Your losses: belongings and dehumidifiers (MC-11, MC-13).\n"
                "7. The deduction and why you dispute it.\n"
                "8. Statement of truth."
            ),
            U("Thank you, that is very helpful. I shall draft paragraphs 1 to 4 this weekend."),
            A("That seems a sensible first step."),
            U(
                "The neighbour's dog began barking at 5am today, so I may be short on sleep "
                "and patience."
            ),
            A("Then perhaps leave the drafting until after a strong coffee."),
        ],
        # part 5
        [
            U(
                "Dear assistant,\n\n"
                "The 12th of August has come and gone without any response from Crane Whitley "
                "to the Part 18 request. Mr Patil will write to them allowing seven days before "
                "applying to the court for an order. Could you summarise where matters stand, "
                "for my own peace of mind?\n\n"
                "With thanks,\nMiriam"
            ),
            A(
                "Dear Ms Castellanos,\n\n"
                "Where matters stand: we are waiting on Crane Whitley's answer to the Part 18 "
                "request, and Mr Patil is giving them seven days before applying for an order. "
                "Your witness statement and documents are due by 4pm on 26 August, and the "
                "hearing is on 9 September 2025 at 2.15pm at Bristol County Court. The claim "
                "stands at £4,130, and your settlement floor is £2,600."
            ),
            U("That is exactly right. Thank you for your patience with me."),
            A("Not at all. It is a stressful process, and you are handling it well."),
            U(
                "One practical question. May I bring my sister to the hearing? She has offered "
                "to take the afternoon off work."
            ),
            A(
                "You can usually bring someone with you for support, although it is sensible to "
                "mention it to Mr Patil beforehand so that he can let the court know if need be."
            ),
            U("I shall ask him. She has already bought a new notebook for the occasion."),
            A("A sister who comes prepared. Good luck with the statement."),
        ],
    ]
    check = {
        "landlord": ["Feltham"],
        "deposit": ["£1,450"],
        "dps": ["5512-7780-3391"],
        "survey": ["KS/4470/B"],
        "claim_no": ["J7QX2M41"],
        "court": ["Bristol County Court"],
        "total": ["£4,130"],
        "opp_solicitors": ["Crane Whitley"],
        "adviser": ["Devendra Patil"],
        "law_centre": ["Avon Law Centre"],
        "blind": ["broken blind"],
        "british": ["British English"],
        "hearing": ["9 September", "2.15pm"],
        "statements": ["26 August"],
        "floor": ["£2,600"],
        "exhibit": ["MC-7"],
        "status": ["Part 18"],
    }
    stale = {
        "total": ["£3,750"],
        "adviser": ["Lomax"],
        "hearing": ["22 July", "10.30am"],
        "statements": ["8 July"],
        "floor": ["£3,000"],
    }
    return parts, check, stale


TWENTYFIRST: list[tuple[str, Callable[[], Apart]]] = [
    ("export_since", export_since),
    ("kitchen", kitchen),
    ("warehouse", warehouse),
    ("tenancy", tenancy),
]
