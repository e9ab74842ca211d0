"""Four more chats written apart: a daughter organising her widowed father's move into a
sheltered housing flat, forwarding her brother's and sister's messages as quoted blocks and
pasting a benefits letter while the removal date slips twice, the quote goes up, the key-safe
code is changed, the GP practice is swapped, a cousin with a van drops out and a lunch club is
turned down; an open-source maintainer triaging a library release with pasted git log and CI
output while version pins are raised, the oldest Python is dropped, the release branch is
renamed, the release date moves, the release candidate is cancelled and the co-maintainer goes
on leave; the terse treasurer of a community choir keeping a running tally for a Christmas
concert while the adult ticket price rises in a pasted minutes table, the soloist is replaced,
a churchwarden's email cuts the capacity, the drinks and the raffle are dropped and the
assistant mis-adds the balance; and a woman in Bangalore on a dietitian's elimination diet,
writing long paragraphs in Indian English and pasting the dietitian's instructions, while the
guest list of her dinner party changes, the prawn curry is swapped, the budget is raised, the
starter is dropped and her follow-up appointment is moved; five parts each, with durable items
changed later.
"""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def sheltered() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are a helpful assistant. The user is coordinating her father's move "
                    "into sheltered housing with her brother and sister. You can explain how "
                    "benefits, GP registration and housing processes generally work, but point "
                    "her to the right official body for decisions about her father's case."
                ),
            },
            U(
                "Hi. I'm hoping you can help me keep track of my dad's move, because between "
                "the three of us it's turning into chaos. Background: Dad is Ramesh Mistry, "
                "he's 83, widowed since 2021, and still living on his own in the family house "
                "on Loughborough Road in Leicester. His knees are bad, he's had one fall in the "
                "kitchen, and after a lot of persuading he's accepted a one-bedroom flat at "
                "Hollybank Court, which is a council sheltered housing scheme in Oadby. It's "
                "Flat 17, on the ground floor, which was the deal-breaker for him. There are "
                "three of us kids: me (Anita, I live in Wigston, twenty minutes away, so I'm "
                "the one doing the legwork), my brother Dev in Nottingham, and my sister "
                "Shalini in Glasgow. We have a sibling group chat and I'll paste bits from it "
                "so you know who's said what."
            ),
            A(
                "That sounds like a lot to hold together, and it's a good idea to keep it all "
                "in one place. Flat 17 at Hollybank Court, on the ground floor, sounds like it "
                "ticks his main box.\n\n"
                "To help me keep track, it would be useful to know:\n\n"
                "- When the tenancy starts and when you're hoping to actually move him.\n"
                "- Who's handling the removal, and whether there's anything awkward to move.\n"
                "- What benefits he gets at the moment, since a move can affect Housing "
                "Benefit and Council Tax, and sometimes Attendance Allowance or Pension "
                "Credit.\n"
                "- Who his GP is now, and whether Hollybank is inside that practice's area.\n"
                "- Who the scheme manager or warden is at Hollybank.\n\n"
                "Paste the sibling messages whenever you like and I'll keep a running list of "
                "who has agreed to do what."
            ),
            U(
                "Tenancy starts Monday 2 June. We've pencilled in Saturday 14 June for the "
                "actual move so there's time to clean and get the carpets sorted first. Rent is "
                "£126.85 a week, which Housing Benefit should cover, plus a service charge of "
                "£24.75 a week which HB doesn't touch because it's the support bit, so that "
                "comes out of Dad's pension. The scheme manager is Carol, she's on site Monday "
                "to Friday, 9 till 3, and she seems lovely and unflappable, which is what we "
                "need. Here's last night's chat:\n\n"
                "> Dev says: I'll sort the removal people. Got a quote from Brightside "
                "Removals, £640 for a half day, two men and a van. That does NOT include the "
                "harmonium, they want to come and look at it first.\n"
                "> Shalini says: I'll do all the DWP and council forms from here. I've got the "
                "LPA so they'll talk to me on Dad's behalf. Just send me photos of any "
                "letters.\n"
                "> Dev says: Nikhil (cousin) says he can bring his Transit on the day for the "
                "garden stuff and a tip run.\n\n"
                "So that's roughly the division of labour."
            ),
            A(
                "Thanks, that's really clear. Here's what I have so far.\n\n"
                "**Dates and costs**\n"
                "- Tenancy at Hollybank Court starts Monday 2 June; move pencilled in for "
                "Saturday 14 June.\n"
                "- Rent £126.85 a week (expected to be covered by Housing Benefit); service "
                "charge £24.75 a week, paid from his pension.\n"
                "- Removal: Brightside Removals, £640 for a half day with two men and a van, "
                "harmonium not yet included.\n\n"
                "**Who's doing what**\n"
                "- Anita: everything on the ground in Leicester.\n"
                "- Dev: the removal firm.\n"
                "- Shalini: DWP and council forms, using the Lasting Power of Attorney.\n"
                "- Nikhil: Transit van on the day for the garden things and a tip run.\n"
                "- Carol (scheme manager): on site Monday to Friday, 9 till 3.\n\n"
                "A harmonium is worth taking seriously. They're heavier than they look, the "
                "bellows and reeds don't like being tipped on end, and removal firms often "
                "price them like small pianos, so it makes sense that Brightside want to see "
                "it before they commit."
            ),
            U(
                "The harmonium was Mum's, it came over from Nairobi in 1972 and Dad would "
                "sooner leave his own feet behind. So it's going. Another thing: the flat has a "
                "key safe by the front door for the carers and for us, and the code is 6142. "
                "One rule for everything you draft for me from now on: the key-safe code never "
                "goes in the family WhatsApp. That group has cousins, cousins' husbands and "
                "half of Dad's mandir committee in it, and Dad once forwarded his bank PIN to "
                "the whole lot by accident. If you write something for me to post there, leave "
                "the code out and I'll send it to people privately."
            ),
            A(
                "Understood. The key-safe code stays out of anything meant for the family "
                "WhatsApp; I'll only mention it when it's just the two of us. And the "
                "harmonium is coming, no question."
            ),
            U(
                "Next thing, money. Dad gets Attendance Allowance at the lower rate, £73.90 a "
                "week. Shalini reckons he qualifies for the higher rate now because of the "
                "nights: he's up three or four times for the loo, he's unsteady, and the fall "
                "was at 2am. Do we ask for it to be looked at before the move or after? I don't "
                "want to upset the apple cart with the Housing Benefit claim."
            ),
            A(
                "Attendance Allowance has two rates. The lower rate is for people who need "
                "frequent help or supervision during the day or during the night; the higher "
                "rate is for people who need help both by day and by night, or who are "
                "terminally ill. Needing help several times a night to get to the toilet "
                "safely, especially after a night-time fall, is exactly what the night "
                "conditions are about.\n\n"
                "Some general points (the DWP makes the decision, so treat this as a map "
                "rather than a prediction):\n\n"
                "1. **It's a change of circumstances, not a new claim.** Shalini can report "
                "that his needs have increased and ask for the award to be looked at again. "
                "They usually send a form asking about his day and night needs.\n"
                "2. **The move doesn't affect Attendance Allowance itself.** It isn't "
                "means-tested and doesn't depend on where he lives, as long as he isn't in a "
                "care home paid for by the council. Sheltered housing is fine.\n"
                "3. **It can help other benefits.** A higher-rate award can increase Pension "
                "Credit if he gets it, and can change how Housing Benefit is worked out, so "
                "tell the council once any new award comes through.\n"
                "4. **Evidence helps.** A short diary of a few nights (how often he gets up, "
                "whether he needs steadying) and a note of the fall with its date will make the "
                "form much easier to fill in.\n\n"
                "So there's no real reason to wait. If Shalini rings the Attendance Allowance "
                "helpline now, the form will probably arrive around the time of the move."
            ),
            U(
                "Brilliant, I'll tell her. Sorry this is such a ramble, my head's full of it. "
                "Dad is currently refusing to throw away forty years of Reader's Digest. Forty "
                "years. He says they're 'reference'."
            ),
            A(
                "Not a ramble at all; a move like this is a lot of small threads. And forty "
                "years of Reader's Digest is a serious archive. One thing that sometimes works: "
                "agree he keeps one shelf's worth, chosen by him, and the rest go to a charity "
                "shop with him in the car when they're dropped off. People find it easier to "
                "let go of things when they've chosen what to keep."
            ),
            U(
                "Ha, I'll try that. Oh, one more: Dad's GP is Dr Sheth at Belgrave Health "
                "Centre, but Hollybank's outside their area so he'll need to re-register. Carol "
                "says most of the residents are with Brookfield Surgery, which is about five "
                "minutes' walk from the scheme."
            ),
            A(
                "That makes sense. A few general pointers for changing GP:\n\n"
                "- He registers with the new practice (usually a short registration form, "
                "often online), and his records move across electronically. He doesn't need "
                "to tell the old practice himself, though it's polite to.\n"
                "- Repeat prescriptions are the thing most likely to wobble. Make sure he has "
                "at least a month's supply before the move, so a gap between practices doesn't "
                "leave him short.\n"
                "- Nominate a pharmacy near the new flat for electronic prescriptions, and ask "
                "whether they can do blister packs if he'd find those easier.\n"
                "- Any hospital clinics he attends need the new address too; the GP change "
                "doesn't always update them.\n\n"
                "If Brookfield is five minutes' walk, that's ideal for him."
            ),
            U(
                "Good shout on the prescriptions. Right, I need to pick my son up from football. Thank you!"
            ),
            A("Good luck on the touchline. Speak soon."),
        ],
        [
            U(
                "Update from the group chat this morning:\n\n"
                "> Dev says: Brightside came round to look at the harmonium. It's fine to move "
                "but they want a third man for the front steps, so it's £75 on top of the "
                "quote.\n"
                "> Dev says: Also bad news. One of their lorries failed its MOT and they're a "
                "vehicle short that weekend. The earliest they can do is the Friday after.\n"
                "> Shalini says: Is that a problem for the tenancy? It started on the 2nd "
                "anyway.\n\n"
                "Can you update things?"
            ),
            A(
                "Of course. Updated:\n\n"
                "- **Move date:** Friday 20 June (the Friday after the original date), with "
                "Brightside.\n"
                "- **Removal cost:** £640 plus £75 for the third man, so £705 in total.\n"
                "- **Tenancy:** no problem, since it started on Monday 2 June; there's simply a "
                "longer overlap. The one thing to check is the Housing Benefit side: HB can "
                "sometimes cover rent on two homes for a short time during a move, but "
                "generally only where the overlap couldn't be avoided, so Shalini may want to "
                "ask the council how they'll treat it.\n"
                "- Dev stays the contact with Brightside."
            ),
            U(
                "£715, not £705! 640 plus 75. You're worse than me at maths and I failed "
                "O-level. The 20th is right though, Dev's booked the day off."
            ),
            A(
                "You're right, sorry, my arithmetic slipped. So: Friday 20 June with "
                "Brightside, £715 in total including the third man for the harmonium. I'll use "
                "that figure from now on."
            ),
            U(
                "Dad's actually been quite good this week. He let me take three bin bags of "
                "Reader's Digests to the Age UK shop, and he kept the shelf of ones with the "
                "crosswords done in pen because 'they're evidence'."
            ),
            A(
                "Evidence of his crossword skills, presumably. That's real progress, well done "
                "both of you."
            ),
            U(
                "Right, lots from today. I took Dad round Hollybank to measure up. The bedroom "
                "is smaller than the plan made it look, so the big wardrobe from the back room "
                "won't fit and we're taking the narrow one from the landing instead. He wants "
                "his armchair by the window facing the car park so he can see who's coming and "
                "going (I think he's appointing himself the scheme's unofficial security "
                "guard). Carol showed us the pull-cord system and the pendant alarm; he refused "
                "the neck pendant point blank, says it makes him look like a hospital patient, "
                "but he'll wear the wrist one, so Carol's ordering that. Also Carol's changed "
                "the key safe, because the last tenant's son never gave his key back and "
                "they've had to change the lock anyway, so the new code is 8307. And she told "
                "us about a Wednesday lunch club in the communal lounge, £4.50 for two courses, "
                "which I think would be brilliant for him because he's going to miss the "
                "neighbours."
            ),
            A(
                "That's a productive visit. Updated:\n\n"
                "- Wardrobe: the narrow one from the landing, not the big one from the back "
                "room.\n"
                "- Armchair: by the window, facing the car park.\n"
                "- Alarm: the wrist pendant rather than the neck one; Carol is ordering it.\n"
                "- Key safe: new code 8307 (and, as agreed, it never goes in the family "
                "WhatsApp).\n"
                "- Lunch club: Wednesdays in the communal lounge, £4.50 for two courses. It "
                "could be a gentle way for him to meet people.\n\n"
                "The lock change is reassuring, too; it's good practice when a flat changes "
                "hands."
            ),
            U(
                "Can you draft me a message for the family WhatsApp with the new date and what "
                "we need on the day? Short, they don't read anything longer than a text."
            ),
            A(
                "Here's a short one:\n\n"
                "\"Hi all! Dad's move to Hollybank Court is now on Friday 20 June. Brightside "
                "Removals will be at Loughborough Road in the morning and Dev's there all day. "
                "Nikhil's bringing his Transit for the garden things and a tip run. If you can "
                "help pack the week before, message Anita. Please check before dropping in at "
                'the flat on the day, Dad will be tired. Thank you!"\n\n'
                "I've left the key-safe code out, as agreed; you can send that privately to "
                "whoever needs it."
            ),
            U("Perfect, posted. Thank you."),
            A("You're welcome."),
        ],
        [
            U(
                "More from the chat:\n\n"
                "> Shalini says: Rang the Attendance Allowance line, 45 minutes on hold "
                "listening to Vivaldi, I've aged a decade. They're posting a form to Dad. I'll "
                "fill it in and Anita can get him to sign it.\n"
                "> Dev says: Change of plan for the day. Nikhil's van got nicked off his drive "
                "on Saturday night, police have nothing and his insurance are being useless. "
                "He's gutted but he's out.\n"
                "> Dev says: Eamon next door to Dad says he'll do the tip run in his pickup "
                "instead. He's been wanting to see the back of Dad's shed for twenty years.\n\n"
                "Eamon's a diamond, honestly."
            ),
            A(
                "What a miserable thing to happen to your cousin. Good that Eamon's stepping "
                "in. Updated:\n\n"
                "- Tip run and garden things: Eamon (Dad's neighbour), with his pickup.\n"
                "- Attendance Allowance: a form is on its way to Dad; Shalini fills it in and "
                "you get Dad to sign it.\n\n"
                "When the form arrives, the night-time questions are where detail matters "
                "most: how many times he gets up, what he needs help with, how long it takes, "
                "and the date and time of the fall. Short, specific examples ('most nights "
                "gets up 3-4 times, needs steadying to the bathroom, fell at 2am in March') "
                "carry more weight than general statements."
            ),
            U(
                "Bad news on the GP front. Brookfield's list is closed to new patients except "
                "for a tiny postcode area, and Hollybank's just outside the line, so they won't "
                "take him. The practice manager there was nice about it and suggested Orchard "
                "Street Surgery, which is where the district nurses are based anyway, so it "
                "might even be better. I've done the registration form for Orchard Street. "
                "Dad's sad about leaving Dr Sheth, he's been with him since 1987."
            ),
            A(
                "That's a shame, but Orchard Street being the district nurses' base could be "
                "genuinely useful if he ever needs home visits, dressings or a nurse after a "
                "fall.\n\n"
                "A few things to do around the switch:\n\n"
                "1. Once Orchard Street confirm the registration, ask for a new-patient check "
                "if they offer one; it's a chance to review his medication and the night-time "
                "problems.\n"
                "2. Keep his repeat prescriptions going from Belgrave until the new "
                "registration is live, so there's no gap.\n"
                "3. Change his nominated pharmacy once he's registered.\n"
                "4. Let the hospital know his new address and GP, especially if he has any "
                "follow-up appointments after the fall.\n\n"
                "Thirty-eight years with one GP is a long relationship. It might help Dad if "
                "Dr Sheth writes a short note for the new practice, so it feels like a "
                "handover rather than being dropped."
            ),
            U(
                "The pharmacy next door to Orchard Street does blister packs, so we'll nominate "
                "them. And Dr Sheth says he'll write a handover letter, bless him. He also said "
                "Dad is the only patient who's brought him homemade lime pickle at every single "
                "appointment."
            ),
            A(
                "That's lovely, on both counts. Blister packs from the pharmacy next door will "
                "make the weekly routine much simpler. Perhaps the pickle tradition can carry on "
                "at the new surgery."
            ),
            U(
                "It's chucking it down here. Dad's watching the cricket with the sound off and "
                "Test Match Special on the radio, as God intended."
            ),
            A(
                "The only proper way to watch it. I hope England are giving him something to shout at."
            ),
            U(
                "Another slip, I'm afraid. Carol rang: the bathroom floor in the flat is being "
                "replaced (the old one was lifting at the edges) and the contractor can't start "
                "until Monday 23rd, and she won't have furniture in until it's laid and dry. So "
                "the Friday's off. Dev rang Brightside straight away and they can do Tuesday 24 "
                "June instead, same crew, same price. Dev's moved his day off again, his "
                "manager must love us."
            ),
            A(
                "Got it. Move day is now Tuesday 24 June, with Brightside, same crew, still £715 "
                "including the third man for the harmonium. That gives the floor the Monday to "
                "go down.\n\n"
                "It's worth checking with Carol that it'll be ready for heavy furniture by the "
                "Tuesday morning, because some vinyl adhesives need a full day before anything "
                "heavy goes on them. And does a Tuesday still work for Eamon's tip run?"
            ),
            U(
                "Eamon's retired, every day's a Saturday for him. Carol says the fitters use a "
                "quick-set adhesive so it'll be fine by the morning."
            ),
            A("Perfect, that's everything lined up for the Tuesday."),
        ],
        [
            U(
                "Letter came today. Shalini asked me to type it out for you:\n\n"
                "'Dear Mr Mistry,\n"
                "Attendance Allowance\n"
                "We have looked again at your award because you told us your needs have "
                "changed. We have decided that you are entitled to the higher rate of "
                "Attendance Allowance from 29 May 2025. This is £110.40 a week. We will pay you "
                "every 4 weeks into the account ending 0938. Your first payment at the new rate "
                "will include any money owed to you from 29 May 2025.\n"
                "If you think this decision is wrong, you can ask us to look at it again. You "
                "must do this within one month of the date of this letter.'\n\n"
                "So that's a result!"
            ),
            A(
                "That's a great result, well done Shalini. The higher rate, £110.40 a week, "
                "from 29 May 2025, with the arrears back to that date in his first payment.\n\n"
                "Some knock-on things worth checking, since an award like this often unlocks "
                "others:\n\n"
                "1. **Pension Credit.** If he gets it, or was just over the limit, the higher "
                "rate can bring in an extra amount for people who live alone and have no one "
                "claiming Carer's Allowance for them. If he doesn't get Pension Credit at all, "
                "it's worth a fresh check now.\n"
                "2. **Housing Benefit.** Tell the council about the new award, as it can "
                "change how his Housing Benefit is calculated.\n"
                "3. **Council Tax.** Some councils give extra reductions for people on "
                "disability benefits; Oadby and Wigston will say what applies.\n"
                "4. **Blue Badge.** Not automatic with Attendance Allowance, but his mobility "
                "problems might qualify him if he's ever driven places.\n\n"
                "Keep the letter somewhere safe; it's the proof of entitlement most of these "
                "will ask for."
            ),
            U(
                "Shalini's already on the Pension Credit thing, she's like a terrier. Also, "
                "about the lunch club: forget it. I mentioned it to Dad and he flatly refused, "
                "says he's not sitting in a room eating overcooked cabbage with 'old people'. "
                "He's 83! Anyway, it's a no, and please don't suggest it again, it'll only "
                "start a row if it comes up in front of him."
            ),
            A(
                "Understood, I won't bring it up again. He'll find his own way of meeting "
                "people at Hollybank, and from the sound of it the window seat will do a lot of "
                "that work for him."
            ),
            U(
                "Shalini asked me to note the LPA details somewhere sensible in case anyone "
                "asks: reference M-4KQ2-7HDX-91PL, property and financial affairs, with "
                "Shalini and me as attorneys, jointly and severally. Dev isn't on it, his "
                "choice, he says he's 'not a paperwork person', which is true."
            ),
            A(
                "Noted: property and financial affairs LPA, reference M-4KQ2-7HDX-91PL, with "
                "Shalini and you as attorneys acting jointly and severally, which means either "
                "of you can act alone. Banks, the council and utility companies usually want "
                "to see either a certified copy or an access code from the Office of the Public "
                "Guardian's online service, which saves posting the original anywhere."
            ),
            U(
                "What else am I forgetting? Council tax and the phone I know about. Oadby & "
                "Wigston need telling, and BT are moving his landline. The landline transfer "
                "is booked for Thursday 26 June, so he'll be two days without his landline, "
                "which he'll hate."
            ),
            A(
                "Here's a checklist of the usual things around a move like this:\n\n"
                "**Before the move**\n"
                "- Council Tax: tell Leicester City Council he's leaving Loughborough Road and "
                "Oadby and Wigston that he's moving in; ask that the single-person discount "
                "carries over.\n"
                "- Post: set up a Royal Mail redirection for at least six months.\n"
                "- Pension, bank and DWP: change of address (Shalini can do most of this under "
                "the LPA).\n"
                "- TV licence: move it to the new address; at 75 and over, it's free only if "
                "he gets Pension Credit.\n\n"
                "**On the day**\n"
                "- Meter readings (gas, electric, water) at both properties, with photos.\n"
                "- Make sure he has a charged mobile with the family's numbers in it for the "
                "two days without the landline, and that Carol knows to use the mobile "
                "number.\n\n"
                "**After**\n"
                "- Check the pull-cord and the wrist pendant are tested with the monitoring "
                "centre once he's in.\n"
                "- Update his address with the GP, the pharmacy and any hospital clinics."
            ),
            U("Thank you, that's a proper list. I'm printing it and sticking it on the fridge."),
            A("Good plan. Ticking things off a fridge list is very satisfying."),
        ],
        [
            U(
                "From the group chat:\n\n"
                "> Dev says: Confirmed with Brightside for the 24th. 8am at Loughborough Road. "
                "They'll load the harmonium last so it's first off at Hollybank.\n"
                "> Shalini says: I'll be on FaceTime with Dad through the day so he's got "
                "someone to boss about. Housing Benefit claim's gone in, ref HB/22871/OW.\n"
                "> Dev says: Kiran's coming with me to do the kitchen at the flat.\n\n"
                "Kiran is Dev's wife, she's an organising machine."
            ),
            A(
                "That's all falling into place. Brightside at 8am on the 24th, harmonium "
                "loaded last and off first; Kiran and Dev on the kitchen at the flat; Shalini "
                "on FaceTime; and the Housing Benefit claim submitted under HB/22871/OW."
            ),
            U(
                "Dad's packed his cricket memorabilia himself. Three boxes, all labelled "
                "'FRAGILE - SUNIL GAVASKAR'. There is one signed photo. I think the other "
                "boxes are newspapers about it."
            ),
            A(
                "That's devotion. The removal men will treat those boxes like crown jewels if "
                "they know what's good for them."
            ),
            U(
                "Can you give me a one-page summary of where everything stands? This is for "
                "me, not the WhatsApp, so put everything in."
            ),
            A(
                "**Dad's move: where things stand**\n\n"
                "- **New home:** Flat 17, Hollybank Court, Oadby (ground floor). Tenancy from "
                "Monday 2 June.\n"
                "- **Move day:** Tuesday 24 June. Brightside Removals, 8am at Loughborough "
                "Road, £715 including the third man for the harmonium (loaded last, off "
                "first). Dev is the contact; Kiran is doing the kitchen.\n"
                "- **Tip run and garden:** Eamon, with his pickup.\n"
                "- **Key safe:** code 8307. Never in the family WhatsApp.\n"
                "- **Scheme manager:** Carol, on site Monday to Friday, 9 till 3.\n"
                "- **Flat set-up:** armchair by the window facing the car park; narrow wardrobe "
                "from the landing; wrist pendant alarm on order.\n"
                "- **Money:** Attendance Allowance at the higher rate, £110.40 a week from 29 "
                "May; rent £126.85 a week (Housing Benefit claim in, ref HB/22871/OW); service "
                "charge £24.75 a week from his pension; Shalini checking Pension Credit.\n"
                "- **GP:** registering with Orchard Street Surgery; pharmacy next door "
                "nominated, with blister packs; Dr Sheth writing a handover letter.\n"
                "- **LPA:** property and financial affairs, ref M-4KQ2-7HDX-91PL; you and "
                "Shalini, jointly and severally.\n"
                "- **Who does what:** you on the ground, Dev the removal, Shalini the DWP and "
                "council forms.\n"
                "- **Still to do:** landline transfer on Thursday 26 June (mobile for the two "
                "days in between); Council Tax at both councils; post redirection; meter "
                "readings on the day."
            ),
            U("That's perfect. Thank you, honestly, this has kept me sane."),
            A(
                "I'm really glad it's helped. Good luck on the 24th. I hope the harmonium "
                "behaves and Dad's in his window seat by lunchtime."
            ),
        ],
    ]
    check = {
        "flat": ["Flat 17", "Hollybank Court"],
        "move date": ["24 June"],
        "removal firm": ["Brightside"],
        "removal cost": ["£715"],
        "key-safe code": ["8307"],
        "code rule": ["family WhatsApp"],
        "attendance allowance": ["£110.40"],
        "service charge": ["£24.75"],
        "gp": ["Orchard Street"],
        "scheme manager": ["Carol"],
        "tip run": ["Eamon"],
        "forms": ["Shalini"],
        "alarm": ["wrist"],
        "armchair": ["armchair"],
        "lunch club": ["don't suggest it again"],
        "lpa": ["M-4KQ2-7HDX-91PL"],
        "housing benefit ref": ["HB/22871/OW"],
        "pending": ["landline", "26 June"],
    }
    stale = {
        "move date": ["14 June", "20 June"],
        "removal cost": ["£640"],
        "key-safe code": ["6142"],
        "gp": ["Brookfield"],
        "tip run": ["Nikhil"],
        "lunch club": ["lunch club"],
    }
    return parts, check, stale


