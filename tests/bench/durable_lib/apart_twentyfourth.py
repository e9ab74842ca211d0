"""Four more chats written apart: the new fixture secretary of a junior Sunday football league
writing formal emails under a system prompt of numbered rules, pasting a pitch table and a council
booking while one kick-off moves twice, a division loses a team and a cup round is pushed back a
week; a dog owner texting in lowercase with typos about her spaniel's sock surgery and the pet
insurance claim, pasting the invoice and the insurer's email while the excess is corrected, the
recheck is pushed back a week and the claim waits on an assessor; a French skipper writing in
non-native English to plan a Saint-Malo to Guernsey passage whose departure changes twice, whose
crew shrinks and whose shore contact's deadline moves; and a plant-science postdoc writing long
multi-topic paragraphs under a system prompt of rules written as prose, pasting growth-chamber
configs while a genotype is swapped, the plant count halved, the drought target raised and a
deadline extended; five parts each, with durable items changed later.
"""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def league() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are the fixtures assistant for the Millbrook & District Junior Sunday "
                    "League. Follow these rules:\n"
                    "1. Never put a child's full name, date of birth or school in anything "
                    "meant for the public website; use first name and initial only.\n"
                    "2. Give every kick-off time in 24-hour format.\n"
                    "3. Do not tell a club that its fixture is confirmed until there is a "
                    "pitch booking reference for that pitch.\n"
                    "4. Refer any disciplinary or safeguarding question to the league welfare "
                    "officer, Mrs Denise Harrow, and do not comment on the substance yourself.\n"
                    "5. Write in British English."
                ),
            },
            U(
                "Dear Assistant,\n\n"
                "I hope this finds you well. I have recently been appointed Fixture "
                "Secretary of the Millbrook & District Junior Sunday League, taking over "
                "from Mr Alan Briggs, who has retired after eleven seasons in the post. "
                "Alan has left me a lever-arch file, a spreadsheet that will only open on "
                "his old laptop, and a great deal of goodwill, and I should be grateful "
                "for your help in turning all three into a fixture list for the 2025-26 "
                "season.\n\n"
                "The season kicks off on Sunday 7 September 2025. We have four divisions "
                "this year: Under-12, Under-13, Under-14 and Under-16. The Under-13 "
                "division has 10 teams and the Under-16 division has 8 teams; the Under-12 "
                "and Under-14 divisions have 9 and 10 teams respectively, although I am "
                "still chasing two clubs for their affiliation paperwork.\n\n"
                "Yours faithfully,\n"
                "Gerald Pennington\n"
                "Fixture Secretary"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "Thank you for getting in touch, and congratulations on the appointment. "
                "Eleven seasons is a hard act to follow, but a fixture list is a very "
                "manageable problem once the constraints are written down, and I am glad "
                "to help.\n\n"
                "To get started, it would help to know:\n\n"
                "- Which grounds and pitches the league has use of, and at what times on a "
                "Sunday.\n"
                "- The kick-off time for each division.\n"
                "- How each division is to be played: a league of everyone against "
                "everyone, groups, or something else.\n"
                "- Any Sundays to avoid, such as Remembrance Sunday, Christmas and Easter.\n"
                "- Whether there are cup competitions that need Sundays of their own.\n\n"
                "With those in hand I can draft a round-by-round schedule, check it for "
                "clashes on shared pitches, and produce one version for the clubs and "
                "another for the website.\n\n"
                "Kind regards,\n"
                "The fixtures assistant"
            ),
            U(
                "Dear Assistant,\n\n"
                "Thank you for such a thorough reply. I shall take your questions in "
                "order, though I fear my answers will raise more questions than they "
                "settle.\n\n"
                "We use two grounds. Brookside Recreation Ground has three pitches, of "
                "which we book pitches 1 and 3 (pitch 2 is the cricket club's outfield and "
                "is out of bounds until October). Hollins Park has a single full-size "
                "pitch, known for reasons lost to history as pitch 2, which is used by the "
                "Under-16s. I have set out the allocation below, as Alan had it last "
                "season:\n\n"
                "| Division | Venue | Pitch | Kick-off |\n"
                "|---|---|---|---|\n"
                "| Under-12 | Brookside Rec | 3 | 09:30 |\n"
                "| Under-13 | Brookside Rec | 1 | 09:00 |\n"
                "| Under-14 | Brookside Rec | 1 | 11:15 |\n"
                "| Under-16 | Hollins Park | 2 | 13:00 |\n\n"
                "Player registrations close on Sunday 31 August, and no child may appear "
                "on a team sheet unless registered by that date. I am told this rule "
                "caused some unpleasantness last season, so I intend to apply it without "
                "exception.\n\n"
                "With kind regards,\n"
                "Gerald Pennington"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "Thank you, that is very clear. To confirm what I have noted:\n\n"
                "- The season starts on Sunday 7 September 2025; registrations close on "
                "Sunday 31 August, with no exceptions.\n"
                "- Brookside Rec pitches 1 and 3, and Hollins Park pitch 2 for the "
                "Under-16s.\n"
                "- Kick-offs as in your table: Under-13 at 09:00, Under-12 at 09:30, "
                "Under-14 at 11:15 and Under-16 at 13:00.\n\n"
                "One practical point: the Under-13s and Under-14s share Brookside pitch 1. "
                "An Under-13 match starting at 09:00, with two halves and a short "
                "interval, should be off the pitch by about 10:15, which leaves a "
                "comfortable change-over. If any Under-13 matches are played with longer "
                "halves, or start late because a referee is delayed, that margin shrinks "
                "quickly, so it may be worth confirming the match lengths in each "
                "division's rules.\n\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n\n"
                "Match lengths are a matter for the divisional rules, and I shall check "
                "them. I ought also to mention money, since our treasurer, Mrs Pauline "
                "Ashby, raised the matter with some force at Tuesday's committee meeting. "
                "Pitch hire last season ran over budget by a sum I am too embarrassed to "
                "repeat, and the committee has resolved that pitch hire must not exceed "
                "£2,400 for the whole of the 2025-26 season, cups included. Pauline made "
                "the point twice, and then a third time in the minutes, so I think we may "
                "treat it as a hard limit.\n\n"
                "On a lighter note, Alan's spreadsheet turns out to contain a hidden tab "
                "entitled 'Grudges', listing which club secretaries are not to be "
                "scheduled at the same ground on the same morning. I have decided not to "
                "inherit it.\n\n"
                "Yours sincerely,\n"
                "Gerald Pennington"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "Noted: pitch hire is capped at £2,400 for the season, cups included. I "
                "will keep a running total against that figure as bookings come in, and "
                "flag anything that would take us over before it happens rather than after.\n\n"
                "Declining to inherit the 'Grudges' tab seems wise, although I confess to "
                "some curiosity about it. If there are genuine difficulties between clubs, "
                "they are better handled through the proper channels than through a "
                "spreadsheet.\n\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n\n"
                "Now to the Under-13s. With 10 teams, the committee's preference is a "
                "single round-robin: nine rounds, each team playing every other team once, "
                "with home advantage decided by the draw. It is not everyone's favourite "
                "(the Kestrel Park secretary, Mr Dawes, has been lobbying for groups), but "
                "it is what we have agreed for now.\n\n"
                "Could you tell me roughly how many Sundays that would occupy, allowing "
                "for the Christmas break?\n\n"
                "Kind regards,\n"
                "Gerald Pennington"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "Ten teams playing each other once need nine rounds, with five matches per "
                "round. On a single pitch at Brookside that is more than one morning can "
                "hold, so in practice the Under-13 matches would be spread across pitch 1 "
                "and any away venues the clubs provide.\n\n"
                "Starting on 7 September and playing every Sunday, nine rounds would "
                "finish in early November, well before the Christmas break. That leaves a "
                "long stretch from November to April with no league football for the "
                "Under-13s, which is probably the argument Mr Dawes will make for groups: "
                "a group format with home and away matches keeps the children playing "
                "through the winter. Neither approach is wrong, but it is worth being "
                "ready for the question at the next meeting.\n\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n\n"
                "Thank you. Nine rounds it is for the time being. I must go now: my "
                "grandson Oliver has a match of his own this afternoon, and I am under "
                "strict instructions to bring the oranges and to say nothing whatsoever "
                "about the referee.\n\n"
                "Warm regards,\n"
                "Gerald"
            ),
            A(
                "Enjoy the match, and good luck with the oranges. Silence about the "
                "referee is the hardest part of any touchline, so you have my sympathy."
            ),
        ],
        [
            U(
                "Dear Assistant,\n\n"
                "Please see below the confirmation I received from the council this "
                "morning.\n\n"
                "---------- Forwarded message ----------\n"
                "From: Leisure Bookings <leisure.bookings@millbrook.gov.uk>\n"
                "Date: 14 August 2025\n"
                "Subject: Seasonal booking confirmation - Brookside Recreation Ground\n\n"
                "Dear Mr Pennington,\n\n"
                "We are pleased to confirm the following seasonal booking:\n\n"
                "Venue: Brookside Recreation Ground, pitches 1 and 3\n"
                "Days/times: Sundays, 08:30-14:30\n"
                "Period: 7 September 2025 to 26 April 2026 (excluding 21 and 28 December)\n"
                "Booking reference: BRG-2025-0412\n"
                "Seasonal charge: £1,560.00 (payable in two instalments)\n\n"
                "Please quote the booking reference in all correspondence.\n\n"
                "Yours sincerely,\n"
                "Leisure Bookings Team\n"
                "Millbrook Borough Council\n"
                "----------\n\n"
                "The Hollins Park booking, I regret to say, is another matter. I wrote to "
                "Ms Yetunde Okoro in the council's parks team on the 4th and have heard "
                "nothing since, so we are still waiting for her to confirm Hollins Park "
                "pitch 2.\n\n"
                "Yours sincerely,\n"
                "Gerald Pennington"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "Thank you. I have recorded the Brookside booking as reference "
                "BRG-2025-0412, at £1,560.00 for the season. Against the £2,400 cap, that "
                "leaves £840 for Hollins Park and any cup fixtures, which may be tight if "
                "the Under-16 pitch is charged at the full adult rate.\n\n"
                "Until Ms Okoro confirms Hollins Park pitch 2 there is no booking "
                "reference for it, so I will not describe any Under-16 fixture as "
                "confirmed to the clubs. The Brookside fixtures can go ahead as planned.\n\n"
                "Would it help if I drafted a short, polite chaser to Ms Okoro?\n\n"
                "Kind regards"
            ),
            U(
                "Yes please, though do keep it short. I have found that the council "
                "responds better to brevity than to eloquence.\n\n"
                "G.P."
            ),
            A(
                "Here is a short draft:\n\n"
                "Subject: Hollins Park pitch 2 - Sunday bookings 2025-26\n\n"
                "Dear Ms Okoro,\n\n"
                "I wrote on 4 August about a seasonal Sunday booking of Hollins Park pitch "
                "2 for the Millbrook & District Junior Sunday League's Under-16 division, "
                "from 7 September. Could you let me know whether the pitch is available, "
                "and the charge? Our Brookside booking (BRG-2025-0412) is already "
                "confirmed, and we are keen to publish the Under-16 fixtures as soon as we "
                "can.\n\n"
                "Many thanks,\n"
                "Gerald Pennington\n"
                "Fixture Secretary"
            ),
            U(
                "Dear Assistant,\n\n"
                "Thank you, that is sent. I have also heard from our referees' secretary, "
                "Mr Tom Achebe, who appoints the officials for all our matches. The County "
                "FA match fee for junior referees is £32 per game this season, which the "
                "home club pays in cash on the day. Tom asks that fixtures reach him at "
                "least fourteen days before each round, so that he can allocate referees "
                "without a last-minute scramble.\n\n"
                "Kind regards,\n"
                "Gerald"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "Noted: Tom Achebe appoints the referees; the fee is £32 per game, paid by "
                "the home club on the day; and fixtures go to Tom at least fourteen days "
                "before each round. I will build that notice period into the schedule, so "
                "that each round's fixtures are fixed and sent to him in good time.\n\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n\n"
                "One further request, of a more personal nature. Alan always sorted "
                "fixture lists by division, which meant that anyone wanting to know what "
                "was happening at Brookside on a given Sunday had to read all four "
                "sections and assemble the picture in their head. Please always sort "
                "fixture lists by venue, and within each venue by kick-off time. The "
                "groundsman, Mr Reilly, will thank you, even if he does not say so.\n\n"
                "Gerald"
            ),
            A("Noted. Fixture lists will be sorted by venue, then by kick-off time."),
            U(
                "Oliver's side lost 4-2, since you ask, although he insists that the "
                "second goal was offside and has drawn a diagram to prove it. I have "
                "promised to show it to nobody."
            ),
            A(
                "The diagram sounds compelling. Offside is a subject on which "
                "grandparents, parents and players seldom agree, so keeping it private is "
                "probably the diplomatic choice."
            ),
            U(
                "Dear Assistant,\n\n"
                "To business. The committee would like the fixtures for rounds 1 to 3 "
                "published on the league website by Friday 22 August, so that clubs have "
                "them before registrations close. Could you prepare those first, please?\n\n"
                "Kind regards,\n"
                "Gerald Pennington"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "Certainly. I will prepare rounds 1 to 3 first, sorted by venue and then "
                "by kick-off time, with every time in 24-hour format. The Brookside "
                "fixtures can be shown as confirmed. The Under-16 fixtures at Hollins Park "
                "will be shown as provisional until Ms Okoro replies, and I will add a "
                "line to that effect so that no club reads them as final.\n\n"
                "Kind regards"
            ),
        ],
        [
            U(
                "Dear Assistant,\n\n"
                "Several developments from last night's committee meeting, which ran until "
                "nearly ten o'clock.\n\n"
                "First, Mr Reilly has asked that all matches on Brookside pitch 1 be "
                "finished by 13:00, so that he can mark the pitch out for the ladies' side "
                "in the afternoon. The Under-14 kick-off is therefore moved to 11:00.\n\n"
                "Second, and after what I can only describe as a spirited debate, we are "
                "going with the Kestrel Park proposal after all: the Under-13s will play "
                "in two groups of five rather than a single round-robin. Each group will "
                "play home and away, and the two group winners will meet in a final in "
                "April.\n\n"
                "Third, the secretary of Ashdene Colts telephoned this morning to say that "
                "they have withdrawn their Under-16 side for lack of players. They were "
                "very apologetic, and their Under-12s carry on as before.\n\n"
                "Yours sincerely,\n"
                "Gerald Pennington"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "That is a good deal for one evening. Taking the points in turn:\n\n"
                "1. The Under-14 kick-off is now 11:00 on Brookside pitch 1, which should "
                "see matches finished in time for Mr Reilly.\n"
                "2. The Under-13s will play in two groups of five, home and away. That is "
                "eight rounds per group, plus the final in April, which spreads their "
                "football far more evenly across the season.\n"
                "3. With Ashdene Colts withdrawn, the Under-16 division has 7 teams. With "
                "an odd number, one team will have a bye each round, and home and away "
                "fixtures would take 14 Sundays.\n\n"
                "Shall I proceed on that basis for the Under-16s?\n\n"
                "Kind regards"
            ),
            U(
                "Yes, that is right: 7 teams, a bye each round, home and away. The clubs "
                "are used to byes, and I dare say Kestrel Park will claim to prefer them.\n\n"
                "G.P."
            ),
            A(
                "Understood. I will redraw the Under-16 schedule for 7 teams with a bye in "
                "each round."
            ),
            U(
                "Dear Assistant,\n\n"
                "Pauline asked me, in passing, what would happen to our budget if the "
                "council were to charge £60 an hour for Hollins Park, as she has heard "
                "rumoured at the bowls club. I told her I would ask you rather than guess, "
                "since my guesses about money tend to alarm her.\n\n"
                "Gerald"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "Purely as an illustration: if Hollins Park were charged at £60 an hour, "
                "and each Under-16 fixture needed the pitch for two hours, that would be "
                "£120 per Sunday. Across 14 Sundays that comes to £1,680, which with the "
                "£1,560.00 already committed at Brookside would take pitch hire to £3,240, "
                "well over the £2,400 cap.\n\n"
                "So if the rumour proved true, the league would need to find a cheaper "
                "Under-16 venue, ask clubs with their own pitches to host, or go back to "
                "the committee. But we have no quote from the council yet, so there is "
                "nothing to act on until Ms Okoro replies.\n\n"
                "Kind regards"
            ),
            U(
                "Thank you. Let us hope the rumour is only that. It has rained here "
                "without pause since Tuesday, and Mr Reilly is already muttering darkly "
                "about postponements."
            ),
            A(
                "Let us hope it clears before 7 September. If there are postponements, it "
                "would help to agree now who makes the call on the morning and how clubs "
                "are told, so that nobody drives to Brookside for nothing."
            ),
            U(
                "Mr Achebe also asks me to remind everyone that referees must have the "
                "fixtures fourteen days in advance, which I believe we have already noted."
            ),
            A("Noted, and it is already on my list."),
        ],
        [
            U(
                "Dear Assistant,\n\n"
                "A circular from the County FA arrived this morning: junior referees' "
                "match fees rise to £34 per game with effect from 1 October. Tom Achebe "
                "has asked that clubs be told before the end of September so that nobody "
                "is caught short on the touchline. Could you draft a short note for club "
                "secretaries?\n\n"
                "Regards,\n"
                "Gerald"
            ),
            A(
                "Here is a draft:\n\n"
                "Subject: Referees' match fees from 1 October\n\n"
                "Dear Club Secretary,\n\n"
                "Following a County FA circular, the match fee for junior referees rises "
                "to £34 per game for all fixtures played on or after 1 October. As before, "
                "the fee is paid in cash by the home club on the day. Please make sure "
                "your team managers are aware.\n\n"
                "With thanks,\n"
                "Gerald Pennington\n"
                "Fixture Secretary"
            ),
            U(
                "Dear Assistant,\n\n"
                "Thank you, that will do nicely. Now, the League Cup. Alan had pencilled "
                "in the first round for Sunday 19 October. Unfortunately, the county "
                "schools' trials have since been fixed for that weekend, and a good third "
                "of our Under-14 and Under-16 players are involved. Could you push the "
                "first round back one week, please? All later rounds should shift likewise.\n\n"
                "Kind regards,\n"
                "Gerald Pennington"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "That puts the League Cup first round on Sunday 26 October, with each "
                "later round moving back by a week as well. The Brookside booking covers "
                "that date, so the cup ties played there are unaffected; the league round "
                "originally planned for that Sunday would move into the gap the cup "
                "leaves. Shall I update the draft on that basis?\n\n"
                "Kind regards"
            ),
            U("Quite right: Sunday 26 October. Please do."),
            A("Done. The cup rounds and the affected league round have been moved."),
            U(
                "Dear Assistant,\n\n"
                "I am afraid I must trouble you once more over the Under-14 kick-off. Mr "
                "Reilly has now been told that the ladies' side will kick off at 12:30, "
                "rather than later in the afternoon, and he needs pitch 1 clear and marked "
                "out well before then. The Under-14 kick-off is therefore to be 10:45. I "
                "promise that this is the last change, or at least the last one this month.\n\n"
                "With apologies,\n"
                "Gerald"
            ),
            A(
                "No apology needed. The Under-14s now kick off at 10:45 on Brookside pitch "
                "1. With the Under-13s starting at 09:00, there is still about half an "
                "hour for the change-over, although it would be worth asking the Under-13 "
                "referees to start promptly."
            ),
            U(
                "My wife asks whether you might also schedule the grandchildren's birthday "
                "parties. I told her you have standards."
            ),
            A(
                "I appreciate the vote of confidence. Birthday parties are much harder "
                "than football: there are no byes, everyone wants the Saturday, and nobody "
                "accepts the referee's decision."
            ),
            U(
                "Dear Assistant,\n\n"
                "On timing: given that Hollins Park is still unconfirmed and the Under-13 "
                "groups have had to be redrawn, the committee has agreed to move the "
                "publication date to Friday 29 August. Rounds 1 to 3 should go on the "
                "website then.\n\n"
                "Kind regards,\n"
                "Gerald Pennington"
            ),
            A(
                "Understood: rounds 1 to 3 go on the website on Friday 29 August. I will "
                "have the draft ready a few days before so that you can check it."
            ),
        ],
        [
            U(
                "Dear Assistant,\n\n"
                "A parent from one of the Under-12 clubs has written to me complaining "
                "about the conduct of a coach at a pre-season friendly, and some of what "
                "she alleges is rather serious. What should I do?\n\n"
                "Gerald"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "Please pass the complaint to Mrs Denise Harrow, the league welfare "
                "officer, today, forwarding the parent's message exactly as you received "
                "it. It is not something I can comment on, and it is best that neither of "
                "us tries to assess it: Mrs Harrow will know the correct procedure and who "
                "else needs to be involved. In the meantime, I would acknowledge the "
                "parent's message briefly and tell her it has been passed to the welfare "
                "officer.\n\n"
                "Kind regards"
            ),
            U("Thank you. I have forwarded it to Denise, and she telephoned within the hour."),
            A("I am glad she was so quick."),
            U(
                "Dear Assistant,\n\n"
                "On a happier note, could you draft a short notice for the website "
                "congratulating an Under-12 player, Amelia Thornton-Hughes of Kestrel "
                "Park, who scored a hat-trick in her first match for the club at the "
                "pre-season tournament?\n\n"
                "Gerald"
            ),
            A(
                "Here is a draft, using first name and initial only as the website rules "
                "require:\n\n"
                "Congratulations to Amelia T. of Kestrel Park Under-12s, who marked her "
                "first match for the club with a hat-trick at the pre-season tournament. A "
                "fine start to the season, Amelia!"
            ),
            U(
                "Dear Assistant,\n\n"
                "Where we stand, then: rounds 1 to 3 go on the website on Friday 29 "
                "August. Rounds 4 to 6 are on hold, because I am still waiting for Ms "
                "Okoro to confirm Hollins Park pitch 2; I have chased her twice now. "
                "Everything else is, I believe, in hand.\n\n"
                "Gerald"
            ),
            A(
                "That matches my notes. I will keep rounds 4 to 6 on hold until the "
                "Hollins Park booking is confirmed and has a reference."
            ),
            U(
                "Thank you for all your help. I shall write again when the council stirs.\n\n"
                "Yours sincerely,\n"
                "Gerald Pennington\n"
                "Fixture Secretary"
            ),
            A(
                "Dear Mr Pennington,\n\n"
                "It has been a pleasure. I hope Ms Okoro replies soon, and that the rain "
                "holds off for the opening Sunday.\n\n"
                "Kind regards"
            ),
        ],
    ]
    check = {
        "website names": ["first name and initial"],
        "24-hour times": ["24-hour"],
        "confirm rule": ["pitch booking reference"],
        "welfare officer": ["Denise Harrow"],
        "season start": ["7 September"],
        "registration deadline": ["31 August"],
        "u14 kick-off": ["10:45"],
        "pitch hire cap": ["£2,400"],
        "u13 format": ["two groups"],
        "brookside booking": ["BRG-2025-0412"],
        "referee fee": ["£34"],
        "referees' secretary": ["Tom Achebe"],
        "referee notice": ["fourteen days"],
        "sort order": ["by venue"],
        "u16 size": ["7 teams"],
        "cup round 1": ["26 October"],
        "waiting on": ["Hollins Park", "Okoro"],
        "publication": ["29 August"],
    }
    stale = {
        "u14 kick-off": ["11:15", "11:00"],
        "u13 format": ["single round-robin"],
        "referee fee": ["£32"],
        "u16 size": ["8 teams"],
        "cup round 1": ["19 October"],
        "publication": ["22 August"],
    }
    return parts, check, stale


