"""Three chat histories written apart (a database migration, a yarn shop, a laptop tender),
measured as written before any change was made from them; the same shape as `durable_lib.apart`."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def migration() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You help the platform team at Fenwick Freight plan database work. "
                "Never propose running DROP, TRUNCATE or any other destructive statement "
                "against the old primary; it stays untouched until the decommission review "
                "has been signed off.",
            },
            U(
                "Morning. So I've inherited the orders database migration from Kasia, who "
                "started parental leave yesterday, and I'm trying to get my head around where "
                "it's at. Short version: we're moving the orders DB off the self-hosted box "
                "pg-orders-02 onto the managed cluster, and the target is Postgres 15. "
                "Everything hangs off MIG-4471 in Jira if you need to refer to it. I'll paste "
                "bits of her notes as I dig them up, they're spread over three different pages."
            ),
            A(
                "Morning, and welcome to the migration. Inheriting a half-finished project is "
                "always a bit disorienting, so let's build a clear picture first. Paste her "
                "notes in whatever order you find them and I'll help you sort them into what's "
                "decided, what's done and what's still open. It would also help to know roughly "
                "how big the database is and whether there's a rehearsal environment, because "
                "both affect how we approach the cutover."
            ),
            U(
                "Yeah, her notes are... fine, I guess. Lots of arrows. It's about 900 GB and "
                "there's a staging copy we can rehearse on. The bit I can actually read says the "
                "business signed off on at most 20 minutes of write downtime for the cutover, "
                "which feels tight for a database that size, but that's exactly why she went "
                "with logical replication instead of dump and restore. Also, unrelated, but does "
                "anyone actually like Confluence search? I just spent ten minutes hunting for a "
                "page that I wrote myself."
            ),
            A(
                "Logical replication makes sense here: the bulk copy happens while the old "
                "primary is still taking writes, so the downtime is really just the final "
                "catch-up, the sequence sync and your verification checks. The risky part is "
                "usually sequences and anything that logical replication doesn't carry, such "
                "as large objects or DDL changes made during the sync, so it's worth confirming "
                "nobody ships a schema change in the meantime. And no, I've never met anyone "
                "who likes Confluence search. Searching by title in quotes sometimes helps."
            ),
            U(
                "Ha, noted. One thing from me personally before we go further: when you give me "
                "runbook steps, lay them out as a checklist with the expected duration next to "
                "each step. I'll be reading these at 2am and paragraphs don't survive contact "
                "with 2am me."
            ),
            A(
                "Checklist with a duration on every step, understood. I'll keep the prose to "
                "the notes around the checklist rather than inside it."
            ),
            U(
                "Found another page. Apparently the app connects through pgbouncer, and Kasia "
                "wrote that we should repoint the pooler rather than change the connection "
                "strings in forty services, which, yes, obviously. There's also a half-finished "
                "sentence about 'the reporting job' and then nothing. I'll ask around about "
                "that one, someone in analytics will know what she meant."
            ),
            A(
                "Repointing the pooler is the right call, since it turns the switch into a "
                "single config change and a reload, and it's easy to reverse. The reporting job "
                "is worth chasing down: if it's a long-running read on the old primary, it can "
                "hold back the replication slot or simply keep reading stale data after the "
                "cutover. Once you know what it is, we can decide whether it pauses during the "
                "window or gets repointed along with everything else."
            ),
            U("Coffee break. The office dog has decided my laptop bag is a bed, so I'm stuck."),
            A("There are worse reasons to take a break. Enjoy the coffee."),
        ],
        [
            U(
                "ok so the cutover window got approved, it's Saturday 02:00-04:00 UTC, and "
                "honestly I'm relieved because the last change we tried to get through CAB "
                "bounced twice and I had to sit through an hour-long meeting about the wording "
                "of a rollback section. This time they barely asked anything."
            ),
            A(
                "That's good news, and a quiet CAB is the best kind. A two-hour window at that "
                "time of night is plenty for the downtime you've got, as long as the "
                "replication is fully caught up before you start. I'd suggest we plan backwards "
                "from the end of the window so that the rollback decision point is clearly "
                "marked and leaves enough time to actually roll back."
            ),
            U(
                "Agreed. And on that point, the go/no-go call on the night is Ifeoma Okafor's, "
                "not mine. She's the DBA lead and she's been very clear that if anyone says the "
                "words 'roll back' it's going to be her. I'm just the hands on the keyboard, "
                "which to be fair suits me fine."
            ),
            A(
                "Makes sense to have one person own that decision. I'll mark the go/no-go and "
                "the rollback decision points in the runbook as hers, and make sure there's a "
                "clear moment where you hand her the numbers she needs to decide."
            ),
            U(
                "Kasia's notes also have a rule I actually agree with: replication lag has to "
                "sit below 5 seconds for ten straight minutes before we even start the "
                "read-only phase. If it's bouncing around above that we don't go, full stop, "
                "no heroics. I've seen what happens when people get impatient at 3am."
            ),
            A(
                "That's a sensible gate. I'll put it as the first checkpoint, with the exact "
                "query to read the lag so nobody is squinting at a dashboard that refreshes "
                "every minute. If the lag doesn't settle, the runbook will say to stop and "
                "escalate rather than wait it out."
            ),
            U(
                "Sorry, was on the phone with my landlord about the boiler. Third time this "
                "month. Anyway, where were we."
            ),
            A(
                "No worries, I hope it gets fixed properly this time. We'd just agreed the lag "
                "gate before the read-only phase."
            ),
        ],
        [
            U(
                "Bit of news from the platform folks this morning: they won't provision new "
                "clusters on the old major version anymore, the standard image is Postgres 16 "
                "now, so that's what we're targeting. I double-checked and none of our "
                "extensions care, pg_partman and pgcrypto both have builds for it, so it's "
                "mostly a matter of re-running the rehearsal."
            ),
            A(
                "Good that you checked the extensions first, that's usually where a version "
                "bump bites. Logical replication across major versions is fine, so the approach "
                "doesn't change. I'd re-run the application test suite against the new cluster "
                "as well, since query plans can shift between versions, and compare the "
                "slowest queries from the rehearsal with production."
            ),
            U(
                "Where things stand right now: schema restored on the new cluster and checked, "
                "the initial data copy finished overnight, and replication is running. What "
                "we're blocked on is the firewall rule that lets the app servers talk to the "
                "new cluster. That's with Dario on the network team, and he said 'this week', "
                "which from Dario could mean anything."
            ),
            A(
                "That's solid progress. The firewall rule is on the critical path, because "
                "without it you can't do the connectivity test from the app servers, and "
                "that's something you want done well before the night. It might be worth "
                "asking Dario for a date rather than a week, and mentioning the ticket number "
                "so it's linked to an approved change."
            ),
            U(
                "Random, but can we ban the phrase 'quick sync'? I've had four of them today "
                "and not one was quick."
            ),
            A("I'd support that ban. A quick sync that runs long is just a meeting in disguise."),
            U(
                "Mystery solved on the reporting job, by the way. It's a nightly export that "
                "analytics run at midnight and it usually finishes in about half an hour, so "
                "it'll be done well before we start. Priya from analytics said she'll repoint "
                "it herself the Monday after, she doesn't want us touching her cron."
            ),
            A(
                "Good, that's one less moving part on the night. I'll add a line to the "
                "pre-checks to confirm the export has finished before the read-only phase "
                "starts, just in case it runs long that day, and a note that analytics own the "
                "repointing afterwards."
            ),
        ],
        [
            U(
                "Right, scheduling drama. The warehouse stocktake landed on the same night and "
                "they need orders writable the whole time, so the window moved to Sunday "
                "01:00-03:30 UTC. Same ticket, and CAB re-approved it without a fuss, which I "
                "absolutely did not expect."
            ),
            A(
                "Two and a half hours on Sunday gives you a bit more slack than before, which "
                "is welcome. I'll shift all the timings in the checklist to the new window and "
                "keep the rollback decision point well before the end of it."
            ),
            U(
                "And the other bit of good news: after Ifeoma showed them the rehearsal "
                "numbers, the business agreed we can take up to 40 minutes of write downtime "
                "instead of the earlier figure. That gives us room to do the sequence sync and "
                "the row-count checks on the big tables without rushing them."
            ),
            A(
                "That's a real difference. With the extra time I'd add a row-count comparison "
                "on the five largest tables and a spot check of the most recent orders, rather "
                "than only checking totals. Both fit comfortably, and they're the checks Ifeoma "
                "will most likely want to see before she gives the go."
            ),
            U(
                "Weekend plans are looking grim now, obviously, but I've promised my partner "
                "we'll go hiking the weekend after as compensation. Somewhere with no signal."
            ),
            A("That sounds well earned. No signal is the best kind of hiking."),
            U(
                "Customer service asked for a heads-up message they can send to the big "
                "accounts, something like 'orders may not be editable for a short time "
                "overnight'. Can you draft two or three sentences? Nothing technical, and "
                "please don't promise an exact end time, I don't want to be held to it."
            ),
            A(
                "Here's a draft: 'We're carrying out planned maintenance on our ordering system "
                "overnight this weekend. During a short period you may be able to view orders "
                "but not create or change them. Everything else will keep working as normal, "
                "and we'll confirm once the work is complete.' It avoids an end time and "
                "doesn't mention databases at all. If they want a time zone, I'd give the start "
                "of the window only."
            ),
            U(
                "That's great, sending it over as is. They'll probably change one word and "
                "call it theirs, which is fine."
            ),
            A("That's the sign of a good draft. Glad it works."),
        ],
        [
            U(
                "Quick status before I log off: replication is caught up and the lag has been "
                "flat under a second all afternoon, the rehearsal on staging went fine, and "
                "the firewall rule is still the one open item. Dario says it's in his queue for "
                "Thursday. Nothing else is blocking, which feels suspicious, but I'll take it."
            ),
            A(
                "That's a good place to be. Once Dario's rule is in, run the connectivity test "
                "from every app server rather than just one, because firewall rules tend to "
                "miss a subnet. I'll have the full checklist ready for you to review tomorrow."
            ),
            U(
                "Will do. I also had a chat with Ifeoma about what she wants to see at the "
                "decision point, and it's basically the lag reading, the row counts and a test "
                "order placed through the app against the new cluster. She was very calm about "
                "the whole thing, which is either reassuring or means she knows something I "
                "don't. Kasia messaged too, from what sounded like a very loud living room, to "
                "say good luck and that the arrows in her notes were 'perfectly clear'."
            ),
            A(
                "Those three checks are a good, compact set for a decision, and the test order "
                "is the one that catches the problems the others miss, such as permissions or "
                "a missing sequence. I'll put them together as a single block in the checklist "
                "so you can read them out to her in one go. And I'm glad Kasia is checking in; "
                "the arrows remain open to interpretation."
            ),
            U(
                "Perfect. I'm going to go eat something that isn't from the vending machine. "
                "Talk tomorrow."
            ),
            A("Enjoy a proper dinner. Talk tomorrow."),
        ],
    ]
    check = {
        "destructive": ["destructive"],
        "ticket": ["MIG-4471"],
        "version": ["Postgres 16"],
        "downtime": ["40 minutes"],
        "format": ["checklist"],
        "window": ["Sunday", "01:00-03:30"],
        "owner": ["Ifeoma Okafor"],
        "lag": ["5 seconds"],
        "state": ["firewall", "Dario"],
    }
    stale = {
        "version": ["Postgres 15"],
        "downtime": ["20 minutes"],
        "window": ["Saturday 02:00"],
    }
    return parts, check, stale


def yarn() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You help people who run small online shops. Don't make up sales "
                "or stock figures; ask when you don't know.",
            },
            U(
                "hiii ok so i run a tiny yarn shop on etsy, its called Tangle & Tide, its just "
                "me and my flatmate dyeing stuff in our kitchen lol. i need help w listings and "
                "like general admin bc im drowning"
            ),
            A(
                "Hi! That sounds like a lovely shop. Happy to help with listings and the admin "
                "side. Tell me a bit about what you sell and what's eating most of your time."
            ),
            U(
                "first thing tho, i hate emojis in product descriptions. like HATE. every other "
                "yarn shop does the rainbow sparkle thing and it looks so cheap. so none of "
                "that pls"
            ),
            A("Got it, no emojis anywhere in your listings."),
            U(
                "mostly sock yarn rn, its 14 euro a skein which my flatmate says is way too "
                "cheap but idk, ppl seem to like it"
            ),
            A(
                "That's on the lower end for hand-dyed sock yarn, so your flatmate has a point. "
                "We can look at pricing once I know your costs."
            ),
            U("sorry cat just knocked a whole jar of dye water over. its fine. floor is teal now"),
            A("Oh no. Teal is a nice colour at least!"),
        ],
        [
            U(
                "ok shipping stuff. we dont ship outside the eu anymore, the uk customs mess "
                "last winter cost us like 3 parcels and a very angry lady in leeds. so dont "
                "let me write anything that says worldwide shipping"
            ),
            A(
                "Understood, EU only. And from your shop policies page it sounds like orders "
                "placed before 2pm on a weekday go out the same day, and anything later ships "
                "the next working day. Is that right?"
            ),
            U("yes exactly. the guy at the post office knows us by name now lol"),
            A("Ha, that's the sign of a real business. I'll use that in the shipping section."),
            U(
                "and i mean it abt the eu thing, someone from canada messaged again asking and "
                "i had to say no. sad but"
            ),
            A("It's a shame, but it's better than losing more parcels."),
            U(
                "also can u help me reply to a review?? someone gave us 4 stars and said the "
                "colour was 'more blue than the photo'. which like. fair. its hand dyed tho"
            ),
            A(
                "A short, warm reply works best here. Something like: thank you for the review, "
                "every skein is dyed by hand so colours vary a little from batch to batch, and "
                "we're glad you liked it anyway. It's honest and shows there's a person behind "
                "the shop."
            ),
            U("perfect thats exactly the vibe. posted it"),
            A("Nice one."),
            U("brb making tea"),
            A("Enjoy!"),
        ],
        [
            U(
                "ok big plan for december: were gonna do a stall at teh christmas fair in the "
                "old town, the one w the mulled wine. need a little sign and a price list for it"
            ),
            A(
                "Fun! For a stall I'd keep the sign short, just the shop name and one line "
                "about hand-dyed yarn, and the price list big enough to read from a metre away."
            ),
            U(
                "also when u write me listings just give me one plain block of text i can "
                "paste straight in, no bullet points, etsy mangles them every time"
            ),
            A("One plain block, no bullets. Will do."),
            U(
                "the new colourway is sort of grey green, like the sea on a bad day. i want to "
                "call it something moody but not depressing"
            ),
            A(
                "Some ideas: Harbour Fog, North Shore, Low Tide, Squall. Harbour Fog feels "
                "moody without being gloomy."
            ),
            U("ooh harbour fog. yes. love"),
            A("Harbour Fog it is."),
            U(
                "random q, do u think we need a proper logo?? rn its just the name in a font "
                "my flatmate found for free and i think its called something like 'whimsy'"
            ),
            A(
                "Not urgently. A consistent name and good photos do more for a small shop than "
                "a logo. If you ever want one, a simple wordmark in a clean font would fit the "
                "no-emoji, no-sparkle look you're going for better than anything cute."
            ),
            U(
                "ok good bc i have zero budget for that lol. the photos i can do, we have a nice "
                "window ledge w good light in the mornings"
            ),
            A("Morning light on a ledge is perfect for yarn. Plain background, no filter."),
        ],
        [
            U(
                "ugh costs went up, the undyed base from the mill is like 15% more now so sock "
                "yarn is 16.50 from now on. hope nobody notices lol"
            ),
            A(
                "That's still a fair price for hand-dyed yarn. I'll update the listing text "
                "where the price is mentioned."
            ),
            U(
                "update on december, actually forget the fair, the stall fee is 180 and they "
                "want us there 4 days straight. lotte said we can do a pop-up at her cafe on "
                "the 13th instead which is way more chill"
            ),
            A(
                "That sounds much more manageable, and a cafe crowd is probably a good fit for "
                "yarn. I'll adjust the sign for a pop-up on the 13th."
            ),
            U("my flatmate is v happy abt this bc she hates crowds"),
            A("Sounds like a win all round."),
            U(
                "should we do like a discount for the cafe thing? lotte suggested 10% off for "
                "anyone who buys a coffee but idk if thats too much admin"
            ),
            A(
                "It could be simple if you keep it to one rule and one sign at the till. But "
                "with the new price you might prefer a small free extra instead, like a "
                "stitch marker with every two skeins, so the price itself stays put."
            ),
            U("ooh stitch markers. we have like 200 from that bulk order, thats genius"),
            A("Then that's a nice way to use them up."),
        ],
        [
            U("ok im dead tired, dyed 40 skeins today and my hands are literally blue"),
            A("That's a big batch! Get some rest."),
            U(
                "can u draft the harbour fog listing tmrw? no rush. and maybe a short bit for "
                "the cafe chalkboard"
            ),
            A("Sure, I'll have both ready tomorrow."),
            U(
                "oh and my mum wants to knit a jumper from the harbour fog and insists on "
                "paying full price. i keep telling her no but shes very stubborn"
            ),
            A("That's lovely of her. Maybe let her pay and slip a stitch marker in the bag."),
            U("ur the best. night"),
            A("Good night!"),
        ],
    ]
    check = {
        "name": ["Tangle & Tide"],
        "emojis": ["emojis"],
        "eu": ["outside the eu"],
        "cutoff": ["2pm"],
        "paste": ["plain block"],
        "price": ["16.50"],
        "december": ["pop-up", "13th"],
    }
    stale = {"price": ["14 euro"], "december": ["christmas fair"]}
    return parts, check, stale


def tender() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You support the procurement office of Kestrel County Council. Do "
                "not disclose bid amounts to any supplier.",
            },
            U(
                "Good morning. We are preparing a request for quotation, reference "
                "RFQ-2027-118, for the replacement of staff laptops. The requirements agreed by "
                "the steering group are as follows:\n"
                "1. Quantity: 40 units.\n"
                "2. Minimum specification: 16 GB RAM and 512 GB SSD.\n"
                "3. Warranty: three years, on-site.\n"
                "4. Delivery: no later than 30 September 2027.\n"
                "5. Budget ceiling: £38,000 excluding VAT."
            ),
            A(
                "Good morning. Thank you, I have recorded the five requirements for "
                "RFQ-2027-118 and will use them as the basis of the draft."
            ),
            U(
                "The draft should follow the Council's standard template for low-value "
                "procurements, with the usual sections on instructions to suppliers, the "
                "specification, evaluation and the terms of contract. The legal team have "
                "asked that the standard terms be attached rather than reproduced in full."
            ),
            A(
                "Understood. I will follow the standard template and refer to the Council's "
                "terms of contract as an attachment. I will also leave placeholders for the "
                "submission deadline and the clarification period until you confirm them."
            ),
        ],
        [
            A(
                "Before I draft the evaluation section, may I ask how quotations are to be "
                "assessed: on price alone, or on a weighted basis?"
            ),
            U("On a weighted basis: 60% price and 40% quality."),
            A("Thank you. I will set out the weighting in the evaluation section accordingly."),
            U("I will circulate the draft to colleagues in IT for comment once it is ready."),
            A("Certainly. I will prepare it in a form suitable for circulation."),
            U(
                "For your information, the previous laptop contract was awarded in 2022 and "
                "several of those devices have developed battery faults, which is in part why "
                "the steering group has placed emphasis on the warranty terms."
            ),
            A(
                "Thank you, that is helpful background. I will make sure the warranty "
                "requirement is stated clearly and that suppliers are asked to describe their "
                "on-site repair arrangements in their response."
            ),
        ],
        [
            U(
                "Please address all correspondence in the draft to the Contracts Officer, "
                "Ms. Helen Achterberg."
            ),
            A("Noted. Correspondence will be addressed to Ms. Helen Achterberg."),
            U("I shall be out of the office on Friday; a colleague will cover urgent matters."),
            A("Understood. I will hold any non-urgent questions until your return."),
        ],
        [
            U(
                "Following this week's steering group meeting, item 4 of the requirements is "
                "amended: delivery is now required no later than 14 October 2027. Items 1, 2, "
                "3 and 5 remain unchanged."
            ),
            A("Thank you. I have amended item 4 and left the remaining items as they were."),
            U("IT have no further comments on the specification."),
            A("Very good. The specification section can then be treated as final."),
            U(
                "Suppliers should be given until 12:00 on 1 September 2027 to submit, with "
                "clarification questions accepted until one week before that date."
            ),
            A("Thank you. I will complete the placeholders with those dates."),
        ],
        [
            U("Please proceed with the final draft for issue next week."),
            A("I will prepare the final draft for your review."),
            U("Thank you for your assistance."),
            A("You are welcome."),
        ],
    ]
    check = {
        "ref": ["RFQ-2027-118"],
        "spec": ["16 GB", "512 GB"],
        "warranty": ["three years"],
        "delivery": ["14 October 2027"],
        "budget": ["38,000"],
        "weighting": ["60%", "40%"],
        "officer": ["Helen Achterberg"],
    }
    stale = {"delivery": ["30 September"]}
    return parts, check, stale


THIRD: list[tuple[str, Callable[[], Apart]]] = [
    ("migration", migration),
    ("yarn", yarn),
    ("tender", tender),
]