def release_triage() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are a coding assistant helping the maintainer of quire, an open-source "
                    "Python library for building EPUB files. Keep answers concise. Any code you "
                    "suggest must run on the oldest supported Python version."
                ),
            },
            U(
                "hey. I maintain quire (EPUB3 builder, ~40k downloads a month, two "
                "maintainers, one of whom is me). trying to get 2.4.0 out and I could use a "
                "second brain for triage. target release date is Thursday 2 October. here's "
                "what's on main since 2.3.1:\n\n"
                "```\n"
                "$ git log --oneline v2.3.1..main\n"
                "a41c9e2 (HEAD -> main, origin/main) Merge pull request #418 from mkowalczyk/fix-landmarks\n"
                "7d03b11 fix(nav): only emit landmarks nav when at least one landmark is set\n"
                "3c5f0e8 Merge pull request #415 from quire-dev/deprecate-add-cover-image\n"
                "b19a7d4 deprecate Book.add_cover_image in favour of Book.set_cover (#401)\n"
                "e0d4c21 ci: add 3.13 to the test matrix\n"
                "9f2ab67 Merge pull request #410 from hleroux/css-minify-opt-in\n"
                "41e8d0a feat(css): opt-in CSS minification via Book(minify_css=True)\n"
                "c7a3b59 fix(spine): keep linear='no' items out of the generated TOC (#399)\n"
                "58d1e6f docs: cookbook page for fixed-layout EPUBs\n"
                "2b6c0fa chore: bump pre-commit hooks\n"
                "d8e4f71 fix(metadata): escape ampersands in dc:creator (#407)\n"
                "66a90b3 refactor: move zip writing into quire/_zipwriter.py\n"
                "0f3e9c2 Merge pull request #396 from quire-dev/render-toc-removal-prep\n"
                "ab17e45 chore: mark render_toc removal for 2.4 in the deprecation table\n"
                "```\n\n"
                "(#412, the accessibility metadata work, isn't merged yet.)"
            ),
            A(
                "Here's the log sorted into changelog buckets:\n\n"
                "**Features**\n"
                "- Opt-in CSS minification via `Book(minify_css=True)` (#410).\n\n"
                "**Fixes**\n"
                "- Landmarks nav only emitted when at least one landmark is set (#418).\n"
                "- `linear='no'` spine items kept out of the generated TOC (#399).\n"
                "- Ampersands escaped in `dc:creator` (#407).\n\n"
                "**Deprecations and removals**\n"
                "- `Book.add_cover_image` deprecated in favour of `Book.set_cover` (#401, "
                "merged in #415).\n"
                "- `render_toc` marked for removal in 2.4 in the deprecation table (#396).\n\n"
                "**Internal / infra** (probably not user-facing)\n"
                "- Python 3.13 added to the CI matrix.\n"
                "- Zip writing moved into `quire/_zipwriter.py`.\n"
                "- pre-commit bumps, fixed-layout cookbook page.\n\n"
                "Open: #412 (accessibility metadata).\n\n"
                "To go further it would help to see your dependency pins and hear how you "
                "usually cut releases (branch, rc, who uploads)."
            ),
            U(
                "here's the deps block from pyproject:\n\n"
                "```toml\n"
                "[project]\n"
                'name = "quire"\n'
                'requires-python = ">=3.8"\n'
                "dependencies = [\n"
                '    "lxml>=4.9,<6",\n'
                '    "Pillow>=9.5,<11",\n'
                '    "python-slugify>=8.0",\n'
                "]\n"
                "```\n\n"
                "Benedikt (the other maintainer) has the PyPI trusted-publishing setup and "
                "normally does the tag + upload. I do changelog, triage and nagging."
            ),
            A(
                "Thanks. Three things stand out:\n\n"
                "- `Pillow>=9.5,<11`: Pillow 11 has been out for a while, so the cap forces a "
                "resolver conflict for anyone who has already upgraded Pillow for some other "
                "package. Unless you call something removed in 11, the cap costs you users.\n"
                "- `lxml>=4.9,<6`: lxml 4.9.x predates Python 3.13 and ships no 3.13 wheels. If "
                "you have a job that installs the *lowest* allowed versions, it will try to "
                "build lxml from source on 3.13, which is the first thing I'd expect to break "
                "now that 3.13 is in the matrix (e0d4c21).\n"
                '- `requires-python = ">=3.8"`: 3.8 is end-of-life. Not urgent for this '
                "release, but worth deciding on purpose rather than by accident.\n\n"
                "Division of labour noted: Benedikt tags and uploads via trusted publishing; "
                "you do the changelog and triage."
            ),
            U(
                "one rule I'm strict about, and I'd like you to hold me to it: never remove a "
                "public function without one minor release of warning. so the "
                "DeprecationWarning lands in 2.x and removal comes in 2.(x+1) at the earliest, "
                "never in the same release. people pin quire in build pipelines and I've been "
                "burned before (the set_spine incident of 2022. don't ask. there were emails.)"
            ),
            A(
                "Got it, and I'll hold you to it. Applied to what's on main:\n\n"
                "- `render_toc()`: has warned since 2.3.0 and is marked for removal in 2.4 "
                "(ab17e45), so it's eligible to go in 2.4.0.\n"
                "- `Book.add_cover_image()`: its warning only lands in this cycle (#401), so "
                "under your rule it has to stay in 2.4 and can't be removed before 2.5.\n\n"
                "A cheap guard against accidents is a test that every name in the deprecation "
                "table still exists and still warns until its removal version:\n\n"
                "```python\n"
                "import pytest\n"
                "import quire\n\n"
                "def test_add_cover_image_still_warns(tmp_path):\n"
                '    book = quire.Book(title="t")\n'
                "    with pytest.warns(DeprecationWarning):\n"
                '        book.add_cover_image(tmp_path / "cover.png")\n'
                "```\n\n"
                "When the removal release comes, deleting the test is part of the removal PR, "
                "which makes the decision visible in review."
            ),
            U(
                "ha, yes, past me wrote that table for a reason. ok, coffee. my cat just walked "
                "across the keyboard and opened 14 terminal tabs and a man page for tar."
            ),
            A("The cat has clearly read the release checklist. Enjoy the coffee."),
            U(
                "plan for the branch: I'll cut `release-2.4` off main on Monday 29 September, "
                "that's feature freeze. after that only bug fixes get cherry-picked onto it. "
                "main stays open for 2.5 stuff."
            ),
            A(
                "Sounds good: `release-2.4` cut from main on Monday 29 September as the feature "
                "freeze, bug fixes only after that, main open for 2.5. Two habits that make "
                "this painless:\n\n"
                "1. Use `git cherry-pick -x` so every backport records the original commit.\n"
                "2. Put a `backport` label on PRs that need to go to the branch, so nothing "
                "depends on someone remembering."
            ),
        ],
        [
            U(
                "CI is red on main. the oldest-deps job on 3.13:\n\n"
                "```\n"
                "test-oldest (ubuntu-latest, 3.13)\n"
                "  Collecting lxml==4.9.0 (from -c constraints/oldest.txt (line 1))\n"
                "    Downloading lxml-4.9.0.tar.gz (3.4 MB)\n"
                "  Building wheels for collected packages: lxml\n"
                "    Building wheel for lxml (pyproject.toml): started\n"
                "    ...\n"
                "    src/lxml/etree.c:289:12: fatal error: longintrepr.h: No such file or directory\n"
                '      289 |   #include "longintrepr.h"\n'
                "          |            ^~~~~~~~~~~~~~~\n"
                "    compilation terminated.\n"
                "    error: command '/usr/bin/gcc' failed with exit code 1\n"
                "    ERROR: Failed building wheel for lxml\n"
                "  ERROR: Could not build wheels for lxml, which is required to install "
                "pyproject.toml-based projects\n"
                "Error: Process completed with exit code 1.\n"
                "```\n\n"
                "every other job's green."
            ),
            A(
                "That's the lxml floor, not your code. What's happening:\n\n"
                "1. The oldest-deps job installs with `constraints/oldest.txt`, which pins "
                "lxml to your lower bound, 4.9.0.\n"
                "2. There's no lxml 4.9.0 wheel for 3.13, so pip falls back to the sdist.\n"
                "3. The sdist ships C code generated by an old Cython that includes "
                "`longintrepr.h`. That header stopped being public in CPython 3.11, so the "
                "compile fails. Installing libxml2 headers wouldn't fix it; the generated C "
                "itself is too old.\n\n"
                "Options:\n\n"
                "- **Raise the floor** to an lxml release that ships 3.13 wheels; 5.3.0 is the "
                "first. Cleanest, and lxml 5.x has been out long enough that few users will "
                "notice.\n"
                "- **Per-Python floors** with environment markers, e.g. a higher minimum only "
                "for 3.13. Works, but makes the oldest-deps job harder to reason about.\n"
                "- **Skip 3.13** in the oldest-deps job. Quickest, but it hides the fact that "
                "your declared minimum doesn't install there.\n\n"
                "I'd raise the floor. Raising a lower bound isn't an API change, but it's worth "
                "a line in the changelog so downstream packagers see it."
            ),
            U(
                "going with raising the floor. so lxml>=5.3,<6 in pyproject, and "
                "constraints/oldest.txt gets lxml==5.3.0. while I'm in there, Pillow: take the "
                "upper cap off and make it Pillow>=10.3. the <11 cap was only there because of "
                "the ImageFont.getsize removal and we haven't called that since the "
                "cover-thumbnail rewrite."
            ),
            A(
                "Makes sense. The dependencies block becomes:\n\n"
                "```toml\n"
                "dependencies = [\n"
                '    "lxml>=5.3,<6",\n'
                '    "Pillow>=10.3",\n'
                '    "python-slugify>=8.0",\n'
                "]\n"
                "```\n\n"
                "and `constraints/oldest.txt` gets `lxml==5.3.0` and `Pillow==10.3.0`.\n\n"
                "One side effect worth knowing: Pillow 11 no longer supports Python 3.8, so on "
                "3.8 the resolver will simply pick a 10.x release. That works, but it's another "
                "sign that 3.8 is becoming the odd one out in your matrix."
            ),
            U("yeah good point on 3.8. let me think about it and talk to Benedikt."),
            A("Sure, no rush. It doesn't block anything else."),
            U(
                "release mechanics: plan is 2.4.0rc1 goes up to PyPI the Monday before the "
                "release so the calibre-plugin folks and the two sphinx-epub builders "
                "downstream can test against it."
            ),
            A(
                "Good plan. PyPI treats rc versions as pre-releases, so pip won't install one "
                "unless someone asks for it with `--pre` or pins it exactly, which means nobody "
                "gets it by accident. For the downstream folks, the instruction is simply `pip "
                "install --pre quire==2.4.0rc1`. It's worth opening a tracking issue where they "
                "can report back, so you have a clear yes from each of them before the final "
                "tag."
            ),
            U("CI's green again. never been so happy to see a wall of ticks."),
            A("A wall of ticks is the best kind of wall."),
        ],
        [
            U(
                "ok, decisions from my call with Benedikt last night, in no particular order. "
                "we're dropping 3.8: it's been EOL for a year and the oldest-deps job is the "
                "only thing still running it, so requires-python goes to >=3.9 and 3.8 comes "
                "out of the matrix. we're moving the release too: Benedikt's giving a "
                "conference talk that week and I don't want to ship when neither of us is "
                "watching the tracker, so release is now Thursday 9 October. branch cut and "
                "freeze stay on Monday 29 September though. #412 (the EPUB Accessibility 1.1 "
                "metadata) has to land before we branch, it's the headline feature. #405 (async "
                "writer) is punted to 2.5, it's nowhere near ready and I'm not merging a "
                "half-done async API. and whoever merges the 3.8 removal writes the changelog "
                "line, which is me, because I'm doing it now while I remember."
            ),
            A(
                "Recap of the decisions:\n\n"
                '- **Python:** `requires-python = ">=3.9"`; 3.8 removed from the CI matrix '
                "and the trove classifiers. From now on any code I suggest targets 3.9, so no "
                "`match` statements and no `X | Y` unions evaluated at runtime.\n"
                "- **Release date:** Thursday 9 October.\n"
                "- **Freeze / branch cut:** unchanged, Monday 29 September.\n"
                "- **#412** (EPUB Accessibility 1.1 metadata): must land before the branch is "
                "cut; it's the headline feature.\n"
                "- **#405** (async writer): moved to the 2.5 milestone.\n"
                "- **Changelog line for dropping 3.8:** yours.\n\n"
                "Dropping an end-of-life Python in a minor release is normal practice, but "
                "putting it near the top of the changelog saves people from discovering it "
                "through a resolver error."
            ),
            U("will people still on 3.8 get a broken install once 2.4.0 is out?"),
            A(
                "No, as long as their pip is reasonably recent. `requires-python` ends up as "
                "`Requires-Python` in the package metadata, and pip (since version 9) skips "
                "releases whose `Requires-Python` excludes the running interpreter. Someone on "
                "3.8 running `pip install quire` will quietly get the newest 2.3.x instead.\n\n"
                "The cases that do break are rare: very old pip versions, and tools that "
                "download files directly without reading the metadata. Two things help:\n\n"
                "1. Make sure 2.3.x is a sensible place to be stuck, so if there's an important "
                "fix on main, consider a 2.3.2.\n"
                "2. Say it plainly in the changelog and the GitHub release notes, so people who "
                "wonder why they didn't get 2.4 can find out in one search."
            ),
            U(
                "yep. can you draft the 'Removed' section of the changelog for me? towncrier "
                "fragments eventually, I'll split it up myself. past tense, no emoji, link the "
                "PR numbers."
            ),
            A(
                "Here's a draft:\n\n"
                "```\n"
                "Removed\n"
                "-------\n"
                "- Removed ``quire.render_toc()``, deprecated since 2.3.0. Use\n"
                "  ``Book.build_nav()`` instead. (#396)\n"
                "- Removed ``Book.add_cover_image()``. Use ``Book.set_cover()`` instead. (#401)\n"
                "- Dropped support for Python 3.8. (#419)\n"
                "```"
            ),
            U(
                "no. add_cover_image only got its DeprecationWarning in this cycle (#401), "
                "literally nobody has seen the warning yet. the rule is one minor release of "
                "warning, so it stays in 2.4 with the warning and goes in 2.5. only render_toc "
                "goes now."
            ),
            A(
                "You're right; I stated the rule earlier and then ignored it. Corrected:\n\n"
                "```\n"
                "Removed\n"
                "-------\n"
                "- Removed ``quire.render_toc()``, deprecated since 2.3.0. Use\n"
                "  ``Book.build_nav()`` instead. (#396)\n"
                "- Dropped support for Python 3.8; quire now requires Python 3.9 or\n"
                "  later. (#419)\n\n"
                "Deprecated\n"
                "----------\n"
                "- Deprecated ``Book.add_cover_image()`` in favour of\n"
                "  ``Book.set_cover()``. It will be removed in 2.5. (#401)\n"
                "```"
            ),
            U("better. thanks."),
            A("You're welcome."),
        ],
        [
            U(
                "bit of news. Benedikt's partner went into labour five weeks early last night. "
                "everyone's fine, baby is tiny and furious apparently. so he's on parental "
                "leave from today and back in the new year, and the release is mine plus "
                "Yuki's. Yuki (@ytanabe) got commit rights in the spring, she's going to do the "
                "tag and the PyPI upload. I've added her as a required reviewer on the publish "
                "environment in the repo settings."
            ),
            A(
                "Congratulations to them both; I hope they get some sleep eventually. So for "
                "this release Yuki does the tag and the PyPI upload, and you stay on the "
                "changelog and triage.\n\n"
                "For a first release through trusted publishing, things for Yuki to check "
                "beforehand:\n\n"
                "1. The environment name in the workflow's `environment:` key matches the "
                "environment configured as the trusted publisher on PyPI, exactly.\n"
                "2. She can approve deployments for that environment (you've done that).\n"
                "3. The tag pattern the workflow listens for.\n"
                "4. Optionally, a dry run to TestPyPI from a throwaway tag, so the first real "
                "run isn't also the first run she's watched.\n\n"
                "Trusted publishing means there's no API token to hand over, which is exactly "
                "what you want when someone goes on leave at short notice: the permission lives "
                "in the repository and the PyPI project settings, not in one person's password "
                "manager."
            ),
            U(
                "environment's called release-pypi, and the workflow only runs on tags matching "
                "v*. Yuki's never cut one so I'll pair with her on a call."
            ),
            A(
                "Good. A short checklist for the call:\n\n"
                "1. Bump `__version__` on the release branch and merge the changelog.\n"
                "2. Create an annotated tag `v2.4.0` on the release branch's head and push "
                "it.\n"
                "3. Approve the deployment in the `release-pypi` environment when the workflow "
                "pauses.\n"
                "4. Check the PyPI page: both the sdist and the wheel present, metadata and "
                "`Requires-Python` correct.\n"
                "5. Publish the GitHub release with the changelog section as its notes."
            ),
            U(
                "also, turns out the pre-release build workflow filters on branches: "
                "['release/**'], so a branch called release-2.4 would never have triggered it. "
                "I've cut the branch as release/2.4 instead and deleted the other one before "
                "anyone pushed to it. CI is running on it now."
            ),
            A(
                "Good catch. So the release branch is `release/2.4`, and backports go there "
                "with `git cherry-pick -x`. If you use a backport bot or a label-driven action, "
                "check its target-branch setting too; those often have the branch name "
                "hard-coded and fail quietly. It's also worth adding branch protection to "
                "`release/**` (required status checks, no force pushes), so a stray push can't "
                "land on the release branch without CI."
            ),
            U(
                "Yuki just sent me a gif of a cat in a hard hat captioned 'release engineer'. "
                "morale is high."
            ),
            A(
                "The cat in the hard hat has earned a promotion. Good morale at freeze time is half the battle."
            ),
        ],
        [
            U(
                "change of plan on the rc: skip it. Yuki pointed out that the calibre-plugin "
                "folks and both sphinx-epub builders have been testing the branch build "
                "artifacts since Monday, so an rc would just add a week of nothing happening. "
                "so no rc this cycle, straight to 2.4.0 on the 9th."
            ),
            A(
                "Makes sense; the branch artifacts are already doing the job a pre-release "
                "would do. Updated plan: no rc this cycle, and 2.4.0 ships on Thursday 9 "
                "October straight from `release/2.4`. One thing worth keeping from the rc "
                "habit: ask the downstream testers to confirm in the tracking issue which "
                "commit they tested, so you know their yes covers the final branch head."
            ),
            U(
                "docs job failed on release/2.4:\n\n"
                "```\n"
                "Warning, treated as error:\n"
                "/home/runner/work/quire/quire/docs/api.rst:41:py:class reference target not "
                "found: lxml.etree._Element\n"
                "make: *** [Makefile:20: html] Error 2\n"
                "```\n\n"
                "only the docs job, tests are all green."
            ),
            A(
                "That's Sphinx running in nitpicky mode with warnings as errors (`-n -W`). "
                "`lxml.etree._Element` is a private class, so it isn't in lxml's intersphinx "
                "inventory and the cross-reference can't resolve. It probably appears because "
                "a type hint in the public API mentions it.\n\n"
                "Options, roughly from least to most effort:\n\n"
                '1. Add it to `nitpick_ignore` in `conf.py`: `nitpick_ignore = [("py:class", '
                '"lxml.etree._Element")]`.\n'
                "2. Change the documented type to something public, for example by "
                "annotating with a protocol or `typing.Any` in the public signature.\n"
                "3. Drop `-W` for the docs job, which I wouldn't do; it's what caught this."
            ),
            U(
                "fixed with a nitpick_ignore entry, it's a private class anyway. ok status for "
                "my notes: #412 is merged and on the branch, docs are green, and we're waiting "
                "on Yuki's review of the changelog PR (#421) before she tags v2.4.0."
            ),
            A(
                "Status, for the tracking issue:\n\n"
                "- **Release:** 2.4.0 on Thursday 9 October from `release/2.4`; no rc this "
                "cycle.\n"
                "- **Publishing:** Yuki tags `v2.4.0` and approves the upload in the "
                "`release-pypi` environment; you pair with her.\n"
                '- **Pins:** `lxml>=5.3,<6`, `Pillow>=10.3`, `requires-python = ">=3.9"`.\n'
                "- **Removed:** `render_toc()`. **Deprecated:** `Book.add_cover_image()`, "
                "removal in 2.5 (one minor release of warning).\n"
                "- **Headline:** #412 merged and on the branch. #405 is in the 2.5 milestone.\n"
                "- **CI:** tests and docs green.\n"
                "- **Waiting on:** Yuki's review of the changelog PR, #421."
            ),
            U("thanks, that's going in the tracking issue."),
            A("Good luck on the 9th."),
        ],
    ]
    check = {
        "code target": ["oldest supported"],
        "release date": ["9 October"],
        "lxml pin": ["lxml>=5.3,<6"],
        "pillow pin": ["Pillow>=10.3"],
        "python floor": [">=3.9"],
        "branch": ["release/2.4"],
        "freeze": ["29 September"],
        "deprecation rule": ["one minor release of warning"],
        "removed": ["render_toc"],
        "deprecated": ["add_cover_image"],
        "headline": ["#412"],
        "punted": ["#405"],
        "publisher": ["Yuki"],
        "environment": ["release-pypi"],
        "rc": ["no rc this cycle"],
        "changelog style": ["past tense"],
        "waiting on": ["#421"],
    }
    stale = {
        "release date": ["2 October"],
        "lxml pin": ["lxml>=4.9"],
        "pillow pin": ["Pillow>=9.5"],
        "python floor": [">=3.8"],
        "branch": ["release-2.4"],
        "publisher": ["Benedikt"],
        "rc": ["2.4.0rc1"],
    }
    return parts, check, stale


