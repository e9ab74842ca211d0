"""Four more chats written apart: a son in Shrewsbury organising his elderly father's care at
home with his sister and brother in lowercase, typo-strewn messages, while the GP raises one
dose, the care agency's email moves the evening call and swaps the carer, and the memory clinic
is pushed back, under a never-alone-after-8pm rule and a sister who must be rung, not texted; an
open-source maintainer getting a bank-statement parsing library released, pasting a Windows CI
log and a changelog, while the minor release becomes a major, dropping Python 3.8 turns into
dropping 3.9 too, the lxml pin in CI is bumped and the feature freeze slips, under a rule never
to force-push main; a Leeds restaurant owner negotiating a catering contract for a corporate
all-staff lunch, pasting his quote table and the client's contract clauses, while the headcount
changes twice, a volume discount lowers the per-head price, the totals are redone and the
client's contact hands over to a colleague in a pasted email, under a hard zero-nuts rule; and
a backend engineer planning a sponsored move from Manchester to mainland Europe, while a city
is dropped, the salary floor goes up, the notice period turns out longer than he thought, the
recruiter moves the interview and the offered start date is negotiated later, under a rule
never to name his current employer in cover letters; five parts each, with durable items
changed later.
"""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U, chat


def father_care() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are helping the Pryce family organise care at home for their father, "
                    "Geoffrey Pryce, 86, in Shrewsbury: medication, carers, overnight cover and "
                    "appointments. You are not his doctor: never suggest changing a dose or "
                    "stopping a medicine yourself; send them to the GP or the pharmacist."
                ),
            },
            U(
                "right. so dad came home from hospital on tuesday after the fall and me, my sister "
                "Helen and my brother Owen are trying to sort his care out between us. at the "
                "moment its post-its on the fridge and a whatsapp group thats 90% Owen sending "
                "thumbs up. can you help me keep it all in one place"
            ),
            A(
                "Of course, and I'm sorry about the fall. I hope he's settling back in at home.\n\n"
                'One place for everything saves a lot of "I thought you were doing that". I\'d '
                "keep track of:\n\n"
                "- **Medication**: each medicine, the dose, the time, and who gives it.\n"
                "- **Carers**: the agency, the visit times, and who comes on which visit.\n"
                "- **Family cover**: who's with him when, especially evenings and nights.\n"
                "- **Appointments**: hospital, GP, memory clinic, and who's taking him.\n"
                "- **Pharmacy**: where the prescriptions go and how they're collected.\n"
                "- **Safety**: falls, alarms, getting into the house.\n"
                "- **Waiting on**: forms, referrals, call-backs.\n\n"
                "If you have the discharge letter handy, the medication list is a good place to "
                "start."
            ),
            U(
                "ok here's the meds off the discharge letter\n\n"
                "Amlodipine 5mg - ONE tablet in the MORNING\n"
                "Metformin 500mg - ONE tablet TWICE a day with breakfast and evening meal\n"
                "Donepezil 5mg - ONE tablet at NIGHT\n"
                "Lansoprazole 15mg - ONE capsule each morning 30-60 min before food\n"
                "Paracetamol 500mg - TWO tablets up to FOUR times a day when required\n\n"
                "he has breakfast about 8, his tea whenever the carer does it, and goes up to bed "
                "about half 9 so we've been doing the night one at 9pm"
            ),
            A(
                "Here's his day as a schedule:\n\n"
                "| Time | Medicine | Notes |\n"
                "|---|---|---|\n"
                "| On waking, about 7.30am | Lansoprazole 15mg | 30-60 minutes before breakfast |\n"
                "| 8am, with breakfast | Amlodipine 5mg, Metformin 500mg | Metformin with food |\n"
                "| With his evening meal | Metformin 500mg | Whenever tea is |\n"
                "| 9pm | Donepezil 5mg | Before bed |\n"
                "| If needed | Paracetamol 500mg x 2 | At least 4 hours apart, no more than 8 "
                "tablets in 24 hours |\n\n"
                "Two things to ask the pharmacist next time you collect:\n\n"
                "- Whether they can do his tablets in **blister packs**, sorted by day and time. "
                "It makes it much easier for carers and family to see what's been taken.\n"
                "- Whether the evening metformin needs a fixed time or just food, since his tea "
                "time depends on the carer.\n\n"
                "Who gives each dose at the moment?"
            ),
            U(
                "carers do the morning and the tea one, one of us does the 9pm. lansoprazole he "
                "does himself, hes been taking it for 15 years he wont forget that one lol\n\n"
                "oh and he's allergic to penicillin. its on his records but id rather you knew too"
            ),
            A(
                "Noted:\n\n"
                "- Breakfast and evening-meal doses: the carers.\n"
                "- 9pm dose: whoever is with him that night.\n"
                "- Lansoprazole: he takes it himself.\n"
                "- **Allergy: penicillin.** Worth writing it on anything that lives on the fridge "
                "and in the carers' folder, so it's in front of any out-of-hours doctor or "
                "paramedic."
            ),
            U(
                "and this is the big one. he is NEVER left alone after 8pm. never. the fall was at "
                "2am on his way to the loo and he was on the floor till the carer found him in the "
                "morning. so someone sleeps there every single night, no exceptions, i dont care "
                "whose birthday it is"
            ),
            A(
                "Understood, and after a fall like that it's the right rule. I'll treat it as "
                "fixed: **someone is with him from 8pm and overnight, every night.**\n\n"
                "I'll point out any gap between the last carer visit and 8pm, and any night "
                "without a name on it. Who's covering which nights?"
            ),
            U(
                "me mon-thurs (i work from home so i just take the laptop round), Helen fri and "
                "sat, Owen sundays. Owen lives out in Telford so its a bit of a drive for him but "
                "he insisted"
            ),
            A(
                "Overnight cover:\n\n"
                "| Night | Who |\n"
                "|---|---|\n"
                "| Mon-Thu | You |\n"
                "| Fri, Sat | Helen |\n"
                "| Sun | Owen |\n\n"
                "Every night has a name. The 9pm dose falls to whoever's on that night."
            ),
            U(
                "one more thing re Helen. if you ever suggest 'just text Helen' i will scream. she "
                "wants a phone call, not a text. she says shes in 40 whatsapp groups and anything "
                "typed just vanishes"
            ),
            A(
                "Noted. For anything involving Helen I'll suggest you ring her. If it's urgent "
                "and she doesn't pick up, leave a voicemail and try again rather than sending a "
                "message."
            ),
            U("perfect"),
            A("Carers next, or appointments?"),
            U("carers. tomorrow tho im knackered"),
            A("Fair enough. Get some sleep."),
        ],
        [
            U(
                "morning. ok carers. the agency is Brightside Home Care. mon-fri they do 3 calls: "
                "morning 8-8.45 (Marta, shes lovely), lunch at 12.30 (whoever's on that day, it "
                "changes) and the evening one at 6.30pm with Joseph, he does dads tea and the "
                "metformin. weekends its just the morning call"
            ),
            A(
                "| Call | Mon-Fri | Sat-Sun |\n"
                "|---|---|---|\n"
                "| Morning, 8-8.45am | Marta: breakfast, Amlodipine, Metformin | Morning call |\n"
                "| Lunch, 12.30pm | Varies | None |\n"
                "| Evening, 6.30pm | Joseph: tea, Metformin | None |\n\n"
                "Three things I can see:\n\n"
                "1. **Weekday evenings**: the evening call ends around 7pm, so there's up to an "
                "hour before the overnight person is due. That's within your rule, but it's "
                "worth whoever's on arriving a bit before 8pm rather than on the dot.\n"
                "2. **Weekend evenings**: no evening call, so on Saturday and Sunday his tea and "
                "the evening metformin are down to Helen and Owen. Do they know?\n"
                "3. **Weekend daytime**: is anyone with him between the morning call and the "
                "evening, or is he on his own?"
            ),
            U(
                "2 yes they know. 3 hes fine on his own in the day, he does the crossword and "
                "shouts at the racing. its the nights that worry us"
            ),
            A(
                "Good. So at weekends Helen and Owen do his tea and the evening metformin, he's "
                "fine alone during the day, and the nights stay covered by the rota."
            ),
            U(
                "prescriptions go to Mardol Pharmacy, the one near the quarry. his repeat "
                "collection ref is MP-72914, they want it when you pick up. they said yes to "
                "blister packs but it takes a couple of weeks to set up"
            ),
            A(
                "Noted:\n\n"
                "- **Pharmacy**: Mardol Pharmacy, near the Quarry.\n"
                "- **Collection reference**: MP-72914. Quote it when you collect.\n"
                "- **Blister packs**: agreed, about two weeks to set up. Until then it's tablets "
                "from the boxes.\n\n"
                "When the first blister pack arrives, check it against his list before it goes "
                "into use."
            ),
            U("key safe is by the back door, code 1946. his birth year. i know. carers have it"),
            A(
                "Noted: key safe by the back door, code 1946. Maybe change it to something less "
                "guessable once things calm down, and tell Brightside when you do."
            ),
            U(
                "can you do me a sheet for the fridge at some point. big print, one page, so the "
                "carers and all of us can see the day at a glance. dad wont read it but everyone "
                "else will"
            ),
            A(
                "Yes. A one-page fridge sheet: medication times, carer calls, the overnight rota, "
                "the allergy and key contacts. Say when and I'll write it, and I'll keep it up to "
                "date as things change."
            ),
            U(
                "memory clinic letter came!! Thursday 12 June at 10.40am, Royal Shrewsbury, "
                "outpatients clinic B. helen says she'll take him, its her day off anyway"
            ),
            A(
                "Noted: **memory clinic, Thursday 12 June, 10.40am, Royal Shrewsbury Hospital, "
                "Outpatients Clinic B.** Helen is taking him.\n\n"
                "Worth a quick ring to Helen to go through it rather than forwarding the letter. "
                "To take: the letter, his medication list or the boxes, his glasses, and a few "
                "notes on the changes you've all seen in his memory lately. The clinic will ask."
            ),
            U("GP is Dr Lennox at Riverside Medical Practice btw, if you need it"),
            A("Thanks. GP: Dr Lennox, Riverside Medical Practice."),
        ],
        [
            U(
                "update. Dr Lennox rang this morning, she's happy with how he's doing on the "
                "donepezil and wants to up it to 10mg from monday. new prescription's gone "
                "through to Mardol"
            ),
            A(
                "Good to hear she's pleased with him. Updated:\n\n"
                "- **Donepezil: 10mg at 9pm, from Monday.** Same time, new strength.\n\n"
                "A few things:\n\n"
                "- When you collect, check the box or pack says 10mg before the first Monday "
                "dose.\n"
                "- After an increase, the common side effects are nausea, loose stools, vivid "
                "dreams or poor sleep, and sometimes dizziness or a slow pulse. If he's unsteady, "
                "faint or being sick, ring the GP; out of hours, 111.\n"
                "- Tell whoever's on nights from Monday, since they give that dose."
            ),
            U("what do i do with the old ones, theres about 10 left"),
            A(
                "Don't use them to make up the new dose unless the GP or pharmacist tells you to. "
                "Take them back to Mardol Pharmacy with the empty boxes and they'll get rid of "
                "them. It also stops anyone grabbing the wrong box at 9pm."
            ),
            U(
                "email from the agency just now\n\n"
                "> Dear Tom,\n"
                "> Due to a change in our staffing, from Monday 9 June Mr Pryce's evening call "
                "will move to 7.15pm-7.45pm and will be covered by Sadia Rahman, who has been "
                "with us for six years. Morning and lunchtime calls are not affected. Please let "
                "us know if you have any questions.\n"
                "> Kind regards,\n"
                "> Bev Holloway\n"
                "> Care Coordinator, Brightside Home Care"
            ),
            A(
                "From **Monday 9 June**:\n\n"
                "- **Evening call: 7.15pm-7.45pm.**\n"
                "- **Evening carer: Sadia Rahman.**\n"
                "- Morning (Marta) and lunch unchanged.\n\n"
                "Against your rules:\n\n"
                "- **Never alone after 8pm**: Sadia leaves at 7.45pm, so I'd ask whoever's on "
                "nights to be there by 7.45pm. Then he's not on his own in the evening at all, "
                "and you get a proper handover.\n"
                "- **Tea and evening metformin** move later with the call. That should be fine as "
                "long as it's with food; if in doubt, ask Mardol Pharmacy.\n"
                "- **The 9pm dose** isn't affected.\n\n"
                "Want me to draft a reply to Bev?"
            ),
            U(
                "nah ill ring her. dad'll be gutted tho, he liked having a bloke to talk football "
                "with"
            ),
            A("Maybe Sadia follows a team. Worth asking."),
            U("ok can i have the fridge sheet now with the new times"),
            A(
                "**DAD'S DAY: Geoffrey Pryce**\n\n"
                "**ALLERGY: PENICILLIN**\n\n"
                "| Time | What | Who |\n"
                "|---|---|---|\n"
                "| 7.30am | Lansoprazole 15mg | Dad |\n"
                "| 8-8.45am | Breakfast, Amlodipine 5mg, Metformin 500mg | Marta (Brightside) |\n"
                "| 12.30pm | Lunch (weekdays) | Brightside |\n"
                "| 7.15-7.45pm | Tea, Metformin 500mg (weekdays) | Sadia Rahman (Brightside) |\n"
                "| By 7.45pm | Overnight person arrives. **Never alone after 8pm.** | Rota |\n"
                "| 9pm | Donepezil 10mg | Overnight person |\n\n"
                "**Nights:** Mon-Thu Tom, Fri-Sat Helen, Sun Owen.\n"
                "**Weekends:** morning call only; tea and evening Metformin by Helen or Owen.\n"
                "**Paracetamol:** 2 tablets if needed, 4 hours apart, max 8 in 24 hours.\n"
                "**GP:** Dr Lennox, Riverside Medical Practice. **Out of hours:** 111. "
                "**Emergency:** 999.\n"
                "**Pharmacy:** Mardol Pharmacy, ref MP-72914.\n\n"
                "I've left the key safe code off on purpose, since the sheet is on show to anyone "
                "who comes in."
            ),
            U("brilliant. printing it"),
            U("printers out of ink. of course it is"),
            A("Of course it is. The library will usually print a page for a few pence."),
        ],
        [
            U(
                "memory clinic rang helen (she actually answered, miracles). they've pushed it to "
                "Tuesday 24 June, 2.15pm, same clinic, some consultant's off sick. helen can "
                "still take him"
            ),
            A(
                "Updated: **memory clinic, Tuesday 24 June, 2.15pm, Royal Shrewsbury Hospital, "
                "Outpatients Clinic B.** Helen is still taking him.\n\n"
                "With an afternoon slot he'll want lunch first. The weekday lunch call is 12.30pm, "
                "so either ask Brightside if that day's call can come a bit earlier, or Helen has "
                "lunch with him before they set off."
            ),
            U("good shout"),
            U(
                "new prescription collected. box says 10mg, i checked like you said. same ref at "
                "mardol. blister packs start next thursday"
            ),
            A(
                "Thanks for checking. So:\n\n"
                "- Donepezil 10mg collected; first dose Monday at 9pm.\n"
                "- Collection ref unchanged: MP-72914.\n"
                "- Blister packs from next Thursday. Check the first one slot by slot against the "
                "fridge sheet."
            ),
            U(
                "Sadia's been twice now. dad told her she looks like his sister Peggy, then asked "
                "who she supports and she said Villa and now theyre best mates"
            ),
            A("That's a lovely start. The right carer makes all the difference."),
            U(
                "also the hospital said an OT will be in touch about a home assessment, grab rails "
                "and that. no date yet"
            ),
            A("Noted: OT home assessment, waiting on them for a date."),
            U(
                "helen did the attendance allowance form at the weekend, posted it friday. how "
                "long do they take"
            ),
            A(
                "Attendance Allowance decisions usually take several weeks, sometimes longer. A "
                "few things that help:\n\n"
                "- Keep a copy of what was sent, or photos of the pages.\n"
                "- If the DWP rings, it'll most likely be the number on the form, so Helen should "
                "pick up unknown numbers for a while.\n"
                "- If it's awarded, it's normally paid from the date the claim arrived.\n\n"
                "I'll keep it on the list as waiting on the DWP."
            ),
            U(
                "council are sending someone to fit a careline pendant, 18 June. he'll wear it "
                "round his neck or i'll know about it"
            ),
            A(
                "Good: that covers him if he falls in the night while whoever's staying is asleep "
                "upstairs. The alarm company will want two or three contacts to call. Given the "
                "rota, maybe you first, then Helen, then Owen, and ask them to phone rather than "
                "text, since that's what works for Helen."
            ),
            U("yeah me helen owen in that order"),
            A("Noted: pendant contacts are you, Helen, then Owen."),
        ],
        [
            U(
                "going to ring Helen tonight to catch her up. can you give me the whole picture "
                "so i can just read it off"
            ),
            A(
                "**Where things are with Dad**\n\n"
                "**Rules**\n"
                "- Never alone after 8pm; the overnight person there by 7.45pm.\n"
                "- Allergy: penicillin.\n\n"
                "**Medication**\n"
                "- 7.30am Lansoprazole 15mg (he does it).\n"
                "- 8am Amlodipine 5mg and Metformin 500mg with breakfast.\n"
                "- Evening meal: Metformin 500mg.\n"
                "- 9pm Donepezil 10mg (Dr Lennox's change, since Monday).\n"
                "- Paracetamol if needed.\n"
                "- Mardol Pharmacy, ref MP-72914. Blister packs from Thursday.\n\n"
                "**Carers (Brightside Home Care)**\n"
                "- Weekdays: Marta 8-8.45am, lunch 12.30pm, Sadia Rahman 7.15-7.45pm.\n"
                "- Weekends: morning call only.\n\n"
                "**Nights:** Mon-Thu you, Fri-Sat Helen, Sun Owen.\n\n"
                "**Coming up**\n"
                "- Careline pendant fitted 18 June; contacts you, Helen, Owen.\n"
                "- Memory clinic, Tuesday 24 June, 2.15pm, Clinic B. Helen taking him.\n\n"
                "**Waiting on**\n"
                "- DWP: Attendance Allowance decision.\n"
                "- OT: a date for the home assessment."
            ),
            U(
                "ha the OT just rang while i was reading that. theyre coming Wednesday 2 July, "
                "10am, to look at grab rails and a perching stool for the kitchen"
            ),
            A(
                "Updated: **OT home visit, Wednesday 2 July, 10am**, grab rails and a perching "
                "stool. Have a list ready of where he struggles: getting out of his chair, the "
                "stairs, the bath, the front step. Who'll be there?"
            ),
            U("me, its a wednesday"),
            A("Perfect, you're there anyway."),
            U("brb dads shouting for his glasses"),
            A("Go."),
            U("found them. on his head. obviously"),
            A("A classic. At least they weren't in the fridge."),
            U(
                "rang helen. 45 minutes. she wants to know if the pendant works in the garden, he "
                "potters about with the tomatoes"
            ),
            A(
                "Most pendants reach a fair way from the base unit, but it depends on the model "
                "and the walls. Ask the installer on 18 June to test it from the far end of the "
                "garden while they're there."
            ),
            U("will do. night"),
            A("Night, Tom."),
        ],
    ]
    check = {
        "dose rule": ["never suggest changing a dose"],
        "alone rule": ["after 8pm"],
        "helen calls": ["phone call, not a text"],
        "allergy": ["penicillin"],
        "donepezil": ["10mg"],
        "amlodipine": ["Amlodipine 5mg"],
        "metformin": ["Metformin 500mg"],
        "night dose": ["9pm"],
        "agency": ["Brightside Home Care"],
        "morning carer": ["Marta"],
        "evening call": ["7.15pm"],
        "evening carer": ["Sadia Rahman"],
        "nights": ["Owen"],
        "pharmacy ref": ["MP-72914"],
        "gp": ["Dr Lennox"],
        "memory clinic": ["24 June", "2.15pm"],
        "key safe": ["1946"],
        "pendant": ["18 June"],
        "ot visit": ["2 July"],
        "status": ["Attendance Allowance"],
    }
    stale = {
        "donepezil": ["Donepezil 5mg"],
        "evening call": ["6.30pm"],
        "evening carer": ["Joseph"],
        "memory clinic": ["12 June", "10.40am"],
    }
    return parts, check, stale


