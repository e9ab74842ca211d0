"""Four chat histories written apart (a community theatre's producer texting in abbreviations and
typos about a Noël Coward production, its cast, tickets and the hall, a tutoring agency's director
handling a subject access request and a stolen-laptop data breach in careful formal prose, a
structural biology PhD student booking instruments and shipping crystals to a synchrotron in units
and codes, and an airline's customer care assistant under a system prompt of policies working
through a family's cancellation, rebooking and delayed bag), measured as written before any change
was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def theatre() -> Apart:
    parts = [
        # part 1
        [
            U(
                "hiya!! bev here from saltmarsh players. im producing our autumn show this yr "
                "and honestly i need a PA lol. its blithe spirit (noel coward). can u help me "
                "keep track of everything, my notebook is a war zone"
            ),
            A(
                "Hi Bev! Happy to help. Blithe Spirit is a lovely choice. Send me the dates, "
                "venue, cast and anything else as it comes and I'll keep it all straight."
            ),
            U(
                "ok so. shows r thurs 6th, fri 7th + sat 8th nov, 7.30 all 3 nights + a sat "
                "matinee at 2.30. at the drill hall on quay st as usual. tix £11 adults, £8 "
                "concs (over 65s, students, under 16s). capacity 120 seats. rehearsals tues + "
                "thurs 7.30-9.30 at the scout hut behind st peters. oh and the drill hall "
                "lockbox code is 4471 for when ray needs to get in n measure up, dont ever put "
                "it in the group chat obvs"
            ),
            A(
                "Got it:\n"
                "Blithe Spirit, Thursday 6 to Saturday 8 November, 7.30pm each night plus a "
                "2.30pm matinee on the Saturday, at the Drill Hall on Quay Street.\n"
                "Tickets £11 adults, £8 concessions (over-65s, students, under-16s).\n"
                "120 seats.\n"
                "Rehearsals Tuesdays and Thursdays 7.30pm to 9.30pm at the Scout hut behind "
                "St Peter's.\n"
                "Lockbox code noted, and I'll keep it out of anything meant for the group."
            ),
            U(
                "also PLEASE always do times in am/pm never the 24hr clock. half our lot r over "
                "70 and they ring me going bev what is 19:30 lol"
            ),
            A("Ha, understood. am/pm only from now on."),
            U(
                "cast so far:\n"
                "Charles - Dev Chaudhry\n"
                "Ruth - Helen Marsh\n"
                "Elvira - Jas Kaur\n"
                "Madame Arcati - Maureen Tate\n"
                "Dr Bradman - Pete Lowry\n"
                "Mrs Bradman - Sue Lowry (yes theyre married irl)\n"
                "Edith - Poppy Webb"
            ),
            A("Lovely, all seven noted. Is Poppy one of your younger members?"),
            U(
                "yes shes 15!! so v important: she needs a child performance licence from the "
                "council AND a registered chaperone every single night incl the dress. her mum "
                "cant do it bc shes front of house. council form has to go in min 21 days "
                "before the 1st show or they wont issue it"
            ),
            A(
                "Noted. Poppy needs a child performance licence from the council, applied for "
                "at least 21 days before opening, and a registered chaperone at every "
                "performance and the dress rehearsal. Her mum can't be the chaperone, so we "
                "need someone else."
            ),
            U("sorry the dog just ate half a script. literally. act 2"),
            A(
                "Very dramatic of him. Hopefully it was one of Madame Arcati's pages, she has plenty."
            ),
            U(
                "lol. oh and the insurance thing. theres the seance scene w candles but the "
                "drill hall insurance says NO naked flames on stage ever, not even tealights, "
                "theyre really strict since the panto fire in 2019. so LED candles only. ray "
                "reckons he can fake a flicker"
            ),
            A("Noted: no naked flames on stage at all, LED candles only for the séance."),
        ],
        # part 2
        [
            U(
                "performing rights came thru from concord!! licence no CT-884217, paid £312 for "
                "4 perfs"
            ),
            A("Brilliant. Concord Theatricals licence CT-884217, £312 for four performances."),
            U(
                "and the town council grant got approved, £1,800 total. thats basically the whole "
                "budget, set + costumes + hall hire"
            ),
            A(
                "Great news, £1,800 from the town council grant. Do you want me to keep a "
                "running tally of spending against it?"
            ),
            U("nah sue does the books on her spreadsheet, she'd kill me if anyone else touched it"),
            A("Fair enough, I'll leave the money side to Sue."),
            U(
                "ugh. scouts have nabbed tues nights from next wk for their climbing thing so were "
                "weds now. same time same place"
            ),
            A(
                "OK, rehearsals are now Wednesdays and Thursdays, 7.30pm to 9.30pm at the Scout hut."
            ),
            U(
                "jas has started bringing homemade flapjacks to rehearsal and i have zero self "
                "control"
            ),
            A("That's the sign of a well-run company."),
            U(
                "costume stuff from jas: elvira's grey chiffon is sorted (charity shop + a lot "
                "of dye). madame arcati is meant to cycle on but ray says the side door is too "
                "narrow for anything bigger than a kids bike so she'll just ring the bell "
                "offstage + we do a sound effect. helen wants a proper 1940s wig for ruth, "
                "£65 to hire from a place in exeter, sue ok'd it from the costume pot"
            ),
            A(
                "Makes sense. The offstage bell gets the laugh without the bike. Elvira's "
                "costume done, Ruth's wig hired for £65 from the costume budget."
            ),
            U(
                "committee mtg last nite. they want adult tix up to £13 bc the hall hire went up. "
                "concs stay the same"
            ),
            A("Adult tickets up to £13, concessions unchanged at £8."),
        ],
        # part 3
        [
            U("DISASTER. dev got a new job in leeds, starts oct, hes out 😭😭"),
            A("Oh no, that's a big one. Do you have anyone in mind for Charles?"),
            U(
                "callum reid!! he was understudying anyway + knows most of act 1. so callum is "
                "charles now"
            ),
            A("Callum Reid is playing Charles. That's a relief."),
            U(
                "and the drill hall double booked us?? some wedding fair on the sat. manager "
                "offered the wk after so were now thurs 13th - sat 15th, matinee still on the "
                "sat"
            ),
            A(
                "Understood. The run is now Thursday 13 to Saturday 15 November, 7.30pm each "
                "night, with the 2.30pm matinee on Saturday 15 November. That also sets Poppy's "
                "licence deadline: the council needs the form by Thursday 23 October. And "
                "it's worth telling Concord, since the licence lists the performance dates."
            ),
            U("oh god yes. emailing them now"),
            U(
                "chaperone sorted!! linda okoro, shes DBS checked from brownies and she said "
                "she'll do all 4 + the dress"
            ),
            A("Perfect, Linda Okoro is Poppy's chaperone for all four performances and the dress."),
            U("ray's built the french windows and they actually open. miracles do happen"),
            A("A set that works on the first go! Give Ray my regards."),
        ],
        # part 4
        [
            U(
                "fire officer came round the hall today. w the new seating layout + the aisle "
                "rules we cant fit what we thought. 96 max each nite"
            ),
            A("Noted, 96 seats per performance."),
            U(
                "sue says at 96 a nite at £13 we r fine money wise but ppl on fb r moaning about "
                "the price going up. committee split right down the middle lol"
            ),
            A(
                "It's a common row. Whatever they land on, it might help to mention the "
                "concession price in the post so people see there's a cheaper option."
            ),
            U("final answer from committee: £12.50 adults. concs same. no more changes pls god"),
            A("Adult tickets are £12.50, concessions stay at £8."),
            U("can u draft a short fb post for tix going on sale? remember the rules"),
            A(
                "Here you go:\n"
                "\n"
                "Saltmarsh Players present Blithe Spirit by Noël Coward! A séance goes "
                "hilariously wrong when a novelist's first wife comes back from the dead. "
                "Evenings at 7.30pm plus a Saturday matinee at 2.30pm, at the Drill Hall, Quay "
                "Street. Tickets £12.50, concessions £8. Only 96 seats a night, so book early!"
            ),
            U("ooh nice. posting. callum says hi btw, hes word perfect on act 1 already"),
            A("Tell him that's impressive for someone who stepped in so late."),
        ],
        # part 5
        [
            U(
                "posters r at the printers (kwikprint on harbour rd), programmes are waiting on "
                "callums headshot, he keeps 'forgetting' lol. poppys licence form went in on "
                "tues so thats done"
            ),
            A(
                "Good progress. So the only thing holding up the programmes is Callum's "
                "headshot. Want me to draft a nudge for him?"
            ),
            U("no ill just stand over him w a camera at rehearsal"),
            A("The direct approach. Very Madame Arcati."),
            U(
                "pete asked if he can have a real glass of brandy on stage for dr bradman. i "
                "said cold tea like everyone else"
            ),
            A("Cold tea is traditional for a reason. Eight shows of brandy would be a lot."),
            U("lol exactly. ok bed. thank u for keeping my brain in one piece x"),
            A("Night Bev! Good luck getting that headshot."),
        ],
    ]
    check = {
        "flames": ["naked flames"],
        "ampm": ["am/pm"],
        "lockbox": ["4471"],
        "dates": ["15 November", "2.30pm"],
        "price": ["£12.50"],
        "concessions": ["£8"],
        "seats": ["96 seats"],
        "rehearsals": ["Wednesdays"],
        "charles": ["Callum Reid"],
        "poppy": ["Poppy", "chaperone"],
        "chaperone_name": ["Linda Okoro"],
        "licence": ["CT-884217"],
        "grant": ["£1,800"],
        "status": ["headshot"],
    }
    stale = {
        "dates": ["8 November"],
        "price": ["£11", "£13"],
        "seats": ["120 seats"],
        "rehearsals": ["Tuesdays"],
        "charles": ["Dev Chaudhry"],
    }
    return parts, check, stale


def subject_access() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Good afternoon. I run Brightlane Tutoring Ltd, a small tutoring agency in "
                "Solihull: eleven self-employed tutors and around four hundred families on our "
                "books, mostly primary and GCSE mathematics and English. I have received a "
                "subject access request and should value your help in handling it properly.\n"
                "\n"
                "Two things at the outset. First, I am not a lawyer, and I do not expect you to "
                "be one; where a point is genuinely doubtful I shall take it to our solicitor, "
                "Ms Ruth Adebayo of Hartley Kerr LLP. Secondly, please sign any letter you "
                "draft for me as 'Catherine Doyle, Director'. I do not want anything going out "
                "under a generic 'The Brightlane Team'."
            ),
            A(
                "Good afternoon, Ms Doyle. Understood on both counts: doubtful points go to Ms "
                "Adebayo at Hartley Kerr LLP, and letters are signed 'Catherine Doyle, "
                "Director'. Please tell me about the request."
            ),
            U(
                "The request is from a Mr Dominic Ashworth, whose daughter Isla, aged ten, was "
                "tutored by us from September until January, when he ended the arrangement "
                "after a disagreement over invoices. His letter arrived by post on 4 March. He "
                "asks for 'all personal data you hold about me and my daughter, including any "
                "notes, emails or messages about us between your staff and tutors'. We have not "
                "charged a fee and do not intend to."
            ),
            A(
                "Thank you. The points that matter:\n"
                "\n"
                "1. You have one calendar month from receipt, so the response is due by 4 April.\n"
                "2. At ten, Isla is unlikely to be able to exercise her own rights, so her father "
                "can make the request on her behalf.\n"
                "3. The invoice disagreement is not a ground for refusing or delaying.\n"
                "4. Material that identifies other people needs care before it is released.\n"
                "\n"
                "Do you intend to verify his identity?"
            ),
            U(
                "We know Mr Ashworth well and the letter came from the home address on file, so "
                "I do not propose to ask for identification. On third parties, we have a house "
                "rule which I should like you to apply to everything we produce in this matter, "
                "not only this request: the names and contact details of other families and "
                "other pupils are always redacted, without exception. Tutors' names may remain "
                "where they are acting in their professional capacity, but their personal "
                "mobile numbers and home addresses must come out."
            ),
            A(
                "Understood, and I shall apply it throughout: other families' and pupils' names "
                "and contact details are always redacted; tutors' names may stay where they act "
                "professionally, but their personal mobile numbers and home addresses are "
                "removed."
            ),
            U(
                "As to where the data sits: our client records are in TutorBird; email is on "
                "Google Workspace; tutors submit session notes through a shared Google Form; "
                "and there is a WhatsApp group for the tutors."
            ),
            A(
                "Then the search should cover four places: his and Isla's records in TutorBird; "
                "a Google Workspace search across all mailboxes for the family's names and "
                "email address; the Google Form responses for Isla's sessions; and the tutors' "
                "WhatsApp group, which will need an export from whoever administers it."
            ),
            U("Forgive the slow reply. The boiler engineer has been here all morning."),
            A("No apology needed. I hope it is mended."),
        ],
        # part 2
        [
            U(
                "I am afraid a more pressing matter has arisen. At 09:15 this morning, Monday 10 "
                "March, one of our tutors, Mr Owen Pritchard, telephoned to say that his laptop "
                "had been stolen overnight from his car outside his home in Shirley. The laptop "
                "was not encrypted. On it was a downloaded copy of our pupil spreadsheet, which "
                "he should never have held locally, containing by his estimate 212 pupils: "
                "names, dates of birth, schools, parents' names and telephone numbers, and in a "
                "notes column, special educational needs and some medical information, such as "
                "ADHD diagnoses and epilepsy. He has reported the theft to West Midlands Police; "
                "the crime reference is 20/44871/25."
            ),
            A(
                "I am sorry; that is a serious position. This is a personal data breach. "
                "Because the device was unencrypted and the data concerns children, including "
                "health information, it is likely to pose a risk to them, so it must be "
                "reported to the ICO within 72 hours of your becoming aware of it: by 09:15 on "
                "Thursday 13 March. The risk is probably high enough that the families will "
                "also need to be told.\n"
                "\n"
                "Immediate steps: revoke Mr Pritchard's active sessions and change any shared "
                "passwords; start a written breach log recording times and decisions; and ask "
                "him for a short written account while it is fresh."
            ),
            U(
                "Thank you. I have revoked his Google sessions and changed the shared "
                "passwords. The laptop was his own machine, not the company's, so there is no "
                "remote wipe. Please draft an outline for the ICO report, but do not treat it "
                "as final; I shall file it myself through the ICO's online form once Ms "
                "Adebayo has seen it."
            ),
            A(
                "Outline for the ICO breach report:\n"
                "\n"
                "1. Organisation: Brightlane Tutoring Ltd, Solihull.\n"
                "2. What happened: a self-employed tutor's personal laptop, unencrypted, was "
                "stolen from his car overnight on 9 to 10 March; reported to West Midlands "
                "Police, crime reference 20/44871/25.\n"
                "3. When discovered: 09:15 on 10 March.\n"
                "4. Data: approximately 212 pupils' names, dates of birth and schools; parents' "
                "names and telephone numbers; special educational needs and medical notes for "
                "some pupils.\n"
                "5. Data subjects: children, and their parents.\n"
                "6. Actions taken: sessions revoked, shared passwords changed, tutor's account "
                "suspended pending review.\n"
                "7. Notification of individuals: planned.\n"
                "\n"
                "Items 4 and 7 will need firming up before you submit."
            ),
            U(
                "One further point. We hold cyber insurance with Marlow Mutual, policy "
                "MM-CY-550912; I believe the excess is £1,000. Their terms require us to notify "
                "them within 48 hours of discovery by calling their breach line, and before we "
                "appoint any adviser ourselves."
            ),
            A(
                "Noted: Marlow Mutual, policy MM-CY-550912, excess £1,000, to be notified by "
                "09:15 on Wednesday 12 March through their breach line, before any adviser is "
                "appointed. Ms Adebayo is already your solicitor, so it may be worth asking the "
                "insurer whether her involvement needs their consent."
            ),
            U(
                "Mr Pritchard is mortified. He has offered to pay for anything the insurance "
                "does not cover. I have told him that is not how this works."
            ),
            A(
                "That is decent of him, and right of you. His written account will be more "
                "useful to you than his money."
            ),
        ],
        # part 3
        [
            U(
                "An update on the numbers. Tomasz Wójcik, our office manager, has compared Mr "
                "Pritchard's copy against the master sheet. The download dates from November, "
                "and once duplicate rows for siblings and pupils entered twice are removed, "
                "the true figure is 187 pupils, of whom 41 have an SEN or medical note."
            ),
            A(
                "Thank you. That is the figure for item 4 of the ICO report: 187 pupils, 41 of "
                "them with SEN or medical notes."
            ),
            U(
                "Ms Adebayo has read the outline. Her view, with which I agree, is that we must "
                "write to every affected family, not only the 41. The letters will go by email "
                "from my own account on Friday 14 March, after the ICO report is in. Would you "
                "draft the letter?"
            ),
            A(
                "Draft:\n"
                "\n"
                "Dear [parent name],\n"
                "\n"
                "I am writing to tell you about an incident affecting information we hold about "
                "[pupil name]. On the night of 9 March, a laptop belonging to one of our tutors "
                "was stolen from his car. It held a copy of our pupil records, including your "
                "child's name, date of birth and school, your name and telephone number, and, "
                "where we held them, notes on special educational needs or health. The laptop "
                "was not encrypted.\n"
                "\n"
                "We reported the theft to the police and to the Information Commissioner's "
                "Office, and we have changed how our tutors may hold records. We have no "
                "evidence that the information has been misused, but please be alert to "
                "unexpected calls that mention your child or our agency.\n"
                "\n"
                "I am very sorry. If you have any questions, please reply to this email or "
                "call me directly.\n"
                "\n"
                "Yours sincerely,\n"
                "Catherine Doyle, Director"
            ),
            U("The broker rang. It's £2,500 — they raised it at the January renewal."),
            A("Noted: the excess on MM-CY-550912 is £2,500."),
            U(
                "The ICO report was submitted at 16:40 on Tuesday 11 March. Our reference is "
                "IC-318764-K2W9."
            ),
            A("Thank you. ICO reference IC-318764-K2W9, submitted 16:40 on 11 March."),
            U("I have not slept particularly well this week, as you may imagine."),
            A(
                "That is entirely understandable. You have moved quickly and in the right "
                "order, which is what the ICO looks for."
            ),
        ],
        # part 4
        [
            U(
                "An awkward discovery on the access request. In searching the shared inbox for "
                "Mr Ashworth's emails, Tomasz found that he had first sent the request by email "
                "on 27 February, to our old info@ address, which still forwards to the shared "
                "inbox but which nobody watches closely. Ms Adebayo says the clock ran from "
                "then."
            ),
            A(
                "She is right: a request counts from when it reached you, whichever channel it "
                "came through. That brings the deadline forward to 27 March, so the search and "
                "redaction need to start this week."
            ),
            U(
                "Tomasz has also found a second tab in Mr Pritchard's copy, headed 'Waiting "
                "list', which adds six pupils who were not on the main tab. So it is 193 pupils "
                "in all. Must I tell the ICO?"
            ),
            A(
                "Yes. Send an update quoting IC-318764-K2W9 with the revised figure of 193 "
                "pupils and how the six were found. Those six families need the letter too."
            ),
            U(
                "Ms Adebayo has asked that the family letters be held until she has checked the "
                "wording of the paragraph on special educational needs. They will now go on "
                "Monday 17 March."
            ),
            A("Understood: letters to all affected families on Monday 17 March."),
            U(
                "I also want to make certain this cannot happen again. From today, no pupil "
                "data is to be stored on any tutor's own device: everything stays in TutorBird "
                "and Google Workspace, opened in the browser and never downloaded. And every "
                "laptop the company owns is to have BitLocker switched on by 31 March."
            ),
            A(
                "Both noted. I would suggest putting the first rule in writing to all eleven "
                "tutors, asking each to confirm that they hold no local copies, and recording "
                "their confirmations in the breach log."
            ),
            U("Please draft that note to the tutors, briefly."),
            A(
                "Dear all,\n"
                "\n"
                "Following the theft of a laptop containing pupil records, with immediate "
                "effect no pupil data may be stored on your own devices. Please use TutorBird "
                "and Google Workspace in the browser only, and do not download, export or "
                "screenshot pupil records. Please delete any local copies you hold and reply to "
                "confirm by Friday.\n"
                "\n"
                "Thank you,\n"
                "Catherine Doyle, Director"
            ),
        ],
        # part 5
        [
            U(
                "Tomasz has been quicker than expected with the encryption: four of the six "
                "company machines are done, and the other two will be finished by Friday 21 "
                "March. Let us make that the deadline."
            ),
            A("Agreed, BitLocker on all company laptops by Friday 21 March."),
            U(
                "Nine of the eleven tutors have confirmed in writing that they hold no local "
                "copies. The other two are on holiday until Monday."
            ),
            A("Good. I would chase the last two on Monday, before the family letters go out."),
            U(
                "Where matters stand, for my own note: the ICO has the update with the revised "
                "figure; the letters are approved; the access request bundle is with Ms "
                "Adebayo for a final redaction check; and we are waiting on Marlow Mutual to "
                "say whether their panel firm wishes to interview Mr Pritchard."
            ),
            A("That matches my understanding. Nothing further is needed from you tonight."),
            U("Thank you. You have been a steadying presence this week."),
            A("I am glad it helped. Do rest this weekend."),
        ],
    ]
    check = {
        "signoff": ["Catherine Doyle, Director"],
        "solicitor": ["Ruth Adebayo"],
        "redact": ["other families"],
        "requester": ["Dominic Ashworth"],
        "crm": ["TutorBird"],
        "sar_deadline": ["27 March"],
        "pupils": ["193 pupils"],
        "crime_ref": ["20/44871/25"],
        "policy": ["MM-CY-550912"],
        "excess": ["£2,500"],
        "ico_ref": ["IC-318764-K2W9"],
        "letters": ["Monday 17 March"],
        "device_rule": ["own device"],
        "bitlocker": ["BitLocker", "21 March"],
        "status": ["final redaction check"],
    }
    stale = {
        "sar_deadline": ["4 April"],
        "pupils": ["212 pupils", "187 pupils"],
        "excess": ["£1,000"],
        "letters": ["Friday 14 March"],
        "bitlocker": ["31 March"],
    }
    return parts, check, stale


def beamtime() -> Apart:
    parts = [
        # part 1
        [
            U(
                "hey. 3rd yr phd, structural bio, Lindqvist lab. I've got beamtime at Diamond "
                "and need to get crystals from our bench to the beamline without it going wrong "
                "like last time (dewar arrived warm, long story). can you keep track of "
                "bookings + shipping for me. dont explain basics pls, I know what a "
                "cryoprotectant is, just keep the numbers straight"
            ),
            A("Will do. Numbers only, no basics. What's the session?"),
            U(
                "Diamond I04, proposal mx32817, session mx32817-14. Thu 22 May, 09:00-17:00, "
                "remote. dewar allocated: DLS-DW-0318"
            ),
            A("Session mx32817-14 on I04, Thu 22 May 09:00-17:00, remote. Dewar DLS-DW-0318."),
            U(
                "protein: YmdB-His6, the truncated construct (res 12-287), 12 mg/mL in 20 mM "
                "Tris pH 8.0, 150 mM NaCl. initial hits from Morpheus but the good ones are "
                "from our optimisation: 0.1 M HEPES pH 7.5, 20% PEG 3350, 0.2 M MgCl2. 200 nL "
                "+ 200 nL sitting drops at 20 °C. plates ~80 µm, show up day 3-4"
            ),
            A(
                "YmdB-His6 (12-287), 12 mg/mL. Condition: 0.1 M HEPES pH 7.5, 20% PEG 3350, "
                "0.2 M MgCl2; 200 + 200 nL drops, 20 °C; ~80 µm plates by day 3-4."
            ),
            U("cryo: 25% glycerol in mother liquor, quick dip, 0.1-0.2 mm loops"),
            A("Cryo: 25% glycerol, quick dip."),
            U(
                "bookings (dept uses PPMS):\n"
                "- Mosquito robot, B2.11, Fri 2 May 10:00-12:00\n"
                "- Rigaku XtaLAB Synergy (screening), B2.14, Mon 12 May 14:00-18:00\n"
                "- cold room C1.05, bench 3, all week from 5 May"
            ),
            A(
                "Logged: Mosquito B2.11 Fri 2 May 10:00-12:00; Synergy B2.14 Mon 12 May "
                "14:00-18:00; cold room C1.05 bench 3 from 5 May."
            ),
            U(
                "coffee machine in the tearoom has been broken for 9 days and morale is at an "
                "all time low"
            ),
            A("Structural biology runs on caffeine. That's a facilities emergency."),
        ],
        # part 2
        [
            U(
                "diamond sent the shipping rules, pasting the relevant bit:\n"
                "\n"
                "'Dewars must arrive at Diamond no later than 2 working days before the start "
                "of your session. Use only the Diamond-supplied dry shipper. Dry shippers must "
                "be charged with liquid nitrogen and drained before shipping: no free liquid "
                "may remain. Each puck must carry its printed barcode label; handwritten labels "
                "will be rejected. Courier collections are booked through ISPyB on the Diamond "
                "DHL account; do not use your own courier.'\n"
                "\n"
                "so pickup Fri 16 May to be safe"
            ),
            A(
                "Dewar due at Diamond by Tue 20 May. Pickup Fri 16 May. Shipper charged, then "
                "drained, no free LN2; printed barcode on every puck; DHL collection via ISPyB "
                "only."
            ),
            U(
                "pucks: DLS-CPS-1042 and DLS-CPS-1187, 16 positions each so max 32 crystals. "
                "1042 = apo, 1187 = ligand soaks (KB-117 at 5 mM, 2 h)"
            ),
            A("Pucks: DLS-CPS-1042 apo, DLS-CPS-1187 soaks with KB-117 at 5 mM for 2 h."),
            U(
                "cost code for anything LN2/dry ice/consumables: R5G-88214. finance bounces "
                "everything without it"
            ),
            A("Cost code R5G-88214."),
            U(
                "got on the synergy early this morning (someone cancelled). glycerol is cracking "
                "them, diffraction smeared past 4 Å. tried 20% ethylene glycol, spots to 2.1 Å on "
                "the home source. switching"
            ),
            A("Cryo now 20% ethylene glycol. 2.1 Å at home is a good starting point."),
            U(
                "oh also something I should've said, Hannah made a point of it at group meeting: "
                "any synergy booking longer than 4 h needs her (Dr Lindqvist) to approve it in "
                "PPMS, and nobody is on the synergy alone after 18:00 — that's lone working and "
                "the X-ray interlock log gets audited by Marek, the dept radiation protection "
                "supervisor. a postdoc got a formal warning for it in March"
            ),
            A(
                "Noted: Synergy bookings over 4 h need Dr Lindqvist's PPMS approval; no lone "
                "working on it after 18:00."
            ),
            U("my housemate has started learning the trombone. at 11pm."),
            A("That's a bold hobby for a shared house."),
        ],
        # part 3
        [
            U(
                "hannah wants the 12th for her own crystals so she moved mine. tue 13 may "
                "10:00-14:00 now"
            ),
            A("Synergy: Tue 13 May, 10:00-14:00. Exactly 4 h, so no approval needed."),
            U(
                "PPMS just sent this:\n"
                "\n"
                "Booking confirmation #PPMS-55721\n"
                "System: Rigaku XtaLAB Synergy-S (B2.14)\n"
                "Group: Lindqvist\n"
                "Start: 13/05 10:00  End: 13/05 14:00 (4.0 h)\n"
                "Status: Confirmed (no PI approval required)\n"
                "Reminder: leave the generator in STANDBY, not OFF, at the end of your "
                "session. Log every sample ID in the instrument logbook.\n"
                "\n"
                "why does it always shout about standby. someone switched it off at xmas and it "
                "took 2 days to recondition the tube"
            ),
            A("Noted: generator to standby at the end, sample IDs in the logbook."),
            U("diamond moved us. 3 june now, same shift. machine dev overran or something"),
            A(
                "Session mx32817-14 is now Tue 3 June, 09:00-17:00. Two working days before "
                "is Fri 30 May, so the dewar has to be at Diamond by then. The Friday pickup "
                "needs to move."
            ),
            U("pickup thu 29 may then, DHL is overnight normally"),
            A("Pickup Thu 29 May for arrival Fri 30 May."),
            U(
                "puck 1187 has a bent pin at position 9, stores won't take it back. swapped for DLS-CPS-0963"
            ),
            A("Soak puck is now DLS-CPS-0963."),
            U("is it normal to dream about loop sizes. asking for a friend"),
            A("In your third year, during a beamtime month, probably yes."),
        ],
        # part 4
        [
            U(
                "soaks update: KB-117 at that conc kills them inside an hour, cracks everywhere. "
                "going 2 mM for 4 h instead, looks much better"
            ),
            A("Soaks now KB-117 at 2 mM, 4 h."),
            U(
                "diamond user office says DHL from our postcode is 2-day for anything flagged "
                "as a dry shipper, so thursday won't make it. booked collection for Wed 28 May, "
                "AM slot. ISPyB shipment ID 118274"
            ),
            A("Pickup Wed 28 May, AM. ISPyB shipment 118274."),
            U(
                "LN2 for charging the shipper comes from the 180 L self-pressurising dewar in "
                "G.07. charge it tue 27 may afternoon, needs ~18 h to fully charge, drain wed "
                "morning before DHL turns up"
            ),
            A(
                "Charge from the 180 L dewar in G.07 on Tue 27 May afternoon; drain on Wed 28 "
                "May morning before collection."
            ),
            U("screened the soaks on the synergy today, 1.9 Å on two of them!!"),
            A("1.9 Å from soaked crystals is excellent."),
            U(
                "collection plan for the session, shout if anything's off:\n"
                "- apo: 12.7 keV, 50 x 50 µm beam, 0.1° x 3600 images, 0.004 s/image, 20% "
                "transmission\n"
                "- soaks: same, but first sweep at 10% transmission, second sweep only if "
                "the first holds up\n"
                "- anything better than 1.8 Å gets a low-dose high-multiplicity run, 4 x 360° "
                "at 5% transmission\n"
                "- anomalous check on 2 of the soaks at 7.1 keV, in case KB-117's Br is ordered"
            ),
            A(
                "Looks fine. 3600 x 0.004 s = 14.4 s per sweep, so with centring and "
                "robot mounting you're at ~4-5 min a pin; 30 pins is ~2.5 h, which leaves "
                "room for the high-multiplicity runs and the 7.1 keV energy change inside the "
                "8 h shift."
            ),
            U("hannah actually smiled. first time this term"),
            A("Mark it in the lab notebook."),
        ],
        # part 5
        [
            U(
                "status: 1042 loaded with 14 apo crystals, 0963 half done (7 soaks), rest "
                "tomorrow. ERA still not approved on the diamond side, waiting on Hannah to "
                "sign it as PI"
            ),
            A("OK. The ERA is the blocker; without it the session can't start."),
            U(
                "yeah I've put it in her calendar as a meeting with herself. passive aggressive but effective"
            ),
            A("Whatever works."),
            U("coffee machine is fixed btw. morale restored"),
            A("Good timing, with shipping next week."),
            U("ok off to the cold room. thanks"),
            A("Good luck with the last soaks."),
        ],
    ]
    check = {
        "basics": ["basics"],
        "session": ["mx32817-14"],
        "date": ["3 June"],
        "dewar": ["DLS-DW-0318"],
        "condition": ["PEG 3350"],
        "cryo": ["20% ethylene glycol"],
        "pucks": ["DLS-CPS-1042", "DLS-CPS-0963"],
        "soak": ["2 mM"],
        "pickup": ["28 May"],
        "synergy": ["13 May"],
        "lone": ["lone working"],
        "drained": ["drained"],
        "cost_code": ["R5G-88214"],
        "shipment": ["118274"],
        "status": ["ERA"],
    }
    stale = {
        "date": ["22 May"],
        "pickup": ["16 May", "29 May"],
        "cryo": ["25% glycerol"],
        "pucks": ["DLS-CPS-1187"],
        "synergy": ["12 May"],
        "soak": ["5 mM"],
    }
    return parts, check, stale


def rebooking() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are Skye, the customer care assistant for Aurelia Air, answering in "
                    "the web chat. Follow these policies.\n"
                    "1. Verify identity before discussing a booking: the customer must give the "
                    "six-character booking reference and the lead passenger's surname.\n"
                    "2. If Aurelia Air cancels a flight, offer free rebooking onto any Aurelia "
                    "Air flight on the same route within 7 days of the original date, in the "
                    "same cabin, or a full refund to the original payment method. No fare "
                    "difference is charged for these rebookings.\n"
                    "3. Voluntary changes cost £45 per passenger plus any fare difference.\n"
                    "4. Never promise or estimate compensation amounts. Direct the customer to "
                    "the claim form at aureliaair.example/claims; the claims team decides.\n"
                    "5. Care during disruption: hotel reimbursed up to £140 per room per night "
                    "and meals up to £22 per person per day, against receipts.\n"
                    "6. Delayed baggage needs a Property Irregularity Report (PIR) filed at the "
                    "airport. Essentials are reimbursed up to £50 per passenger per day for the "
                    "first 5 days, against receipts. Damage must be reported within 7 days.\n"
                    "7. Never disclose other customers' details, and never show more than the "
                    "last four digits of a payment card.\n"
                    "8. Keep replies under 120 words unless the customer asks for detail."
                ),
            },
            U(
                "Hi, our flight tomorrow has been cancelled and I was on hold for two hours "
                "before giving up. Booking ref QZ7K4M, surname Gallagher. AU 412 Gatwick to "
                "Lisbon, 14 Aug at 08:25. Three of us: me (Niamh), my husband Rory and our "
                "daughter Saoirse who's 4."
            ),
            A(
                "Thank you, Ms Gallagher, I've found booking QZ7K4M. I'm very sorry about AU "
                "412. You can have a full refund, or free rebooking on any Aurelia Air "
                "Gatwick-Lisbon flight within 7 days. The soonest with three seats:\n"
                "- AU 416, 15 Aug, 07:10\n"
                "- AU 418, 15 Aug, 13:45\n"
                "Which would you like?"
            ),
            U("The 13:45. The early one with a 4 year old is not happening."),
            A(
                "Done: all three of you are on AU 418 on 15 August, departing Gatwick at "
                "13:45. New e-tickets will go to n.gallagher84@outlook.example. Your return, "
                "AU 419 on 22 August at 18:05 from Lisbon, is unchanged."
            ),
            U(
                "Thanks. Also we'd paid for three seats together, 14A 14B 14C. Do those carry "
                "over? She can't be sat away from us."
            ),
            A("Yes, 14A, 14B and 14C are held for you on AU 418, all together."),
            U(
                "And while I have you, Saoirse's name is spelt wrong on the booking, it says "
                "SAORISE. Can you fix it before it causes a problem at the gate?"
            ),
            A(
                "That's a correction of two letters, so it's free. It now reads SAOIRSE "
                "GALLAGHER on both flights."
            ),
            U("Can you add Rory's Aurelia Club number too, he never remembers. It's AC 5518 2047."),
            A("Added AC 5518 2047 to Rory's bookings, outbound and return."),
            U(
                "We drove up from Devon so we're stuck at the Gatwick Premier Inn tonight. Can "
                "we claim that back?"
            ),
            A(
                "Yes. Because the cancellation was ours, we reimburse a hotel up to £140 per "
                "room per night and meals up to £22 per person per day, against receipts. Keep "
                "every receipt; I'll tell you how to submit them."
            ),
        ],
        # part 2
        [
            U(
                "Ugh, sorry. Change of plan. Rory's mum is minding the dog and can only do the "
                "morning. We'll do the early one after all. I know, I know."
            ),
            A(
                "No problem, it's still free under the cancellation. You're now on AU 416 on 15 "
                "August, departing Gatwick at 07:10. The old row was taken on this flight, so "
                "I've put you together in 22D, 22E and 22F."
            ),
            U(
                "Do we get compensation for all this? It's basically a 24 hour delay. What is "
                "it, £350 each?"
            ),
            A(
                "I'm not able to say whether compensation applies or how much; the claims team "
                "decides that. Please submit the claim form at aureliaair.example/claims and "
                "quote QZ7K4M."
            ),
            U("Fine. Could you at least upgrade us for the trouble?"),
            A(
                "I'm sorry, I can't offer an upgrade on a rebooking; it stays in the same "
                "cabin. What I can do is make sure your seats and meals are sorted."
            ),
            U(
                "Meals then. Saoirse needs a child meal, and I'm coeliac so gluten-free for "
                "me please. Rory eats anything."
            ),
            A("Booked on AU 416: a child meal for Saoirse and a gluten-free meal for you."),
            U("Saoirse has now asked 40 times whether the plane is broken."),
            A("A fair question, to be honest. I hope the rest of the evening is calmer."),
        ],
        # part 3
        [
            U(
                "Right, we're in Lisbon. Flight was fine but Rory's bag didn't arrive. We did "
                "the report at the desk, ref LISAU31877. Big navy Samsonite with a yellow "
                "strap. All his clothes are in it and Saoirse's inhaler spacer."
            ),
            A(
                "I'm sorry. I can see PIR LISAU31877 and the bag is being traced. Rory can buy "
                "essentials: we reimburse up to £50 per passenger per day for the first 5 "
                "days, against receipts. Please get a replacement spacer from a pharmacy "
                "today. Where should the bag be delivered?"
            ),
            U(
                "We're at an Airbnb in Cascais, Rua Frederico Arouca 114, 2750-353 Cascais. "
                "Someone's in from 3pm."
            ),
            A("Delivery address added to LISAU31877."),
            U(
                "Also the Gatwick hotel was £156 for the family room, and dinner at the airport "
                "was £31.40 for the three of us."
            ),
            A(
                "The hotel is reimbursed up to £140 for the room and dinner in full, as it's "
                "under £22 per person. Submit both with receipts through the expenses form "
                "at aureliaair.example/claims alongside the compensation claim."
            ),
            U(
                "Please send everything to Rory's email from now on, mine is drowning in junk. "
                "rory.gallagher@eircom.example"
            ),
            A("Updated. All emails about QZ7K4M now go to rory.gallagher@eircom.example."),
            U(
                "And the bag people just rang, they'll deliver tomorrow 10-2 but we're in "
                "Sintra tomorrow. Hotel Miradouro, Rua Visconde de Monserrate 9, for two nights. "
                "Can it go there?"
            ),
            A("Yes, I've changed the delivery address on LISAU31877 to Hotel Miradouro, Sintra."),
        ],
        # part 4
        [
            U("Bag arrived!! Day 4. But the strap is torn and one of the wheels has snapped off."),
            A(
                "Glad it's back, sorry about the damage. Please report it within 7 days of "
                "delivery through the baggage damage form, with photos of the bag and the torn "
                "strap."
            ),
            U("Rory's essentials receipts come to £84.60 so far."),
            A("That's within the limit for 4 days, so it should be covered in full."),
            U(
                "Another thing. Saoirse has an ear infection, the doctor here says no flying "
                "for a few days. Can we come back on the 24th instead?"
            ),
            A(
                "I'm sorry she's unwell. AU 419 on 24 August, 18:05 from Lisbon, has three "
                "seats. As a voluntary change it's £45 per passenger plus a fare difference of "
                "£38 each, £249 in total. A doctor's note may help with travel insurance."
            ),
            U("Yes do it. Card ending 4417."),
            A(
                "Done: all three of you are on AU 419 on 24 August, 18:05 from Lisbon. £249 "
                "charged to the card ending 4417."
            ),
            U("found the pharmacy receipt for the spacer, it's £112.30 all in now"),
            A("Noted, £112.30 for Rory's essentials."),
        ],
        # part 5
        [
            U(
                "Damage form done for the suitcase, ref DMG-55102. And the compensation claim "
                "form, they gave me CLM-2025-884610."
            ),
            A("Thank you, both noted against QZ7K4M."),
            U("Doctor has cleared her to fly. Is everything set for the way back?"),
            A(
                "Yes, all three of you are confirmed on the return and your meals and seats "
                "have carried over."
            ),
            U("So what's still outstanding, and who's waiting on who?"),
            A(
                "Two things. The claims team has your expenses and compensation claim and will "
                "reply by email. The baggage team is assessing the damage and may ask you for "
                "a repair quote from a luggage shop before they decide on repair or "
                "replacement."
            ),
            U("Great. Thanks Skye, you've been far better than the phone line."),
            A("You're welcome. Safe travels home, and I hope Saoirse feels better."),
        ],
    ]
    check = {
        "no_amounts": ["compensation amounts"],
        "booking": ["QZ7K4M"],
        "outbound": ["AU 416"],
        "seats": ["22D"],
        "meal": ["gluten-free"],
        "child_meal": ["child meal"],
        "club": ["5518 2047"],
        "pir": ["LISAU31877"],
        "email": ["rory.gallagher@eircom.example"],
        "dinner": ["£31.40"],
        "essentials": ["£112.30"],
        "return": ["24 August"],
        "damage": ["DMG-55102"],
        "claim": ["CLM-2025-884610"],
        "status": ["repair quote"],
    }
    stale = {
        "outbound": ["AU 418"],
        "seats": ["14A"],
        "email": ["n.gallagher84@outlook.example"],
        "essentials": ["£84.60"],
        "return": ["22 August"],
    }
    return parts, check, stale


SIXTEENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("theatre", theatre),
    ("subject_access", subject_access),
    ("beamtime", beamtime),
    ("rebooking", rebooking),
]