def choir_concert() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are helping the treasurer of Saltmarsh Community Choir organise the "
                    "Christmas concert. Keep replies short unless asked for detail, and show "
                    "money as a running tally."
                ),
            },
            U(
                "hi. treasurer, Saltmarsh Community Choir. xmas concert Sat 13 Dec 7pm, St "
                "Aidans. need help keeping money + logistics straight, cmte can't do "
                "spreadsheets"
            ),
            A(
                "Happy to help. To get started, could you send:\n\n"
                "- Venue capacity and hire cost.\n"
                "- Ticket prices.\n"
                "- Any performers or helpers you're paying.\n"
                "- Other costs you already know about: printing, refreshments, music hire, "
                "licences.\n"
                "- What money you're starting with, for example a float from the choir "
                "account.\n\n"
                "I'll keep a running tally as we go: money in, money out and the balance after "
                "each change, so you can paste it straight into the committee report. If you "
                "sell tickets online, it also helps to know whether the platform pays out "
                "weekly or only after the event, because that changes how much cash the choir "
                "actually has in hand before the night."
            ),
            U(
                "St Aidans holds 210 incl gallery. hire £180 total, vicar does us mates rates. tix adult £12 conc £8 u16 free"
            ),
            A(
                "Got it: St Aidan's, 210 seats including the gallery; hire £180. Tickets: "
                "adult £12, concession £8, under-16s free.\n\n"
                "On the hire alone, break-even is 15 adult tickets. Once printing, refreshments "
                "and any fees are in, it'll be more; send the other costs when you have them "
                "and I'll work out a proper figure.\n\n"
                "Free tickets for under-16s are a good idea for a Christmas concert: they bring "
                "in families, and the adults who come with them pay full price. It's still "
                "worth issuing them as tickets rather than letting children walk in, so your "
                "headcount stays accurate for the venue."
            ),
            U("conc = over 65s, students, unwaged. no proof needed, honour system"),
            A(
                "Honour system noted. It's what most community choirs do; the handful of "
                "people who stretch it are rarely worth the awkwardness of checking, and "
                "asking a pensioner for proof of age at the door of a carol concert is not "
                "a good look. If you sell online, the concession ticket type can carry a short "
                "description ('over 65s, students, unwaged') so people can choose for "
                "themselves."
            ),
            U("soloist for O Holy Night = Imogen Hartley. £150. shes a pro, worth every penny"),
            A(
                "Noted: Imogen Hartley for O Holy Night, £150. Is she paid on the night or by "
                "bank transfer afterwards? Worth agreeing now so it isn't a scramble after the "
                "concert. If it's a transfer, get her bank details in writing well before the "
                "day, and ask whether she wants a short invoice or receipt for her own tax "
                "records; professional singers usually do."
            ),
            U(
                "transfer after. rehearsal thurs 7.30 scout hut as usual. MD Gareth, "
                "accompanist Pam. extra rehearsal in church Sat 6 Dec 2pm w/ Imogen"
            ),
            A(
                "Noted:\n\n"
                "- Weekly rehearsal: Thursdays 7.30, scout hut.\n"
                "- Musical director Gareth, accompanist Pam.\n"
                "- Extra rehearsal in St Aidan's on Sat 6 Dec at 2pm, with the soloist.\n"
                "- Soloist paid by bank transfer after the concert."
            ),
            U("raffle: £1 a strip, Sue doing prizes"),
            A(
                "Fine. A raffle held at the concert, with tickets sold only on the night and "
                "the draw made before everyone leaves, normally counts as an 'incidental "
                "lottery', so no licence is needed. The limits to keep in mind: no more than "
                "£500 spent on bought prizes (donated prizes don't count), no more than £100 "
                "of the proceeds on expenses, no cash prizes, and no rollover to another "
                "event. Everything else goes to the choir."
            ),
            U("ok. money so far: £200 float from choir acct. paid £90 hire deposit"),
            A(
                "Running tally:\n\n"
                "| Item | In | Out |\n"
                "|---|---|---|\n"
                "| Float from choir account | £200 | |\n"
                "| Hire deposit, St Aidan's | | £90 |\n"
                "| **Balance** | **£110** | |\n\n"
                "Still to pay: £90 hire balance; soloist's fee after the concert."
            ),
            U("ta"),
            A("Any time."),
        ],
        [
            U(
                "cmte mtg last nite. minutes bit:\n\n"
                "| item | decision |\n"
                "|---|---|\n"
                "| tix | adult up to £14, conc stays £8, u16 free. TicketSource live Mon |\n"
                "| interval | mince pies + mulled wine, Jen + Col |\n"
                "| photos | NO flash during perf. phones ok between pieces |\n"
                "| profit | 50/50 choir + RNLI |\n"
                "| programmes | 200 from Kwikprint, £64 |\n\n"
                "adult went up bc of hire + printing"
            ),
            A(
                "Thanks, updated:\n\n"
                "- Tickets: adult £14, concession £8, under-16s free. TicketSource goes live "
                "Monday. TicketSource can pass its booking fee on to the buyer, which keeps "
                "your payout equal to the face value of the tickets; it's worth checking that "
                "setting before the event goes live, because it's easy to miss.\n"
                "- Interval: mince pies and mulled wine, Jen and Col.\n"
                "- No flash during the performance; phones fine between pieces.\n"
                "- Profit split 50/50 between the choir and the RNLI.\n"
                "- Programmes: 200 from Kwikprint, £64.\n\n"
                "Known costs are now the £180 hire, £150 soloist and £64 programmes, £394 in "
                "all, so break-even is 29 adult tickets at £14. Concessions bring in less "
                "each, so in practice you'll need a few more tickets than that, perhaps 35 "
                "with a typical mix. Anything above that is profit for the 50/50 split.\n\n"
                "For the split, it's cleanest to agree now what counts as costs (hire, soloist, "
                "programmes, refreshments, any licence) so there's no argument later about what "
                "comes off before the RNLI's half is worked out."
            ),
            U("programmes paid. £64"),
            A(
                "| Item | In | Out |\n"
                "|---|---|---|\n"
                "| Float from choir account | £200 | |\n"
                "| Hire deposit, St Aidan's | | £90 |\n"
                "| Programmes, Kwikprint | | £64 |\n"
                "| **Balance** | **£46** | |"
            ),
            U("Gareth wants an announcement re flash at the start. can u draft. short"),
            A(
                "\"Good evening and welcome to St Aidan's. Before we begin, a quick request: "
                "please don't use flash photography during the performance. It's distracting "
                "for the singers and can trigger migraines. You're very welcome to take photos "
                "without flash between pieces. Please also switch your phones to silent. "
                'Thank you, and enjoy the concert."\n\n'
                'If Gareth wants something warmer, a longer version: "Good evening, and a '
                "very warm welcome to St Aidan's for our Christmas concert. We're delighted to "
                "see so many of you here. Just two requests before we start: please keep phones "
                "on silent, and please don't use flash during the music. Photos without flash "
                "between pieces are absolutely fine, and we'd love you to share them. Half of "
                "tonight's profit goes to the RNLI, so thank you for being here.\""
            ),
            U("good. Pam gets migraines from flash, thats the real reason, but dont say that"),
            A(
                "Understood; the announcement doesn't mention Pam. 'Can trigger migraines' is "
                "general enough, but I can take that phrase out too if you'd rather. It might "
                "also help to ask the stewards to have a quiet word with anyone who uses flash "
                "during the first piece, since that's usually when it happens."
            ),
            U("leave it in"),
            A("Will do."),
        ],
        [
            U(
                "bad news. Imogen has laryngitis, dr says no singing for 3 wks. Ros Adeyemi "
                "(our alto section leader) doing O Holy Night. £100, agreed w/ Gareth"
            ),
            A(
                "Sorry to hear that; I hope she's better soon. Updated: Ros Adeyemi now sings "
                "O Holy Night, fee £100. That takes £50 off your costs, and brings break-even "
                "down by three or four adult tickets. Having a soloist from inside the choir is "
                "often a nice touch for the audience, too; people love seeing one of their own "
                "step forward. Is Ros still doing the Sat 6 Dec rehearsal in the church, and "
                "is she also paid by transfer after the concert?"
            ),
            U("yes Sat 6 Dec still on. Ros + Pam + Gareth 2pm, full choir 3pm"),
            A("Noted: Sat 6 Dec in St Aidan's, Ros, Pam and Gareth at 2pm, full choir from 3pm."),
            U(
                "email from the churchwarden:\n\n"
                "> Hi Bev, just checking the staging plan with you. With the risers across the "
                "chancel step we lose the front two rows, and the fire officer's note says the "
                "gallery can't be used while the side stair is blocked by the piano. So your "
                "seated capacity on the 13th will be 185, not the usual. Sorry! Happy to talk "
                "it through. The heating will go on at 4pm so the church is warm by the time "
                "the audience arrives, and I'll leave the vestry open for the choir to change "
                "and store coats. Best, Martin (churchwarden)\n\n"
                "so 185 max. TicketSource so far: 41 adult, 13 conc, 7 u16"
            ),
            A(
                "OK, capacity is 185. Sold so far: 41 adult, 13 concession and 7 under-16s, "
                "61 seats, which leaves 124 for further sales and the door.\n\n"
                "Ticket income: 41 × £14 = £574, plus 13 × £8 = £104, so £678. Has TicketSource "
                "paid that out to the choir account yet, or is it still being held?\n\n"
                "One practical point with the lower capacity: set the online allocation a little "
                "below 185 so you keep some seats for people who turn up on the night, and ask "
                "whoever runs the door to keep a simple count of tickets sold there, so the "
                "total never goes over the fire limit. A clicker counter costs a few pounds and "
                "saves a lot of worry."
            ),
            U("paid out to choir acct. add it"),
            A(
                "| Item | In | Out |\n"
                "|---|---|---|\n"
                "| Float from choir account | £200 | |\n"
                "| Hire deposit, St Aidan's | | £90 |\n"
                "| Programmes, Kwikprint | | £64 |\n"
                "| TicketSource payout 1 | £678 | |\n"
                "| **Balance** | **£724** | |"
            ),
            U(
                "ta. also vicar says no alcohol on church premises now, new diocese policy. so "
                "no mulled wine. Jen doing hot spiced apple instead"
            ),
            A(
                "Noted: no alcohol. Interval is mince pies and hot spiced apple juice, Jen and "
                "Col serving. It also saves you a job: selling alcohol at an event normally "
                "needs a Temporary Event Notice from the council, so that's one less form. If "
                "you're charging for the interval food and drink, a price list on the table "
                "and a card reader or a tin with change will keep the queue moving."
            ),
        ],
        [
            U(
                "raffle's off. Sue's moving to her daughter's in Dec and nobody else will do prizes. dont replace it"
            ),
            A(
                "OK, no raffle this year, and nothing in its place. I'll leave it out of the "
                "running order and the tally. If anyone has already donated a prize, it may be "
                "worth a quick note thanking them and asking whether they'd like it back or "
                "held over for the summer event, so nobody feels their gift disappeared."
            ),
            U("paid hire balance £90. mince pies + apple stuff £46 to Jen, reimbursed"),
            A(
                "| Item | In | Out |\n"
                "|---|---|---|\n"
                "| Float from choir account | £200 | |\n"
                "| Hire deposit, St Aidan's | | £90 |\n"
                "| Programmes, Kwikprint | | £64 |\n"
                "| TicketSource payout 1 | £678 | |\n"
                "| Hire balance, St Aidan's | | £90 |\n"
                "| Interval food and drink, Jen | | £46 |\n"
                "| **Balance** | **£598** | |"
            ),
            U("598?? no. 724 - 90 - 46 = £588"),
            A(
                "You're right, sorry: 724 − 90 − 46 is £588. Corrected balance: **£588**. The "
                "hire is now fully paid (£180)."
            ),
            U("PRS - do we need a licence?"),
            A(
                "Possibly. PRS for Music covers the public performance of copyright music, "
                "and the usual position is:\n\n"
                "- **Traditional carols** (Hark the Herald, O Come All Ye Faithful and so on) "
                "are out of copyright, so they don't need cover, although a modern "
                "arrangement of one can still be in copyright.\n"
                "- **Modern pieces** (Rutter, Chilcott, anything arranged recently) are in "
                "copyright, and performing them at a public, ticketed concert needs a PRS "
                "licence.\n"
                "- Many churches hold a PRS licence, but some only hold a CCLI licence, which "
                "covers worship, not concerts. Ask whether St Aidan's licence covers ticketed "
                "concerts by outside groups.\n"
                "- If it doesn't, the choir can get cover for the single event; the fee is "
                "based on ticket income, so for a concert this size it's modest.\n\n"
                "Separately, photocopying sheet music is covered by a different licence, but "
                "that's about rehearsal copies, not the concert."
            ),
            U("asked Martin. waiting to hear re PRS"),
            A("OK, PRS is pending until Martin replies."),
            U(
                "Gareth just sent 14 emails abt the tenor line. 14. running order at least, for "
                "the programme:\n\n"
                "1. Once in Royal David's City (candle procession)\n"
                "2. Ding Dong Merrily on High\n"
                "3. Rutter - Star Carol (w/ junior choir)\n"
                "4. In the Bleak Midwinter (Darke)\n"
                "5. O Holy Night - Ros\n"
                "6. Audience carol: Hark the Herald\n"
                "INTERVAL 20 min\n"
                "7. Chilcott - Shepherd's Pipe Carol\n"
                "8. Sussex Carol\n"
                "9. Silent Night (lights down)\n"
                "10. Audience carol: O Come All Ye Faithful"
            ),
            A(
                "Tenors inspire strong feelings. Let's hope it's settled before the 13th.\n\n"
                "The running order looks good: a strong opener with the procession, the solo "
                "just before the interval, and audience carols closing each half so people go "
                "out singing. Two notes for the programme: credit the junior choir by name for "
                "the Star Carol, and print the words of the audience carols on the back page. "
                "For PRS, the Rutter and the Chilcott are the pieces that matter; the rest are "
                "traditional, although it's worth checking whether any of the arrangements are "
                "recent."
            ),
        ],
        [
            U("more TicketSource: 22 adult 6 conc 2 u16 since last time. payout £356 landed"),
            A(
                "22 × £14 = £308, plus 6 × £8 = £48, so £356. That matches the payout.\n\n"
                "| Item | In | Out |\n"
                "|---|---|---|\n"
                "| Float from choir account | £200 | |\n"
                "| Hire, St Aidan's (deposit + balance) | | £180 |\n"
                "| Programmes, Kwikprint | | £64 |\n"
                "| Interval food and drink, Jen | | £46 |\n"
                "| TicketSource payout 1 | £678 | |\n"
                "| TicketSource payout 2 | £356 | |\n"
                "| **Balance** | **£944** | |\n\n"
                "Seats: 61 + 30 = 91 sold, 94 left of 185 for the door.\n\n"
                "You're now well past break-even on ticket sales, so everything from here, "
                "after Ros's fee, adds to the profit for the choir and the RNLI. For the door on "
                "the night, take a cash float in small change and a card reader if the choir "
                "has one; at £14 and £8, a float heavy in £1 coins and £5 notes will do."
            ),
            U("ok £944 in acct, matches bank. Ros's £100 still to go out after"),
            A(
                "Good. Still to go out: £100 to Ros by transfer after the concert. Door sales "
                "and the profit split with the RNLI come after that. When you do the final "
                "figures, it helps the committee if the report shows ticket income, door "
                "income and each cost on its own line, then the profit, then the two halves, "
                "so anyone can check the sums without asking you."
            ),
            U("RNLI want to do a bucket collection at the door. ok?"),
            A(
                "It's usually fine. A collection inside a private venue doesn't need a street "
                "collection permit, only the venue's agreement, so check with Martin. Two "
                "things that keep it tidy: have the RNLI volunteers count the buckets with a "
                "choir member present, and keep the bucket money separate from the ticket and "
                "door money, so it doesn't muddy your tally or the 50/50 split."
            ),
            U("Martin says fine. PRS still pending"),
            A(
                "Noted. Where things stand:\n\n"
                "- Concert Sat 13 Dec, 7pm, St Aidan's; capacity 185; 91 sold, 94 left.\n"
                "- Tickets adult £14, concession £8, under-16s free.\n"
                "- Ros Adeyemi sings O Holy Night, £100 after the concert.\n"
                "- Rehearsals Thursdays 7.30 at the scout hut; Sat 6 Dec in church.\n"
                "- No flash during the performance; announcement drafted for Gareth.\n"
                "- No alcohol; mince pies and hot spiced apple.\n"
                "- No raffle.\n"
                "- Profit 50/50 choir and RNLI; RNLI bucket collection at the door.\n"
                "- Balance £944.\n"
                "- Pending: PRS, waiting on Martin."
            ),
            U("ta. thats everything for now"),
            A("Good luck on the 13th."),
        ],
    ]
    check = {
        "concert": ["13 Dec", "7pm"],
        "venue": ["St Aidans"],
        "adult tix": ["£14"],
        "concessions": ["conc £8"],
        "under-16s": ["u16 free"],
        "concession rule": ["honour system"],
        "capacity": ["185"],
        "hire": ["£180"],
        "soloist": ["Ros Adeyemi"],
        "rehearsal": ["thurs 7.30"],
        "extra rehearsal": ["Sat 6 Dec"],
        "md": ["Gareth"],
        "flash": ["NO flash"],
        "drinks": ["no alcohol"],
        "raffle": ["raffle's off"],
        "profit split": ["RNLI"],
        "balance": ["£944"],
        "pending": ["PRS"],
    }
    stale = {
        "adult tix": ["£12"],
        "capacity": ["210"],
        "soloist": ["Imogen"],
        "drinks": ["mulled wine"],
        "raffle": ["£1 a strip"],
        "balance": ["£588"],
    }
    return parts, check, stale