def library_release() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are helping the maintainer of ledgerline, an open-source Python library "
                    "for parsing bank statements (OFX, QIF, CSV), get a release out. Never invent "
                    "issue numbers, PR numbers or contributor handles: use only the ones the user "
                    "gives you, or ask."
                ),
            },
            U(
                "hey. i maintain ledgerline (the bank statement parsing lib, ~2k stars, mostly me "
                "and @pgoswami). planning the next release, 2.5.0, want it out before end of "
                "march. can you help me keep the release checklist straight, my brain is soup"
            ),
            A(
                "Happy to. A typical checklist for a minor release:\n\n"
                "1. **Scope**: what's in, and a feature freeze date after which only fixes go in.\n"
                "2. **CI**: green on every platform and Python version you support.\n"
                "3. **Changelog**: written for users, with breaking changes and deprecations at "
                "the top.\n"
                "4. **Docs**: new features documented, version switcher updated.\n"
                "5. **Release candidate**: tag, publish, give people a few days to try it.\n"
                "6. **Final**: version bump, tag, publish, announce.\n\n"
                "What's going into 2.5.0?"
            ),
            U(
                "main things: CAMT.053 support from @jvdberg (huge PR, #482), the OFX timezone "
                "fix also from him (#497), and removing the Statement.to_dict(legacy=True) path "
                "we deprecated in 2.2. freeze is Friday 6 March, after that only fixes go in"
            ),
            A(
                "Noted:\n\n"
                "- **#482** (@jvdberg): CAMT.053 support.\n"
                "- **#497** (@jvdberg): OFX timezone fix.\n"
                "- **Removal** of `Statement.to_dict(legacy=True)`, deprecated since 2.2.\n"
                "- **Feature freeze**: Friday 6 March.\n\n"
                "One flag: removing `to_dict(legacy=True)` is a breaking change, even after a "
                "deprecation period. If you follow semver, that normally means a major version. "
                "The options are to keep it deprecated in this release and remove it in the next "
                "major, or to make this release the major."
            ),
            U(
                "ugh youre right. park that, i'll talk to priyanka. one rule while i remember: "
                "nobody force-pushes main. ever. not me, not priyanka, not a bot. in 2023 a "
                "force-push ate two merged PRs and we only noticed a week later. branch "
                "protection is on but i want you to never suggest it either, not even for 'just "
                "fixing the last commit'"
            ),
            A(
                "Understood. I won't suggest a force-push to main in any form. If something bad "
                "lands on main, the fix is a revert commit or a follow-up PR, never rewriting "
                "history."
            ),
            U(
                "also tags are always signed, `git tag -s`, and releases go to PyPI through "
                "trusted publishing from the release workflow. nobody uploads from a laptop"
            ),
            A(
                "Noted: signed tags with `git tag -s`, and PyPI only via trusted publishing from "
                "the release workflow."
            ),
            U(
                "CI is red on main, windows only. heres the bit that matters\n\n"
                "```\n"
                "Run python -m pytest -n auto --cov=ledgerline\n"
                "============================= test session starts "
                "=============================\n"
                "platform win32 -- Python 3.12.8, pytest-8.3.4, pluggy-1.5.0\n"
                "rootdir: D:\\a\\ledgerline\\ledgerline\n"
                "configfile: pyproject.toml\n"
                "plugins: cov-6.0.0, xdist-3.6.1\n"
                "created: 4/4 workers\n"
                "4 workers [612 items]\n\n"
                "........................................................................ [ 11%]\n"
                "...............................F........F............................... [ 23%]\n"
                "FAILED tests/ofx/test_dates.py::test_dtposted_offsets[+05:30] - "
                "zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key "
                "Asia/Kolkata'\n"
                "FAILED tests/ofx/test_dates.py::test_dtposted_offsets[-03:30] - "
                "zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key "
                "America/St_Johns'\n"
                "============ 2 failed, 608 passed, 2 skipped in 41.27s ============\n"
                "Error: Process completed with exit code 1.\n"
                "```\n\n"
                "linux and mac are fine"
            ),
            A(
                "That's the classic Windows `zoneinfo` problem. Linux and macOS ship the IANA "
                'time zone database, Windows doesn\'t, so `ZoneInfo("Asia/Kolkata")` has nothing '
                "to load unless the `tzdata` package is installed.\n\n"
                "Both failures are the half-hour offsets in `test_dtposted_offsets`, from the "
                "#497 tests. The fix depends on where `ZoneInfo` is called:\n\n"
                "- **Only in tests**: add `tzdata` to the test dependencies.\n"
                "- **In the library too**: it's a runtime dependency, because Windows users hit "
                "the same error.\n\n"
                "Does ledgerline itself call `ZoneInfo` anywhere?"
            ),
            U(
                "library does. the camt parser falls back to the bank's zone (ZoneInfo) when a "
                "timestamp has no offset. so yeah windows users would hit it"
            ),
            A(
                "Then it's a runtime dependency, limited to Windows:\n\n"
                "```toml\n"
                "[project]\n"
                "dependencies = [\n"
                '    "lxml>=5.1",\n'
                "    \"tzdata; sys_platform == 'win32'\",\n"
                "]\n"
                "```\n\n"
                "Worth a line in the changelog under Fixed, since it changes what gets installed "
                "on Windows."
            ),
            U("ok PR for that is #503"),
            A("Noted: #503 adds `tzdata` on Windows."),
        ],
        [
            U(
                "#503 merged, windows green again. next thing. we pin lxml in "
                "constraints/ci.txt because lxml 5.3.0 changed how namespace prefixes get "
                "serialised and broke the camt test fixtures. current pin is lxml==5.2.2. just "
                "so you know its there"
            ),
            A(
                "Noted. One question, because it matters for users: is it only the test fixtures "
                "that break on 5.3.0, or the parsing itself? The published package says "
                "`lxml>=5.1`, so anyone installing fresh gets the newest lxml, not the CI pin."
            ),
            U(
                "only the fixtures, they compare serialised xml strings. parsing is fine on 5.3, "
                "i checked by hand"
            ),
            A(
                "Then the CI-only pin is fine and users aren't affected. Worth an issue so it "
                "doesn't get forgotten: the real fix is comparing parsed trees in the fixtures "
                "rather than strings, and then the pin can go."
            ),
            U(
                "decision time on the version. @pgoswami and i talked last night. we're dropping "
                "python 3.8 as well, its EOL and the camt code wants 3.9 stuff. plus the "
                "legacy=True removal. so its 3.0.0, not a minor. requires-python goes to >=3.9"
            ),
            A(
                "Good call, it makes the version honest. What changes:\n\n"
                "- Version **3.0.0**.\n"
                '- `requires-python = ">=3.9"`, classifiers and CI matrix without 3.8.\n'
                "- A release branch named for the major, `release/3.0`, cut at the freeze.\n"
                "- The changelog needs a **Breaking changes** section at the top, and a short "
                "migration guide for people still calling `to_dict(legacy=True)`.\n\n"
                "Freeze still Friday 6 March?"
            ),
            U("yes still friday 6 march"),
            A("Noted."),
            U(
                "changelog so far. my notes are always a dump, tidy it up?\n\n"
                "```markdown\n"
                "## 3.0.0 (unreleased)\n\n"
                "### Breaking\n"
                "- drop py3.8\n"
                "- remove Statement.to_dict(legacy=True) (deprecated since 2.2) - use "
                "to_records()\n\n"
                "### Added\n"
                "- read_camt053() for ISO 20022 CAMT.053 (#482 @jvdberg)\n\n"
                "### Fixed\n"
                "- OFX DTPOSTED w/ half hour offsets parsed as UTC (#497 @jvdberg)\n"
                "- windows: tzdata (#503)\n\n"
                "### Internal\n"
                "- refactor _tokenize(), 30% fewer allocs\n"
                "- move CI to uv\n"
                "```"
            ),
            A(
                "```markdown\n"
                "## 3.0.0 (unreleased)\n\n"
                "### Breaking changes\n"
                "- Drop support for Python 3.8.\n"
                "- Remove `Statement.to_dict(legacy=True)`, deprecated since 2.2. Use "
                "`Statement.to_records()` instead; see the migration guide.\n\n"
                "### Added\n"
                "- `read_camt053()` reads ISO 20022 CAMT.053 statements (#482, @jvdberg).\n\n"
                "### Fixed\n"
                "- OFX `DTPOSTED` values with half-hour offsets were parsed as UTC (#497, "
                "@jvdberg).\n"
                "- On Windows, `tzdata` is now installed so bank-local timestamps resolve "
                "(#503).\n\n"
                "### Internal\n"
                "- `_tokenize()` makes about 30% fewer allocations.\n"
                "- CI runs on uv.\n"
                "```\n\n"
                "Do you want the Internal section in at all? Most users skip it."
            ),
            U(
                "no kill it. rule for the future: release notes are user-facing only. nobody "
                "cares that i moved CI to uv"
            ),
            A(
                "Done, Internal section removed. From now on, release notes are user-facing only: "
                "changes people can see or have to act on."
            ),
            *chat(1, 1),
            U(
                "@jvdberg asked if he can be credited in the release announcement. honestly he "
                "did half the work on this one"
            ),
            A(
                "He should be. Name him in the announcement for CAMT.053 and the timezone fix, "
                "and keep the handles in the changelog entries too, since that's where people "
                "look later."
            ),
        ],
        [
            U(
                "ok so priyanka pushed back hard. if we're doing a major anyway, drop 3.9 too. "
                "its EOL in october and it means we can use match statements and the newer "
                "typing stuff in the camt parser. i agree. 3.10+ only"
            ),
            A(
                "Makes sense: break once rather than twice. Updated:\n\n"
                '- `requires-python = ">=3.10"`.\n'
                "- Classifiers: 3.10, 3.11, 3.12, 3.13.\n"
                "- CI matrix: 3.10 to 3.13, plus 3.14 pre-release as allowed to fail if you want "
                "an early warning.\n"
                '- Changelog: "Drop support for Python 3.8 and 3.9."\n'
                "- Check `target-version` for ruff and `python_version` for mypy in "
                "pyproject.toml; they may still point at an older Python.\n\n"
                "Compatibility code that only existed for older versions can go later; no need "
                "to clean it all up before the release."
            ),
            U(
                "the freeze. bad news, #482 needs another round of review and priyanka's away "
                "till the 9th. so we've moved the freeze to Thursday 12 March. release date moves "
                "too, thinking Tuesday 24 March"
            ),
            A(
                "Noted: **feature freeze Thursday 12 March**, **release Tuesday 24 March**. That "
                "leaves room for a release candidate; I'd tag rc1 the day after the freeze, "
                "Friday 13 March, so people get over a week with it."
            ),
            U("friday the 13th lol. fine, rc1 on the 13th"),
            A(
                "rc1: Friday 13 March, tagged from `release/3.0` with `git tag -s v3.0.0rc1` and "
                "published by the release workflow."
            ),
            U(
                "good news on lxml. @jvdberg rewrote the camt fixtures in #482 to compare parsed "
                "trees instead of strings, so 5.3 passes now. bumped constraints/ci.txt to "
                "lxml==5.3.1"
            ),
            A(
                "Nice, that's the proper fix. CI pin is now `lxml==5.3.1`. Run the full matrix "
                "once on the bump, Windows included, before you merge #482."
            ),
            U("matrix green. merging"),
            A("Great. #482 is the last big feature in, so the freeze can happen on time."),
            U("my cat just walked across the keyboard and opened 14 tabs and a terminal"),
            A("Check the terminal didn't get anything typed into it before you close it."),
        ],
        [
            U(
                "freeze done. release/3.0 branched from main at a3f9c21. main is open for 3.1 "
                "stuff now"
            ),
            A(
                "Noted. One thing to settle now: do fixes go to main first and get "
                "cherry-picked to `release/3.0`, or the other way round? Either works, as long as "
                "it's always the same."
            ),
            U("main first, then cherry-pick to the release branch. always"),
            A("Noted: fixes land on main first, then cherry-pick to `release/3.0`."),
            U(
                "weird one. a new contributor, @tfarrow, opened a PR that somehow has a rebased "
                "copy of main in it, and the description says 'maintainer please force push main "
                "to clean up history'. what do i say without scaring him off"
            ),
            A(
                "Something like:\n\n"
                "> Thanks for the PR, @tfarrow! We never rewrite history on main, so we can't "
                "force-push it. It looks like your branch picked up a rebased copy of main. The "
                "easiest fix is a fresh branch from the current main with just your commits "
                "cherry-picked onto it, then a new PR. Happy to help if you get stuck.\n\n"
                "Friendly, and it keeps the rule without a lecture."
            ),
            U("sent. he said oh god sorry and opened a clean one already"),
            A("Good outcome."),
            U("3.0.0rc1 is on PyPI. trusted publishing worked first time, i nearly cried"),
            A("Congratulations. That's the rc tagged, signed and published the right way."),
            U(
                "first bug against rc1: #511, camt parser crashes on statements with an empty "
                "<Ntry> list. @jvdberg is on it"
            ),
            A(
                "Noted: #511, empty `<Ntry>` list crashes the CAMT parser, @jvdberg fixing. The "
                "fix goes to main first, then gets cherry-picked to `release/3.0`."
            ),
        ],
        [
            U(
                "#511 fixed in #514, cherry-picked to release/3.0. do we need an rc2 or go "
                "straight to final"
            ),
            A(
                "It's a small fix with a test, and it only touches the new CAMT code, so I'd go "
                "to final if CI is green on `release/3.0`. An rc2 makes sense if more fixes pile "
                "up before the 24th."
            ),
            U("no rc2 then. final on the 24th. write me the announcement for github discussions"),
            A(
                "**ledgerline 3.0.0 is out**\n\n"
                "This is a major release. Highlights:\n\n"
                "- **CAMT.053**: `read_camt053()` reads ISO 20022 CAMT.053 statements. Huge thanks "
                "to @jvdberg, who also fixed half-hour UTC offsets in OFX dates.\n"
                "- **Python 3.10+**: 3.8 and 3.9 are no longer supported.\n"
                "- **Removed**: `Statement.to_dict(legacy=True)`. The migration guide shows the "
                "`to_records()` equivalent.\n"
                "- **Windows**: `tzdata` is installed automatically.\n\n"
                "Thanks to everyone who tried 3.0.0rc1 and reported bugs. Full changelog in the "
                "docs."
            ),
            U("status for the maintainers channel pls, where are we"),
            A(
                "- **Release**: 3.0.0, final on Tuesday 24 March from `release/3.0`; no rc2.\n"
                "- **Done**: freeze on 12 March; 3.0.0rc1 on PyPI; #503 (tzdata on Windows); #511 "
                "fixed in #514 and cherry-picked.\n"
                '- **Python**: `requires-python = ">=3.10"`.\n'
                "- **CI pin**: `lxml==5.3.1` in constraints/ci.txt.\n"
                "- **Pending**: the migration guide for `to_dict(legacy=True)`, waiting on "
                "@pgoswami's review.\n"
                "- **Rules**: no force-push on main; signed tags; trusted publishing only; fixes "
                "to main first, then cherry-pick; release notes user-facing only."
            ),
            U("perfect ty"),
            A("Good luck on the 24th."),
        ],
    ]
    check = {
        "invent rule": ["Never invent issue numbers"],
        "force-push": ["force-push"],
        "signed tags": ["git tag -s"],
        "publishing": ["trusted publishing"],
        "version": ["3.0.0"],
        "python": [">=3.10"],
        "lxml pin": ["lxml==5.3.1"],
        "freeze": ["12 March"],
        "release date": ["24 March"],
        "contributor": ["@jvdberg"],
        "co-maintainer": ["@pgoswami"],
        "ci failure": ["test_dtposted_offsets"],
        "tzdata": ["tzdata", "#503"],
        "camt": ["read_camt053"],
        "removed api": ["legacy=True"],
        "branch": ["release/3.0"],
        "backports": ["cherry-pick"],
        "notes style": ["user-facing only"],
        "rc bug": ["#514"],
        "status": ["3.0.0rc1", "migration guide"],
    }
    stale = {
        "version": ["2.5.0"],
        "python": [">=3.9"],
        "lxml pin": ["5.2.2"],
        "freeze": ["6 March"],
    }
    return parts, check, stale


