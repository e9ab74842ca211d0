"""Four chat histories written apart (a small reading charity's grant application with the
funder's emails pasted in, a kitchen and bathroom renovation texted in lowercase, an old dog's
dental and medicines told in a second language, a band booking an October tour under an
assistant's rules), measured as written before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def grant_application() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Hi there. I'm Maya and I coordinate the volunteers at Riverside Reading "
                "Circle, a small registered charity (charity number 1187342) in Gateshead. We "
                "run two after-school reading clubs, one at St Aidan's Primary and one at the "
                "Bensham Community Centre, and we'd like to open a third at Felling library. "
                "We're applying to the Hallam Whitcombe Foundation's Community Fund, Round 14, "
                "for £18,500 over two years, with the project starting on 1 September 2027. "
                "The deadline is 14 March 2027 at 12 noon and the online portal has given us "
                "the reference HWF-CF14-0387. I've honestly never written one of these before, "
                "our last chair did all the grant writing and she's moved to Cornwall, so I'm "
                "a bit lost. Could you help me get it into shape over the next few weeks?"
            ),
            A(
                "Happy to help, Maya. A first application can feel daunting, but most "
                "community funds ask broadly the same things, and a small charity with a "
                "clear, local story often does well.\n"
                "\n"
                "Funders like Hallam Whitcombe usually read an application in three passes. "
                "First they check eligibility: charity status, location, the amount against "
                "their limits and whether the activity is something they fund at all. Then an "
                "assessor reads for need and outcomes: who the project is for, why it matters "
                "now, what will be different at the end and how you'll know. Finally a panel "
                "looks at value for money and whether the organisation can actually deliver, "
                "which is where your track record and your budget come in.\n"
                "\n"
                "A sensible order of work would be:\n"
                "\n"
                "1. Organisation background (who you are, what you've done so far).\n"
                "2. Need and evidence.\n"
                "3. Project description and activities.\n"
                "4. Outcomes and how you'll measure them.\n"
                "5. Budget and match funding.\n"
                "6. Supporting documents (accounts, policies, references).\n"
                "\n"
                "If you paste the questions from the portal as you go, I can draft answers to "
                "the exact wording and word limits."
            ),
            U(
                "That's really helpful, thank you. Two things before we start. Our chair, "
                "Geoff, absolutely hates jargon, so please write in plain British English and "
                "never use words like 'empower', 'holistic' or 'stakeholders' - he will send "
                "it back covered in red pen. And a hard rule from our safeguarding lead: never "
                "include any child's name, photo or any detail that could identify a child in "
                "anything we send out, even in a quote. Anonymised quotes like 'a Year 4 pupil "
                "said...' are fine. Also please don't make up any numbers. Everything has to "
                "come from our 2026 annual report. The key figures are: 64 children attended "
                "at least six sessions in 2025-26, we have 38 active volunteers, and the "
                "average gain in reading age over the year was nine months."
            ),
            A(
                "Understood on all three points. I'll keep the language plain and British, "
                "avoid the jargon words Geoff dislikes, never include anything that could "
                "identify a child, and use only figures from your 2026 annual report: 64 "
                "children attending six or more sessions in 2025-26, 38 active volunteers and "
                "an average reading-age gain of nine months. If a question seems to need a "
                "number you haven't given me, I'll ask rather than guess."
            ),
            U(
                "Sorry if I'm a bit slow replying tonight, my cat has decided the keyboard is "
                "the warmest place in the house."
            ),
            A(
                "No problem at all. Cats have an unerring instinct for the one place you need "
                "to be using."
            ),
        ],
        # part 2
        [
            U(
                "I had an email back from the foundation today after I rang them with a couple "
                "of questions. Pasting it in:\n"
                "\n"
                "---\n"
                "Dear Maya,\n"
                "\n"
                "Thank you for your call this morning and for your interest in the Community "
                "Fund. To answer your questions: yes, Riverside Reading Circle is eligible as "
                "a registered charity working in Gateshead. Please note, however, that "
                "first-time applicants to the Community Fund can request a maximum of £15,000 "
                "in total across the life of the project; the higher limit only applies to "
                "organisations we have funded before.\n"
                "\n"
                "You will also have seen that our portal was unavailable for part of last "
                "week. Because of this, the deadline for Round 14 has been extended to 5pm on "
                "Friday 28 March 2027. The project description must not exceed 750 words, and "
                "we ask that applicants attach their most recent independently examined "
                "accounts.\n"
                "\n"
                "Do get in touch if anything else comes up.\n"
                "\n"
                "Kind regards,\n"
                "Daniel Ashworth\n"
                "Programme Officer, Hallam Whitcombe Foundation\n"
                "daniel.ashworth@hallamwhitcombe.org.uk\n"
                "---\n"
                "\n"
                "So good news and bad news, I suppose."
            ),
            A(
                "Mostly good news, I'd say. The extra time is useful, and knowing the cap now "
                "saves you from an application that would have been rejected at the "
                "eligibility stage.\n"
                "\n"
                "The practical consequences are:\n"
                "\n"
                "- The amount requested has to come down to £15,000 or less in total, so the "
                "budget needs trimming.\n"
                "- The project description has a hard limit of 750 words, so it's worth "
                "drafting long and cutting.\n"
                "- You'll need the latest independently examined accounts as an attachment; "
                "it's worth checking now that your treasurer has a signed copy.\n"
                "\n"
                "On the budget, the usual options are to reduce the number of sessions, reduce "
                "the scope (for example the number of sites) or find match funding for part of "
                "it. Do you have a sense of which the committee would prefer?"
            ),
            U(
                "We talked it through at committee last night. We'll ask for £14,750 - the "
                "trustees want a little headroom under the cap in case the assessor queries a "
                "line. And we're not doing the new club any more; the library is closing for "
                "refurbishment until 2028, so it's just the two existing clubs. On the plus "
                "side, the Tyne Community Trust has confirmed £4,200 towards the same project, "
                "so we can show some match funding."
            ),
            A(
                "That makes the application simpler and more credible: two established clubs "
                "with a track record rather than a new site. Here's a draft budget over the "
                "two years that comes to exactly £14,750:\n"
                "\n"
                "- Sessional tutor, 2 clubs x 2 hours a week x 33 weeks x 2 years = 264 hours "
                "at £16.50 = £4,356\n"
                "- Books and reading materials: £3,200\n"
                "- Volunteer travel expenses: £1,440\n"
                "- DBS checks and safeguarding training: £1,150\n"
                "- Healthy snacks for sessions: £1,980\n"
                "- Coordinator time (2 hours a week): £2,624\n"
                "\n"
                "Total requested: £14,750. The Tyne Community Trust contribution sits "
                "alongside this as match funding, which I'd show in a separate line so the "
                "assessor can see the total cost of the project. Do the individual lines look "
                "right to you?"
            ),
            U(
                "They look about right. Geoff might quibble about the snacks but the kids "
                "can't read on an empty stomach. Thanks!"
            ),
            A(
                "You're welcome. If he does quibble, it's an easy line to justify: many of the "
                "children come straight from school and it's a well-documented barrier to "
                "concentration."
            ),
        ],
        # part 3
        [
            U(
                "Ugh, a correction, sorry. I mistyped the Tyne Community Trust figure earlier. "
                "I've just found their letter and it says £2,400 - I must have swapped the "
                "digits round when I typed it. Can you use that from now on?"
            ),
            A(
                "Of course. Match funding from the Tyne Community Trust is £2,400. The amount "
                "we're asking Hallam Whitcombe for doesn't change, so the total project cost "
                "is now £17,150."
            ),
            U(
                "Also I emailed Daniel with a question about the accounts and got this back "
                "straight away:\n"
                "\n"
                "---\n"
                "Thank you for your email. I am on leave until 14 April with limited access to "
                "email. For all Community Fund enquiries during this time please contact my "
                "colleague Priya Raman, Senior Programme Officer, at "
                "priya.raman@hallamwhitcombe.org.uk or on 0114 496 0283. She has full access "
                "to Round 14 applications.\n"
                "---\n"
                "\n"
                "So I suppose Priya is our contact now until the deadline."
            ),
            A(
                "Yes, it makes sense to treat Priya Raman as your contact for the rest of this "
                "round, since Daniel is back only after the deadline. I'd send her a short "
                "introductory email quoting your reference HWF-CF14-0387 so she can find your "
                "record quickly, and re-ask the question about the accounts."
            ),
            U(
                "Will do. Funny thing happened at club this week, by the way. One of our "
                "quietest Year 3s, who barely said a word all autumn, read an entire dinosaur "
                "book out loud to our caretaker, complete with roaring, and the caretaker "
                "roared back. Half the room joined in. It took twenty minutes to calm everyone "
                "down but it was the best session we've had all year. Anyway. The trustees "
                "meet on Tuesday 18 March at 7pm to sign off the final version, so we need a "
                "full draft before then."
            ),
            A(
                "What a lovely moment - and a good example of the kind of change funders want "
                "to hear about, as long as it's anonymised the way you've just told it.\n"
                "\n"
                "Working back from the trustees' meeting on Tuesday 18 March at 7pm, I'd aim "
                "to have a complete draft with you by the weekend before, so there's time to "
                "circulate it. I'll start with the outcomes section next, because it shapes "
                "how the project description is written."
            ),
        ],
        # part 4
        [
            U(
                "Quick update on where we are. Done: the budget, the outcomes section, and the "
                "organisation background. Still to do: the project description itself, and we "
                "need a supporting letter from Mrs Kaur, the headteacher at St Aidan's. She "
                "promised it for last Friday but I'm still waiting on her - she's lovely but "
                "drowning in Ofsted prep. Could you have a go at the opening of the project "
                "description?"
            ),
            A(
                "Here's a first go at the opening paragraphs, written to leave room within the "
                "750-word limit for activities and outcomes:\n"
                "\n"
                '"Riverside Reading Circle runs free after-school reading clubs for children '
                "aged 6 to 11 in two of the most deprived wards in Gateshead. Trained "
                "volunteers read one-to-one and in small groups with children who are behind "
                "in reading or who simply don't have books at home. In 2025-26, 64 children "
                "came to at least six sessions, supported by 38 volunteers, and their reading "
                "age rose by an average of nine months over the year.\n"
                "\n"
                "This grant would secure both clubs for two years from September. It would pay "
                "for a sessional tutor to lead each session, a steady supply of new books, and "
                "the checks and training that keep children safe. It would also let us keep "
                "sessions free, with a healthy snack, so that cost is never the reason a child "
                'stops coming."\n'
                "\n"
                "That's about 150 words. I've kept it to your annual report figures and "
                "avoided the words Geoff dislikes."
            ),
            U(
                "That's lovely! Could you lose 'the most deprived wards' though? Some of our "
                "parents read this stuff and it feels a bit grim to see it written down."
            ),
            A(
                "Good point. I'd change it to \"in two neighbourhoods of Gateshead where many "
                'families are on low incomes", which gives the assessor the same information '
                "more kindly. The rest can stay as it is."
            ),
            U("Perfect. Ok, that's me done for tonight."),
            A("Sleep well, Maya."),
        ],
        # part 5
        [
            U(
                "Morning! Different job today. Our volunteers have been amazing this year and "
                "I'd like to send them a short thank-you note from the committee, to go out "
                "with the summer newsletter. Nothing about the grant in it, we haven't told "
                "them yet in case it doesn't come off. Warm but not gushing, maybe 120 words?"
            ),
            A(
                "Here's a draft:\n"
                "\n"
                '"Dear all,\n'
                "\n"
                "As the school year draws to a close, the committee wanted to say a proper "
                "thank you. Every week you turn up - often after a long day of your own - to "
                "listen, to laugh at terrible jokes about dinosaurs and to help children find "
                "out that reading can be fun. The change we see in them over a year is "
                "remarkable, and it happens because of you.\n"
                "\n"
                "We know many of you juggle work, families and everything else, and we don't "
                "take your time for granted. Please have a restful summer, and we look forward "
                "to seeing you in September.\n"
                "\n"
                "With warm thanks,\n"
                'The Riverside Reading Circle committee"'
            ),
            U("That's exactly right. Thank you so much."),
            A("Glad it works. Good luck with the rest of the week."),
        ],
    ]
    check = {
        "charity_number": ["1187342"],
        "reference": ["HWF-CF14-0387"],
        "deadline": ["28 March"],
        "amount_requested": ["£14,750"],
        "match_funding": ["£2,400"],
        "funder_contact": ["Priya Raman", "0114 496 0283"],
        "word_limit": ["750 words"],
        "safeguarding": ["child's name"],
        "no_jargon": ["holistic"],
        "start_date": ["1 September 2027"],
        "waiting_on": ["Mrs Kaur"],
        "trustees_meeting": ["18 March", "7pm"],
    }
    stale = {
        "deadline": ["14 March"],
        "amount_requested": ["£18,500"],
        "match_funding": ["£4,200"],
        "funder_contact": ["daniel.ashworth"],
    }
    return parts, check, stale


def renovation() -> Apart:
    parts = [
        # part 1
        [
            U(
                "hiya. so we r finally doing the kitchen + bathroom. got 2 quotes so far. gaz "
                "(GK building & joinery) 8,450 kitchen + 5,900 bathroom = 14,350 all in. "
                "hollins bros 15,200 for same spec but 6 wk lead time. can u help me compare"
            ),
            A(
                "Sure. On price Gaz is £850 cheaper, and he can start sooner. Things worth "
                "checking before you decide:\n"
                "\n"
                "- Does each quote include skip hire, plastering and making good after the "
                "electrics?\n"
                "- Who supplies the kitchen units and sanitaryware - you or the builder?\n"
                "- Payment terms: how big a deposit, and are stage payments tied to work done?\n"
                "- Do they have public liability insurance and references from recent jobs?\n"
                "\n"
                "If both quotes cover the same things, Gaz looks like better value."
            ),
            U(
                "absolute max we can spend is 16k incl contingency. cant go over that, jo will "
                "kill me"
            ),
            A(
                "Noted: hard ceiling of £16k including contingency. At £14,350, Gaz leaves "
                "£1,650, which is on the thin side for a kitchen and bathroom, so we should "
                "keep an eye on extras."
            ),
            U("whats a normal contingency tho? gaz says 5% is plenty but he wud say that"),
            A(
                "For an older house, most people would budget 10-15% of the build cost as "
                "contingency, not 5%. Renovations in houses from before the 1980s tend to turn "
                "up surprises once walls and floors are opened: rotten joists under the "
                "bathroom, old wiring that doesn't meet current regulations, pipes in odd "
                "places, or walls that aren't straight enough to tile without skimming. None "
                "of these are anyone's fault, but they all cost money.\n"
                "\n"
                "A contingency isn't money you expect to spend, it's money you've agreed not "
                "to spend on anything else. The trap is treating it as a pot for upgrades - "
                "nicer taps, an extra socket, better tiles - and then having nothing left when "
                "a real problem appears. If you get to the end with some left over, that's the "
                "time to spend it on nice things.\n"
                "\n"
                "So I'd try to get the main costs down enough to leave at least 10% of the "
                "build cost clear."
            ),
            U("jo wants an island lol. the kitchen is 3x4m"),
            A(
                "A 3 x 4 m kitchen usually needs about a metre of clear space on every side of "
                "an island to open doors and walk past comfortably, so there isn't really "
                "room. A peninsula or a small breakfast bar off one run of units might give Jo "
                "the feel of it without blocking the room."
            ),
            U("ill tell her its ur fault"),
            A("Fair. I can take it."),
            U(
                "address for deliveries is 14 Ashgrove Rd, Leeds LS6 2PJ (copy paste from the "
                "quote lol). also gaz says theres artex on the bathroom ceiling, its a pre "
                "1985 house so cud be asbestos. NOBODY drills or sands that ceiling til the "
                "survey comes back. booked northsafe surveys, ref NS-44817, results in 5 "
                "working days"
            ),
            A(
                "Good call. Until NorthSafe's results come back (ref NS-44817), nobody drills, "
                "sands or scrapes the artex ceiling in the bathroom. Gaz can still plan the "
                "kitchen work in the meantime."
            ),
            U("ok ty"),
            A("No problem."),
        ],
        # part 2
        [
            U("went w gaz. he can start mon 12 may. deposit 1,500 paid by bank transfer this morn"),
            A(
                "Great. So Gaz starts Monday 12 May, and you've paid a £1,500 deposit by bank "
                "transfer. Keep the transfer confirmation with the quote."
            ),
            U("units - howdens or ikea? gaz says he can fit either"),
            A(
                "Both are popular for good reasons. Howdens is trade-only, so the units come "
                "through Gaz at his trade price. The carcasses come already assembled and "
                "fitters like them because they're sturdy and quick to install. If a door "
                "arrives damaged, Gaz deals with it. IKEA is often cheaper for the same look "
                "and has clever storage inserts, but everything arrives flat-packed, so "
                "someone has to assemble it - and if Gaz's team does that, it adds days of "
                "labour. Check whether his price assumes one or the other, because the labour "
                "difference can wipe out the saving."
            ),
            U("his price assumes howdens so lets just do that"),
            A("Sensible - one less thing to coordinate."),
            U("do we need building regs or anything for moving the boiler 2m along the wall"),
            A(
                "Moving a gas boiler is notifiable work, but you don't normally have to apply "
                "to building control yourself. A Gas Safe registered engineer can self-certify "
                "it: they do the work, test it, and register it with Gas Safe, who notify the "
                "council. You should then get a Building Regulations Compliance Certificate in "
                "the post within a few weeks. Keep it with the house paperwork, because a "
                "buyer's solicitor will ask for it if you ever sell. The flue position also "
                "has rules about distances from windows and doors, so the engineer may have an "
                "opinion on exactly where it can go."
            ),
            U("ok so need a gas safe guy. gaz knows one"),
            A("Good - get his name and registration number when you have it."),
            U(
                "tiles - going w the grey hexagon ones from topps tiles, 34.99 a m2. need "
                "about 9m2 for bathroom walls"
            ),
            A(
                "With about 10% extra for cuts and breakages you'd order 10 m2, so roughly "
                "£349.90 for the grey hexagon tiles."
            ),
            U("lol jo says hexagons are 'very 2019'"),
            A("Jo may have a point, but 2019 was a good year for tiles."),
            U("sparky is lee, doing the kitchen circuits. 680 quoted"),
            A("Got it: Lee, the electrician, has quoted £680 for the kitchen circuits."),
        ],
        # part 3
        [
            U("gaz txt, other job overran, pushed back a week"),
            A(
                "Understood - a week later makes Gaz's new start date Monday 19 May. Worth "
                "letting the kitchen supplier know so the units don't arrive to an empty house."
            ),
            U("also actually make it the white metro tiles not the hex ones, 22.50 a m2. jo won"),
            A("White metro tiles at £22.50/m2: 10 m2 comes to £225, so that's a saving too."),
            U("how long does tiling take roughly"),
            A(
                "For around 9-10 m2 of wall tiles in a bathroom, a tiler usually needs two to "
                "three days: a day to prepare and set out, a day or so to tile, and then "
                "grouting and silicone once the adhesive has set. Metro tiles take a little "
                "longer than large tiles because there are more of them and the lines need to "
                "stay straight. It also depends on whether the walls need boarding or skimming "
                "first, which Gaz will only know once the old tiles are off."
            ),
            U(
                "haggled w gaz. offered 13,800 for the lot, he came back at 13,950 incl skip "
                "hire. done deal, shook on it"
            ),
            A(
                "Nice work. Agreed price with Gaz is £13,950 including skip hire. Ask him to "
                "send a revised written quote with that figure so there's no argument later."
            ),
            U(
                "northsafe rang, lab backlog, results now thurs 22nd. so bathroom ceiling "
                "still off limits"
            ),
            A(
                "Right - the asbestos results are now due Thursday 22nd, and the artex ceiling "
                "stays untouched until then. Gaz can start with the kitchen on the 19th as "
                "planned."
            ),
            U("ta"),
            A("No worries."),
        ],
        # part 4
        [
            U(
                "lee came round. consumer unit is ancient, has to be replaced, so his price is "
                "now 1,140 total"
            ),
            A(
                "Updated running total:\n"
                "\n"
                "- Gaz: £13,950\n"
                "- Lee (electrics incl. new consumer unit): £1,140\n"
                "- Metro tiles: £225\n"
                "\n"
                "That's £15,315, leaving £685 under your £16k ceiling. Tight but still inside "
                "it."
            ),
            U(
                "gas safe guy for moving the boiler is dave pritchard, reg no 604417. coming "
                "wed to have a look"
            ),
            A(
                "Noted: Dave Pritchard, Gas Safe registration 604417. You can check that "
                "number on the Gas Safe Register website before he comes, it takes a minute."
            ),
            U("the dog has decided the skip is his mortal enemy. barked at it for 40 mins"),
            A("To be fair, a skip appearing overnight on his drive is suspicious behaviour."),
            U("next door (mrs h) came round moaning about the noise at 8am. is that too early??"),
            A(
                "8am on a weekday is generally seen as reasonable for building work. Many "
                "councils suggest roughly 8am to 6pm Monday to Friday and 8am to 1pm on "
                "Saturdays for noisy work, with nothing on Sundays. It might help to pop round "
                "with a note of the likely noisy days (knocking out, tile removal) and a "
                "number to call. A box of biscuits does wonders too."
            ),
            U("biscuits it is"),
            U("haha. also were not doing the shelving in the utility any more, cant justify it"),
            A("Makes sense - that keeps the buffer intact."),
        ],
        # part 5
        [
            U(
                "can u draft a txt to gaz asking if the worktop is in his price or extra. oak, "
                "3m. keep it short"
            ),
            A(
                '"Hi Gaz, quick one - is the 3m oak worktop included in your price or is that '
                'extra? Cheers"'
            ),
            U("also do oak worktops need oiling or is that a myth"),
            A(
                "Not a myth. Solid oak needs oiling before it's used - usually three or four "
                "thin coats on all sides, including the underside and cut edges, before "
                "fitting - and then every few months, more often around the sink. Without it, "
                "water gets in and the wood can go black or warp. It's about ten minutes with "
                "a cloth once you're in the habit."
            ),
            U("jo asks how we survive with no kitchen for 3 wks. 2 kids. help"),
            A(
                "A temporary kitchen makes a big difference. Most people set one up in the "
                "dining room or living room:\n"
                "\n"
                "- Microwave, kettle, toaster and a slow cooker or air fryer on a table\n"
                "- The fridge moved into that room if Gaz can move it (he'll want it out of "
                "the way anyway)\n"
                "- Washing up in the bathroom sink or a washing-up bowl, or paper plates for "
                "the worst week\n"
                "- A box each of cutlery, mugs and the few pans you actually use\n"
                "\n"
                "Plan a few easy meals - jacket potatoes, slow cooker stews, wraps - and "
                "budget for a takeaway or two. The bathroom being done at the same time is the "
                "harder part, so ask Gaz which days you'll be without a working toilet and "
                "plan around those."
            ),
            U("no toilet?? nobody told me that"),
            A(
                "It's usually only a day or two while the new one goes in, but it's worth "
                "asking him now rather than finding out that morning."
            ),
            U("perf ty"),
            A("Any time."),
            U("oh and skip is on our drive not the road so no council permit needed right"),
            A(
                "Generally, yes. In most council areas, including Leeds, a skip permit is only "
                "needed when the skip sits on the public highway, which includes the pavement "
                "and grass verges. On a private drive you don't need one. The skip firm "
                "normally arranges the permit when one is needed, so if they haven't mentioned "
                "it, that's another sign you're fine. Just make sure it doesn't stick out over "
                "the pavement."
            ),
            U("sound"),
            A("Cheers. Good luck with the worktop."),
        ],
    ]
    check = {
        "address": ["LS6 2PJ"],
        "budget_cap": ["16k"],
        "asbestos_rule": ["artex"],
        "survey_ref": ["NS-44817"],
        "survey_date": ["22nd"],
        "start_date": ["19 May"],
        "builder_price": ["13,950"],
        "deposit": ["1,500"],
        "tiles": ["metro"],
        "electrician": ["1,140"],
        "gas_safe": ["604417"],
    }
    stale = {
        "start_date": ["12 May"],
        "tiles": ["hexagon"],
        "builder_price": ["14,350"],
        "electrician": ["680"],
    }
    return parts, check, stale


def old_dog_vet() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Hello. I am Luciana, I live in Dublin. My English is not so good, so please "
                "write simple and short sentences. My dog is Bolacha, he is 14 years, labrador "
                "mix, 31 kg. He has arthritis in the back legs and the vet say also a heart "
                "murmur. The vet is Clontarf Veterinary Hospital, Dr. Niamh Byrne, phone 01 "
                "833 4417. He need a dental cleaning with anaesthesia. They book us for "
                "Tuesday 7th at 10:15. I am very nervous because he is old."
            ),
            A(
                "Hello Luciana. It is normal to feel nervous. Vets do dental cleanings on old "
                "dogs very often. They check the heart and the blood first. Then they choose a "
                "safe anaesthesia for him. You can ask Dr. Byrne any question before the day."
            ),
            U("What happen on the day? I never do this before with a dog."),
            A(
                "Usually it goes like this:\n"
                "\n"
                "1. You bring him in the morning or at the time they say.\n"
                "2. A nurse checks him and you sign a form.\n"
                "3. He stays in a kennel and gets a small injection to relax.\n"
                "4. The vet gives the anaesthesia and cleans his teeth.\n"
                "5. If a tooth is bad, they may take it out.\n"
                "6. He wakes up slowly. A nurse watches him.\n"
                "7. They call you. Often you pick him up in the late afternoon.\n"
                "\n"
                "He may be sleepy and wobbly that evening. This is normal."
            ),
            U(
                "The vet give me a paper with the instructions. No food after 22:00 the night "
                "before. Water is ok until 7 in the morning. Bring him on the lead, not with "
                "the harness, because they need to put a needle in the leg."
            ),
            A(
                "Thank you. So:\n"
                "\n"
                "- No food after 22:00 the night before.\n"
                "- Water is ok until 7:00 in the morning.\n"
                "- Bring him on the lead, not the harness."
            ),
            U(
                "Also the medicines he take every day. Metacam 3,5 ml one time in the day with "
                "food, for the pain. Vetmedin 5 mg, half tablet two times in the day, one hour "
                "before food, for the heart. Can you make me a table for the fridge?"
            ),
            A(
                "Yes. Here is the table:\n"
                "\n"
                "| Medicine | How much | When |\n"
                "|---|---|---|\n"
                "| Metacam | 3,5 ml | 1 time a day, with food |\n"
                "| Vetmedin 5 mg | half tablet | 2 times a day, 1 hour before food |"
            ),
        ],
        # part 2
        [
            U(
                "Sorry!! I write wrong. The Metacam is 2,5 ml, not the other number. I check "
                "the bottle now. Please change the table."
            ),
            A(
                "No problem. Here is the new table:\n"
                "\n"
                "| Medicine | How much | When |\n"
                "|---|---|---|\n"
                "| Metacam | 2,5 ml | 1 time a day, with food |\n"
                "| Vetmedin 5 mg | half tablet | 2 times a day, 1 hour before food |"
            ),
            U(
                "And the vet say this is very important: NEVER give him human medicine for the "
                "pain. No ibuprofen, no paracetamol. My husband want to give him ibuprofen "
                "last year when he was limping, I was so angry with him."
            ),
            A(
                "The vet is right. Human painkillers like ibuprofen can hurt a dog's stomach "
                "and kidneys very badly, even a small amount. With Metacam it is more "
                "dangerous, because they work in a similar way. So: only the medicines from "
                "the vet. If Bolacha is in pain, call the clinic."
            ),
            U(
                "Haha yes. Now he is sleeping on the sofa. The sofa is not for him, but he is "
                "old, so ok."
            ),
            A("He has earned the sofa, I think."),
            U(
                "I bring him from Brazil in 2019. He was from the shelter in Curitiba, nobody "
                "want him because he was already 8 years and very ugly haha. Now he is the "
                "king of the house. The flight was 14 hours and he was in the cargo, I cry the "
                "whole flight."
            ),
            A(
                "That is a long journey for both of you. He was lucky to find you. And now he "
                "is the king of the sofa too."
            ),
            U(
                "The clinic send the estimate for the dental: between 480 € and 650 €. My "
                "insurance is PetShield, policy PS-7720-1184-IE. They pay 80% after the excess "
                "of 150 €."
            ),
            A(
                "Ok. Keep the estimate. After the operation, ask the clinic for an itemised "
                "invoice. PetShield will want it with the claim form and your policy number, "
                "PS-7720-1184-IE."
            ),
            U("How I do the claim? The website is very confusing and the form have many pages."),
            A(
                "Usually the steps are:\n"
                "\n"
                "1. Pay the clinic on the day.\n"
                "2. Fill in your part of the claim form.\n"
                "3. Give the form to the clinic. The vet fills in their part.\n"
                "4. Send it to PetShield with the invoice. Many clinics send it for you.\n"
                "5. PetShield pays you, often in 2 to 4 weeks.\n"
                "\n"
                "Ask at the reception on the day. They do this every day and they can help."
            ),
        ],
        # part 3
        [
            U(
                "The clinic call me this morning. They move us to Thursday 9th, at 14:30, "
                "because Dr. Byrne has an emergency surgery. The fasting is also different now?"
            ),
            A(
                "New appointment: Thursday 9th at 14:30.\n"
                "\n"
                "The rule stays the same: no food after 22:00 the night before. So no food "
                "after 22:00 on Wednesday night. Water is ok until 7:00 on Thursday morning. "
                "If you are not sure, call the clinic to check."
            ),
            U(
                "The vet also say change his food, for the kidneys. She say Royal Canin Renal. "
                "It is very expensive!"
            ),
            A(
                "Yes, kidney diets cost more. But they can help a lot with old kidneys. Change "
                "slowly, over about 7 days. Mix a little new food with the old food, and add "
                "more new food every day."
            ),
            U(
                "Here it rain every day. In Brazil now is summer, my sister send me photos "
                "from the beach and I am here with the umbrella lol"
            ),
            A("That sounds hard! Dublin rain is very patient. At least Bolacha does not mind it."),
            U("For the arthritis, how much walk is ok? Before he walk one hour, now he is slow."),
            A(
                "For old dogs with arthritis, short walks are better than one long walk. For "
                "example:\n"
                "\n"
                "- 2 or 3 walks a day.\n"
                "- 15 to 20 minutes each.\n"
                "- Flat ground is better than hills or stairs.\n"
                "- Let him go slow and sniff.\n"
                "\n"
                "If he is stiff or limping the next day, the walk was too long. Ask Dr. Byrne "
                "too, she knows him."
            ),
            U("He hate it. He stand at the door and look at me like it is my fault."),
            A("Maybe in his opinion it is."),
            U("After the cleaning, I need to brush his teeth? He will bite me haha"),
            A(
                "Brushing helps the teeth stay clean longer. But start slowly:\n"
                "\n"
                "- Use dog toothpaste only. Human toothpaste is not safe for dogs.\n"
                "- First just let him lick the toothpaste from your finger.\n"
                "- Then touch his teeth with your finger for a few seconds.\n"
                "- Later use a soft brush.\n"
                "\n"
                "Wait until his mouth is healed after the dental. Ask the clinic when you can "
                "start."
            ),
        ],
        # part 4
        [
            U(
                "The pet shop don't have the food she said. I call Dr. Byrne and she say "
                "Hill's k/d is fine too, so now we use the Hill's k/d, 3 cups in the day."
            ),
            A(
                "Good. Hill's k/d, 3 cups a day. Change slowly over 7 days, the same way: a "
                "little more every day."
            ),
            U(
                "The clinic send me this email today:\n"
                "\n"
                "Dear Luciana,\n"
                "Following Bolacha's pre-anaesthetic check, Dr Byrne expects that two teeth "
                "will need to be extracted. Updated estimate: 820 € (incl. VAT). Please sign "
                "the consent form at admission.\n"
                "Blood results: creatinine 168 µmol/L, consistent with IRIS stage 2 chronic "
                "kidney disease. Dr Byrne is happy to proceed with the anaesthetic with IV "
                "fluids.\n"
                "Clontarf Veterinary Hospital\n"
                "\n"
                "What mean IRIS stage 2?"
            ),
            A(
                "IRIS is a way vets measure kidney disease. It has 4 stages. Stage 2 is early "
                "to middle. Many dogs live well for a long time at stage 2, with the right "
                "food and check-ups. The IV fluids help to protect his kidneys during the "
                "anaesthesia.\n"
                "\n"
                "About the money: 820 € minus the 150 € excess is 670 €. PetShield pays 80% of "
                "that, so 536 €. You pay 284 €."
            ),
            U("Ok thank you. On the day of the operation, I give Metacam in the morning or no?"),
            A(
                "Please ask the clinic. Do not guess with this one. They will tell you what to "
                "give on the morning of the operation."
            ),
            U(
                "I call them. They say no Metacam on the morning of the operation, they give "
                "pain medicine there. Vetmedin yes, with a little water."
            ),
            A("Clear. On Thursday morning: Vetmedin yes, with a little water. Metacam no."),
        ],
        # part 5
        [
            U(
                "Bolacha say thank you, he is snoring now haha. After the teeth, what soft "
                "food I can give him? He love bread, he steal bread from the table every day."
            ),
            A(
                "After the dental, the clinic will give you instructions. Usually it is soft "
                "food for some days. You can add warm water to his kidney food to make it "
                "soft. No bread from the table, I am sorry Bolacha. No hard chews or toys for "
                "some days."
            ),
            U("He will be very sad about the bread."),
            A("He will forgive you. Maybe."),
            U("Also he cannot jump in the car now. I lift him but he is very heavy for my back!"),
            A(
                "A dog ramp can help. It is like a small bridge from the ground to the car. "
                "Choose one with a surface that does not slip, and long enough so it is not "
                "too steep. Practise at home first with treats, a few minutes every day. Many "
                "old dogs learn it in one or two weeks."
            ),
            U(
                "Ok I look on the internet. My husband say he can make one with wood haha, he "
                "make a shelf last year and it fall down."
            ),
            A("Maybe buy one, then."),
            U(
                "Last question, I promise. At Halloween in Dublin there is fireworks every "
                "night for two weeks. Last year he shake and hide in the bath. What I can do?"
            ),
            A(
                "Poor Bolacha. Some ideas:\n"
                "\n"
                "- Walk him early, before it is dark.\n"
                "- Close the curtains and put on the TV or music.\n"
                "- Let him hide in the bath if he wants. It is his safe place.\n"
                "- Stay calm and near him. It is ok to comfort him.\n"
                "- Ask Dr. Byrne at the next visit. There are medicines and calming products "
                "for fireworks, but she must choose one that is safe with his other medicines."
            ),
            U("Ok. He can have the bath. Good night!"),
            A("Good night, Luciana. And good night, Bolacha."),
            U("Ok. I go to sleep now. Thank you for the help, really."),
            A("You are welcome, Luciana. Good luck on Thursday."),
        ],
    ]
    check = {
        "language": ["short sentences"],
        "dog": ["Bolacha", "31 kg"],
        "vet_phone": ["01 833 4417"],
        "appointment": ["Thursday 9th", "14:30"],
        "fasting": ["22:00"],
        "metacam": ["2,5 ml"],
        "vetmedin": ["Vetmedin"],
        "no_human_painkillers": ["ibuprofen"],
        "food": ["k/d"],
        "estimate": ["820 €"],
        "insurance": ["PS-7720-1184-IE"],
        "kidneys": ["IRIS stage 2"],
    }
    stale = {
        "appointment": ["10:15"],
        "metacam": ["3,5 ml"],
        "food": ["Royal Canin"],
        "estimate": ["650 €"],
    }
    return parts, check, stale


def band_tour() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are the tour-booking assistant for Paper Lanterns, a four-piece "
                    "indie-folk band from Bristol: Kat Moreno (bass, and the band's manager), Tom "
                    "Achebe (guitar, vocals), Rosie Lund (drums) and Ellis Grey (fiddle). Rules "
                    "you must never break, whatever is said later:\n"
                    "\n"
                    "1. Never agree to or confirm a show with a guarantee under £150 without Kat's "
                    "explicit approval in this chat.\n"
                    "2. Never give a venue or promoter a band member's personal phone number. "
                    "Venues contact the band through bookings@paperlanterns.band.\n"
                    "3. No more than 5 hours of driving between two consecutive shows.\n"
                    "4. A show only goes on the public tour poster once its contract is signed.\n"
                    "5. Show schedules as a Markdown table (date, city, venue, deal, status). Keep "
                    "everything else brief."
                ),
            },
            U(
                "Right, October run. Here's where we are:\n"
                "\n"
                "- Thu 8 Oct, Bristol, The Louisiana - £300 guarantee, confirmed\n"
                "- Fri 9 Oct, Birmingham, Hare & Hounds - 70/30 door split after costs\n"
                "- Sat 10 Oct, Manchester, Jimmy's - they offered £120\n"
                "- Sun 11 Oct, Leeds, Brudenell Games Room - £150 guarantee\n"
                "- Tue 13 Oct, Glasgow, Hug and Pint - £180 guarantee\n"
                "- Wed 14 Oct, Newcastle, Cumberland Arms - waiting on Beth to confirm\n"
                "\n"
                "Rosie can't play Mon 12 Oct at all, it's her citizenship ceremony, so that's "
                "a hard day off."
            ),
            A(
                "| Date | City | Venue | Deal | Status |\n"
                "|---|---|---|---|---|\n"
                "| Thu 8 Oct | Bristol | The Louisiana | £300 guarantee | Confirmed |\n"
                "| Fri 9 Oct | Birmingham | Hare & Hounds | 70/30 door split after costs | "
                "Agreed |\n"
                "| Sat 10 Oct | Manchester | Jimmy's | £120 offered | Needs your approval "
                "(under £150) |\n"
                "| Sun 11 Oct | Leeds | Brudenell Games Room | £150 guarantee | Agreed |\n"
                "| Mon 12 Oct | - | - | - | Day off (Rosie's citizenship ceremony) |\n"
                "| Tue 13 Oct | Glasgow | Hug and Pint | £180 guarantee | Agreed |\n"
                "| Wed 14 Oct | Newcastle | Cumberland Arms | TBC | Waiting on Beth |\n"
                "\n"
                "Drives are all under 5 hours; the longest is Leeds to Glasgow at about 4 "
                "hours."
            ),
            U("Don't accept Manchester yet, I'll push them."),
            A("Understood - Manchester stays unconfirmed until you say so."),
            U("Rough fuel cost for the whole loop? Bristol round and back."),
            A(
                "Roughly 1,100-1,200 miles in total. At about 30 mpg for a loaded van and "
                "current diesel prices, budget around £230-£260 for fuel, plus a bit for the "
                "M6 Toll if you use it."
            ),
            U(
                "Ticketing - the venues mostly use their own, but for the ones where we "
                "choose, Dice or See Tickets?"
            ),
            A(
                "For small rooms Dice is usually the easier choice: no visible booking fee for "
                "fans, a waiting list that resells returns automatically, and the band gets a "
                "clear dashboard. See Tickets has wider reach but fees show up at checkout. "
                "Check each venue's contract first, as some insist on their own ticketing "
                "partner."
            ),
            U("Dice then, where we get a say."),
            A("Noted."),
            U("Support for Bristol is Moth Choir, they're mates of Ellis."),
            A("Noted."),
            U(
                "Ellis just tried to tune his fiddle to the kettle. We are a serious "
                "professional outfit."
            ),
            A("Clearly. At least the kettle is reliably in tune."),
        ],
        # part 2
        [
            U(
                "Van sorted: booked a Transit from Bristol Van Hire, ref BVH-22871, £640 for "
                "7-15 Oct."
            ),
            A("Got it - Transit from Bristol Van Hire, ref BVH-22871, £640, 7-15 Oct."),
            U(
                "Manchester: pushed Sam at Jimmy's and they'll do £175 guarantee plus 20 drink "
                "tokens. Happy with that, go ahead."
            ),
            A(
                "Confirmed with your approval. Updated:\n"
                "\n"
                "| Date | City | Venue | Deal | Status |\n"
                "|---|---|---|---|---|\n"
                "| Thu 8 Oct | Bristol | The Louisiana | £300 guarantee | Confirmed |\n"
                "| Fri 9 Oct | Birmingham | Hare & Hounds | 70/30 door split after costs | "
                "Agreed |\n"
                "| Sat 10 Oct | Manchester | Jimmy's | £175 guarantee + 20 drink tokens | "
                "Confirmed |\n"
                "| Sun 11 Oct | Leeds | Brudenell Games Room | £150 guarantee | Agreed |\n"
                "| Mon 12 Oct | - | - | - | Day off |\n"
                "| Tue 13 Oct | Glasgow | Hug and Pint | £180 guarantee | Agreed |\n"
                "| Wed 14 Oct | Newcastle | Cumberland Arms | TBC | Waiting on Beth |\n"
                "\n"
                "None of these go on the poster until contracts are signed."
            ),
            U(
                "Tickets are £10 adv / £12 door everywhere, except Bristol which is £12 adv / "
                "£14 door."
            ),
            A("Noted."),
            U(
                "Leeds Airbnb booked for the Sunday night, confirmation HMQ4K2Z8TX, sleeps 5, "
                "self check-in after 23:00 with a key safe."
            ),
            A(
                "Got it: Leeds Airbnb, Sun 11 Oct, confirmation HMQ4K2Z8TX, key safe check-in "
                "after 23:00."
            ),
            U(
                "Tom has written a new song and wants to open every set with it. It's 7 "
                "minutes long and nobody knows the ending yet."
            ),
            A(
                "Bold opener. Might be worth trying it mid-set for the first couple of nights "
                "until the ending settles."
            ),
            U("That's what I said. He called me a philistine."),
            A("A philistine with a good sense of pacing."),
        ],
        # part 3
        [
            U(
                "Email from Glasgow, ffs:\n"
                "\n"
                "> Hi Kat, really sorry about this, the venue's gone and double-booked us that "
                "week. Could we move you to Thursday 15 October instead? Same deal, £180 "
                "guarantee, doors 19:30 and you'd be on at 21:15. Let me know asap and I'll "
                "get the contract over. Cheers, Fraser (Hug and Pint)\n"
                "\n"
                "Said yes."
            ),
            A(
                "Updated: Glasgow is now Thu 15 Oct.\n"
                "\n"
                "| Date | City | Venue | Deal | Status |\n"
                "|---|---|---|---|---|\n"
                "| Thu 8 Oct | Bristol | The Louisiana | £300 guarantee | Confirmed |\n"
                "| Fri 9 Oct | Birmingham | Hare & Hounds | 70/30 door split after costs | "
                "Agreed |\n"
                "| Sat 10 Oct | Manchester | Jimmy's | £175 guarantee + 20 drink tokens | "
                "Confirmed |\n"
                "| Sun 11 Oct | Leeds | Brudenell Games Room | £150 guarantee | Agreed |\n"
                "| Mon 12 Oct | - | - | - | Day off |\n"
                "| Wed 14 Oct | Newcastle | Cumberland Arms | TBC | Waiting on Beth |\n"
                "| Thu 15 Oct | Glasgow | Hug and Pint | £180 guarantee, on 21:15 | Agreed |\n"
                "\n"
                "Newcastle to Glasgow is about 2.5 hours, fine. One catch: the van is booked "
                "only until the 15th, and you won't be back in Bristol until the 16th."
            ),
            U(
                "Ugh, good spot. Actually forget the hire van - Tom's dad is lending us his "
                "Vivaro for the whole week. I've cancelled the hire and the refund's already "
                "come through."
            ),
            A(
                "Great - transport is Tom's dad's Vivaro. Worth checking his insurance covers "
                "whoever will be driving."
            ),
            U("Can you do us a short hospitality rider? Nothing diva, we're not that band."),
            A(
                "Paper Lanterns - hospitality rider\n"
                "\n"
                "- Hot meal for 4 (or £10 per person buyout); one vegetarian\n"
                "- 12 bottles of still water on stage\n"
                "- A few local beers and some soft drinks\n"
                "- Fruit and something to snack on\n"
                "- Secure room or space to leave instruments during the evening\n"
                "- 4 guest-list places\n"
                "\n"
                "All flexible for smaller venues - just let us know in advance."
            ),
            U("Perfect. Put 'and a kettle' on it, for Ellis."),
            A("Added: one kettle, for tuning purposes."),
            U(
                "Also Bristol support is now Glasshouse Kids, the other lot pulled out (their "
                "drummer broke his wrist skateboarding, at 34, don't ask)."
            ),
            A(
                "Noted: Glasshouse Kids support in Bristol. Wishing the drummer's wrist, and "
                "dignity, a swift recovery."
            ),
        ],
        # part 4
        [
            U("Beth confirmed Newcastle! £160 guarantee, load-in 17:00."),
            A(
                "Updated:\n"
                "\n"
                "| Date | City | Venue | Deal | Status |\n"
                "|---|---|---|---|---|\n"
                "| Thu 8 Oct | Bristol | The Louisiana | £300 guarantee | Confirmed |\n"
                "| Fri 9 Oct | Birmingham | Hare & Hounds | 70/30 door split after costs | "
                "Agreed |\n"
                "| Sat 10 Oct | Manchester | Jimmy's | £175 guarantee + 20 drink tokens | "
                "Confirmed |\n"
                "| Sun 11 Oct | Leeds | Brudenell Games Room | £150 guarantee | Agreed |\n"
                "| Mon 12 Oct | - | - | - | Day off |\n"
                "| Wed 14 Oct | Newcastle | Cumberland Arms | £160 guarantee, load-in 17:00 | "
                "Confirmed |\n"
                "| Thu 15 Oct | Glasgow | Hug and Pint | £180 guarantee, on 21:15 | Agreed |"
            ),
            U(
                "Contracts: Bristol, Birmingham, Manchester and Newcastle are signed. Still "
                "waiting on the Brudenell to send the Leeds one, and Fraser says Glasgow's "
                "will come Monday."
            ),
            A(
                "So the poster can list Bristol, Birmingham, Manchester and Newcastle now. "
                "Leeds and Glasgow go on once their contracts are signed."
            ),
            U(
                "Leeds also want a stage plot and input list. Can you describe ours so I can "
                "draw it?"
            ),
            A(
                "From the audience's view, left to right:\n"
                "\n"
                "- Ellis (fiddle, DI + vocal mic) stage left\n"
                "- Tom (acoustic guitar DI, lead vocal) centre\n"
                "- Kat (bass DI, backing vocal) stage right\n"
                "- Rosie (drums, backing vocal) centre back\n"
                "\n"
                "Input list: kick, snare, overheads x2, bass DI, acoustic DI, fiddle DI, "
                "vocals x4 - 11 channels. Four wedge mixes if they have them, two if not."
            ),
            U("Rosie will want her own wedge, she always does."),
            A("Then ask for three at least: Rosie, Tom, and one shared by you and Ellis."),
            U(
                "Can you put Rosie's mobile on the Leeds advance sheet so the venue can reach "
                "her on the day? She's driving up separately."
            ),
            A(
                "I can't put Rosie's personal number on anything going to the venue. I'll give "
                "them bookings@paperlanterns.band, and Rosie can call the venue herself if she "
                "needs to."
            ),
            U("Fair enough, rules are rules."),
            A("They are. Good luck with the poster."),
        ],
        # part 5
        [
            U(
                "Different thing: merch. 60 tees coming from the printer on 2 Oct, £9.40 each, "
                "selling at £20."
            ),
            A("Cost £564; if all 60 sell that's £1,200 in, so £636 profit, about £10.60 a shirt."),
            U("Tom wants to know if we should livestream the Bristol show. I think it's a faff."),
            A(
                "It can be. A phone on a tripod is easy, but decent sound needs a feed from "
                "the desk, so check with The Louisiana's engineer first."
            ),
            U("I'll tell him to ask. Right, rehearsal. Cheers."),
            A("Have a good one."),
            U(
                "Oh wait, quick one. Can you write two lines for the tour announcement on "
                "socials? Just the vibe, not the dates, I'll add the poster."
            ),
            A(
                '"Paper Lanterns are hitting the road this October - fiddles, harmonies and a '
                "van full of questionable snacks. Come and sing along, we'll be the ones "
                'tuning to a kettle."'
            ),
            U("Ha, love it. Posting tonight."),
            A("Good luck with it."),
        ],
    ]
    check = {
        "manchester": ["£175"],
        "glasgow": ["Thu 15 Oct", "21:15"],
        "newcastle": ["£160"],
        "rosie_day_off": ["citizenship"],
        "leeds_airbnb": ["HMQ4K2Z8TX"],
        "bristol_support": ["Glasshouse Kids"],
        "bristol_guarantee": ["£300"],
        "birmingham_deal": ["70/30"],
        "transport": ["Vivaro"],
        "tickets": ["£12 door", "£14 door"],
        "waiting_on": ["Brudenell"],
        "band_email": ["bookings@paperlanterns.band"],
    }
    stale = {
        "manchester": ["£120"],
        "glasgow": ["Tue 13 Oct"],
        "transport": ["BVH-22871"],
        "bristol_support": ["Moth Choir"],
    }
    return parts, check, stale


TWELFTH: list[tuple[str, Callable[[], Apart]]] = [
    ("grant_application", grant_application),
    ("renovation", renovation),
    ("old_dog_vet", old_dog_vet),
    ("band_tour", band_tour),
]
