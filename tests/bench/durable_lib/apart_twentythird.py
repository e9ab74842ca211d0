"""Four more chats written apart: a woman in Manchester planning, over a week of chatty evening
messages, a visit to her old flatmate and new baby in Copenhagen, whose dates, sofa, dog sitter and
dinner plans all shift; a customs brokerage's support assistant under a system prompt of numbered
rules helping a Norwich coffee roastery clear an imported roaster, with a reclassified commodity
code, an escalation to a licensed broker and a storage waiver; a homeowner rebuilding a home
network on OPNsense with VLANs, Pi-hole and WireGuard, pasting config and output while a subnet is
renumbered, one firewall rule is relaxed and the guest cap tightened; and a retired teacher
self-publishing her first novel in long messages that mix several decisions at once, accepting
the assistant's options by position or description; five parts each, with durable items changed
later.
"""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def copenhagen() -> Apart:
    parts = [
        [
            U(
                "hiya! ok so I need help planning a trip and my brain is mush after work. my "
                "old uni flatmate Signe moved back to Denmark in 2019 and she had her baby three "
                "weeks ago, a little girl called Ellen 😭 and I've promised I'll visit them in "
                "Copenhagen before the end of October"
            ),
            A(
                "Oh, congratulations to Signe! Happy to help you plan it. Where are you flying "
                "from, and do you have rough dates in mind?"
            ),
            U(
                "Manchester. I was thinking Thursday 9 October to Sunday 12 October, I've got a "
                "few days of annual leave left that I have to use anyway"
            ),
            A("Thursday 9 October to Sunday 12 October, from Manchester. Any flight preferences?"),
            U(
                "yes!! I hate early flights. nothing that leaves before 10am, I'm a wreck in the "
                "mornings and I am never doing a 4am taxi to T1 again as long as I live"
            ),
            A("Understood, no flights departing before 10am. 😄"),
            U(
                "also carry-on only, I refuse to pay £40 for a bag on a three night trip. and "
                "aisle seat if they let you choose, I have the bladder of a toddler lol"
            ),
            A("Carry-on only and an aisle seat. Do you have a budget for the whole trip?"),
            U(
                "I'd like to keep the whole thing under £600 if I can, flights and food and "
                "everything. Signe says I can sleep on her sofa so that saves loads"
            ),
            A(
                "With the sofa that's very doable. Copenhagen is pricey for eating out, but "
                "flights from Manchester in October are usually reasonable."
            ),
            U(
                "she lives in Nørrebro near the lakes, with her partner Mads. he's lovely but "
                "very quiet, it took me about four visits to get a full sentence out of him"
            ),
            A(
                "Ha. Nørrebro is a nice area, and it's easy from the airport: Metro into town "
                "and one change, roughly 25 minutes."
            ),
            U(
                "also I need to sort Biscuit, my whippet. my neighbour Carol usually has him, "
                "she spoils him rotten. I'll ask her tomorrow"
            ),
            A("Sounds good, let me know what Carol says."),
            U("what's the weather like there in october btw"),
            A(
                "Usually 8 to 13°C, often grey and windy, with a fair chance of rain most days. "
                "A proper coat and something waterproof would be wise."
            ),
            U("brilliant 🙃 ok Bake Off's starting, night!"),
            A("Enjoy! Goodnight."),
        ],
        [
            U(
                "afternoon! bad news on the dog front, Carol's at her sister's in Whitby that "
                "whole fortnight so she can't have Biscuit 😩"
            ),
            A("Ah, that's a shame. Do you have a backup, like a dog walker or a friend?"),
            U(
                "there's Maggie who walks him sometimes, she does home boarding too. she's £25 a "
                "night and Biscuit already loves her so that's probably the answer. I'll message "
                "her tonight"
            ),
            A("That sounds ideal, he'll be with someone he knows."),
            U(
                "oh wait, Signe just messaged back. she says Mads's parents are coming down "
                "from Aarhus that weekend and staying with them, so could I come the week after "
                "instead??"
            ),
            A(
                "Of course. The week after would be Thursday 16 October to Sunday 19 October. "
                "Does that still work with your leave?"
            ),
            U("yeah should be fine, I'll tell work tomorrow. can you look at flights?"),
            A(
                "Here's what fits your rules (nothing before 10am, carry-on only):\n"
                "Outbound: SAS SK 2548, Thursday 16 October, departs Manchester 11:40, lands "
                "Copenhagen 14:30.\n"
                "Return: SAS SK 2547, Sunday 19 October, departs Copenhagen 17:05, lands "
                "Manchester 18:10.\n"
                "About £168 return with a cabin bag. Seat selection is about £12 each way if "
                "you want to guarantee the aisle."
            ),
            U("done!! booking ref QX7T2M. I paid for the aisle seats too, worth it"),
            A("Lovely. Booking ref QX7T2M, SK 2548 out and SK 2547 back."),
            U(
                "I need to stop buying tiny baby clothes, I've bought three outfits already and "
                "she's not even my baby lol"
            ),
            A("Honestly that's part of the fun. Anything else you're planning to bring?"),
            U(
                "my mum's knitting Ellen a cardigan, lemon yellow, that's the proper present. "
                "mum's been knitting it every night in front of the telly"
            ),
            A("That's really sweet, Signe will love it."),
        ],
        [
            U(
                "ok slight change of plan. Signe rang last night, she was a bit teary tbh, Ellen "
                "isn't sleeping and she said having someone on the sofa would honestly be too "
                "much right now. which is completely fair. so I need a hotel 🙈"
            ),
            A(
                "Totally understandable with a newborn. Do you want somewhere in Nørrebro, "
                "walking distance from her place? And what would you like to spend a night?"
            ),
            U("yes walking distance please. under 1,200 kroner a night? is that realistic"),
            A(
                "Tight for Copenhagen but possible. Three in Nørrebro:\n"
                "1. Hotel Ravnsborg, on Nørrebrogade, about 1,150 DKK a night, six minutes' "
                "walk to the lakes. Small rooms but good reviews.\n"
                "2. Lakeside Rooms, about 1,390 DKK, a bit over budget.\n"
                "3. A hostel private room at around 900 DKK, shared bathroom."
            ),
            U(
                "not doing a shared bathroom at 38 lol. Ravnsborg looks cute, booked it, 3 "
                "nights, confirmation HR-55120"
            ),
            A("Great, Hotel Ravnsborg for 3 nights, confirmation HR-55120."),
            U(
                "ok so that's blown the budget a bit. let's say £700 for the whole trip now, "
                "I'll just have fewer takeaways in november"
            ),
            A(
                "Fair enough, £700 then. Flights £168 plus the hotel still leaves room for "
                "food and the odd coffee."
            ),
            U(
                "also Signe wants to take me out for dinner on the Saturday. she's vegan now "
                "since the pregnancy (long story involving a documentary) so she asked me to "
                "find somewhere"
            ),
            A(
                "There's a small vegan place called Grønt Bord on Jægersborggade, in her "
                "neighbourhood. Shall I note a table for three at 19:00 on Saturday, for you, "
                "Signe and Mads?"
            ),
            U("yes perfect, I'll book it online"),
            A("Noted: Grønt Bord, Saturday, 19:00, table for three."),
            U("Maggie said yes for Biscuit btw!! 🐶"),
            A("Brilliant, that's a relief. Biscuit with Maggie at £25 a night."),
        ],
        [
            U(
                "scratch that, work won't let me have the Thursday off (Gavin strikes again, "
                "stock take apparently) so I'll fly out Friday instead. similar time if there "
                "is one?"
            ),
            A(
                "Friday would be 17 October. SAS has SK 2552, departing Manchester 14:15, "
                "landing 17:05. Changing the outbound on booking QX7T2M costs a £45 change fee "
                "plus £12 fare difference. The return stays the same."
            ),
            U("ugh fine, do it. well I'll do it, you know what I mean"),
            A(
                "Ha, yes. Once you've changed it: outbound SK 2552 on Friday 17 October, "
                "return SK 2547 on Sunday 19 October, same booking ref."
            ),
            U(
                "done. and I emailed Hotel Ravnsborg and they changed it to 2 nights, Friday "
                "and Saturday, no fee thank god. same confirmation number"
            ),
            A("Nice of them. So the hotel is now 2 nights, Friday and Saturday."),
            U(
                "oh wait, she said (Signe) Mads is on baby duty Saturday night so it's just the "
                "two of us for dinner. and can we do 18:30 instead, she wants to be home for "
                "the 9pm feed"
            ),
            A(
                "Makes sense. So Grønt Bord on Saturday at 18:30, table for two. You'll want "
                "to change the online booking."
            ),
            U("what's a good thing to get Signe herself? everyone forgets the mum"),
            A(
                "Something just for her: nice hand cream, a good chocolate bar, or a voucher "
                "for a massage once she's up to it. Practical and kind."
            ),
        ],
        [
            U("hiya, trip's next week!! I'm so excited I could cry"),
            A("So close now! Anything left to sort?"),
            U(
                "still need to send Maggie the vet's number and Biscuit's food instructions, "
                "he's on the sensitive stomach kibble and he will eat socks if you let him"
            ),
            A(
                "Noted, that's still pending: send Maggie the vet's number and his feeding "
                "instructions."
            ),
            U("do I need a plug adapter in Denmark"),
            A(
                "Yes, the usual European two-pin plugs work. Take one UK to EU adapter, or two "
                "if you want to charge your phone and something else at once."
            ),
            U("and cash? I've got about 300 kroner from a work trip years ago"),
            A(
                "Denmark is almost cashless, cards work everywhere. Check those notes are still "
                "valid, as some older banknotes were withdrawn."
            ),
            U("ok. mum finished the cardigan, it's gorgeous, I'm packing it first"),
            A("Lovely. Sounds like you're nearly all set."),
            U("right, I'm going to go and pack way too many jumpers. thanks for all the help x"),
            A("Have a wonderful trip, and give Ellen a cuddle from me!"),
        ],
    ]
    check = {
        "friend": ["Signe"],
        "baby": ["Ellen"],
        "partner": ["Mads"],
        "area": ["Nørrebro"],
        "no early flights": ["before 10am"],
        "luggage": ["carry-on only"],
        "seat": ["aisle"],
        "budget": ["£700"],
        "outbound": ["17 October", "SK 2552"],
        "return": ["19 October", "SK 2547"],
        "flight booking": ["QX7T2M"],
        "hotel": ["Ravnsborg", "2 nights"],
        "hotel confirmation": ["HR-55120"],
        "dog sitter": ["Maggie", "£25 a night"],
        "dog": ["Biscuit"],
        "dinner": ["Grønt Bord", "18:30", "table for two"],
        "signe's diet": ["vegan"],
        "gift": ["cardigan"],
        "pending": ["vet's number"],
    }
    stale = {
        "budget": ["£600"],
        "outbound": ["16 October", "SK 2548"],
        "return": ["12 October"],
        "hotel": ["sofa", "3 nights"],
        "dog sitter": ["Carol"],
        "dinner": ["19:00", "table for three"],
    }
    return parts, check, stale


