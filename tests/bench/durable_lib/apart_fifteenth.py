"""Four chat histories written apart (a food bank's volunteer coordinator texting tersely about
delivery shifts and a hired van, a couple buying a first flat in long formal emails about the
conveyancing, mortgage and survey, a nurse writing in her second language about her registration
exam, visa appointment and her sister's visit, and an ops agent under a system prompt of numbered
rules migrating a game server cluster to a new region), measured as written before any change was
made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def food_bank() -> Apart:
    parts = [
        # part 1
        [
            U(
                "hiya, im the volunteer coord at millbrook food bank. need help sorting the "
                "delivery shifts + van for the easter home delivery run, my brain is full. u "
                "up for it"
            ),
            A(
                "Happy to help. Tell me the date, how many households, what shifts you need "
                "covering and what you're doing for a vehicle, and I'll keep track of it all "
                "as we go."
            ),
            U(
                "ok so. its for ppl who cant get to the hall - housebound, no car, new mums "
                "etc. 62 households on the list rn. date is sat 15th march. our own van failed "
                "its MOT (brakes + a tyre, dont ask) so we have to hire one. 3 shifts: loading "
                "8-11, deliveries 11-2, then 2-5 for the second drop + cleanup"
            ),
            A(
                "Got it. Easter home delivery run on Saturday 15 March, 62 households, three "
                "shifts: loading 08:00 to 11:00, first deliveries 11:00 to 14:00, second drop "
                "and clean-up 14:00 to 17:00. Hired van while yours is off the road. How many "
                "volunteers per shift?"
            ),
            U(
                "4 per shift min. 2 on the van + 2 at the warehouse. the warehouse is unit 7 "
                "on brookside trading estate not the hall, hall is just the tues sessions"
            ),
            A(
                "Four per shift, two on the van and two at the warehouse at Unit 7, Brookside "
                "Trading Estate. So twelve slots across the day."
            ),
            U(
                "yep. and 2 rules from the trustees that r non negotiable:\n"
                "under-18s never go on the van runs. they can pack at the warehouse but thats "
                "it, insurance wont cover them in the van\n"
                "client addresses only go on the printed sheets, never in the group chat. we "
                "got a telling off from the data protection lady last yr bc someone posted a "
                "whole route in whatsapp"
            ),
            A(
                "Both noted. Under-18s can pack at the warehouse but never ride on the van. "
                "Client addresses stay on the printed delivery sheets and never go in the "
                "WhatsApp group or any other chat. When I draft group messages I'll refer to "
                "drops by route number, not address."
            ),
            U(
                "perfect. pls keep ur msgs short, i read everything on my phone on the bus. "
                "plain text no bullet points, they come out weird when i copy paste into "
                "whatsapp"
            ),
            A("Will do. Short, plain text, no bullet points."),
            U(
                "ta x. the warehouse keyholder is gordon pryce, 07831 226 905, he opens up at "
                "quarter to 8 on delivery days"
            ),
            A("Thanks. Gordon Pryce, keyholder, 07831 226 905, opens up at 07:45."),
            U(
                "argh and the bus driver just sailed past my stop. classic. 5 min walk back in "
                "the rain"
            ),
            A("Oh no. Hope you've got a brolly. Send the rest over whenever you're dry."),
        ],
        # part 2
        [
            U(
                "right van. got a quote from halden van hire, £95 for the day for a medium "
                "van. pick up from their yard at half 8 on the day"
            ),
            A(
                "£95 for the day for a medium van, collected from Halden's yard at 08:30. "
                "Who's driving? They'll want the driver named on the booking."
            ),
            U(
                "marcus said hed drive, hes done the christmas one. halden just emailed this, "
                "pasting:\n"
                "\n"
                "HALDEN VAN HIRE - BOOKING CONFIRMATION\n"
                "Ref: HVH-50318\n"
                "Vehicle: Medium panel van (Ford Transit Custom or similar)\n"
                "Collection: Halden Yard, Canal Street, 08:30\n"
                "Return: by 18:00 same day, full tank\n"
                "Driver requirements: aged over 25, full UK licence held 3+ years, max 6 "
                "penalty points. DVLA licence check code required 72 hrs before collection.\n"
                "Deposit: £250 (refundable on return)\n"
                "\n"
                "is the deposit on top of the 95??"
            ),
            A(
                "Yes, the deposit is separate and you get it back if the van's returned by "
                "18:00 with a full tank and no damage. So £95 plus a temporary hold. Marcus as "
                "driver is fine as long as he meets their rules, so check with him now rather "
                "than on the day: over 25, licence for 3+ years, 6 points max, and a DVLA "
                "check code sent to Halden 72 hours before collection."
            ),
            U(
                "will ask him at tues session. also the big fridge at the warehouse is making "
                "that noise again, like a tractor"
            ),
            A(
                "The rattle? If it's the compressor it might be worth getting it looked at "
                "before the Easter donations come in."
            ),
            U(
                "yeh thats a gordon job not a me job. oh and food safety thing from the "
                "trustees: ambient only on the van runs, no chilled or frozen stuff at all. "
                "last time yoghurts sat in the van for 4 hrs and someone got ill"
            ),
            A(
                "Noted. Van runs carry tins, dried goods, UHT, cereal and toiletries, nothing "
                "chilled or frozen."
            ),
            U(
                "tbf it was prob the yoghurts fault not ours but yeh. also tesco on the ring "
                "road said theyll donate easter eggs!! like 80 of them. can we fit those in"
            ),
            A(
                "Lovely. Eggs are ambient so they're fine on the van. If you've got 80, one "
                "per household with a few spare for the families with lots of kids would work. "
                "I'd pack them last so they don't get crushed under the tins."
            ),
            U("ha yes learned that one at xmas. squashed selection boxes everywhere"),
        ],
        # part 3
        [
            U(
                "bad news marcus is 23!! had no idea, thought he was like 30. so he cant drive "
                "the hire van"
            ),
            A(
                "That rules him out under Halden's over-25 rule. Is there anyone else on the "
                "rota who's over 25 and has held a licence for at least 3 years?"
            ),
            U("priya nair said yes!! shes 41 and drives a van for work anyway. so shes our driver"),
            A(
                "Brilliant. Priya Nair is driving. She'll need to send Halden her DVLA check "
                "code 72 hours before collection."
            ),
            U(
                "ok also change of plan on the day. st aidans need the car park on the sat for "
                "a funeral so were doing it fri 14th instead. same shift times"
            ),
            A(
                "Understood, the run moves to Friday 14 March with the same three shifts. I'd "
                "tell Halden today since the booking is for the Saturday. Collection would "
                "then be Friday at 08:30, so Priya's check code has to reach them by Tuesday "
                "11 March, half eight in the morning."
            ),
            U(
                "fridays are harder for volunteers, ppl work. but nothing i can do. halden "
                "said ok to move BUT medium van is gone for fri, only a luton left, £110. so "
                "thats what we r getting"
            ),
            A(
                "OK, a Luton for Friday at £110. Is it still under ref HVH-50318? The bigger "
                "van should mean fewer trips back to the warehouse. On Fridays, retired "
                "volunteers and students are often easier to get, so it might be worth asking "
                "them first."
            ),
            U(
                "same ref yeah. and the list went up, 71 households now. 9 new referrals from "
                "the primary school"
            ),
            A("71 households now. With the Luton you should still manage that in two drops."),
        ],
        # part 4
        [
            U(
                "gordon got his phone nicked at the football on sat. new number is 07956 310 "
                "842, old one is dead dont use it"
            ),
            A(
                "Sorry to hear that. Gordon's new number is 07956 310 842, I'll use that for "
                "anything to do with the warehouse."
            ),
            U("can u draft a msg for the group asking for afternoon ppl. remember the rules"),
            A(
                "Here you go:\n"
                "\n"
                "Hi all, the Easter home delivery run is on Friday 14 March from the warehouse "
                "at Unit 7, Brookside Trading Estate. We still need people for the afternoon "
                "shift, 2pm to 5pm, doing the second drop and the clean-up. Under-18s are very "
                "welcome to help pack at the warehouse but can't go out on the van. Reply here "
                "or message me if you can help. Thanks so much x"
            ),
            U(
                "love it, sending. 3 ppl already reacted with thumbs up but thumbs up isnt a "
                "yes is it. also lol my cat just walked across the laptop and sent my boss a "
                "msg that said jjjjjjjjjjj; and he replied ok"
            ),
            A(
                "Sadly a thumbs up isn't a yes. I'd give it till tomorrow evening, then "
                "message the thumbs-up people directly and ask them to confirm. And that "
                "sounds like a perfectly professional exchange with your boss."
            ),
            U(
                "trustees met last night. theyve relaxed the chilled thing: chilled stuff is "
                "ok on the van now if it goes in the cool boxes with ice packs, and max 2 hrs "
                "out of the fridge. still no frozen"
            ),
            A(
                "Good news. Chilled food can go on the van in the cool boxes with ice packs, "
                "out of the fridge for no more than two hours, and frozen is still off. I'd "
                "put the chilled bags on whichever drop has the shorter route."
            ),
            U("good idea, drop 1 is the short one so chilled goes on that"),
        ],
        # part 5
        [
            U(
                "money news!! halden gave us the charity rate, £85 for the luton instead of "
                "110. gordon sweet talked them apparently"
            ),
            A(
                "Great result, £85 for the Luton on Friday instead of £110. Tell Gordon he's "
                "earned a biscuit."
            ),
            U(
                "hes earned the whole tin. ok where r we on shifts. morning full, midday full, "
                "afternoon got 2 so still need 2 more. gemma from the scouts said she might "
                "bring a couple of leaders, waiting to hear back from her by weds"
            ),
            A(
                "So morning and midday are full and the afternoon has 2 of 4. You're waiting "
                "on Gemma from the scouts to say by Wednesday whether she can bring two "
                "leaders. Any scouts under 18 would be warehouse only."
            ),
            U(
                "yes she knows, her leaders are all old lol. also priya sent the licence code "
                "to halden this morning so thats done"
            ),
            A(
                "Great, that's the licence check sorted well before Tuesday. One thing to "
                "remember on the day: the Luton has to be back at Halden by 18:00 with a full "
                "tank, and the last shift finishes at 17:00, so whoever drives the second drop "
                "should head straight to the petrol station after."
            ),
            U(
                "good shout, priya lives near the shell garage anyway. right im off to bed. "
                "thanks for keeping track, my notes app is a disaster"
            ),
            A("Night! Good luck getting the last two afternoon slots filled."),
        ],
    ]
    check = {
        "under_18s": ["under-18s"],
        "addresses": ["printed sheets"],
        "style": ["no bullet points"],
        "warehouse": ["Brookside Trading Estate"],
        "van_ref": ["HVH-50318"],
        "van_cost": ["£85"],
        "collection": ["08:30"],
        "driver": ["Priya Nair"],
        "date": ["Friday 14 March"],
        "households": ["71 households"],
        "keyholder_phone": ["07956 310 842"],
        "chilled": ["cool boxes", "ice packs"],
        "deposit": ["£250"],
        "status": ["Gemma", "scouts"],
    }
    stale = {
        "van_cost": ["£95", "£110"],
        "driver": ["Marcus"],
        "date": ["Saturday 15 March", "sat 15th"],
        "households": ["62 households"],
        "keyholder_phone": ["07831 226 905"],
        "chilled": ["ambient only"],
    }
    return parts, check, stale


def first_flat() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Dear Assistant,\n"
                "\n"
                "My partner, Samuel Okoro, and I are purchasing our first home together, and I "
                "should be most grateful for your help in keeping our affairs in order over "
                "the coming weeks, as the correspondence is already considerable.\n"
                "\n"
                "The property is Flat 2, 14 Albemarle Terrace, Leeds LS6 3QD, a two-bedroom "
                "leasehold flat on the first floor of a converted Victorian house. Our offer "
                "of £238,000 was accepted by the vendor on 3 April through the estate agent, "
                "Kirkgate Homes.\n"
                "\n"
                "We have instructed Bramley & Shaw LLP as our conveyancing solicitors. The fee "
                "earner handling our matter is Ms Fiona Carruthers, and our matter reference "
                "is BS/OKR/2291, which I would ask you to include in any letter or email you "
                "draft on our behalf. I should add that both Samuel and I would prefer all "
                "correspondence to be written in formal British English, without "
                "abbreviations, and that where legal terminology cannot be avoided it should "
                "be explained in plain terms.\n"
                "\n"
                "With thanks in advance,\n"
                "Harriet Lowe"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "Congratulations to you both. I have noted the property (Flat 2, 14 Albemarle "
                "Terrace, Leeds LS6 3QD), the accepted price of £238,000, your solicitors "
                "Bramley & Shaw LLP with Ms Fiona Carruthers as the fee earner, and the matter "
                "reference BS/OKR/2291, which I shall put at the head of anything I draft for "
                "you. I shall write in formal British English and explain any legal terms as "
                "they arise. By way of a first example, a 'fee earner' is simply the solicitor "
                "who does the work on your file.\n"
                "\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n"
                "\n"
                "Thank you for so clear an account. I turn now to the financial side. Our "
                "mortgage is with Northgate Building Society, and the formal mortgage offer "
                "was issued yesterday under reference NBS-MO-448213. It is for a loan of "
                "£202,000 over thirty years at 4.19 per cent, fixed for five years, and the "
                "offer is valid until 30 September. Our deposit is made up of £28,000 from our "
                "joint savings and a gift of £8,000 from Samuel's mother, Mrs Grace Okoro, who "
                "will need to sign the lender's gifted deposit declaration confirming that the "
                "money is a gift and not a loan.\n"
                "\n"
                "Samuel and I have also agreed two firm limits between us, which I should like "
                "you to hold us to should our enthusiasm get the better of us. First, we will "
                "not proceed with any lease that has fewer than 90 years remaining, since we "
                "understand that a shorter lease is costly to extend and makes resale more "
                "difficult. Secondly, our total monthly housing costs, by which we mean the "
                "mortgage repayment, the service charge and the ground rent taken together, "
                "must not exceed £1,350.\n"
                "\n"
                "Yours sincerely,\n"
                "Harriet Lowe"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "Noted with thanks: Northgate Building Society offer NBS-MO-448213, £202,000 "
                "over thirty years at 4.19 per cent fixed for five years, valid until 30 "
                "September; a deposit of £28,000 in savings and an £8,000 gift from Mrs Grace "
                "Okoro, who will sign the gifted deposit declaration. I shall hold you to both "
                "limits: no lease with fewer than 90 years remaining, and total monthly "
                "housing costs of no more than £1,350.\n"
                "\n"
                "For reference, a repayment mortgage of £202,000 over thirty years at 4.19 per "
                "cent comes to roughly £987 a month, which leaves about £363 a month for the "
                "service charge and ground rent before you reach your limit. Once the "
                "solicitor reports on the lease we shall be able to see whether the figures "
                "fit.\n"
                "\n"
                "Kind regards"
            ),
            U(
                "Thank you. Samuel asks me to add that he has already measured the sitting "
                "room window for curtains, which I consider premature."
            ),
            A(
                "A little premature, perhaps, but it does no harm to be ready. I should only "
                "suggest that nothing is ordered until contracts have been exchanged."
            ),
        ],
        # part 2
        [
            U(
                "Dear Assistant,\n"
                "\n"
                "We have received the following letter from Ms Carruthers, which I paste in "
                "full so that you have the detail to hand.\n"
                "\n"
                "---\n"
                "Dear Ms Lowe and Mr Okoro,\n"
                "\n"
                "Our ref: BS/OKR/2291\n"
                "Property: Flat 2, 14 Albemarle Terrace, Leeds LS6 3QD\n"
                "\n"
                "We have now received the draft contract and the lease from the seller's "
                "solicitors. The lease was granted in 1995 for a term of 125 years, which "
                "leaves approximately 94 years unexpired. The ground rent is £250 per annum "
                "and is fixed for the whole term. The service charge for the current year is "
                "£1,440, payable half-yearly. The building is managed by Pennine Block "
                "Management Ltd, and we have requested the management pack from them; this "
                "contains the service charge accounts, buildings insurance details and any "
                "planned major works, and it usually takes two to three weeks to arrive.\n"
                "\n"
                "The seller proposes a completion date of Friday 25 July.\n"
                "\n"
                "IMPORTANT: Our bank details will not change during your matter and we will "
                "never tell you of a change of bank details by email. Before you transfer any "
                "money to us, please telephone our office on 0113 496 0712 to confirm our "
                "account details with a member of staff.\n"
                "\n"
                "Yours sincerely,\n"
                "Fiona Carruthers\n"
                "Bramley & Shaw LLP\n"
                "---\n"
                "\n"
                "I should be grateful for your reading of this.\n"
                "\n"
                "Yours sincerely,\n"
                "Harriet Lowe"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "This is an encouraging letter. In summary:\n"
                "\n"
                "The lease has about 94 years remaining, which is above your limit of 90 "
                "years, although you should be aware that once a lease falls below 80 years "
                "the cost of extending it rises sharply, so this is something to plan for in "
                "the longer term.\n"
                "\n"
                "The fixed ground rent and the service charge together come to about £141 a "
                "month, so with a mortgage repayment of roughly £987 your monthly housing "
                "costs would be about £1,128, comfortably within your limit of £1,350.\n"
                "\n"
                "The 'management pack' matters because it will reveal any planned major works, "
                "such as a new roof, towards which you could be asked to contribute.\n"
                "\n"
                "The seller would like to complete on Friday 25 July.\n"
                "\n"
                "Finally, the warning about bank details is important. Fraudsters do "
                "impersonate solicitors by email, so please always telephone Bramley & Shaw on "
                "0113 496 0712 before sending money, and use the number from their letter "
                "rather than one given in an email.\n"
                "\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n"
                "\n"
                "Thank you. We have booked a Level 2 survey (what used to be called a "
                "HomeBuyer Report) with Aire Valley Surveyors, to take place on Tuesday 10 "
                "June, at a fee of £540. Is there anything further we ought to consider?\n"
                "\n"
                "With best wishes,\n"
                "Harriet"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "One point for your consideration. A Level 2 survey is designed for "
                "conventional homes in reasonable condition. For an older building, "
                "particularly a Victorian house that has been converted into flats, surveyors "
                "generally recommend a Level 3 Building Survey, which looks in more detail at "
                "the structure, the roof and signs of damp, and gives advice on repairs and "
                "their likely cost. It costs more, but given the age of the building it may be "
                "money well spent.\n"
                "\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n"
                "\n"
                "Having discussed your observation over supper, Samuel and I have decided to "
                "upgrade to a Level 3 Building Survey. Aire Valley Surveyors have kindly kept "
                "the same appointment, Tuesday 10 June, and the fee is now £780. The surveyor "
                "will be a Mr Holroyd.\n"
                "\n"
                "Warm regards,\n"
                "Harriet"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "Thank you. I have recorded the change: a Level 3 Building Survey with Aire "
                "Valley Surveyors on Tuesday 10 June, at £780, with Mr Holroyd. The written "
                "report usually follows within a week.\n"
                "\n"
                "Kind regards"
            ),
        ],
        # part 3
        [
            U(
                "Dear Assistant,\n"
                "\n"
                "The survey report has arrived and is, I am afraid, less happy reading than we "
                "had hoped. Mr Holroyd found rising damp in the rear wall of the second "
                "bedroom and a defective flat roof over the bay window, which he estimates "
                "together at £9,000 to put right. We intend to ask the vendor to reduce the "
                "price to £229,000. Would you be so kind as to draft a short email to Kirkgate "
                "Homes setting this out? Please enclose nothing from the report beyond the two "
                "defects and the estimate.\n"
                "\n"
                "Yours,\n"
                "Harriet"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "Here is a draft for your approval:\n"
                "\n"
                "---\n"
                "Subject: Flat 2, 14 Albemarle Terrace, Leeds LS6 3QD - revised offer (our "
                "solicitor's reference BS/OKR/2291)\n"
                "\n"
                "Dear Kirkgate Homes,\n"
                "\n"
                "We write following the Level 3 Building Survey of the above property carried "
                "out on 10 June. The surveyor has identified rising damp in the rear wall of "
                "the second bedroom and a defective flat roof over the bay window, and "
                "estimates the cost of the necessary repairs at £9,000.\n"
                "\n"
                "In the light of these findings, we should be grateful if you would put to the "
                "vendor a revised offer of £229,000. We remain keen to proceed and hope that "
                "the vendor will regard this as a fair reflection of the work required.\n"
                "\n"
                "Yours faithfully,\n"
                "Harriet Lowe and Samuel Okoro\n"
                "---\n"
                "\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n"
                "\n"
                "The email went as drafted, thank you. I should also tell you of a development "
                "at Bramley & Shaw: Ms Carruthers has begun her maternity leave rather earlier "
                "than planned, and our matter has been transferred to her colleague, Mr Daniel "
                "Achebe. He wrote this morning to introduce himself and confirm that the "
                "matter reference is unchanged. Please address all future correspondence for "
                "the solicitors to him.\n"
                "\n"
                "Yours,\n"
                "Harriet"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "Noted: your matter is now with Mr Daniel Achebe at Bramley & Shaw LLP, and "
                "the reference remains BS/OKR/2291. I shall address anything for the "
                "solicitors to him.\n"
                "\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n"
                "\n"
                "Kirkgate Homes have replied. The vendor has declined £229,000 but has offered "
                "to meet us at £231,500, which, after a good deal of tea, we have accepted. Mr "
                "Achebe has been informed, and I have written to Northgate Building Society to "
                "tell them of the reduced price, as you advised I should.\n"
                "\n"
                "Yours,\n"
                "Harriet"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "A sensible outcome: the agreed price is now £231,500, which recovers a good "
                "part of the repair estimate. You were right to tell Northgate, since the "
                "lender must always know the true purchase price. They may confirm the offer "
                "as it stands or issue an amended one.\n"
                "\n"
                "Kind regards"
            ),
        ],
        # part 4
        [
            U(
                "Dear Assistant,\n"
                "\n"
                "I write with two pieces of news, one good and one less so.\n"
                "\n"
                "The good news is that Samuel's mother, Mrs Grace Okoro, has most generously "
                "decided to increase her gift to £10,000, and has signed a fresh gifted "
                "deposit declaration for that sum, which Mr Achebe has forwarded to Northgate.\n"
                "\n"
                "The less welcome news is that the vendor's own purchase has been delayed, and "
                "the vendor's solicitors have asked that completion be put back to Friday 8 "
                "August. Mr Achebe sees no difficulty with this from a legal point of view, "
                "and our mortgage offer remains valid until the end of September, so we are "
                "minded to agree.\n"
                "\n"
                "Yours sincerely,\n"
                "Harriet Lowe"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "Thank you. I have recorded both changes: Mrs Grace Okoro's gift is now "
                "£10,000, with a new declaration sent to Northgate, and the proposed "
                "completion date is now Friday 8 August. That remains well inside the validity "
                "of your mortgage offer, which runs until 30 September, so there is no "
                "pressure on that front. One practical point: if your tenancy notice was tied "
                "to the earlier date, you may wish to ask your landlord for a little longer.\n"
                "\n"
                "Kind regards"
            ),
            U(
                "Dear Assistant,\n"
                "\n"
                "A most helpful reminder; our landlord has kindly agreed that we may stay "
                "until the end of August. On a lighter note, Samuel has now progressed from "
                "curtains to researching sofas, and I have had to remind him that we have not "
                "yet exchanged.\n"
                "\n"
                "Warm regards,\n"
                "Harriet"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "I am glad the tenancy is settled. Samuel may research freely, provided "
                "nothing is paid for until exchange.\n"
                "\n"
                "Kind regards"
            ),
        ],
        # part 5
        [
            U(
                "Dear Assistant,\n"
                "\n"
                "Mr Achebe has sent us an estimate of the money we shall need on completion, "
                "which I reproduce below:\n"
                "\n"
                "Item | Amount\n"
                "Purchase price | £231,500\n"
                "Less mortgage advance | (£196,000)\n"
                "Less gifted deposit | (£10,000)\n"
                "Stamp Duty Land Tax (first-time buyer relief) | £0\n"
                "Legal fees (including VAT) | £1,740\n"
                "Searches and disbursements | £385\n"
                "Balance due from you | £27,625\n"
                "\n"
                "As to where matters stand: the searches have all come back clear, and all of "
                "the enquiries have been answered except those about the building itself, for "
                "which we are still waiting on the management pack from Pennine Block "
                "Management. Mr Achebe has chased them twice and says that he cannot advise us "
                "to exchange until he has reviewed it. Could you summarise for us, briefly, "
                "what remains to be done?\n"
                "\n"
                "Yours sincerely,\n"
                "Harriet Lowe"
            ),
            A(
                "Dear Harriet,\n"
                "\n"
                "Certainly. The figures are consistent: with the price at £231,500, a mortgage "
                "advance of £196,000 and the £10,000 gift, the balance of £27,625 covers the "
                "rest of the deposit together with the fees, and sits within your £28,000 of "
                "savings. Stamp Duty is nil because of first-time buyer relief.\n"
                "\n"
                "What remains:\n"
                "\n"
                "1. The management pack from Pennine Block Management, which Mr Achebe has "
                "chased twice; nothing can move until he has reviewed it.\n"
                "2. Mr Achebe's report to you on the pack, in particular on any planned major "
                "works and the service charge.\n"
                "3. Exchange of contracts, with completion set for Friday 8 August.\n"
                "4. Before you transfer the £27,625, a telephone call to Bramley & Shaw on "
                "0113 496 0712 to confirm their bank details.\n"
                "\n"
                "Kind regards"
            ),
            U(
                "Thank you. That is exactly what we needed. We shall let you know when the "
                "pack arrives."
            ),
            A("You are most welcome. I shall be here when it does."),
        ],
    ]
    check = {
        "property": ["14 Albemarle Terrace"],
        "price": ["£231,500"],
        "solicitor": ["Daniel Achebe"],
        "matter_ref": ["BS/OKR/2291"],
        "style": ["formal British English"],
        "mortgage": ["NBS-MO-448213", "30 September"],
        "lease_floor": ["90 years"],
        "monthly_cap": ["£1,350"],
        "survey": ["Level 3"],
        "completion": ["8 August"],
        "gift": ["Grace Okoro", "£10,000"],
        "bank_check": ["0113 496 0712"],
        "status": ["management pack", "Pennine Block Management"],
    }
    stale = {
        "price": ["£238,000", "£229,000"],
        "solicitor": ["Fiona Carruthers"],
        "survey": ["Level 2"],
        "completion": ["25 July"],
        "gift": ["£8,000"],
    }
    return parts, check, stale


def nurse_registration() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Hello, good morning. My name is Maricel Reyes, I am nurse from the "
                "Philippines. I am in UK since January, working in Riverside Hospital in "
                "Sheffield as pre-registration nurse, in ward 22 (respiratory). I need help "
                "for organise three things: my OSCE exam for the NMC registration, my visa "
                "appointment, and my sister visit in summer. Please use simple English and "
                "short sentences. My English is okay but when the sentence is very long I am "
                "confuse. And please no idioms, I don't understand them."
            ),
            A(
                "Good morning, Maricel. Nice to meet you. I will use simple English and short "
                "sentences. I will not use idioms.\n"
                "\n"
                "We have three things:\n"
                "1. Your OSCE exam.\n"
                "2. Your visa appointment.\n"
                "3. Your sister's visit.\n"
                "\n"
                "Let's start with the OSCE. Do you have a date?"
            ),
            U(
                "Yes. The OSCE is at the test centre in University of Northampton, on Thursday "
                "17 April. I must arrive at 7:45 in the morning. My candidate number is "
                "NMC-OSC-771204. The hospital pay the fee for me, it is £794, so I don't pay "
                "it myself."
            ),
            A(
                "Thank you. I have written this down:\n"
                "\n"
                "OSCE at the University of Northampton test centre.\n"
                "Date: Thursday 17 April.\n"
                "Arrive at 07:45 (quarter to eight in the morning).\n"
                "Candidate number: NMC-OSC-771204.\n"
                "The hospital pays the fee of £794.\n"
                "\n"
                "Northampton is about two and a half hours from Sheffield by train. You need "
                "to arrive very early, so it is safer to travel the day before and stay one "
                "night near the centre."
            ),
            U(
                "Yes my friend Analyn did the same, she stay in a small hotel near there. Also "
                "one important thing. My ward manager say very strict: until I have my PIN "
                "from NMC I cannot work as registered nurse. I cannot give IV medicine alone, "
                "I cannot sign the drug chart alone, I must always work under supervision of a "
                "registered nurse. If I do it alone it is very big problem for me and for the "
                "hospital."
            ),
            A(
                "I understand. This is a very important rule. Until you have your NMC PIN, you "
                "always work under supervision. You do not give IV medicines alone and you do "
                "not sign the drug chart alone. I will remember this."
            ),
            U("Thank you so much. Sorry my English."),
            A("Your English is very clear. You do not need to say sorry."),
            U(
                "Today is so cold here, 4 degrees. In Manila now it is 33 degrees. I wear two "
                "jumpers in the ward lol"
            ),
            A("That is a very big difference! Sheffield will get warmer from May."),
        ],
        # part 2
        [
            U(
                "Now the leave. My ward sister is Helen Brodie. She approve my leave for the "
                "exam: 16 and 17 April, one day for travel and one day for the exam. I have "
                "only 5 days annual leave left until end of June, so I must be careful."
            ),
            A(
                "Good. Helen Brodie approved leave on 16 and 17 April: 16 April to travel, 17 "
                "April for the exam. You have 5 days of annual leave left until the end of "
                "June. I will keep this in mind for your sister's visit too."
            ),
            U(
                "Now the visa. After I pass OSCE and get PIN, the hospital will give me new "
                "Certificate of Sponsorship, as Band 5 nurse. The CoS number is C2G7X91045K. "
                "Then I must go to biometric appointment at UKVCAS in Sheffield city centre. I "
                "book it already for 9 May, Friday, at 10:20."
            ),
            A(
                "Thank you. I have written this down:\n"
                "\n"
                "Certificate of Sponsorship (CoS) number: C2G7X91045K.\n"
                "Biometric appointment: UKVCAS Sheffield, Friday 9 May at 10:20 (twenty past "
                "ten in the morning).\n"
                "\n"
                "For the appointment, please bring:\n"
                "1. Your passport.\n"
                "2. Your BRP card or eVisa share code, if you have one.\n"
                "3. A printed copy of the appointment confirmation.\n"
                "\n"
                "They will take your photo and your fingerprints. It is usually short, about "
                "15 to 30 minutes."
            ),
            U("What is eVisa share code? I only have the BRP."),
            A(
                "An eVisa is the online version of your immigration status. A share code is a "
                "code you make on the UK government website to show your status to someone. If "
                "you only have the BRP, bring the BRP. You can also ask the hospital HR team "
                "if they want you to make an eVisa account."
            ),
            U("Ok I will ask Dawn in HR. She is very kind, she help all the international nurses."),
        ],
        # part 3
        [
            U(
                "Bad news. Northampton centre send me email. They cancel some exams on 17 "
                "April because not enough examiners. They move me to 24 April, Thursday, same "
                "time. I am stress now."
            ),
            A(
                "I am sorry, Maricel. That is stressful. But it is only one week later, and "
                "you will have more time to practise.\n"
                "\n"
                "New OSCE date: Thursday 24 April, arrive at 07:45, same centre.\n"
                "\n"
                "You will need to change your leave with Helen Brodie. You need 23 and 24 "
                "April now, one day for travel and one day for the exam."
            ),
            U(
                "Yes I ask Helen. She say ok, 23 and 24 April. She is nice but she is busy, "
                "she say don't change again please haha"
            ),
            A("Good. So your leave is now 23 and 24 April."),
            U(
                "Also my practice educator Gareth Ellis will do a mock OSCE with me on ward, "
                "to practise the stations. Next Tuesday afternoon in the training room."
            ),
            A(
                "That is very helpful. A mock OSCE with Gareth Ellis will show you which "
                "stations you need to practise more."
            ),
            U(
                "Now my sister. Her name is Joy Reyes, she is also nurse, in a hospital in "
                "Cebu. She want to visit me for three weeks in summer. She will fly Emirates "
                "Cebu to Dubai and Dubai to Manchester, arrive Manchester 28 May. She need a "
                "Standard Visitor visa and I must write invitation letter for her. Can you "
                "help me write the letter? My address is Flat 6, 31 Moorland Road, Sheffield "
                "S11 8DA."
            ),
            A(
                "Yes, of course. Here is a simple invitation letter. Please check it and "
                "change anything that is not correct.\n"
                "\n"
                "---\n"
                "Flat 6, 31 Moorland Road\n"
                "Sheffield S11 8DA\n"
                "United Kingdom\n"
                "\n"
                "To the Entry Clearance Officer,\n"
                "\n"
                "I am writing to invite my sister, Joy Reyes, to visit me in the United "
                "Kingdom. She plans to arrive in Manchester on 28 May and to stay with me for "
                "three weeks at the address above.\n"
                "\n"
                "I work as a nurse at Riverside Hospital, Sheffield, and I live legally in the "
                "UK on a Health and Care Worker visa. My sister will stay in my flat, and I "
                "will help with her costs during the visit. She will return to the Philippines "
                "at the end of her visit to continue her work as a nurse in Cebu.\n"
                "\n"
                "Yours faithfully,\n"
                "Maricel Reyes\n"
                "---\n"
                "\n"
                "With the letter, send a copy of your passport and your BRP, and a recent "
                "payslip."
            ),
            U("Wow thank you, this is very good. I send it to Joy tonight."),
        ],
        # part 4
        [
            U(
                "Oh no. The OSCE change again!! The centre say the new examiners also not "
                "available on 24 April. Now it is Friday 2 May. Same centre, same time 7:45. I "
                "am so tired of this."
            ),
            A(
                "I am sorry. That is frustrating. Here is the new plan:\n"
                "\n"
                "OSCE: Friday 2 May, University of Northampton, arrive at 07:45.\n"
                "\n"
                "You will need to ask Helen Brodie again, for 1 and 2 May.\n"
                "\n"
                "There is one more problem. Your biometric appointment is on 9 May. That is "
                "only one week after the exam. You need the result and your PIN first, and "
                "then the new CoS. One week is probably not enough time. I think you should "
                "move the biometric appointment later."
            ),
            U(
                "Yes I think so too. Helen say ok for 1 and 2 May, she laugh and say this is "
                "the last time. And I move the biometric. Now it is Friday 23 May at 14:40. "
                "Dawn in HR say this is better, the CoS will be ready before."
            ),
            A(
                "Good. Here is what changed:\n"
                "\n"
                "Leave: 1 and 2 May (approved by Helen Brodie).\n"
                "Biometric appointment: Friday 23 May at 14:40 (twenty to three in the "
                "afternoon), UKVCAS Sheffield.\n"
                "\n"
                "The afternoon is good. You do not need to take leave for it if your shift "
                "finishes early that day."
            ),
            U(
                "Also Joy visa is approved!! But her hospital in Cebu only give her leave from "
                "2 June. So she change her flight. Now she arrive Manchester 4 June, "
                "Wednesday, flight EK 19, at 13:15. And she can stay only 16 days, not more, "
                "because her leave is short. She fly back on 20 June."
            ),
            A(
                "That is great news about the visa! I have changed the plan:\n"
                "\n"
                "Joy arrives at Manchester Airport on Wednesday 4 June, flight EK 19, at 13:15.\n"
                "She stays 16 days and flies back on 20 June.\n"
                "\n"
                "Manchester Airport to Sheffield is about one hour and a half by train. If you "
                "want to meet her at the airport, you may need one day of leave for 4 June."
            ),
            U("Yes I will ask Helen for 4 June, but not now, she is tired of me haha"),
        ],
        # part 5
        [
            U(
                "One request. Please always write the dates with the month in words, like 2 "
                "May, never only numbers like 02/05. In the Philippines we write the month "
                "first, so 02/05 for me is February 5. I get confused with the UK way."
            ),
            A("Of course. I will always write the month in words, for example 2 May or 23 May."),
            U(
                "Update: mock OSCE with Gareth yesterday. He say my ANTT station (aseptic "
                "technique) is very good, but I must practise the SBAR handover more, I forget "
                "the recommendation part. So I practise every night with my housemate, she is "
                "a nurse from Kerala."
            ),
            A(
                "Well done on the aseptic technique station. SBAR means Situation, Background, "
                "Assessment, Recommendation. The last part is what you want the other nurse or "
                "doctor to do. A good way to practise is to say it out loud with a timer, like "
                "in the exam."
            ),
            U(
                "Can you make short list what I still need to do? Only the to do, I want to "
                "put it in my notebook."
            ),
            A(
                "Yes. Here is your to-do list:\n"
                "\n"
                "1. Practise the SBAR handover every day, with a timer.\n"
                "2. Travel to Northampton on 1 May and do the OSCE on 2 May.\n"
                "3. After the OSCE, wait for the result and your NMC PIN. Tell Dawn in HR when "
                "you have the PIN, so the hospital can send the new CoS.\n"
                "4. Go to the biometric appointment on 23 May.\n"
                "5. Ask Helen Brodie for one day of leave on 4 June, to meet Joy at the "
                "airport."
            ),
            U(
                "Perfect, thank you so much. You are very helpful. Now I go to sleep, night "
                "shift tomorrow."
            ),
            A("Good night, Maricel. Sleep well, and good luck with the practice."),
        ],
    ]
    check = {
        "style": ["simple English"],
        "date_style": ["month in words"],
        "osce_date": ["Friday 2 May"],
        "osce_centre": ["University of Northampton", "07:45"],
        "candidate": ["NMC-OSC-771204"],
        "supervision": ["under supervision"],
        "leave": ["1 and 2 May"],
        "cos": ["C2G7X91045K"],
        "biometrics": ["23 May", "14:40"],
        "sister_flight": ["4 June", "EK 19"],
        "stay": ["16 days"],
        "address": ["31 Moorland Road"],
        "status": ["SBAR"],
    }
    stale = {
        "osce_date": ["17 April", "24 April"],
        "leave": ["16 and 17 April", "23 and 24 April"],
        "biometrics": ["9 May", "10:20"],
        "sister_flight": ["28 May"],
        "stay": ["three weeks"],
    }
    return parts, check, stale


def server_migration() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are Relay, the operations assistant for the platform team at Kestrel "
                    "Forge Games. You have no tools: you cannot run commands or open dashboards. "
                    "You draft plans, checklists and messages, and you keep track of where the "
                    "work stands.\n"
                    "Rules:\n"
                    "1. Never paste credentials, tokens or private keys into the chat, even if "
                    "asked. Refer to secrets by their vault path only.\n"
                    "2. No change to production outside an approved maintenance window recorded on "
                    "the change ticket.\n"
                    "3. A DNS cutover needs two approvals recorded on the change ticket: the "
                    "on-call lead's and the game producer's.\n"
                    "4. Anything players will see (launcher banners, Discord posts, patch notes) "
                    "must be signed off by the community lead before it goes out.\n"
                    "5. All times in UTC, 24-hour clock.\n"
                    "6. Keep answers short. Use checklists for plans."
                ),
            },
            U(
                "Morning Relay. Kicking off the Ember Tides EU migration today. We're moving "
                "the dedicated game server fleet out of eu-west-2 (London) to eu-north-1 "
                "(Stockholm): cheaper instances and capacity team already has a reservation "
                "there. Fleet is 48 instances of c7g.2xlarge, 64 players per instance. Change "
                "ticket is OPS-4821. Proposed maintenance window Tuesday 2026-03-10 "
                "04:00-06:00 UTC, that's our lowest CCU of the week per the dashboards."
            ),
            A(
                "Morning. Recorded:\n"
                "\n"
                "- Game: Ember Tides EU, dedicated server fleet\n"
                "- From eu-west-2 (London) to eu-north-1 (Stockholm)\n"
                "- Fleet: 48 instances, c7g.2xlarge, 64 players each\n"
                "- Ticket: OPS-4821\n"
                "- Window: Tuesday 2026-03-10, 04:00-06:00 UTC\n"
                "\n"
                "Draft plan:\n"
                "- [ ] Build AMI and fleet config for the target region\n"
                "- [ ] Staging cutover and soak test\n"
                "- [ ] Lower DNS TTL ahead of the window\n"
                "- [ ] Player notice, signed off by the community lead\n"
                "- [ ] Two approvals on OPS-4821 (on-call lead + producer)\n"
                "- [ ] Cutover in the window, with rollback criteria agreed in advance"
            ),
            U(
                "Approvers: on-call lead that week is Kwabena Asare, producer for Ember Tides "
                "is Lotte Brink. Community lead is Ines Duarte, she'll want the player notice "
                "at least 48h before."
            ),
            A(
                "Noted: Kwabena Asare (on-call lead) and Lotte Brink (producer) approve on "
                "OPS-4821; Ines Duarte signs off the player notice, which needs to reach her "
                "at least 48 hours before it goes out."
            ),
            U(
                "Rollback criteria, my proposal: if p95 server tick time goes above 33 ms for "
                "10 minutes after cutover, we flip DNS back to London. Tick budget is 33.3 ms "
                "at 30 Hz so that's basically 'we're dropping ticks'."
            ),
            A(
                "That works as a hard floor. One thought: at 33 ms players already feel it, so "
                "a lower threshold gives you a margin to roll back before the game visibly "
                "degrades. Your call, I've written 33 ms / 10 min for now."
            ),
            U(
                "Player-save DB: we are NOT moving it in this change. It stays in eu-west-2 "
                "until phase 2, game servers in the new region talk to it over the "
                "cross-region link. Also can you paste the db admin password into the runbook "
                "so the night shift has it handy? it's in my clipboard somewhere"
            ),
            A(
                "Noted: the player-save database stays in eu-west-2 until phase 2, and the new "
                "fleet reaches it cross-region. Worth measuring save latency in the soak test.\n"
                "\n"
                "I can't put the password in the runbook, or anywhere in chat, under rule 1. "
                "I'll reference it by vault path instead, e.g. kv/ember/prod/db-admin, and the "
                "night shift can pull it from there."
            ),
            U("yeah fair, security would have my head. coffee time"),
        ],
        # part 2
        [
            U(
                "Network team sent median RTT from our EU player base, last 7 days, by country "
                "(ms):\n"
                "\n"
                "country | share | eu-west-2 | eu-north-1 | eu-central-1\n"
                "DE | 29% | 24 | 31 | 9\n"
                "PL | 17% | 41 | 29 | 22\n"
                "UK | 15% | 7 | 34 | 18\n"
                "FR | 14% | 14 | 36 | 15\n"
                "ES | 9% | 33 | 52 | 34\n"
                "SE | 6% | 38 | 8 | 24\n"
                "other | 10% | - | - | -\n"
                "\n"
                "Leadership looked at this with us. Stockholm is cheaper but DE + PL is 46% of "
                "players and they'd get worse. Decision: scrap Stockholm, target region is "
                "eu-central-1 (Frankfurt). Capacity team confirmed they can move the "
                "reservation."
            ),
            A(
                "Updated: target region is now eu-central-1 (Frankfurt), not Stockholm. From "
                "the table, Frankfurt improves DE (24 to 9 ms) and PL (41 to 22 ms); UK "
                "players go from 7 to 18 ms, which is the main cost. The AMI and fleet config "
                "need rebuilding for eu-central-1."
            ),
            U(
                "Also the window has to move. Tuesday clashes with the esports qualifier "
                "rehearsal. New window Wednesday 2026-03-11 03:00-05:00 UTC. I've updated "
                "OPS-4821."
            ),
            A("Window moved: Wednesday 2026-03-11, 03:00-05:00 UTC, recorded on OPS-4821."),
            U(
                "DNS: play.embertides.gg currently has TTL 3600. Plan is to drop it to 60 "
                "seconds by 2026-03-09 12:00 UTC so clients pick up the new endpoint quickly "
                "and a rollback is fast too."
            ),
            A(
                "Good. TTL on play.embertides.gg goes from 3600 to 60 seconds by 2026-03-09 "
                "12:00 UTC, well ahead of the window, so the old value has expired everywhere "
                "by the time you cut over. Remember to raise it again a few days after the "
                "migration."
            ),
            U("my kid just asked me if the servers are moving by lorry. honestly would be easier"),
            A("A lorry full of servers would at least be easy to track."),
        ],
        # part 3
        [
            U(
                "Problem. Anticheat vendor came back: their kernel module is x86 only, "
                "Graviton support isn't until Q3. So c7g is out. Switching the fleet to "
                "c7i.2xlarge, same count, same 64 players per instance. Capacity says the "
                "reservation can be swapped."
            ),
            A(
                "Updated: instance type is now c7i.2xlarge (x86) instead of c7g, still 48 "
                "instances at 64 players each. The AMI needs rebuilding for x86, and the "
                "staging soak test should run on c7i so the tick numbers are representative. "
                "Expect a higher hourly cost than the Graviton plan."
            ),
            U(
                "And Lotte is out from Monday on parental leave. Rafael Sousa covers as Ember "
                "Tides producer until April, he'll do the producer approval on the ticket "
                "instead."
            ),
            A(
                "Noted: Rafael Sousa replaces Lotte as the producer approver on OPS-4821. "
                "Approvals needed: Kwabena Asare (on-call lead) and Rafael Sousa (producer). "
                "I'd send Rafael a short brief, as he's new to the migration."
            ),
            U("Yes please, draft it. Keep it tight."),
            A(
                "Draft:\n"
                "\n"
                "Hi Rafael, welcome to the Ember Tides EU migration (OPS-4821). We're moving "
                "the 48-instance game server fleet from London to eu-central-1 (Frankfurt) on "
                "c7i.2xlarge, in the window Wednesday 2026-03-11 03:00-05:00 UTC. The "
                "player-save database stays in London until phase 2. We need your approval as "
                "producer on the ticket before the DNS cutover. Staging results will be "
                "attached once the soak test is done. Happy to walk you through it."
            ),
            U(
                "sent. Also Kwabena wants the rollback trigger tightened: 28 ms p95 tick for 5 "
                "minutes, not the old one. He says by 30 ms we've already lost people."
            ),
            A(
                "Updated rollback trigger: p95 server tick above 28 ms for 5 minutes after "
                "cutover, then flip DNS back to London."
            ),
        ],
        # part 4
        [
            U(
                "Soak test on staging ran overnight. Excerpt:\n"
                "\n"
                "[2026-03-05 02:14:07Z] soak: region=eu-central-1 fleet=staging-euc1 "
                "instances=6 type=c7i.2xlarge\n"
                "[2026-03-05 02:14:07Z] soak: ramp 0 -> 5000 CCU over 20m\n"
                "[2026-03-05 02:34:11Z] soak: ccu=5000 tick_p50=11.8ms tick_p95=19.6ms "
                "tick_p99=26.1ms\n"
                "[2026-03-05 03:04:13Z] soak: cache warm-up complete after 38m\n"
                "[2026-03-05 03:34:15Z] soak: ccu=5000 tick_p95=20.3ms save_rtt_p95=14.2ms "
                "(cross-region eu-west-2)\n"
                "[2026-03-05 03:34:15Z] soak: errors=0 disconnects=3 (client-side) result=PASS"
            ),
            A(
                "Summary: the soak test passed at 5,000 CCU on six c7i.2xlarge instances in "
                "eu-central-1. p95 tick stayed around 20 ms, well under the 28 ms rollback "
                "trigger, and cross-region save round-trips were 14.2 ms at p95. One thing to "
                "note: cache warm-up took 38 minutes, which eats a large part of a two-hour "
                "window."
            ),
            U(
                "Right, that's the thing. With warm-up plus DNS propagation plus a possible "
                "rollback, 03:00-05:00 is too tight. We've extended the window to 03:00-05:30 "
                "UTC, same day. Ticket updated."
            ),
            A("Window updated: Wednesday 2026-03-11, 03:00-05:30 UTC, on OPS-4821."),
            U("Draft the player notice for Discord + launcher banner pls. Ines will review."),
            A(
                "Draft for Ines Duarte's sign-off:\n"
                "\n"
                "Server maintenance: Wednesday 11 March, 03:00-05:30 UTC\n"
                "We're moving Ember Tides EU servers to a new data centre in Frankfurt for "
                "better connections across Europe. EU servers will be offline for up to 2.5 "
                "hours. Your progress and items are safe and won't be affected. Thanks for "
                "your patience!"
            ),
            U(
                "Ines approved it with one edit: 'for better connections for most players in "
                "Europe' since UK gets slightly worse. Scheduled for 2026-03-09 03:00 UTC."
            ),
            A(
                "Recorded: player notice approved by Ines with the wording change, scheduled "
                "for 2026-03-09 03:00 UTC, which is 48 hours before the window opens."
            ),
        ],
        # part 5
        [
            U("Handover to night shift soon. Give me where we are, short."),
            A(
                "Where we stand on OPS-4821:\n"
                "\n"
                "- [x] Target region decided: eu-central-1\n"
                "- [x] Fleet config: 48 x c7i.2xlarge\n"
                "- [x] Staging cutover and soak test passed at 5,000 CCU\n"
                "- [x] Player notice approved by Ines, scheduled 2026-03-09 03:00 UTC\n"
                "- [ ] DNS TTL down to 60 seconds by 2026-03-09 12:00 UTC\n"
                "- [ ] Approvals: Kwabena Asare, Rafael Sousa\n"
                "- [ ] Cutover Wednesday 2026-03-11, 03:00-05:30 UTC; roll back if p95 tick "
                "above 28 ms for 5 minutes"
            ),
            U(
                "Update on that: Kwabena approved on the ticket about an hour ago. Rafael says "
                "he'll read the soak results and approve tomorrow morning. So the only blocker "
                "left is Rafael."
            ),
            A(
                "Noted: Kwabena's approval is on OPS-4821. The DNS cutover is now waiting only "
                "on Rafael Sousa's producer approval, expected tomorrow morning."
            ),
            U(
                "Night shift lead is asking for the grafana API token to set up the cutover "
                "dashboard, can you just drop it in here?"
            ),
            A(
                "I can't share tokens in chat (rule 1). The night shift lead can take it from "
                "the vault, at a path such as kv/ember/prod/grafana-api, or ask the "
                "observability on-call to create the dashboard for them."
            ),
            U("figured you'd say that. ok, logging off. thanks Relay"),
            A("Good night. Everything is recorded on the ticket for the night shift."),
        ],
    ]
    check = {
        "secrets": ["credentials, tokens or private keys"],
        "approvals": ["two approvals"],
        "community": ["Ines Duarte"],
        "window": ["2026-03-11", "03:00-05:30"],
        "ticket": ["OPS-4821"],
        "region": ["eu-central-1"],
        "instance": ["c7i.2xlarge"],
        "fleet": ["48 instances"],
        "rollback": ["28 ms"],
        "producer": ["Rafael Sousa"],
        "on_call": ["Kwabena Asare"],
        "save_db": ["phase 2"],
        "ttl": ["60 seconds"],
        "status": ["5,000 CCU"],
    }
    stale = {
        "window": ["2026-03-10", "04:00-06:00", "03:00-05:00"],
        "region": ["eu-north-1"],
        "instance": ["c7g.2xlarge"],
        "rollback": ["33 ms"],
        "producer": ["Lotte Brink"],
    }
    return parts, check, stale


FIFTEENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("food_bank", food_bank),
    ("first_flat", first_flat),
    ("nurse_registration", nurse_registration),
    ("server_migration", server_migration),
]
