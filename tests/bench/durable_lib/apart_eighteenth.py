"""Four chat histories written apart (a bakery owner texting in lowercase between bakes about
wholesale standing orders, allergen bench rules, a delivery van and its driver, a doctoral candidate
under a graduate-school system prompt keeping track of word limits, examiners, referencing style and
an extended deadline in formal prose, a sysadmin pasting shell output and YAML through a PostgreSQL
12 to 16 logical-replication migration with a change freeze and a failed disk, and two siblings
taking turns in one chat about their mother's care at home: doses, carers, a key safe, a GP review,
a DNACPR form and a respite week they first ruled out), measured as written before any change was
made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def bakery() -> Apart:
    parts = [
        # part 1
        [
            U(
                "hiya its dee from fernside bakehouse. gonna use u to keep my wholesale stuff "
                "straight bc my notebook is covered in flour lol. keep it short pls i read these "
                "on my phone between bakes"
            ),
            A("Hi Dee. Short it is. What have you got?"),
            U(
                "ok so house rule no1 - gf stuff NEVER goes on the same bench as anything w nuts. "
                "gf is the blue bench only, no exceptions. had a scare in march w a customers "
                "kid and im not doing that again"
            ),
            A("Understood: gluten-free only ever on the blue bench, never alongside nuts."),
            U(
                "and every wholesale crate gets an allergen sticker + bake date on it. every "
                "one. even if its just rolls"
            ),
            A("Noted: allergen sticker and bake date on every wholesale crate."),
            U(
                "copper kettle cafe on the high st - standing order 40 sourdough rolls mon wed "
                "fri. has to be there by 7:30 or marge moans at me"
            ),
            A("Copper Kettle: 40 sourdough rolls Mon/Wed/Fri, delivered by 7:30."),
            U("my nephew jamie does the van rounds, hes good, leaves here 6:45"),
            A("Jamie on the van, leaving at 6:45."),
            U("also weights in grams pls. my old mixer manual is all oz n it drives me mad"),
            A("Grams only."),
            U("did 300 hot x buns last easter and swore never again. anyway"),
            A("That's a lot of crosses to pipe."),
        ],
        # part 2
        [
            U(
                "flour is from holloway mills, acct no HM-55812. order has to go in by tues "
                "noon for thurs delivery or we get nothing til the wk after"
            ),
            A("Holloway Mills, account HM-55812. Order by Tuesday noon for Thursday delivery."),
            U(
                "NEW ONE!! the larder deli on station rd wants 12 gf brownies every thurs. "
                "agreed £2.10 each. ask for femi hes the buyer, dont go thru the shop staff"
            ),
            A(
                "Nice one. The Larder: 12 gluten-free brownies every Thursday at £2.10 each, so "
                "£25.20 a week. Deal with Femi, the buyer."
            ),
            U("quote everything ex vat btw thats how they all do it"),
            A("Will do, all prices ex VAT."),
            U("van MOT booked 12/6 at petes garage. reg DK19 XRT"),
            A("Van DK19 XRT, MOT at Pete's on 12/6."),
            U("electric bill came. £612 for the month. the deck oven is eating me alive"),
            A("Ouch. That deck oven is a hungry beast."),
            U("oven engineer came today, job ref 77431-F, needs a new thermostat. part on order"),
            A("Deck oven job 77431-F, thermostat on order."),
            U("ok"),
        ],
        # part 3
        [
            U(
                "copper kettle r busy w the summer trade, marge wants to go up to 55 rolls same "
                "days from next wk"
            ),
            A("Copper Kettle up to 55 rolls Mon/Wed/Fri from next week, still by 7:30."),
            U(
                "the seeded sourdough has sesame in the topping now so it needs the sesame line "
                "on the label. dont let me forget that one, its one of the big 14"
            ),
            A("Seeded sourdough: sesame declared on the label from now on."),
            U(
                "kez is doing the van from monday, my nephew's off back to uni early. kez has a "
                "clean licence ive checked"
            ),
            A("Kez on the van from Monday. Same 6:45 start?"),
            U("yep same time"),
            U(
                "femi rang. the larder came back at £1.95 not what we said, says its a lot of "
                "brownies for a deli. fine by me tbh, its steady money"
            ),
            A("OK, The Larder at £1.95 each, so £23.40 a week for the 12."),
            U(
                "my sister says i should do a bake off audition lol. 40 yrs old n still cant pipe a rose"
            ),
            A("Piping roses is overrated anyway."),
            U("true. ok back to it, 2 trays of focaccia in"),
        ],
        # part 4
        [
            U("petes garage rang, cant do the 12th, MOT is the 19th now same time"),
            A("MOT moved to 19/6 at Pete's."),
            U(
                "EHO inspection letter came, theyre coming 3 july. cleaning logs need to be up to date"
            ),
            A("EHO inspection 3 July. Cleaning logs current before then."),
            U(
                "decided no farmers market this aug. too hot n the van has no aircon, all the "
                "choc stuff melts"
            ),
            A("No farmers market in August."),
            U("lol remember the 20 kilo of butter that went off in the heatwave"),
            A("Memorable, for the wrong reasons."),
            U(
                "holloway says theyre short on dark rye, waiting to hear back if they can do it "
                "next wk"
            ),
            A("Waiting on Holloway about the dark rye."),
            U("thermostat arrived!! oven back up"),
            A("Great, the deck oven job's done then."),
            U("ta. radio just played 3 abba songs in a row, its a sign"),
            A("Of a good bake, hopefully."),
        ],
        # part 5
        [
            U("still no word from holloway on the rye. if nothing by fri ill ring them"),
            A("OK. Chase Holloway about the dark rye on Friday if nothing comes through."),
            U(
                "kez did the first run today, copper kettle said rolls were there by 7:20 lol "
                "early bird"
            ),
            A("Good start for Kez."),
            U("cat got into the flour store again. white paws everywhere"),
            A("A floury cat. Hopefully nowhere near the blue bench."),
            U("no shes banned from the whole bakery dw. thx for keeping track"),
            A("Anytime, Dee."),
            U("oh n invoices to copper kettle go monthly now not weekly, 1st of the month"),
            A("Noted, Copper Kettle invoiced monthly on the 1st."),
        ],
    ]
    check = {
        "blue_bench": ["blue bench"],
        "sticker": ["allergen sticker"],
        "grams": ["grams"],
        "ex_vat": ["ex VAT"],
        "copper_kettle": ["Copper Kettle", "55 rolls"],
        "delivery_time": ["7:30"],
        "driver": ["Kez"],
        "holloway": ["HM-55812"],
        "order_cutoff": ["Tuesday noon"],
        "larder": ["The Larder", "£1.95"],
        "larder_week": ["£23.40"],
        "buyer": ["Femi"],
        "mot": ["DK19 XRT", "19/6"],
        "sesame": ["sesame"],
        "eho": ["3 July"],
        "market": ["farmers market"],
        "status": ["rye"],
    }
    stale = {
        "copper_kettle": ["40 sourdough"],
        "driver": ["Jamie"],
        "larder": ["£2.10"],
        "larder_week": ["£25.20"],
        "mot": ["12/6"],
    }
    return parts, check, stale


def thesis() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are a thesis-writing adviser for doctoral candidates at the Graduate "
                    "School of the University of Thornbury. Rules:\n"
                    "1. No ghostwriting: never draft text that the candidate will submit as "
                    "their own. Give feedback, structure and checks only.\n"
                    "2. Use British spelling in all replies.\n"
                    "3. For anything procedural, refer the candidate to the GS Handbook."
                ),
            },
            U(
                "Good afternoon. My name is Nadia Rahman, student number 2087341, a third-year "
                "PhD candidate in the School of Geography. My thesis is on groundwater arsenic "
                "and the uptake of household filters in north-east Bangladesh, and my principal "
                "supervisor is Professor Dominic Hale. I am writing up now and would appreciate "
                "help keeping on top of the regulations and the timeline, which feel rather "
                "slippery."
            ),
            A(
                "Good afternoon, Nadia. I'd be glad to help. Could you set out the key "
                "regulations and dates as you understand them?"
            ),
            U(
                "Certainly. The thesis limit is 80,000 words, excluding the bibliography and "
                "appendices but including footnotes (that last point caught a friend of mine "
                "out last year). The abstract must not exceed 300 words. My submission deadline "
                "is 30 September 2025. Before submitting I must lodge the Intention to Submit "
                "form, GS-7, at least three months ahead. And for referencing I have been using "
                "APA 7th throughout, which I believe is acceptable."
            ),
            A(
                "Thank you. To summarise: 80,000 words, footnotes included, bibliography and "
                "appendices excluded; abstract at most 300 words; deadline 30 September 2025; "
                "GS-7 at least three months before submission, so by 30 June 2025; APA 7th "
                "referencing."
            ),
            U("As for the word count, the last tally was 91,400, so I have some cutting to do."),
            A("That is 11,400 over. Where do you think the slack is?"),
            U(
                "Probably the literature review, which has grown like a weed. Also, a "
                "preference: when you give me feedback, please use numbered points, and no "
                "more than five at a time. I get overwhelmed otherwise."
            ),
            A("Numbered points, five at most. Noted."),
            U(
                "Thank you. Incidentally, my office mate has just brought in a cake for her "
                "30th birthday, so I may be slow to reply."
            ),
            A("Enjoy the cake."),
        ],
        # part 2
        [
            U(
                "Committee details, for the record. External examiner: Professor Ruth "
                "Lindqvist, from Uppsala. Internal examiner: Dr Helen Achterberg. The viva "
                "chair is appointed by the Graduate School nearer the time."
            ),
            A(
                "Recorded: external examiner Prof. Ruth Lindqvist (Uppsala), internal examiner "
                "Dr Helen Achterberg, chair to be appointed by the Graduate School."
            ),
            U(
                "My ethics approval reference is ERC-2022-1147. It has to appear in the "
                "methods chapter and on the declaration page."
            ),
            A("ERC-2022-1147, in the methods chapter and on the declaration page."),
            U(
                "I would also much prefer an in-person viva rather than one on Teams. My "
                "English is fine, but I freeze on video calls."
            ),
            A(
                "A preference for an in-person viva. Worth asking Prof. Hale to raise it when "
                "the arrangements are made."
            ),
            U(
                "Dominic agrees. On structure: the Sylhet fieldwork stays as its own chapter, "
                "Chapter 5. I know it is long, but it is the heart of the thing."
            ),
            A("Understood: the Sylhet fieldwork as its own chapter, Chapter 5."),
            U(
                "I have just read that the library now lends out 4 daylight lamps per floor "
                "over the winter. A strange perk of a northern university."
            ),
            A("A thoughtful one, given the winters."),
        ],
        # part 3
        [
            U(
                "A correction, I'm afraid. I have now read the School's style guide properly, "
                "and it insists on Harvard referencing (the School's own variant), not what I "
                "have been using. So I shall convert. Zotero should manage most of it."
            ),
            A(
                "So Harvard, School variant, throughout. A citation manager will do most of the "
                "work; check page numbers and 'et al.' by hand."
            ),
            U(
                "Better news on the timeline: the Graduate School has approved my extension "
                "request on medical grounds. The new deadline is 14 November 2025."
            ),
            A(
                "That is good news. With three months' notice required, the GS-7 is now due by "
                "14 August 2025."
            ),
            U(
                "Unfortunately my internal examiner is going on research leave from September, "
                "so the School has appointed Dr Samuel Oyelaran in her place. He works on water "
                "governance, so if anything he is a better fit."
            ),
            A("Noted: Dr Samuel Oyelaran is now your internal examiner."),
            U("Word count after the literature review surgery: 83,200. Still over, but in sight."),
            A(
                "Progress. Suggestions:\n"
                "1. Trim the footnotes in Chapter 2; they count.\n"
                "2. Move the long household survey tables to an appendix.\n"
                "3. Cut the recaps at the start of each chapter."
            ),
            U(
                "Thank you. A pigeon has been sitting on my window ledge for 45 minutes, "
                "staring at me. I feel judged."
            ),
            A("Perhaps it is reading the draft."),
        ],
        # part 4
        [
            U(
                "Dominic's view, having read the whole draft: the Sylhet material has to go "
                "into an appendix. It is the only way under the limit without gutting the "
                "argument. I resisted, but he is right. It becomes Appendix C, with a "
                "2,000-word summary kept in Chapter 4."
            ),
            A(
                "Understood: the Sylhet fieldwork moves to Appendix C, with a 2,000-word "
                "summary in Chapter 4. Appendices are excluded from the 80,000, so that should "
                "bring you under."
            ),
            U("Word count now 79,650 with the appendix move. Under!"),
            A("Congratulations, you are under the limit."),
            U(
                "Yes. And I have sent Chapter 7, the conclusion, to Dominic. I am waiting on his "
                "comments before touching anything else."
            ),
            A("So the pending item is Prof. Hale's comments on Chapter 7."),
            U(
                "The Graduate School has also sent round a circular: from this academic year "
                "abstracts may run to 350 words."
            ),
            A("The abstract limit is now 350 words. Where is yours?"),
            U("About 290, so no change needed, but it is nice to have the headroom."),
            A("Fine."),
            U(
                "I am going to the departmental summer party tonight. There is a rumour of a "
                "12-piece ceilidh band."
            ),
            A("Have fun, and mind your feet."),
        ],
        # part 5
        [
            U(
                "Dominic's comments on Chapter 7 still have not arrived. He is at a conference "
                "in Lisbon until the 20th."
            ),
            A("Then the next step waits on him. You could lodge the GS-7 early in the meantime."),
            U("I shall lodge it next week. Could you give me a checklist of front-matter items?"),
            A(
                "1. Title page.\n"
                "2. Abstract.\n"
                "3. Declaration page, with the ethics reference.\n"
                "4. Acknowledgements.\n"
                "5. Contents, and lists of figures, tables and abbreviations."
            ),
            U("Perfect. My mother has asked for the seventh time when I will be 'Doctor Nadia'."),
            A("Soon enough, by the sound of it."),
            U("Thank you, as ever."),
            A("You're welcome."),
        ],
    ]
    check = {
        "ghostwriting": ["ghostwriting"],
        "student_id": ["2087341"],
        "supervisor": ["Dominic Hale"],
        "word_limit": ["80,000"],
        "abstract": ["350 words"],
        "deadline": ["14 November"],
        "gs7": ["GS-7", "14 August"],
        "referencing": ["Harvard"],
        "internal": ["Oyelaran"],
        "external": ["Lindqvist"],
        "ethics": ["ERC-2022-1147"],
        "viva": ["in-person"],
        "feedback": ["numbered points"],
        "sylhet": ["Sylhet", "Appendix C"],
        "word_count": ["79,650"],
        "status": ["Chapter 7"],
    }
    stale = {
        "deadline": ["30 September"],
        "internal": ["Achterberg"],
        "referencing": ["APA"],
        "abstract": ["300 words"],
        "word_count": ["91,400", "83,200"],
        "sylhet": ["Chapter 5"],
    }
    return parts, check, stale


def migration() -> Apart:
    parts = [
        # part 1
        [
            U(
                "pg12 -> pg16 migration for the billing db. ticket CHG-40918. src is "
                "db-prod-03.int.kestrel.net, target db-prod-07. ~1.8 TB. going logical "
                "replication not pg_upgrade, want near-zero downtime"
            ),
            A(
                "OK. Logical replication from db-prod-03 (PG 12) to db-prod-07 (PG 16), 1.8 TB, "
                "under CHG-40918. Which minor version on the target?"
            ),
            U(
                "pinned in the ansible role:\n"
                "```yaml\n"
                'postgresql_version: "16.4"\n'
                "postgresql_cluster_name: billing\n"
                "postgresql_data_dir: /srv/pg/16/billing\n"
                "```"
            ),
            A("16.4, noted."),
            U(
                "ground rules. change freeze: nothing touches prod between Friday 12:00 and "
                "Monday 08:00 UTC. no exceptions, not even 'quick' ones. and always snapshot the "
                "data volume before any prod step, tag pre-mig-<ddmm>"
            ),
            A(
                "Freeze Friday 12:00 to Monday 08:00 UTC, hard. Snapshot tagged pre-mig-<ddmm> "
                "before every prod step."
            ),
            U("answers terse pls, commands only unless I ask why"),
            A("Commands only."),
            U("window is Tue 3 June 22:00 UTC. CAB approver is Leena"),
            A("Window Tue 3 June 22:00 UTC, CAB approver Leena."),
            U("coffee machine on 4 is showing 'E42' again lol"),
            A("Classic E42."),
        ],
        # part 2
        [
            U(
                "```\n"
                '$ psql -h db-prod-03 -c "select extname, extversion from pg_extension"\n'
                "  extname   | extversion\n"
                "------------+------------\n"
                " plpgsql    | 1.0\n"
                " pg_partman | 4.7.3\n"
                " pgcrypto   | 1.3\n"
                "(3 rows)\n"
                "```\n"
                "target repo only has pg_partman 5.1.0. 4 -> 5 is a big jump"
            ),
            A(
                "Use 5.1.0 on the target. Load the schema first, then:\n"
                "```\n"
                "CREATE EXTENSION pg_partman VERSION '5.1.0';\n"
                "```\n"
                "before creating the subscription."
            ),
            U(
                "slot created\n"
                "```\n"
                '$ psql -h db-prod-03 -c "select slot_name, active from pg_replication_slots"\n'
                "  slot_name  | active\n"
                "-------------+--------\n"
                " mig_slot_16 | f\n"
                "```"
            ),
            A(
                "mig_slot_16 stays inactive until the subscription attaches. Watch WAL on db-prod-03."
            ),
            U(
                "rollback plan: if error rate > 2% for 10 min after cutover we point pgbouncer "
                "back at db-prod-03. pgbouncer is pgb-01"
            ),
            A("Rollback: errors > 2% for 10 min, repoint pgb-01 at db-prod-03."),
            U("also page Oskar (payments) before cutover, he has to pause the invoice batch job"),
            A("Page Oskar before cutover to pause the invoice batch."),
            U("war room channel is #mig-pg16"),
            A("ok"),
            U("someone brought 36 donuts for an SRE team of 9. maths is on our side"),
            A("4 each. Good ratio."),
        ],
        # part 3
        [
            U(
                "bad news, on the target box:\n"
                "```\n"
                "$ sudo smartctl -H /dev/nvme1n1\n"
                "SMART overall-health self-assessment test result: FAILED!\n"
                "Media and Data Integrity Errors:    118\n"
                "```\n"
                "not putting billing on that. db-prod-08 is same spec, racked yesterday, using "
                "that instead"
            ),
            A(
                "Agreed. New target db-prod-08. Re-run the role there, then recreate the subscription."
            ),
            U(
                "security flagged our pin for the libpq CVE, they want 16.6. bumped the role\n"
                "```yaml\n"
                'postgresql_version: "16.6"\n'
                "```"
            ),
            A("```\npsql -h db-prod-08 -Atc 'select version()'\n```"),
            U(
                "```\n"
                "PostgreSQL 16.6 on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) "
                "12.2.0, 64-bit\n"
                "```"
            ),
            A("Good."),
            U("initial sync running. 0.9 TB copied after 6h"),
            A("About halfway. Roughly 6h more if throughput holds."),
            U("CAB: our approver's out on leave from monday, Marcus is covering"),
            A("Marcus is CAB approver now."),
            U("ty"),
        ],
        # part 4
        [
            U(
                "Marcus wont sign off for tuesday, wants the payments month-end run done first. "
                "window is now Thu 5 June 21:00 UTC"
            ),
            A("Window Thu 5 June 21:00 UTC, clear of the Friday 12:00 freeze. Needs his sign-off."),
            U("yep. he also wants rollback tighter: 1% over 5 min, not the old number"),
            A("Rollback trigger now > 1% errors for 5 min, repoint pgb-01 at db-prod-03."),
            U(
                "```\n"
                '$ psql -h db-prod-08 -c "select subname, received_lsn, latest_end_lsn from '
                'pg_stat_subscription"\n'
                "   subname   | received_lsn | latest_end_lsn\n"
                "-------------+--------------+----------------\n"
                " billing_sub | 3A/9F0012C8  | 3A/9F0012C8\n"
                "```"
            ),
            A("Caught up. Sequences don't replicate, sync them with setval at cutover."),
            U("good shout. setval script added to the runbook"),
            A("Good."),
            U("my kid asked if servers sleep at night. told him only the ones in staging"),
            A("Staging has earned it."),
            U("snapshot done: pre-mig-0406 on the db-prod-03 data vol"),
            A("Noted."),
        ],
        # part 5
        [
            U(
                "status for the handover doc: sync done, lag 0, runbook updated. still waiting "
                "on marcus to actually sign off the CHG in the CAB tool"
            ),
            A("Pending: Marcus's sign-off in the CAB tool. Everything else is ready."),
            U("db-prod-03 data disk at 78% from retained WAL, fine for now"),
            A("Watch it until cutover, then drop mig_slot_16 on db-prod-03."),
            U("oskar confirmed he'll be online thu from 20:30"),
            A("Good, Oskar on from 20:30 Thursday."),
            U("going home. the E42 machine got fixed, small victories"),
            A("Enjoy the evening."),
        ],
    ]
    check = {
        "ticket": ["CHG-40918"],
        "source": ["db-prod-03"],
        "target": ["db-prod-08"],
        "version": ["16.6"],
        "size": ["1.8 TB"],
        "freeze": ["Friday 12:00"],
        "snapshot": ["pre-mig"],
        "terse": ["commands only"],
        "window": ["5 June", "21:00"],
        "approver": ["Marcus"],
        "partman": ["pg_partman", "5.1.0"],
        "slot": ["mig_slot_16"],
        "rollback": ["1%", "5 min"],
        "pgbouncer": ["pgb-01"],
        "payments": ["Oskar"],
        "channel": ["#mig-pg16"],
        "status": ["sign-off"],
    }
    stale = {
        "target": ["db-prod-07"],
        "version": ["16.4"],
        "window": ["3 June"],
        "approver": ["Leena"],
        "rollback": ["2%", "10 min"],
    }
    return parts, check, stale


def care() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are helping the Doyle family keep track of their mother's care at "
                    "home. Do not give medical advice: for anything clinical, point them to her "
                    "GP, the pharmacist or NHS 111. Keep a calm, plain tone."
                ),
            },
            U(
                "Hi, it's Claire. My brother Niall and I are sharing this chat to keep Mum's "
                "care organised, because the WhatsApp group has become chaos. Mum is Margaret "
                "Doyle, 84, lives on her own in Harrow with carers coming in twice a day, and "
                "please call her Peggy, everyone does, she hates Margaret and will tell you so. "
                "Her NHS number is 485 777 3456. The agency is Willowbank Home Care, client ref "
                "WB-3318. The morning carer is Bernadette, who is lovely; the evening one varies. "
                "Key safe code by the back door is 4471. And important: she has a DNACPR form, "
                "signed with Dr Mensah in January. It lives in the red folder on the fridge and "
                "it must stay there, the paramedics know to look for it."
            ),
            A(
                "Thanks, Claire. Noted: Peggy (never Margaret), NHS 485 777 3456, Willowbank Home "
                "Care ref WB-3318, morning carer Bernadette, key safe 4471, DNACPR in the red "
                "folder on the fridge."
            ),
            U(
                "Meds. Donepezil 10mg at 8pm. Furosemide 40mg at 8am, never later than noon or "
                "she's up all night for the loo. Paracetamol as needed. She's allergic to "
                "penicillin, that's in big letters on the folder too."
            ),
            A(
                "Donepezil 10mg at 8pm; Furosemide 40mg at 8am, never after noon; paracetamol as "
                "needed; penicillin allergy."
            ),
            U(
                "Every dose has to be written in the blue book by whoever gives it. The carers "
                "know, but remind anyone new."
            ),
            A("Every dose logged in the blue book."),
            U("GP: Dr Mensah, Tuesday 10 June at 10:40, medication review."),
            A("Medication review with Dr Mensah, Tuesday 10 June, 10:40."),
            U("Sorry for the essay. Work is mad, I've had 3 calls while typing this."),
            A("No need to apologise, it's all useful."),
        ],
        # part 2
        [
            U(
                "niall here. claire's covered most of it. few things. the hoist - ALWAYS two "
                "people, never one, even if mum says she's fine. she's not fine, she fell in april"
            ),
            A("Hoist: always two people, never one."),
            U(
                "and re the summer, we're NOT doing respite this year, mum got really upset last "
                "time at the home"
            ),
            A("No respite this summer, noted."),
            U(
                "claire has the health and welfare LPA, I've got property and finance. so medical "
                "stuff goes to her, money stuff to me"
            ),
            A("Claire: health and welfare LPA. Niall: property and finance."),
            U("also put me as first contact for emergencies"),
            A("Niall as first contact."),
            U(
                "the cat next door keeps coming in through the flap, mum thinks its hers. we've given up"
            ),
            A("Sounds like the cat has adopted her."),
            U("pretty much. she calls it Sergeant. 14 years old that cat apparently"),
            A("A distinguished name for a distinguished cat."),
        ],
        # part 3
        [
            U(
                "Claire again. Niall's got one thing wrong: first contact should be me, I'm ten "
                "minutes away and he's in Leeds. We've talked and he agrees. Also the surgery "
                "rang me, the medication review has moved to Thursday 12 June at 2:15, same GP."
            ),
            A(
                "Updated: Claire is first contact for emergencies. Medication review now "
                "Thursday 12 June at 2:15 with Dr Mensah."
            ),
            U(
                "Sad news on the mornings, our lovely morning lady is retiring at the end of the "
                "month. From the 1st it's Agnieszka, who's been covering weekends, so Mum knows "
                "her already."
            ),
            A("From the 1st, Agnieszka is the morning carer."),
            U(
                "The OT was supposed to be bringing bed rails and a perching stool. Still "
                "nothing. I've emailed twice."
            ),
            A("Pending: the OT delivery of bed rails and a perching stool."),
            U(
                "Mum asked me today whether Dad's coming for tea. He died in 2011. I just said "
                "he's busy."
            ),
            A("That sounds hard. It was a kind answer."),
            U("Thanks. Anyway."),
        ],
        # part 4
        [
            U(
                "niall. pharmacy's switching mum to blister packs from next week, i'm chasing "
                "them to make sure the furosemide's in the morning slot"
            ),
            A(
                "Blister packs from next week; you're checking the furosemide is in the morning slot."
            ),
            U(
                "also a carer lost the key safe code on a bit of paper so willowbank changed it. "
                "new one 2090. tell claire"
            ),
            A("Key safe code is now 2090. Claire will see it here."),
            U(
                "ok so i know i said we'd skip it this year, but claire and i talked and mum "
                "actually said she'd like a break 'somewhere with a garden'. so we've booked a "
                "week at Elmhurst House from 4 August"
            ),
            A("Respite week at Elmhurst House from 4 August."),
            U(
                "Claire here. Yes, agreed, and Elmhurst know about the DNACPR and the penicillin. "
                "Also the speech therapist says Mum's drinks need thickening now, IDDSI level 2."
            ),
            A("Drinks thickened to IDDSI level 2. Good that Elmhurst have the DNACPR and allergy."),
            U("mum beat me at rummy 3 times tonight. sharp as anything at cards"),
            A("Cards clearly aren't the problem."),
        ],
        # part 5
        [
            U(
                "Back from the GP review. Dr Mensah has halved the furosemide, 20mg now, still "
                "in the morning. Donepezil stays the same."
            ),
            A("Furosemide now 20mg in the morning; donepezil unchanged."),
            U("Can you make sure Niall sees that for the blister packs?"),
            A("Niall: the blister packs need the furosemide at 20mg, the new dose."),
            U("niall: on it, rang the pharmacy, they'll redo the packs by friday"),
            A("Thanks, Niall."),
            U("Claire: still nothing from the OT. Third email going today."),
            A("Still pending, then."),
            U("Peggy says hello to 'the computer'. She's decided you're very polite."),
            A("Please say hello back to Peggy."),
        ],
    ]
    check = {
        "no_advice": ["NHS 111"],
        "name": ["Peggy"],
        "nhs": ["485 777 3456"],
        "agency": ["WB-3318"],
        "carer": ["Agnieszka"],
        "keysafe": ["2090"],
        "dnacpr": ["DNACPR", "red folder"],
        "donepezil": ["Donepezil", "10mg"],
        "furosemide": ["Furosemide", "20mg"],
        "penicillin": ["penicillin"],
        "blue_book": ["blue book"],
        "hoist": ["hoist"],
        "lpa": ["health and welfare"],
        "gp": ["12 June", "2:15"],
        "respite": ["Elmhurst", "4 August"],
        "iddsi": ["IDDSI"],
        "status": ["bed rails"],
    }
    stale = {
        "carer": ["Bernadette"],
        "keysafe": ["4471"],
        "furosemide": ["40mg"],
        "gp": ["10 June", "10:40"],
        "respite": ["No respite"],
    }
    return parts, check, stale


EIGHTEENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("bakery", bakery),
    ("thesis", thesis),
    ("migration", migration),
    ("care", care),
]
