"""Four chat histories written apart (a Greek landlord in broken English using the assistant as
his letting agent for a flat with a failed boiler, a change of tenant, a new key safe code and a
moved inspection; a high-school robotics coach pasting long markdown messages about a state
championship trip, its rules, roster, budget and bus; a freelance German-English translator
negotiating rate, terms and deadlines with an agency for a skincare brand, tersely and in
lowercase; and a hiking club organiser under a system prompt of safety rules whose ridge day
is lost to the forecast and whose group changes), measured as written before any change was
made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def flat() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Hello. I am Giorgos Pappas, I am owner of the flat 3 at 27 Harcourt Road. From "
                "today you help me like the agent, ok? Please write me in simple English, short "
                "sentences. My English is not so good, I am Greek."
            ),
            A(
                "Hello Giorgos. Yes, I will help you like an agent. I will write simple English "
                "and short sentences."
            ),
            U(
                "The tenants are two persons. Priya Nair and Daniel Hughes. Contract it start 1 "
                "March, one year. Rent is £1,150 for the month, they pay on the 1st."
            ),
            A(
                "Noted. Tenants: Priya Nair and Daniel Hughes. Rent £1,150 a month, paid on the 1st."
            ),
            U(
                "The deposit is in the DPS. Reference is 3847-2291-06. Please keep it, always "
                "they ask me this number and always I lose the paper."
            ),
            A("Saved. DPS deposit reference 3847-2291-06."),
            U(
                "Very important for me. NO pets in the flat, never. Is in the contract clause "
                "14. Last tenants they had a dog and the floor, catastrophe, 2,000 pounds for "
                "new floor."
            ),
            A("Understood. No pets, clause 14. I will say no to any request."),
            U("Also the key safe next of the door, code is 4471. For emergency."),
            A("Key safe code 4471. Noted."),
            U(
                "In Thessaloniki now 31 degrees. Here is raining since Tuesday. I don't "
                "understand this country honestly"
            ),
            A("The weather here is not kind, I agree."),
        ],
        # part 2
        [
            U(
                "Problem!! Priya write me, the boiler make big noise and no hot water from "
                "yesterday. What I do?"
            ),
            A(
                "No hot water is urgent. You must repair it fast, normally in 24 to 48 hours. "
                "Shall I book a Gas Safe engineer?"
            ),
            U("Yes. Call Kostas, he is friend of my cousin, he has the Gas Safe. 07700 918 332."),
            A("Kostas comes Thursday at 10:00. His job reference is HR-5521. I told Priya."),
            U("good good. thank you"),
            U(
                "And we must do the inspection of the flat. Saturday 14 June at 11 is good for "
                "me, I am in London that week."
            ),
            A(
                "Inspection Saturday 14 June, 11:00. The tenants must get 24 hours' notice in "
                "writing. I will send it."
            ),
            U("For your work, we say 10% from the rent, ok? The other agent he take the same."),
            A("Yes, 10% of the rent, so £115 each month."),
            U(
                "My daughter she pass the driving test today! Third time. Each time £62, "
                "expensive girl haha"
            ),
            A("Congratulations to her! Third time lucky."),
        ],
        # part 3
        [
            U(
                "Kostas he came. He say the pump inside the boiler is broken, the new one come "
                "in 5 days. He put a small electric heater for the water in the meantime. Ugly "
                "but works."
            ),
            A("OK. The boiler waits for a new pump, about 5 days. Temporary water heater for now."),
            U(
                "Other news. Daniel he go out, he find job in Leeds. He leave end of July. His "
                "friend Tom Becker take the room, he want same contract."
            ),
            A(
                "So Daniel leaves at the end of July and Tom Becker takes his room. I need a copy "
                "of Tom's passport for the right-to-rent check, and we do a new agreement for "
                "Priya and Tom."
            ),
            U("ok do it"),
            U(
                "And with the new agreement I put the rent £1,195. Everything more expensive, my "
                "mortgage also go up."
            ),
            A("Rent becomes £1,195 in the new agreement. Priya will see it before she signs."),
            U(
                "Also sorry but the 10% is much for me. The agency on the corner of Harcourt "
                "Road take 8%. We can do 8?"
            ),
            A("Fine. 8% it is, so £95.60 a month."),
            U(
                "The neighbour downstairs, he have 4 cats and he complain about the bicycle of "
                "my tenants in the hall. Funny man."
            ),
            A("Four cats and he complains about a bicycle. Yes, funny."),
            U("cheers"),
        ],
        # part 4
        [
            U(
                "The inspection, I cannot the 14, I have the flight that day. Make the next "
                "Saturday, same hour."
            ),
            A("Inspection moved to Saturday 21 June at 11:00. I will send the tenants new notice."),
            U(
                "Bad news, Kostas call me, he is sick, maybe covid. His colleague Mihai he "
                "finish the boiler, Tuesday morning."
            ),
            A("Noted. Mihai fits the new pump on Tuesday morning. Same job reference HR-5521."),
            U("Also change the key safe please, too many persons know the code. New code 6194."),
            A("Key safe code is now 6194. Send it only to Priya and Tom?"),
            U("yes only them"),
            A(
                "One more thing. The gas safety certificate from last year expires 30/09. Mihai "
                "can do the new gas check in the same visit, so it is done before 30/09. Correct?"
            ),
            U("correct, both same day, it save me one call-out"),
            U(
                "What means 'bloody hell'? Priya say it in the phone when I tell about the "
                "heater. Is rude?"
            ),
            A("It is mild swearing. She was annoyed at the situation, not at you."),
            U("ah ok. English people"),
        ],
        # part 5
        [
            U(
                "Mihai finish! Boiler working with new pump, and the gas certificate done, he "
                "send me the paper. £240 with the part."
            ),
            A(
                "Very good. Boiler fixed and gas safety certificate renewed. Please pay Mihai "
                "the £240 and keep a copy of the certificate for the tenants."
            ),
            U("Now what is missing for Tom?"),
            A(
                "We are waiting on Tom to send his passport copy for the right-to-rent check. "
                "After that, Priya and Tom sign the new agreement at £1,195, and Daniel's share "
                "of the deposit goes back through the DPS."
            ),
            U("I write him today"),
            A("Good. Then the inspection on Saturday 21 June at 11:00."),
            U("My wife she say I talk more with you than with her lol"),
            A("Tell her I only talk about boilers."),
            U("haha ok. bye"),
            A("Bye, Giorgos."),
        ],
    ]
    check = {
        "address": ["27 Harcourt Road"],
        "language": ["simple English"],
        "tenants": ["Priya Nair", "Tom Becker"],
        "rent": ["£1,195"],
        "rent_day": ["1st"],
        "dps": ["3847-2291-06"],
        "pets": ["clause 14"],
        "keysafe": ["6194"],
        "job_ref": ["HR-5521"],
        "engineer": ["Mihai"],
        "inspection": ["21 June", "11:00"],
        "notice": ["24 hours"],
        "fee": ["8%"],
        "gas_cert": ["30/09"],
        "status": ["passport"],
    }
    stale = {
        "keysafe": ["4471"],
        "engineer": ["Kostas"],
        "inspection": ["14 June"],
        "fee": ["10%", "£115"],
    }
    return parts, check, stale


def robotics() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Hi! Coach Whitfield here, FRC Team 7421 (the Ironclad Otters). I'm going to use "
                "you as my planning brain for the state championship trip. How I want answers:\n"
                "\n"
                "- **Markdown, bullets, tables where it helps.** I paste your stuff straight "
                "into our team Slack.\n"
                "- no emojis, the kids overuse them enough.\n"
                "- Weights in **lb**, not kg. The rulebook is in lb and I don't want "
                "conversion errors at inspection.\n"
                "\n"
                "The basics:\n"
                "- Event: State Championship at **Crestview High School**\n"
                "- Travel: leave **Thursday March 13**, back **Sunday March 16**\n"
                "- Robot inspection slot: **Thursday 4:40 PM**\n"
                "- 17 students travelling, 2 adult chaperones (me + **Mr. Dubois**)"
            ),
            A(
                "Got it. For Slack:\n"
                "\n"
                "| Item | Detail |\n"
                "|---|---|\n"
                "| Team | 7421 Ironclad Otters |\n"
                "| Event | State Championship, Crestview High School |\n"
                "| Travel | Thu March 13 to Sun March 16 |\n"
                "| Inspection | Thu 4:40 PM |\n"
                "| Chaperones | Coach Whitfield, Mr. Dubois |"
            ),
            U(
                "## Rules I need you to hold me to\n"
                "1. **Robot weight limit: 125 lb** (no bumpers, no battery). Last weigh-in we "
                "were at 119.6 lb, so there's not much room for the new intake.\n"
                "2. **Batteries:** nothing goes on the field under **12.9 V** on the battery "
                "beak. Every battery gets a number label and a log line.\n"
                "3. **Safety glasses** on in the pit, always, everyone, parents included. One "
                "violation and we lose our shot at the safety award.\n"
                "4. **No charging in hotel rooms.** Pit only. District rule after an incident "
                "in 2023, not me being paranoid.\n"
                "\n"
                "Drive team: **Maya Chen** drives, **Leo Park** operates, **Aiden Shah** is "
                "human player. I coach."
            ),
            A(
                "Locked in:\n"
                "- 125 lb limit, currently 119.6 lb\n"
                "- 12.9 V minimum, every battery labelled and logged\n"
                "- Safety glasses in the pit at all times\n"
                "- No charging in hotel rooms\n"
                "- Drive team: Maya Chen, Leo Park, Aiden Shah"
            ),
            U("Budget from the booster club is $2,400 for the whole trip. Bus, hotel, food."),
            A("$2,400 total, noted."),
            U(
                "Fun fact, our first robot in 2016 weighed 147 lb and we had to saw off a whole "
                "arm in the parking lot."
            ),
            A("Classic rookie year. Hopefully no hacksaws this time."),
        ],
        # part 2
        [
            U(
                "Hotel + transport:\n"
                "- **Hampton Inn Crestview**, 5 rooms, confirmation **HX-883015**\n"
                "- Bus leaves the gym lot at **6:15 AM** Thursday\n"
                "- Friday dinner at the pizza place that did 40% off for teams last year, if "
                "they still do\n"
                "\n"
                "Decision from last night's build meeting: we're sticking with **swerve**. The "
                "kids wanted mecanum again but swerve won us 3 of 4 pushing matches at the "
                "district event. Final."
            ),
            A(
                "- Hotel: Hampton Inn Crestview, HX-883015\n"
                "- Bus: 6:15 AM Thursday, gym lot\n"
                "- Drivetrain: swerve, final"
            ),
            A(
                "Suggestion for the pit: Maya and Leo stay off pit duty during matches, and "
                "Priyanka runs the battery log and charger rotation as battery captain. Correct?"
            ),
            U("Correct. Priyanka is battery captain, she'll love the clipboard."),
            U("Permission slips due **Feb 28**. Got 12 of 17 so far."),
            A("12/17 in, due Feb 28."),
            U("Someone put googly eyes on the drill press again. 40 googly eyes. I counted them."),
            A("At least it's vandalism with commitment."),
            U("lol"),
        ],
        # part 3
        [
            U(
                "Ugh. Couple of things:\n"
                "- Leo fell off his skateboard. **Broken wrist**, cast for 6 weeks. He's still "
                "coming as a scout but he can't operate. **Jonah Ruiz** is our new operator. "
                "He's been practising with Maya all week and honestly they're smoother.\n"
                "- Booster club had a bad fundraiser month. Trip budget is now **$1,950**, not "
                "what I told you before. We'll pack lunches Thursday and Saturday.\n"
                "- Mr. Dubois has jury duty. **Mrs. Kaplan** (chemistry) is our second chaperone."
            ),
            A(
                "Updated:\n"
                "- Drive team: Maya Chen (driver), Jonah Ruiz (operator), Aiden Shah (human "
                "player)\n"
                "- Budget: $1,950, packed lunches Thursday and Saturday\n"
                "- Chaperones: Coach Whitfield and Mrs. Kaplan"
            ),
            U(
                "New intake went on. Robot now weighs **123.8 lb**. That's 1.2 lb of margin. "
                "Nobody add a single zip tie."
            ),
            A(
                "123.8 lb against the 125 lb limit. I'd add a re-weigh to the night-before "
                "checklist."
            ),
            U("Jonah asked if he can bring his lizard. No."),
            A("Firm no on the lizard."),
            U("Slips: 15 of 17 now."),
            A("15/17."),
        ],
        # part 4
        [
            U(
                "Event email just landed. Highlights:\n"
                "- Pit opens **Thursday 3:00 PM**\n"
                "- Our inspection got moved to **Friday 8:20 AM**, they overbooked Thursday\n"
                "- Pit power is limited this year, **max 3 chargers per team**\n"
                "- Wristbands at the door, team number on each one\n"
                "\n"
                "So no reason to be there at dawn Thursday. Bus can leave at **10:30 AM** "
                "instead and the kids get a half day of class. Parents will be thrilled."
            ),
            A(
                "Updated:\n"
                "- Inspection: Friday 8:20 AM\n"
                "- Pit opens Thursday 3:00 PM\n"
                "- Max 3 chargers per team, Priyanka rotates the batteries\n"
                "- Bus: 10:30 AM Thursday"
            ),
            U("yep"),
            U(
                "The kids voted on a team chant. It's just 'OTTERS' shouted 7 times. I'm so "
                "proud and so tired."
            ),
            A("It's efficient, you have to give them that."),
            U(
                "Also Maya's dad offered to drive the trailer with the robot cart. 2 hours "
                "each way, he says he likes podcasts."
            ),
            A("Good of him. Saves the bus a lot of cargo space."),
            U("thanks"),
        ],
        # part 5
        [
            U(
                "Status check before I email parents:\n"
                "- Slips: **16 of 17**. Still missing **Ravi Menon's**, his mom says tonight.\n"
                "- Hotel confirmed, bus confirmed.\n"
                "- Jonah and Maya ran 30 practice matches this week, avg cycle 8.4 s."
            ),
            A(
                "### Trip status\n"
                "- Permission slips: 16/17, waiting on Ravi Menon's (expected tonight)\n"
                "- Hotel: Hampton Inn Crestview, HX-883015\n"
                "- Bus: 10:30 AM Thursday March 13\n"
                "- Inspection: Friday 8:20 AM\n"
                "- Chaperones: Coach Whitfield, Mrs. Kaplan\n"
                "- Reminders: safety glasses in the pit at all times, no charging in hotel rooms"
            ),
            U("Perfect. Not putting the chant in the parent email."),
            A("Probably wise."),
            U("ok signing off"),
            A("Good luck at Crestview."),
            U("thx"),
            A("Any time."),
        ],
    ]
    check = {
        "team": ["7421"],
        "style": ["emojis"],
        "dates": ["March 13", "March 16"],
        "weight_limit": ["125 lb"],
        "robot_weight": ["123.8 lb"],
        "battery": ["12.9 V"],
        "glasses": ["glasses"],
        "hotel_rule": ["hotel rooms"],
        "drive_team": ["Maya Chen", "Jonah Ruiz"],
        "chaperone": ["Kaplan"],
        "budget": ["$1,950"],
        "hotel": ["HX-883015"],
        "bus": ["10:30 AM"],
        "inspection": ["8:20 AM"],
        "drivetrain": ["swerve"],
        "captain": ["Priyanka"],
        "status": ["Ravi Menon"],
    }
    stale = {
        "robot_weight": ["119.6"],
        "drive_team": ["Leo Park"],
        "chaperone": ["Dubois"],
        "budget": ["$2,400"],
        "bus": ["6:15 AM"],
        "inspection": ["4:40 PM"],
    }
    return parts, check, stale


def translator() -> Apart:
    parts = [
        # part 1
        [
            U(
                "hey. need a sounding board for a contract i'm negotiating. agency is Kestrel "
                "Language Services, end client is a skincare brand called Vellora. german to "
                "english, they want British English. PM is Ingrid Solberg."
            ),
            A(
                "Happy to help. DE>EN, British English, via Kestrel Language Services for "
                "Vellora, PM Ingrid Solberg. What are the terms so far?"
            ),
            U(
                "their offer: €0.09/word, 24,300 words across 41 product pages + 2 brochures. "
                "deadline 17 November for everything. payment 45 days after invoice. 2 revision "
                "rounds included, anything beyond is €40/hour."
            ),
            A(
                "That rate is low for cosmetics copy. Noted: 24,300 words, due 17 November, "
                "payment 45 days after invoice, 2 revision rounds, then €40/hour."
            ),
            U(
                "yeah i'm going to counter at €0.12 and see. also something i WILL forget: the "
                "brand name Vellora and the product line names (Aqua Lumen, Nuit Rituelle etc) "
                "are never translated, not even the french bits. and INCI ingredient lists stay "
                "exactly as in the source."
            ),
            A(
                "Noted: Vellora and product line names are never translated, French included; "
                "INCI lists copied exactly from the source."
            ),
            U("my cat just walked across the keyboard and sent Ingrid 'ggggggggg'. great start"),
            A("At least it's unambiguous."),
            U("ha"),
        ],
        # part 2
        [
            U(
                "ok Ingrid came back. we met in the middle at €0.11. she also agreed payment in "
                "30 days instead of the other thing, which tbh matters more to me."
            ),
            A("So 24,300 words at €0.11 is €2,673, paid within 30 days. Right?"),
            U("yes"),
            U(
                "so the practical side. they work in memoQ, they'll send a package with their "
                "TM and termbase, which is good because i was NOT going to pay 620 quid for "
                "another licence just for one client. honestly my trados subscription already "
                "eats enough and i only renewed it in march. anyway. no machine translation "
                "allowed, it's in the contract, not even DeepL for a first pass. fine by me, i "
                "don't use it for marketing copy anyway, it makes everything sound like a "
                "washing machine manual"
            ),
            A("memoQ with their TM and termbase. No machine translation, DeepL included."),
            U(
                "glossary thing from the style guide: 'Hautbild' is always 'complexion', never "
                "'skin appearance'. they were very insistent"
            ),
            A("Hautbild is always complexion. Noted."),
            U("PO came through: KLS-PO-60274"),
            A("PO KLS-PO-60274."),
            U("it's 4pm and i've had 5 coffees. is that a lot"),
            A("It's a lot."),
        ],
        # part 3
        [
            U(
                "can you draft a short reply to Ingrid confirming i got the memoQ package? keep "
                "it brief. sign off 'Best, Lena', and please never open with 'I hope this email "
                "finds you well', i hate it"
            ),
            A(
                "Hi Ingrid,\n\nThanks, the memoQ package arrived and opens fine. I'll start on "
                "the product pages today.\n\nBest, Lena"
            ),
            U("perfect"),
            U(
                "oh and rush fee: anything they want back in under 48 hours is +20%. i put that "
                "in my counter and they accepted"
            ),
            A("Rush fee: +20% for anything under 48 hours."),
            U(
                "my VAT ID for the invoice is DE318840275, put it in the invoice template when "
                "we get there"
            ),
            A("VAT ID DE318840275 saved for the invoice."),
            U("batch 1 (the 41 product pages) due 3 November, brochures with the rest"),
            A("Batch 1, the 41 product pages, by 3 November."),
            U("my neighbour is learning the trumpet. it's been 3 weeks. he knows 2 notes"),
            A("Two more than most of us."),
        ],
        # part 4
        [
            U(
                "plot twist. Ingrid's going on leave, Paolo Ferri takes over the account from "
                "monday. seems nice, very fast on email"
            ),
            A("Paolo Ferri is your PM from Monday."),
            U(
                "and Vellora added a new catalogue section. new total is 27,850 words. final "
                "deadline moves to 24 November which is fair"
            ),
            A(
                "New total 27,850 words, final deadline 24 November. At €0.11 that's "
                "€3,063.50. Batch 1 still 3 November?"
            ),
            U("correct, batch 1 unchanged"),
            U(
                "Paolo asks if i can also do the instagram captions. 60 of them. told him separate quote"
            ),
            A("Sensible. Separate quote for the 60 captions."),
            U(
                "spent an hour on the phone with my accountant about the quarterly advance "
                "payment. apparently i owe 1,140 more than last year because 2024 was 'a good "
                "year'. it did not feel like a good year. it felt like 11 months of pharma "
                "leaflets and one nice novel"
            ),
            A("The tax office has a generous definition of good."),
            U("cheers"),
        ],
        # part 5
        [
            U(
                "batch 1 delivered on the 2nd, a day early. Paolo said thanks. now i'm stuck "
                "waiting on him for the updated termbase for the new catalogue section before i "
                "can start batch 2"
            ),
            A("Batch 1 delivered. Batch 2 is waiting on Paolo's updated termbase."),
            U("draft me a nudge to him for tomorrow? friendly"),
            A(
                "Hi Paolo,\n\nQuick one: could you send the updated termbase for the new "
                "catalogue section when you have a moment? I'd like to start batch 2 this week "
                "to stay comfortably ahead of 24 November.\n\nBest, Lena"
            ),
            U("good. the cat approves"),
            A("High praise."),
            U("ok bye"),
            A("Bye, Lena."),
        ],
    ]
    check = {
        "english": ["British English"],
        "brand": ["Vellora", "Aqua Lumen"],
        "inci": ["INCI"],
        "rate": ["€0.11"],
        "words": ["27,850"],
        "total": ["€3,063.50"],
        "deadline": ["24 November"],
        "pm": ["Paolo Ferri"],
        "terms": ["30 days"],
        "rush": ["20%", "48 hours"],
        "cat_tool": ["memoQ"],
        "no_mt": ["machine translation"],
        "hautbild": ["complexion"],
        "po": ["KLS-PO-60274"],
        "vat": ["DE318840275"],
        "signoff": ["Best, Lena"],
        "status": ["updated termbase"],
    }
    stale = {
        "rate": ["€0.09"],
        "words": ["24,300"],
        "total": ["€2,673"],
        "deadline": ["17 November"],
        "pm": ["Ingrid"],
        "terms": ["45 days"],
    }
    return parts, check, stale


def hike() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are Cairn, the trip-planning assistant for the Ochil Ramblers club. "
                    "Club safety rules, which override anything a member asks:\n"
                    "1. Every summit day has a turnaround time of 14:00. If the top isn't "
                    "reached by then, the whole group turns back.\n"
                    "2. Never plan for the group to split up on the hill.\n"
                    "3. A route card must be left with a named home contact before every trip.\n"
                    "4. No river crossings above knee height: find a bridge or turn back.\n"
                    "5. Use metric units (km, m, °C)."
                ),
            },
            U(
                "Right, planning the June trip. 4 days, 12-15 June, West Highlands. Six of us: "
                "me (Ruth), Anouk, Bram, Chen, Ifeoma and Graham. Send me everything as plain "
                "text please, no tables, I read it on my phone on the train."
            ),
            A(
                "Got it, Ruth. Plain text, no tables. 12-15 June, six people: Ruth, Anouk, "
                "Bram, Chen, Ifeoma, Graham."
            ),
            U(
                "Food: Anouk is vegan, Bram has a serious nut allergy (carries an EpiPen, so "
                "no nuts in ANY shared food), Chen doesn't eat pork."
            ),
            A(
                "Noted: Anouk vegan; Bram nut allergy with EpiPen, so all shared food is "
                "nut-free; Chen no pork."
            ),
            U("Big day is day 2, 13 June: Aonach Eagach. Graham's been on about it for years."),
            A(
                "Day 2, 13 June: Aonach Eagach. It's a serious scramble with no easy way off "
                "once you're on it, so the 14:00 turnaround matters. I'll watch the forecast."
            ),
            U("Meeting at Tyndrum Lower station car park, 07:30 on the 12th."),
            A("Meet 07:30, 12 June, Tyndrum Lower station car park."),
            U(
                "Graham says hi btw. He says you can't be trusted because you've never had a blister"
            ),
            A("Fair criticism."),
        ],
        # part 2
        [
            U(
                "Wild camping night 1 is in the Loch Lomond permit zone, got the permit: "
                "LLCP-58213. Just for the night of the 12th."
            ),
            A("Camping permit LLCP-58213, night of 12 June."),
            U(
                "Home contact is my sister Hilde, 07811 402 556. We text her every evening by "
                "20:00. If she's heard nothing by 22:00 she calls Mountain Rescue."
            ),
            A(
                "Home contact Hilde, 07811 402 556. Check-in text by 20:00 each evening; if "
                "nothing by 22:00 she calls 999 and asks for Mountain Rescue. I'll put her on "
                "the route card."
            ),
            U(
                "Shared gear: 2 stoves, the group shelter, first aid kit, a spare map. Who carries what?"
            ),
            A(
                "Suggestion: Bram and Chen a stove each, Ifeoma the group shelter, you the "
                "first aid kit, Graham the spare map and compass. OK?"
            ),
            U("yes, perfect"),
            U("Ifeoma just bought a 65 litre pack for a 4 day trip. She says it's for 'options'"),
            A("Options are heavy."),
            U("lol"),
        ],
        # part 3
        [
            U(
                "Bad news, Chen's out, work thing. Her mate Dario is taking her spot, he's done "
                "the Cuillin so he'll be fine. He's coeliac, properly, so gluten-free."
            ),
            A(
                "Dario in, noted. Shared meals need to be vegan-friendly for Anouk, nut-free "
                "for Bram and gluten-free for Dario."
            ),
            U("He's bringing his own Jetboil so that's the second stove sorted."),
            A("Stoves: Bram and Dario's Jetboil."),
            U(
                "Meal plan idea: dhal and rice night 1, gluten-free pasta night 2, the "
                "dehydrated chilli night 3."
            ),
            A(
                "Works for all three if the stock cubes are gluten-free and nothing has "
                "'may contain nuts' on the label."
            ),
            U(
                "Hilde asked if we're taking the dog. We are not taking the dog. The dog is 14 "
                "and sleeps 20 hours a day"
            ),
            A("Sounds like the dog has the better holiday planned."),
        ],
        # part 4
        [
            U(
                "MWIS for the 13th looks grim. Gusts 80 km/h on the tops, cloud base 700 m. No "
                "way we're doing the ridge in that."
            ),
            A(
                "Agreed, an exposed ridge in 80 km/h gusts is out. Low-level option: the Lairig "
                "Gartain and Lairig Eilde loop, about 15 km and 550 m of ascent, mostly under "
                "the cloud. The burn crossings can run high after rain; above knee height, we "
                "turn back."
            ),
            U("yeah go with the Lairig loop. Graham's sulking"),
            A("Day 2 is now the Lairig Gartain and Lairig Eilde loop, 15 km."),
            U(
                "Also ScotRail changed the timetable, so we'll meet at Bridge of Orchy station "
                "instead, 08:10. Saves Anouk and Dario a bus."
            ),
            A("Meeting point: Bridge of Orchy station, 08:10 on 12 June."),
            U("what does cloud base 700 m mean in english"),
            A("Above 700 m you'd be walking inside the cloud."),
            U("lovely"),
        ],
        # part 5
        [
            U(
                "Route card went to Hilde yesterday. Only thing left is Dario confirming he's "
                "got a berth on the sleeper from London."
            ),
            A(
                "Status:\n"
                "- 12-15 June, meet Bridge of Orchy station 08:10 on the 12th\n"
                "- Six: Ruth, Anouk, Bram, Ifeoma, Graham, Dario\n"
                "- Permit LLCP-58213 for the night of the 12th\n"
                "- Day 2: Lairig loop, 14:00 turnaround still applies\n"
                "- Route card with Hilde, check-in by 20:00\n"
                "- Waiting on Dario's sleeper"
            ),
            U("Graham has started calling the loop 'the consolation walk'"),
            A("Tell him the ridge will still be there next year."),
            U("He says it's been there 400 million years, it can wait 1 more"),
            A("Geologically sound."),
            U("cheers, night"),
            A("Night, Ruth."),
        ],
    ]
    check = {
        "turnaround": ["14:00"],
        "no_split": ["split"],
        "route_card": ["route card"],
        "river": ["knee"],
        "format": ["no tables"],
        "dates": ["12-15 June"],
        "roster": ["Dario"],
        "diet": ["vegan", "gluten-free"],
        "allergy": ["Bram", "EpiPen"],
        "route": ["Lairig"],
        "meeting": ["Bridge of Orchy", "08:10"],
        "permit": ["LLCP-58213"],
        "contact": ["Hilde", "20:00"],
        "escalate": ["22:00"],
        "stove": ["Jetboil"],
        "status": ["sleeper"],
    }
    stale = {
        "roster": ["Chen"],
        "diet": ["pork"],
        "route": ["Aonach Eagach"],
        "meeting": ["07:30", "Tyndrum"],
    }
    return parts, check, stale


NINETEENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("flat", flat),
    ("robotics", robotics),
    ("translator", translator),
    ("hike", hike),
]
