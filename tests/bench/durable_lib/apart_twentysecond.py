"""Four more chats written apart: a community orchestra's secretary planning a summer concert in
terse phone texts, a database operations agent working under a system prompt's rules, a tenant
drafting formal letters about a boiler and mould dispute, and a Brazilian son in Toronto (writing
in a second language) moving his father into assisted living; five parts each, with durable items
changed later in varied ways.
"""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def orchestra() -> Apart:
    parts = [
        [
            U(
                "hiya 👋 im the secretary for Millbrook Community Orchestra and ive been "
                "volunteered (again 🙄) to organise the summer concert. can u help me keep "
                "track of stuff? keep replies short pls, no essays, i read these on my phone "
                "on the bus"
            ),
            A("Happy to help! Short replies it is. What have you got so far?"),
            U("ok so concert is Sat 14 June, St Aldhelm's church on Mill St. 7.30 start"),
            A("Got it: Sat 14 June, St Aldhelm's, 7.30pm start."),
            U("call time for players 5.45 so we can do a top and tail"),
            A("Noted, 5.45 call."),
            U(
                "programme so far: Finlandia to open, then Bruch violin concerto, interval, "
                "dvorak 8 second half"
            ),
            A(
                "Nice programme. Finlandia, Bruch, interval, Dvořák 8. "
                "Who's the soloist for the Bruch?"
            ),
            U(
                "Priya Raman, she leads the 2nd violins and shes SO good honestly. she did it "
                "w the youth orch last yr"
            ),
            A("Lovely, a home-grown soloist always goes down well."),
            U(
                "conductor is Gareth Lloyd, his mob is 07700 900412 if u ever need to put it "
                "on anything"
            ),
            A("Saved: Gareth Lloyd, 07700 900412."),
            U(
                "lol he'll hate me for sharing that. anyway rehearsals are weds 7.30-9.30 at "
                "Brook Lane school hall, same as always"
            ),
            A("Weds 7.30–9.30, Brook Lane school hall. 👍"),
            U("omg just had a msg from the church warden, deposit paid!! booking ref SA-2291"),
            A("Great, booking ref SA-2291 noted."),
            U("how many ppl does st aldhelms seat do u think? im guessing 200ish"),
            A(
                "I don't know that church, but a mid-sized parish church often seats "
                "150–250. Worth asking the warden for the fire-safety maximum."
            ),
            U("good shout. ok my stop, ttyl"),
            A("Safe travels!"),
        ],
        [
            U("back. committee mtg last night 🍷🍷 few decisions"),
            A("Go on!"),
            U("tickets £12 full, £8 concessions, under 16s free"),
            A("Noted: £12 full / £8 conc / under-16s free."),
            U(
                "and BIG rule from the chair: NOBODY tags players on insta or fb w/o asking "
                "first. we have a few ppl who really dont want to be online. put that on "
                "anything u draft for socials"
            ),
            A(
                "Understood: no tagging anyone on social media without asking them first. "
                "I'll add it to any social drafts."
            ),
            U("also all black concert dress as usual, remind ppl in the newsletter"),
            A("All black concert dress, will include."),
            U("printer (Inkwell on the high st) needs the poster artwork by 30 May"),
            A("Poster artwork to Inkwell by 30 May."),
            U(
                "Dave is sorting timps from Kingsway Music hire, still waiting to hear back "
                "from him tho 😬"
            ),
            A("Timps from Kingsway Music: pending, waiting on Dave."),
            U("can u draft a lil blurb for the poster? like 2 lines max"),
            A(
                'Draft: "Millbrook Community Orchestra, Summer Concert. Sibelius, Bruch and '
                "Dvořák with soloist Priya Raman. St Aldhelm's Church, Mill St, Sat 14 June, "
                '7.30pm."'
            ),
            U("love it ❤️ maybe add bring a friend lol"),
            A('Added "Bring a friend!" at the end. 😊'),
            U("oh and retiring collection at the end goes to the food bank this time"),
            A("Retiring collection: food bank. Noted."),
        ],
        [
            U(
                "ugh 😩😩 church double booked us, some wedding rehearsal. we're moved to "
                "Sun 15 June, same time"
            ),
            A(
                "Annoying, but sorted at least. Concert now Sun 15 June, 7.30pm, "
                "St Aldhelm's. Does the booking ref stay the same?"
            ),
            U(
                "yep same ref. call time now 5.15 tho bc the warden wants us out by 10 sharp "
                "on a sunday"
            ),
            A("Call 5.15, everyone out by 10pm. Got it."),
            U(
                "also Gareth wants to swap the opener, says Finlandia is too brassy for the "
                "acoustic. doing Egmont overture instead"
            ),
            A("Opener now the Egmont overture. Want me to update the poster blurb?"),
            U("yes pls"),
            A(
                'Updated: "Millbrook Community Orchestra, Summer Concert. Beethoven, Bruch '
                "and Dvořák with soloist Priya Raman. St Aldhelm's Church, Mill St, "
                'Sun 15 June, 7.30pm. Bring a friend!"'
            ),
            U(
                "did u know dvorak wrote 8 in like 2 months?? Gareth told us at rehearsal, he "
                "does these little history bits lol"
            ),
            A(
                "Yes, he sketched it very quickly in 1889, mostly at his country house in "
                "Vysoká. It's one of his sunniest pieces, lots of birdsong and Bohemian "
                "dance tunes."
            ),
            U("treasurer says tickets £14 full now, hall fee went up. conc still £8"),
            A("Updated: £14 full, £8 concessions, under-16s free."),
            U(
                "AND dave came thru!! timps confirmed from Kingsway, he's collecting them "
                "fri 13th in his van"
            ),
            A("Brilliant, timps confirmed. Dave collecting Fri 13th."),
        ],
        [
            U(
                "disaster. Priya fell off her bike, broken wrist 😭😭 she's ok but def "
                "can't play in june"
            ),
            A(
                "Oh no, poor thing. Glad she's okay. Do you need another soloist, or a "
                "programme change?"
            ),
            U(
                "Gareth's asked Tomasz Wiśniewski, principal at Lindford Phil, and he said "
                "yes!! same Bruch"
            ),
            A(
                "Fantastic. Soloist now Tomasz Wiśniewski (Lindford Phil), still the Bruch. "
                "I'll swap the name in the poster blurb."
            ),
            U("his fee is £250, committee ok'd it"),
            A("Soloist fee £250, approved."),
            U("printer said 2 June is fine for the artwork, they're quiet rn. phew"),
            A("Poster deadline now 2 June. A bit more breathing room."),
            U("can u do the newsletter bit? short. the players one, not public"),
            A(
                "Players' newsletter:\n"
                "- Concert: Sun 15 June, St Aldhelm's, 7.30pm\n"
                "- Call: 5.15 for a top and tail\n"
                "- Dress: all black\n"
                "- Programme: Egmont, Bruch (soloist Tomasz Wiśniewski), Dvořák 8\n"
                "- Please don't tag anyone on socials without asking first\n"
                "- We must be out of the church by 10pm"
            ),
            U("perfect 👌 send me that again closer to the time"),
            A("Will do."),
            U("random q, is it rude to clap between movements"),
            A(
                "Not rude. It was normal in Dvořák's day. Some audiences stay quiet "
                "between movements now, but nobody will mind."
            ),
            U("ok gd bc my mum always does it 😂"),
            A("Sounds like she's historically informed. 😄"),
        ],
        [
            U("last bits. interval 20 mins, the WI are doing teas & cakes"),
            A("Interval 20 mins, WI teas and cakes."),
            U("front of house is Marion, her no is 07700 900587"),
            A("Front of house: Marion, 07700 900587."),
            U(
                "still waiting on programme notes from Gareth (he's writing them) and "
                "Marion needs a float from the treasurer"
            ),
            A("Two things pending then: programme notes from Gareth, and a float for Marion."),
            U("what do i say in the welcome bit before we start?? NOT long"),
            A(
                '"Good evening and welcome! Please switch phones to silent. Teas and cakes '
                "from the WI in the interval, and the retiring collection tonight is for the "
                'food bank. Enjoy the music!"'
            ),
            U("ta x"),
            A("Any time! 🎻"),
        ],
    ]
    check = {
        "concert date": ["Sun 15 June"],
        "venue": ["St Aldhelm's"],
        "call time": ["5.15"],
        "opener": ["Egmont"],
        "soloist": ["Tomasz"],
        "soloist fee": ["£250"],
        "tickets": ["£14", "£8"],
        "poster deadline": ["2 June"],
        "no tagging rule": ["asking first"],
        "dress code": ["all black"],
        "conductor phone": ["07700 900412"],
        "booking ref": ["SA-2291"],
        "rehearsal venue": ["Brook Lane"],
        "timpani hire": ["Kingsway"],
        "collection": ["food bank"],
        "curfew": ["by 10"],
        "front of house": ["Marion", "07700 900587"],
        "reply style": ["no essays"],
        "pending notes": ["programme notes"],
    }
    stale = {
        "concert date": ["Sat 14 June"],
        "call time": ["5.45"],
        "opener": ["Finlandia"],
        "soloist": ["Priya Raman"],
        "tickets": ["£12"],
        "poster deadline": ["30 May"],
    }
    return parts, check, stale