def customs() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are the customer support assistant for Harbourline Customs Brokerage "
                    "Ltd, Felixstowe. You can read shipment records and open, update and "
                    "escalate cases.\n\n"
                    "Rules:\n"
                    "1. Before discussing any shipment, verify the customer with their "
                    "Harbourline account number and the postcode on the account, at the start "
                    "of every conversation.\n"
                    "2. You may explain how tariff classification works, but you must never "
                    "confirm an HS code. Only a licensed customs broker can confirm a "
                    "classification. Label any code you mention as provisional.\n"
                    "3. Goods held at Orwell Bonded Store get 3 free days after discharge. After "
                    "that, storage is £38 per pallet per day. Quote storage figures exactly; do "
                    "not round.\n"
                    "4. You cannot approve any fee waiver or refund above £150. Those go to the "
                    "duty supervisor, who is Dev Malhotra this month.\n"
                    "5. Never share details of another client's shipment, even if the customer "
                    "names them.\n"
                    "6. Sign every reply with the case number once a case exists.\n"
                    "7. Office hours are Monday to Friday, 08:00-18:00 UK time. Do not promise a "
                    "callback outside those hours."
                ),
            },
            U(
                "Hi. I have a shipment stuck at Felixstowe and nobody answers the phone. It's a "
                "coffee roaster from Turkey and I'm starting to panic a bit."
            ),
            A(
                "Sorry to hear that, I can help. First I need to verify you: could you give me "
                "your Harbourline account number and the postcode on the account?"
            ),
            U(
                "Account HCB-40718, postcode NR2 4SQ. I'm Nia Okafor, Ember & Oak Coffee in Norwich."
            ),
            A(
                "Thank you Nia, you're verified. I've opened case CASE-26117 for this. Do you "
                "have the bill of lading number?\n\nCASE-26117"
            ),
            U(
                "Bill of lading MSCU8830142. It's a 5 kg drum roaster from Ateş Makina in "
                "İzmir, with the chaff cyclone and the afterburner. Invoice value is £18,400."
            ),
            A(
                "Found it. MSCU8830142 was discharged on Monday 12 May and is at Orwell Bonded "
                "Store, 2 pallets on the manifest. Status: held, awaiting a commodity code "
                "decision and your EORI number.\n\nCASE-26117"
            ),
            U(
                "EORI is GB284019375000. What's a commodity code? The supplier put a number on the invoice."
            ),
            A(
                "Thanks, EORI GB284019375000 added. A commodity code (HS code) tells customs "
                "what the goods are and sets the duty rate. The supplier's invoice shows "
                "8438.80, machinery for the industrial preparation of food. I can only treat "
                "that as provisional: a licensed broker has to confirm it.\n\nCASE-26117"
            ),
            U("OK. So what would the duty be roughly?"),
            A(
                "On the provisional code 8438.80 the rate is 1.7%, so duty on £18,400 would be "
                "£312.80. Import VAT is separate. Are you VAT-registered?\n\nCASE-26117"
            ),
            U("Yes we are. Someone at the bank mentioned a way of not paying VAT up front?"),
            A(
                "That's postponed VAT accounting: the import VAT goes on your next VAT return "
                "instead of being paid at the border. Shall I set the entry up that way?"
                "\n\nCASE-26117"
            ),
            U("Yes please, do the postponed thing."),
            A("Done: postponed VAT accounting on this entry.\n\nCASE-26117"),
            U(
                "Delivery is to our roastery, Unit 4, Barrack Street Yard, Norwich NR3 1TS. "
                "The driver should ring Jonah Marsh on 07700 900615, he's my business partner, "
                "he'll be there with the pallet truck."
            ),
            A(
                "Noted: delivery to Unit 4, Barrack Street Yard, NR3 1TS, driver to call Jonah "
                "Marsh on 07700 900615.\n\nCASE-26117"
            ),
            U(
                "Sorry if I'm a bit stressed. This is our first import, we've only ever bought "
                "second-hand kit in the UK before."
            ),
            A(
                "No need to apologise, first imports are confusing for everyone. You've "
                "already given me what I need to move things along.\n\nCASE-26117"
            ),
        ],
        [
            U("Hi, it's Nia again from Ember & Oak, case CASE-26117. Any news?"),
            A(
                "Hi Nia. Before I go on, could you confirm your account number and the postcode "
                "on the account?"
            ),
            U("HCB-40718, NR2 4SQ."),
            A(
                "Thanks. One update: the warehouse tallied the consignment and there are three "
                "pallets, not two. The afterburner was on its own pallet. The manifest is being "
                "amended.\n\nCASE-26117"
            ),
            U("Oh yes, that makes sense, the afterburner is massive. Does that change anything?"),
            A(
                "It matters for storage, which is charged per pallet. Your 3 free days after "
                "discharge run to Thursday 15 May; from Friday 16 May storage is £38 per pallet "
                "per day, so £114 a day for three pallets.\n\nCASE-26117"
            ),
            U(
                "Right. I saw on a forum that another roastery got the exact same machine "
                "cleared through you lot in two days. Bean Theory in Leeds. What code did they "
                "use?"
            ),
            A(
                "I'm sorry, I can't share anything about another client's shipment. What I can "
                "do is get your classification looked at properly.\n\nCASE-26117"
            ),
            U(
                "Fair enough. Honestly though, this is getting ridiculous. Can someone who "
                "actually knows classification look at it? I'd like to escalate."
            ),
            A(
                "Of course. I've escalated the case to our broker team. Oksana Petrenko, a "
                "licensed customs broker, now owns CASE-26117 and will review the code and "
                "contact you directly. I'll stay available for anything else.\n\nCASE-26117"
            ),
            U("Thank you. Sorry for snapping."),
            A("Not at all, it's a stressful situation.\n\nCASE-26117"),
            U("Is it sunny in Felixstowe? It's grey as anything in Norwich."),
            A("I'm afraid I don't get a window, but I hope it brightens up for you.\n\nCASE-26117"),
        ],
        [
            U(
                "Hello, Nia, HCB-40718, NR2 4SQ. Oksana rang me this morning. She says the code "
                "should be 8419.81, not what the supplier put, because it's a machine for making "
                "hot drinks or something. And that the duty is a bit higher. She said you'd "
                "have the figure?"
            ),
            A(
                "Thanks Nia, verified. Yes: Oksana Petrenko has confirmed 8419.81 on the case. "
                "At 2.2%, duty is £404.80, which replaces the earlier provisional £312.80. "
                "Postponed VAT accounting still applies.\n\nCASE-26117"
            ),
            U("And the storage? It's been sitting there for ages now."),
            A(
                "Storage has run since Friday 16 May. As of today, Monday 19 May, that's 4 days "
                "at £114 a day: £456.\n\nCASE-26117"
            ),
            U(
                "£456! That's not my fault, the supplier put the wrong code on. Can you take it "
                "off?"
            ),
            A(
                "I can't approve a waiver above £150, so I've sent a waiver request to our duty "
                "supervisor, Dev Malhotra, with a note that the delay came from the invoice "
                "code. He usually decides within a working day.\n\nCASE-26117"
            ),
            U("OK. When can it actually get to us?"),
            A(
                "Oksana expects clearance by Wednesday 21 May. I've provisionally booked "
                "Eastway Freight, tail-lift lorry, for Friday 23 May, morning slot, to Barrack "
                "Street.\n\nCASE-26117"
            ),
            U("Perfect. Thanks."),
            A("You're welcome.\n\nCASE-26117"),
        ],
        [
            U(
                "Hi, Nia again, HCB-40718 and NR2 4SQ before you ask 😄 Two things. The landlord's "
                "surveyor says the floor at Barrack Street can't take the weight of the roaster, "
                "and our new unit is ready early anyway, so please deliver to Unit 11, "
                "Hellesdon Trade Park, Norwich NR6 5DR instead. And can it be later? The "
                "electrician is putting the three-phase supply in on the 23rd."
            ),
            A(
                "Thanks Nia, verified. Delivery address changed to Unit 11, Hellesdon Trade "
                "Park, NR6 5DR. Monday 26 May is the bank holiday, so Eastway's next morning "
                "slot is Tuesday 27 May. Shall I move it? Storage keeps running until the goods "
                "leave the store.\n\nCASE-26117"
            ),
            U("Ugh. Yes, Tuesday 27 May."),
            A(
                "Booked: Eastway Freight, Tuesday 27 May, morning slot, to Hellesdon Trade Park.\n\nCASE-26117"
            ),
            U(
                "Oh and Jonah's away that week at a coffee festival in Amsterdam (lucky him), so "
                "the driver should call Ama Boateng instead, our head roaster. 07700 900348."
            ),
            A("Updated: driver to call Ama Boateng on 07700 900348 on delivery day.\n\nCASE-26117"),
            U("Did it clear?"),
            A("Yes, cleared this morning under 8419.81.\n\nCASE-26117"),
            U("Any word from Dev about the storage?"),
            A(
                "Yes, just in. Dev Malhotra has approved waiving storage up to and including "
                "the day of clearance, 21 May: 6 days at £114, so £684 waived. Storage from "
                "22 May until the goods leave on 27 May stands, because the later date was "
                "your choice. That's 22-26 May, 5 days at £114: £570.\n\nCASE-26117"
            ),
            U("That's fair, I suppose. Better than I expected honestly."),
            A("Glad it helps.\n\nCASE-26117"),
        ],
        [
            U(
                "Morning! Nia, HCB-40718, NR2 4SQ. Last check before the long weekend. Is "
                "everything set for Tuesday?"
            ),
            A(
                "Morning Nia, verified. All set: Eastway Freight, Tuesday 27 May, morning slot, "
                "to Unit 11, Hellesdon Trade Park, driver calling Ama Boateng on 07700 900348. "
                "Three pallets, tail-lift lorry.\n\nCASE-26117"
            ),
            U("And what do we owe you in the end?"),
            A(
                "Duty £404.80, our clearance fee of £145, and the storage of £570 for 22-26 May. "
                "Import VAT goes on your VAT return. The invoice comes after delivery."
                "\n\nCASE-26117"
            ),
            U("OK. Anything you still need from me?"),
            A(
                "One thing is pending: Oksana needs a corrected commercial invoice from Ateş "
                "Makina showing 8419.81, for the file. It doesn't hold up delivery.\n\n"
                "CASE-26117"
            ),
            U("I'll chase them. Can someone ring me Tuesday at 7am if anything goes wrong?"),
            A(
                "Our office opens at 08:00, so I can't promise a call before then. The driver "
                "will call Ama directly, and the team can ring you from 08:00 if needed."
                "\n\nCASE-26117"
            ),
            U("That's fine. Thanks, you've been great. First coffee off the roaster is on us 😊"),
            A("That's kind! Good luck with the install.\n\nCASE-26117"),
        ],
    ]
    check = {
        "verification rule": ["postcode"],
        "classification rule": ["licensed customs broker", "provisional"],
        "storage rule": ["£38 per pallet per day"],
        "waiver limit": ["above £150"],
        "client confidentiality": ["another client"],
        "office hours": ["08:00-18:00"],
        "customer": ["Nia Okafor", "Ember & Oak"],
        "account": ["HCB-40718", "NR2 4SQ"],
        "case": ["CASE-26117"],
        "bill of lading": ["MSCU8830142"],
        "eori": ["GB284019375000"],
        "commodity code": ["8419.81"],
        "duty": ["£404.80"],
        "vat": ["postponed VAT accounting"],
        "pallets": ["three pallets"],
        "case owner": ["Oksana Petrenko"],
        "storage waiver": ["Dev Malhotra", "£684"],
        "storage owed": ["£570"],
        "delivery address": ["Hellesdon Trade Park"],
        "delivery date": ["27 May"],
        "delivery contact": ["Ama Boateng", "07700 900348"],
        "pending invoice": ["corrected commercial invoice"],
    }
    stale = {
        "commodity code": ["8438.80"],
        "duty": ["£312.80"],
        "pallets": ["2 pallets"],
        "delivery address": ["Barrack Street"],
        "delivery date": ["23 May"],
        "delivery contact": ["07700 900615"],
    }
    return parts, check, stale


