"""Four chat histories written apart (a Cumbrian dairy farmer texting tersely from the parlour
about mastitis tubes, milk withdrawal dates, a TB test and a cull cow, a museum registrar arranging
a loan of paintings and watercolours from a private collection in careful formal prose, an on-call
engineer pasting logs, config and tables through a Kafka consumer-lag incident, and a marine
ecology society's events coordinator under a system prompt of house rules planning a symposium's
keynote, fees and hotel block), measured as written before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def herd() -> Apart:
    parts = [
        # part 1
        [
            U(
                "right. rob here, low garth farm. 146 milkers + followers. need u to keep track "
                "of treatments n withdrawals cos the whiteboard in the parlour got hosed off "
                "again. keep replies SHORT, im on my phone wi wet hands"
            ),
            A("Will do, Rob. Short replies. Send treatments as they happen."),
            U("dates as dd/mm always. none of this month first rubbish"),
            A("dd/mm it is."),
            U(
                "CPH is 08/412/0037 if anyone asks, herd mark UK 381204. vet is kirsty bell at "
                "fellside vets"
            ),
            A("Noted: CPH 08/412/0037, herd mark UK 381204, vet Kirsty Bell at Fellside."),
            U(
                "rule no1. any cow treated gets red tape on both back legs, milked LAST, milk "
                "into the dump bucket. NEVER in the tank til her withdrawal is done. if arla "
                "find antibiotics in the tank they tip the whole tanker n bill me for it"
            ),
            A(
                "Got it. Treated cows: red tape on both back legs, milked last into the dump "
                "bucket, never in the tank until withdrawal is over."
            ),
            U(
                "513 bramble. mastitis back left quarter. tubed her 06:30 this morn, 3 tubes 12 "
                "hrs apart, milk w/d 84 hrs after last tube. batch L2309-07"
            ),
            A(
                "513 Bramble: tubes 06:30 + 18:30 today (10/03), last one 06:30 11/03. Milk "
                "back in the tank from 18:30 on 14/03. Batch L2309-07."
            ),
            U("ta"),
            U("tb test is tues 25/03, read fri 28/03. need 3 ppl on the crush"),
            A("TB test Tue 25/03, read Fri 28/03. Three on the crush."),
            U("arla tanker comes 7am every other day btw. thats just how it is"),
            A("OK."),
            U("dog just brought a dead rat into the parlour like its a present"),
            A("Generous of him."),
            U("milk price letter came. 39.2p a litre from april. daylight robbery"),
            A("That's a hard number to make work with feed where it is."),
            U(
                "relief milker is shaun, does sun mornings n every other weds. he never reads "
                "the board so u tell me n i tell him. make sure he knows the red tape rule, "
                "last yr he tipped a treated cow in n it cost me £2,340"
            ),
            A(
                "Noted: Shaun, relief milker, Sunday mornings and alternate Wednesdays. I'll "
                "give you a list of treated cows to pass on before his shifts."
            ),
        ],
        # part 2
        [
            U(
                "kirstys off on mat leave from mon. fellside sent a new lad, tom haworth. seems "
                "sound, hes on our routine visits now"
            ),
            A("Noted, Tom Haworth is your vet from now on."),
            U("788 lame back right. gaz the foot trimmer coming thurs 13/03. remind me wed nite"),
            A("788 lame back right, Gaz trimming Thu 13/03. I'll remind you Wed night."),
            U("402 is going to the mart on 24/03. 9 yr old n empty twice. cull"),
            A("402 down as a cull. Any treatments on her in the last month?"),
            U("nope clean as a whistle"),
            A("Good, no meat withdrawal to worry about then."),
            U("bulk scc was 212k last collection, bit high. bramble prob"),
            A("Likely. Should come down once she's out of the tank figures."),
            U("my lad wants to call the next heifer calf beyonce"),
            A("Strong name for a calf."),
            U("she'll need a diva of a mother then. 1120 maybe lol"),
            A("Fingers crossed for a heifer."),
            U(
                "feed rep came round. wants me on the 18% nut instead of the 16. reckon hes on "
                "commission"
            ),
            A("Probably. Is the 16% holding yields?"),
            U("29 litres avg so aye. staying on the 16% nut, told him ta ra"),
            A("Staying on the 16% nut."),
        ],
        # part 3
        [
            U(
                "bramble not right. quarter still hard + clots. tom says swap her to the blue "
                "tubes, batch K7741-02. milk w/d on these is 5 days after last tube. last one "
                "goes in tonite 18:30"
            ),
            A(
                "Switched. 513's last blue tube 18:30 tonight (13/03), so her milk stays in the "
                "dump bucket until 18:30 on 18/03. Log K7741-02 in the medicine book."
            ),
            U("aye"),
            U(
                "gaz came. 788 had a sole ulcer, block on + he sprayed it. no antibiotics so "
                "shes in the tank. check her again in 2 wks"
            ),
            A("788: sole ulcer, block on, no withdrawal. Recheck around 27/03."),
            U("oh n tb test pushed back a week, tom double booked hisself"),
            A("TB test now Tue 01/04, read Fri 04/04."),
            U("april fools day. hope the cows dont find out"),
            A("They'd only react positive out of spite."),
            U("ha. tb jokes. very good. wet here, 3 days solid"),
            A("Hope the yard drains hold up."),
            U(
                "neighbours tups got out again. 11 of em on the lane at 6am, me in my "
                "parlour waterproofs chasing them. i am not a shepherd"
            ),
            A("Sounds like a better start than most of your mornings, to be fair."),
        ],
        # part 4
        [
            U(
                "scrap what i said abt 402. tom scanned her today, in calf 6 wks!! she stays. "
                "cancel the haulage"
            ),
            A("402 stays, in calf 6 weeks. Not going anywhere."),
            U(
                "remember heifer 1120 due 06/04, first calver, watch her close. calving pen 2 "
                "is bedded up for her"
            ),
            A("Heifer 1120 due 06/04, first calver, calving pen 2."),
            U(
                "arla rang, new driver, tanker comes 5am from next wk. so milking done by then "
                "or hes off without us"
            ),
            A("Tanker 5am from next week. Morning milking needs to be finished before it."),
            U("joy. 3.45 alarm. grand"),
            A("Sorry, Rob. Early nights for you."),
            U("scc down to 168k this collection"),
            A("Good drop. Bramble being out of the tank shows."),
            U("shaun on sun. give me what to tell him"),
            A(
                "For Shaun on Sunday:\n"
                "- 513 Bramble: red tape, milked last, dump bucket until 18:30 on 18/03\n"
                "- 1120 due 06/04, calving pen 2, ring you if she starts\n"
                "- 788 in the tank, block on back right, no withdrawal"
            ),
        ],
        # part 5
        [
            U(
                "wks update: bramble still on dump bucket, quarter looks better. 1120 bagging "
                "up not calved yet. medicine book done. waiting on tom to send the TB forms "
                "over for the 01/04"
            ),
            A(
                "Noted. 513 back in the tank after 18:30 on 18/03. Chase Tom for the TB forms "
                "if nothing by Friday."
            ),
            U("will do. lad put a bow on the calving pen gate. for beyonce"),
            A("Hopefully 1120 takes the hint and has a heifer."),
            U(
                "lad's at young farmers quiz tonight. asked me what a shorthorn was for the "
                "practice round. 15 yrs on this farm"
            ),
            A("Maybe the quiz will teach him the difference between a tup and a heifer too."),
            U("ha. right off to bed. 3.45 comes round quick"),
            A("Night, Rob."),
        ],
    ]
    check = {
        "tank_rule": ["red tape", "dump bucket"],
        "dates": ["dd/mm"],
        "cph": ["08/412/0037"],
        "herd_mark": ["UK 381204"],
        "vet": ["Tom Haworth"],
        "bramble": ["513", "18/03"],
        "batch_first": ["L2309-07"],
        "batch_blue": ["K7741-02"],
        "tb": ["01/04", "04/04"],
        "lame": ["788", "sole ulcer"],
        "cull": ["402", "in calf"],
        "heifer": ["1120", "06/04"],
        "tanker": ["5am"],
        "relief": ["Shaun"],
        "feed": ["16% nut"],
        "status": ["TB forms"],
    }
    stale = {
        "vet": ["Kirsty"],
        "bramble": ["14/03"],
        "tb": ["25/03", "28/03"],
        "cull": ["mart on 24/03"],
        "tanker": ["7am"],
    }
    return parts, check, stale


def loan() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Good morning. I am the Registrar at the Ellesmere Museum and Art Gallery, and "
                "I should be grateful for your assistance over the coming months with an "
                "incoming loan for our autumn exhibition, 'Salt and Light: Painters of the "
                "Northumbrian Coast, 1880-1914', which opens to the public on 17 October. The "
                "lender is the Ashcombe Collection, a private trust, and the loan comprises "
                "six oil paintings and three watercolours.\n"
                "\n"
                "Two matters of style before we begin. Please refer to each work by its "
                "catalogue number (cat. 1 to cat. 9) rather than by title, since several "
                "titles are confusingly similar. And please avoid exclamation marks in "
                "anything that might conceivably be forwarded to the lender; the Trustees are "
                "of the old school."
            ),
            A(
                "Good morning. I shall be glad to help. Works will be referred to by catalogue "
                "number, and drafts for the lender will contain no exclamation marks. Please "
                "send the terms of the loan when convenient."
            ),
            U(
                "Thank you. The loan agreement is reference ASH/LN/2025/014. The principal "
                "work is cat. 4, Hume's 'Herring Fleet Leaving Cullercoats', valued for "
                "insurance at £1.2 million; the nine works together are valued at £2.65 "
                "million, and we are covered under the Government Indemnity Scheme.\n"
                "\n"
                "The lender's conditions are as follows: temperature 19-21°C; relative "
                "humidity 50% ± 5%; the watercolours, cat. 7, 8 and 9, at no more than 50 lux; "
                "and the crates are not to be opened until they have stood unopened in the "
                "gallery for at least 24 hours to acclimatise. I regard the last condition as "
                "absolute, whatever pressure the installation schedule may be under."
            ),
            A(
                "Noted:\n"
                "1. Agreement ASH/LN/2025/014; cat. 4 valued at £1.2 million, all nine at "
                "£2.65 million, under the Government Indemnity Scheme.\n"
                "2. 19-21°C and 50% ± 5% RH.\n"
                "3. Cat. 7-9 at no more than 50 lux.\n"
                "4. Crates to acclimatise unopened in the gallery for at least 24 hours, "
                "without exception."
            ),
            U(
                "Our east gallery dehumidifier has been temperamental since the roof works in "
                "the spring, so I have asked Estates for a fortnight of data-logger readings "
                "before I commit to anything in writing."
            ),
            A("A sensible precaution. Do let me know what the loggers show."),
        ],
        # part 2
        [
            U(
                "The readings are satisfactory, I am relieved to say: the east gallery held "
                "between 47% and 53% throughout, even during that wretched wet week.\n"
                "\n"
                "Transport has been agreed. Marlow & Finch Fine Art Transport will carry the "
                "works in a climate-controlled, air-ride vehicle with two drivers and no "
                "overnight stop. Packing at Ashcombe is on 13 October and delivery to us on 14 "
                "October. The lender will send a courier, Mr Julian Pryce, their collections "
                "manager, to supervise the packing and to be present at the unpacking here."
            ),
            A(
                "Thank you. Marlow & Finch, packing at Ashcombe on 13 October, delivery on 14 "
                "October. Given the 24-hour acclimatisation, the crates may not be opened "
                "before the afternoon of 15 October at the earliest, so the courier should "
                "plan to remain for at least two nights."
            ),
            U(
                "Quite so; I shall book him into the Crown for three nights to be safe. "
                "Separately, Lord Ashcombe's secretary telephoned this morning to say that the "
                "credit line must read precisely: 'Lent by kind permission of the Trustees of "
                "the Ashcombe Collection'. Please use exactly that wording on labels, in the "
                "catalogue and in any press material."
            ),
            A("Understood. That credit line will be used verbatim throughout."),
            U(
                "I have also spent the better part of an hour in a meeting about the café "
                "menu, which I mention only so that you understand the state of my afternoon."
            ),
            A("My sympathies. I hope the scones at least survived the discussion."),
            U(
                "They did, narrowly. Our own conservator, Anwen Price, will prepare the "
                "incoming condition reports jointly with the courier."
            ),
            A("Noted: Anwen Price will prepare the condition reports with the courier."),
        ],
        # part 3
        [
            U(
                "Several developments, I am afraid. The lender's conservator visited on "
                "Tuesday and, having seen the light readings in the cabinet room where the "
                "watercolours are to hang, has asked that they be shown at no more than 30 lux. "
                "The cat. 8 sheet in particular has some fugitive indigo. I have agreed."
            ),
            A(
                "Noted: cat. 7, 8 and 9 now at no more than 30 lux. It may be worth asking the "
                "designer whether the cabinet room labels need larger type at that level."
            ),
            U(
                "A good thought; I shall raise it. Secondly, Mr Pryce has unfortunately been "
                "taken ill and will not be fit to travel in October. The lender has nominated "
                "Ms Farah Nadeem, their assistant registrar, to act as courier in his place, "
                "and the booking at the Crown has been transferred to her name."
            ),
            A("Noted. Ms Farah Nadeem will act as courier for packing and unpacking."),
            U(
                "Thirdly, following the sale of a comparable Hume at auction in June, the "
                "Trustees have revalued cat. 4 at £1.45 million. The other eight values are "
                "unchanged. I shall need to ask the indemnity office for a revised certificate."
            ),
            A(
                "Understood. With cat. 4 at £1.45 million, the total for the nine works rises "
                "to £2.9 million, which is the figure the revised indemnity certificate should "
                "show."
            ),
            U(
                "Thank you; arithmetic was never my strong suit, which is perhaps why I became "
                "a registrar rather than a bursar."
            ),
            A("A loss to the bursary, no doubt."),
        ],
        # part 4
        [
            U(
                "I have this morning received a letter from the Trustees. Cat. 4 is wanted for "
                "a retrospective in Edinburgh, and they ask that the loan end one week earlier "
                "than agreed. Rather than show the exhibition with a gap in its centre, the "
                "Director has decided that we shall close the whole exhibition a week early. "
                "We were to close on Sunday 1 February. Could you confirm the revised dates?"
            ),
            A(
                "Certainly. The exhibition will now close on Sunday 25 January 2026, with "
                "deinstallation and packing of the Ashcombe works on Monday 26 and Tuesday 27 "
                "January. The lender will presumably wish Ms Nadeem, or another courier, to "
                "attend the packing, and Marlow & Finch will need to be rebooked for the "
                "return journey."
            ),
            U(
                "Yes, I shall write to both. Incidentally, a party of thirty nine-year-olds "
                "visited the galleries yesterday and one of them asked whether the herring in "
                "cat. 4 were 'real fish or just painted ones'. I rather enjoyed that."
            ),
            A("A fair question, and a compliment to the painter."),
            U(
                "I sent the lender our standard facility report on 2 September. They have "
                "acknowledged it, but their conservator, Dr Hollis, has not yet signed it off."
            ),
            A("Noted. The facility report is with Dr Hollis awaiting sign-off."),
        ],
        # part 5
        [
            U(
                "To bring matters up to date: the revised indemnity certificate has arrived, "
                "the labels have gone to the printer with the credit line as agreed, and "
                "Marlow & Finch have confirmed both journeys. The only outstanding item is the "
                "signed facility report from Dr Hollis, without which the Trustees will not "
                "release the works."
            ),
            A(
                "Thank you. Everything else is in place; the signed facility report is the one "
                "matter that could delay the 14 October delivery. Would you like me to draft a "
                "courteous reminder?"
            ),
            U(
                "Please, a short one, addressed to Dr Hollis and copied to Ms Nadeem. Mind the "
                "house style."
            ),
            A(
                "Dear Dr Hollis,\n"
                "\n"
                "Thank you for your visit in respect of loan ASH/LN/2025/014. I should be "
                "grateful to know whether you are now able to sign off the facility report "
                "sent on 2 September, so that arrangements for delivery on 14 October may be "
                "confirmed. Please let me know if any further information would assist.\n"
                "\n"
                "With kind regards"
            ),
            U("That will do very well. Thank you."),
            A("You are welcome."),
        ],
    ]
    check = {
        "catalogue": ["catalogue number"],
        "no_exclaim": ["exclamation marks"],
        "opening": ["17 October"],
        "agreement": ["ASH/LN/2025/014"],
        "acclimatise": ["24 hours"],
        "rh": ["50% ± 5%"],
        "lux": ["30 lux"],
        "shipper": ["Marlow & Finch"],
        "courier": ["Farah Nadeem"],
        "credit": ["Trustees of the Ashcombe Collection"],
        "conservator": ["Anwen Price"],
        "value": ["£1.45 million"],
        "total": ["£2.9 million"],
        "close": ["25 January"],
        "status": ["facility report", "Dr Hollis"],
    }
    stale = {
        "lux": ["50 lux"],
        "courier": ["Julian Pryce"],
        "value": ["£1.2 million"],
        "total": ["£2.65"],
        "close": ["1 February"],
    }
    return parts, check, stale


def oncall() -> Apart:
    parts = [
        # part 1
        [
            U(
                "paged 02:14 UTC. consumer lag on `orders.v3` climbing, fulfil-workers group. "
                "opened INC-58213, SEV2. Deepak Rao is IC, I'm ops.\n"
                "\n"
                "ground rules for tonight:\n"
                "- nobody touches pg-main-01 (primary). any SQL goes to pg-replica-02\n"
                "- scrub customer emails/phone numbers from anything you draft for "
                "#inc-58213, there are vendor people in that channel\n"
                "- answers as bullets, max 5, I'm tethered on my phone"
            ),
            A(
                "- Understood: read-only queries on pg-replica-02, pg-main-01 untouched\n"
                "- Customer emails/phones scrubbed from anything for #inc-58213\n"
                "- Bullets, max 5\n"
                "- Paste logs and consumer config when you have them"
            ),
            U(
                "```\n"
                "2025-11-06T02:11:48Z WARN  fulfil-worker-6c9f8 lag=48211 partition=7\n"
                "2025-11-06T02:12:03Z ERROR fulfil-worker-6c9f8 CommitFailedException: "
                "group has already rebalanced\n"
                "2025-11-06T02:12:05Z INFO  coordinator rebalance triggered members=12\n"
                "2025-11-06T02:12:41Z INFO  coordinator rebalance triggered members=12\n"
                "```\n"
                "and the consumer config:\n"
                "```yaml\n"
                "consumer:\n"
                "  group.id: fulfil-workers\n"
                "  max.poll.records: 500\n"
                "  max.poll.interval.ms: 300000\n"
                "  session.timeout.ms: 10000\n"
                "  enable.auto.commit: false\n"
                "```\n"
                "fulfil-worker 4.18.0 went out at 23:40 UTC yesterday fwiw"
            ),
            A(
                "- Rebalance storm: commits fail because the group rebalanced mid-batch\n"
                "- Partition 7 is the worst; the rest may just be collateral\n"
                "- A 10 s session timeout is tight if GC pauses got longer in 4.18.0\n"
                "- Batches of 500 may be overrunning the poll interval\n"
                "- Worth checking what changed in 4.18.0 first"
            ),
            U("lol 'fwiw'. it's always worth it at 2am"),
            A("- Fair"),
        ],
        # part 2
        [
            U("Deepak's call: roll back to 4.17.2. doing it via argo now"),
            A("- Rolling back to 4.17.2. Watch lag on partition 7 for ~10 min after"),
            U(
                "rollback done 02:41. still climbing:\n"
                "```\n"
                "02:44:10Z lag=61930 partition=7\n"
                "02:49:10Z lag=70388 partition=7\n"
                "```\n"
                "so prob not the deploy"
            ),
            A(
                "- Agreed, the deploy looks innocent\n"
                "- Only partition 7 is growing, so look for one bad message\n"
                "- Meanwhile, loosen the consumer to stop the rebalances"
            ),
            U(
                "done, hot-reloaded config:\n"
                "```yaml\n"
                "  max.poll.records: 200\n"
                "  session.timeout.ms: 60000\n"
                "```\n"
                "rebalances stopped. rough impact from support: ~2,900 orders delayed >15 min"
            ),
            A(
                "- Good, group stable with max.poll.records at 200 and a 60 s session timeout\n"
                "- Impact noted for the status update"
            ),
            U("coffee #3. the machine in my kitchen sounds like a jet engine at this hour"),
            A("- Neighbours will love you"),
            U(
                "support want a line for the channel from this ticket they forwarded:\n"
                "> customer Janet McAllister, janet.mca@fastmail.example, +44 7911 204556, "
                "order A-99812 placed 02:05, still not picked, wants refund of £64.18"
            ),
            A(
                "For #inc-58213:\n"
                "- One customer order placed 02:05 still not picked; refund requested. "
                "Customer details withheld, support has them"
            ),
            U("👍 posted"),
        ],
        # part 3
        [
            U(
                "found it:\n"
                "```\n"
                "03:02:17Z ERROR fulfil-worker-7d21a DeserializationException partition=7 "
                "offset=1183342 schema_id=88 expected=91\n"
                "03:02:17Z WARN  fulfil-worker-7d21a retrying offset=1183342 attempt=4127\n"
                "```\n"
                "one message with an old schema id, worker retries it forever"
            ),
            A(
                "- Poison message at partition 7, offset 1183342 (schema 88, expected 91)\n"
                "- Some producer is still on the old Avro schema\n"
                "- Option: park it in a DLQ and advance the offset"
            ),
            U(
                "yes. we copy it to `orders.v3.dlq` and then advance. rule from now on, for "
                "any offset skip: ALWAYS copy to the DLQ before skipping, never just skip. "
                "finance reconciles from the DLQ"
            ),
            A("- Copy to orders.v3.dlq first, then advance past 1183342. Noted as a standing rule"),
            U(
                "ran this on pg-replica-02 for the real number:\n"
                "```sql\n"
                "SELECT count(*) FROM orders\n"
                "WHERE status = 'PLACED'\n"
                "  AND placed_at BETWEEN '2025-11-06 01:58Z' AND '2025-11-06 03:30Z'\n"
                "  AND picked_at - placed_at > interval '15 minutes';\n"
                "```\n"
                "```\n"
                " count\n"
                "-------\n"
                "  3412\n"
                "```"
            ),
            A("- Matches the shape of the lag curve. Use that, not the support estimate"),
            U(
                "copied + advanced 03:19. lag draining fast. downgrading to SEV3. final count "
                "from the replica: 3,412 orders delayed >15 min"
            ),
            A(
                "- SEV3, lag draining\n"
                "- 3,412 orders delayed, counted on pg-replica-02\n"
                "- Next: find the producer emitting schema 88"
            ),
        ],
        # part 4
        [
            U(
                "06:00 shift change. Marcus Lindqvist is IC now, Deepak's gone to bed. I'm "
                "staying on as ops till 08:00"
            ),
            A("- IC is Marcus Lindqvist; you're ops until 08:00"),
            U(
                "root cause: cart-service 2.9.1 deployed 01:58, pinned the old avro schema in "
                "one code path. checkout team own it, ticket CHK-1190. draft me a table for "
                "the channel update"
            ),
            A(
                "| time (UTC) | event |\n"
                "|---|---|\n"
                "| 01:58 | cart-service 2.9.1 deployed, old schema in one path |\n"
                "| 02:14 | paged, INC-58213 opened |\n"
                "| 02:41 | fulfil-worker rolled back to 4.17.2, no effect |\n"
                "| 03:19 | poison message copied to DLQ, offset advanced |\n"
                "\n"
                "Impact: 3,412 orders delayed >15 min. Fix tracked in CHK-1190. No customer "
                "details included."
            ),
            U(
                "nice. postmortem due mon 10 Nov... no wait, Marcus is out monday. make it "
                "wed 12 Nov, he's writing it"
            ),
            A("- Postmortem due Wed 12 Nov, Marcus writing it"),
            U("my cat has decided 6am is breakfast regardless of incidents"),
            A("- Cats do not recognise severity levels"),
        ],
        # part 5
        [
            U(
                "07:41 lag at 0 on all partitions. DLQ has 37 msgs. statuspage moved to "
                "resolved. remaining: waiting on checkout team to ship the CHK-1190 fix, then "
                "they replay the 37 from the DLQ"
            ),
            A(
                "- Incident resolved, lag 0\n"
                "- 37 messages held in orders.v3.dlq\n"
                "- Waiting on checkout team: CHK-1190 fix, then replay from the DLQ\n"
                "- Postmortem Wed 12 Nov, Marcus"
            ),
            U(
                "Marcus asked if we should bump orders.v3 from 12 to 24 partitions while "
                "we're at it. told him not tonight, park it for the postmortem"
            ),
            A("- Agreed, not a 7am change. Parked for the postmortem"),
            U("going to sleep for roughly eleven hours. thanks"),
            A("- Sleep well"),
        ],
    ]
    check = {
        "incident": ["INC-58213"],
        "primary": ["pg-main-01"],
        "replica": ["pg-replica-02"],
        "pii": ["customer emails"],
        "bullets": ["max 5"],
        "rollback": ["4.17.2"],
        "poll": ["max.poll.records", "200"],
        "timeout": ["60000"],
        "poison": ["1183342"],
        "dlq_rule": ["orders.v3.dlq", "before skipping"],
        "severity": ["SEV3"],
        "ic": ["Marcus Lindqvist"],
        "impact": ["3,412"],
        "ticket": ["CHK-1190"],
        "postmortem": ["12 Nov"],
        "status": ["replay"],
    }
    stale = {
        "poll": ["500"],
        "timeout": ["10000"],
        "severity": ["SEV2"],
        "ic": ["Deepak Rao"],
        "impact": ["2,900"],
        "postmortem": ["10 Nov"],
    }
    return parts, check, stale


def symposium() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are the planning assistant for the Maritime Marine Ecology Society "
                    "(MMES). House rules:\n"
                    "1. Never tell anyone outside the organizing committee that a speaker is "
                    "confirmed until their speaker agreement is signed.\n"
                    "2. Quote every price in CAD, including 15% HST.\n"
                    "3. Attendees' dietary and accessibility information stays with the "
                    "planning team. Never put it in anything public.\n"
                    "4. Write dates as 'June 9', never in numeric form."
                ),
            },
            U(
                "Hi!! Okay so it's official, I'm running the MMES Symposium this year, which "
                "is both exciting and terrifying. It's June 9-11, 2026 at the Harbourview "
                "Conference Centre in Halifax. We're expecting around 240 people, give or take "
                "the usual last-minute grad students."
            ),
            A(
                "Congratulations, and welcome to the deep end. June 9-11, 2026 at the "
                "Harbourview Conference Centre, around 240 people. What's settled so far?"
            ),
            U(
                "Fees, which the board set last week: members $395, non-members $495, students "
                "$180, all in already with HST. Early-bird pricing ends April 30 and after that "
                "everything goes up $75. And the keynote! Dr. Ines Carvalho from Lisbon, the "
                "deep-sea coral person, said yes over email, and the agreement went out to her "
                "yesterday."
            ),
            A(
                "Lovely. Fees noted, early-bird until April 30. One thing: until Dr. Carvalho "
                "signs the speaker agreement, her name stays inside the committee, so no "
                "website or social posts about her yet."
            ),
            U(
                "Ugh, fine, you're right, I was about to tweet it. Oh, and for any emails you "
                "draft to speakers, keep them under 150 words. Academics don't read past the "
                "first screen."
            ),
            A("Under 150 words for speaker emails. Noted."),
            U(
                "Also the banquet is booked, evening of June 10 at the Pier Loft on the "
                "waterfront, $85 a ticket. They do a lobster thing that people apparently "
                "still talk about from 2019."
            ),
            A(
                "Banquet June 10 at the Pier Loft, $85 per ticket including HST. I'll want the "
                "menu early to check it against any dietary notes."
            ),
            U("My cat just walked across the keyboard and sent the committee 'jjjjjjjjjjj'."),
            A("Honestly, as committee emails go, that's admirably concise."),
        ],
        # part 2
        [
            U(
                "Hotel block is done! Keel & Anchor Hotel, 70 rooms at $209 a night, group code "
                "MMES26, cutoff May 12 for the rate."
            ),
            A("Keel & Anchor: 70 rooms at $209/night, code MMES26, rate held until May 12."),
            U(
                "Also, one registrant has a severe peanut allergy, like EpiPen-level, and the "
                "venue has agreed to make our whole event peanut-free, including the coffee "
                "breaks. Which is great, but please make sure the caterer hears it from us too."
            ),
            A(
                "Noted: the whole symposium is peanut-free. I'll put it in the catering brief "
                "without naming the registrant, since that stays with the planning team."
            ),
            U(
                "Perfect. Program chair is Dr. Chidi Okafor, he's handling abstracts and "
                "session chairs. He's lovely but answers email roughly once a lunar cycle."
            ),
            A("Dr. Chidi Okafor, program chair. I'll budget for the lunar cycle."),
            U("Ha. Okay, the fire marshal walked the ballroom with us today."),
            A("How did that go?"),
            U(
                "Not great. Fire code caps the plenary room, so we're capping registration at "
                "210, full stop."
            ),
            A(
                "Registration capped at 210. Worth adding a waitlist to the form so late "
                "sign-ups aren't lost."
            ),
        ],
        # part 3
        [
            U(
                "Bad news: Ines had to pull out, family stuff, totally understandable. BUT "
                "Prof. Aroha Ngata from Waikato said yes this morning!! Kelp forest "
                "restoration, she's amazing. Agreement going out to her today."
            ),
            A(
                "Sorry to lose Dr. Carvalho, but that's a great replacement. Prof. Aroha Ngata "
                "is the keynote, and the same rule applies: no public mention until her "
                "agreement is signed."
            ),
            U(
                "Yes yes. Registrations are slow though, only 88 so far. Can we push the "
                "early-bird back a week?"
            ),
            A(
                "Done: early-bird now ends May 7. I'd send members a reminder on May 1 so the "
                "extension actually gets noticed."
            ),
            U("Good call. Can you draft a short note to Aroha welcoming her?"),
            A(
                "Dear Prof. Ngata,\n"
                "\n"
                "We're delighted you'll give the keynote at the MMES Symposium, June 9-11, "
                "2026, at the Harbourview Conference Centre in Halifax. Your speaker agreement "
                "is attached; once it's signed we'll announce you and book your travel. "
                "Please tell us about any dietary or access needs in confidence.\n"
                "\n"
                "Warm regards,\n"
                "MMES Planning Team"
            ),
            U("Love it. Sending."),
        ],
        # part 4
        [
            U(
                "The board approved cutting the student rate, so students are $150 now. Can "
                "you redo the fee blurb for the website?"
            ),
            A(
                "Registration (CAD, HST included):\n"
                "- Members: $395\n"
                "- Non-members: $495\n"
                "- Students: $150\n"
                "Early-bird rates end May 7; after that, add $75. Places are limited to 210."
            ),
            U("Nice, no keynote name in there, you're learning my rules better than me."),
            A("They're the house's rules, I'm just the butler."),
            U(
                "Brightwave AV sent a quote, $6,840 for the plenary plus two breakouts. Board "
                "will look at it next Thursday."
            ),
            A("Noted. Pending board review."),
            U(
                "Poster session question. We have 57 posters accepted, the venue has 40 "
                "boards, and a rental place in Dartmouth wants $22 a board for the extra. "
                "Is that normal?"
            ),
            A(
                "It's within the usual range. 17 extra boards comes to $374 before delivery, "
                "so ask whether delivery and pickup are included."
            ),
            U("Asked. They are! Booking them."),
            U("Also the harbour seals by the venue have a webcam and I have wasted an hour."),
            A("Research. For a marine ecology symposium, it counts."),
        ],
        # part 5
        [
            U(
                "Oh, the Keel & Anchor were super nice and bumped our room cutoff to May 19 "
                "since we're slow."
            ),
            A("Great, the MMES26 rate now holds until May 19."),
            U(
                "Where we're at: program v3 went to the committee, still waiting on Chidi for "
                "the session chairs list, and Aroha hasn't signed yet. AV quote still with the "
                "board."
            ),
            A(
                "Summary: waiting on Dr. Okafor for the session chairs list, on Prof. Ngata's "
                "signed agreement before announcing her, and on the board for the Brightwave "
                "AV quote."
            ),
            U("Perfect. I'm going to go look at seals again. For research."),
            A("Enjoy the seals."),
        ],
    ]
    check = {
        "confirm_rule": ["speaker agreement"],
        "hst": ["HST"],
        "dietary": ["planning team"],
        "dates": ["June 9-11"],
        "venue": ["Harbourview"],
        "speaker_email": ["150 words"],
        "keynote": ["Aroha Ngata"],
        "earlybird": ["May 7"],
        "student": ["$150"],
        "hotel": ["MMES26"],
        "cutoff": ["May 19"],
        "peanut": ["peanut-free"],
        "chair": ["Chidi Okafor"],
        "banquet": ["Pier Loft"],
        "cap": ["210"],
        "status": ["session chairs"],
    }
    stale = {
        "keynote": ["Ines Carvalho"],
        "earlybird": ["April 30"],
        "student": ["$180"],
        "cutoff": ["May 12"],
        "cap": ["240"],
    }
    return parts, check, stale


SEVENTEENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("herd", herd),
    ("loan", loan),
    ("oncall", oncall),
    ("symposium", symposium),
]