def dbops() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are dbops-agent, the database operations assistant for the Payments "
                    "Platform team at Corvane. You act only through the dbctl wrapper.\n\n"
                    "Operating rules:\n"
                    "1. You must never run DROP, TRUNCATE or an unqualified DELETE against a "
                    "production database.\n"
                    "2. Every write to production must cite an approved change ticket in the "
                    "dbctl --reason flag.\n"
                    "3. The production maintenance window is Sunday 02:00-04:00 UTC. Schema "
                    "changes on production happen only inside it unless the ticket carries a "
                    "signed exception.\n"
                    "4. You must never restart a primary; failovers are done by the human "
                    "on-call.\n"
                    "5. If replication lag on any replica exceeds 30 seconds, pause all write "
                    "jobs and tell the user.\n"
                    "6. Report results in plain text. No markdown tables."
                ),
            },
            U(
                "morning. context: orders-prod-db1 is the primary for the orders service, "
                "currently on PG 14.11. we're planning the major upgrade to 15.6. step one is "
                "cleanup on orders_events before we touch anything."
            ),
            A(
                "Morning. Understood: primary orders-prod-db1 (PG 14.11), upgrade target 15.6, "
                "starting with orders_events cleanup. Want a bloat estimate first?"
            ),
            U(
                "yes. run it on a replica, not the primary. use pg-replica-2 for anything "
                "read-heavy."
            ),
            A(
                "Ran pgstattuple_approx on orders_events via pg-replica-2:\n\n"
                "  table_len            412 GB\n"
                "  approx_free_percent  38.2\n"
                "  dead_tuple_percent   4.1\n\n"
                "About 38% of the table is free space, mostly left by the March purge of old "
                "events. Autovacuum reclaimed the dead tuples but the file has not shrunk."
            ),
            U("expected. what does the created_at dashboard query plan look like"),
            A(
                "EXPLAIN on the dashboard query (WHERE created_at > now() - interval '7 days') "
                "shows a Seq Scan on orders_events, estimated cost ~9.8M. There is no index on "
                "created_at, so every refresh reads the whole heap. A btree on created_at "
                "would turn it into an index range scan."
            ),
            U(
                "create it. concurrently obviously. name it idx_orders_events_created_at. "
                "ticket is CHG-40871."
            ),
            A(
                "Before I run it: CREATE INDEX CONCURRENTLY is a schema change on prod, and "
                "rule 3 limits those to the Sunday window. Does CHG-40871 carry a signed "
                "exception, or should I wait?"
            ),
            U("good catch. CHG-40871 has an exception signed off for index builds. go."),
            A(
                "Running:\n"
                "  dbctl exec orders-prod-db1 --reason 'CHG-40871' -- CREATE INDEX "
                "CONCURRENTLY idx_orders_events_created_at ON orders_events (created_at);\n"
                "Started 09:14 UTC. Watching replica lag while it builds."
            ),
            U("ok. if anything goes sideways page @mhernandez, he's primary on-call this week"),
            A("Noted: escalate to @mhernandez."),
        ],
        [
            U("status?"),
            A(
                "Index build finished 10:02 UTC.\n"
                "  indexrelid  idx_orders_events_created_at\n"
                "  indisvalid  t\n"
                "  size        9.1 GB\n"
                "Max replica lag during the build was 11 s. The dashboard query now uses an "
                "Index Scan and runs in ~40 ms."
            ),
            U(
                "nice. next: backfill the new merchant_region column on orders_events. "
                "batches of 5,000 rows, sleep 200ms between batches."
            ),
            A(
                "Plan: UPDATE orders_events SET merchant_region = ... WHERE id BETWEEN x AND "
                "y, 5,000 rows per batch, 200ms sleep, one transaction per batch, --reason "
                "CHG-40871. Does CHG-40871 cover the backfill as well as the index?"
            ),
            U("it does. and keep the backfill off-peak only. nothing between 07:00 and 19:00 UTC."),
            A(
                "Backfill restricted to off-peak, not between 07:00 and 19:00 UTC. It's "
                "10:05 now, so the first batch is scheduled for 19:00 UTC tonight."
            ),
            U(
                "also no more schema changes on prod after that index until the release "
                "freeze lifts on 3 April."
            ),
            A("Noted: no further prod schema changes until the freeze lifts on 3 April."),
            U("how long will the whole backfill take roughly"),
            A(
                "orders_events has about 1.9 billion rows. At roughly 120 ms per 5,000-row "
                "batch plus the 200ms sleep, that is ~380,000 batches at ~0.32 s each, about "
                "34 hours of run time. With a 12-hour nightly slot that's three nights. I'll "
                "make the job resumable, keyed on the last processed id, so a pause or a "
                "stop does not redo work."
            ),
            U("fine."),
            A("Job created as backfill-merchant-region. I'll report in the morning."),
        ],
        [
            U("morning. how did night one go"),
            A(
                "Night one (19:00-07:00 UTC): 131,400 batches, 657M rows updated. Paused "
                "twice on the lag rule:\n"
                "  02:41 UTC  pg-replica-2 lag 34s > 30s  -> writes paused\n"
                "  02:49 UTC  lag 3s                      -> resumed\n"
                "  04:12 UTC  pg-replica-2 lag 41s > 30s  -> writes paused\n"
                "  04:26 UTC  lag 2s                      -> resumed\n"
                "pg-replica-1 and pg-replica-3 stayed under 5 s. The lagging replica is on a "
                "gp2 volume; the other two are gp3."
            ),
            U(
                "yeah replica-2 is on the old volume, it's getting rebuilt. two changes: drop "
                "batches to 2,000 rows, and point your read queries at pg-replica-3 from now on."
            ),
            A(
                "Done: batch size now 2,000 rows, read queries go to pg-replica-3. The job "
                "resumes from id 657,112,880."
            ),
            U(
                "mateo is off sick from today. escalate to @jkowalczyk instead, she's "
                "covering on-call."
            ),
            A("Escalation contact is now @jkowalczyk."),
            U("what's the actual difference between gp2 and gp3 again, i always forget"),
            A(
                "gp2 ties IOPS to volume size: 3 IOPS per GB, with burst credits on smaller "
                "volumes. A sustained write-heavy replay can drain the burst balance, and "
                "then the volume drops to its baseline, which is when a replica falls "
                "behind. gp3 gives a flat baseline of 3,000 IOPS and 125 MB/s whatever the "
                "size, and you can provision more IOPS and throughput separately. It's "
                "usually cheaper per GB too, which is why most teams migrate."
            ),
            U("right. ok"),
            A("Anything else before tonight's run?"),
            U("no. ping me in the morning"),
            A("Will do."),
        ],
        [
            U(
                "upgrade target change: we go straight to 16.2, skipping 15. the vendor "
                "certified 16 last week."
            ),
            A(
                "Target version now 16.2. I'll rerun pg_upgrade --check on a clone with the "
                "16.2 binaries; pg_partman and pgstattuple both have builds for 16."
            ),
            U("freeze got extended too. release slipped, it lifts 8 April now."),
            A("No prod schema changes until 8 April."),
            U(
                "and lena says the off-peak thing is lifted, the backfill can run 24/7 as "
                "long as the lag rule holds."
            ),
            A(
                "Backfill now runs 24/7, still pausing if any replica passes 30 s of lag. "
                "Resuming continuously from the current id."
            ),
            U("paste me the last few lines of the job log"),
            A(
                "tail -n 5 backfill-merchant-region.log:\n"
                "  2025-03-27T11:51:58Z batch=412903 rows=2000 ms=71 lag_max=4s\n"
                "  2025-03-27T11:51:58Z batch=412904 rows=2000 ms=68 lag_max=4s\n"
                "  2025-03-27T11:51:59Z batch=412905 rows=2000 ms=74 lag_max=5s\n"
                "  2025-03-27T11:51:59Z batch=412906 rows=2000 ms=69 lag_max=5s\n"
                "  2025-03-27T11:52:00Z batch=412907 rows=2000 ms=70 lag_max=4s"
            ),
            U("lag on replica-3 ok?"),
            A("Yes, pg-replica-3 peaked at 6 s in the last hour."),
        ],
        [
            U(
                "one more thing. for the bloat we'll use pg_repack, not VACUUM FULL. i raised "
                "CHG-40902 for it, waiting on lena to approve."
            ),
            A(
                "Got it: pg_repack on orders_events under CHG-40902, pending Lena's approval. "
                "I won't start it before the approval lands. Note it takes a short ACCESS "
                "EXCLUSIVE lock at the start and at the final swap."
            ),
            U("yep, and it'll go in the sunday window regardless."),
            A("Understood."),
            U("how far along is the backfill now"),
            A(
                "About 71% of rows done. At the current rate the rest finishes in roughly "
                "14 hours, barring lag pauses."
            ),
            U("ok thanks"),
            A("np."),
        ],
    ]
    check = {
        "no destructive statements": ["DROP", "TRUNCATE"],
        "no restarts": ["never restart"],
        "maintenance window": ["Sunday", "02:00"],
        "ticket on writes": ["--reason"],
        "report format": ["plain text"],
        "lag rule": ["30 seconds"],
        "primary": ["orders-prod-db1"],
        "current version": ["14.11"],
        "target version": ["16.2"],
        "read replica": ["pg-replica-3"],
        "batch size": ["2,000 rows"],
        "batch sleep": ["200ms"],
        "backfill hours": ["24/7"],
        "schema freeze": ["8 April"],
        "escalation": ["@jkowalczyk"],
        "change ticket": ["CHG-40871"],
        "index built": ["idx_orders_events_created_at"],
        "repack pending": ["pg_repack", "CHG-40902"],
    }
    stale = {
        "target version": ["15.6"],
        "read replica": ["pg-replica-2"],
        "batch size": ["5,000 rows"],
        "backfill hours": ["19:00"],
        "schema freeze": ["3 April"],
        "escalation": ["@mhernandez"],
    }
    return parts, check, stale