def homelab() -> Apart:
    parts = [
        [
            U(
                "Right, weekend project. I'm replacing the ISP's hub with a proper router and "
                "splitting the house network up. Hardware:\n\n"
                "- router: N100 mini PC, 4x Intel i226 2.5GbE, 16 GB RAM, 128 GB NVMe\n"
                "- switch: TP-Link TL-SG2008 (managed, does 802.1Q)\n"
                "- AP: UniFi U6+ in the hallway ceiling\n"
                "- NAS: Synology DS220+\n\n"
                "Installed OPNsense 24.1.6 on the mini PC last night, WAN is up on igc0."
            ),
            A(
                "Nice setup, the N100 boxes are plenty for OPNsense at home speeds. What's the "
                "connection, and what do you want the network to look like at the end?"
            ),
            U(
                "500/75 fibre, plain DHCP on the WAN, no VLAN tag needed. Before the layout, two "
                "hard rules for anything you suggest:\n\n"
                "1. Nothing that needs a cloud account. The UniFi controller runs locally in "
                "Docker on the NAS and stays that way, no ui.com login.\n"
                "2. Ffion works from home. No reboots or outages between 09:00 and 17:30 on "
                "weekdays. Anything disruptive happens evenings or weekends."
            ),
            A(
                "Understood: local-only management, no cloud accounts, and no disruptive "
                "changes on weekdays between 09:00 and 17:30."
            ),
            U(
                "Layout I want:\n\n"
                "```\n"
                "LAN    untagged / VLAN 10   10.20.10.0/24   trusted stuff\n"
                "IoT    VLAN 20              10.20.20.0/24   bulbs, plugs, TV, Chromecasts\n"
                "Guest  VLAN 40              10.20.40.0/24   internet only\n"
                "```\n\n"
                "IoT gets zero access to the LAN, full stop. Guest is internet only and capped "
                "at 25 Mbit/s per client."
            ),
            A(
                "That's a clean plan. In OPNsense: create the VLANs under Interfaces > Other "
                "Types > VLAN on the LAN parent (igc1), assign and enable them, then give each "
                "its own DHCP range. For isolation, make an alias for the RFC1918 ranges and on "
                "IoT and Guest put a block to that alias above a pass to any. Rules are "
                "evaluated top to bottom, first match wins."
            ),
            U(
                "LAN DHCP range 10.20.10.100 to 10.20.10.199. Static stuff below 100:\n"
                "NAS 10.20.10.4, Pi-hole 10.20.10.3 (a Raspberry Pi 4), Home Assistant "
                "10.20.10.5 (HA Green)."
            ),
            A(
                "Good, statics outside the pool. I'd set them as DHCP reservations in OPNsense "
                "too, so they live in one place."
            ),
            U(
                "Ha, Ffion just asked if 'the internet is going to be weird all weekend'. I said "
                "no. I may have lied."
            ),
            A("Weekend it is, well inside rule 2 at least."),
        ],
        [
            U(
                "VLANs are up. Pi-hole v5.18 on the Pi, upstream is Quad9 9.9.9.9 for now. "
                "OPNsense DHCP hands out 10.20.10.3 as the DNS server on all three networks. "
                "IoT rules so far:\n\n"
                "```\n"
                'pass   IoT net  ->  10.20.10.3  port 53  TCP/UDP   "DNS to Pi-hole"\n'
                'block  IoT net  ->  RFC1918     any                "no LAN"\n'
                'pass   IoT net  ->  any         any                "internet"\n'
                "```"
            ),
            A(
                "Order looks right: DNS to the Pi-hole first, then the RFC1918 block, then "
                "internet. One Pi-hole gotcha: queries from IoT and Guest come from other "
                "subnets, so under Settings > DNS you need 'Permit all origins', otherwise it "
                "ignores them."
            ),
            U("that was it, the Chromecast was timing out on every lookup. fixed"),
            A("Good. Guest needs the same DNS pass above its block rule."),
            U("done. speedtest from a wired laptop: 512 down, 78 up. happy"),
            A("That's the full line rate, so the N100 isn't a bottleneck."),
            U(
                "Backups: I've set a cron job on the NAS that pulls config.xml over SSH every "
                "night at 02:30 into /volume1/netbackup/opnsense, keeps 30 copies."
            ),
            A(
                "Sensible. Use a dedicated SSH key with a restricted user on OPNsense, and test "
                "a restore once into a VM so you know the file is good."
            ),
            U("yeah will do. my son just told me the Switch can't find the internet. brb"),
            A("Probably the guest or IoT DHCP. Check which SSID it's on."),
            U("it was on the old hub's wifi, which is now unplugged. 10/10 debugging from me"),
            A("Classic. 😄"),
        ],
        [
            U(
                "WireGuard's done. OPNsense, listen port 51820, tunnel 10.99.0.0/24, peers are "
                "my phone 10.99.0.2 and my laptop 10.99.0.3. Dynamic DNS through os-ddclient "
                "using my registrar's API, name is vpn.kestrelhouse.uk."
            ),
            A(
                "Looks good. Pass UDP 51820 on WAN to This Firewall, and give the WireGuard "
                "interface rules for what the peers may reach. Full tunnel or split on the "
                "phone?"
            ),
            U("full tunnel on the phone so it uses the Pi-hole. anyway, bigger problem:"),
            U(
                "Ffion's work laptop is on the LAN and when her work VPN is up she can't cast "
                "to the TV or reach anything IoT. Route table on the laptop with the VPN up:\n\n"
                "```\n"
                "Destination     Gateway        Interface\n"
                "0.0.0.0/0       10.20.10.1     en0\n"
                "10.20.16.0/21   10.250.0.1     utun4\n"
                "10.20.10.0/24   link#6         en0\n"
                "```\n\n"
                "Her IT people say they can't change the route."
            ),
            A(
                "That's the cause. 10.20.16.0/21 covers 10.20.16.0 to 10.20.23.255, so the work "
                "VPN swallows everything on 10.20.20.0/24. LAN (10.20.10.x) and Guest "
                "(10.20.40.x) are outside it. Renumber IoT to a block outside that range, e.g. "
                "10.20.30.0/24, and you may as well make the VLAN ID match: VLAN 30."
            ),
            U(
                "yep, do it. IoT becomes VLAN 30, 10.20.30.0/24, DHCP 10.20.30.100 to "
                "10.20.30.199. I'll do it Saturday morning since every IoT device drops off."
            ),
            A(
                "Checklist for Saturday:\n"
                "1. Add VLAN 30 on the TL-SG2008 trunk to the router and to the AP port.\n"
                "2. Change the IoT SSID's VLAN in the UniFi controller.\n"
                "3. Re-point the OPNsense IoT interface and DHCP range.\n"
                "4. Copy the IoT firewall rules to the new interface.\n"
                "5. Fix any HA integrations that use static IoT addresses."
            ),
            U("thanks. that's a lot of plugs to power cycle"),
            A("Maybe bribe the kids to do it."),
        ],
        [
            U(
                "Saturday done. Renumber went fine, only the Hue bridge needed a factory reset. "
                "Also upgraded OPNsense to 24.7.2 while I was down anyway, needed two reboots "
                "but it's fine."
            ),
            A("Nice. Check the plugins came back on 24.7.2, os-ddclient especially."),
            U(
                "they did. Now, I need to loosen the IoT rule. HA needs the Shelly plugs to push "
                "MQTT to the broker on the HA box, and the ESPHome devices call the HA API. So "
                "IoT can now reach 10.20.10.5 on TCP 8123 and 1883, nothing else on the LAN:\n\n"
                "```\n"
                'pass   IoT net  ->  10.20.10.3  port 53      TCP/UDP  "DNS to Pi-hole"\n'
                'pass   IoT net  ->  10.20.10.5  port 8123    TCP      "HA API"\n'
                'pass   IoT net  ->  10.20.10.5  port 1883    TCP      "MQTT"\n'
                'block  IoT net  ->  RFC1918     any                   "no LAN"\n'
                'pass   IoT net  ->  any         any                   "internet"\n'
                "```"
            ),
            A(
                "Correct, and the two new passes sit above the block. HA reaching into IoT from "
                "the LAN already works, since the LAN rules allow it and return traffic is "
                "stateful."
            ),
            U(
                "And the opposite direction: the guest cap needs tightening. My son had five "
                "mates round, all on guest wifi, and they flattened the upload during one of "
                "Ffion's Teams calls. So the guest cap is now 10 Mbit/s per client."
            ),
            A(
                "In the shaper: a pipe of 10 Mbit/s with the mask set to source address for "
                "upload and destination for download, so each guest device gets its own 10. "
                "Then two rules on the Guest interface pointing at the pipes."
            ),
            U(
                "done. also tightening DNS while I'm in there: the Chromecasts ignore DHCP DNS "
                "and hard-code 8.8.8.8. I've blocked outbound port 53 from every VLAN except "
                "from the Pi-hole itself, plus a NAT redirect of port 53 on IoT and Guest to "
                "10.20.10.3."
            ),
            A(
                "That's the usual fix. DoH can still bypass it, but for Chromecasts the "
                "redirect is enough."
            ),
            U("good enough for me. the Chromecast now shows up in the Pi-hole log"),
            A("Then it's working."),
        ],
        [
            U(
                "Last bit. Swapped the Pi-hole upstream from 9.9.9.9 to Unbound running on the "
                "Pi itself, following the Pi-hole docs. Upstream is now 127.0.0.1#5335. Test:\n\n"
                "```\n"
                "$ dig pi-hole.net @127.0.0.1 -p 5335\n"
                ";; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 41853\n"
                ";; ANSWER SECTION:\n"
                "pi-hole.net.    300    IN    A    3.18.136.52\n"
                ";; Query time: 68 msec\n"
                "```"
            ),
            A(
                "NOERROR with an answer, Unbound is resolving. The first query is slow because "
                "it walks from the root; repeats will be cached."
            ),
            U(
                "Still to do: a second U6+ for the garage office, and moving the printer (Brother "
                "HL-L2350DW) onto the IoT VLAN. Next weekend, obviously, per rule 2."
            ),
            A(
                "Both pending. For the printer, once it's on IoT the LAN rules already allow "
                "LAN to reach it; it just can't start connections back."
            ),
            U("cheers. Ffion says the wifi has 'never been better' which I'm framing"),
            A("Well earned. Enjoy the quiet week."),
        ],
    ]
    check = {
        "router hardware": ["N100"],
        "opnsense version": ["24.7.2"],
        "switch": ["TL-SG2008"],
        "no cloud": ["cloud account"],
        "change window": ["09:00", "17:30"],
        "lan subnet": ["10.20.10.0/24"],
        "lan dhcp": ["10.20.10.100"],
        "iot network": ["VLAN 30", "10.20.30.0/24"],
        "guest network": ["10.20.40.0/24"],
        "guest cap": ["10 Mbit/s"],
        "iot access": ["8123", "1883"],
        "dns enforcement": ["outbound port 53"],
        "pi-hole": ["10.20.10.3"],
        "upstream dns": ["5335"],
        "home assistant": ["10.20.10.5"],
        "nas": ["DS220+", "10.20.10.4"],
        "config backup": ["/volume1/netbackup/opnsense"],
        "wireguard": ["51820", "10.99.0.0/24"],
        "ddns": ["vpn.kestrelhouse.uk"],
        "work vpn route": ["10.20.16.0/21"],
        "pending": ["garage", "printer"],
    }
    stale = {
        "opnsense version": ["24.1.6"],
        "iot network": ["VLAN 20", "10.20.20.0/24"],
        "guest cap": ["25 Mbit/s"],
        "iot access": ["zero access"],
        "upstream dns": ["9.9.9.9"],
    }
    return parts, check, stale