def catering_contract() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are an assistant for Zaatar House, a small Lebanese restaurant in Chapel "
                    "Allerton, Leeds. Help the owner, Karim, with catering quotes, client emails "
                    "and contracts. You are not a lawyer: point out contract terms that look "
                    "risky and suggest he gets them checked."
                ),
            },
            U(
                "Hi. Karim from Zaatar House. We got asked to cater a corporate lunch, biggest "
                "job weve ever done outside the restaurant. Company is Halden Analytics, its "
                "their all-staff day. Ive never done a contract with a company this size, I need "
                "help not getting screwed basically"
            ),
            A(
                "Congratulations, that's a great job to land. Let's make sure it pays properly.\n\n"
                "The things to pin down before you sign anything:\n\n"
                "- **The basics**: date, times, headcount, venue.\n"
                "- **Menu and dietary needs**: including any allergies, in writing.\n"
                "- **Price**: per head, plus staff, delivery and anything extra.\n"
                "- **Money**: deposit, when the balance is due, and purchase order numbers if "
                "they use them.\n"
                "- **Cancellation**: what you're paid if they cancel late, once you've bought the "
                "food.\n"
                "- **Venue logistics**: access times, loading, parking, kitchen facilities.\n"
                "- **Insurance**: big companies and venues usually ask for proof of public "
                "liability cover.\n\n"
                "What have they told you so far?"
            ),
            U(
                "Event is Thursday 2 October, lunch. Around 120 covers they said. Venue is The "
                "Engine Shed in Holbeck, one of those converted railway buildings. Contact is "
                "Niamh Doyle, niamh.doyle@haldenanalytics.co.uk, she's their office manager"
            ),
            A(
                "Noted:\n\n"
                "- **Client**: Halden Analytics, all-staff day.\n"
                "- **Date**: Thursday 2 October, lunch.\n"
                "- **Headcount**: about 120 covers.\n"
                "- **Venue**: The Engine Shed, Holbeck.\n"
                "- **Contact**: Niamh Doyle, office manager, niamh.doyle@haldenanalytics.co.uk."
            ),
            U(
                "This is the quote I sent her last week\n\n"
                "> Hi Niamh,\n"
                "> Thanks for thinking of us! Here are our catering packages:\n"
                ">\n"
                "> | Package | Per head | What's included |\n"
                "> |---|---|---|\n"
                "> | Mezze Sharing | £26.00 | 8 cold mezze, 4 hot, flatbreads, pickles |\n"
                "> | Grill & Mezze | £34.00 | Mezze Sharing plus chicken shish, lamb kofta, "
                "halloumi skewers |\n"
                "> | Dessert add-on | £4.50 | Knafeh and seasonal fruit platter |\n"
                "> | Service staff | £20/hr per server | Minimum 4 hours |\n"
                "> | Delivery and set-up | £85 flat | Leeds postcodes |\n"
                ">\n"
                "> All prices include VAT. Let me know what you think!\n"
                "> Best, Karim\n\n"
                "She came back saying they want Grill & Mezze with the dessert, and 4 servers"
            ),
            A(
                "At 120 covers, with the servers on 5 hours (set-up, service and clearing):\n\n"
                "| Item | Calculation | Total |\n"
                "|---|---|---|\n"
                "| Grill & Mezze | 120 x £34.00 | £4,080.00 |\n"
                "| Dessert add-on | 120 x £4.50 | £540.00 |\n"
                "| Servers | 4 x 5 hrs x £20 | £400.00 |\n"
                "| Delivery and set-up | flat | £85.00 |\n"
                "| **Total** | | **£5,105.00** |\n\n"
                "Is 5 hours right for the servers? Lunches like this usually need them there well "
                "before service."
            ),
            U(
                "Yeah 5 hours is right. Now the big thing. Niamh said one of their directors has "
                "a severe nut allergy, carries an EpiPen. So for this job: zero nuts. Not in "
                "anything, not in a garnish, not in the kitchen that day. Im not having that on "
                "my conscience"
            ),
            A(
                "Agreed, and I'll hold to it: **zero nuts on this job**, in the food, the "
                "garnishes and the kitchen on prep day.\n\n"
                "What that means for your menu:\n\n"
                "- **The knafeh** in the dessert add-on is normally topped with pistachios, so it "
                "has to go or be replaced.\n"
                "- **Pine nuts**: check the kofta, any kibbeh, rice and fatteh.\n"
                "- **Muhammara** (walnuts) and anything with almonds is out.\n"
                "- **Sesame** isn't a nut, but it's one of the 14 allergens and it's in hummus, "
                "baba ghanoush and za'atar, so label it clearly.\n\n"
                "For the kitchen: a deep clean before prep, no nut products in during the prep "
                "window, sealed and labelled containers, and an allergen list that goes to the "
                "venue with the food. It's also worth asking Niamh exactly which nuts: tree "
                "nuts, peanuts, or both."
            ),
            U(
                "ok swap the knafeh for muhallabieh, milk pudding with orange blossom. no "
                "pistachio on top obviously. same price"
            ),
            A(
                "Dessert add-on is now **muhallabieh** (orange blossom, no pistachio) with the "
                "fruit platter, still £4.50 a head."
            ),
            U("Niamh says both, tree nuts and peanuts. hes reacted to cross contamination before"),
            A(
                "Then the deep clean and the nut-free prep window matter as much as the recipes. "
                "I'd also check the labels on bought-in items: flatbreads, pickles, spice mixes "
                'and oils can carry "may contain nuts" warnings.'
            ),
        ],
        [
            U(
                "Niamh emailed. they're adding the Manchester office, so now its 145 covers. and "
                "she wants a discount for the bigger number, cheeky"
            ),
            A(
                "Not that cheeky: a volume discount is normal at this size, and you can make it "
                "conditional so it doesn't cost you if numbers fall. For example, knock £2 a head "
                "off Grill & Mezze as long as the final number stays over 130 covers.\n\n"
                "At 145 covers you'd also want a fifth server. What would you like to offer?"
            ),
            U(
                "ok. tell her £32.00 a head for Grill & Mezze if theyre over 130 covers, 5 "
                "servers. dessert and the rest stays the same"
            ),
            A(
                "At 145 covers:\n\n"
                "| Item | Calculation | Total |\n"
                "|---|---|---|\n"
                "| Grill & Mezze | 145 x £32.00 | £4,640.00 |\n"
                "| Dessert add-on | 145 x £4.50 | £652.50 |\n"
                "| Servers | 5 x 5 hrs x £20 | £500.00 |\n"
                "| Delivery and set-up | flat | £85.00 |\n"
                "| **Total** | | **£5,877.50** |\n\n"
                "Want a draft email?"
            ),
            U(
                "yes. plain english, no corporate waffle. i hate 'as per our previous "
                "correspondence' crap"
            ),
            A(
                '"Hi Niamh,\n\n'
                "Great news about Manchester joining. For 145 covers we can do Grill & Mezze at "
                "£32.00 a head, as long as the final number stays over 130. Dessert stays at "
                "£4.50 a head, and we'll bring five servers at £20/hr for 5 hours, plus £85 for "
                "delivery and set-up. That's £5,877.50 in total.\n\n"
                "Everything will be made with zero nuts, tree nuts and peanuts, and we'll send a "
                "full allergen list before the day.\n\n"
                "Thanks,\n"
                'Karim"\n\n'
                "Send it when you're happy with it."
            ),
            U("sent"),
            U(
                "Got their contract draft back. the bits that worry me\n\n"
                "> 4.1 The Supplier shall invoice the Client following the Event. Payment will be "
                "made within 60 days of receipt of a valid invoice quoting the Client's purchase "
                "order number.\n"
                "> 4.2 No deposit is payable.\n"
                "> 7.2 The Client may cancel the Event at any time by written notice. No charges "
                "shall be payable where notice is given more than 48 hours before the Event.\n"
                "> 9.1 The Supplier shall hold public liability insurance of not less than £5m "
                "and provide evidence on request.\n\n"
                "this cant be right can it"
            ),
            A(
                "It's a standard big-company template, but as written it puts all the risk on "
                "you. I'm not a lawyer, so get it checked, but here's what I'd push back on:\n\n"
                "1. **4.1, 60 days after invoice**: you'd pay for the food and staff in "
                "September and see the money around December. Ask for the balance within 14 "
                "days of the event.\n"
                "2. **4.2, no deposit**: ask for a deposit before you start buying. Around 25% "
                "of the total is common.\n"
                "3. **7.2, free cancellation up to 48 hours before**: by then you've bought and "
                "prepped most of the food. Ask for the deposit to be non-refundable within 14 "
                "days of the event, and 50% of the total within 7 days.\n"
                "4. **9.1, £5m public liability**: check what your policy actually covers. Many "
                "small restaurant policies are lower."
            ),
            U(
                "my accountant Farah checks every contract before i sign anything, thats my "
                "rule, even for a £200 job. but yes. ask for a £1,500 deposit due by Friday 12 "
                "September, balance 14 days after the event, and your cancellation bits"
            ),
            A(
                "Noted: nothing gets signed until Farah has checked it.\n\n"
                "Counter-proposal for the contract:\n\n"
                "- **Deposit**: £1,500, due by Friday 12 September.\n"
                "- **Balance**: within 14 days of the event.\n"
                "- **Cancellation**: deposit non-refundable within 14 days of the event; 50% of "
                "the total within 7 days.\n\n"
                "I'd also check your insurance against the £5m in 9.1 before sending it."
            ),
            U("checked. mine is £2m. ffs"),
            A(
                "Ring your insurer: raising public liability to £5m is usually a quick change and "
                "not very expensive for a small business. Ask for a certificate showing the new "
                "limit, since the venue or Halden will want to see it."
            ),
        ],
        [
            U(
                "new email, different person\n\n"
                "> Hi Karim,\n"
                "> I'm Callum Reid, workplace coordinator at Halden. I'm picking up the all-staff "
                "day catering from today, as my colleague has started her maternity leave a bit "
                "earlier than planned. Please send everything to me from now on: "
                "callum.reid@haldenanalytics.co.uk, 0113 496 0728.\n"
                "> Good news on the contract: procurement have agreed the £1,500 deposit by 12 "
                "September, the balance within 14 days of the event, and your cancellation "
                "terms. Our PO number is HA-PO-7719, please quote it on both invoices.\n"
                "> One more thing: a few people have dropped out, so we're now at 135 covers.\n"
                "> Cheers,\n"
                "> Callum"
            ),
            A(
                "That's mostly good news:\n\n"
                "- **New contact**: Callum Reid, workplace coordinator, "
                "callum.reid@haldenanalytics.co.uk, 0113 496 0728.\n"
                "- **Contract**: £1,500 deposit by 12 September, balance within 14 days of the "
                "event, your cancellation terms. All agreed.\n"
                "- **PO number**: HA-PO-7719, on the deposit invoice and the final one.\n"
                "- **Headcount**: 135 covers, still over 130, so the £32.00 a head price holds.\n\n"
                "Do you want to keep five servers at 135?"
            ),
            U("yes keep 5, the engine shed is massive and its all buffet stations"),
            A(
                "At 135 covers:\n\n"
                "| Item | Calculation | Total |\n"
                "|---|---|---|\n"
                "| Grill & Mezze | 135 x £32.00 | £4,320.00 |\n"
                "| Dessert add-on (muhallabieh, fruit) | 135 x £4.50 | £607.50 |\n"
                "| Servers | 5 x 5 hrs x £20/hr | £500.00 |\n"
                "| Delivery and set-up | flat | £85.00 |\n"
                "| **Total** | | **£5,512.50** |\n\n"
                "The £1,500 deposit comes off that, leaving £4,012.50 on the final invoice."
            ),
            U("sending the final contract to Farah tonight"),
            A("Good. I'll wait for her comments before anything gets signed."),
            U(
                "venue info from Callum. caterers get in through the loading bay on Water Lane "
                "from 10:15, not before, theres a yoga thing in the main hall in the morning. "
                "lunch served 12:30. we have to be cleared out by 15:30"
            ),
            A(
                "Timings for the day:\n\n"
                "- **10:15**: access via the loading bay on Water Lane, no earlier.\n"
                "- **10:15-12:15**: unload, set up the buffet stations, label everything.\n"
                "- **12:30**: lunch served.\n"
                "- **15:30**: cleared out.\n\n"
                "Two hours and a quarter to set up for 135 covers is tight but doable if "
                "everything arrives ready to plate. Ask Callum whether there's a kitchen or just "
                "a serving area, and where you can park the van once it's unloaded."
            ),
            U("will ask. lamb guy put his prices up again btw. 8% this time"),
            A(
                "Annoying, but at £32.00 a head the grill package should absorb it. Worth a "
                "price review line in your standard quote terms for future jobs."
            ),
        ],
        [
            U(
                "Farah says the contract is fine now. she made me add one line that the "
                "allergen info is only for what we serve, not anything the venue puts out. "
                "signed and sent to Callum"
            ),
            A(
                "Good addition: you can't be responsible for the venue's coffee biscuits. "
                "Contract signed, with Farah's change."
            ),
            U("insurer sorted, public liability is £5m now. certificate sent to callum too"),
            A("Great, that covers clause 9.1."),
            U(
                "deposit invoice sent with the PO number on it. due 12 sept. also Callum sent "
                "dietary numbers so far: 16 veggie, 7 vegan, 4 gluten free, and the director "
                "with the nut allergy. final dietary list by 26 September he says"
            ),
            A(
                "Noted:\n\n"
                "- **Deposit invoice**: sent with HA-PO-7719, due 12 September.\n"
                "- **Dietary so far**: 16 vegetarian, 7 vegan, 4 gluten-free, plus the director "
                "with the tree nut and peanut allergy.\n"
                "- **Final dietary list**: from Callum by 26 September.\n\n"
                "The mezze covers vegetarians and vegans well. For the 4 gluten-free, you'll "
                "need gluten-free flatbread or rice, kept separate, and a clear label on the "
                "stations."
            ),
            U("can you do the allergen list for the stations. short, big letters"),
            A(
                "| Dish | Contains |\n"
                "|---|---|\n"
                "| Hummus | sesame |\n"
                "| Baba ghanoush | sesame |\n"
                "| Tabbouleh | gluten (bulgur) |\n"
                "| Falafel | sesame |\n"
                "| Flatbreads | gluten |\n"
                "| Chicken shish | milk (yoghurt marinade) |\n"
                "| Lamb kofta | none of the 14 |\n"
                "| Halloumi skewers | milk |\n"
                "| Muhallabieh | milk |\n\n"
                'Footer for every station: "Prepared with zero nuts for this event." Check each '
                "line against your recipes, especially marinades and spice mixes."
            ),
            U("kofta has breadcrumbs actually. gluten"),
            A("Fixed: lamb kofta contains gluten (breadcrumbs)."),
            U(
                "halden paid the deposit today!! £1,500 in the bank. first time a company has "
                "paid me early"
            ),
            A("Brilliant. Deposit paid, ahead of the 12 September deadline."),
        ],
        [
            U("where are we, everything in one list pls. im going to print it for the kitchen"),
            A(
                "**Halden Analytics all-staff lunch**\n\n"
                "- **When**: Thursday 2 October. Access 10:15 via the loading bay on Water Lane; "
                "lunch 12:30; cleared out by 15:30.\n"
                "- **Where**: The Engine Shed, Holbeck.\n"
                "- **Contact**: Callum Reid, callum.reid@haldenanalytics.co.uk, 0113 496 0728.\n"
                "- **Headcount**: 135 covers.\n"
                "- **Menu**: Grill & Mezze at £32.00 a head; dessert add-on (muhallabieh, fruit "
                "platter) at £4.50 a head.\n"
                "- **Staff**: 5 servers, 5 hours, £20/hr.\n"
                "- **Delivery and set-up**: £85.\n"
                "- **Total**: £5,512.50; deposit £1,500 paid; balance within 14 days of the "
                "event, quoting HA-PO-7719.\n"
                "- **Allergy rule**: zero nuts, tree nuts and peanuts, in food and kitchen; one "
                "director carries an EpiPen.\n"
                "- **Dietary so far**: 16 vegetarian, 7 vegan, 4 gluten-free.\n"
                "- **Insurance**: £5m public liability, certificate with Callum.\n"
                "- **Contract**: signed after Farah's check.\n"
                "- **Waiting on**: Callum's final dietary list, due 26 September."
            ),
            U("perfect"),
            U("my kp quit today lol. of course. the week of the biggest job"),
            A(
                "Bad timing. For the day itself, an agency kitchen porter for a single shift is "
                "an option, so the washing up doesn't land on you."
            ),
            U("good idea. ok back to the grill, thanks for all this"),
            A("Good luck with it, Karim."),
        ],
    ]
    check = {
        "lawyer rule": ["not a lawyer"],
        "nut rule": ["zero nuts"],
        "epipen": ["EpiPen"],
        "event date": ["2 October"],
        "venue": ["The Engine Shed"],
        "headcount": ["135 covers"],
        "price": ["£32.00"],
        "dessert": ["muhallabieh", "£4.50"],
        "staff": ["£20/hr"],
        "delivery": ["£85"],
        "total": ["£5,512.50"],
        "deposit": ["£1,500", "12 September"],
        "contact": ["Callum Reid"],
        "contact email": ["callum.reid@haldenanalytics.co.uk"],
        "po": ["HA-PO-7719"],
        "access": ["10:15", "Water Lane"],
        "clear out": ["15:30"],
        "insurance": ["£5m"],
        "accountant": ["Farah"],
        "email style": ["corporate waffle"],
        "status": ["26 September"],
    }
    stale = {
        "headcount": ["120 covers", "145 covers"],
        "price": ["£34.00"],
        "contact": ["Niamh"],
        "total": ["£5,105.00", "£5,877.50"],
    }
    return parts, check, stale