def tenancy() -> Apart:
    parts = [
        [
            U(
                "Good afternoon. I should be grateful for your help with some correspondence "
                "about my rented flat. I am the tenant at Flat 3, 27 Calder Road, Leeds "
                "LS6 2QT, and have been since 1 September 2022. The flat is let through "
                "Brightwell Lettings, who manage it on behalf of the landlord, Mr Colin "
                "Featherstone, and my point of contact there is the property manager, "
                "Mr Simon Achterberg. The rent is £1,095 per month, payable on the 3rd of "
                "each month by standing order, and I have never once been late with it."
            ),
            A(
                "Good afternoon. I'd be glad to help. To confirm what I have so far: Flat 3, "
                "27 Calder Road, Leeds LS6 2QT; tenancy since 1 September 2022; managed by "
                "Brightwell Lettings for Mr Colin Featherstone; your contact is Mr Simon "
                "Achterberg; rent £1,095 per month, due on the 3rd. What is the problem you "
                "need to raise?"
            ),
            U(
                "There are two. First, the combination boiler failed on 14 January and has "
                "been unreliable ever since: it loses pressure every two or three days, and "
                "we have been without hot water for spells of up to four days at a time. I "
                "reported it by email that same day, and Brightwell gave it the repair "
                "reference RPR-55190. Second, black mould is spreading across the external "
                "wall of the back bedroom, which I suspect is made worse by the lack of "
                "heating. Six weeks on, neither has been properly dealt with."
            ),
            A(
                "That is a long time to be without reliable heating and hot water in winter. "
                "In England, section 11 of the Landlord and Tenant Act 1985 makes the "
                "landlord responsible for keeping the installations for space heating and "
                "hot water in repair and proper working order, and the Homes (Fitness for "
                "Human Habitation) Act 2018 adds a duty to keep the home free of serious "
                "hazards, which can include damp and mould. The obligation generally runs "
                "from when the landlord or agent is told of the defect, so your email of "
                "14 January matters a great deal. I would quote the reference on every "
                "letter so that nothing can be lost between departments."
            ),
            U(
                "Before we begin, a few standing instructions. Please write everything in "
                "British English and in a formal register; letters should close with 'Yours "
                "sincerely' and my full name, Harriet Okafor. Please always copy my partner, "
                "Daniel Fenwick, at daniel.fenwick@example.co.uk, on anything that goes to "
                "Brightwell, as he is named on the tenancy too. And please never suggest "
                "withholding rent, even partially. I have read enough to know it can put us "
                "in breach, and I do not want it on the table at all."
            ),
            A(
                "Understood. British English, formal register, closing 'Yours sincerely, "
                "Harriet Okafor'; Daniel Fenwick copied on everything to Brightwell; and I "
                "will not raise withholding rent in any form."
            ),
            U(
                "Thank you. For completeness, our deposit of £1,260 is protected with the "
                "DPS under certificate number 4471-0925-33, should that become relevant."
            ),
            A("Noted: deposit £1,260, DPS certificate 4471-0925-33."),
            U(
                "My preference is to hold off on contacting the council for now. I would "
                "rather give Brightwell one clear, formal opportunity to put matters right "
                "before I escalate anything."
            ),
            A(
                "That is a sensible order of events, and it will look reasonable to anyone "
                "who reviews the file later. I will draft the first formal letter whenever "
                "you are ready."
            ),
        ],
        [
            U(
                "Here is the reply I received this morning:\n\n"
                "> Dear Ms Okafor,\n"
                "> Thank you for your patience. Our contractor, Hallam Heating Ltd, will "
                "attend on Thursday 6 March between 8am and 12pm to replace the pressure "
                "relief valve and expansion vessel. Please ensure access is available. "
                "Regarding the bedroom, we will arrange a damp survey and confirm a date in "
                "due course.\n"
                "> Kind regards,\n"
                "> Simon Achterberg, Property Manager, Brightwell Lettings\n\n"
                "I can be at home that morning. Please draft a short acknowledgement."
            ),
            A(
                "Dear Mr Achterberg,\n\n"
                "Re: Flat 3, 27 Calder Road, Leeds LS6 2QT (repair reference RPR-55190)\n\n"
                "Thank you for your email. I confirm that access will be available on "
                "Thursday 6 March between 8am and 12pm for Hallam Heating Ltd.\n\n"
                "I note that a date for the damp survey is still to be confirmed, and I "
                "should be grateful to receive it at your earliest convenience, given that "
                "the mould in the back bedroom continues to spread.\n\n"
                "Yours sincerely,\n"
                "Harriet Okafor\n\n"
                "cc: Daniel Fenwick (daniel.fenwick@example.co.uk)"
            ),
            U(
                "That will do nicely. I should also like to begin setting out what we will "
                "ask for by way of compensation. We have spent a considerable sum on "
                "electricity running the two oil-filled radiators Brightwell lent us, and "
                "we have had weeks of showering at the gym. I think a rent reduction of "
                "£350 is a fair request."
            ),
            A(
                "A one-off reduction of £350 seems proportionate to what you describe. It "
                "will carry more weight if it is supported by evidence: the electricity "
                "bills for the affected period compared with the same months last year, "
                "receipts for the gym passes, and a dated log of each day without hot "
                "water. I would keep the request separate from the repair itself, so that "
                "Brightwell cannot treat agreement on one as settlement of the other."
            ),
            U(
                "I have kept a log, yes. On an unrelated matter, do you happen to know "
                "whether one can claim the gym passes against tax? I suspect not."
            ),
            A(
                "I'm afraid not. They would be a personal expense rather than anything "
                "deductible, but they are a perfectly legitimate part of the loss you ask "
                "Brightwell to make good."
            ),
            U("Daniel asks me to thank you for the letter; he thought the tone exactly right."),
            A("Please thank him for me. I am glad it struck the right note."),
        ],
        [
            U(
                "A development. Mr Achterberg has left Brightwell; I received a brief note "
                "this morning that our tenancy is now handled by Ms Joanna Pryce, whose "
                "direct line is 0113 496 0728. Separately, Hallam Heating telephoned to say "
                "their engineer is unwell, and the visit has been rebooked for Tuesday "
                "11 March, 1pm to 5pm. I have agreed to that."
            ),
            A(
                "Noted: your contact is now Ms Joanna Pryce (0113 496 0728), and the boiler "
                "visit is now Tuesday 11 March, 1pm to 5pm. Would you like a short letter "
                "introducing the outstanding issues to Ms Pryce, since she may not have the "
                "full history?"
            ),
            U(
                "Yes, please. Make sure it mentions the reference and that the damp survey "
                "still has no date."
            ),
            A(
                "Dear Ms Pryce,\n\n"
                "Re: Flat 3, 27 Calder Road, Leeds LS6 2QT (repair reference RPR-55190)\n\n"
                "I understand that you have taken over the management of our tenancy, and "
                "I write to set out the matters that remain outstanding.\n\n"
                "The boiler fault was first reported on 14 January. An engineer from Hallam "
                "Heating Ltd is now booked to attend on Tuesday 11 March between 1pm and "
                "5pm, and access will be available.\n\n"
                "Brightwell undertook to arrange a damp survey of the back bedroom, where "
                "black mould continues to spread, but no date has yet been given. I should "
                "be grateful if you would confirm a date for the survey by 28 March.\n\n"
                "Yours sincerely,\n"
                "Harriet Okafor\n\n"
                "cc: Daniel Fenwick (daniel.fenwick@example.co.uk)"
            ),
            U("Good. The 28 March deadline is right; please leave it in."),
            A("It stays in."),
            U(
                "Daniel wonders whether we ought to write to Mr Featherstone directly, "
                "rather than through the agency."
            ),
            A(
                "You may, and the landlord is obliged to give you an address in England "
                "and Wales for notices. In practice, though, a managing agent usually holds "
                "the authority to order repairs, and writing around them can slow things "
                "down. I would keep the landlord in reserve for the point at which the "
                "agency has plainly failed to act."
            ),
            U("We shall leave it for now, then."),
            A("That seems wise."),
        ],
        [
            U(
                "This letter came through the door this morning; I paste it in full:\n\n"
                "> BRIGHTWELL LETTINGS\n"
                "> Rent review: Flat 3, 27 Calder Road, Leeds LS6 2QT\n"
                "> Dear Ms Okafor and Mr Fenwick,\n"
                "> On behalf of your landlord, we write to inform you that your rent will "
                "be £1,140 per calendar month with effect from 1 May 2025. All other terms "
                "of your tenancy remain unchanged.\n"
                "> Yours sincerely,\n"
                "> Joanna Pryce, Property Manager\n\n"
                "I am not inclined to dispute it, as it is broadly in line with the area, "
                "but I find the timing rather galling."
            ),
            A(
                "The timing is unfortunate, and your irritation is understandable. If you "
                "do not intend to challenge it, I would simply update the standing order "
                "before 1 May and keep the rent entirely separate from the repair issues, "
                "so that your record of paying in full and on time stays spotless."
            ),
            U(
                "The engineer came on the 11th as arranged and replaced the expansion "
                "vessel; the boiler has held its pressure for three days now. The damp "
                "survey has been booked for 19 March, with Hadley Damp Solutions."
            ),
            A(
                "Good news on the boiler at last. Damp survey: 19 March, Hadley Damp "
                "Solutions. Would you like to revisit the compensation request now that "
                "the boiler is repaired?"
            ),
            U(
                "Yes. Having spoken to an adviser at Shelter, and having added up the "
                "electricity bills properly, I should now like to ask for £480 rather than "
                "the figure I mentioned before. Please draft the request."
            ),
            A(
                "Dear Ms Pryce,\n\n"
                "Re: Flat 3, 27 Calder Road, Leeds LS6 2QT (repair reference RPR-55190)\n\n"
                "I am pleased to confirm that the boiler was repaired on 11 March and has "
                "since worked reliably.\n\n"
                "Between 14 January and that date we were repeatedly without heating or "
                "hot water, incurred additional electricity costs running the radiators "
                "Brightwell supplied, and paid for gym passes in order to wash. I enclose "
                "the relevant bills and receipts, together with a dated log. In the light "
                "of this, I request a one-off reduction of £480, to be applied to the next "
                "rent payment.\n\n"
                "Yours sincerely,\n"
                "Harriet Okafor\n\n"
                "cc: Daniel Fenwick (daniel.fenwick@example.co.uk)"
            ),
            U("Very good. Let us wait until I have the survey results before sending it."),
            A("Of course. I will adjust it once the survey findings are in."),
        ],
        [
            U(
                "I have changed my mind about the council. The survey on the 19th found "
                "penetrating damp from a failed gutter, and Ms Pryce's response was that the "
                "landlord 'will consider' the work after the summer. That is not good "
                "enough with mould in a bedroom. I submitted a complaint to Leeds City "
                "Council's private sector housing team this afternoon; the case number is "
                "EH/25/0917 and the officer assigned is Mr Raj Bhandari."
            ),
            A(
                "I think that is a reasonable step, and you gave Brightwell every "
                "opportunity first. Noted: council case EH/25/0917, officer Mr Raj "
                "Bhandari. The officer may inspect and assess the mould under the Housing "
                "Health and Safety Rating System; if it is a serious hazard, the council "
                "can require the landlord to carry out the work."
            ),
            U("Ought I to tell Brightwell that I have done so?"),
            A(
                "Yes. It is courteous, it shows you are acting openly, and it often "
                "concentrates minds. Shall I draft a short note that also sends the "
                "compensation request?"
            ),
            U("Please."),
            A(
                "Dear Ms Pryce,\n\n"
                "Re: Flat 3, 27 Calder Road, Leeds LS6 2QT (repair reference RPR-55190)\n\n"
                "The damp survey of 19 March found penetrating damp caused by a failed "
                "gutter. As the landlord does not propose to carry out the work until after "
                "the summer, I have referred the matter to Leeds City Council (case "
                "reference EH/25/0917).\n\n"
                "I also enclose my request for a one-off rent reduction of £480, with "
                "supporting documents, in respect of the boiler fault.\n\n"
                "Yours sincerely,\n"
                "Harriet Okafor\n\n"
                "cc: Daniel Fenwick (daniel.fenwick@example.co.uk)"
            ),
            U("Out of interest, how long do such council cases usually take?"),
            A(
                "It varies a good deal by authority and caseload. An initial contact or "
                "inspection within a few weeks is common, and formal notices, if needed, "
                "take longer. Mr Bhandari should be able to give you a realistic estimate."
            ),
            U("Thank you. That is all for today; I am very grateful."),
            A("You are most welcome. I hope the council moves quickly."),
        ],
    ]
    check = {
        "address": ["27 Calder Road"],
        "tenancy start": ["1 September 2022"],
        "landlord": ["Colin Featherstone"],
        "property manager": ["Joanna Pryce"],
        "manager phone": ["0113 496 0728"],
        "rent": ["£1,140"],
        "rent due": ["3rd"],
        "repair ref": ["RPR-55190"],
        "fault reported": ["14 January"],
        "engineer visit": ["11 March"],
        "survey finding": ["penetrating damp"],
        "letter style": ["British English", "Yours sincerely"],
        "always copy": ["daniel.fenwick@example.co.uk"],
        "no withholding": ["withholding rent"],
        "deposit": ["4471-0925-33"],
        "compensation": ["£480"],
        "council case": ["EH/25/0917", "Raj Bhandari"],
        "deadline": ["28 March"],
    }
    stale = {
        "property manager": ["Achterberg"],
        "rent": ["£1,095"],
        "engineer visit": ["6 March"],
        "compensation": ["£350"],
        "council case": ["hold off"],
    }
    return parts, check, stale