def novel() -> Apart:
    parts = [
        [
            U(
                "Good afternoon. I hope you don't mind a long message, I was a geography teacher "
                "for thirty-one years and I have never once managed to be brief. I've finished "
                "a novel, after six years of early mornings, and I'd like to self-publish it "
                "properly rather than just uploading a Word file and hoping. It's a historical "
                "mystery set in Northwich in 1847, when the salt works were at their worst: "
                "Eliza Thornley, a young widow, doesn't believe her husband's death in the brine "
                "pits was an accident. The working title is The Salt Road and it's 94,000 words. "
                "I've set aside £2,000 for the whole thing, and I'd like to publish as M. J. "
                "Ashworth, because I've always felt people take crime more seriously from "
                "initials. Two things I'm fussy about: British spelling throughout, and I cannot "
                "abide the Oxford comma, my old head of department drilled that out of me in "
                "1989 and I'm not going back now. Finally, Kettle & Quill, the bookshop in "
                "Nantwich, have kindly offered me a launch evening on 14 March."
            ),
            A(
                "Congratulations on finishing, six years of early mornings is a real "
                "achievement. I've got it all: Eliza Thornley, Northwich 1847, The Salt Road, "
                "94,000 words, a £2,000 budget and the name M. J. Ashworth. British spelling with "
                "no Oxford comma. Launch at Kettle & Quill on 14 March.\n\n"
                "The first decision is editing. Three levels:\n"
                "1. Developmental edit: structure, plot and pacing. For 94,000 words, about "
                "£2,800, which would take the whole budget.\n"
                "2. Copy-edit: line-by-line consistency, grammar, continuity and house style. "
                "Typically around 1.2p a word.\n"
                "3. Proofread only: typos and layout at the end, roughly £600.\n\n"
                "If your plot has already been tested by readers, option 2 is usually the best "
                "value for a debut."
            ),
            U(
                "The middle one sounds right. My four beta readers from the writing group have "
                "already been quite brutal about the plot, believe me, one of them drew a "
                "diagram. The group recommended an editor, Ruth Haddon, who used to work for a "
                "university press, and she's quoted exactly that, 1.2p a word, which she says "
                "comes to £1,128. She can start on 3 February if I get the manuscript to her by "
                "then. And while I think of it, what do people do about covers? I'm hopeless "
                "with anything visual, my husband used to say my classroom displays looked like "
                "ransom notes."
            ),
            A(
                "Ruth Haddon for a copy-edit at £1,128, starting 3 February. That's a good "
                "rate.\n\n"
                "For covers, the usual routes are:\n"
                "1. A premade cover: a designer's finished design with your title added, about "
                "£95. Quick and cheap, but someone else may have a near-identical book.\n"
                "2. A custom photographic cover from Tamsin Greaves, who does a lot of "
                "historical fiction: £380, with two rounds of revisions and the full paperback "
                "wrap.\n"
                "3. A fully illustrated custom cover: about £650 and six to eight weeks.\n\n"
                "Historical mysteries in your area of the shop mostly use photographic covers: "
                "a figure from behind, a period setting, muted colours."
            ),
            U(
                "Is it normal to feel slightly sick at the thought of strangers reading it? I "
                "marked thousands of essays and never once thought about how the children felt."
            ),
            A(
                "Completely normal. Nearly every debut author says the same, and it usually "
                "turns into excitement once the cover exists."
            ),
        ],
        [
            U(
                "Well, I went to Waterstones and stood in the crime section for forty minutes "
                "like a shoplifter. The photographic one is what I want, they're all women in "
                "long coats walking away from the camera and I find that I don't mind in the "
                "least, so please put me down for that. Now, confession: my granddaughter "
                "Poppy laughed at me when I told her about the initials, she says nobody has "
                "cared about that since about 1995, and annoyingly I think she's right. So I'll "
                "publish as Margaret Ashworth, my own name, and my mother would have been "
                "pleased. I'd also like to set up a little imprint, rather than it saying "
                "'independently published', and I want to call it Wincham Lane Press, after the "
                "road I grew up on."
            ),
            A(
                "All noted: Tamsin Greaves for the photographic cover at £380. The author name "
                "is now Margaret Ashworth and the imprint is Wincham Lane Press. For the "
                "imprint to appear properly you buy your own ISBNs. In the UK they come from "
                "Nielsen, and you register the imprint name when you buy them."
            ),
            U(
                "Done already, I'm quite pleased with myself. I bought a block of ten from "
                "Nielsen, and the first one, 978-1-80541-260-1, is for the paperback."
            ),
            A(
                "Perfect: ISBN 978-1-80541-260-1 for the paperback under Wincham Lane Press. "
                "The ebook doesn't need one of your ISBNs if it's only on Kindle."
            ),
            U("Will the ebook have the same cover as the paperback?"),
            A(
                "Yes. Tamsin's package includes the front cover on its own for the ebook, as "
                "well as the full wrap with spine and back for print."
            ),
            U("Lovely. The garden is full of frogspawn, by the way, spring is definitely coming."),
            A("That's a cheerful sign."),
            U(
                "One worry. Tamsin emailed to ask whether I'm sure about the title, because of "
                "The Salt Path, that walking memoir that sold a million copies and was made into "
                "a film. She thinks people will confuse them, or think I'm copying. I hadn't even "
                "thought of it. Could you suggest some alternatives? It's really Eliza's book, "
                "if that helps."
            ),
            A(
                "She has a point; the two would sit close together in search results. Three "
                "ideas built around Eliza and the setting:\n"
                "1. Salt and Silence\n"
                "2. The Brine Widow\n"
                "3. Under Northwich\n\n"
                "Sleep on them. A title should still feel right in a week."
            ),
            U("I shall. Thank you, dear."),
            A("You're welcome."),
        ],
        [
            U(
                "I slept on it, and the widow one is the book, isn't it? Eliza is the whole "
                "heart of it, and the brine is what killed her husband. I've told Tamsin. Other "
                "news, and this is a bit painful: Ruth did a sample edit of the first fifty "
                "pages and said, very kindly, that the middle sags. She's right. I've cut the "
                "canal subplot, two whole chapters, and taken out a lot of my lovely "
                "descriptions of evaporation pans, so it's now 88,000 words. Ruth re-quoted at "
                "the same rate and it comes to £1,056, which softens the blow a little."
            ),
            A(
                "The Brine Widow it is: a strong title. Manuscript now 88,000 words and Ruth's "
                "fee £1,056. Cutting a subplot you love is hard, but editors are nearly always "
                "right about a sagging middle.\n\n"
                "Next, the trim size, meaning the physical size of the paperback. The common "
                "ones for fiction are:\n"
                "- 5 x 8 in: compact, a bit like a mass-market paperback\n"
                "- 5.5 x 8.5 in: the usual size for a trade paperback novel\n"
                "- 6 x 9 in: larger, more common for non-fiction"
            ),
            U(
                "I went and measured some books on my shelf with a ruler, which my grandson "
                "thought was hilarious. The middle size feels right in the hand, the others are "
                "either too stubby or too much like a textbook."
            ),
            A(
                "Good choice. Tamsin needs the trim size and the final page count for the spine "
                "width, so tell her once the book is typeset.\n\n"
                "Then printing and distribution:\n"
                "1. Amazon KDP paperback only: simplest, but bookshops rarely order from "
                "Amazon.\n"
                "2. IngramSpark for the paperback to bookshops and libraries, plus KDP for "
                "Amazon and the Kindle ebook.\n"
                "3. A short offset run of 300 copies from a local printer: the best unit cost, "
                "but about £1,400 up front and a spare room full of boxes."
            ),
            U(
                "Let's go with the second one. Jenny at Kettle & Quill told me they order "
                "through Gardners, which I gather means Ingram is the way in. And my spare room "
                "is already full of my late husband's model railway, so no boxes, thank you."
            ),
            A(
                "Sensible. Bookshops can order the paperback through Gardners, and Amazon gets "
                "it through KDP. I'll keep a list of everything as we go."
            ),
            U(
                "Someone at the group said I have to send a copy to the British Library. Is that true?"
            ),
            A(
                "Yes, that's legal deposit: as the publisher, Wincham Lane Press must send one "
                "copy to the British Library within a month of publication. The other deposit "
                "libraries can ask for copies too."
            ),
        ],
        [
            U(
                "A few things have happened. Jenny at Kettle & Quill rang on Tuesday: 14 March "
                "clashes with the Nantwich food festival committee's quiz night, which half the "
                "town goes to, so she's moved my launch to 21 March, a Friday, 7pm, with wine. "
                "On prices: I'm happy with £10.99 for the paperback, and I'd said £3.99 for the "
                "ebook, but Ruth thinks a debut should be cheaper to get people to try it, so "
                "let's make the ebook £2.99. And my brother Alan, bless him, has insisted on "
                "chipping in £500 as a retirement present, so the budget is now £2,500 in total."
            ),
            A(
                "Launch at Kettle & Quill on 21 March, Friday at 7pm. Paperback £10.99, ebook "
                "£2.99, which keeps you in KDP's 70% royalty band. Budget £2,500 with Alan's "
                "£500. That's very kind of him."
            ),
            U(
                "It is, he's never been generous about anything in his life, I nearly fell off "
                "my chair. One more thing I'd love: the 1847 tithe map of Witton on the "
                "endpapers, because half the book happens in those fields. I've written to "
                "Cheshire Archives for permission and they said they'd reply within twenty "
                "working days. I'll believe it when I see it."
            ),
            A(
                "A lovely idea. Noted as pending: permission from Cheshire Archives for the "
                "tithe map. Tamsin will need a high-resolution scan if they say yes."
            ),
            U("Jenny also asked if I'd do a reading on the night. How long should it be?"),
            A(
                "About ten minutes is plenty, the opening chapter or a scene that ends on a "
                "question. Leave them wanting the book, not the bar."
            ),
            U("Thank you. I'm off to my Pilates class, which is mostly lying on the floor."),
            A("The best kind. Enjoy!"),
        ],
        [
            U(
                "Progress report. The manuscript went to Ruth on 3 February as planned and she's "
                "returning it by the end of the month. Tamsin's first cover draft is wonderful, "
                "Eliza in a grey coat on the flashes at dusk. Still nothing from Cheshire "
                "Archives. Could you draft the back-cover blurb? Remember my rules, and keep it "
                "under 150 words."
            ),
            A(
                "Here's a draft:\n\n"
                "Northwich, 1847. The salt works never sleep, and neither does Eliza Thornley. "
                "When her husband is pulled dead from the brine pits, the coroner calls it an "
                "accident and the town moves on. Eliza does not. With the help of a disgraced "
                "surgeon and a boy who hears everything, she follows the trail from the "
                "evaporation sheds to the drawing rooms of the salt masters, where "
                "respectability is worth more than a working man's life. But the deeper she "
                "digs, the more the ground beneath Northwich begins to give way.\n\n"
                "A gripping debut about grief, greed and the price of salt."
            ),
            U(
                "Oh, that's very good. Could 'gripping' be 'quietly gripping'? It's not a "
                "thriller. Otherwise perfect, and not an Oxford comma in sight."
            ),
            A("Changed to 'A quietly gripping debut about grief, greed and the price of salt.'"),
            U(
                "Ruth's first comment back, by the way, was that I use 'whilst' 212 times. I "
                "had no idea. Is that bad?"
            ),
            A(
                "Not bad, just noticeable. Keeping it in dialogue for period flavour and using "
                "'while' in the narration is a common compromise."
            ),
            U("Lovely. I feel like a real author now. Thank you for all your help."),
            A("You are a real author. I'm looking forward to hearing how the launch goes."),
        ],
    ]
    check = {
        "author name": ["Margaret Ashworth"],
        "title": ["The Brine Widow"],
        "heroine": ["Eliza Thornley"],
        "word count": ["88,000"],
        "editor": ["Ruth Haddon", "copy-edit"],
        "edit fee": ["£1,056"],
        "edit start": ["3 February"],
        "cover": ["Tamsin Greaves", "£380"],
        "imprint": ["Wincham Lane Press"],
        "isbn": ["978-1-80541-260-1"],
        "trim size": ["5.5 x 8.5"],
        "print route": ["IngramSpark", "KDP"],
        "paperback price": ["£10.99"],
        "ebook price": ["£2.99"],
        "launch": ["Kettle & Quill", "21 March"],
        "spelling": ["British spelling"],
        "comma rule": ["Oxford comma"],
        "budget": ["£2,500"],
        "pending permission": ["Cheshire Archives", "tithe map"],
    }
    stale = {
        "author name": ["M. J. Ashworth"],
        "title": ["The Salt Road"],
        "word count": ["94,000"],
        "edit fee": ["£1,128"],
        "ebook price": ["£3.99"],
        "launch": ["14 March"],
        "budget": ["£2,000"],
    }
    return parts, check, stale


TWENTYTHIRD: list[tuple[str, Callable[[], Apart]]] = [
    ("copenhagen", copenhagen),
    ("customs", customs),
    ("homelab", homelab),
    ("novel", novel),
]
