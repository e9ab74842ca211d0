"""Four chat histories written apart (a Year 5 teacher planning a pond-dipping trip with the
parents' consent forms pasted in, a freelance developer's contract, rate and invoices with a ferry
company in long formal emails, a cyclist training tersely for a gran fondo, a data scientist's
churn-model experiment log kept by an agent under a system prompt of rules), measured as written
before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def school_trip() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Hi, I'm Niamh Gallagher, I teach Year 5 at Ashbrook Primary. I'm organising "
                "our summer term trip and I'd love a hand keeping on top of it, because last "
                "year's trip nearly finished me off. We're taking 28 children to the Wyre "
                "Forest Field Studies Centre for a day of pond dipping and a minibeast hunt on "
                "Thursday 11 June. Our head, Mrs Ashworth, has one rule she will not bend on "
                "after what happened two years ago: any child without a signed paper consent "
                "form stays at school with Mr Hale's class for the day. A parent ringing the "
                "office on the morning to say it's fine doesn't count, because verbal consent "
                "over the phone is not consent, no exceptions, even if it's a parent governor. "
                "We're asking for a voluntary contribution of £12.00 per child to cover the "
                "coach and the centre fee. Anything you write for parents should start 'Dear "
                "Parents and Carers', fit on one page and use plain English, as about a third "
                "of our families read English as an additional language."
            ),
            A(
                "Hello Niamh, that sounds like a lovely trip, and pond dipping is always a "
                "winner with Year 5. Here's what I've taken from that: 28 children, Wyre Forest "
                "Field Studies Centre, Thursday 11 June, a voluntary contribution of £12.00, "
                "and the head's rule that only a signed paper form counts, so any child without "
                "one spends the day with Mr Hale's class.\n"
                "\n"
                "For the first letter home, I'd suggest keeping to this order, because parents "
                "tend to read the first three lines and skim the rest:\n"
                "\n"
                "1. Where, when and why, in one or two sentences.\n"
                "2. What the child needs to bring (packed lunch, old clothes, wellies or old "
                "trainers, a waterproof).\n"
                "3. The contribution, worded clearly as voluntary.\n"
                "4. The consent form deadline and what happens if the form isn't back.\n"
                "5. A tear-off slip or the form itself on the back.\n"
                "\n"
                "Short sentences and everyday words help families reading in a second language: "
                "'school trip' rather than 'off-site educational visit'."
            ),
            U(
                "Brilliant. Couple more things while I remember. The local authority guidance "
                "for anything near water is a ratio of 1:6, adults to children, and that "
                "includes me. And the children never go into the pond itself, not even in "
                "wellies. Everyone dips from the dipping platform with the long nets, that's "
                "it."
            ),
            A(
                "Got it. With 28 children at 1:6 you need at least five adults, so you plus "
                "four more, and it's worth having one spare in case a volunteer drops out on "
                "the day. Children dip from the dipping platform only and never go into the "
                "water. I'll make sure any letter asks for old shoes rather than suggesting "
                "wellies are for paddling, so nobody gets ideas."
            ),
            U("Ha, you've met Year 5 then."),
            A("Only by reputation. I hear they're very enthusiastic about mud."),
            U(
                "It has been a week. Someone glued the guinea pig's cage door shut on Tuesday. "
                "The guinea pig was fine, the glue stick was not."
            ),
            A(
                "A locked-room mystery. I hope the culprit was caught, or at least the glue "
                "stick was confiscated."
            ),
            U(
                "Coach is booked. Severn Valley Coaches, booking ref CB-77142, and their depot "
                "number is 01562 830447 if anything goes wrong on the day. Pick-up at the "
                "school gate at 08:45."
            ),
            A(
                "Thanks, noted: Severn Valley Coaches, booking ref CB-77142, depot 01562 "
                "830447, leaving the school gate at 08:45. It's worth putting the depot number "
                "in the trip folder and in your phone, not just in the office, as the office "
                "line is often engaged first thing."
            ),
        ],
        # part 2
        [
            U(
                "Forms are trickling in. Here's what the office has logged so far, copied from "
                "their spreadsheet:\n"
                "\n"
                "Name | Consent | Photos | Medical / dietary\n"
                "Amira Haddad | yes | yes | asthma, blue inhaler\n"
                "Ollie Brennan | yes | no | peanut allergy, carries EpiPen x2\n"
                "Ruby Chen | yes | yes | none\n"
                "Jayden Moss | not returned | - | -\n"
                "Harvey Dunn | yes | yes | vegetarian\n"
                "Leo Fairbairn | not returned | - | -\n"
                "Maisie Todd | not returned | - | -\n"
                "Tomasz Zielinski | yes | yes | none\n"
                "\n"
                "(plus 17 more 'yes, none' which I won't bore you with)"
            ),
            A(
                "Thanks, that's a good start: 22 back by my count if the other 17 are all yes, "
                "and three outstanding (Jayden Moss, Leo Fairbairn, Maisie Todd).\n"
                "\n"
                "A few things jump out from the medical column:\n"
                "\n"
                "- Ollie Brennan's peanut allergy is the big one. Both EpiPens should travel "
                "with the adult who is with Ollie's group all day, ideally your first aider, "
                "and it's worth checking the expiry dates before the trip. The letter should "
                "ask everyone to send a nut-free packed lunch, since the children will eat "
                "together.\n"
                "- Amira's inhaler should be with her or her group leader, not in a bag on the "
                "coach.\n"
                "- Ollie has said no to photos, so he shouldn't appear in anything for the "
                "school website or newsletter. A quiet word with whoever takes pictures on the "
                "day saves an awkward conversation later."
            ),
            U(
                "Yes, Bisi Okafor, Mrs Okafor, our TA, is a paediatric first aider. She'll have "
                "Ollie in her group and carry the medical bag."
            ),
            A(
                "Perfect. So Mrs Okafor leads Ollie's group and carries the medical bag with "
                "both EpiPens and Amira's spare inhaler. I'd put her phone number on the "
                "adults' sheet too."
            ),
            U(
                "Oh no. Email from the field centre just now: 'We're very sorry, but our main "
                "pond is being relined that week and won't be safe for dipping. We can offer "
                "you the same day of the week, one week later.' Honestly."
            ),
            A(
                "Annoying, but better they caught it now than on the day. So the trip is now "
                "Thursday 18 June. Things to update:\n"
                "\n"
                "1. Ring Severn Valley Coaches and move the booking to the new date.\n"
                "2. Check your volunteer parents can still come on the new day.\n"
                "3. Send a short correction to parents with the new date in bold at the top.\n"
                "4. Check the new date doesn't clash with anything in the school calendar, like "
                "class photos or a swimming slot."
            ),
            U(
                "Coach company are fine with the new date, same booking ref. But they want to "
                "leave at half eight instead because of the roadworks on the A456 that week."
            ),
            A(
                "OK, so the coach now leaves the school gate at 08:30. The children will need "
                "to be in class by 08:15 for the register and a toilet trip, so the letter "
                "should say arrive at 08:15 sharp."
            ),
            U("Thanks. Going to get a cup of tea and stare at a wall for five minutes."),
            A("Very reasonable. The wall will still be there when you need it."),
        ],
        # part 3
        [
            U(
                "Right, bad news on money. Severn Valley sent the revised quote for the new "
                "date and it's gone up, fuel surcharge apparently. The business manager says "
                "put the ask up to £13.50 a child to cover it."
            ),
            A(
                "Understood, the voluntary contribution is now £13.50 per child. When you tell "
                "parents, keep the wording clear that it is voluntary. Schools can ask for "
                "contributions towards trips in school time, but no child can be left behind "
                "because their family hasn't paid, and the letter should say so in plain words. "
                "A line like 'If this is difficult for your family, please speak to me or to "
                "the office in confidence' usually does it. If too few families contribute, the "
                "school can decide to cancel the trip, but it can't pick and choose which "
                "children go."
            ),
            U("Yes, Mrs Ashworth is very hot on that. We never name who has paid."),
            U(
                "Can you help me with the risk assessment bit for the pond? Mr Patel, he's our "
                "deputy head and the educational visits coordinator, has to sign it off, and he "
                "sends them back covered in red pen."
            ),
            A(
                "Of course. For the pond activity, the main hazards and controls are usually "
                "these:\n"
                "\n"
                "Drowning or falls into water: children dip from the dipping platform only, "
                "never enter the water, one adult standing at each end of the platform during "
                "dipping, and groups of no more than six at the platform at once.\n"
                "\n"
                "Slips on wet ground: sensible footwear named in the letter, walking only near "
                "the pond, and the centre staff's own briefing before anyone picks up a net.\n"
                "\n"
                "Waterborne infection: handwashing with soap before lunch, and cuts covered "
                "with waterproof plasters before dipping.\n"
                "\n"
                "Allergies and medical needs: named children, named adult responsible, location "
                "of medication, and the nearest hospital with an A&E. The centre can tell you "
                "which one they use.\n"
                "\n"
                "Lost child: headcount when getting off the coach, before and after each "
                "activity, and before getting back on, with a named adult counting for each "
                "group.\n"
                "\n"
                "Mr Patel will probably want to see that the ratio is written in as a number, "
                "so I'd state 1:6 plainly, and the centre's own risk assessment attached as an "
                "appendix."
            ),
            U("That's so much better than mine. He wants it on his desk by Friday 5 June."),
            A(
                "Noted, the risk assessment goes to Mr Patel by Friday 5 June. If you send it a "
                "day early there's time for one round of red pen."
            ),
            U("Also the field centre's booking reference, I keep losing it: WFS-2291."),
            A(
                "Got it, Wyre Forest booking ref WFS-2291. I'd put it on the first page of the "
                "trip folder next to the coach ref."
            ),
            U(
                "Ruby Chen's mum asked if she can come as a helper. She's DBS checked already "
                "from reading volunteering."
            ),
            A(
                "That's useful. With her you'd have a fifth adult, which meets 1:6 for 28 "
                "exactly. One more would give you your spare."
            ),
            U("Working on it. Bribery with biscuits may be involved."),
            A("A time-honoured method."),
        ],
        # part 4
        [
            U(
                "Good news for once! PTA meeting last night, and they've agreed to cover £2 a "
                "head for the trip out of the summer fair money."
            ),
            A(
                "That's great news. So the ask per child comes down to £11.50. It's worth "
                "thanking the PTA in the letter, parents like to see where the fair money goes."
            ),
            U(
                "And Mr Patel has seen the new date and said since the trip moved a week he "
                "doesn't need the risk assessment until Friday 12 June now. Small mercies."
            ),
            A("Good, that takes the pressure off. Risk assessment to Mr Patel by Friday 12 June."),
            U(
                "Here's an email from Jayden's dad, for the file:\n"
                "\n"
                "'Dear Ms Gallagher, sorry the form is late, it was under the sofa with the TV "
                "remote. Jayden gets very travel sick on coaches so could he sit near the front "
                "please. He will bring his own tablets, they are the chewable ones, 1 at "
                "breakfast. Thanks, Darren Moss'\n"
                "\n"
                "The form came in with it, signed."
            ),
            A(
                "Thanks. So Jayden Moss is now in: he sits near the front of the coach and "
                "takes his travel tablet at breakfast at home, so nobody at school needs to "
                "give it. It would help to have a sick bag and some wipes at the front just in "
                "case. That leaves Leo Fairbairn and Maisie Todd outstanding."
            ),
            U(
                "Can you draft the reminder letter now with everything current? One page, you "
                "know the drill."
            ),
            A(
                "Dear Parents and Carers,\n"
                "\n"
                "Year 5 school trip to Wyre Forest Field Studies Centre\n"
                "\n"
                "Our trip is on Thursday 18 June. Please note this is a new date. The coach "
                "leaves school at 08:30, so children must be in class by 08:15. We will be back "
                "at school by 15:15.\n"
                "\n"
                "The children will go pond dipping and look for minibeasts in the forest. They "
                "will stay on the dipping platform and will not go into the water.\n"
                "\n"
                "Please send your child with:\n"
                "- a packed lunch with no nuts in it, and a drink (no glass bottles)\n"
                "- old clothes and old shoes or wellies\n"
                "- a waterproof coat\n"
                "\n"
                "We ask for a voluntary contribution of £11.50 towards the coach and the "
                "centre. Thank you to the PTA, who are paying part of the cost. No child will "
                "miss the trip because of money. If this is difficult, please speak to Ms "
                "Gallagher or the office in confidence.\n"
                "\n"
                "If you have not returned the consent form yet, please send it in as soon as "
                "possible. Children without a signed form cannot come on the trip.\n"
                "\n"
                "Thank you,\n"
                "Ms N. Gallagher, Year 5"
            ),
            U(
                "That's lovely. I'd change 'as soon as possible' to 'by Tuesday 16 June' so "
                "there's a real deadline."
            ),
            A(
                "Good idea, a date works much better than 'as soon as possible'. Updated line: "
                "'If you have not returned the consent form yet, please send it in by Tuesday "
                "16 June.'"
            ),
            U("Sports day is the week after. I am going to sleep for the whole of August."),
            A(
                "You will have earned it. Maybe keep the egg-and-spoon race well away from the "
                "pond."
            ),
        ],
        # part 5
        [
            U(
                "Quick update before I go home. 26 of the 28 forms are back. Still waiting on "
                "Leo Fairbairn and Maisie Todd, I've rung both families and left messages. "
                "Ruby's mum and two other parents are confirmed as helpers, so with me and Mrs "
                "Okafor that's six adults. The risk assessment is written but not signed, it "
                "goes to Mr Patel on Thursday. Coach and centre both confirmed for the new "
                "date."
            ),
            A(
                "Thanks, that's a good place to be. So: forms outstanding from Leo Fairbairn "
                "and Maisie Todd, six adults confirmed (the 1:6 ratio plus one spare), the risk "
                "assessment going to Mr Patel before his deadline, and the coach and centre "
                "confirmed. If either form isn't back by the Tuesday deadline, the child stays "
                "with Mr Hale's class on the day, and a message from a parent on the morning "
                "won't change that."
            ),
            U("I know, I know. I'll be the one standing at the gate saying 'sorry, rules'."),
            A("It's a kinder rule than it feels on the day. Good luck, and enjoy the newts."),
            U("If we see a newt, I'm buying the whole class an ice lolly."),
            A("Then I hope for your sake the newts are shy."),
        ],
    ]
    check = {
        "consent_rule": ["verbal consent"],
        "water": ["dipping platform"],
        "ratio": ["1:6"],
        "trip_date": ["18 June"],
        "departure": ["08:30"],
        "contribution": ["£11.50"],
        "coach": ["CB-77142", "01562 830447"],
        "centre_ref": ["WFS-2291"],
        "first_aider": ["Okafor"],
        "risk_assessment": ["Patel", "12 June"],
        "allergy": ["Ollie", "EpiPen"],
        "letters": ["Parents and Carers"],
        "status": ["Leo Fairbairn", "Maisie Todd"],
    }
    stale = {
        "trip_date": ["11 June"],
        "departure": ["08:45"],
        "contribution": ["£12.00", "£13.50"],
        "risk_assessment": ["Friday 5 June"],
    }
    return parts, check, stale


def freelance_contract() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Good morning. I'm Ingrid Solberg, a freelance backend developer trading as "
                "Solberg Digital Ltd. I've just been offered a contract by Harbourline Ferries "
                "and I'd like your help handling the correspondence over the next couple of "
                "months, as my written English gets stiff when I'm nervous. Please draft "
                "replies in formal British English and in full paragraphs. Graham, the client, "
                "told me on the call that he can't stand bullet points in emails and reads them "
                "as a sign that nobody thought the matter through, so no bullet points in "
                "anything addressed to him. Sign off 'Kind regards, Ingrid Solberg'. Here is "
                "his email:\n"
                "\n"
                "---\n"
                "From: Graham Whitlock <g.whitlock@harbourlineferries.co.uk>\n"
                "Subject: Statement of Work HFL/SOW/2026-07 - booking platform refunds module\n"
                "\n"
                "Dear Ms Solberg,\n"
                "\n"
                "Thank you for your time on Tuesday. Further to our conversation, I am pleased "
                "to confirm that Harbourline Ferries Ltd would like to engage Solberg Digital "
                "Ltd to design and build the refunds module for our booking platform, as "
                "described in the attached Statement of Work, reference HFL/SOW/2026-07. As "
                "Head of Digital, I will be your point of contact for the engagement and will "
                "sign off each delivery.\n"
                "\n"
                "The principal commercial terms are as follows:\n"
                "\n"
                "Day rate: £520 excluding VAT\n"
                "Not-to-exceed amount: £24,000 excluding VAT\n"
                "Payment terms: 30 days from receipt of a valid invoice\n"
                "Purchase order: PO-HF-40318\n"
                "Target go-live: Wednesday 30 September\n"
                "\n"
                "I would draw your attention in particular to clause 9.2, which our data "
                "protection officer has asked me to highlight: 'The Contractor shall not copy, "
                "export or store passenger personal data outside the Client's AWS environment "
                "in region eu-west-2 under any circumstances, including for the purposes of "
                "testing or debugging.'\n"
                "\n"
                "Invoices should be addressed to Fiona Kerr in Accounts Payable at "
                "accounts.payable@harbourlineferries.co.uk and must quote the purchase order "
                "number, otherwise our system will reject them automatically.\n"
                "\n"
                "I look forward to hearing from you.\n"
                "\n"
                "Yours sincerely,\n"
                "Graham Whitlock\n"
                "Head of Digital, Harbourline Ferries Ltd\n"
                "---"
            ),
            A(
                "Good morning, Ingrid, and congratulations on the offer. Here is a summary of "
                "the terms as I read them, followed by a few points you may wish to raise "
                "before signing.\n"
                "\n"
                "The engagement is under SOW HFL/SOW/2026-07 with Graham Whitlock, Head of "
                "Digital, as your contact and approver. The day rate is £520 excluding VAT, "
                "with a not-to-exceed amount of £24,000, payment at 30 days, purchase order "
                "PO-HF-40318, and a target go-live of Wednesday 30 September. Clause 9.2 "
                "forbids you from taking any passenger personal data out of their AWS account "
                "in eu-west-2, even for testing. Invoices go to Fiona Kerr in Accounts Payable "
                "and must quote the PO number.\n"
                "\n"
                "Two things are worth negotiating now, while it is easy. If you quoted a higher "
                "day rate on the call, it is entirely proper to say so politely. And the "
                "payment term could leave a one-person company carrying six weeks of unpaid "
                "work; many larger clients have shorter terms for SME suppliers, and it costs "
                "nothing to ask.\n"
                "\n"
                "Clause 9.2 also deserves care in practice: it rules out pulling a production "
                "dump onto a laptop to reproduce a bug, so agree early how you will get "
                "realistic test data."
            ),
            U(
                "Yes. I quoted £560 on the call and he nodded. Let's ask for that, and 14 days "
                "payment terms. Please draft."
            ),
            A(
                "Here is a draft:\n"
                "\n"
                "'Dear Graham,\n"
                "\n"
                "Thank you for your email and for confirming the details of the engagement. I "
                "am delighted to be working with Harbourline Ferries on the refunds module, and "
                "I have read the Statement of Work with interest.\n"
                "\n"
                "Before I sign, I would be grateful if we could confirm two points. On our call "
                "I quoted a day rate of £560 excluding VAT, and I would ask that the Statement "
                "of Work reflect that figure. I would also ask whether Harbourline would be "
                "able to agree payment terms of 14 days, as is common for small suppliers; as a "
                "limited company with a single director, shorter terms make a real difference "
                "to my cash flow.\n"
                "\n"
                "I have noted clause 9.2 and am entirely happy to work within it. It would help "
                "to agree at the outset how test data will be provided within your environment, "
                "and I would be glad to suggest an approach.\n"
                "\n"
                "Kind regards,\n"
                "Ingrid Solberg'"
            ),
            U("Perfect, sent. Now I bite my nails."),
            A(
                "Perfectly reasonable requests, politely made. I would be surprised if he "
                "refused both."
            ),
        ],
        # part 2
        [
            U(
                "He replied!\n"
                "\n"
                "---\n"
                "Dear Ms Solberg,\n"
                "\n"
                "Thank you for your prompt reply. I have discussed your points with our finance "
                "director. I can confirm that we are able to agree the day rate of £560 "
                "excluding VAT, in line with our conversation; my apologies, the figure in my "
                "email was taken from an earlier draft of the budget. Our finance policy also "
                "allows payment terms of 14 days for SME suppliers, and we are happy to apply "
                "this to your invoices. The not-to-exceed amount remains unchanged.\n"
                "\n"
                "On test data, our platform team will provision a synthetic data generator in "
                "the staging account, which I trust will meet your needs.\n"
                "\n"
                "An amended Statement of Work will follow for signature.\n"
                "\n"
                "Yours sincerely,\n"
                "Graham Whitlock\n"
                "---"
            ),
            A(
                "Excellent news, on both points. To record where you now stand: the day rate is "
                "£560 excluding VAT, payment terms are 14 days, and the not-to-exceed amount "
                "remains £24,000. At £560 a day, the cap covers 42 full days of work, so it's "
                "worth keeping a simple running total of days billed against that figure. If "
                "the scope grows, you will want to raise a change request before you reach the "
                "cap rather than after, because work beyond a not-to-exceed figure is usually "
                "unpaid unless it was agreed in writing first.\n"
                "\n"
                "The synthetic data generator in staging also settles clause 9.2 neatly: you "
                "can test against realistic data without any passenger personal data leaving "
                "their account."
            ),
            U(
                "Signed the amended SOW this morning. First two weeks done. Well, five days, I "
                "had the dentist and a school concert."
            ),
            A(
                "Congratulations on signing. Five days at £560 makes your first invoice £2,800 "
                "plus VAT. Some practical points for it: quote PO-HF-40318 in the subject line "
                "as well as on the invoice itself, since automated systems often read the "
                "subject first; put the SOW reference on the invoice; state the payment terms "
                "and the due date explicitly; and include your company number, VAT number and "
                "bank details. A missing PO is the single most common reason for invoices being "
                "returned unpaid."
            ),
            U(
                "Sent as INV-2026-031 to Fiona. The school concert was forty minutes of "
                "recorders, by the way. I have earned something."
            ),
            A("Forty minutes of recorders is an endurance event. I hope there was cake."),
            U("There was not. There was squash."),
            A("A scandal. Perhaps raise it at the next parents' evening."),
        ],
        # part 3
        [
            U(
                "Another email from Graham:\n"
                "\n"
                "---\n"
                "Dear Ms Solberg,\n"
                "\n"
                "I am writing to let you know of a change to the project timetable. Our "
                "timetable data supplier, Tidewise, has informed us that the new sailings feed "
                "on which the refunds module depends will not be available until later in "
                "September. As a result, we have agreed internally to move the target go-live "
                "to Wednesday 14 October. The scope of your work and the commercial terms are "
                "unaffected.\n"
                "\n"
                "I would be grateful if you could confirm that the revised date is acceptable "
                "and let me know of any consequences for your plan.\n"
                "\n"
                "Yours sincerely,\n"
                "Graham Whitlock\n"
                "---"
            ),
            A(
                "Here is a draft reply:\n"
                "\n"
                "'Dear Graham,\n"
                "\n"
                "Thank you for letting me know. The revised go-live date of Wednesday 14 "
                "October is acceptable to me. I will use the additional time to complete the "
                "reconciliation reports ahead of schedule, and I will keep the work that "
                "depends on the Tidewise feed until last, so that the delay has no effect on "
                "the remaining deliveries.\n"
                "\n"
                "I would be grateful if you could let me know as soon as the feed is available "
                "in staging, so that I can begin integration testing promptly. As the "
                "commercial terms are unchanged, I will continue to report days used against "
                "the agreed not-to-exceed amount with each invoice.\n"
                "\n"
                "Kind regards,\n"
                "Ingrid Solberg'\n"
                "\n"
                "One thing to watch: a later go-live does not move your cap. Days spent waiting "
                "for Tidewise only count if you are actually working, so make sure nobody "
                "expects you to be on standby without billing for it."
            ),
            U("Good point. Sent. Fiona confirmed INV-2026-031 is paid, hurrah."),
            A(
                "Wonderful, the first invoice is settled. That also tells you their system "
                "accepted your invoice layout, so you can reuse it unchanged."
            ),
            U(
                "Quick technical question while I have you. The refunds module has to talk to "
                "their payment provider. Would you put the refund state machine in the database "
                "or in code?"
            ),
            A(
                "In most cases I'd keep the allowed transitions in code and the current state "
                "in the database, with each transition written as its own row in a history "
                "table. A refund typically moves through requested, approved, submitted to the "
                "provider, confirmed or failed, and sometimes reversed. Keeping the rules in "
                "code makes them easy to test and review; keeping every transition as an "
                "append-only row gives finance an audit trail and lets you answer the "
                "inevitable 'what happened to this refund on the 3rd' question without "
                "guesswork.\n"
                "\n"
                "Two details matter with payment providers: send an idempotency key with every "
                "refund request, derived from your own refund ID, so a retry after a timeout "
                "cannot refund anyone twice; and treat the provider's webhook as the source of "
                "truth for the final state, since a request can time out on your side and still "
                "succeed on theirs."
            ),
            U(
                "That's what I thought, thank you. It's nice to have someone to argue with who "
                "isn't the cat."
            ),
            A(
                "The cat may have strong views on state machines, but I suspect they mostly "
                "involve dinner."
            ),
        ],
        # part 4
        [
            U(
                "Slightly awkward one. I sent INV-2026-032 on 2 September for ten days, £5,600 "
                "plus VAT. With our 14 days it was due on the 16th. Today is the 23rd and "
                "nothing has arrived. Could you draft a polite chaser to Fiona? I don't want to "
                "upset anyone."
            ),
            A(
                "Of course. A week overdue calls for a gentle reminder; there's no need to "
                "mention statutory late payment interest at this stage. Draft:\n"
                "\n"
                "'Dear Fiona,\n"
                "\n"
                "I hope you are well. I am writing about invoice INV-2026-032, dated 2 "
                "September, for £5,600 plus VAT under purchase order PO-HF-40318. According to "
                "our agreed payment terms of 14 days, payment was due on 16 September, and I "
                "have not yet received it.\n"
                "\n"
                "I would be grateful if you could confirm whether the invoice has been received "
                "and approved, and let me know the expected date of payment. If anything is "
                "missing from the invoice, I will of course be happy to provide it.\n"
                "\n"
                "Kind regards,\n"
                "Ingrid Solberg'"
            ),
            U(
                "Sent. I got an automatic reply back straight away:\n"
                "\n"
                "---\n"
                "Thank you for your email. Please note that from 1 October, all supplier "
                "invoices and remittance queries must be sent to our new shared mailbox, "
                "invoices@harbourlineferries.co.uk. The previous address will no longer be "
                "monitored after that date. Fiona Kerr, Accounts Payable\n"
                "---"
            ),
            A(
                "Noted. From now on invoices and payment queries go to "
                "invoices@harbourlineferries.co.uk, still for Fiona Kerr's attention. It may be "
                "worth resending the chaser to the new mailbox as well, so it doesn't get "
                "stranded in the old one during the switchover."
            ),
            U(
                "And, of course, another email from Graham:\n"
                "\n"
                "---\n"
                "Dear Ms Solberg,\n"
                "\n"
                "I regret to inform you that Tidewise have experienced a further slippage. We "
                "now expect the sailings feed in staging by 9 October and have therefore moved "
                "the target go-live back by one week from the date given in my previous email. "
                "I apologise for the inconvenience and thank you for your patience.\n"
                "\n"
                "Yours sincerely,\n"
                "Graham Whitlock\n"
                "---"
            ),
            A(
                "So the go-live is now Wednesday 21 October. Here is a short reply:\n"
                "\n"
                "'Dear Graham,\n"
                "\n"
                "Thank you for the update. I note the revised go-live date of Wednesday 21 "
                "October and the expected availability of the sailings feed in staging by 9 "
                "October. This leaves a comfortable margin for integration testing, and I will "
                "plan the remaining work accordingly.\n"
                "\n"
                "Kind regards,\n"
                "Ingrid Solberg'"
            ),
            U("At this rate we'll go live at Christmas."),
            A("Let's hope not, the ferries will be full of people going home."),
            U("Ha. Honestly though, I'm glad the terms don't move with the date."),
            A(
                "Quite. The delay costs you nothing but patience, and ferry timetables teach "
                "plenty of that."
            ),
        ],
        # part 5
        [
            U(
                "Where things stand, so we have it in one place: sprint 3 delivered on Friday, "
                "the refunds API and the reconciliation report. Graham has it for UAT and I'm "
                "waiting on his sign-off. INV-2026-032 is still unpaid; I resent the chaser to "
                "the new mailbox and I'm waiting to hear back from Fiona. I've used 27 of the "
                "42 days so far."
            ),
            A(
                "Thank you, that's a clear picture. Sprint 3 is with Graham for UAT sign-off; "
                "INV-2026-032 is overdue and the chaser has gone to the new mailbox; and 27 of "
                "the 42 days are used, leaving 15 days within the £24,000 cap. That should be "
                "comfortable for the integration work after the feed arrives, provided UAT "
                "doesn't throw up a large change. If it does, it would be the moment to raise a "
                "change request rather than absorb the work."
            ),
            U("Agreed. Fingers crossed on both. Thanks for keeping me sane."),
            A("It's a pleasure, Ingrid. Good luck with UAT."),
            U("And if Fiona pays before Friday, I'm buying myself a proper cake. Not squash."),
            A("A fitting end to the saga. I hope it's a good one."),
        ],
    ]
    check = {
        "data_rule": ["passenger", "eu-west-2"],
        "day_rate": ["£560"],
        "cap": ["£24,000"],
        "payment_terms": ["14 days"],
        "sow": ["HFL/SOW/2026-07"],
        "po": ["PO-HF-40318"],
        "client": ["Graham Whitlock", "Head of Digital"],
        "invoices_to": ["Fiona Kerr", "invoices@harbourlineferries.co.uk"],
        "go_live": ["21 October"],
        "style": ["bullet points"],
        "unpaid": ["INV-2026-032"],
        "status": ["UAT", "27 of"],
    }
    stale = {
        "day_rate": ["£520"],
        "payment_terms": ["30 days"],
        "go_live": ["30 September", "14 October"],
        "invoices_to": ["accounts.payable@harbourlineferries.co.uk"],
    }
    return parts, check, stale


def sportive_training() -> Apart:
    parts = [
        # part 1
        [
            U(
                "training for the cairngorm gran fondo. 160km, 2600m up. Sat 29 Aug. ftp 248w. "
                "8 hrs a week max, two kids under 5. keep answers short, 3 lines or less unless "
                "i ask for more"
            ),
            A(
                "Got it: 160 km with 2,600 m of climbing on Sat 29 Aug, FTP 248 W, 8 hrs a "
                "week.\n"
                "Plan: 3 rides midweek (intervals, tempo, easy), long ride at the weekend.\n"
                "Answers stay at 3 lines unless you ask."
            ),
            U(
                "hr. cardiologist says never above 165 after the ablation last year. hard cap. "
                "not negotiable"
            ),
            A(
                "165 bpm ceiling on every ride, including climbs and sprints.\n"
                "Zones set under it, and if HR drifts up, ease off even mid-interval."
            ),
            U("also never route me on the A9. got clipped by a lorry there in 2023"),
            A("No A9, ever. Routes will use the B-roads and the old military road instead."),
            U("ok explain sweet spot properly, long version ok this once"),
            A(
                "Sweet spot is riding at roughly 88–94% of FTP, so for you about 218–233 W. It "
                "sits between tempo and threshold. The idea is that it gives you most of the "
                "fitness benefit of threshold work for a lot less fatigue, which matters when "
                "you only have a few hours a week and can't afford to be wrecked for two days "
                "after a session.\n"
                "\n"
                "A typical session is 2 x 20 minutes at sweet spot with 5 minutes easy between, "
                "building over a few weeks to 3 x 20 or 2 x 30. It should feel 'comfortably "
                "hard': you could talk in short sentences but wouldn't want to. For a long "
                "sportive with lots of climbing it's ideal, because the climbs themselves will "
                "be ridden at close to that effort.\n"
                "\n"
                "Two cautions for you in particular. On long intervals heart rate creeps up "
                "even at a steady power, so watch it in the second half of each block, and if "
                "it approaches your ceiling, drop the power rather than pushing through. And "
                "don't do sweet spot every session: keep one ride a week genuinely easy, "
                "otherwise the fatigue adds up faster than the fitness."
            ),
            U("good. makes sense"),
            U("rode to work today in sideways rain. glasses useless"),
            A("Clear lenses or none in that. Sideways rain is a character-building session."),
        ],
        # part 2
        [
            U("ramp test done. 261w"),
            A("FTP 261 W then, nice jump.\nNew sweet spot: 230–245 W. Tempo: 200–225 W."),
            U("wife starting nights next month. add 2 hrs a week while i can"),
            A("OK, 10 hrs a week for now.\nExtra time goes on the long ride, building to 130 km."),
            U("saw an otter on the river path this morning"),
            A("Best possible reason to stop mid-interval."),
            U("pacing on the climbs. the big one is 9km at 6%. long version"),
            A(
                "The usual mistake on a long sportive is riding the first big climb at the "
                "effort you'd use for a 20-minute interval, because the legs are fresh, the "
                "crowd is moving and everyone around you is going too hard. It feels fine for "
                "ten minutes and then costs you an hour later in the day.\n"
                "\n"
                "For a climb of 9 km at 6% you'll be climbing for roughly 35–45 minutes, so "
                "treat it as a long tempo effort, not a threshold one: about 75–85% of FTP, "
                "which for you is 195–220 W. If there's a steeper ramp, let the power rise a "
                "little and then settle back rather than holding the same speed. Use the gears "
                "early; spinning at 80–90 rpm is far kinder to the legs over 160 km than "
                "grinding at 60.\n"
                "\n"
                "Heart rate is your second gauge. On a long climb it keeps rising for the first "
                "few minutes even at steady power, so judge the effort by power for the first "
                "five minutes and by heart rate after that. If it's near your ceiling, back off "
                "and let people go; you'll pass half of them on the last climb.\n"
                "\n"
                "Finally, eat and drink just before the climb starts rather than on it, when "
                "breathing hard makes it awkward."
            ),
            U("so basically ride like a coward on the first one"),
            A("Like a patient person. Cowards finish too, just later."),
            U("rider number came through. 2417. start wave 07:10"),
            A("Rider 2417, start 07:10.\nMeans a 05:30 alarm and breakfast by 05:45 on the day."),
            U("bleurgh"),
            A("Porridge the night before helps."),
            U("long ride sunday 100km, felt ok. hr topped at 163 on the last climb"),
            A(
                "Good ride. 163 is close to the ceiling; next time ease off a few watts earlier "
                "on the long climbs."
            ),
        ],
        # part 3
        [
            U("fuelling. carbs per hour? long version ok"),
            A(
                "For a ride of seven hours or so, most riders do best at around 60–90 g of "
                "carbohydrate per hour, and the upper end makes a real difference on a long "
                "climbing day. I'd aim for 90 g per hour on the day. That's more than most "
                "people eat by instinct: roughly a 500 ml bottle of drink mix with 40 g in it, "
                "plus a gel and a bar, every hour.\n"
                "\n"
                "The gut has to be trained for it. Start at about 60 g an hour on your long "
                "rides now and add 10 g every week or two, so you're at 90 g comfortably a "
                "month before the event. Mixing glucose and fructose sources (most modern drink "
                "mixes and gels do this) lets you absorb more than glucose alone.\n"
                "\n"
                "Eat early: start within the first 30 minutes and keep going by the clock "
                "rather than by hunger, because by the time you're hungry on a sportive it's "
                "already too late. And practise with exactly the products the feed stations "
                "will have, or carry your own."
            ),
            U("90 g it is"),
            U(
                "bike service booked with Shona at Spokes & Co, Thu 20 Aug. she's putting an "
                "11-34 cassette on for the climbs"
            ),
            A(
                "Good call, the 11-34 will save your legs on the steep bits.\n"
                "Service on Thu 20 Aug leaves a week to test it on a long ride. Don't skip "
                "that."
            ),
            U("cardiologist follow up today. she's happy. cap up to 172 now"),
            A(
                "Great news. New ceiling 172 bpm.\n"
                "Zones shift up a bit; keep the long climbs under 155 anyway."
            ),
            U("kid drew a picture of me on the bike. I have no neck and a huge helmet"),
            A("Accurate, by most cyclists' standards."),
            U("kit for the day. cairngorms weather is a lottery"),
            A(
                "It is. Even in late August the tops can be 8–10 degrees colder than the "
                "valleys, with wind and a shower thrown in, and the descents are where you get "
                "cold. Go with a base layer, short-sleeved jersey, arm warmers and a thin "
                "packable waterproof in the back pocket whatever the forecast says. Knee "
                "warmers or embrocation if the start is below about 10 degrees. A cap under the "
                "helmet helps in rain. Gloves with some padding, since seven hours on rough "
                "tarmac adds up. Take arm warmers off on the climbs rather than overheating, "
                "and put them back on before the descent, not halfway down it."
            ),
            U("bin bag at the start?"),
            A("Classic, and it works. Bin it at the first feed station, not on the road."),
        ],
        # part 4
        [
            U("email from organisers. they split wave B, i'm in the second half now, 30 min later"),
            A("So you start at 07:40 now.\nHalf an hour more sleep. Alarm 06:00."),
            U("new job starts monday. back to 7 hrs a week, maybe less some weeks"),
            A(
                "7 hrs a week then.\n"
                "Drop the Wednesday easy ride; keep Tuesday intervals, Thursday tempo, Sunday "
                "long."
            ),
            U("how do i taper. long version"),
            A(
                "With the event on the Saturday, start cutting back about ten days out. The "
                "idea is to reduce volume a lot but keep some intensity, so you shed fatigue "
                "without losing the sharpness.\n"
                "\n"
                "In the last full week before the event, cut total hours by about 40% but keep "
                "one short interval session, for example 3 x 5 minutes at sweet spot on the "
                "Tuesday. Your last long ride should be the weekend before, no more than about "
                "100 km, ridden steadily. In event week, ride easily for 45–60 minutes two or "
                "three times, with a few short 1-minute efforts on the Thursday just to remind "
                "the legs what they're for. Friday off, or a 20-minute spin to check the bike.\n"
                "\n"
                "The taper is when people panic and add a 'last big ride'. Don't. You can't "
                "gain fitness in the final week, only lose freshness. Eat normally, carb up a "
                "bit more on the Friday, and get everything ready the night before so the 06:00 "
                "alarm isn't followed by a search for your shoes."
            ),
            U("lol. shoes are always the problem"),
            U("puncture on the way home. tubeless sealant did nothing, had to plug it"),
            A("Sealant may be dried out. Top it up before the event; 2–3 months is typical."),
            U("will ask shona"),
        ],
        # part 5
        [
            U(
                "status: wk 6 of 10 done. 130km sunday, hr max 168 on the last climb. bike fit "
                "still not booked. waiting on shona, cassette not in stock yet"
            ),
            A(
                "Solid. Under the ceiling on the long climbs.\n"
                "Book the bike fit this week so there's time to adapt; chase Shona on the "
                "cassette."
            ),
            U("will do. is a bike fit worth it this late though"),
            A(
                "Yes, if it's a modest one. A good fitter will mostly adjust saddle height, "
                "setback and cleat position, which you can adapt to in two or three weeks. Ask "
                "them not to change the bar position much this close to the event, as a big "
                "change to reach or drop can upset your back and neck on a long day. Take your "
                "shoes, your usual shorts and a note of any aches you get after the long rides."
            ),
            U("left knee after 100km. always the left"),
            A("Mention that first. It's often cleat rotation or saddle height, both quick fixes."),
            U("4 weeks to go and i still can't eat a gel without gagging"),
            A("Try the drink mix for more of the 90 g, gels only every other hour."),
            U("👍"),
        ],
    ]
    check = {
        "heart_rate": ["172"],
        "no_a9": ["A9"],
        "ftp": ["261"],
        "weekly_hours": ["7 hrs"],
        "style": ["3 lines"],
        "event": ["29 Aug", "160"],
        "start": ["07:40"],
        "rider_number": ["2417"],
        "carbs": ["90 g"],
        "service": ["Shona", "20 Aug"],
        "cassette": ["11-34"],
        "status": ["wk 6", "bike fit"],
    }
    stale = {
        "heart_rate": ["165"],
        "ftp": ["248"],
        "start": ["07:10"],
        "weekly_hours": ["8 hrs", "10 hrs"],
    }
    return parts, check, stale


def experiment_log() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are Notebook, the experiment-log assistant for the churn modelling "
                    "team at Calder Mobile. You keep the team's experiment log and help with "
                    "analysis.\n"
                    "Standing rules:\n"
                    "- Never write a raw MSISDN (a subscriber's phone number) into the log or "
                    "into any message. Refer to subscribers by the hashed subscriber_key only.\n"
                    "- holdout_2026q1 is for the final evaluation only. Never use it for "
                    "tuning, threshold selection or feature selection, and never report numbers "
                    "from it before the final run.\n"
                    "- Any job that requests more than 8 GPUs must be approved by Femi Adeyemi "
                    "(platform lead) before it is launched.\n"
                    "- Report metrics to three decimal places.\n"
                    "- Log entries are one line per run: run id | change | val AUC | note."
                ),
            },
            U(
                "morning notebook. kicking off churn v2 today. baseline is exp-0412, lightgbm "
                "on churn_features v3.2, val AUC 0.781. we need 0.810 on validation before "
                "anyone is allowed to look at the holdout, that's the bar for sign-off"
            ),
            A(
                "Morning. Logged:\n"
                "\n"
                "exp-0412 | baseline LightGBM, churn_features v3.2 | 0.781 | reference\n"
                "\n"
                "Target for sign-off: val AUC 0.810 before the holdout is touched. That's a "
                "gain of 0.029 over the baseline, which is realistic for a round of feature "
                "work on churn but not guaranteed. Most of it usually comes from better "
                "behavioural features (usage trends, top-up patterns, network quality) rather "
                "than from swapping the model."
            ),
            U(
                "context for the threshold later: Hollie Marsh runs the retention team and they "
                "can make at most 2,000 calls a week. whatever cut-off we pick has to fit in "
                "that"
            ),
            A(
                "Noted: the retention team, led by Hollie Marsh, has capacity for 2,000 calls a "
                "week, so the threshold is really a top-k problem.\n"
                "\n"
                "That changes what matters in evaluation. AUC tells you how well the model "
                "ranks the whole base, but the retention team only ever sees the top slice, so "
                "precision and lift within the top 2,000 a week are the numbers that decide "
                "whether the calls are well spent. I'd suggest we log precision@k at the weekly "
                "capacity next to AUC from now on. Two models with the same AUC can differ a "
                "lot in the top few percent.\n"
                "\n"
                "It's also worth remembering that the weekly volume of scored subscribers moves "
                "with the calendar (contract renewals cluster at the end of the month), so a "
                "fixed score threshold will flag a different number of people each week. We "
                "should check the threshold against several weeks of validation data, not one."
            ),
            U("good point. add precision@k to the log format then"),
            A("Will do: run id | change | val AUC | precision@k | note, from the next run on."),
            U(
                "someone in the platform channel asked if we could 'just use all the GPUs' for "
                "a logistic regression"
            ),
            A("Bold. The logistic regression would finish before the job was scheduled."),
        ],
        # part 2
        [
            U(
                "two runs overnight. exp-0419: tenure buckets added, 0.788. exp-0423: added "
                "days_since_last_complaint, 0.846 (!!)"
            ),
            A(
                "Logged:\n"
                "\n"
                "exp-0419 | + tenure buckets | 0.788 | precision@k pending\n"
                "exp-0423 | + days_since_last_complaint | 0.846 | suspicious, see below\n"
                "\n"
                "A jump of 0.058 from a single feature on a churn problem is almost always "
                "leakage. Worth checking when the complaint table is populated relative to the "
                "churn date. If complaints logged during the cancellation call are written to "
                "the table, or if the table is backfilled after the account closes, the feature "
                "knows the outcome. A quick test: compute the feature as of the scoring date "
                "using only rows with a created timestamp before it, and see if the gain "
                "survives."
            ),
            U(
                "ugh you're right. the complaint table gets backfilled after cancellation from "
                "the call-centre system. so days_since_last_complaint is dropped for good, "
                "don't let me add it back. data eng are rebuilding the feature store with "
                "proper as-of joins, that'll be v3.3"
            ),
            A(
                "Logged as a decision: days_since_last_complaint is excluded from all future "
                "runs because of leakage from the post-cancellation backfill. exp-0423 is "
                "marked invalid. If you ask me to add it back, I'll remind you why it went."
            ),
            U("v3.3 just landed. reran the baseline on it: exp-0427, 0.779"),
            A(
                "Logged:\n"
                "\n"
                "exp-0427 | baseline LightGBM on churn_features v3.3 | 0.779 | new reference\n"
                "\n"
                "The small drop from the old baseline is expected. The as-of joins remove a "
                "little quiet leakage that was presumably in other features too, so 0.779 is "
                "the honest number. The 0.810 target now looks a bit further away, but it's a "
                "fairer target."
            ),
            U(
                "first cut at a threshold on validation with exp-0427: 0.35 flags about 1,900 a "
                "week averaged over 8 weeks"
            ),
            A(
                "Logged: threshold 0.35 on exp-0427, about 1,900 flagged a week on validation, "
                "inside the capacity. Good that it's averaged over eight weeks; it'd be worth "
                "recording the busiest week too, in case it breaks the limit at month end."
            ),
            U("busiest week 2,140. hmm"),
            A(
                "Then at 0.35 the team would be over capacity in some weeks. We can either "
                "accept a slightly higher threshold or let the team call the top 2,000 by score "
                "in heavy weeks. The second is simpler operationally."
            ),
        ],
        # part 3
        [
            U(
                "exp-0431 catboost same features 0.801. exp-0434 lightgbm + 90-day usage trend "
                "features 0.809, so close"
            ),
            A(
                "Logged:\n"
                "\n"
                "exp-0431 | CatBoost, v3.3 features | 0.801 | precision@k 0.284\n"
                "exp-0434 | LightGBM + 90-day usage trend | 0.809 | precision@k 0.302\n"
                "\n"
                "0.809 is a hair under the bar. The usage trend features are doing real work. "
                "At this point a proper hyperparameter search is probably worth more than "
                "another feature, since the defaults were never tuned for the new feature set."
            ),
            U("agreed. i want a sweep overnight, 16 GPUs, 200 trials"),
            A(
                "That's over the 8-GPU limit, so it needs Femi Adeyemi's approval before "
                "launch. Here's a message you could send:\n"
                "\n"
                "'Hi Femi, could I get approval for an overnight hyperparameter sweep for churn "
                "v2: 16 GPUs, 200 trials, LightGBM on churn_features v3.3, validation set only "
                "(no holdout). It should finish by 07:00. Happy to cap it lower if the cluster "
                "is busy tonight.'"
            ),
            U(
                "sent. also Hollie came back on the threshold. she says 0.35 floods them with "
                "low value prepay people who were never going to stay anyway. they want 0.41"
            ),
            A(
                "Understood, the threshold is now 0.41. On exp-0427 that flags roughly 1,450 a "
                "week on validation, comfortably inside capacity. Once we have the tuned model "
                "the number flagged at 0.41 will shift, so we should recheck it then. If the "
                "retention team's real concern is value rather than volume, another option for "
                "later is to rank by expected value (churn probability times margin) instead of "
                "raw probability."
            ),
            U(
                "yeah, that's a v3 problem. while i remember, why did catboost lose? i expected "
                "it to win on all these categorical plan codes"
            ),
            A(
                "It often does well on high-cardinality categoricals, but here the plan codes "
                "were already target-encoded in the feature store (with the as-of joins in "
                "v3.3), so CatBoost's main advantage was mostly used up. What's left is the "
                "usage trend features, which are continuous and noisy, and LightGBM with "
                "leaf-wise growth tends to fit those a little better. It's also untuned, and "
                "CatBoost's defaults are conservative on depth. I wouldn't spend GPU time on it "
                "now; if the sweep stalls, a tuned CatBoost is a reasonable second candidate."
            ),
            U("fair. lunch"),
            A("Enjoy. I'll keep the log tidy."),
        ],
        # part 4
        [
            U(
                "femi approved the sweep but capped it at 12 GPUs, cluster is busy. ran "
                "overnight. best trial is exp-0440: learning_rate 0.03, num_leaves 63, "
                "min_child_samples 80. val AUC 0.817, precision@k 0.318"
            ),
            A(
                "Logged:\n"
                "\n"
                "exp-0440 | LightGBM sweep best: lr 0.03, num_leaves 63, min_child_samples 80 "
                "(12 GPUs, approved by Femi) | 0.817 | precision@k 0.318\n"
                "\n"
                "That clears the 0.810 bar on validation, so exp-0440 is the candidate. Before "
                "the holdout run I'd check calibration, because the threshold is set on the "
                "probability scale and tuned gradient boosting models are often over-confident "
                "near the top."
            ),
            U(
                "also good news from Hollie, her team gets two new starters next month so "
                "capacity goes up by 400 calls a week"
            ),
            A(
                "Great, that makes the capacity 2,400 calls a week. With exp-0440 the threshold "
                "of 0.41 only flags about 1,600 a week, so the team would be well under "
                "capacity."
            ),
            U(
                "then scrap 0.41. we went through it with hollie: 0.37 on exp-0440 gives about "
                "2,250 a week on average, busiest week 2,390. she's happy with that"
            ),
            A(
                "Logged: threshold 0.37 on exp-0440, about 2,250 flagged a week on average and "
                "2,390 in the busiest week, within the 2,400 calls a week. Chosen on validation "
                "data only."
            ),
            U("stakeholder review is Wed 9 Sep btw"),
            A(
                "Noted. That gives about two weeks for calibration, the SHAP report and the "
                "holdout run."
            ),
            U(
                "hollie can't do wed, she's at the regional meeting. can we do monday instead. "
                "Mon 14 Sep, 10:00. everyone else said yes"
            ),
            A("Done, the stakeholder review is Mon 14 Sep at 10:00."),
            U("my cat has decided the laptop fan is her radiator"),
            A("A reasonable use of the GPU budget, to be fair."),
        ],
        # part 5
        [
            U(
                "end of day status for the log: exp-0440 is the candidate. isotonic calibration "
                "done on validation, threshold stays at 0.37 after calibration. SHAP report "
                "still pending, waiting on Jonas for the feature dictionary so the plots have "
                "readable names. holdout not touched yet, we run it exactly once after the SHAP "
                "report"
            ),
            A(
                "Logged:\n"
                "\n"
                "Status: candidate exp-0440 (val AUC 0.817), calibrated (isotonic, validation), "
                "threshold 0.37. Pending: SHAP report, waiting on Jonas for the feature "
                "dictionary. Holdout untouched; one final run after the SHAP report, before the "
                "review on Mon 14 Sep.\n"
                "\n"
                "One suggestion for the review: show precision@k at the weekly capacity "
                "alongside AUC. Hollie's team will find that easier to relate to."
            ),
            U("good shout. night notebook"),
            A("Good night."),
        ],
    ]
    check = {
        "msisdn": ["MSISDN"],
        "holdout": ["holdout_2026q1"],
        "gpu_rule": ["8 GPUs", "Femi Adeyemi"],
        "decimals": ["three decimal places"],
        "target": ["0.810"],
        "capacity": ["2,400 calls"],
        "retention_lead": ["Hollie Marsh"],
        "leakage": ["days_since_last_complaint"],
        "features": ["v3.3"],
        "best_run": ["exp-0440", "0.817"],
        "threshold": ["0.37"],
        "review": ["14 Sep"],
        "status": ["SHAP", "Jonas"],
    }
    stale = {
        "features": ["v3.2"],
        "threshold": ["0.35", "0.41"],
        "review": ["9 Sep"],
        "capacity": ["2,000 calls"],
    }
    return parts, check, stale


FOURTEENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("school_trip", school_trip),
    ("freelance_contract", freelance_contract),
    ("sportive_training", sportive_training),
    ("experiment_log", experiment_log),
]