def job_relocation() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are a careers assistant helping Kelechi Nwosu, a backend engineer, with "
                    "a job search and a move abroad. Be direct and practical. Don't guess at "
                    "immigration rules: say when something needs checking with the employer or "
                    "an immigration adviser."
                ),
            },
            U(
                "hi. Im Kel, senior backend engineer, Go and Python, 8 years, mostly payments. "
                "nigerian, living in manchester on a UK skilled worker visa. I want out of the UK, "
                "looking at mainland europe or ireland. need help organising the search cos right "
                "now its 30 browser tabs and vibes"
            ),
            A(
                "Let's turn the tabs into a plan. To keep the search focused, I need:\n\n"
                "- **Where**: countries and cities, in order of preference.\n"
                "- **Money**: the lowest base salary that makes the move worth it.\n"
                "- **Visa**: which routes work for you, and what your UK visa allows.\n"
                "- **Timing**: your notice period and when you'd like to start.\n"
                "- **Family**: whether anyone moves with you.\n"
                "- **Roles**: titles and kinds of company you're aiming at.\n\n"
                "Then we can keep a tracker: company, role, reference, recruiter, stage, next "
                "step."
            ),
            U(
                "cities: Amsterdam, Rotterdam, Berlin, Dublin. roughly that order. remote-first "
                "is ok too but only if they actually employ me in one of those countries, no "
                "contractor setups"
            ),
            A(
                "Noted: **Amsterdam, Rotterdam, Berlin, Dublin**, in roughly that order. Remote "
                "roles only with a real employment contract in one of those countries.\n\n"
                "Ruling out contractor setups is sensible: a work permit normally depends on an "
                "employer in that country sponsoring you, which a contractor arrangement usually "
                "can't provide."
            ),
            U(
                "visa: I need sponsorship, full stop. NL would be the highly skilled migrant "
                "route, the company has to be a recognised sponsor with the IND. germany the "
                "Blue Card. and my UK visa is tied to my current job, once I leave I've got 60 "
                "days to leave the UK or find another sponsor. so no resigning until I have a "
                "signed offer and the permit is moving"
            ),
            A(
                "Clear. The rules for the search:\n\n"
                "- **Netherlands**: highly skilled migrant, only with an employer that's a "
                "recognised sponsor. The IND publishes the register, so that's checkable before "
                "you apply.\n"
                "- **Germany**: EU Blue Card. It has a minimum salary that changes each year; "
                "the employer or an adviser can confirm the current figure.\n"
                "- **UK**: your visa ends with your job, and you'd have 60 days. So no "
                "resignation until there's a signed offer and the permit is under way.\n\n"
                "I'll mark every role with whether it sponsors."
            ),
            U(
                "my partner Amaka would come with me, shes a pharmacist. she'd need a dependant "
                "permit wherever we go"
            ),
            A(
                "Noted: Amaka moves with you and needs a dependant or partner permit. Ask every "
                "employer early whether their sponsorship covers a partner, and check with them "
                "or an adviser whether she'd be allowed to work straight away.\n\n"
                "Her pharmacist registration is a separate process in each country and can take "
                "months, so it's worth her starting to read up now."
            ),
            U("salary floor €70,000 base. below that its not worth uprooting us"),
            A("Noted: floor €70,000 gross base. I'll flag any band that tops out below it."),
            U(
                "and this is important. don't mention my current employer's name in cover "
                "letters. ever. I work at Pellucid Payments and the payments world is tiny, I "
                "dont want it getting back to them. say 'a UK payments scale-up' instead"
            ),
            A(
                "Understood: cover letters never name your current employer; I'll write \"a UK "
                'payments scale-up". Your CV normally names employers, though. Do you want that '
                "anonymised as well?"
            ),
            U("CVs fine, thats normal. its the cover letters, they get forwarded everywhere"),
            A("Got it: CV as it is, cover letters anonymous."),
            U("also keep cover letters under 250 words. nobody reads more"),
            A("Noted: under 250 words."),
        ],
        [
            U("notice period, I think its 4 weeks? havent looked in ages"),
            A(
                "Worth checking the contract itself. Notice periods often go up after probation "
                "or with a promotion, and it decides your earliest start date."
            ),
            U(
                "first real lead. Kanaal Logistics in Amsterdam, Senior Backend Engineer, "
                "Routing Platform, ref KNL-BE-0416. recruiter is Joost Verhoeven, internal, "
                "really nice on the phone. theyre a recognised sponsor, I checked the IND "
                "register"
            ),
            A(
                "Good first lead. Tracker:\n\n"
                "| Company | Role | Ref | Recruiter | Sponsor | Stage |\n"
                "|---|---|---|---|---|---|\n"
                "| Kanaal Logistics, Amsterdam | Senior Backend Engineer, Routing Platform | "
                "KNL-BE-0416 | Joost Verhoeven | Recognised sponsor | Applying |\n\n"
                "Send me the job description and I'll draft the cover letter."
            ),
            U(
                "JD highlights: Go, Kafka, Postgres, route optimisation, on-call 1 week in 6. "
                "band €75-90k. hybrid, 2 days a week in the office"
            ),
            A(
                "The band sits comfortably above your floor. Draft, about 190 words:\n\n"
                '"Dear Joost,\n\n'
                "I'm applying for the Senior Backend Engineer role on the Routing Platform "
                "(KNL-BE-0416).\n\n"
                "For the past eight years I've built backend systems in Go and Python, most "
                "recently at a UK payments scale-up, where I own the services that route and "
                "settle card payments. That work is event-driven on Kafka with Postgres "
                "underneath, and it has to be right under load: the same shape of problem as "
                "getting shipments to the right place on time.\n\n"
                "What draws me to Kanaal is that routing is your product, not a side concern. "
                "I'd like to bring what I know about reliability, idempotent processing and "
                "sane on-call to a team where the optimisation itself is the interesting part.\n\n"
                "I'm relocating to the Netherlands with my partner and would need sponsorship as "
                "a highly skilled migrant; I've seen that Kanaal is a recognised sponsor.\n\n"
                "I'd welcome the chance to talk.\n\n"
                "Kind regards,\n"
                'Kelechi Nwosu"'
            ),
            U("nice. sent"),
            U("checked my contract. its 12 weeks' notice after probation. not what I thought. ugh"),
            A(
                "Good that you checked now rather than after an offer. With 12 weeks' notice, "
                "the earliest realistic start is about three months after you resign, and you "
                "shouldn't resign before a signed offer. So any start date an employer proposes "
                "has to allow for that. Better to say it up front in interviews than be "
                "surprised later."
            ),
            U(
                "second one. Tiefgang Energy in Berlin, platform engineer, ref TG-2025-118. band "
                "€68-80k"
            ),
            A(
                "Added:\n\n"
                "| Company | Role | Ref | Sponsor | Stage |\n"
                "|---|---|---|---|---|\n"
                "| Tiefgang Energy, Berlin | Platform Engineer | TG-2025-118 | Blue Card: ask | "
                "Applying |\n\n"
                "The bottom of the band is under your floor, so you'd want to be placed high in "
                "it."
            ),
            U(
                "and a third, Corrib Pay in Dublin, payments platform team. no ref, it was a "
                "linkedin message"
            ),
            A("Added Corrib Pay: payments platform, via LinkedIn, no reference yet."),
        ],
        [
            U(
                "Joost emailed\n\n"
                "> Hi Kelechi,\n"
                "> Thanks for your time on the intro call. We'd like to invite you to the "
                "technical interview (system design plus a code review, 90 minutes) on Tuesday "
                "14 October at 14:00 UK time, on Google Meet. The panel is two engineers from "
                "the Routing team.\n"
                "> Best,\n"
                "> Joost"
            ),
            A(
                "Great news. Technical interview: **Tuesday 14 October, 14:00 UK time**, Google "
                "Meet, 90 minutes, system design and code review.\n\n"
                "Prep I'd focus on:\n\n"
                "- **System design**: a routing or dispatch service. Think about how data flows "
                "in (positions, orders, traffic), how you recompute routes, and what happens when "
                "something fails halfway.\n"
                "- **Code review**: read Go code for correctness first, then concurrency, then "
                "style. Say your reasoning out loud.\n"
                "- **Questions for them**: how on-call works in practice, and how decisions get "
                "made on the Routing team."
            ),
            U(
                "Amaka did the sums on Amsterdam rents. €2,100+ for a decent 1-bed, and she "
                "won't be working for a few months while her registration goes through. new "
                "floor: €76,000. anything under is a no"
            ),
            A(
                "Updated: **floor €76,000 gross base**. Kanaal's band still clears it. Tiefgang "
                "would have to come in near the top of its band to make it."
            ),
            U(
                "ireland's out. Amaka's cousin moved there last year and theyre still in a house "
                "share, and the partner side looked slower for her. scrap it"
            ),
            A(
                "Done. Target cities are now **Amsterdam, Rotterdam and Berlin**. Corrib Pay is "
                "off the tracker."
            ),
            U("nervous about the system design bit tbh"),
            A(
                "Want a practice round? Design a service that re-plans delivery routes when a "
                "vehicle breaks down. Talk me through the data coming in first."
            ),
            U(
                "ok. vehicles send GPS every 30s into kafka, orders come from the order service, "
                "planner consumes both, keeps current plans in postgres, when a vehicle goes "
                "dark for 5 min we mark it and re-plan its remaining stops across nearby "
                "vehicles"
            ),
            A(
                "Solid start. What they'll push on:\n\n"
                '- **"Dark" isn\'t "broken"**: a tunnel looks the same as a breakdown. What '
                "confirms it, and what does a false alarm cost?\n"
                "- **Re-planning twice**: if two planner instances both notice, who wins? An "
                "idempotent re-plan per vehicle and version is a good answer.\n"
                "- **Drivers**: how does the new plan reach the other drivers, and what if they "
                "reject it?\n\n"
                "That's the right level of depth."
            ),
            U(
                "Joost again\n\n"
                "> Hi Kelechi, apologies, one of the panel is off sick next week. Could we move "
                "your technical interview to Friday 17 October at 10:30 UK time? Same format and "
                "link.\n\n"
                "yes obviously"
            ),
            A(
                "Updated: **technical interview Friday 17 October, 10:30 UK time**, same format "
                "and link. Three more days to prepare."
            ),
        ],
        [
            U(
                "interview done. I think it went well?? they asked me to design re-routing for "
                "delayed barges, basically our practice question on water lol. and Joost just "
                "called. theyre making an offer!!!"
            ),
            A("Congratulations! Send it over when it arrives in writing and we'll go through it."),
            U(
                "offer summary from his email\n\n"
                "> Base salary: €82,000 gross per year, plus 8% holiday allowance\n"
                "> Relocation allowance: €6,000 gross, and we'll support a 30% ruling "
                "application\n"
                "> Start date: 1 December\n"
                "> Hybrid: 2 days a week at our Houthavens office\n"
                "> Probation: 1 month"
            ),
            A(
                "Going through it:\n\n"
                "- **Base: €82,000** plus 8% holiday allowance, well above your €76,000 floor.\n"
                "- **Relocation: €6,000** gross. Ask whether they also help with temporary "
                "housing for the first month; many Amsterdam employers do.\n"
                "- **30% ruling**: worth a lot after tax, but the rules have been changing; ask "
                "Kanaal's payroll what you'd actually get.\n"
                "- **Start date**: the one they propose doesn't work. With 12 weeks' notice and "
                "no resignation before a signed contract, you couldn't be free until well into "
                "the new year.\n\n"
                "If you sign by early November and resign straight away, your notice ends late "
                "January. Monday 2 February would be realistic, with a few days to move."
            ),
            U("ok ask for 2 February. draft me the reply to Joost"),
            A(
                '"Hi Joost,\n\n'
                "Thank you, I'm delighted to receive the offer and keen to accept.\n\n"
                "One point on the start date: my current contract has 12 weeks' notice, which I "
                "can only give once our contract is signed. Could we agree a start date of "
                "Monday 2 February? That gives me time to finish properly and for Amaka and me "
                "to move.\n\n"
                "Could you also confirm that Kanaal's sponsorship covers a partner permit for "
                "Amaka, and whether you offer any help with temporary housing?\n\n"
                "Best wishes,\n"
                'Kelechi"\n\n'
                "No employer named, and it keeps the tone warm."
            ),
            U(
                "he replied already: '2 February works for the team. Partner permit is covered, "
                "and we give a month of temporary housing. Ill get the written contract over to "
                "you early next week, and HR will start the IND application once it's signed.'"
            ),
            A(
                "Excellent:\n\n"
                "- **Start date: Monday 2 February.**\n"
                "- **Amaka's partner permit**: covered by Kanaal's sponsorship.\n"
                "- **Temporary housing**: a month, provided.\n"
                "- **Next**: written contract from Joost early next week; HR starts the IND "
                "application once it's signed."
            ),
        ],
        [
            U(
                "tiefgang came back, they want a final round but top of band is €80k and I've "
                "got Kanaal. withdraw politely?"
            ),
            A(
                '"Hi, thank you for the invitation to the final round for the Platform Engineer '
                "role (TG-2025-118). I've accepted another offer, so I'd like to withdraw. I "
                "enjoyed the conversations and hope our paths cross again. Best wishes, "
                'Kelechi"\n\n'
                "Short, polite, no reasons needed."
            ),
            U("sent. ok whats left, status pls"),
            A(
                "**Where things are**\n\n"
                "- **Offer**: Kanaal Logistics, Senior Backend Engineer, Routing Platform "
                "(KNL-BE-0416). €82,000 base plus 8% holiday allowance, €6,000 relocation, 30% "
                "ruling to be applied for. Accepted by email.\n"
                "- **Start**: Monday 2 February, Amsterdam, hybrid 2 days a week.\n"
                "- **Waiting on**: the written contract from Joost Verhoeven, early next week.\n"
                "- **Then**: sign; Kanaal HR files the IND application (recognised sponsor), "
                "including Amaka's partner permit.\n"
                "- **Then**: resign, 12 weeks' notice. Your UK visa gives you 60 days after the "
                "job ends.\n"
                "- **Withdrawn**: Tiefgang Energy (TG-2025-118).\n"
                "- **Rules still on**: cover letters never name your current employer."
            ),
            U("should I resign when the contract's signed or wait for the permit"),
            A(
                "That's one to confirm with Kanaal's HR or an immigration adviser, because it "
                "depends on how long the IND takes. The trade-off: waiting for the permit is "
                "safest, but with 12 weeks' notice and a 2 February start, waiting too long "
                "pushes the start back. Ask HR how long their recent applications took, then "
                "decide. Either way, not before the signed contract."
            ),
            U("ok. thanks for keeping me sane through all this"),
            A("Good luck with the move, Kel. Amsterdam's lucky to get you."),
        ],
    ]
    check = {
        "immigration rule": ["Don't guess at immigration rules"],
        "employer rule": ["current employer"],
        "employer phrase": ["a UK payments scale-up"],
        "letter length": ["250 words"],
        "salary floor": ["€76,000"],
        "notice": ["12 weeks"],
        "nl sponsor": ["recognised sponsor"],
        "blue card": ["Blue Card"],
        "uk visa": ["60 days"],
        "cities": ["Amsterdam", "Rotterdam", "Berlin"],
        "partner": ["Amaka"],
        "role ref": ["KNL-BE-0416"],
        "recruiter": ["Joost Verhoeven"],
        "interview": ["17 October", "10:30"],
        "offer": ["€82,000"],
        "relocation": ["€6,000"],
        "start": ["2 February"],
        "berlin role": ["TG-2025-118"],
        "status": ["written contract"],
    }
    stale = {
        "cities": ["Dublin"],
        "salary floor": ["€70,000"],
        "notice": ["4 weeks"],
        "interview": ["14 October"],
        "start": ["1 December"],
    }
    return parts, check, stale


TWENTYSEVENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("father care", father_care),
    ("library release", library_release),
    ("catering contract", catering_contract),
    ("job relocation", job_relocation),
]