def vet_claim() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You are a friendly general-purpose assistant. Keep answers practical.",
            },
            U(
                "hiya ok so long story short my dog ate a sock and needed surgery and now "
                "i have to do an insurance claim and i have literally no idea what im doing"
            ),
            A(
                "Oh no, poor thing! I hope she's recovering OK. I can definitely help you "
                "with the claim. A few things first: what's your dog's name, when and "
                "where was the surgery, and who is the insurer? If you have the policy "
                "documents or the vet's invoice to hand, those will help too, but we can "
                "start without them."
            ),
            U(
                "her names bramble shes a cocker spaniel, 4. op was tues 4 march at "
                "fernhill vets, a dr okafor did it, really lovely woman. insurer is pawsure"
            ),
            A(
                "Thanks. So Bramble had surgery on Tuesday 4 March at Fernhill Vets, with "
                "Dr Okafor, and she's insured with PawSure.\n\n"
                "Most pet insurance claims work roughly the same way:\n\n"
                "1. You start a claim with the insurer, usually online, and get a claim "
                "reference.\n"
                "2. The vet fills in their part of the claim form and sends the insurer "
                "the clinical notes and the itemised invoice.\n"
                "3. The insurer's assessor checks the claim against your policy, for "
                "example whether the condition is covered and whether it's related to "
                "anything pre-existing.\n"
                "4. They pay out the bill minus your excess, up to your policy's limit.\n\n"
                "The things worth digging out are your policy number, your excess, and the "
                "vet-fee limit on your policy."
            ),
            U(
                "ok. pls dont tell me i have to ring them. i cant stand phone calls, like "
                "actual anxiety, id rather chew my own arm off. jonno (my partner) can do "
                "calls if theres honestly no way round it"
            ),
            A(
                "Noted: no phone calls for you. Most claims like this can be done entirely "
                "online or by email, and anything that genuinely needs a call can go to "
                "Jonno."
            ),
            U(
                "thank u. excess is £99 i think?? and the vet fee limit is £3,000 per "
                "condition per yr. i remember that bc it seemed like loads when i bought "
                "it and now it really doesnt lol"
            ),
            A(
                "That's a common feeling once the first big bill arrives! In short:\n\n"
                "- The excess is the part you always pay yourself on each claim, so it's "
                "taken off the payout.\n"
                "- The £3,000 limit is the most PawSure will pay for one condition in a "
                "policy year. If the bill is under that, you'd normally get the bill minus "
                "the excess.\n\n"
                "Once you have the invoice we can work out roughly what you should get "
                "back."
            ),
            U(
                "shes currently wearing the cone of shame and walking into every door "
                "frame in the house. she looks like a satelite dish"
            ),
            A(
                "Picking up signals from the treat cupboard, no doubt. Most dogs get the "
                "hang of the cone after a day or two, and the door frames survive."
            ),
            U(
                "lol. vet said chicken and rice for a few days then ease her back onto her "
                "normal food"
            ),
            A("Got it."),
            U("brb jonno's cooking and something is on fire"),
            A("Go! Hope it's only dinner."),
        ],
        [
            U(
                "ok found the invoice, pasting it:\n\n"
                "FERNHILL VETERINARY CENTRE\n"
                "12 Mill Lane, Hexley\n"
                "Invoice no: FVC-INV-77340\n"
                "Date: 04/03/2025\n"
                "Client: Ms R. Harker\n"
                "Patient: Bramble (Cocker Spaniel, F, 4y)\n"
                "Vet: Dr E. Okafor\n\n"
                "Consultation & abdominal X-ray ........ £122.00\n"
                "General anaesthetic & monitoring ....... £310.00\n"
                "Exploratory laparotomy / enterotomy .... £1,420.00\n"
                "Hospitalisation (2 nights) ............. £268.00\n"
                "Take-home medication ................... £64.60\n\n"
                "TOTAL .................................. £2,184.60\n"
                "Paid (deposit) ......................... £500.00\n"
                "BALANCE DUE ............................ £1,684.60"
            ),
            A(
                "Thanks, that's really clear. The total is £2,184.60 on invoice "
                "FVC-INV-77340. That's under your £3,000 limit, so if the claim is "
                "accepted in full, PawSure would pay £2,184.60 minus the £99 excess, which "
                "is £2,085.60. You've already paid the £500 deposit, and the balance due "
                "to Fernhill is £1,684.60."
            ),
            U(
                "oh wait no actually make that £149 for the excess, just checked the "
                "policy doc and the £99 was last yrs, it went up when it renewed in jan. "
                "rude"
            ),
            A(
                "Annoying, but good that you checked. With a £149 excess, the payout would "
                "be £2,035.60, assuming the claim is accepted in full."
            ),
            U(
                "got this from pawsure after i started the claim online:\n\n"
                "> Dear Ms Harker,\n"
                "> Thank you for starting your claim for Bramble.\n"
                "> Claim reference: CLM-883105\n"
                "> Policy number: PS-4471-9920-K\n"
                "> To progress your claim, your vet must complete Section B of the claim "
                "form and send us Bramble's clinical history for the past 12 months. "
                "Please note that claims must be submitted within 90 days of treatment.\n"
                "> Kind regards,\n"
                "> PawSure Claims Team\n\n"
                "wat does section b even mean"
            ),
            A(
                "Section B is the vet's part of the claim form. Fernhill fill in the "
                "details of the treatment, confirm the invoice, and sign it. Along with "
                "that, they need to send PawSure Bramble's clinical history for the last "
                "12 months, which lets the assessor check whether anything in her history "
                "is related to this claim.\n\n"
                "So the next step is on Fernhill's side. It's worth sending them the claim "
                "reference, CLM-883105, so they can quote it. You're well within the 90 "
                "days, so there's no rush, but it's good to get it moving."
            ),
            U(
                "so basicly we're waiting on fernhill to send the clinical history now? "
                "they said by thursday"
            ),
            A(
                "Yes, exactly. For now it's with Fernhill to complete Section B and send "
                "the clinical history. If you haven't seen anything from PawSure by the "
                "end of next week, a short email to Fernhill asking whether it's gone is "
                "usually enough."
            ),
            U(
                "they also asked if i want them to claim direct from pawsure or if i pay "
                "it all myself and claim it back. idk. i already paid the £500 deposit"
            ),
            A(
                "Both are common, so it's really about cash flow:\n\n"
                "- Paying yourself and claiming back: you pay the whole balance now and "
                "PawSure reimburses you later, minus the excess. Simple, but you're out of "
                "pocket until the claim is paid.\n"
                "- The vet claiming direct: Fernhill wait for PawSure to pay them, and you "
                "only pay your excess and anything not covered. Practices that agree to "
                "this sometimes refund a deposit once the insurer pays, but that varies, "
                "so it's worth asking them how they'd handle your £500.\n\n"
                "If money's tight this month, the direct route is usually easier on the "
                "bank balance."
            ),
            U(
                "ill think about it. meanwhile she just nicked a whole croissant off the "
                "kitchen table, cone and all. turns out the cone isnt a barrier its a scoop"
            ),
            A(
                "A design flaw nobody warns you about. I'd maybe mention the croissant to "
                "the vet if her tummy seems unsettled, given the surgery was on her gut."
            ),
            U(
                "random q but should i be looking at switching insurer when it renews?? my "
                "mate says her one is way cheaper. like if pawsure put the premium up past "
                "£45 a month i think id have to move"
            ),
            A(
                "It's worth comparing at renewal, but there's one big catch with switching "
                "right after a claim: a new insurer would almost certainly treat anything "
                "related to this surgery as pre-existing and exclude it. For a foreign "
                "body that's a one-off, that may not matter much, but if there were any "
                "complications later (adhesions, for example, or another gut problem) the "
                "new policy might not cover them.\n\n"
                "Also check what kind of cover your friend has. Cheaper policies are often "
                "'time-limited' or 'maximum benefit' policies, which stop paying for a "
                "condition after 12 months or once a cap is used up, whereas 'lifetime' "
                "policies renew the limit each year. They can look similar on a comparison "
                "site and behave very differently when you claim. So I'd compare like with "
                "like, and think hard before moving while Bramble is still recovering."
            ),
            U("ugh ok thats fair. adulting is so expensive"),
            A(
                "It really is. Dogs especially seem to know exactly when the bank balance "
                "is lowest."
            ),
        ],
        [
            U(
                "update!! fernhill rang jonno (not me thank god) and theyre fine doing it "
                "direct so we're going with direct claim after all. they'll refund the "
                "deposit once pawsure pays them and i just pay the excess"
            ),
            A(
                "That's great news. So it's a direct claim: Fernhill claim from PawSure, "
                "they refund your £500 deposit once PawSure pays them, and you just pay "
                "the £149 excess."
            ),
            U(
                "also my dog walker priti said she can pop in at lunch and let bramble out "
                "in the garden while im at work which is a massive relief tbh"
            ),
            A("That's lovely of Priti, and Bramble will be glad of the company."),
            U(
                "dr okafor says cone stays on for 10 days min, and absolutley no off-lead "
                "walks till the recheck, just short lead walks 10 mins max"
            ),
            A(
                "Understood. Cone on, lead walks only, ten minutes at most, and no "
                "off-lead walks until the recheck."
            ),
            U("the recheck is thurs 13 march at 17:40 btw"),
            A("Noted: recheck on Thursday 13 March at 17:40."),
            U(
                "im so stressed about it getting rejected tho. like if they only paid out "
                "£1,000 id be properly screwed, wed have to stick the rest on the credit "
                "card. and she had an ear infection in 2023 does that count as pre "
                "existing??"
            ),
            A(
                "That's a very understandable worry, so let me take it apart a bit.\n\n"
                "Pre-existing conditions are normally about the same or related "
                "conditions. An ear infection two years ago has nothing to do with "
                "swallowing a sock, and an obstruction caused by a foreign body is a "
                "sudden, one-off problem, which is exactly the kind of thing pet insurance "
                "is for. The ear infection will show up in the clinical history Fernhill "
                "send, and that's fine: the assessor will see it's unrelated.\n\n"
                "On the money: a partial payout like the £1,000 you mention would be "
                "unusual for a straightforward claim within the limit. The realistic "
                "outcome is the bill minus the excess. If PawSure ever did decline part of "
                "it, you'd get a written explanation and could challenge it, in writing, "
                "so still no phone calls needed."
            ),
            U("ok that makes me feel a lot better ty"),
            A("You're welcome. Try not to lose sleep over it."),
        ],
        [
            U(
                "ugh fernhill texted, dr okafor is off that week so can we push the "
                "recheck back a week, same time"
            ),
            A(
                "No problem. That makes the recheck Thursday 20 March at 17:40, still with "
                "Dr Okafor. Is that right?"
            ),
            U("yep thats it"),
            U(
                "and the nurse had a look at the wound today (quick check bc it looked a "
                "bit pink) and said cone for 14 days not 10 now. sigh. she hates it"
            ),
            A(
                "Poor Bramble. Cone for 14 days then. A bit of pinkness is common, and "
                "it's good they are keeping an eye on it."
            ),
            U(
                "also scrap the chicken and rice, shes on the gastro tins from fernhill "
                "only now. no treats at all, not even the dental sticks. she's going to "
                "hate me"
            ),
            A(
                "Noted: gastro tins only, no treats. She'll forgive you, especially if the "
                "tins are as popular with dogs as they usually are."
            ),
            U(
                "and bad news priti's moving to bristol?? like out of nowhere. so my "
                "sister gemma is doing the lunchtime visits now, shes wfh so its fine"
            ),
            A("Glad Gemma can step in at short notice. Lunchtime garden visits with Gemma, then."),
            U(
                "oh and fernhill DID send the clinical history on tues!! so now its with "
                "pawsure, the assessor has to decide and they said 10 working days"
            ),
            A(
                "Great, that's the bit that was holding things up. So the claim is now "
                "with PawSure's assessor, and they expect to decide within 10 working "
                "days. Nothing for you to do in the meantime."
            ),
            U("bramble has learned to use the cone to carry socks around. i am not even joking"),
            A(
                "She's turned a medical device into a sock-delivery system. Possibly keep "
                "the socks out of reach until the cone comes off, given how this all "
                "started."
            ),
        ],
        [
            U("jonno wants to know if we need to send anything else to pawsure or just wait"),
            A(
                "Just wait for now. The claim is with the assessor, and Fernhill have sent "
                "everything PawSure asked for. If the assessor needs more information, "
                "they'll normally ask by email or through the online claim, which suits "
                "you."
            ),
            U("whats the claim ref again i lost the email lol"),
            A("It's CLM-883105, on policy PS-4471-9920-K."),
            U("ty ur a star"),
            A("Happy to help! Give Bramble a (treat-free) cuddle from me."),
            U(
                "also once shes healed can she go back to doggy daycare? she goes tuesdays "
                "and fridays normally and she LOVES it, theres a labrador called dave she "
                "is obsessed with"
            ),
            A(
                "That's one to ask Dr Okafor at the recheck. After abdominal surgery, vets "
                "usually want a few weeks of calm before rough play, because the muscle "
                "layer takes longer to heal than the skin. Daycare with a boisterous "
                "labrador is exactly the kind of thing they'll want to phase back in "
                "gradually. Write the question down so you remember to ask it on the day."
            ),
            U(
                "haha she'll take it. what if pawsure want the invoice as well, is the "
                "fernhill one enough??"
            ),
            A(
                "Yes. The itemised invoice, FVC-INV-77340, is exactly what they need, and "
                "with a direct claim Fernhill will usually send it to PawSure themselves. "
                "Keep your copy of it somewhere safe anyway, alongside the PawSure email."
            ),
        ],
    ]
    check = {
        "dog": ["Bramble"],
        "surgery date": ["4 March"],
        "vet": ["Okafor"],
        "practice": ["Fernhill"],
        "policy number": ["PS-4471-9920-K"],
        "claim reference": ["CLM-883105"],
        "invoice": ["FVC-INV-77340"],
        "bill": ["£2,184.60"],
        "excess": ["£149"],
        "limit": ["£3,000"],
        "claim window": ["90 days"],
        "no phone calls": ["phone calls"],
        "calls go to": ["Jonno"],
        "payment route": ["direct claim"],
        "walks": ["off-lead"],
        "recheck": ["20 March", "17:40"],
        "cone": ["14 days"],
        "diet": ["gastro", "no treats"],
        "lunch visits": ["Gemma"],
        "claim status": ["assessor", "10 working days"],
    }
    stale = {
        "excess": ["£99"],
        "recheck": ["13 March"],
        "cone": ["10 days"],
        "diet": ["chicken and rice"],
        "lunch visits": ["Priti"],
    }
    return parts, check, stale