def fodmap_dinner() -> Apart:
    parts = [
        [
            U(
                "Hello, good morning! I need some proper help with meal planning for the next "
                "two weeks and also one dinner party, and I am honestly a bit overwhelmed, so "
                "please bear with me, this will be a long message. Myself Lavanya, I stay in "
                "Indiranagar, Bangalore, with my husband Arjun. For almost one year I have been "
                "having stomach issues, bloating, cramps, running to the washroom after lunch "
                "in office, the full drama, and finally after many tests my gastro said it is "
                "IBS and sent me to a dietitian, Ms Rukmini Iyer at Nourish Clinic in "
                "Koramangala. She has put me on the low-FODMAP diet, the elimination phase, for "
                "two weeks starting Monday 3 March. The problem is she has basically removed "
                "onion and garlic, which for a South Indian household is like removing oxygen "
                "only. Arjun eats everything, thankfully, and he is quite supportive, but my "
                "cooking maid Lakshmi is already looking at me like I have lost my mind. I will "
                "paste the dietitian's instructions in the next message. Also, on top of all "
                "this, we are hosting a dinner on Saturday 15 March, which was planned months "
                "back and I cannot cancel now because my in-laws are coming from Mysore "
                "specially for it."
            ),
            A(
                "Good morning, Lavanya. That's a lot to juggle, but it's very doable, and "
                "plenty of South Indian cooking adapts well to low-FODMAP once you have a few "
                "substitutions in place.\n\n"
                "So far I have:\n\n"
                "- Low-FODMAP elimination phase for two weeks from Monday 3 March, under Ms "
                "Rukmini Iyer at Nourish Clinic.\n"
                "- Dinner party on Saturday 15 March, with your in-laws coming from Mysore.\n"
                "- Lakshmi cooks for you; Arjun eats everything.\n\n"
                "Please paste the dietitian's instructions; I'll treat them as the rules and "
                "plan around them. It would also help to know Lakshmi's timings, your office "
                "days, your grocery budget, and the guest list and menu you have in mind for "
                "the 15th."
            ),
            U(
                "This is what Rukmini ma'am sent on WhatsApp, I am pasting exactly:\n\n"
                "'Hi Lavanya, as discussed today. PHASE 1 (ELIMINATION), 2 weeks from Mon 3 "
                "March:\n"
                "1. NO onion, NO garlic in any form (including powders, ready masalas, "
                "pickles). Garlic-infused oil is fine, FODMAPs do not go into oil. Spring onion "
                "GREEN part only is ok.\n"
                "2. Hing: only the gluten-free one, a pinch. Regular hing has wheat flour.\n"
                "3. Dairy: lactose-free milk and curd only. Paneer up to 40 g per meal is ok. "
                "No khoa, no condensed milk, no regular curd.\n"
                "4. Wheat: no regular roti, maida, rava. Use jowar, ragi, rice, millets.\n"
                "5. Pulses: moong dal or toor dal up to 1/2 cup cooked per meal. Chickpeas only "
                "canned and rinsed, max 1/4 cup. NO rajma, NO whole urad.\n"
                "6. Fruit: one serving per sitting only. Firm banana, papaya, orange, grapes, "
                "pineapple ok. No mango, apple, watermelon, chikoo.\n"
                "7. Maintain symptom diary daily (food, time, symptoms 0-10).\n"
                "Review: Tue 18 March, 5 pm. Do not start reintroduction before we meet.'\n\n"
                "She is very strict but very sweet."
            ),
            A(
                "Thank you, that's very clear. The short version I'll plan around:\n\n"
                "- No onion or garlic in any form, including ready masalas and pickles. "
                "Garlic-infused oil is allowed, and so is the green part of spring onion.\n"
                "- Gluten-free hing only.\n"
                "- Lactose-free milk and curd; paneer up to 40 g a meal; no khoa or condensed "
                "milk.\n"
                "- No regular wheat: jowar, ragi, rice and millets instead.\n"
                "- Moong or toor dal up to half a cup cooked; rinsed canned chickpeas up to a "
                "quarter cup; no rajma or whole urad.\n"
                "- One serving of fruit per sitting, from her list.\n"
                "- Daily symptom diary.\n"
                "- Review on Tue 18 March, no reintroduction before then.\n\n"
                "The good news is that a lot of everyday South Indian food fits with small "
                "changes: rasam and sambar tempered in garlic-infused oil with gluten-free "
                "hing, curry leaves and mustard seeds; lemon rice, tomato rice and curd rice "
                "with lactose-free curd; poriyals of beans, carrot, cabbage or capsicum; ragi "
                "dosa, jowar roti and millet pongal. The main work is replacing the onion "
                "base, which ginger, tomato, curry leaves and a bit more tempering cover "
                "surprisingly well."
            ),
            U(
                "Okay, some more details so that you can plan properly. Lakshmi comes Monday to "
                "Saturday, 7 to 9 in the morning, and she makes breakfast and lunch, and mostly "
                "the dinner sabzi also which I warm up in the evening, but Sunday she is off, so "
                "Sunday is me or Arjun or Swiggy. I go to office Tuesday and Thursday (hybrid), "
                "so those days I need a tiffin that is okay at room temperature till 1 pm. One "
                "very important thing: I do not eat reheated rice at all. Not from the fridge, "
                "not kept from lunch, nothing. My mother was very particular about it and then I "
                "read about that Bacillus cereus thing and now I cannot unsee it. So any rice has "
                "to be cooked fresh for that meal, small quantity is fine, we have a small "
                "cooker. Grocery budget for these two weeks is Rs 4,000 per week, we buy mostly "
                "from the Saturday market and Namdhari's, Arjun does the shopping on Saturday "
                "mornings."
            ),
            A(
                "Noted, all of it:\n\n"
                "- Lakshmi: Monday to Saturday, 7 to 9 am, breakfast, lunch and the dinner "
                "sabzi. Sundays are on you or Arjun.\n"
                "- Office Tuesday and Thursday, tiffin at room temperature until 1 pm.\n"
                "- No reheated rice, ever: rice cooked fresh for each meal in small "
                "quantities.\n"
                "- Grocery budget Rs 4,000 per week; Arjun shops on Saturday mornings at the "
                "market and Namdhari's.\n\n"
                "One thing to think about for the tiffin days. Rice cooked at 8 am and eaten at "
                "1 pm isn't reheated, but rice sitting at room temperature for a few hours is "
                "actually the situation where Bacillus cereus becomes a concern, especially in "
                "Bangalore's heat. Since you're careful about rice anyway, it may be simpler to "
                "keep rice out of the tiffin altogether and pack jowar roti or a millet dish on "
                "Tuesdays and Thursdays."
            ),
            U(
                "Good point, I did not think of that at all. For tiffins let us do no rice, only jowar roti or millet upma. Thank you!"
            ),
            A(
                "Done: no rice in the tiffin, jowar roti or millet upma on Tuesdays and "
                "Thursdays. Millet upma works without onion if Lakshmi tempers it with mustard "
                "seeds, curry leaves, ginger, green chilli and a pinch of gluten-free hing."
            ),
            U(
                "By the way it is already 34 degrees here and it is only March, Bangalore "
                "weather has gone mad. Our AC service fellow is also not picking up the phone."
            ),
            A(
                "That's early for that kind of heat! Plenty of buttermilk weather, although "
                "for you it will have to be the lactose-free kind for now. Hope the AC person "
                "turns up before April."
            ),
        ],
        [
            U(
                "Now the dinner party. Saturday 15 March, 8 pm at our place. Guest list as of "
                "now: Arjun's parents (Amma and Appa, coming from Mysore), Arjun's colleague "
                "Rohit and his wife Sneha, my college friend Divya, and our neighbours Gladys "
                "and Victor Fernandes, who are the sweetest old couple in the building. With "
                "Arjun and me that makes 9 people in total. Menu I was thinking: for starter a "
                "pani puri counter because Appa loves it, then Malabar prawn curry, lemon rice, "
                "beans poriyal, jowar rotis, and for sweet elaneer payasam with lactose-free "
                "milk. Budget for the whole party, including drinks, Rs 6,000. I want to eat the "
                "same food as everybody, I do not want to sit with a separate plate like a "
                "patient in my own house."
            ),
            A(
                "That's a lovely menu, and you can eat almost all of it with a few tweaks. Going "
                "dish by dish:\n\n"
                "- **Pani puri counter:** the tricky one. The puris are made with rava or maida, "
                "the filling usually has onion, and the pani often uses ready chaat masala.\n"
                "- **Malabar prawn curry:** make the masala with coconut, Kashmiri chilli, "
                "coriander and turmeric, use garlic-infused oil for the tempering, add ginger "
                "and tomato instead of onion, and finish with coconut milk. For convenience, a "
                "spoon of ready-made Malabar fish masala gives a good base.\n"
                "- **Lemon rice:** fits perfectly; cook the rice just before guests sit down.\n"
                "- **Beans poriyal:** fine as it is, tempered without onion.\n"
                "- **Jowar rotis:** fine.\n"
                "- **Elaneer payasam:** with lactose-free milk, fine in a normal portion.\n\n"
                "For 9 people, Rs 6,000 is workable, though the prawns will be the biggest "
                "single cost."
            ),
            U(
                "Wait, the ready-made fish masala has garlic powder in it, I checked the Eastern "
                "packet in my kitchen and it is written right there in the ingredients. Rukmini "
                "ma'am said no ready masalas, that is point 1 only. I will grind the masala "
                "fresh, Lakshmi can do it in the morning."
            ),
            A(
                "You're right, sorry; point 1 rules out ready masalas and I shouldn't have "
                "suggested one. Fresh-ground is better anyway. For the curry masala: dry-roast "
                "Kashmiri chilli, coriander seeds, a few peppercorns and a little fennel, grind "
                "with grated coconut and turmeric, and temper in garlic-infused oil with "
                "mustard seeds, curry leaves, ginger and green chilli. Lakshmi can grind it on "
                "Saturday morning and keep it in the fridge."
            ),
            U(
                "And forget the pani puri counter, drop it fully. Puris are made with rava, "
                "the filling has onion, and honestly standing and assembling puris for "
                "everybody while also frying rotis and serving is too much fuss. No starter as "
                "such, we will just keep some roasted peanuts and chips with the drinks."
            ),
            A(
                "Sensible; that's one less job on the night. No starter counter, just roasted "
                "peanuts and chips with the drinks. Go for plain salted chips, since the "
                "flavoured ones often have onion or garlic powder."
            ),
            U(
                "Arjun just asked me whether 'low-FODMAP' is a Marvel villain. This is the man I married."
            ),
            A(
                "To be fair, it does sound like one. 'Low-FODMAP, destroyer of biryanis.' At "
                "least he's on your side in the story."
            ),
            U(
                "Can you make the two week plan now? Breakfast, lunch, dinner, keep it simple "
                "and Lakshmi-friendly, and remember the tiffin days and the rice thing."
            ),
            A(
                "Here's a simple plan. Lunch on Tuesdays and Thursdays is the tiffin (no "
                "rice); rice anywhere else is cooked fresh for that meal.\n\n"
                "**Week 1 (3 to 9 March)**\n"
                "- Mon: ragi dosa with coconut chutney / lemon rice, beans poriyal, rasam / "
                "jowar roti, carrot-capsicum sabzi, moong dal.\n"
                "- Tue: millet pongal / tiffin: jowar roti, potato-beans sabzi / fresh rice, "
                "tomato rasam, cabbage poriyal.\n"
                "- Wed: poha-style rice flakes with peanuts / fresh rice, toor dal sambar "
                "(brinjal, tomato), curd with lactose-free curd / jowar roti, paneer bhurji "
                "(40 g).\n"
                "- Thu: ragi porridge with lactose-free milk and banana / tiffin: millet upma, "
                "cucumber / fresh rice, pepper rasam, carrot poriyal.\n"
                "- Fri: dosa (rice batter) with tomato chutney / fresh tomato rice, raita with "
                "lactose-free curd / jowar roti, moong dal, beans poriyal.\n"
                "- Sat: millet pongal / fresh lemon rice, potato roast / jowar roti, egg curry "
                "(no onion, ginger-tomato base).\n"
                "- Sun (no Lakshmi): eggs and jowar toast / fresh curd rice with lactose-free "
                "curd / simple rasam and fresh rice.\n\n"
                "**Week 2 (10 to 16 March)**\n"
                "- Same shape as week 1 with swaps to keep it interesting: ragi mudde with "
                "sambar, millet dosa, fish fry with garlic-infused oil, spinach poriyal in "
                "small amounts, and papaya or orange as the single fruit serving.\n"
                "- Sat 15 March is the dinner party, so keep breakfast and lunch light and "
                "simple, and let Lakshmi spend her morning on the party prep.\n\n"
                "Fruit: one serving per sitting, from Rukmini ma'am's list. Keep the symptom "
                "diary going every day."
            ),
        ],
        [
            U(
                "Thank you so much, I have printed it and stuck it on the fridge and Lakshmi has "
                "taken a photo on her phone, so it is official now. Small update on the party, "
                "actually not so small. Divya messaged yesterday night that her company is "
                "sending her to Pune for a client project for two weeks, so she will not be "
                "able to make it, she was very upset, I also. But Rohit asked if his younger "
                "brother Karthik can come, he has just moved to Bangalore for a job and does "
                "not know anybody here, and of course I said yes. And then Gladys aunty asked if "
                "their granddaughter Maria, who is staying with them for the holidays, can also "
                "come along, and how to say no to Gladys aunty? So now we are 10 people in "
                "total. The catch is that Karthik is allergic to prawns, properly allergic, he "
                "carries that pen thing. So the Malabar prawn curry is out. I am thinking meen "
                "moilee with seer fish instead, it is mild, coconut milk based, and Amma loves "
                "it. Please tell me if meen moilee is okay with my diet."
            ),
            A(
                "Sorry your friend can't make it, but Karthik and Maria sound like good "
                "additions. Updated guest list, 10 people: you and Arjun; Amma and Appa; "
                "Rohit, Sneha and Karthik; Gladys, Victor and Maria.\n\n"
                "Meen moilee is a good swap and easy to make low-FODMAP. The usual recipe "
                "starts with sliced onion and garlic; instead, use garlic-infused oil, plenty "
                "of ginger, slit green chillies, curry leaves and a little tomato, then simmer "
                "the seer fish in thin coconut milk and finish with thick coconut milk. "
                "Coconut milk is fine in a normal serving; just don't have a big bowl of the "
                "gravy on its own.\n\n"
                "Because Karthik's allergy is serious, keep prawns out of the kitchen "
                "completely that day: no shared kadai, no shared ladle, and ask the fish vendor "
                "to pack the seer separately from any shellfish."
            ),
            U(
                "Yes, meen moilee it is, final. Now budget. With one more person and seer fish "
                "being what it is (Rs 1,400 a kilo at Selvam's, my fish man, daylight robbery), "
                "Rs 6,000 is not going to work. Arjun and I discussed and we have increased it "
                "to Rs 8,500 for the whole party. Selvam will keep 1.5 kg of seer for Saturday "
                "morning if I confirm by Thursday."
            ),
            A(
                "Rs 8,500 it is. A rough breakdown:\n\n"
                "- Seer fish, 1.5 kg at Rs 1,400: Rs 2,100\n"
                "- Vegetables, coconuts, lemons, ginger, curry leaves: about Rs 700\n"
                "- Lactose-free milk and tender coconut for the payasam: about Rs 600\n"
                "- Rice, jowar flour, jaggery, spices: about Rs 450\n"
                "- Drinks (soft drinks, juice, coffee), peanuts and chips: about Rs 2,500\n"
                "- Flowers, napkins and bits: about Rs 800\n\n"
                "That comes to about Rs 7,150, leaving a buffer of roughly Rs 1,350 for "
                "whatever you've forgotten, which with ten guests will be something."
            ),
            U(
                "Symptom diary update: day 5 and zero bloating for two full days. I almost "
                "cried in the office washroom. Arjun says I am 'glowing', which is a first."
            ),
            A(
                "That's wonderful, and a good sign that the elimination phase is doing its "
                "job. Keep writing everything down, including the good days; Rukmini ma'am "
                "will want to see the pattern when you reintroduce foods."
            ),
            U(
                "One doubt: can I have the payasam? Rukmini ma'am said lactose-free milk is fine "
                "but what about the jaggery and the tender coconut?"
            ),
            A(
                "In a normal dessert portion it should be fine, but I'd confirm the details "
                "with her:\n\n"
                "- **Jaggery** is mostly sucrose, which isn't a FODMAP, so a normal sweetening "
                "amount is generally fine.\n"
                "- **Tender coconut flesh** in a small amount is usually fine; it's large "
                "quantities of coconut water that are more of a concern, so don't thin the "
                "payasam with a lot of it.\n"
                "- **Lactose-free milk** is fine, as you know.\n\n"
                "So one katori of payasam is reasonable. If you want to be sure, send her a "
                "quick WhatsApp with the recipe."
            ),
        ],
        [
            U(
                "Got this from the clinic today:\n\n"
                "'Dear Ms Lavanya Krishnan, your follow-up appointment with Ms Rukmini Iyer on "
                "Tue 18 March has been rescheduled as ma'am will be attending a conference. New "
                "slot: Fri 21 March, 5:30 pm. Kindly reply YES to confirm. - Nourish Clinic, "
                "Koramangala'\n\n"
                "I replied YES. But this means the elimination phase goes a few days over two "
                "weeks, no? Should I continue or can I start eating onion again from the 17th?"
            ),
            A(
                "Noted: your follow-up is now Friday 21 March at 5:30 pm.\n\n"
                "On the gap: her note says not to start reintroduction before you meet, so the "
                "safest reading is to stay on the elimination diet until the 21st. A few extra "
                "days won't do any harm, and reintroducing on your own would make it harder for "
                "her to read your results. If you're unsure, a one-line WhatsApp to the clinic "
                "will settle it."
            ),
            U(
                "Okay, I will continue till the 21st then. Some more party things. Amma has said "
                "she will make the payasam herself, she does not trust anybody else's payasam, "
                "and I am not going to fight her, I will just hand over the lactose-free milk "
                "and go away. Appa wants filter coffee after dinner, which I cannot have much "
                "of but that is fine, coffee is not my problem. And Sneha is vegetarian, I "
                "completely forgot, so we need one more main, I am thinking a simple kootu or "
                "avial? About Karthik's allergy, I have told Selvam that the fish must be packed "
                "separately, not touching anything from the prawn tray, and he understood."
            ),
            A(
                "Good plan on all counts, and letting Amma own the payasam is wise diplomacy.\n\n"
                "For Sneha, avial is the easier fit. Use raw banana, carrot, beans, drumstick, "
                "cucumber and a little yam, cook them with turmeric and salt, add a ground "
                "paste of coconut, cumin and green chilli, and finish with lactose-free curd "
                "and a spoon of coconut oil with curry leaves. No onion needed at all. Kootu "
                "usually relies on chana dal or moong dal and sometimes onion, so portions get "
                "fiddly for you.\n\n"
                "And well done on briefing Selvam; that's the right precaution."
            ),
            U(
                "Avial, done. So final menu: meen moilee, avial, beans poriyal, lemon rice, "
                "jowar rotis, Amma's payasam, filter coffee. Lemon rice I will make at 7.30 pm "
                "just before, fresh."
            ),
            A(
                "Lovely. A simple timeline for Saturday:\n\n"
                "- Morning: Lakshmi grinds the moilee masala and the avial paste, cuts the "
                "vegetables and makes the poriyal.\n"
                "- Afternoon: Amma makes the payasam; jowar roti dough ready.\n"
                "- 6.30 pm: avial; moilee gravy ready without the fish.\n"
                "- 7.30 pm: rice for the lemon rice, cooked fresh.\n"
                "- 7.45 pm: fish into the moilee so it's just cooked when you serve.\n"
                "- 8 pm: guests; rotis made as people sit down.\n"
                "- After dinner: filter coffee for Appa and whoever else wants it."
            ),
            U(
                "Lakshmi has now started calling the garlic-infused oil 'madam's special oil' "
                "and I think she is secretly using it at home also."
            ),
            A("That's the highest compliment a recipe can get. You've converted her."),
        ],
        [
            U(
                "Quick one: Arjun is going to Namdhari's on Saturday morning and to Selvam's for "
                "the fish. Please make the list for him, he needs it very clear or he comes back "
                "with 4 kg of the wrong thing."
            ),
            A(
                "**Saturday shopping list for Arjun**\n\n"
                "*Selvam's (fish):*\n"
                "- Seer fish, 1.5 kg, cut into steaks, packed separately from any prawns or "
                "shellfish.\n\n"
                "*Namdhari's / market:*\n"
                "- Lactose-free milk, 2 litres (for Amma's payasam)\n"
                "- Tender coconuts, 3\n"
                "- Grated coconut or 2 whole coconuts; thick and thin coconut milk, 2 tins\n"
                "- Raw banana 2, carrots 500 g, beans 750 g, drumsticks 3, cucumber 1, yam "
                "250 g\n"
                "- Lemons 6, ginger 100 g, green chillies 100 g, curry leaves 2 bunches\n"
                "- Tomatoes 500 g\n"
                "- Sona masoori rice 1 kg, jowar flour 1 kg, jaggery 500 g\n"
                "- Gluten-free hing (check the label, not the regular one)\n"
                "- Filter coffee powder 250 g\n"
                "- Roasted peanuts, plain salted chips, soft drinks and juice\n\n"
                "That should sit comfortably inside the Rs 8,500."
            ),
            U(
                "Perfect. One thing: the lactose-free curd, Namdhari's was out of it last week, "
                "so I have to order it online from Akshayakalpa by Thursday or we will not have "
                "curd for the avial. Also I need to confirm the fish with Selvam by Thursday. "
                "Those are the two pending things."
            ),
            A(
                "Noted. Pending, both by Thursday:\n\n"
                "1. Order lactose-free curd from Akshayakalpa for the avial.\n"
                "2. Confirm the 1.5 kg of seer fish with Selvam.\n\n"
                "Everything else is on Arjun's list."
            ),
            U(
                "Thank you so much, really. I will come back after the party and tell you how it "
                "went, and then after the 21st for the reintroduction plan."
            ),
            A(
                "Please do. Enjoy the evening, and I hope Amma approves of the moilee. Good "
                "luck with the appointment too."
            ),
        ],
    ]
    check = {
        "diet": ["low-FODMAP"],
        "phase start": ["3 March"],
        "onion and garlic": ["garlic-infused oil"],
        "hing": ["gluten-free"],
        "dairy": ["lactose-free"],
        "wheat": ["jowar"],
        "fruit": ["one serving per sitting"],
        "rice": ["reheated rice"],
        "tiffin": ["no rice"],
        "grocery budget": ["Rs 4,000"],
        "party date": ["15 March"],
        "guests": ["Karthik", "Maria"],
        "headcount": ["10 people"],
        "allergy": ["allergic to prawns"],
        "main dish": ["meen moilee"],
        "veg main": ["avial"],
        "party budget": ["Rs 8,500"],
        "starter": ["roasted peanuts"],
        "follow-up": ["21 March"],
        "pending": ["Akshayakalpa", "Selvam"],
    }
    stale = {
        "guests": ["Divya"],
        "headcount": ["9 people"],
        "main dish": ["prawn curry"],
        "party budget": ["Rs 6,000"],
        "follow-up": ["18 March"],
        "starter": ["pani puri"],
    }
    return parts, check, stale


TWENTYFIFTH: list[tuple[str, Callable[[], Apart]]] = [
    ("sheltered move", sheltered),
    ("release triage", release_triage),
    ("choir concert", choir_concert),
    ("fodmap dinner", fodmap_dinner),
]
