"""Four chat histories written apart (an invoicing app's duplicate-invoice incident handed over
between on-call engineers under an assistant's rules, a caterer answering a joinery firm's
summer party emails, a tenant texting about a condemned boiler and the letting agent, a
Lithuanian farmer's spraying and harvest plan told in a second language), measured as written
before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def oncall_handover() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are Relay, the incident assistant for the platform team at Fernway, an "
                    "invoicing app for small businesses. Standing rules for every incident:\n"
                    "- Never paste customer email addresses, API keys or webhook secrets into "
                    "#inc-live or into anything drafted for it. Refer to customers by account "
                    "ID only.\n"
                    "- While an incident is open, the public status page gets an update every 45 "
                    "minutes, even if the update is 'no change'.\n"
                    "- No writes against the primary Postgres (pg-main) unless a second engineer "
                    "is watching the session. Point people at the read replica for queries.\n"
                    "- All times in UTC."
                ),
            },
            U(
                "morning relay. priya here, I'm IC on INC-5521 until 16:00, then Tomasz Wilk "
                "takes over as IC for the evening and overnight. quick summary: billing-scheduler "
                "fired twice at 06:00 after the v2.31.4 deploy and customers got every invoice "
                "twice. we rolled back to v2.31.3 at 07:12. the dedupe_guard flag is ON and it "
                "stays on until the postmortem says otherwise, whatever anyone in sales tells "
                "you. my first count is 1,142 duplicate invoices."
            ),
            A(
                "Morning, Priya. Got it: you're IC on INC-5521 until 16:00, Tomasz Wilk after "
                "that, rollback done at 07:12, and dedupe_guard stays on until the postmortem.\n"
                "\n"
                "For the next hour I'd suggest:\n"
                "\n"
                "1. Confirm the scheduler isn't going to fire again at the next run. Check the "
                "job table and the lock state on the read replica rather than pg-main.\n"
                "2. Get a first status page update out now, then keep to the cadence.\n"
                "3. Agree a cleanup plan with finance before anyone touches the duplicates. "
                "Voiding the wrong invoice is much worse than voiding a duplicate late.\n"
                "4. Keep a rough timeline in the incident doc as you go. It saves an hour of "
                "archaeology at the postmortem.\n"
                "\n"
                "Draft for the status page:\n"
                "\n"
                "'Some customers received duplicate invoices this morning. We have stopped the "
                "cause and are investigating. No payments have been taken twice. Next update "
                "soon.'"
            ),
            U("ha, 'investigating' is doing a lot of work there. fine, post it."),
            A("Posted at 07:58. I'll remind you when the next one is due."),
            U(
                "one thing for the handover note to tomasz: plain bullets, 10 lines max. he reads "
                "it on his phone on the train in and he will not scroll"
            ),
            A("Understood. I'll keep the handover note to plain bullets and no longer than that."),
            U(
                "so the scheduler bug. looks like the advisory lock on the managed postgres got "
                "released early and both workers thought they held it. we opened a ticket with "
                "the vendor, PGV-88213. their priority line is +44 20 7946 0318 but only use it "
                "if it's actually on fire"
            ),
            A(
                "Before blaming the vendor, one thing worth checking: do the scheduler workers "
                "connect through pgbouncer in transaction pooling mode? Session-level advisory "
                "locks belong to a server connection, not to your client. In transaction mode "
                "pgbouncer hands a different server connection to the worker for each "
                "transaction, so the lock can be taken on one connection and then effectively "
                "abandoned, or released when that connection is recycled. From the worker's "
                "point of view it took the lock and nothing went wrong; from Postgres's point of "
                "view the lock is gone and the second worker is free to take it.\n"
                "\n"
                "If that's what happened, the fix isn't on the vendor side. Either use "
                "transaction-level advisory locks, connect the scheduler directly instead of "
                "through the pooler, or move the lock into a row with an expiry. Worth adding "
                "to the ticket either way so they don't spend a day chasing it."
            ),
            U("oh god, pgbouncer. that would be so on brand for us"),
            A(
                "It's one of the most common ways this goes wrong. If it helps, nobody at the "
                "postmortem will be surprised."
            ),
        ],
        # part 2
        [
            U(
                "cleanup plan agreed with finance. we void each duplicate through the stripe api "
                "and send a short 'please ignore the second invoice' email through postmark. "
                "batches of max 500 events, postmark starts throttling us above that and we don't "
                "want tomorrow's real invoices stuck behind this"
            ),
            A(
                "Sensible. A few things that make this safe to rerun:\n"
                "\n"
                "- Use an idempotency key per invoice on the void call, built from the invoice "
                "ID, so a retried batch can't void anything twice.\n"
                "- Void first, email second. If the email fails you can resend; if you email "
                "and the void fails, the customer is told to ignore an invoice that is still "
                "live.\n"
                "- Do a dry run of the first batch that only prints account IDs and invoice IDs, "
                "and have finance eyeball a handful against Stripe.\n"
                "- Marking the duplicates as void in our own invoices table is a write on "
                "pg-main, so that part needs someone watching the session."
            ),
            U("yep, Marco is pairing with me on the db side"),
            A("Good, that covers it for the invoices table."),
            U(
                "first batch went out. EU shard is done, all voided and emailed. but postmark "
                "flagged a bounce spike on our transactional stream, so halve the batch size "
                "from now on"
            ),
            A(
                "Done: batches are now capped at 250 events. The bounce spike is probably old "
                "addresses on dormant accounts. Nobody has emailed them in two years and "
                "today they all got two invoices and an apology. Postmark judges the stream on "
                "its bounce rate, so smaller batches spread over time help, and it's worth "
                "filtering out accounts that are already on the suppression list before each "
                "batch instead of letting Postmark reject them."
            ),
            U("lol the one day we email every customer we ever had"),
            A("A surprise reunion tour nobody asked for."),
            U(
                "postmortem is booked for Thursday 14:00 UTC. Dana Ilves (support lead) is "
                "joining, she owns the customer comms and the question of whether we give "
                "anyone credit"
            ),
            A(
                "Noted, with Dana Ilves owning customer comms and the credit question. I'll "
                "put both in the handover note."
            ),
            U("status page again pls, it's been that long already"),
            A(
                "Draft:\n"
                "\n"
                "'We have found the cause of this morning's duplicate invoices and fixed it. "
                "Customers in Europe have all been sent a correction and the duplicate invoice "
                "has been cancelled. We are working through the remaining customers now. You "
                "don't need to do anything. Next update within 45 minutes.'"
            ),
            U("posted"),
        ],
        # part 3
        [
            U(
                "hi relay, tomasz here. took IC from priya at 16:00, read the note, thanks for "
                "keeping it short"
            ),
            A(
                "Welcome aboard. Where things stand: EU shard is corrected, the US shard is "
                "next, batch limits as in the note, and Marco is the second pair of eyes on "
                "pg-main if you need one."
            ),
            U(
                "bad news from finance. they did a proper reconciliation against stripe and it "
                "turns out it's actually 1,318 duplicates. the first count missed everyone on "
                "annual plans because their invoices go out from a different queue"
            ),
            A(
                "Understood, 1,318 it is. The extra ones are all annual-plan customers, so it's "
                "worth checking whether any of them are in the EU shard we already marked as "
                "done. If so, they need a small catch-up batch of their own before the US run "
                "starts, otherwise we'll report the EU side as finished when it isn't."
            ),
            U("good shout, 31 of them are EU. doing those first"),
            U(
                "hotfix PR for the lock is merged. we moved the scheduler lock into a leases "
                "table with an expiry instead of the advisory lock. we'll tag it v2.31.5 and ship "
                "it behind dedupe_guard tomorrow morning"
            ),
            A(
                "That's the right fix. For the deploy tomorrow:\n"
                "\n"
                "1. The leases table is a migration on pg-main, so it counts as a write and "
                "needs a second engineer on the session.\n"
                "2. Deploy to one scheduler worker first and watch a full run before the "
                "second one gets it. The bug only shows up when two workers race, so the "
                "interesting moment is when both are on the new code.\n"
                "3. Leave dedupe_guard on throughout. It's the thing that saves you if the "
                "fix is wrong, and the postmortem still owns the decision to turn it off.\n"
                "4. Add an alert on 'more than one scheduler run started in the same minute'. "
                "It would have caught this at 06:01 instead of from customer emails."
            ),
            U("did anyone order dinner or is it pizza again"),
            A("I can't help with that one, but history suggests pizza."),
            U("pizza it is. US voids start at 19:00"),
            A("OK. I'll note the start time in the timeline."),
        ],
        # part 4
        [
            U(
                "small drama. CI ran the release job on a broken commit and burned the tag, so "
                "scrap that one. we're releasing as v2.31.6, same code plus a one-line fix to "
                "the lease expiry that Marco spotted"
            ),
            A(
                "OK, the release is v2.31.6 now. I'll use that everywhere from here on, "
                "including the status page and the postmortem doc."
            ),
            U(
                "Dana asked if we can do Friday instead for the postmortem, she's with a big "
                "customer all day on the original slot. 10:30 UTC works for everyone"
            ),
            A(
                "Done: the postmortem moves to Friday 10:30 UTC. I'll change the invite text "
                "and the handover note."
            ),
            U(
                "also security got twitchy because the stripe webhook signing secret showed up "
                "in a debug log line this afternoon. we rotated it. stripe support has to confirm "
                "the new signing secret is live on their side before we turn webhook retries "
                "back on"
            ),
            A(
                "Good call to rotate. While retries are paused Stripe keeps the failed events "
                "and will redeliver them for up to three days, so nothing is lost, it's just "
                "delayed. Two things to watch: the log line itself should be scrubbed from "
                "wherever the logs are shipped, not only from the app, and when retries are "
                "switched back on there'll be a burst of old events. That burst goes through "
                "dedupe_guard like everything else, which is another reason to keep it on."
            ),
            U("yeah that's what i figured. thanks"),
            U("my cat just walked across the laptop and acked a page"),
            A("Hopefully a low-priority one. She may have a future in operations."),
        ],
        # part 5
        [
            U(
                "ok long night. US shard is about half done, the rest is still pending, next "
                "batch goes at 02:00. the release is on staging and looks fine. still waiting "
                "on stripe to confirm the signing secret. can you give me one line i can paste "
                "into #inc-live saying where we are"
            ),
            A(
                "'01:40 UTC: Europe fully corrected. US about half done, next batch at 02:00. "
                "Fix verified on staging, production deploy in the morning. Webhook retries "
                "paused until Stripe confirms the rotated secret.'\n"
                "\n"
                "It names no customers and contains no secrets, so it's fine for the channel."
            ),
            U("perfect. going to try for three hours of sleep"),
            A("Good idea. Status page next at 02:25, I'll flag it."),
        ],
    ]
    check = {
        "secrets_rule": ["API keys"],
        "status_cadence": ["45 minutes"],
        "pg_main_writes": ["second engineer"],
        "incident": ["INC-5521"],
        "ic": ["Tomasz Wilk"],
        "batch_size": ["250 events"],
        "release": ["v2.31.6"],
        "postmortem": ["Friday", "10:30"],
        "handover_format": ["10 lines"],
        "duplicates": ["1,318"],
        "flag": ["dedupe_guard"],
        "vendor_ticket": ["PGV-88213"],
        "status": ["US shard", "signing secret"],
    }
    stale = {
        "batch_size": ["500 events"],
        "release": ["v2.31.5"],
        "postmortem": ["Thursday 14:00"],
        "duplicates": ["1,142"],
    }
    return parts, check, stale


def caterer_party() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Morning. I run Bramble & Salt Kitchen, a two-woman catering business in "
                "Hereford (two women and a very old van, to be exact). I've a new enquiry I'd "
                "like help answering and I'll be back and forth with you on it for a few weeks. "
                "Before we start: please never put exclamation marks in anything you draft for "
                "me. My clients are farmers and joiners and they think exclamation marks mean "
                "you're selling double glazing. Sign everything just 'Bron'. For reference my "
                "standard summer hot buffet is £38 a head including VAT, which covers two mains, "
                "three salads, bread, a pudding and two of us serving. Here's the email:\n"
                "\n"
                "---\n"
                "From: Hannah Pryce <hannah.pryce@kestreljoinery.co.uk>\n"
                "Subject: Summer party catering - Saturday 20 June\n"
                "\n"
                "Hi Bron,\n"
                "\n"
                "Jan at the Ledbury farmers' market gave me your name. I'm the office manager at "
                "Kestrel Joinery and we turn 25 this year, so we're having a garden party for "
                "staff and families at Much Marcle Memorial Hall on Saturday 20 June. We're "
                "expecting about 90 guests, a mix of adults and children.\n"
                "\n"
                "We'd like a proper hot buffet rather than sandwiches. Our MD has signed off "
                "£4,200 including VAT for the food and service, and I'm afraid that really is "
                "the ceiling, there's nothing else in the pot.\n"
                "\n"
                "One important thing: one of our apprentices has a little boy with a severe "
                "sesame allergy (he carries an EpiPen), so whatever we have needs to be safe "
                "for him.\n"
                "\n"
                "Could you send a menu idea and a price?\n"
                "\n"
                "Many thanks,\n"
                "Hannah\n"
                "---"
            ),
            A(
                "Thanks, Bron. A quick read of the brief first: about 90 guests on Saturday 20 "
                "June, a hot buffet, a hard ceiling of £4,200 including VAT, and one child with "
                "a severe allergy. At your standard price the food comes to £3,420, which "
                "leaves Hannah room if numbers creep up, and it's worth saying so, because "
                "clients relax when they can see the margin.\n"
                "\n"
                "Draft reply:\n"
                "\n"
                "'Dear Hannah,\n"
                "\n"
                "Thank you for getting in touch, and congratulations on 25 years. A summer "
                "garden party is exactly the kind of thing we like doing.\n"
                "\n"
                "For a hot buffet I'd suggest:\n"
                "\n"
                "- Slow-roast pork belly with cider and apple\n"
                "- Roast squash, red onion and feta tart (vegetarian)\n"
                "- Buttered new potatoes with mint\n"
                "- Three salads: tomato and basil, green leaves, and a noodle salad\n"
                "- Bread from Pearce's bakery in Ledbury\n"
                "- Eton mess with Herefordshire strawberries\n"
                "\n"
                "This is £38 per head including VAT and two staff serving, so for 90 guests "
                "£3,420. We'll make sure every dish is safe for your apprentice's son and will "
                "label everything clearly on the day.\n"
                "\n"
                "Best wishes,\n"
                "Bron'"
            ),
            U(
                "Nearly there. The sesame bit isn't strict enough for me though. Nothing "
                "containing sesame leaves my kitchen for this job, full stop. Not 'labelled', "
                "not 'kept separately'. That means no tahini in the hummus if we add one, no "
                "seeded rolls from Pearce's, and the dressing on the noodle salad goes because "
                "it's sesame oil. Seeds get everywhere, you find them in the van for weeks. "
                "Say it to Hannah in plain words so she can tell the boy's mum. And take out "
                "'exactly the kind of thing we like doing', it sounds like a brochure."
            ),
            A(
                "Fair on both counts. Revised paragraph:\n"
                "\n"
                "'On the allergy: nothing containing sesame will come out of our kitchen for "
                "your party. No sesame oil, no tahini and no seeded bread, and we'll ask the "
                "bakery to bake your rolls on a clean tray. Please do pass this on to the "
                "little boy's mum, and if she'd like to ring me about any dish, she's very "
                "welcome.'\n"
                "\n"
                "The noodle salad becomes a herby couscous with a lemon dressing, which travels "
                "better anyway, and the opening now just says 'Thank you for getting in touch, "
                "and congratulations on 25 years.'"
            ),
            U(
                "Lovely, sent. Right, I have to go and wrestle forty scotch eggs into "
                "submission for a christening."
            ),
            A("Good luck. The scotch eggs never go quietly."),
            U("They never do. Back later."),
        ],
        # part 2
        [
            U(
                "Hannah's back already:\n"
                "\n"
                "---\n"
                "Hi Bron,\n"
                "\n"
                "Thank you, the menu went down very well in the office, and the allergy "
                "paragraph is exactly what the mum wanted to hear.\n"
                "\n"
                "A couple of updates. The Leominster workshop had said they couldn't come, but "
                "they've changed their minds, so please add 12 more to the numbers. And I've "
                "spoken to the hall caretaker, Gwilym Parry (07700 900461), who says we can "
                "have the hall from 14:00 on the day to set up. He's very nice but doesn't do "
                "email, so it's best to ring him.\n"
                "\n"
                "Could you send the deposit invoice when you have a moment?\n"
                "\n"
                "Thanks,\n"
                "Hannah\n"
                "---\n"
                "\n"
                "Deposit is 25% as always, invoice number INV-2026-0147."
            ),
            A(
                "Good news all round. With the Leominster team it's 102 guests, so at £38 a "
                "head the food is £3,876, still comfortably under £4,200. The 25% deposit on "
                "invoice INV-2026-0147 is £969.\n"
                "\n"
                "Draft:\n"
                "\n"
                "'Dear Hannah,\n"
                "\n"
                "Thank you, that's good to hear about the Leominster team. I've updated the "
                "numbers and attached invoice INV-2026-0147 for the 25% deposit, which secures "
                "the date. The balance will follow two weeks before the party, once we have "
                "final numbers.\n"
                "\n"
                "I'll give Gwilym a ring about access and where we can plug in the hot boxes.\n"
                "\n"
                "Best wishes,\n"
                "Bron'"
            ),
            U(
                "Good. I've booked twelve trestle tables from Ledbury Marquee Hire as well, ref "
                "LMH-3309, they deliver to the hall the afternoon before. The hall has chairs "
                "but its tables are the wobbly folding kind that collapse if you look at them."
            ),
            A(
                "Sensible. Twelve trestles will seat your numbers at long tables with the "
                "buffet on two of them. I'll keep the hire reference with the job."
            ),
            U(
                "Rang Gwilym. Lovely man, talked for twenty minutes about the fund for the hall "
                "roof. There are three double sockets in the kitchen and an urn that trips the "
                "fuse if you look at it."
            ),
            A(
                "Three doubles is plenty for the hot boxes. Keep the urn on its own socket and "
                "switch it on first, so if it trips anything it does it before the food's in."
            ),
            U("Good thinking."),
            U(
                "Van's in for its MOT tomorrow, so if I go quiet it's because I'm sitting in a "
                "garage in Bromyard reading a 2019 copy of Farmers Weekly."
            ),
            A("There are worse places to catch up on the price of lambs in 2019."),
        ],
        # part 3
        [
            U(
                "Van passed, miracles happen. New one from Hannah:\n"
                "\n"
                "---\n"
                "Hi Bron,\n"
                "\n"
                "Deposit paid this morning. Two things, sorry.\n"
                "\n"
                "First, quite a few of our lads don't eat pork, and our MD would rather the main "
                "was something everyone can have. Could we do lamb instead?\n"
                "\n"
                "Second, bad news about the hall. Gwilym came back to say there's a toddler "
                "group on until three that day and they need time to clear up after, so we "
                "can't get in until 15:30. I hope that still works for you.\n"
                "\n"
                "Hannah\n"
                "---"
            ),
            U(
                "Lamb shoulder is fine, slow-roast with rosemary and garlic. I can get it halal "
                "from Ahmed on Commercial Road if that matters to them, ask her. It costs me "
                "about £3 a head more than the pork so the price has to move. And the hall "
                "time is tight but doable if I roast at home and bring it hot in the boxes. "
                "Draft me something."
            ),
            A(
                "With the lamb the buffet becomes £41 a head including VAT, so for 102 guests "
                "it's £4,182. That's only £18 under Hannah's £4,200, so it's worth telling her "
                "plainly now rather than letting her find out from the final invoice.\n"
                "\n"
                "Draft:\n"
                "\n"
                "'Dear Hannah,\n"
                "\n"
                "Thank you for the deposit. Of course, we'll swap the pork belly for "
                "slow-roast lamb shoulder with rosemary and garlic. I can get it halal from "
                "our butcher if that would help anyone, just let me know.\n"
                "\n"
                "Lamb costs a little more, so the price becomes £41 per head including VAT, "
                "which for 102 guests is £4,182. That's just within your budget, so if numbers "
                "go up again we'd need to talk about it.\n"
                "\n"
                "The later start at the hall is fine. We'll cook at our kitchen and bring "
                "everything hot.\n"
                "\n"
                "Best wishes,\n"
                "Bron'"
            ),
            U("That's good. Sent."),
            A("Hopefully she'll be pleased it still fits."),
            U(
                "Side question. Double cream has gone up again at the cash and carry, is it "
                "daft to switch the Eton mess to half cream, half Greek yoghurt?"
            ),
            A(
                "Not daft at all, a lot of people prefer it. The yoghurt makes it a bit "
                "sharper, which goes well with strawberries, and it holds its shape longer on "
                "a warm afternoon because it isn't relying on whipped cream alone. Fold it in "
                "at the last minute and don't sweeten the yoghurt, the meringue does that job. "
                "If anyone asks, it's 'a lighter Eton mess', which sounds like a choice rather "
                "than a saving."
            ),
            U("'A lighter Eton mess.' You'd do well in marketing."),
            A("I'll take that as a compliment, minus the punctuation you don't allow."),
        ],
        # part 4
        [
            U(
                "I've taken on two extra pairs of hands for the day, Ceri and Mo, who've worked "
                "for me before. Mo can carve, which is the main thing with lamb shoulder, "
                "otherwise you end up with a pile of shredded meat and a queue. Ceri's on the "
                "puddings and clearing. The tasting with Hannah and her MD was on Wednesday, "
                "they loved the lamb and the MD had seconds of the couscous. Now this came in:\n"
                "\n"
                "---\n"
                "Hi Bron,\n"
                "\n"
                "Thank you again for Wednesday. Yes to halal, please. Here are our numbers as "
                "of today:\n"
                "\n"
                "                    Adults  Children\n"
                "Head office           41       6\n"
                "Leominster            19       3\n"
                "Partners/family       24       5\n"
                "\n"
                "So 98 in the end, four of the Leominster lot have dropped out. Could the "
                "under-12s have kids' lunch boxes instead of the buffet, if that's cheaper? I "
                "think some of the little ones would rather have a sandwich and a packet of "
                "crisps anyway.\n"
                "\n"
                "Hannah\n"
                "---"
            ),
            A(
                "That's 84 adults and 14 children, 98 in total. At £41 a head the buffet comes "
                "to £4,018, so you're back to having a bit of room under her ceiling.\n"
                "\n"
                "On the lunch boxes, what do you charge for them? If it's, say, £12, moving the "
                "14 children across would save her about £406, but she should check with the "
                "parents first: some of the older ones will want the lamb, and the boy with the "
                "allergy may be safer on the same buffet everyone else is having than on a box "
                "made up separately."
            ),
            U(
                "Kids' boxes are £14. Tell her it's entirely up to her and the parents, I'm "
                "happy either way, and make the point about the allergy gently, I don't want "
                "the mum feeling singled out."
            ),
            A(
                "Draft:\n"
                "\n"
                "'Dear Hannah,\n"
                "\n"
                "Thank you, I've noted halal and the new numbers.\n"
                "\n"
                "Our kids' lunch boxes are £14 each, and we're very happy to do them for any "
                "of the under-12s who'd prefer one, or the buffet, or a mix. It might be worth "
                "asking the parents. Everything we make for your party is sesame-free, boxes "
                "included, so there's no need for any child to have something different.\n"
                "\n"
                "Best wishes,\n"
                "Bron'"
            ),
            U("Perfect, that's exactly the tone."),
            U("Ceri asked if her daughter can come and wash up on the day. She's fifteen."),
            A(
                "Usually fine for washing up and clearing, as long as she's kept away from the "
                "ovens and the carving and someone shows her the allergy rules on the day."
            ),
            U("I'll tell her. Cash in hand and all the Eton mess she can eat."),
        ],
        # part 5
        [
            U(
                "Hannah rang. She's asking the parents about the lunch boxes and will let me "
                "know by Monday. Everything else is sorted: deposit in, trestles booked, lamb "
                "ordered from Ahmed. Can you write me a rough cooking timeline for the day "
                "itself? Food out at 18:30."
            ),
            A(
                "Working back from 18:30:\n"
                "\n"
                "- 08:00 lamb in the ovens at home, low and slow\n"
                "- 11:00 tarts assembled and baked, potatoes scrubbed\n"
                "- 13:00 salads made and boxed, couscous dressed last\n"
                "- 14:30 lamb out and resting, wrapped into the hot boxes\n"
                "- leave once the van's loaded, hall as soon as Gwilym opens up\n"
                "- first hour at the hall: trestles, cloths, buffet line, potatoes on\n"
                "- 18:00 Mo starts carving, Ceri sets out salads and bread\n"
                "- 18:30 food out\n"
                "- 19:45 Eton mess assembled and out\n"
                "\n"
                "The lunch boxes, if she wants them, can be packed the evening before."
            ),
            U("You're a gem. I'll print it and stick it on the fridge."),
            A("Good luck with it. I hope the sun shines on Much Marcle."),
            U("It had better, there's no marquee."),
            A("Then I'll hope twice as hard."),
        ],
    ]
    check = {
        "sesame": ["sesame"],
        "ceiling": ["£4,200"],
        "guests": ["98"],
        "price": ["£41"],
        "main": ["lamb shoulder"],
        "hall_access": ["15:30"],
        "caretaker": ["Gwilym Parry", "07700 900461"],
        "deposit_invoice": ["INV-2026-0147"],
        "no_exclamation": ["exclamation"],
        "client": ["Hannah Pryce"],
        "trestles": ["LMH-3309"],
        "date": ["20 June"],
        "waiting_on": ["lunch boxes"],
    }
    stale = {
        "guests": ["90 guests", "102"],
        "price": ["£38"],
        "main": ["pork belly"],
        "hall_access": ["14:00"],
    }
    return parts, check, stale


def tenant_boiler() -> Apart:
    parts = [
        # part 1
        [
            U(
                "hi need help w my landlord / agent. no heating or hot water since sat 28th. "
                "flat is this (copy paste from tenancy): Flat 2B, 41 Holloway Terrace, Bristol "
                "BS5 6QT. its managed by castle lettings, the guy is\n"
                "\n"
                "Dean Whitlock | Property Manager | Castle Lettings | 0117 496 0135"
            ),
            A(
                "Sorry, that's miserable, especially with no hot water. Can you tell me what "
                "happened with the boiler, and whether you've told Castle Lettings yet? If you "
                "have, was it by phone or in writing?"
            ),
            U(
                "carbon monoxide alarm went off sun night. rang the gas emergency line, guy came "
                "out at 2am, capped the boiler and put a big DO NOT USE sticker on it. said its "
                "leaking co into the kitchen and do NOT relight it whatever anyone says. so "
                "dont ever tell me to reset it or bleed it or press any buttons, im not dying "
                "for a shower. rang dean mon, he said hed 'look into it'"
            ),
            A(
                "You did exactly the right thing, and I won't suggest touching the boiler. It "
                "stays off until a Gas Safe engineer has repaired or replaced it.\n"
                "\n"
                "Some background that helps when you deal with the agent. Your landlord has a "
                "legal duty to keep the heating and hot water in repair, and to make sure gas "
                "appliances are safe. That duty kicks in once they've been told about the "
                "problem, and they have to fix it within a reasonable time. For no heating or "
                "hot water, a reasonable time is short, usually a day or two for someone to "
                "come out. A phone call counts as telling them, but it's hard to prove later, "
                "so the most useful thing now is to put it in writing.\n"
                "\n"
                "I'd send Dean a short email today that says what happened, when you told him, "
                "and asks for a date for the repair and something to heat the flat in the "
                "meantime. Keep a note of every call and every cold shower at the gym. If this "
                "ends up with the council or a claim, a simple dated list is worth a lot."
            ),
            U("ok. pls keep drafts under 100 words, dean never reads past the first para lol"),
            A(
                "Draft (70 words):\n"
                "\n"
                "'Hi Dean, following my call on Monday: the gas emergency engineer capped the "
                "boiler on Sunday night after the carbon monoxide alarm went off, and marked it "
                "unsafe. I have had no heating or hot water since Saturday. Please confirm in "
                "writing when an engineer will come to repair or replace it, and whether the "
                "landlord will provide temporary heaters in the meantime. Thanks, Jordan "
                "(Flat 2B, 41 Holloway Terrace)'"
            ),
            U(
                "sent. he replied 'Hi Jordan, raised with our contractor, job ref CL-REP-20417, "
                "they will be in touch.' thats literally it"
            ),
            A("It's short, but it's in writing and it has a job reference. Keep that email."),
            U("the neighbour upstairs has a parrot that does the microwave beep. at 6am"),
            A("That's a special kind of alarm clock. At least it isn't the CO alarm."),
        ],
        # part 2
        [
            U(
                "contractor texted finally:\n"
                "\n"
                "'HeatRight Heating: Hi, this is Kieran. We will attend Flat 2B on Wed 9 July "
                "between 8am-12pm re job CL-REP-20417. Any issues call 0117 496 0772.'\n"
                "\n"
                "thats 11 days w no hot water by then"
            ),
            A(
                "Good that there's a date, but eleven days is a long wait for no heating or "
                "hot water, and it's worth saying so to Dean in writing, politely. Save "
                "Kieran's number in case you need to move the slot."
            ),
            U("can i ask for money off the rent? been showering at the gym every day"),
            A(
                "You can ask, and it's reasonable to. You shouldn't just stop paying or pay "
                "less on your own, because that can put you in arrears and give them a reason "
                "to end the tenancy. What people usually do is ask in writing for a reduction "
                "for the time the flat was without heating and hot water.\n"
                "\n"
                "A common way to work out a figure: take the daily rent and ask for a share of "
                "it for each day without heating and hot water. The flat isn't unusable, so "
                "nobody would expect the full rent back, but a share that reflects losing hot "
                "water and heating, plus gym visits, is fair. Whatever you ask for, give a "
                "short reason, and keep the gym receipts or bank statement lines."
            ),
            U("ok lets ask £150. seems fair and not greedy"),
            A(
                "Draft (48 words):\n"
                "\n"
                "'Hi Dean, HeatRight are coming on 9 July, which will be 11 days without heating "
                "or hot water. I have been using a gym to wash. Could you ask the landlord for "
                "a £150 reduction in next month's rent for this period? I can send receipts. "
                "Thanks, Jordan'"
            ),
            U(
                "also they sent the renewal. rent going from 925 to £990 from 1 sept. is that "
                "even allowed"
            ),
            A(
                "It depends on your tenancy. If your fixed term is ending and they're offering "
                "a new one at a higher rent, that's a proposal: you can accept it, negotiate, or "
                "decline and stay on a rolling tenancy, where any increase has to come through a "
                "formal notice with at least a month's warning, and you can challenge it at a "
                "tribunal if it's above the going rate for similar flats nearby. A 7% rise isn't "
                "unusual at the moment, but asking them to meet you in the middle is perfectly "
                "normal, especially while the heating isn't working."
            ),
            U("ok ill push back"),
        ],
        # part 3
        [
            U(
                "now this from dean:\n"
                "\n"
                "'Hi Jordan, HeatRight can't make Wednesday now, can they come Thursday instead, "
                "12-4? Also our system closed the old job by mistake so it's been re-raised as "
                "CL-REP-20488. Thanks, Dean'\n"
                "\n"
                "ugh. said yes"
            ),
            A(
                "OK, so Kieran now comes Thu 10 July between 12:00 and 16:00, and the job "
                "reference is CL-REP-20488. Use the new reference from now on so nothing gets "
                "lost between the agent and the contractor."
            ),
            U(
                "dean also says mrs haddad (landlord, lives in dubai) will pay back 2 oil "
                "heaters up to £80 total if i send the receipt"
            ),
            A(
                "That's a good result. Get two oil-filled radiators rather than fan heaters, "
                "they're cheaper to run and quieter, and keep the receipt. If the two cost "
                "more than £80 together, you'd be paying the difference yourself, so check "
                "prices before you buy."
            ),
            U("got 2 from argos £74. sent the receipt"),
            A("Nice, under the limit. Keep a copy of the receipt and your email."),
            U("also is my deposit safe if this all goes bad and i leave. its w the DPS"),
            A(
                "Yes. The deposit is held by the scheme, not by the agent, so they can't just "
                "keep it. At the end of the tenancy you ask for it back, and if the landlord "
                "wants to deduct anything they have to justify it, and you can dispute it "
                "through the scheme for free. Find your deposit certificate number and keep "
                "it somewhere safe."
            ),
            U("found it. 0294-7718-3365"),
            A("Got it. That's the number you'd quote to the DPS."),
            U("my mum says i shud just move back home lol"),
            A(
                "Tempting while there's no hot water, I imagine. But you've got the agent "
                "moving now, and it's worth seeing it through."
            ),
        ],
        # part 4
        [
            U(
                "kieran came thurs. boiler is condemned, needs a whole new one. haddad has to "
                "approve the quote. he says he can fit it wed 23 july if she says yes this week"
            ),
            A(
                "At least it's moving. A new boiler is the right outcome after a CO leak. If "
                "the landlord approves this week, fitting is Wednesday 23 July."
            ),
            U(
                "dean ignored the money thing. its been another week now. change the ask to "
                "£175 and make it sound a bit more serious"
            ),
            A(
                "Draft (58 words):\n"
                "\n"
                "'Hi Dean, I haven't had a reply about a rent reduction. I have now been without "
                "heating or hot water for over three weeks, through no fault of mine, and have "
                "been washing at a gym. I'm asking for £175 off next month's rent for this "
                "period. Please reply in writing by Friday. Job ref CL-REP-20488. Thanks, "
                "Jordan'"
            ),
            U(
                "sent. oh and the rent, they came back w £960 after i said id rather go rolling. "
                "said ok to that"
            ),
            A(
                "Good negotiating. Make sure the new rent of £960 is what's written in the "
                "renewal before you sign it."
            ),
            U(
                "plan is if the boiler isnt in by fri 1 aug i go to the council, environmental "
                "health. my mate did that and the agent suddenly found a plumber in 2 days"
            ),
            A(
                "That's a sensible line to draw. The council's private housing team can "
                "inspect and formally require the landlord to fix serious hazards, and a "
                "broken boiler that leaked carbon monoxide is exactly the kind of thing they "
                "take seriously. Your dated notes and Dean's emails will help them."
            ),
        ],
        # part 5
        [
            U(
                "update. quote approved yesterday. but kieran says the boiler isnt in stock so "
                "fitting is a week later than he said"
            ),
            A(
                "OK, so the new boiler goes in on Wednesday 30 July. That's still before your "
                "1 August line, so no need to call the council yet, but if it slips again "
                "past that date, you go ahead."
            ),
            U("still nothing from dean about the money tho"),
            A(
                "Then wait until the Friday you gave him. If there's still no answer, send one "
                "line asking for a reply and say you'll raise it with the landlord directly. "
                "You have Mrs Haddad's agreement on the heaters, so she's clearly reachable."
            ),
            U("lol. also the heaters r actually ok, the flat is warm for once"),
            A(
                "Good. Oil radiators are slow to warm up but they hold the heat, so leave them "
                "on low rather than switching them on and off."
            ),
            U("ok ty. the parrot says hi"),
            A("Hi to the parrot."),
        ],
    ]
    check = {
        "co_safety": ["carbon monoxide"],
        "address": ["41 Holloway Terrace"],
        "agent": ["Dean Whitlock"],
        "job_ref": ["CL-REP-20488"],
        "engineer": ["Kieran", "0117 496 0772"],
        "fitting": ["30 July"],
        "rent": ["£960"],
        "rent_reduction": ["£175"],
        "heaters": ["£80"],
        "drafts": ["100 words"],
        "deposit": ["0294-7718-3365"],
        "next_step": ["environmental health"],
    }
    stale = {
        "job_ref": ["CL-REP-20417"],
        "fitting": ["23 July"],
        "rent": ["£990"],
        "rent_reduction": ["£150"],
    }
    return parts, check, stale


def farm_plan() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Hello. I am Jurgis, I have farm near Kėdainiai in Lithuania, 140 hectares. "
                "This year is winter wheat 62 ha, winter rapeseed 48 ha and spring barley 30 ha. "
                "My son is studying in Kaunas so this year I am planning alone, and I want help "
                "to keep the plan for spraying and harvest. My English is not so good, so "
                "please write simple words and short sentences. And only metric please, "
                "hectares, litres, kilometres. Never acres, I don't understand acres."
            ),
            A(
                "Hello Jurgis. Happy to help. I will keep it simple and use only metric.\n"
                "\n"
                "We can build the plan step by step. For each crop we need:\n"
                "\n"
                "1. What to spray, and when.\n"
                "2. The dose and the water volume.\n"
                "3. Limits: weather, water, neighbours.\n"
                "4. Harvest: who, when, and where the grain goes.\n"
                "\n"
                "Tell me the things you always follow first. Then we add the crops."
            ),
            U(
                "Important thing first. My neighbour Ona has bee hives on north side of field 7, "
                "this is rapeseed field. When rapeseed is flowering I never spray insecticide in "
                "the day. Only after 21:00 when bees are home, and I call Ona one day before so "
                "she can close the hives. Her father and my father did same, it is old "
                "agreement."
            ),
            A(
                "Understood. On field 7, when the rapeseed flowers: insecticide only after "
                "21:00, and you phone Ona the day before. This is also good practice in "
                "general. Bees fly in warm daylight. In the late evening most are back in the "
                "hive, so much fewer bees touch the spray. It is a good old agreement."
            ),
            U(
                "Also river Nevėžis goes along field 3 and field 4. The buffer is 25 m from the "
                "water, no spraying inside. Inspector was very strict last year with my cousin, "
                "he paid big fine."
            ),
            A("Noted. No spraying within 25 m of the river on fields 3 and 4."),
            U(
                "My sprayer is Amazone UX 3200, 24 metre boom. Wind limit I use is 3 m/s, if "
                "more than this I don't spray. Standard nozzles."
            ),
            A(
                "That is a careful limit, good. Wind carries small drops away from the field. "
                "This is called drift. Standard flat fan nozzles make many small drops, so they "
                "drift easily. Air-induction nozzles make bigger drops with air inside. The "
                "bigger drops fall down faster, so drift is much less. With air-induction "
                "nozzles many farmers can spray in a little more wind. But the label of the "
                "product always wins."
            ),
            U("How much water per hectare you think is normal? I use 200 litres."),
            A(
                "200 litres per hectare is normal for fungicides in cereals and rapeseed. "
                "With air-induction nozzles some farmers go a little higher, because the drops "
                "are bigger and cover the leaf less. If the crop is very thick, like rapeseed "
                "in full flower, more water helps the spray go down inside the crop. But 200 "
                "is a good standard. Keep it the same every time, then the tank calculations "
                "are easy."
            ),
            U("OK, I keep 200."),
        ],
        # part 2
        [
            U(
                "I bought new nozzles, air-induction, like you said. Rasa, she is my "
                "agronomist, she says with these I can go until 4 m/s. So now my limit is "
                "4 m/s. Not more."
            ),
            A(
                "Good. New wind limit: 4 m/s, with the air-induction nozzles. Rasa knows your "
                "fields, so her advice is the one to follow."
            ),
            U(
                "Wheat T1 I did on 28 April. Next is T2 on wheat, when the flag leaf is fully "
                "out. Also rapeseed, when it flowers I need fungicide for sclerotinia. Dose "
                "Rasa told me in winter is 0.7 l/ha."
            ),
            A(
                "OK. Some simple notes about the two jobs.\n"
                "\n"
                "Wheat T2: the flag leaf is the last leaf, at the top. It makes a big part of "
                "the grain, so we protect it. Spray when it is fully out, not before. If you "
                "spray too early, the new leaf has no protection.\n"
                "\n"
                "Rapeseed sclerotinia: the disease starts from the petals. Petals fall on the "
                "leaves, they are wet, and the fungus grows there. So the best time is early "
                "to middle flowering, when the first petals start to fall. Too late is not "
                "good, because the fungus is already inside the plant."
            ),
            U(
                "Good explanation, thank you. Storks came back yesterday to the nest on my "
                "barn, every year same day almost. My wife says they are better calendar than "
                "the phone."
            ),
            A("They may be right. Storks are very punctual."),
            U(
                "One more thing. Sprayer test certificate number is TP-88-0931. I must write it "
                "in the spray record book every time. Please remember it for me."
            ),
            A("I will. Certificate TP-88-0931 goes in the record book for every spraying."),
            U("What else I must write in the book? Inspector looks at it."),
            A(
                "For each spraying, write: the date and the time you start and finish, the "
                "field number and how many hectares, the crop, the product name and the "
                "dose, the water volume, the wind and temperature, and the sprayer "
                "certificate number. If you spray near the river, write that you kept the "
                "buffer. It takes two minutes after each job, but if you leave it to the end "
                "of the week you will forget the wind and the times."
            ),
            U("Two minutes, OK. My wife will check I do it."),
        ],
        # part 3
        [
            U(
                "Now the grain contract. Buyer is Baltic Grain Hub. Contract number "
                "AG-2026/114. Wheat, 300 t, 212 EUR per tonne, delivery in August. Moisture "
                "maximum 14.5%, if more they take money off."
            ),
            A(
                "Good to have this written. About moisture: if the wheat is wetter than the "
                "limit, the buyer takes off money for drying and for the lost weight of the "
                "water. It can cost more than drying it yourself. If the grain is a little wet, "
                "it is often better to dry it first or to wait one day with the combine."
            ),
            U(
                "I have small dryer, old one, from 1990s. It works but it eats much gas. My "
                "son says buy new, but new costs like a small house."
            ),
            A(
                "An old dryer that works is often the best dryer. Some simple things can "
                "help it use less gas. Clean the air intake and the screens before harvest, "
                "dust makes it work harder. Do not dry more than you need: if the grain is "
                "only a little over the limit, dry it to just under, not very far under, "
                "because every extra point costs gas and also weight you sell. And when you "
                "can, harvest in the afternoon, when the grain is driest in the field."
            ),
            U("Good, I tell this to my son."),
            U(
                "Rasa was here today. She says disease pressure is low because May was dry, "
                "so for the rapeseed fungicide we use 0.6 l/ha, not what I said before."
            ),
            A(
                "OK, the rapeseed fungicide is now 0.6 l/ha. With your 3200 litre tank at 200 "
                "litres of water per hectare, one tank covers 16 ha. So you put 9.6 litres of "
                "product in each full tank. For 48 ha that is three full tanks."
            ),
            U(
                "I called the buyer also. Price is good, I want to sell more. He agrees 50 t "
                "more on the same contract."
            ),
            A(
                "OK, so the contract is now 350 t of wheat at 212 EUR per tonne. Remember that "
                "you must deliver this even if the harvest is weak."
            ),
            U(
                "My tractor radio only has one station now, the button is broken. Is country "
                "music all day. I am becoming cowboy."
            ),
            A("A cowboy with a 24 metre boom. There are worse things."),
        ],
        # part 4
        [
            U(
                "Combine. I don't have own combine, I use contractor Darius Petrauskas, phone "
                "+370 612 48307. He put me in his plan for 25 July for rapeseed."
            ),
            A(
                "Noted. Rapeseed pods open easily when they are very dry, and seeds fall on "
                "the ground. So do not wait too long when the crop is ready. It is good that "
                "Darius has a fixed day."
            ),
            U("Darius called. Other farm before me is late, so he comes two days later."),
            A(
                "OK. So Darius now comes on 27 July for the rapeseed. If the weather is hot "
                "and dry before that, check the pods on field 7 and field 2 every day."
            ),
            U(
                "And the wheat contract. I think 350 is too much risk if harvest is bad. I "
                "called buyer again, we put it down to 320 t."
            ),
            A(
                "That is more safe. The contract AG-2026/114 is now 320 t of wheat. With 62 ha "
                "of wheat you need about 5.2 t per hectare to fill it, which is a normal year, "
                "not a very good one."
            ),
            U("Yes. Good calculation."),
            U(
                "Question. Some neighbours spray the rapeseed before harvest to make it dry "
                "faster, all at same time. Is this good idea for me?"
            ),
            A(
                "It can help, but it is not always needed. Spraying before harvest makes the "
                "crop ripen more evenly, so the combine can go on one day. It is useful when "
                "the field has green and ripe parts together, or many weeds. If your crop "
                "ripens evenly by itself, you can save the money. Ask Rasa when she comes, "
                "she can see the field. And if you do it, check the label for how many days "
                "before harvest it is allowed, and think about Ona's bees if there are still "
                "flowers or weeds in flower in the field."
            ),
            U("OK, I ask Rasa."),
        ],
        # part 5
        [
            U(
                "Where I am now: wheat T2 is still not done, the flag leaf is only half out. "
                "Rasa comes on Friday to look again. Rapeseed flowering is finished, fungicide "
                "is done, and no insecticide was needed this year. Ona is happy, she brought "
                "me honey."
            ),
            A(
                "Very good. So the only open job now is wheat T2, and it waits for Rasa's "
                "visit on Friday. Enjoy the honey."
            ),
            U("Thank you. You are good helper."),
            A("Thank you, Jurgis. Good luck with the wheat."),
            U("And the cowboy music is still on the radio. I know all the words now."),
            A("Then you are ready for the harvest party too."),
        ],
    ]
    check = {
        "bees": ["hives", "21:00"],
        "buffer": ["25 m"],
        "wind": ["4 m/s"],
        "fungicide_dose": ["0.6 l/ha"],
        "sprayer_cert": ["TP-88-0931"],
        "contract": ["AG-2026/114"],
        "tonnage": ["320 t"],
        "moisture": ["14.5%"],
        "combine": ["Darius", "+370 612 48307"],
        "harvest": ["27 July"],
        "metric": ["acres"],
        "agronomist": ["Rasa"],
        "status": ["flag leaf"],
    }
    stale = {
        "wind": ["3 m/s"],
        "fungicide_dose": ["0.7 l/ha"],
        "harvest": ["25 July"],
        "tonnage": ["300 t", "350 t"],
    }
    return parts, check, stale


THIRTEENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("oncall_handover", oncall_handover),
    ("caterer_party", caterer_party),
    ("tenant_boiler", tenant_boiler),
    ("farm_plan", farm_plan),
]