def passage() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are a passage-planning assistant for leisure sailors. Your tidal and "
                    "distance figures are estimates: always remind the skipper to check them "
                    "against the current almanac and official tidal data before departure."
                ),
            },
            U(
                "Hello! My name is Laurent Morvan, I live in Rennes and I have a sailboat, "
                "a Dufour 32 with the name Albatros, in the marina of Bas-Sablons in "
                "Saint-Malo. This summer I want to make my first passage to Guernsey with "
                "some friends, to St Peter Port. Sorry for my English, I have learned it "
                "at school a long time ago and now only with Netflix."
            ),
            A(
                "Bonjour Laurent! Your English is very clear, so no need to apologise. "
                "Saint-Malo to St Peter Port is a classic first Channel Islands passage, "
                "roughly 55 nautical miles depending on your route around the Minquiers "
                "and the Roches Douvres.\n\n"
                "To plan it properly, it would help to know:\n\n"
                "- Who is in the crew, and how experienced they are.\n"
                "- When you would like to go.\n"
                "- Albatros's usual cruising speed.\n"
                "- Any weather limits you set yourself.\n\n"
                "As always, treat my tidal and distance figures as estimates and check "
                "them against the current almanac before you leave."
            ),
            U(
                "OK so I explain everything. I sail since fifteen years, mostly in the bay "
                "of Saint-Malo, to Dinard, Saint-Cast, sometimes to Chausey when the "
                "weather is nice, but never I did a crossing to the islands as skipper, "
                "only as crew with my uncle when I was young, and he did everything, I "
                "only made the coffee. The crew will be four: me, my friend Bastien who "
                "has more experience than me, he did the Yachtmaster last year in England, "
                "and Camille and Hélène who are colleagues from my work, they sail with me "
                "maybe five or six times. About the weather I am very strict and I want "
                "you to know it from the beginning: since the problem in 2019 with my "
                "brother-in-law, when we lost the dinghy near Cézembre and he nearly went "
                "in the water to take it back, I have a rule, we never go out if the "
                "forecast says more than force 5 or gusts above 25 knots, even if "
                "everybody is complaining and even if the sun is shining. My wife says it "
                "is the only rule I never break. For the date we think to leave Saturday "
                "14 June, early in the morning, and to come back the weekend after."
            ),
            A(
                "Thank you, that's very helpful, and your weather rule is a good one: no "
                "departure if the forecast is above force 5 or gusts are above 25 knots. "
                "Plenty of experienced skippers use something very similar.\n\n"
                "A crew of four with Bastien as a second experienced hand is a comfortable "
                "set-up for this passage. For Saturday 14 June, the main things to plan "
                "around are:\n\n"
                "1. The tidal streams. They run hard around the Minquiers and in the "
                "approaches to Guernsey, so you want the stream with you for as much of "
                "the passage as possible, especially in the Little Russel at the end.\n"
                "2. Arrival at St Peter Port. The visitor marina has a sill, so you can "
                "only enter for a few hours either side of high water.\n"
                "3. Daylight. In June you have plenty, which gives you room to wait for "
                "the tide.\n\n"
                "Once I know Albatros's speed I can suggest a departure time. Please check "
                "the tidal timings against the almanac for that day."
            ),
            U(
                "Please, a small thing: always give me the distances in nautical miles, "
                "never in kilometres, and the hours in French time, also when we are in "
                "Guernsey, even if they are one hour behind. Once I used an app which "
                "gives everything in UTC and I arrived one hour late for the lock in "
                "Saint-Malo, it was a disaster, the lock keeper was not happy."
            ),
            A(
                "Noted: distances in nautical miles only, and all times in French time, "
                "including while you are in Guernsey, where local time is one hour behind."
            ),
            U(
                "Albatros makes average 4.5 knots when the wind is moderate, a bit more "
                "when it is downwind."
            ),
            A(
                "At 4.5 knots, 55 nautical miles is a little over 12 hours of sailing "
                "before the tide is taken into account. The streams will add or subtract a "
                "fair amount, so the timing of your departure matters a lot: ideally you "
                "want to reach the Little Russel with the north-going stream under you and "
                "arrive at St Peter Port when the sill is open."
            ),
            U("Ha, twelve hours. Camille will want to bring crêpes for an army."),
            A(
                "Honestly, crêpes are an excellent passage food: easy to eat with one "
                "hand, fine cold, and good for morale. I'd add a flask of soup for the "
                "second half of the day."
            ),
        ],
        [
            U(
                "I received this from the marina in Guernsey:\n\n"
                "From: Victoria Marina <victoria.marina@harbours.gg>\n"
                "Subject: Visitor berth confirmation\n\n"
                "Dear Mr Morvan,\n"
                "Thank you for your request. We are pleased to confirm a visitor berth for "
                "ALBATROS (LOA 9.75 m, draught 1.9 m) in Victoria Marina, arriving "
                "14/06/2025 for 2 nights.\n"
                "Booking reference: GH-VM-25-10673\n"
                "On arrival please call St Peter Port Marinas on VHF Channel 80 and wait "
                "at the holding pontoon. Please note that the marina sill restricts access "
                "around low water.\n"
                "Kind regards,\n"
                "Guernsey Harbours\n\n"
                "What means 'sill'? Is it like a lock?"
            ),
            A(
                "Good news on the berth. A sill is a low wall across the marina entrance "
                "that keeps water inside the marina when the tide goes out. Unlike a lock, "
                "there are no gates and no lock keeper: when the tide is high enough you "
                "simply motor over it, and when it is too low you cannot get in or out. "
                "There is usually a depth gauge at the entrance showing how much water "
                "there is over the sill.\n\n"
                "So on arrival you call on Channel 80, go to the holding pontoon, and wait "
                "there if the sill is not yet open. With a draught of 1.9 m you will want "
                "a good margin over the sill, so please check the sill times against the "
                "almanac for your arrival day. Keep the booking reference, GH-VM-25-10673, "
                "handy for the marina staff."
            ),
            U(
                "Bastien says he will do the pre-arrival declaration for the Guernsey "
                "customs, he did it last year with his sailing club, so I let him do it."
            ),
            A(
                "Sensible to give it to someone who has done it before. It has to be "
                "submitted before you arrive, so it's worth asking Bastien to do it a day "
                "or two before departure rather than on the morning."
            ),
            U(
                "On Albatros we have a rule, please put it in the crew briefing later: no "
                "alcohol when we are sailing, only when we are at the pontoon or at "
                "anchor. Not even one beer."
            ),
            A(
                "Noted: no alcohol underway, only once you are alongside or at anchor. "
                "I'll include it in the crew briefing."
            ),
            U(
                "My wife Sophie stays at home in Rennes, she is our shore contact. If she "
                "does not receive a message from us before 20:00 the day of arrival, she "
                "calls the CROSS Corsen."
            ),
            A(
                "That's a good arrangement. CROSS Corsen coordinates search and rescue for "
                "the western Channel, so it's the right number for Sophie to have. It will "
                "help her, and them, if she has a short note with: the boat's name and "
                "description, your MMSI and phone numbers, the crew list, your planned "
                "route, and your expected arrival time at St Peter Port."
            ),
            U(
                "Question: if the forecast is force 6 on the day, but only in the "
                "afternoon, can we leave early and arrive before it comes?"
            ),
            A(
                "By your own rule, no. A forecast of force 6 at any point in your passage "
                "window is above your force 5 limit, and forecasts of that kind often "
                "arrive earlier than predicted. Racing the weather on a 12-hour passage "
                "leaves no margin if the wind arrives early or something goes wrong on "
                "board. Better to wait a day."
            ),
            U(
                "You are right, and my wife would kill me anyway 😄 Albatros was the boat "
                "of my father, I do not want to do stupid things with her."
            ),
            A(
                "That's a lovely reason to be careful. A boat with that history deserves "
                "an unhurried skipper, and it sounds as if she has one."
            ),
        ],
        [
            U(
                "Some news, good and bad. The good: the liferaft is back from the service, "
                "everything OK, the next service is in 2028. The bad: Hélène cannot come "
                "anymore, her mother is in the hospital, so we are only three, me, Bastien "
                "and Camille. And I must correct what I said about the speed: with the new "
                "antifouling and the propeller cleaned, Albatros makes more like 5.5 knots "
                "average, Bastien measured it with the GPS last weekend."
            ),
            A(
                "I'm sorry to hear about your colleague's mother, and I hope she recovers "
                "well.\n\n"
                "So the crew is you, Bastien and Camille, and the liferaft is serviced "
                "until 2028. At 5.5 knots the passage becomes roughly 10 hours before "
                "tide, which gives you much more flexibility with the sill at St Peter "
                "Port. As ever, check the final timings against the almanac."
            ),
            U("With three, how do we do the watches? It is a long day for three people."),
            A(
                "For a 10-hour daylight passage with three people, a simple rotation works "
                "well:\n\n"
                "- Two on watch, one resting, changing every two hours, so everyone gets a "
                "proper break.\n"
                "- Whoever is on watch longest helms; the second person keeps a lookout "
                "and does the navigation checks.\n"
                "- You, as skipper, are on call throughout, and should be on deck for the "
                "busy parts: leaving Saint-Malo, passing the Minquiers, and the approach "
                "through the Little Russel.\n\n"
                "It also helps to agree in advance when you will eat, so that nobody skips "
                "a meal."
            ),
            U(
                "The forecast for Saturday is not good, southwest 5 to 6 in the afternoon. "
                "So scrap the Saturday idea, we leave Friday 13 June instead, the forecast "
                "says southwest 3 to 4 all day. We go out of the marina at 06:45 to pass "
                "the sill."
            ),
            A(
                "Agreed, that is exactly what your rule is for. So: departure on Friday 13 "
                "June, leaving the marina at 06:45 French time. You'll need to ask "
                "Victoria Marina to move the arrival date too. Check the sill and the "
                "streams for Friday against the almanac."
            ),
            U(
                "Yes, I write to them. Friday the 13th, my grandmother would say it is bad "
                "luck, but she was not a sailor."
            ),
            A(
                "Funnily enough, sailors have their own version: the old superstition was "
                "that it's unlucky to begin a voyage on any Friday at all. Your "
                "grandmother would be in good company."
            ),
            U(
                "Camille asks if she can bring her dog. It is a small dog, a Jack Russell, "
                "very calm, he sleeps all day."
            ),
            A(
                "Guernsey has its own rules for animals arriving by private boat, and they "
                "are strict: there are usually conditions about the route, documents and "
                "where the animal may land. I'd check with the States of Guernsey well "
                "before departure, because getting it wrong can mean the dog is not "
                "allowed ashore."
            ),
            U("OK, the dog stays at home with her boyfriend, it is more simple."),
            A("Probably the wise choice, and he'll be happier asleep on a sofa than in a cockpit."),
        ],
        [
            U(
                "Finally we go Sunday 15 June. The front arrives Friday morning, earlier "
                "than they said, so Friday is not possible anymore, and Sunday is the "
                "better day: northwest 3 to 4, sea slight. Because of the tide we leave "
                "the marina at 08:20. I hope it is the last change!"
            ),
            A(
                "Sunday looks like the better choice from what you describe. So: departure "
                "on Sunday 15 June, leaving the marina at 08:20 French time, with a "
                "northwest 3 to 4. That is well within your limits. Please check the "
                "streams and the sill times for Sunday against the almanac once more."
            ),
            U(
                "I write to Victoria Marina to change the arrival to 15/06, and please, "
                "add one more night there, because Camille wants to visit Sark with the "
                "ferry."
            ),
            A(
                "So that would be 3 nights in Victoria Marina, arriving on Sunday 15 June "
                "and leaving on Wednesday 18 June, with the same booking reference, "
                "GH-VM-25-10673. Is that right?"
            ),
            U("Yes exactly, they confirmed this morning."),
            A("Noted."),
            U(
                "And for Sophie, make that 21:00, not 20:00, because with the later start "
                "we arrive later."
            ),
            A(
                "Updated: if Sophie hasn't heard from you by 21:00 French time on the day "
                "of arrival, she calls CROSS Corsen."
            ),
            U(
                "For the way back we decided: from Guernsey we go to St Helier in Jersey "
                "for one night, and then back to Saint-Malo. Bastien wanted to go direct "
                "but Camille and me voted for Jersey."
            ),
            A(
                "A nice way to break up the return. Guernsey to St Helier is roughly 30 "
                "nautical miles, and St Helier to Saint-Malo about 40 nautical miles, so "
                "two comfortable day sails. St Helier's marinas also have sills or gates "
                "with limited access times, so the arrival there needs the same tidal "
                "planning as St Peter Port. Jersey is a separate jurisdiction from "
                "Guernsey, with its own arrival formalities. As always, check the figures "
                "against the almanac."
            ),
            U("Bastien says Jersey also needs a declaration, he will do that one too."),
            A("Got it!"),
        ],
        [
            U(
                "Bastien still did not send the pre-arrival form for Guernsey. I asked him "
                "again yesterday, he says 'tonight, tonight'. Always tonight with him."
            ),
            A(
                "Then we are still waiting on Bastien for the Guernsey pre-arrival form. A "
                "friendly deadline might help: ask him to send it by Friday evening and "
                "forward you the confirmation, so that you are not checking your phone on "
                "the pontoon on Sunday morning."
            ),
            U("Can you write me a short list of safety things to check before we leave?"),
            A(
                "Here's a pre-departure checklist:\n\n"
                "1. Lifejackets for all three, with crotch straps, lights and fresh gas "
                "cylinders.\n"
                "2. Jackstays rigged and tethers ready before leaving the marina.\n"
                "3. Liferaft on board and secured.\n"
                "4. VHF checked, with a radio check before departure, and the handheld "
                "charged.\n"
                "5. Flares in date, grab bag packed, first-aid kit checked.\n"
                "6. Engine: oil, coolant, fuel, raw-water strainer and a spare impeller.\n"
                "7. Passage plan, tidal timings (checked against the almanac) and the "
                "latest forecast written in the logbook.\n"
                "8. Shore contact briefed with route, crew list and expected arrival time.\n"
                "9. Crew briefing: safety equipment, man-overboard routine, and the boat "
                "rules."
            ),
            U("Perfect, thank you. I will print it and put it at the chart table."),
            A("Bon vent, Laurent! I hope the forecast holds."),
            U("Merci! Maybe I send you a message from Guernsey 😄"),
            A("Please do. I'd love to hear how the passage goes."),
        ],
    ]
    check = {
        "almanac rule": ["almanac"],
        "boat": ["Albatros"],
        "home marina": ["Bas-Sablons"],
        "weather limit": ["force 5", "25 knots"],
        "departure": ["15 June", "08:20"],
        "crew": ["Bastien", "Camille"],
        "speed": ["5.5 knots"],
        "destination": ["Victoria Marina"],
        "booking": ["GH-VM-25-10673"],
        "nights": ["3 nights"],
        "vhf": ["Channel 80"],
        "alcohol": ["no alcohol"],
        "shore contact": ["Sophie", "21:00", "CROSS Corsen"],
        "distances": ["nautical miles"],
        "times": ["French time"],
        "return": ["St Helier"],
        "pre-arrival": ["pre-arrival"],
        "liferaft": ["2028"],
    }
    stale = {
        "departure": ["14 June", "13 June", "06:45"],
        "crew": ["Hélène"],
        "speed": ["4.5 knots"],
        "nights": ["2 nights"],
        "shore contact": ["20:00"],
    }
    return parts, check, stale


