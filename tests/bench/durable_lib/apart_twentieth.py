"""Four chat histories written apart (a candle maker texting in lowercase shorthand about a
stand at a makers' fair whose stand, freight firm, hotel, staff and budget all move; an IT
service desk under a system prompt of policies handling a laptop replacement whose model,
cost centre, delivery address and date change; a PhD student writing long paragraphs about a
journal revision and a conference trip with an extended deadline, a new co-author on the
experiments and a moved visa appointment; and a retired Italian woman in Edinburgh, writing in
a second language, about her tablets, a dosage increase, a new pharmacy and moved dentist and
blood-test appointments), measured as written before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def fair() -> Apart:
    parts = [
        # part 1
        [
            U(
                "hi. need help sorting our stand at the northern makers fair at manchester "
                "central. we make candles, tiny biz, me + 2 staff. keep answers short pls, "
                "bullet pts, im reading on my phone"
            ),
            A("Sure, short bullet points. What have you got so far?"),
            U("fair is 5-7 sept. we got stand c-214, 3x2m shell scheme"),
            A(
                "- Northern Makers Fair, Manchester Central, 5-7 Sept\n"
                "- Stand C-214, 3x2m shell scheme"
            ),
            U(
                "budget cap 3500 all in, stand fee already paid so thats seperate. not a penny "
                "over tho my accountant will kill me"
            ),
            A("- Budget cap noted, stand fee excluded\n- I'll keep a running total for you"),
            U(
                "freight - using parcelhaus like last yr. 2 pallets. organisers say everything "
                "has to be at the marshalling yard by fri 30 aug or they charge storage"
            ),
            A("- Freight: ParcelHaus, 2 pallets\n- Must reach the marshalling yard by Fri 30 Aug"),
            U("staff: jess and ollie on the stand all 3 days, me too obvs"),
            A("- On the stand: you, Jess, Ollie (all 3 days)"),
            U("hotel is premier inn deansgate 2 rooms 4-7 sept"),
            A("- Hotel: Premier Inn Deansgate, 2 rooms, 4-7 Sept"),
            U("its been pissing down here 3 days straight. candles sell better in rain tho lol"),
            A("Silver lining for a candle business."),
        ],
        # part 2
        [
            U(
                "rule for the stand: if shops ask for wholesale min order is 24 units mixed "
                "scents. and nobody gets the trade price list unless they show a business "
                "card or a website. had ppl copying our jars last yr"
            ),
            A(
                "- Wholesale: min order 24 units, mixed scents ok\n"
                "- Trade price list only for people with a business card or website"
            ),
            U("ordered power from the venue, 1 socket 500w, order no EL-3306, was £96"),
            A("- Power: 1 x 500W socket, order EL-3306, £96"),
            U(
                "also the organiser wants our public liability cert before 20 aug, min £5m "
                "cover. jess is sending it"
            ),
            A("- Liability cert (£5m min) to organiser by 20 Aug, Jess sending"),
            U("organiser contact is rukhsana in the fair office, shes lovely"),
            A("- Organiser contact: Rukhsana, fair office"),
            U("ugh parcelhaus quoted 380 this yr. was 240 last yr. fuming. any1 cheaper?"),
            A(
                "- Brindle Freight quote for 2 pallets: £265\n"
                "- Catch: earliest collection Mon 2 Sept, which misses the Fri 30 Aug deadline\n"
                "- Worth asking Rukhsana if there's any slack on the deadline"
            ),
            U("ok ill ask her. flat white at the services just now was £4.20 btw. robbery"),
            A("Motorway coffee prices are a crime."),
        ],
        # part 3
        [
            U("actually lets do min order 12 for the fair, get more shops in"),
            A("- Wholesale min order: 12 units for the fair?"),
            U(
                "rukhsana says hall d deadline is later, tues 3 sept midday. also pasting her "
                "email:\n\n'Due to a fire-exit reconfiguration in Hall C, your stand has been "
                "relocated to Stand D-108 (same size, corner plot, no additional cost). Freight "
                "for Hall D must reach the marshalling yard by 12:00 on Tuesday 3 September.'"
            ),
            A(
                "- Stand now D-108 (Hall D), corner plot, same 3x2m\n"
                "- Freight deadline now Tue 3 Sept, 12:00\n"
                "- That makes Brindle's Mon 2 Sept collection work. Book them?"
            ),
            U("corner!! result. yes do that book brindle"),
            A(
                "Done:\n"
                "- Brindle Freight, 2 pallets, £265\n"
                "- Collection Mon 2 Sept from your unit\n"
                "- Delivery to the marshalling yard before Tue 3 Sept, 12:00\n"
                "- Booking ref BRF-48816"
            ),
            U("no scrap the 12 thing, keep it at 24 units. 12 isnt worth the packaging"),
            A("- Wholesale min order stays 24 units"),
            U("united lost 3-1 again my brother is inconsolable"),
            A("Rough week for him."),
            U("ta"),
        ],
        # part 4
        [
            U(
                "disaster day. ollie did his ankle at 5 a side, out 6 wks. marta is doing all 3 "
                "days instead, shes great on the till anyway"
            ),
            A("- On the stand: you, Jess, Marta (all 3 days)"),
            U("poor lad. hes gutted"),
            A("Rough luck. Wish him a quick recovery from us."),
            U(
                "AND premier inn emailed, overbooked, cancelled us. can u find something near "
                "the venue 4-7 sept 2 rooms"
            ),
            A(
                "- Ibis Styles Manchester Portland: 2 rooms, 4-7 Sept, £118/night per room, "
                "8 min walk to the venue\n- Book it?"
            ),
            U("yes"),
            A(
                "Done — booked:\n"
                "- Ibis Styles Manchester Portland, 2 rooms, 4-7 Sept\n"
                "- Confirmation IB7730512\n"
                "- Free cancellation until 1 Sept"
            ),
            U(
                "talked to accountant. cap goes up to 4200 bc of the freight + hotel mess. "
                "thats the absolute max"
            ),
            A(
                "- Budget cap now 4200, hard max\n"
                "- Spent so far: £96 power + £265 freight + £708 hotel = £1,069"
            ),
            U("cheers ur a star"),
            A("Happy to help."),
        ],
        # part 5
        [
            U("jess sent the insurance cert to rukhsana, she confirmed"),
            A("- Liability cert done"),
            U(
                "banner is w printzilla, 2m x 1m roller. they still havent sent the proof. "
                "said tmrw. thats the last thing tbh"
            ),
            A("- Pending: banner proof from Printzilla (promised tomorrow)"),
            U("whats the full picture? short pls"),
            A(
                "- Northern Makers Fair, Manchester Central, 5-7 Sept\n"
                "- Stand D-108, corner, Hall D\n"
                "- Budget cap 4200, spent £1,069 so far\n"
                "- Freight: Brindle Freight, BRF-48816, collect Mon 2 Sept, deadline Tue 3 "
                "Sept 12:00\n"
                "- Hotel: Ibis Styles Manchester Portland, IB7730512\n"
                "- Staff: you, Jess, Marta\n"
                "- Wholesale min 24 units, trade list only with business card/website\n"
                "- Power EL-3306\n"
                "- Contact: Rukhsana\n"
                "- Waiting on: banner proof from Printzilla"
            ),
            U("perfect. off to walk the dog before it rains again"),
            A("Enjoy the walk."),
        ],
    ]
    check = {
        "fair": ["5-7 Sept"],
        "venue": ["Manchester Central"],
        "stand": ["D-108"],
        "budget": ["4200"],
        "style": ["bullet pts"],
        "freight": ["Brindle Freight"],
        "freight_ref": ["BRF-48816"],
        "deadline": ["3 Sept"],
        "hotel": ["Ibis Styles"],
        "hotel_ref": ["IB7730512"],
        "staff": ["Jess", "Marta"],
        "min_order": ["24 units"],
        "trade_rule": ["business card"],
        "power": ["EL-3306"],
        "insurance": ["£5m"],
        "contact": ["Rukhsana"],
        "status": ["banner proof"],
    }
    stale = {
        "stand": ["C-214"],
        "budget": ["3500"],
        "freight": ["ParcelHaus"],
        "deadline": ["30 Aug"],
        "hotel": ["Premier Inn"],
        "staff": ["Ollie"],
    }
    return parts, check, stale


def laptop() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are the IT service desk assistant for Halvorsen & Reid LLP. Policies:\n"
                    "1. Never send a password, temporary password or BitLocker recovery key by "
                    "email or chat. Point users to the self-service portal (reset.hrlaw.co.uk) "
                    "or a verified call.\n"
                    "2. Hardware replacements need the department head's approval. Anything "
                    "costing more than £1,500 also needs the IT manager's approval (Sandra "
                    "Kühn).\n"
                    "3. Every replacement device gets a new asset tag (HRL-NNNNN); record the old "
                    "and the new tag on the ticket.\n"
                    "4. Replaced devices go back to IT within 10 working days of the new one "
                    "arriving. Users must not wipe or reset them themselves.\n"
                    "5. Start every ticket update with the ticket number."
                ),
            },
            U(
                "Hi, this is Fiona Lindqvist in Finance. My laptop battery is swelling, the "
                "trackpad is literally bulging up and it won't click anymore. Tag on the "
                "bottom says HRL-00417."
            ),
            A(
                "REQ-58120 — Thanks Fiona. I've opened ticket REQ-58120. Please stop using the "
                "laptop, unplug it and keep it somewhere cool and away from anything "
                "flammable. Which cost centre should the replacement be charged to?"
            ),
            U("CC-4402. I'm on the 3rd floor at 20 Wharf Street if that helps for delivery."),
            A(
                "REQ-58120 — The standard Finance replacement is a ThinkPad T14s at £1,380. "
                "That's under £1,500, so only your department head needs to approve. Who is "
                "your department head?"
            ),
            U("Marcus Oyelaran."),
            A(
                "REQ-58120 — Approval request sent to Marcus Oyelaran. Delivery set to the 3rd "
                "floor, 20 Wharf Street."
            ),
            U(
                "One thing — please don't phone me this week, I'm in back-to-back sessions "
                "with the auditors. Teams messages only, I'll see them between meetings."
            ),
            A("REQ-58120 — Understood, Teams messages only."),
            U("The auditors brought their own biscuits, by the way. Feels like a power move."),
            A("Bold. Are they at least sharing?"),
            U("Absolutely not."),
            U(
                "Can I have something in the meantime? Month-end close is Friday and I can't "
                "do it on my phone."
            ),
            A(
                "REQ-58120 — Yes. Loaner LNR-031 is ready for you at the IT desk on the 2nd "
                "floor. It'll have your profile synced within 20 minutes of first login."
            ),
            U("Thank you, picking it up now."),
        ],
        # part 2
        [
            U(
                "Got the loaner. Marcus approved this morning. Silly question though — my "
                "Outlook password expires tomorrow. Could you just email me a new one so I "
                "don't get locked out in the middle of close?"
            ),
            A(
                "REQ-58120 — Sorry, I can't send passwords by email or chat, not even "
                "temporary ones. You can change it yourself at reset.hrlaw.co.uk in about two "
                "minutes. If the portal doesn't work for you, I can arrange a verified call, "
                "but I know you'd rather avoid calls this week."
            ),
            U("Fair enough. Done via the portal, that was painless."),
            U(
                "Oh — the cost centre is CC-4410, I gave you my old team's code. We moved "
                "under Group Finance in April and I keep forgetting."
            ),
            A("REQ-58120 — Cost centre corrected to CC-4410."),
            U("Is it normal that the loaner has a Dutch keyboard? The @ is in a strange place."),
            A(
                "REQ-58120 — It's a US-International layout, not Dutch, but it does move a "
                "few keys. You can switch the layout to UK under Settings > Time & language."
            ),
            U("Ha, fixed. Thanks."),
            A(
                "REQ-58120 — Procurement update: the ThinkPad T14s is out of stock until "
                "mid-December. The alternative is a Dell Latitude 7450 at £1,640. That's over "
                "£1,500, so it would also need Sandra Kühn's approval on top of Marcus's. "
                "Shall I switch to the Latitude?"
            ),
            U("Yes do that, December is way too late."),
            A(
                "REQ-58120 — Done. Model changed to Dell Latitude 7450 (£1,640). Marcus's "
                "approval carries over; approval request sent to Sandra Kühn."
            ),
        ],
        # part 3
        [
            U("Anything from Sandra yet?"),
            A("REQ-58120 — Not yet. She's in the infrastructure review until lunchtime."),
            U("No worries. Close is going fine, for once."),
            A("Good to hear."),
            U(
                "Small thing: I'll be working from home the whole week of the 10th. The office "
                "is being recarpeted and I've got a boiler engineer coming anyway. Could the "
                "laptop come to 14 Ashgrove Lane, Otley, LS21 3PT instead?"
            ),
            A(
                "REQ-58120 — Delivery address updated to 14 Ashgrove Lane, Otley, LS21 3PT. "
                "The courier will need a signature."
            ),
            A(
                "REQ-58120 — Sandra Kühn approved at 14:05. Order placed with DPD. New asset "
                "tag assigned: HRL-00932 (replacing HRL-00417). Planned delivery Tuesday 11 "
                "November."
            ),
            U("Brilliant, thanks."),
            U(
                "Otley is flooded again, the Wharfe is over the footpath by the bridge. The "
                "ducks look thrilled."
            ),
            A("Someone's enjoying it, at least."),
        ],
        # part 4
        [
            A(
                "REQ-58120 — DPD have pushed the delivery back by two days: it now arrives "
                "Thursday 13 November, between 09:00 and 13:00. Tracking number 1552 8830 4170."
            ),
            U("Thursday is fine, I'm home all day."),
            U(
                "Can I factory reset the old laptop myself before I hand it back? There are "
                "photos of my niece's christening on it and I'd rather they didn't end up "
                "anywhere."
            ),
            A(
                "REQ-58120 — Please don't reset it yourself; IT wipes returned devices to a "
                "certified standard and logs it. Before it goes back, copy the photos to your "
                "personal OneDrive or a USB stick, then delete them. Don't charge the laptop "
                "to do it — run it off the battery's remaining charge or let us pull the "
                "drive for you."
            ),
            U("OK, I'll copy them off tonight without plugging it in."),
            U("Also Marcus asked — will the invoice definitely hit the new cost centre?"),
            A("REQ-58120 — Yes, the order is charged to CC-4410."),
            U("Great, he'll stop asking me now."),
            A("Glad to help."),
        ],
        # part 5
        [
            U("It arrived! Signed for at 10:20. Setting it up now."),
            A(
                "REQ-58120 — Great. The old laptop HRL-00417 and the loaner LNR-031 need to be "
                "back with IT within 10 working days, so by Thursday 27 November."
            ),
            U(
                "About the swollen one — is it safe to take on the train? I'm a bit nervous "
                "about carrying it."
            ),
            A(
                "REQ-58120 — Better not. I can book a hazardous-goods courier to collect it "
                "from home instead, at no cost to your department."
            ),
            U("yes do that"),
            A(
                "REQ-58120 — Booked: collection of HRL-00417 from 14 Ashgrove Lane on Monday 17 "
                "November, reference COL-20775. Please bring the loaner LNR-031 to the IT desk "
                "by Thursday 27 November."
            ),
            U("Perfect. And Teams works on the new one, so you can still reach me."),
            A("REQ-58120 — Noted. Enjoy the new laptop."),
            U("Thanks for sorting it all so quickly."),
            A("You're welcome, Fiona."),
        ],
    ]
    check = {
        "password_rule": ["Never send a password"],
        "approval_rule": ["£1,500"],
        "ticket": ["REQ-58120"],
        "user": ["Fiona Lindqvist"],
        "old_tag": ["HRL-00417"],
        "model": ["Latitude 7450"],
        "cost": ["£1,640"],
        "approvers": ["Oyelaran", "Kühn"],
        "new_tag": ["HRL-00932"],
        "cost_centre": ["CC-4410"],
        "address": ["Ashgrove Lane"],
        "delivery": ["13 November"],
        "loaner": ["LNR-031"],
        "no_wipe": ["must not wipe"],
        "contact_pref": ["Teams messages"],
        "collection": ["COL-20775", "17 November"],
        "return": ["27 November"],
    }
    stale = {
        "model": ["T14s"],
        "cost": ["£1,380"],
        "cost_centre": ["CC-4402"],
        "address": ["Wharf Street"],
        "delivery": ["11 November"],
    }
    return parts, check, stale


def thesis() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Hello! I'm Ananya Krishnan, a third-year PhD student at Sheffield in "
                "computational sociolinguistics, and I have two things colliding this summer "
                "that I'd like you to help me keep straight. The first is a journal revision: "
                "our paper on code-switching in Tamil-English WhatsApp groups came back from "
                "Language Resources & Society with major revisions (manuscript LRS-2025-0392). "
                "The handling editor is Dr. Helga Brandt, and her letter says the revised "
                "manuscript must stay within 9,000 words excluding references, and that the "
                "title must not change because it's already been announced in the special "
                "issue line-up. The revision is due 15 May. The second thing is a conference: "
                "a different paper of mine was accepted at ICCS 2026, which is in Vienna, 7-11 "
                "July. It's paper ID 2217 on the submission portal, and at the moment it's "
                "scheduled as a poster in Session 4A."
            ),
            A(
                "That's a lot landing at once, but it's manageable if we keep the two strands "
                "separate. For the journal, the fixed points are the manuscript number "
                "LRS-2025-0392, Dr. Brandt as handling editor, the 9,000-word ceiling "
                "excluding references, the unchanged title and the 15 May deadline. For the "
                "conference, it's ICCS 2026 in Vienna from 7 to 11 July, paper ID 2217, "
                "currently a poster in Session 4A. Where would you like to start?"
            ),
            U(
                "Before anything else, a request about how you write to me. Please answer in "
                "full paragraphs rather than bullet points — I think better in prose, and "
                "lists make me feel like I'm being handed a to-do list by a robot — and please "
                "use British spelling throughout, because I'll be pasting chunks of what you "
                "write straight into the response letter and Reviewer 1 already complained "
                "about my mixing 'analyze' and 'analyse'."
            ),
            A(
                "Of course. I'll write in paragraphs and use British spelling consistently, so "
                "anything you lift from here will sit comfortably in the response letter."
            ),
            U(
                "My supervisor is Prof. Moira Gallacher, and her one rule for anything that "
                "goes to an editor is that she sees the response letter at least a week "
                "before submission. She's lovely but she reads everything with a red pen and "
                "she always finds something. Also, I should say, I'm Indian, so Vienna means "
                "a Schengen visa, which I'm already dreading. I've booked the appointment at "
                "the VFS centre in Manchester for 3 June, which felt like the earliest sane "
                "date given that they want the invitation letter and three months of bank "
                "statements."
            ),
            A(
                "Noted: Prof. Gallacher sees the response letter at least a week before it "
                "goes in, and your Austrian visa appointment is at VFS Manchester on 3 June. "
                "Processing is usually around 15 calendar days, so a June appointment still "
                "leaves reasonable room before early July, though it isn't generous."
            ),
            U(
                "It's 9 degrees and drizzling in Sheffield in what is allegedly spring. My "
                "flatmate made rajma last night and the whole building smelled incredible, "
                "which is the only reason I'm in a good mood."
            ),
            A(
                "A good pot of rajma can carry a person through a lot of drizzle. Let's make "
                "the most of the mood."
            ),
            U(
                "Quick aside while I think of it: is it true Viennese coffee houses let you sit "
                "for hours over one coffee? My labmate swears she wrote half a chapter in one."
            ),
            A(
                "It's very much part of the tradition. A Melange and a glass of water will buy "
                "you a long, unhurried afternoon, and nobody will hurry you out."
            ),
            U("Perfect, that's my post-talk reward sorted."),
            A("A well-earned one, whenever it comes."),
        ],
        # part 2
        [
            U(
                "Right, the reviews. Reviewer 1 is mostly kind: fix the column headings in "
                "Table 3, add two papers to the related work, and be consistent with the "
                "spelling, which you're now on the hook for. Reviewer 3 is worried about "
                "consent for the WhatsApp data, which is fair, and wants the ethics approval "
                "cited properly — ours is ETH-033817 from the university research ethics "
                "committee, and I'll put it in the data section and the acknowledgements. "
                "Reviewer 2 is the hard one. They want an ablation that removes the emoji "
                "features, because they suspect that's where all the gain comes from, and "
                "honestly they might be right, which is what scares me. My co-author Tomasz "
                "Wójcik built the feature pipeline, so he's going to rerun the models without "
                "the emoji features on the department cluster next week."
            ),
            A(
                "That's a sensible division. Reviewer 1's points are quick fixes, Reviewer 3 "
                "is satisfied by citing ETH-033817 clearly in the data section, and Reviewer "
                "2's ablation is the substantive piece, with Tomasz rerunning the models "
                "without the emoji features. If the gain does shrink, it's still a finding "
                "worth reporting honestly rather than a failure."
            ),
            U(
                "The other problem is length. I've just run the count and we're at 9,480 words "
                "before adding anything for Reviewer 2, so we're already over, and the "
                "ablation will need at least a paragraph and a table."
            ),
            A(
                "One option is to move Section 5.3 — the long qualitative examples of "
                "switches mid-sentence — into an online appendix, keeping two short examples "
                "in the main text. That section is roughly 900 words, so it would bring you "
                "comfortably under the 9,000-word limit with room for the ablation. Shall I "
                "draft the trimmed version?"
            ),
            U(
                "Yes, do that. Moira will grumble because she loves those examples, but they "
                "do work better as an appendix with the full transcripts."
            ),
            A(
                "I'll draft Section 5.3 as a two-example summary with a pointer to the "
                "appendix, and mark which of the full examples move out. That keeps the "
                "argument in the main text while solving the word count."
            ),
            U(
                "Thank you. Unrelated, but my mother called to ask whether 'computational "
                "sociolinguistics' is a real job. I said yes. She said 'hmm'."
            ),
            A(
                "'Hmm' is a classic parental peer review. You can cite the ICCS acceptance as "
                "your rebuttal."
            ),
            U(
                "Ha. She'd want three reviewers and a desk reject first. Give me twenty "
                "minutes, I need to fix Table 3 before I forget what Reviewer 1 meant."
            ),
            A("Of course. I'll be here when you're back."),
        ],
        # part 3
        [
            U(
                "Good news and a wobble. The good news first: the school's research travel "
                "fund has given me £600 towards Vienna, and the condition is that receipts "
                "must be submitted within 30 days of getting back, otherwise the money is "
                "reclaimed, which happened to a friend of mine last year because she lost a "
                "taxi receipt. The wobble is that Tomasz told us yesterday he's starting an "
                "internship in Warsaw on Monday and won't have cluster access any more, so "
                "Aisling Byrne, the postdoc in our group, is taking over the ablation. She's "
                "brilliant and far more organised than either of us, so it's honestly an "
                "upgrade, though I'll miss Tomasz's memes in the group chat. And then, buried "
                "in an otherwise boring email this morning, Dr. Brandt agreed to give us two "
                "more weeks because of the extra experiments, so the revision is now due 29 "
                "May, which takes a lot of pressure off."
            ),
            A(
                "That's a better position than it sounds. The £600 is yours provided receipts "
                "go in within 30 days of your return, so it's worth keeping a folder from day "
                "one. Aisling now owns the ablation for Reviewer 2, and the revision deadline "
                "has moved to 29 May, which gives her time to run it properly rather than in "
                "a rush."
            ),
            U(
                "The fund office also mentioned that because Vienna counts as international "
                "travel, they've topped the award up to £750. I only found out because I "
                "asked why the form had a different number on it."
            ),
            A(
                "Then the award is £750, still conditional on receipts within 30 days of "
                "returning. Asking about the number was well worth it."
            ),
            U(
                "I've been drinking so much chai that I think my blood type is now masala. "
                "Anyway, thank you, this is helping more than I expected."
            ),
            A("I'm glad it's helping. The chai is probably doing some of the work too."),
            U(
                "Our departing co-author, for the record, has left us a farewell gift of a "
                "40-page README that nobody asked for. Aisling is delighted."
            ),
            A("A generous handover. It should make Aisling's start on the ablation much smoother."),
        ],
        # part 4
        [
            U(
                "A couple of changes on the Vienna side. The ICCS programme chairs wrote to "
                "say that my paper has been moved from a poster to an oral presentation — "
                "it's now in Session 6B on Wednesday 9 July, twelve minutes plus three for "
                "questions, which is thrilling and terrifying in equal measure. The "
                "camera-ready version is due on the portal by 20 June. And VFS emailed to say "
                "they've cancelled my 3 June slot because of staff shortages, which nearly "
                "gave me a heart attack, but I managed to grab 10 June at 09:15 at the same "
                "Manchester centre. It's tighter than I'd like for a trip on 7 July."
            ),
            A(
                "Congratulations on the oral slot. So: Session 6B on Wednesday 9 July, twelve "
                "minutes plus three for questions, with the camera-ready for paper 2217 due "
                "on the portal by 20 June. For the visa, the new appointment is 10 June at "
                "09:15 in Manchester. At roughly 15 days' processing that should come back "
                "around 25 June, and I'd bring the ICCS invitation letter, the oral "
                "presentation confirmation and the £750 travel award letter, since proof of "
                "funding helps."
            ),
            U(
                "Good idea about the award letter, I wouldn't have thought of that. I'll print "
                "everything twice because I don't trust myself."
            ),
            A("Printing twice is a very reasonable level of distrust."),
            U(
                "Also, I'm going to need to practise this talk on someone who isn't my cat. "
                "She's a terrible audience, she leaves after slide three."
            ),
            A(
                "Slide three is a respectable attention span for a cat. Your research group "
                "would be a tougher and more useful audience."
            ),
        ],
        # part 5
        [
            U(
                "Aisling's ablation came back last night. Without the emoji features the F1 "
                "drops by 2.1 points, so they matter, but they're not the whole story, which "
                "is basically the best possible answer to Reviewer 2. I've written the new "
                "paragraph and the table, and with Section 5.3 moved to the appendix we're at "
                "8,870 words. What's left is the response to Reviewer 2 in the letter, and "
                "then the draft response letter goes to Moira on 22 May, exactly a week before "
                "the 29 May deadline, so she has her full week with the red pen."
            ),
            A(
                "That's an excellent outcome for Reviewer 2, and 8,870 words leaves a little "
                "headroom under the 9,000-word limit. The remaining step is writing the "
                "Reviewer 2 response, after which the draft letter goes to Prof. Gallacher "
                "on 22 May, giving her the full week before the revision is due on 29 May."
            ),
            U(
                "Thank you so much. I'm going to celebrate with more rajma, my flatmate "
                "promised leftovers."
            ),
            A("Well deserved. Enjoy the rajma, and good luck with the red pen."),
            U(
                "Oh, and the football in the common room last night was 2-2, and the "
                "Sheffield Wednesday fans in our group are still not speaking to the United "
                "ones. Academia is a very peaceful place."
            ),
            A("A very scholarly kind of rivalry."),
        ],
    ]
    check = {
        "style": ["paragraphs", "British spelling"],
        "manuscript": ["LRS-2025-0392"],
        "editor": ["Brandt"],
        "title": ["title must not change"],
        "deadline": ["29 May"],
        "word_limit": ["9,000"],
        "cut": ["Section 5.3", "appendix"],
        "reviewer2": ["ablation"],
        "ethics": ["ETH-033817"],
        "coauthor": ["Aisling"],
        "conference": ["Vienna", "7-11 July"],
        "paper_id": ["2217"],
        "session": ["Session 6B"],
        "camera_ready": ["20 June"],
        "visa": ["10 June", "09:15"],
        "grant": ["£750", "30 days"],
        "supervisor": ["Gallacher"],
        "status": ["22 May"],
    }
    stale = {
        "deadline": ["15 May"],
        "visa": ["3 June"],
        "coauthor": ["Tomasz"],
        "grant": ["£600"],
        "session": ["Session 4A"],
    }
    return parts, check, stale


def tablets() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Buongiorno. My name is Graziella Bianchi, I am 78 years, I live in Edinburgh "
                "since 1971 but my English is still not perfect, scusi. My daughter Francesca "
                "she say I must use you for remember my medicines, because last month I take "
                "two times the same tablet. Please you write me short, maximum 5 lines, my "
                "eyes get tired."
            ),
            A(
                "Buongiorno Graziella. Yes, I will help you remember your medicines. I will "
                "write short, maximum 5 lines."
            ),
            U(
                "My tablets now. Metformin 500 mg, one with the breakfast and one with the "
                "dinner, for the sugar. Amlodipine 5 mg in the evening for the pressure. "
                "Atorvastatin 20 mg at night before bed. And the vitamin D, one only on "
                "Sunday."
            ),
            A(
                "Your list:\n"
                "Metformin 500 mg: breakfast and dinner.\n"
                "Amlodipine 5 mg: evening.\n"
                "Atorvastatin 20 mg: at night.\n"
                "Vitamin D: one every Sunday."
            ),
            U(
                "Very important. I am allergic to penicillin. When I was young in Bergamo I "
                "nearly die from it. Always you remember this."
            ),
            A("I will always remember: you are allergic to penicillin."),
            U(
                "And the doctor Okafor at the practice, he say no grapefruit with these "
                "tablets. Is a pity, I like it in the morning."
            ),
            A("Yes. No grapefruit with your tablets. Sorry, I know you like it."),
            U(
                "Today 6 degrees and the wind from the sea, terrible. In Bergamo my sister "
                "say is 19. Life is not fair."
            ),
            A("Edinburgh wind is famous. Stay warm inside today."),
        ],
        # part 2
        [
            U(
                "The dentist, Mr Fitzgerald, he must take out one tooth at the back. The "
                "appointment is Wednesday 12 March at 10:30. He ask me if I take blood "
                "thinner, I say no. Is correct?"
            ),
            A(
                "Correct, none of your tablets is a blood thinner. Dentist Mr Fitzgerald, "
                "Wednesday 12 March, 10:30. Tell him also about the penicillin allergy."
            ),
            U(
                "Yes I tell him. My neighbour Eilidh she drive me there, she is very kind, she "
                "have a small red car."
            ),
            A("Good. Eilidh drives you to the dentist."),
            U(
                "My number for the health, the CHI, is 0409462284. Please keep it, the "
                "receptionist always ask and I never find the card."
            ),
            A("Saved: your CHI number is 0409462284."),
            U("The pharmacy is Grant's Pharmacy on Comiston Road, I go there since many years."),
            A("Your pharmacy: Grant's Pharmacy, Comiston Road."),
            U("Inter win 2-0 yesterday, my late husband he was big tifoso. I watch for him."),
            A("That is a lovely way to remember him. Forza Inter."),
        ],
        # part 3
        [
            U(
                "I go to Dr Okafor today for the pressure. Is high, 158 on 92. He say the "
                "amlodipine now is 10 mg, not more the small one. I have a new paper from "
                "him."
            ),
            A(
                "Important change: amlodipine 10 mg now, one tablet a day. Do not take the old "
                "small ones too. Maybe take it in the morning with breakfast, then it is "
                "together with the metformin and easy to remember?"
            ),
            U("Yes do that, morning is better, in the evening I forget always."),
            A(
                "Done. Morning: metformin 500 mg + amlodipine 10 mg, with breakfast.\n"
                "Dinner: metformin 500 mg.\n"
                "Night: atorvastatin 20 mg.\n"
                "Sunday: vitamin D."
            ),
            U(
                "He want also the blood test, fasting, no food after midnight, only water. "
                "Monday 17 March at 8:45 with the nurse."
            ),
            A(
                "Blood test with the nurse: Monday 17 March, 8:45. Fasting: only water after midnight."
            ),
            U(
                "My cat Pippo he sleep on the paper from the doctor. Now the paper have "
                "orange hair. Very official."
            ),
            A("Pippo is helping with the paperwork."),
        ],
        # part 4
        [
            U(
                "Problem with the bus on the 17, there is strike. I phone the practice, now "
                "the blood test is Wednesday 19 March, same hour, 8:45."
            ),
            A("Blood test now Wednesday 19 March, 8:45. Still fasting: only water after midnight."),
            U(
                "And the dentist office phone me, Mr Fitzgerald is sick this week. New day "
                "is Friday 21 March at 9:40."
            ),
            A("Dentist Mr Fitzgerald is now Friday 21 March, 9:40."),
            U("But Eilidh cannot on the 21, she go to Inverness to the grandchildren. How I go?"),
            A(
                "I can book you a taxi for Friday 21 March, picking you up at 9:05 from your "
                "door. Shall I?"
            ),
            U("yes please"),
            A(
                "Done. Central Taxis, Friday 21 March, pick-up 9:05 at your door. Booking "
                "number 88412. After the tooth you cannot drive anyway."
            ),
            U("I don't drive since 2009 haha. But thank you, you are an angel."),
            A("You are welcome, Graziella."),
        ],
        # part 5
        [
            U(
                "Last thing. Grant's they don't deliver and my knee is bad. The new pharmacy "
                "Holy Corner Pharmacy, they bring to the house on Thursday. Francesca she "
                "arrange it on the phone from Milan."
            ),
            A(
                "Your pharmacy is now Holy Corner Pharmacy. They deliver on Thursday. Ask "
                "them to note your penicillin allergy too."
            ),
            U(
                "Now they wait the new prescription from Dr Okafor with the 10 mg. The lady "
                "say maybe tomorrow."
            ),
            A(
                "So we wait for Dr Okafor to send the new prescription for amlodipine 10 mg to "
                "Holy Corner. Until it comes, you have enough tablets?"
            ),
            U("Yes I have for 6 days. Is ok."),
            A("Good. Tell me when the delivery arrives."),
            U("Grazie mille. Now I make the coffee, the real one, not the £3.40 one from café."),
            A("Enjoy your coffee, Graziella."),
        ],
    ]
    check = {
        "style": ["5 lines"],
        "metformin": ["metformin 500 mg"],
        "amlodipine": ["amlodipine 10 mg"],
        "atorvastatin": ["atorvastatin 20 mg"],
        "vitamin_d": ["Sunday"],
        "allergy": ["penicillin"],
        "grapefruit": ["grapefruit"],
        "gp": ["Okafor"],
        "dentist": ["Fitzgerald", "21 March", "9:40"],
        "taxi": ["88412", "9:05"],
        "blood_test": ["19 March", "8:45"],
        "fasting": ["only water after midnight"],
        "chi": ["0409462284"],
        "pharmacy": ["Holy Corner"],
        "delivery_day": ["Thursday"],
        "daughter": ["Francesca"],
        "status": ["new prescription"],
    }
    stale = {
        "amlodipine": ["Amlodipine 5 mg"],
        "dentist": ["12 March"],
        "blood_test": ["17 March"],
        "pharmacy": ["Grant's"],
        "taxi": ["Eilidh"],
    }
    return parts, check, stale


TWENTIETH: list[tuple[str, Callable[[], Apart]]] = [
    ("fair", fair),
    ("laptop", laptop),
    ("thesis", thesis),
    ("tablets", tablets),
]