def carehome() -> Apart:
    parts = [
        [
            U(
                "Hello. I need help to organize the move of my father to a assisted living. "
                "My English is not perfect, sorry. Please write me in simple English, short "
                "sentences, is more easy for me."
            ),
            A(
                "Hello! Of course. I will use simple English and short sentences. "
                "Tell me about your father."
            ),
            U(
                "His name is Joaquim Ferreira, he have 84 years. He live alone in his house "
                "in Etobicoke since my mother die, three years ago. He fall two times this "
                "winter. He only speak Portuguese, very little English, so is important a "
                "caregiver who speaks Portuguese."
            ),
            A(
                "I am sorry about the falls. Noted: Joaquim Ferreira, 84, lives alone in "
                "Etobicoke. He needs a caregiver who speaks Portuguese."
            ),
            U(
                "Important for health: he is allergic to penicillin. Very bad reaction in "
                "2019, he go to hospital. He is diabetic, take metformin 500 mg two times in "
                "the day, and the doctor say low sodium diet for the blood pressure."
            ),
            A(
                "Thank you. This is important. Allergy: penicillin. Medicine: metformin "
                "500 mg, twice a day. Diet: low sodium. Every residence will ask for this."
            ),
            U("His family doctor is Dr. Helen Tremblay, phone 416-555-0187."),
            A("Saved: Dr. Helen Tremblay, 416-555-0187."),
            U(
                "We visit two places. Maple Grove in Mississauga and Lakeshore Commons in "
                "Etobicoke. My sister and me like more Maple Grove, the garden is beautiful "
                "and they have one nurse from Portugal. So we choose Maple Grove."
            ),
            A("Good. You chose Maple Grove. Do they have a room free?"),
            U("They say probably yes, in August. They call me next week to confirm."),
            A("Okay. We wait for their call."),
            U(
                "Also one rule: never mention money in anything for my father. He worry "
                "too much about cost, he will say no to everything. The money talk is only "
                "with me and my sister."
            ),
            A("Understood. I will never mention money in anything for your father."),
            U(
                "My sister Luciana have the POA for property. I have the POA for personal "
                "care. She live in Ottawa, so I do the visits."
            ),
            A("Noted: Luciana has POA for property. You have POA for personal care."),
            U(
                "Today is very hot in Toronto, 34 degrees! My father still want to cut the "
                "grass himself, crazy."
            ),
            A(
                "That is very hot. Maybe a neighbour can cut the grass this week. "
                "Tell him to drink a lot of water."
            ),
        ],
        [
            U(
                "Bad news. Maple Grove call me, no room until October. Too late, he cannot "
                "stay alone so long. So we go with Lakeshore Commons. They have suite 214 "
                "free, one bedroom, on the second floor near the elevator."
            ),
            A(
                "I am sorry. But Lakeshore Commons is also good, and close to his home. "
                "Suite 214: one bedroom, second floor, near the elevator. "
                "Who is your contact there?"
            ),
            U("Mrs. Denise Carr, she is the admissions manager. Very kind lady."),
            A("Noted: Mrs. Denise Carr, admissions manager."),
            U(
                "Move in day is 15 August, a Friday. Monthly fee is $4,850, this include "
                "meals and housekeeping."
            ),
            A("Move-in: 15 August. Monthly fee: $4,850, with meals and housekeeping."),
            U(
                "One problem. Lakeshore say no pets. My father have a cat, Bolinha, 11 years "
                "old. He will be very sad."
            ),
            A(
                "That is hard. Maybe a family member can keep Bolinha and bring her to "
                "visit? Many residences allow pet visits."
            ),
            U("Maybe my daughter take her. We see."),
            A("Okay."),
            U("Also nurse assessment before the move, on 30 July at 10 am. Nurse Gloria do it."),
            A("Nurse assessment: 30 July, 10 am, with Nurse Gloria."),
            U("I get quote from Bluebird Movers, $1,340 for the furniture to the suite."),
            A("Noted: Bluebird Movers, $1,340."),
        ],
        [
            U(
                "Question. What is difference between assisted living and long-term care "
                "here in Ontario? The social worker use both words."
            ),
            A(
                "Good question. Here is the short version.\n\n"
                "Assisted living is usually called a retirement home in Ontario. It is "
                "private. The family pays. The residence gives meals, cleaning and some "
                "help with care. A provincial authority, the RHRA, licenses these homes.\n\n"
                "Long-term care is for people who need nursing care all day and night. The "
                "province pays part of it. You apply through Ontario Health atHome. The "
                "waiting list can be long.\n\n"
                "Your father is moving to a retirement home, so assisted living."
            ),
            U("Ok thank you, now I understand."),
            A("Good."),
            U(
                "The realtor is Kevin Osei, we list the house of my father for $1,180,000. "
                "Luciana sign the papers because she have the POA for property."
            ),
            A("Noted: realtor Kevin Osei, list price $1,180,000. Luciana signs."),
            U(
                "Lakeshore send me the contract. Now the fee is $5,120 because they add "
                "medication management, the nurse give him the pills. Is good for us, he "
                "forget the metformin sometimes."
            ),
            A("Yes, that sounds helpful. Monthly fee now $5,120 with medication management."),
            U(
                "Good news!! Denise call me, they change the rule. Cat is ok if under 10 kg "
                "and she has the vaccination paper from the vet. Bolinha is 5 kg. So Bolinha "
                "can come!!"
            ),
            A(
                "Wonderful news! Bolinha can move with him. You only need the vaccination "
                "paper from the vet."
            ),
        ],
        [
            U(
                "The movers cannot on 15 August, and also my sister cannot come that day. "
                "We change, the move is now 22 August. Denise say ok."
            ),
            A("Move-in now 22 August. Do you need to tell Bluebird Movers?"),
            U("I already call them, they have the 22 free. Same price."),
            A("Good."),
            U(
                "Can you write a short letter for my father, in Portuguese, to explain the "
                "move? Simple, warm. Remember the rule."
            ),
            A(
                "Querido pai,\n\n"
                "No dia 22 de agosto o senhor vai se mudar para o Lakeshore Commons, "
                "pertinho de casa. O seu quarto é a suíte 214, no segundo andar, perto do "
                "elevador. A Bolinha vai junto com o senhor. Lá tem enfermeiras para "
                "ajudar com os remédios, e comida boa todos os dias.\n\n"
                "Eu e a Luciana vamos visitar sempre.\n\n"
                "Com muito amor,\n"
                "Rafael"
            ),
            U("Perfect, he will like. Thank you."),
            A("You are welcome."),
            U("The house not sell yet, three weeks now. Kevin say we put $1,049,000."),
            A("Okay. New list price: $1,049,000."),
        ],
        [
            U(
                "Denise is leaving Lakeshore, she go to work in Calgary. The new admissions "
                "person is Marco Bellini, phone 647-555-0142. He know our file."
            ),
            A("Noted. Your contact at Lakeshore Commons is now Marco Bellini, 647-555-0142."),
            U(
                "Marco say they have a PSW who speaks Portuguese, Fernanda, she works the "
                "mornings. My father will be so happy."
            ),
            A("That is very good news."),
            U(
                "Still waiting: the vet paper for Bolinha, and Lakeshore need the form from "
                "Dr. Tremblay with medication list."
            ),
            A(
                "Two things pending: the vet vaccination paper for Bolinha, and the form "
                "with the medication list from Dr. Tremblay."
            ),
            U("ok. tomorrow I visit him with the boxes. Thank you for all the help."),
            A("You are welcome. Good luck tomorrow. Lift the boxes carefully!"),
        ],
    ]
    check = {
        "father": ["Joaquim Ferreira"],
        "caregiver language": ["speaks Portuguese"],
        "allergy": ["penicillin"],
        "medication": ["metformin 500 mg"],
        "diet": ["low sodium"],
        "doctor": ["Helen Tremblay", "416-555-0187"],
        "residence": ["Lakeshore Commons"],
        "suite": ["214"],
        "move date": ["22 August"],
        "monthly fee": ["$5,120"],
        "admissions contact": ["Marco Bellini", "647-555-0142"],
        "list price": ["$1,049,000"],
        "realtor": ["Kevin Osei"],
        "power of attorney": ["Luciana", "POA"],
        "money rule": ["never mention money"],
        "reply language": ["simple English"],
        "cat": ["Bolinha", "vaccination"],
        "movers": ["Bluebird", "$1,340"],
        "assessment": ["30 July"],
        "pending form": ["medication list"],
    }
    stale = {
        "residence": ["Maple Grove"],
        "move date": ["15 August"],
        "monthly fee": ["$4,850"],
        "admissions contact": ["Denise Carr"],
        "list price": ["$1,180,000"],
        "cat": ["no pets"],
    }
    return parts, check, stale


TWENTYSECOND: list[tuple[str, Callable[[], Apart]]] = [
    ("orchestra", orchestra),
    ("dbops", dbops),
    ("tenancy", tenancy),
    ("carehome", carehome),
]