def chamber() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are a research assistant for the Ferreira plant physiology lab. Three "
                    "things matter to the lab. You must never suggest changing a growth "
                    "chamber setpoint during a run without telling the user to record the "
                    "change in the chamber logbook first. You must never invent data or fill "
                    "in missing measurements, and should say plainly when something is "
                    "missing. And any analysis code you write should be Python using pandas "
                    "and statsmodels, not R, because that is what the lab's pipeline runs."
                ),
            },
            U(
                "Hi, bit of a brain dump, sorry. I'm Hannah, a postdoc in Marta Ferreira's "
                "lab, and I'm setting up our next drought experiment in growth chamber "
                "GC-3, which I have finally got booked after a month of politely elbowing "
                "the wheat people out of the way. The run ID is DRT-07 (DRT-01 to 06 were "
                "my predecessor's, and we don't talk about DRT-04). We're sowing on Monday "
                "2 February from seed lot SB-2024-118, which is the bulked lot from last "
                "spring; germination was 96% on the test plate, so I'm not worried about "
                "it. Genotypes are Col-0 as wild type plus two ABA mutants, abi1-1 and "
                "ost1, and the plan is 24 plants per genotype per treatment, with two "
                "treatments, well-watered and drought. Separately, and nothing to do with "
                "plants, my son announced yesterday that he is now a vegetarian, so I'm "
                "also planning a week of dinners around the principles of a "
                "seven-year-old. Anyway, could you help me sanity-check the chamber config "
                "before I load it?"
            ),
            A(
                "Happy to help, and good luck with the dinners; seven-year-old principles "
                "can be surprisingly firm, right up until they aren't.\n\n"
                "So far I have: run DRT-07 in GC-3, sowing on Monday 2 February from seed "
                "lot SB-2024-118, three genotypes (Col-0, abi1-1 and ost1), two "
                "treatments, and 24 plants per genotype per treatment. That's 3 x 2 x 24 = "
                "144 plants, so the first thing I'd check is whether GC-3's shelves "
                "actually take 144 pots of the size you're using, with room to randomise "
                "positions.\n\n"
                "Paste the config whenever you're ready and I'll go through it."
            ),
            U(
                "Here's the config as it stands:\n\n"
                "```yaml\n"
                "run_id: DRT-07\n"
                "chamber: GC-3\n"
                "photoperiod:\n"
                '  lights_on: "08:00"\n'
                '  lights_off: "20:00"\n'
                "temperature_c:\n"
                "  day: 22\n"
                "  night: 18\n"
                "humidity_rh: 65\n"
                "ppfd_umol_m2_s: 140\n"
                "irrigation:\n"
                "  well_watered_swc: 0.60\n"
                "  drought_swc: 0.30\n"
                "  drought_start_das: 21\n"
                "imaging:\n"
                "  interval_min: 60\n"
                "  camera: top_rgb\n"
                "```\n\n"
                "One thing that isn't in the config but matters a lot: nobody opens GC-3 "
                "during the dark period, 20:00 to 08:00, ever. The green safelight is "
                "broken, and even a minute of the corridor lights messes up the circadian "
                "data. I'll put a sign on the door, but I'd like it in our notes too."
            ),
            A(
                "The config looks sensible. A few comments:\n\n"
                "- Lights on 08:00 to 20:00 gives a 12-hour photoperiod, and 22 °C day / "
                "18 °C night with 65% RH is a standard Arabidopsis regime.\n"
                "- The drought target of 0.30 soil water content is fairly severe for "
                "Arabidopsis in a peat-based mix, particularly for an ABA-insensitive line "
                "like abi1-1, which will lose water faster than wild type. It's worth "
                "checking that it matches the earlier DRT runs if you want to compare.\n"
                "- drought_start_das: 21 means watering is withheld from day 21 after "
                "sowing.\n"
                "- Hourly top-view images will give you good growth curves without "
                "drowning you in files.\n\n"
                "And noted: GC-3 is never opened during the dark period, 20:00 to 08:00. "
                "If anything in the config does need to change once the run has started, "
                "record the change in the chamber logbook before making it."
            ),
            U(
                "That all makes sense. A few more things while I think of them. "
                "Analysis-wise, Marta and I talked yesterday and we've decided to use a "
                "linear mixed-effects model for the growth curves, with plant as a random "
                "effect and tray as a second random effect, rather than the "
                "ANOVA-at-every-timepoint approach DRT-03 used, which was a "
                "multiple-comparisons disaster that a reviewer very kindly pointed out in "
                "public. On the sequencing side, we'll take leaf samples at harvest for "
                "RNA-seq, and here is the thing I absolutely cannot go over: the core has "
                "quoted us against a fixed pot of money from the grant, and we can afford "
                "at most 48 libraries in total, across all genotypes and treatments, and "
                "there is no more money; I asked twice and Marta laughed at me the second "
                "time. If we had 96 libraries I'd do two timepoints, but we don't, so we "
                "won't. Also, the kids have a snow day tomorrow, so if I'm slow to reply "
                "that's why."
            ),
            A(
                "All noted:\n\n"
                "- Growth curves: a linear mixed-effects model with plant and tray as "
                "random effects.\n"
                "- RNA-seq: a hard cap of 48 libraries in total, at a single harvest "
                "timepoint.\n\n"
                "With three genotypes and two treatments that's six groups, so 48 "
                "libraries allows 8 biological replicates per group, which is a solid "
                "design for differential expression.\n\n"
                "Here's a starting point for the model in statsmodels:\n\n"
                "```python\n"
                "import statsmodels.formula.api as smf\n\n"
                "model = smf.mixedlm(\n"
                '    "log_area ~ das * genotype * treatment",\n'
                "    data=df,\n"
                '    groups=df["plant_id"],\n'
                '    vc_formula={"tray": "0 + C(tray)"},\n'
                ")\n"
                "result = model.fit()\n"
                "print(result.summary())\n"
                "```\n\n"
                "The vc_formula term adds tray as a variance component alongside the "
                "per-plant random intercept. Enjoy the snow day."
            ),
            U(
                "Perfect. One request: I can't stand bar charts with standard-error bars "
                "for this kind of data, they hide everything. Please always plot the "
                "individual plants as points, with the model estimate on top."
            ),
            A(
                "Noted: no bar charts. Individual plants as points, with the model "
                "estimates overlaid."
            ),
            U(
                "Snow day update: the seven-year-old vegetarian has built a snowman and "
                "given it a carrot nose, and is now having an ethical crisis about whether "
                "that counts."
            ),
            A(
                "A genuinely difficult case. I'd argue the carrot is being honoured rather "
                "than eaten, but I suspect the ruling will depend on whether there's "
                "pudding later."
            ),
        ],
        [
            U(
                "Back at work. We sowed on Monday as planned and everything is stratifying "
                "in the cold room. Two updates, one boring and one annoying. Boring: the "
                "SEB abstract deadline is 28 February, and Marta wants a preliminary "
                "growth-curve figure in it, so the first two weeks of imaging have to be "
                "clean. Annoying: the humidity sensor in GC-3 has been reading about 8% "
                "high against the handheld meter, and Priya, who looks after the chambers, "
                "says she'll recalibrate it, but she's away at a training course until "
                "next week, so we're waiting on Priya before I trust any RH number from "
                "that chamber. In other news the coffee machine on our floor has been "
                "replaced by one that only makes something it calls a 'flat white', and "
                "morale is low."
            ),
            A(
                "Noted on both:\n\n"
                "- SEB abstract deadline 28 February, with a preliminary growth-curve "
                "figure.\n"
                "- The GC-3 humidity sensor reads about 8% high and is waiting on Priya to "
                "recalibrate it.\n\n"
                "Until then, I'd log the handheld RH reading twice a day in the chamber "
                "logbook, so the period before recalibration is documented. I wouldn't "
                "change the RH setpoint to compensate; if you do decide to, record it in "
                "the logbook first. And where there's no reliable RH reading for a period, "
                "it's better to mark it as missing than to estimate it."
            ),
            U(
                "Good call on the handheld readings. Can you draft the pandas code for "
                "reading the imaging output? The camera writes one CSV per day with the "
                "columns plant_id, timestamp, projected_area_px and tray."
            ),
            A(
                "Here's a loader:\n\n"
                "```python\n"
                "from pathlib import Path\n\n"
                "import pandas as pd\n\n\n"
                "def load_imaging(folder: str) -> pd.DataFrame:\n"
                '    frames = [pd.read_csv(p, parse_dates=["timestamp"])\n'
                '              for p in sorted(Path(folder).glob("*.csv"))]\n'
                "    df = pd.concat(frames, ignore_index=True)\n"
                '    df = df.drop_duplicates(["plant_id", "timestamp"])\n'
                '    return df.sort_values(["plant_id", "timestamp"])\n'
                "```\n\n"
                "It reads every daily CSV in the folder, parses the timestamps, drops any "
                "duplicate images of the same plant at the same time (which can happen "
                "when the camera restarts), and sorts by plant and time. Missing images "
                "stay missing: the function doesn't interpolate anything."
            ),
            U(
                "Lovely. Also, Marta wants us to pre-register the analysis plan on OSF "
                "before the drought treatment starts, so that no reviewer can say we went "
                "fishing. Can you help with the text later?"
            ),
            A(
                "Yes, gladly. An OSF pre-registration for this would normally cover the "
                "hypotheses, the design (genotypes, treatments, replication, "
                "randomisation), the primary outcome, the mixed-effects model, how you'll "
                "handle plants that fail to germinate or die, and the RNA-seq sampling "
                "plan. Let me know when you want to draft it."
            ),
            U(
                "The wheat people have noticed their chamber time has gone and have "
                "started leaving passive-aggressive post-its on the door. The latest one "
                "just says 'GC-3 misses us'."
            ),
            A(
                "Honestly, that's quite a good post-it. As long as none of them opens the "
                "door during the dark period, they can write what they like."
            ),
            U(
                "Quick stats question: if I ended up with, say, 20 plants in one group "
                "because of germination failures, would the mixed model cope with "
                "unbalanced groups?"
            ),
            A(
                "Yes. Mixed-effects models handle unbalanced designs well, which is one of "
                "their main advantages over per-timepoint ANOVAs. The model just uses the "
                "plants you have, and the group estimates become a little less precise "
                "where there are fewer plants. The important thing is not to pad a group "
                "with made-up plants: record the failures and report them."
            ),
        ],
        [
            U(
                "Right, big planning meeting this morning and a few things moved. First, "
                "space: the trays Marta ordered are the deeper ones, so GC-3 holds fewer "
                "pots than I'd counted, and 24 plants per genotype per treatment simply "
                "won't fit. Halve it. Second, we're going with nced3 after all instead of "
                "ost1: the ost1 seed turned out to be the contaminated batch from 2023 "
                "(there's an email chain I'll spare you), and nced3 gives us an "
                "ABA-biosynthesis mutant alongside the signalling one, which Marta "
                "actually prefers. Third, Priya is back, but she's waiting for a "
                "replacement probe to arrive from the supplier, so the humidity sensor "
                "still isn't fixed. And on a personal note, the vegetarian phase ended "
                "after eleven days, brought down by a sausage roll at a birthday party."
            ),
            A(
                "A sausage roll was always going to be the hardest test. On the experiment:\n\n"
                "- 12 plants per genotype per treatment, so 72 plants in total.\n"
                "- Genotypes are now Col-0, abi1-1 and nced3.\n"
                "- The humidity sensor is still waiting on Priya's replacement probe.\n\n"
                "With 12 plants per group, the 48-library RNA-seq budget still allows 8 "
                "replicates in each of the six groups, chosen at random before harvest so "
                "that the choice can't be influenced by how the plants look. Is that all "
                "right?"
            ),
            U(
                "Yes, that's right: 12 plants per genotype per treatment, and I like the "
                "idea of picking the RNA-seq plants at random in advance."
            ),
            A("Got it."),
            U(
                "Updated config, can you check I haven't broken it?\n\n"
                "```yaml\n"
                "run_id: DRT-07\n"
                "chamber: GC-3\n"
                "genotypes: [Col-0, abi1-1, nced3]\n"
                "plants_per_group: 12\n"
                "photoperiod:\n"
                '  lights_on: "08:00"\n'
                '  lights_off: "20:00"\n'
                "temperature_c:\n"
                "  day: 22\n"
                "  night: 18\n"
                "humidity_rh: 65\n"
                "ppfd_umol_m2_s: 140\n"
                "irrigation:\n"
                "  well_watered_swc: 0.60\n"
                "  drought_swc: 0.35\n"
                "  drought_start_das: 21\n"
                "imaging:\n"
                "  interval_min: 60\n"
                "  camera: top_rgb\n"
                "```\n\n"
                "You'll see I've also moved the drought target up to 0.35. Marta thinks "
                "the old target would kill the abi1-1 plants before we get any useful "
                "curves, and I think she's right."
            ),
            A(
                "The YAML is valid and consistent with what we discussed: DRT-07 in GC-3, "
                "Col-0, abi1-1 and nced3, 12 plants per group, and a drought target of "
                "0.35 soil water content. The milder target should keep the abi1-1 plants "
                "alive long enough to give you proper curves.\n\n"
                "One check: has the drought treatment already started? If the run is under "
                "way, the change to drought_swc should go in the chamber logbook before "
                "you load the new config."
            ),
            U(
                "Not started yet, the drought starts on day 21 so we're fine. Noted about "
                "the logbook, though."
            ),
            A("Noted."),
            U(
                "Totally unrelated: we had a seminar from someone who does hyperspectral "
                "imaging from drones, and now everyone in the lab wants a drone. Marta "
                "said 'over my dead body', which I think means maybe in the next grant."
            ),
            A(
                "In my experience that phrase from a PI has about a 50% chance of meaning "
                "'write it into the next proposal'. Hyperspectral imaging is genuinely "
                "useful for drought work, so the lab's enthusiasm isn't misplaced."
            ),
        ],
        [
            U(
                "Updates from the week, in no particular order. The SEB deadline has been "
                "extended by a week, which is the best news I've had all month and takes a "
                "little pressure off the preliminary figure. Priya fitted the new probe on "
                "Thursday and recalibrated the humidity sensor, and it now agrees with the "
                "handheld to within 1%, so we can trust the chamber RH again. On the "
                "harvest: I'd pencilled it in for Tuesday 10 March, but the sequencing "
                "core no longer takes fresh samples on Tuesdays (new courier contract, "
                "don't ask), so scrap the Tuesday idea: we'll harvest on Wednesday 11 "
                "March, 10:00 sharp, straight into liquid nitrogen. My son, meanwhile, has "
                "moved on to wanting to be a marine biologist, which at least doesn't "
                "affect the shopping."
            ),
            A(
                "That's a good week. So: the SEB deadline is now 7 March; the humidity "
                "sensor is recalibrated and matches the handheld within 1%; and the "
                "harvest is on Wednesday 11 March at 10:00. Marine biology is a fine "
                "ambition, and it's easier to cater for."
            ),
            U(
                "Yes, 7 March. February only has 28 days this year, so I had to count it "
                "on my fingers."
            ),
            A("Yes, 2026 isn't a leap year, so a week's extension lands on Saturday 7 March."),
            U("Can you draft the OSF pre-registration outline now?"),
            A(
                "Here's an outline:\n\n"
                "1. Title: Growth and transcriptional responses to drought in ABA "
                "biosynthesis and signalling mutants of Arabidopsis (run DRT-07).\n"
                "2. Hypotheses: nced3 and abi1-1 plants show a larger growth reduction "
                "under drought than Col-0.\n"
                "3. Design: three genotypes (Col-0, abi1-1, nced3) x two treatments "
                "(well-watered, drought), 12 plants per genotype per treatment, randomised "
                "across trays in GC-3; drought imposed from day 21 after sowing with a "
                "target soil water content of 0.35.\n"
                "4. Outcome: projected rosette area from hourly top-view images.\n"
                "5. Analysis: linear mixed-effects model of log area, with plant and tray "
                "as random effects.\n"
                "6. RNA-seq: 48 libraries, 8 plants per group chosen at random before "
                "harvest, sampled at harvest on 11 March.\n"
                "7. Exclusions: plants that fail to germinate are recorded and excluded; "
                "no missing values are imputed."
            ),
            U(
                "That's great, I'll tweak it and send it to Marta. Also, remind me never "
                "to agree to organise the lab Christmas party again; the venue deposit "
                "saga is still going on."
            ),
            A("Consider yourself reminded, and I'll happily remind you again next November."),
            U(
                "Current plan: get the pre-registration onto OSF before the drought starts "
                "on day 21, then the preliminary figure for SEB. Marta still has to sign "
                "off the text, and I sent it to her this afternoon, so now I'm waiting on "
                "Marta."
            ),
            A(
                "Noted: waiting on Marta's sign-off before the OSF submission, then the "
                "preliminary figure."
            ),
        ],
        [
            U(
                "Marta signed it off this morning with two tiny edits, and it's now "
                "registered on OSF. The drought treatment starts on Monday. Next job is "
                "the preliminary figure for SEB. Can you write me the plotting code? "
                "Remember my thing about bar charts."
            ),
            A(
                "Remembered. Here's a version with every plant as a point and the model "
                "estimates as lines, one panel per genotype:\n\n"
                "```python\n"
                "import matplotlib.pyplot as plt\n\n"
                "fig, axes = plt.subplots(1, 3, sharey=True, figsize=(12, 4))\n"
                'for ax, (geno, sub) in zip(axes, df.groupby("genotype")):\n'
                '    for treat, colour in [("well_watered", "tab:blue"), ("drought", '
                '"tab:orange")]:\n'
                '        pts = sub[sub["treatment"] == treat]\n'
                '        ax.scatter(pts["das"], pts["log_area"], s=6, alpha=0.3, '
                "color=colour)\n"
                '        fit = pred[(pred["genotype"] == geno) & (pred["treatment"] == '
                "treat)]\n"
                '        ax.plot(fit["das"], fit["estimate"], color=colour, '
                "label=treat)\n"
                "    ax.set_title(geno)\n"
                "axes[0].legend()\n"
                "```\n\n"
                "It assumes df holds the imaging data with a log_area column and pred "
                "holds the model's predicted means by day, genotype and treatment."
            ),
            U(
                "Thanks. One plant in the drought Col-0 group (C0-D-07) never germinated, "
                "so there's a gap. Can you just fill it in with the group mean so the "
                "figure looks tidy?"
            ),
            A(
                "I'm not going to do that, I'm afraid: filling in a plant that never "
                "germinated would be inventing data, and it would also make the group look "
                "less variable than it really is. The honest version is to leave C0-D-07 "
                "out, note in the legend that the drought Col-0 group has 11 plants, and "
                "let the mixed model use the plants you have. The figure will look just as "
                "tidy."
            ),
            U("Ha, fair, I was half testing you. Marta would have had the same reaction."),
            A("Glad to pass the test."),
            U("Okay, I need to go and collect the kids. Thanks for everything today."),
            A("Have a good evening, and good luck with the figure."),
        ],
    ]
    check = {
        "logbook rule": ["logbook"],
        "no invented data": ["invent"],
        "python": ["pandas"],
        "run": ["DRT-07"],
        "chamber": ["GC-3"],
        "seed lot": ["SB-2024-118"],
        "sowing": ["2 February"],
        "dark period": ["dark period"],
        "genotypes": ["nced3", "abi1-1"],
        "plants": ["12 plants"],
        "drought target": ["0.35"],
        "library cap": ["48 libraries"],
        "model": ["mixed-effects"],
        "plots": ["bar charts"],
        "abstract deadline": ["7 March"],
        "harvest": ["11 March"],
        "pre-registration": ["OSF"],
        "pi": ["Marta"],
        "next step": ["preliminary figure"],
    }
    stale = {
        "genotypes": ["ost1"],
        "plants": ["24 plants"],
        "drought target": ["0.30"],
        "abstract deadline": ["28 February"],
        "harvest": ["10 March"],
    }
    return parts, check, stale


TWENTYFOURTH: list[tuple[str, Callable[[], Apart]]] = [
    ("league", league),
    ("vet claim", vet_claim),
    ("passage", passage),
    ("growth chamber", chamber),
]
