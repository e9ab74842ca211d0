"""Four more chats written apart: the owner of a two-person bakery in Sheffield setting up
wholesale with a café chain in terse, misspelt phone messages while the delivery days move off
Mondays on the assistant's suggestion, the minimum order is corrected, butter pushes up the
croissant price per dozen, pain au chocolat is added at the oven's limit and the café's contact
leaves in a forwarded note; a PhD student taking her first poster to a workshop in Lisbon,
pasting the organiser's emails and booking confirmations while a correction turns the poster
from portrait to landscape, the airline cancels her outbound flight, a hotel's "pricing error"
pushes her to a guesthouse the assistant recommends and her poster session is moved; a landlord
writing formal British English about repairs at two Bristol flats, quoting his tenants' emails
and two contractors' quotes as tables, while the first contractor is dropped, a tenant moves
the access day, the budget ceiling is raised, the key handover rule is tightened after a
surveyor keeps the keys overnight and the revised table puts the total up again; and a DevOps
engineer planning a PostgreSQL major upgrade, pasting psql output, a YAML config, a diff and a
runbook checklist under two hard rules, while a forwarded Slack message moves the maintenance
window, the replica count goes up, the assistant talks him into a newer target version and the
on-call engineer is swapped in passing; five parts each, with durable items changed later.
"""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def bakery_wholesale() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are an assistant for Hob Lane Bakery, a two-person bakery in Sheffield. "
                    "Help the owner with wholesale orders, costings and messages to customers. "
                    "Never send or confirm anything to a customer yourself: draft it and let the "
                    "owner send it."
                ),
            },
            U(
                "hiya. so Bean Republic want to do wholsale with us!! 6 cafes round sheffield. im "
                "Dee, i own Hob Lane Bakery on Sharrow Vale Rd, its just me and my nephew Kyle. "
                "can u help me not make a mess of it lol"
            ),
            A(
                "Congratulations, Dee, that's a big step for a two-person bakery. Happy to help "
                "you keep it all straight.\n\n"
                "Before you agree anything, it's worth pinning down:\n\n"
                "- **Products**: what they want, and how much per delivery.\n"
                "- **Delivery**: which days, what time, and whether it's one drop point or six "
                "separate cafés.\n"
                "- **Price**: a wholesale price per dozen (or per loaf) that still leaves you a "
                "margin after ingredients, packaging, your time and the van.\n"
                "- **Minimum order**: so a small order never costs you more to deliver than it "
                "earns.\n"
                "- **Payment terms**: when they pay and where the invoices go.\n"
                "- **Order changes**: a cut-off time for changing the next delivery.\n"
                "- **Allergens**: a wholesale customer will want accurate allergen information for "
                "everything you supply.\n"
                "- **Who's who**: your contact at Bean Republic, and who does what on your "
                "side.\n\n"
                "Tell me what they've said so far and I'll keep a running list."
            ),
            U(
                "there guy is Liam Hartley, ops manager. he wants croissants, cinamon buns and "
                "sourdough. delivery mon wed fri, all to there central kitchen on Abbeydale Rd not "
                "each cafe thank god. they send it out to the cafes in there own van. needs to be "
                "there by 7, we finish the bake at 6 and kyle leaves 6.15"
            ),
            A(
                "Good news on the single drop, that saves you a lot of driving. So far:\n\n"
                "- **Customer**: Bean Republic, 6 cafés in Sheffield.\n"
                "- **Contact**: Liam Hartley, operations manager.\n"
                "- **Products**: croissants, cinnamon buns, sourdough.\n"
                "- **Delivery**: Monday, Wednesday and Friday, by 7am, one drop at their central "
                "kitchen on Abbeydale Road; they take it out to the cafés themselves.\n"
                "- **Timing**: bake finishes at 6, Kyle leaves at about 6.15."
            ),
            U(
                "prices i was thinking croissants £9.60 a dozen, cinamon buns £11.40 a dozen, "
                "sourdough £3.20 a loaf. is that daft. i sell croissants for £2.10 each in the "
                "shop"
            ),
            A(
                "Not daft, but let's check it against your costs before you commit.\n\n"
                "**Croissants at £9.60 a dozen** is 80p each, about 38% of your £2.10 shop price. "
                "Wholesale usually lands somewhere around 40-55% of retail, so you're at the low "
                "end.\n\n"
                "A rough cost for one all-butter croissant:\n\n"
                "- Butter (laminating block plus what's in the dough): roughly 20-25p\n"
                "- Flour, milk, sugar, yeast, salt, egg wash: roughly 10-12p\n"
                "- Trays, paper, a share of the boxes: a penny or two\n\n"
                "So ingredients are maybe 35-40p, leaving 40-45p a croissant for your time, the "
                "electricity, the van and some profit. Lamination is slow work, so I'd treat £9.60 "
                "as a floor, not a comfortable price, especially if butter keeps climbing.\n\n"
                "**Cinnamon buns at £11.40 a dozen** (95p each) look healthier: quicker to make "
                "and less butter per piece.\n\n"
                "**Sourdough at £3.20 a loaf** is reasonable wholesale for an 800 g loaf; if it's "
                "a smaller loaf, you've got some room.\n\n"
                "One idea for whatever you end up signing: a price review line, e.g. prices can be "
                "reviewed if butter goes up by more than 10%, so you're not stuck with a price "
                "that stops making sense."
            ),
            U(
                "min order 10 dozen a drop (mixed is fine). kyle does the van, hes 19 and drives "
                "like my nan so thats fine"
            ),
            A(
                "Noted:\n\n"
                "- **Minimum order**: 10 dozen per drop, any mix of products.\n"
                "- **Driver**: Kyle, in your van.\n\n"
                "Driving like your nan is exactly what you want with a van full of laminated "
                "pastry."
            ),
            U(
                "big one. we use almonds for the frangipane so NOTHING goes out as nut-free. ever. "
                "not even the plain croissants. same bench same ovens. ppl have died from this "
                "stuff"
            ),
            A(
                "Absolutely right, and I'll hold to it in everything I draft: nothing from Hob "
                "Lane is ever described as nut-free, including the plain croissants and the "
                "sourdough.\n\n"
                "A few things that help with a wholesale customer:\n\n"
                "- **An allergen sheet per product**: list the 14 major allergens and mark which "
                "are ingredients and which are a cross-contamination risk. For every product, tree "
                'nuts (almonds) should show as a "may contain".\n'
                "- **The delivery note**: add a line saying everything is made in a kitchen that "
                "handles nuts.\n"
                "- **Their menus and labels**: if Bean Republic sell your bakes loose, it's their "
                "job to tell their customers about allergens, but they can only do that with "
                "accurate information from you. If you ever see one of their menus or shelf labels "
                "calling your stuff nut-free, tell them in writing straight away.\n\n"
                "I won't suggest any wording that even hints something is nut-free."
            ),
            U(
                "also keep ur replies short pls. bullet points, no essays, i read these on my "
                "phone with flour up to my elbows"
            ),
            A("Will do. Short bullets from now on."),
            U(
                "deck oven does max 24 dozen croissants before 6am, thats a hard limit. cant do "
                "more without a 2nd bake and by then kyles gone"
            ),
            A(
                "- Hard limit: 24 dozen croissants per morning bake.\n"
                "- More than that needs a second bake, which misses Kyle's 6.15 departure.\n"
                "- I'll check every order against it."
            ),
            U("brb oven timer"),
            A("Go go go."),
        ],
        [
            U(
                "liam wants a standing order, every drop: 18 dozen croissants, 4 dozen buns, 20 "
                "sourdough. wat does that come to"
            ),
            A(
                "- Croissants: 18 × £9.60 = £172.80\n"
                "- Cinnamon buns: 4 × £11.40 = £45.60\n"
                "- Sourdough: 20 × £3.20 = £64.00\n"
                "- **Per drop: £282.40**\n"
                "- **Per week (3 drops): £847.20**\n"
                "- 22 dozen plus 20 loaves, so well over your minimum.\n"
                "- 18 dozen croissants is inside the 24 dozen oven limit, leaving 6 dozen for the "
                "shop."
            ),
            U(
                "invoices monthly, 30 days, to accounts@beanrepublic.co.uk. he said thats non "
                "negotiable there end"
            ),
            A(
                "- Invoice monthly to accounts@beanrepublic.co.uk, paid within 30 days.\n"
                "- So the first money lands up to about 8 weeks after the first drop. Check you "
                "can carry the butter bill that long.\n"
                "- Ask Liam if they use PO numbers; if so, put them on every invoice."
            ),
            U("no PO numbers, he said just put the delivery dates on the invoice"),
            A("- No POs. List the delivery dates on each invoice."),
            U(
                "ugh butter went up AGAIN. the 2kg lurpak block is £15.70 at bookers now, was "
                "£13.90 at xmas"
            ),
            A(
                "- That's about 13% up since Christmas.\n"
                "- Croissants feel it most: roughly 3p more per croissant, about 36p a dozen.\n"
                "- Not a disaster, but £9.60 is now tighter than it was. Worth deciding on the "
                "croissant price before anything gets signed."
            ),
            U(
                "wait did i tell u min 10 dozen?? meant 15. 10 dont even cover kyles petrol and "
                "his time tbh"
            ),
            A(
                "- Corrected: minimum order is **15 dozen per drop**, any mix.\n"
                "- Their standing order (22 dozen plus the loaves) is still comfortably above it."
            ),
            U(
                "kyle just dropped a whole tray of buns on the floor. 5 second rule doesnt count "
                "for wholesale does it"
            ),
            A("Sadly not. Bin them, and maybe don't mention it to Bean Republic."),
            U(
                "liam says 2 of there cafes are shut mondays now so a monday drop is a pain, half "
                "of it sits in the central kitchen going stale. what do i do"
            ),
            A(
                "Options:\n\n"
                "- **Tuesday, Thursday and Saturday**: still three drops a week, no Monday, and "
                "Saturday is usually a café's busiest day, so they'll probably like it.\n"
                "- **Wednesday and Friday only**: fewer, bigger drops, but more stock going stale "
                "by the second day.\n"
                "- **Keep Monday but smaller**: messy, and a small Monday drop would probably be "
                "under your minimum.\n\n"
                "I'd go for Tuesday, Thursday and Saturday, if Saturdays work for you and Kyle."
            ),
            U("ya go with that. sat is fine kyle does sat anyway for the farmers market"),
            A(
                "- Deliveries now **Tuesday, Thursday and Saturday**, by 7am, to the central "
                "kitchen on Abbeydale Road.\n"
                "- On Saturdays Kyle can drop at Abbeydale Road on his way to the market."
            ),
            U("and changes to the order by 2pm the day before or tough luck"),
            A(
                "- Order changes: by 2pm the day before the drop, otherwise the standing order "
                "stands."
            ),
        ],
        [
            U(
                "butter. again. im putting croissants up to £10.80 a dozen. buns stay the same, "
                "sourdough stays the same"
            ),
            A(
                "- Croissants: 18 × £10.80 = £194.40\n"
                "- Cinnamon buns: 4 × £11.40 = £45.60\n"
                "- Sourdough: 20 × £3.20 = £64.00\n"
                "- **Per drop: £304.00**\n"
                "- **Per week: £912.00**\n"
                "- That's 90p a croissant, a much safer margin."
            ),
            U("can u draft a msg to liam about it. friendly not grovelly"),
            A(
                "\"Hi Liam, quick one before we finalise. Butter's gone up again (about 13% since "
                "Christmas), so I've had to put croissants up to £10.80 a dozen. Cinnamon buns "
                "stay at £11.40 a dozen and sourdough at £3.20 a loaf. Everything else as we "
                "discussed: Tuesday, Thursday and Saturday by 7am to Abbeydale Road, minimum 15 "
                'dozen a drop. Shout if you have any questions. Thanks, Dee"\n\n'
                "- Send it yourself when you're happy with it."
            ),
            U("sent. he said fine no probs lol. shouldve gone higher"),
            A("Ha. One for the next price review."),
            U(
                "got this just now:\n\n"
                "> Hi Dee, just a quick note to let you know that Liam Hartley left Bean Republic "
                "on Friday. From now on please send all supplier queries to Priya Nandha, our new "
                "purchasing lead: priya.nandha@beanrepublic.co.uk, 07700 914 382. Priya will be in "
                "touch about the supply agreement. Best wishes, Bean Republic HQ\n\n"
                "well that was sudden. hope the price thing carried over"
            ),
            A(
                "- New contact: **Priya Nandha**, purchasing lead, "
                "priya.nandha@beanrepublic.co.uk, 07700 914 382.\n"
                "- Invoices still go to accounts@beanrepublic.co.uk unless she says otherwise.\n"
                "- Worth a short hello confirming what's agreed, so the new croissant price is in "
                "writing with her too. Draft:\n\n"
                "\"Hi Priya, nice to e-meet you! Just so we're on the same page, here's what we've "
                "agreed: croissants £10.80 a dozen, cinnamon buns £11.40 a dozen, sourdough £3.20 "
                "a loaf. Standing order every drop: 18 dozen croissants, 4 dozen cinnamon buns, 20 "
                "sourdough. Deliveries Tuesday, Thursday and Saturday by 7am to your central "
                "kitchen on Abbeydale Road, minimum 15 dozen per drop, changes by 2pm the day "
                "before. Invoices monthly to accounts, 30 days. Please note we handle almonds, so "
                "none of our products are nut-free. Looking forward to working with you! Dee, Hob "
                'Lane Bakery"\n\n'
                "- Have a read and send it when you're ready."
            ),
            U("sent. she wants allergen sheets for all 3 before the first drop"),
            A(
                "Draft to check against your recipes:\n\n"
                "| Product | Contains | May contain |\n"
                "|---|---|---|\n"
                "| Croissant | wheat (gluten), milk, egg | tree nuts (almonds), sesame |\n"
                "| Cinnamon bun | wheat (gluten), milk, egg | tree nuts (almonds), sesame |\n"
                "| Sourdough | wheat (gluten) | tree nuts (almonds), milk, egg, sesame |\n\n"
                "- Check the egg wash and whether there's milk in the buns.\n"
                '- Add "made in a kitchen that handles nuts" at the bottom.\n'
                "- Date it, and redo it whenever a recipe or supplier changes."
            ),
            U(
                "sesame yes we do seeded loaves on the same bench. buns have no egg actually, "
                "fixed that. sent to priya"
            ),
            A(
                "- Cinnamon bun now: contains wheat (gluten), milk; may contain egg, tree nuts "
                "(almonds), sesame.\n"
                "- Allergen sheets sent to Priya."
            ),
        ],
        [
            U("first drop is tue 10 march!! priya confirmed"),
            A(
                "- First drop: **Tuesday 10 March**, by 7am at Abbeydale Road.\n"
                "- Changes for it by 2pm on Monday 9 March."
            ),
            U("she asked can we do pain au chocolat too, 6 dozen a drop. would that blow the oven"),
            A(
                "- 18 dozen croissants + 6 dozen pain au chocolat = 24 dozen laminated, bang on "
                "your 24 dozen limit.\n"
                "- No room for a burnt tray or a batch for the shop.\n"
                "- Options: offer 4 dozen (22 in total, 2 spare), or 6 dozen only if croissants "
                "drop to 16 dozen.\n"
                "- Price: more butter plus chocolate batons, so it should sit above the "
                "croissants; £12-13 a dozen would be fair."
            ),
            U("tell her 4 dozen max, £12.60 a dozen. draft it"),
            A(
                '"Hi Priya, happy to add pain au chocolat! We can do up to 4 dozen per drop at '
                "£12.60 a dozen; that's the most our oven can manage alongside the croissants. "
                "Same delivery days. Let me know if you'd like them from the first drop on 10 "
                'March. Dee"\n\n'
                "- Send when ready."
            ),
            U("its snowing. kyle thinks hes on ice road truckers"),
            A(
                "Tell him to take the hills slowly. Pastry survives a late delivery better than a "
                "ditch."
            ),
            U("priya says yes 4 dozen from the first drop. new totals per drop pls"),
            A(
                "- Croissants: 18 × £10.80 = £194.40\n"
                "- Pain au chocolat: 4 × £12.60 = £50.40\n"
                "- Cinnamon buns: 4 × £11.40 = £45.60\n"
                "- Sourdough: 20 × £3.20 = £64.00\n"
                "- **Per drop: £354.40**\n"
                "- **Per week (3 drops): £1,063.20**\n"
                "- Oven: 22 of your 24 dozen laminated, 2 dozen spare."
            ),
        ],
        [
            U(
                "priya sent the supply agreement. 12 month term, 30 day notice either side. she "
                "wants it signed and back by fri 6 march"
            ),
            A(
                "Check before signing:\n\n"
                "- Prices: croissants £10.80, pain au chocolat £12.60, cinnamon buns £11.40 a "
                "dozen, sourdough £3.20 a loaf.\n"
                "- A price review clause (butter!).\n"
                "- Delivery Tuesday, Thursday and Saturday by 7am, Abbeydale Road.\n"
                "- Minimum 15 dozen per drop; changes by 2pm the day before.\n"
                "- Monthly invoice, 30 days.\n"
                "- Nothing that says or implies anything is nut-free.\n"
                "- Signed and back by Friday 6 March."
            ),
            U(
                'theres a line: "Supplier warrants that all products are free from the 14 major '
                'allergens unless stated on the product specification." wtf'
            ),
            A(
                "- Don't sign that as written. You can't promise that with almonds and sesame on "
                "the bench.\n"
                '- Suggested replacement: "Supplier will provide an accurate allergen '
                "specification for each product, including cross-contamination risks, and will "
                "tell Bean Republic in writing before any recipe change. All products are made in "
                "a kitchen that handles nuts and are not suitable for people with a nut "
                'allergy."\n'
                "- Ask Priya to change it before you sign. If they won't budge, a quick word with "
                "a solicitor is worth it."
            ),
            U(
                "also the price sheet at the back has croissants at the old price. told priya its "
                "10.80, shes fixing it"
            ),
            A(
                "- Good catch. Croissants £10.80 a dozen in the corrected sheet.\n"
                "- Check the whole sheet again when it comes back."
            ),
            U("asked her to change the allergen bit too. waiting to hear"),
            A(
                "- Status: waiting on Priya's amended agreement (allergen clause and price sheet) "
                "before you sign."
            ),
            U("kyle wants a hi vis with HOB LANE on the back. hes taking this very seriously"),
            A("Let him have it. Good branding, and he'll be seen on dark mornings."),
            U("remind me where we're at. everything in one list"),
            A(
                "- **Customer**: Bean Republic, 6 cafés. Contact Priya Nandha, "
                "priya.nandha@beanrepublic.co.uk, 07700 914 382.\n"
                "- **Delivery**: Tuesday, Thursday and Saturday by 7am, central kitchen on "
                "Abbeydale Road. Kyle drives.\n"
                "- **First drop**: Tuesday 10 March.\n"
                "- **Standing order per drop**: 18 dozen croissants, 4 dozen pain au chocolat, 4 "
                "dozen cinnamon buns, 20 sourdough.\n"
                "- **Prices**: croissants £10.80, pain au chocolat £12.60, cinnamon buns £11.40 a "
                "dozen; sourdough £3.20 a loaf.\n"
                "- **Per drop**: £354.40; per week £1,063.20.\n"
                "- **Minimum**: 15 dozen per drop. **Changes**: by 2pm the day before.\n"
                "- **Oven**: max 24 dozen laminated per morning; using 22.\n"
                "- **Invoices**: monthly to accounts@beanrepublic.co.uk, 30 days.\n"
                "- **Allergens**: never nut-free; sheets sent.\n"
                "- **Agreement**: 12 months, 30 days' notice; sign by Friday 6 March.\n"
                "- **Waiting on**: Priya's amended allergen clause and corrected price sheet.\n\n"
                "Good luck with the first drop."
            ),
        ],
    ]
    check = {
        "nut rule": ["nut-free"],
        "drafts only": ["Never send or confirm"],
        "contact": ["Priya Nandha"],
        "contact email": ["priya.nandha@beanrepublic.co.uk"],
        "delivery days": ["Tuesday, Thursday and Saturday"],
        "drop point": ["Abbeydale"],
        "minimum": ["15 dozen"],
        "croissant price": ["£10.80"],
        "sourdough price": ["£3.20"],
        "pain au chocolat": ["£12.60"],
        "oven limit": ["24 dozen"],
        "cutoff": ["2pm"],
        "invoices": ["accounts@beanrepublic.co.uk"],
        "invoice detail": ["delivery dates"],
        "driver": ["Kyle"],
        "reply style": ["no essays"],
        "first drop": ["10 March"],
        "per drop": ["£354.40"],
        "sign by": ["6 March"],
        "status": ["allergen clause"],
    }
    stale = {
        "contact": ["Liam"],
        "delivery days": ["Monday, Wednesday and Friday"],
        "minimum": ["10 dozen"],
        "croissant price": ["£9.60"],
        "per drop": ["£282.40", "£304.00"],
    }
    return parts, check, stale


def conference_poster() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are a helpful assistant supporting a PhD student. Be precise with dates, "
                    "times and amounts, and say so when you are not sure of something."
                ),
            },
            U(
                "Hi! I need help organising my first proper conference trip and I'm slightly "
                "panicking. I'm Ama, a second-year PhD student in the Soil Biology group at "
                "Wageningen. My abstract got accepted as a poster at EWSM 2026 in Lisbon! Here's "
                "the acceptance email:\n\n"
                "---\n"
                "From: Dr. Marta Seixas <loc@ewsm2026.pt>\n"
                "Subject: EWSM 2026 - abstract accepted (poster)\n\n"
                "Dear Ms Owusu-Ansah,\n\n"
                'We are pleased to inform you that your abstract "Drought legacy shapes '
                'nitrogen-fixing consortia in maize rhizospheres" has been accepted for poster '
                "presentation at the 14th European Workshop on Soil Microbiology (EWSM 2026), "
                "Lisbon, 15-18 September 2026. Your poster ID is P-117.\n\n"
                "Poster guidelines: posters must be A0 portrait (84.1 cm wide x 118.9 cm high). "
                "Please bring your printed poster with you; there is no printing service at the "
                "venue. Presenting authors must stay at their poster for the full duration of "
                "their session.\n\n"
                "Your poster is scheduled in Poster Session B, Wednesday 16 September, "
                "15:30-17:00, in the atrium of Building C6, Faculdade de Ciencias, Universidade de "
                "Lisboa.\n\n"
                "At least one author must register by 30 June (early-bird fee EUR 290; EUR 380 "
                "afterwards), otherwise the abstract will be removed from the programme.\n\n"
                "Kind regards,\n"
                "Marta Seixas\n"
                "Local Organising Committee\n"
                "---\n\n"
                "Where do I even start?"
            ),
            A(
                "Congratulations, Ama! A first poster at an international workshop is a real "
                "milestone. It looks like a lot, but it breaks down into a handful of jobs, and "
                "the order matters mainly because of deadlines and money.\n\n"
                "1. **Register by 30 June.** This is the most time-critical item: if nobody "
                "registers, the abstract is removed from the programme. The early-bird fee is €290 "
                "(€380 afterwards).\n"
                "2. **Check your funding before you book anything.** Know what's covered and what "
                "the per-night and total limits are, so you don't book something you can't claim "
                "back.\n"
                "3. **Flights.** Amsterdam-Lisbon has plenty of direct options. Arriving on Monday "
                "14 September gives you a calm evening before the workshop opens on the 15th.\n"
                "4. **Accommodation.** Somewhere near Campo Grande, where the Faculdade de "
                "Ciências is, saves you a lot of commuting.\n"
                "5. **The poster.** Current format: A0 portrait, 84.1 × 118.9 cm, and you bring it "
                "printed. Work backwards from your print shop's turnaround and your supervisor's "
                "review.\n"
                "6. **Your session.** Poster Session B, Wednesday 16 September, 15:30-17:00, in "
                "the Building C6 atrium. You have to be at your poster for the whole session, so "
                "don't plan to slip off to a talk then.\n\n"
                "Can you tell me about your funding, and whether your supervisor has a deadline "
                "for seeing the poster?"
            ),
            U(
                "Funding: I have a WIAS travel grant (WIAS is our graduate school), reference "
                "WIAS-TG-2026-083. It covers up to €1,000 in total for registration, travel and "
                "accommodation. University rules cap hotel reimbursement at €110 per night, and "
                "receipts have to be submitted within 30 days of return or they simply don't pay. "
                "My supervisor is Prof. Hendrik Maas; he wants to see the final poster by 4 "
                "September at the latest, no exceptions. He's been burnt by students sending him "
                "things the night before printing."
            ),
            A(
                "Very clear, thanks. Here's a first rough budget against the €1,000 grant "
                "(WIAS-TG-2026-083):\n\n"
                "| Item | Estimate |\n"
                "|---|---|\n"
                "| Registration (early-bird) | €290 |\n"
                "| Return flights AMS-LIS | €200-260 if booked soon |\n"
                "| Accommodation, 4 nights (14-18 Sept) at up to €110 | up to €440 |\n"
                "| **Total** | **about €930-990** |\n\n"
                "So it fits, but only just. Things to keep in mind:\n\n"
                "- **Local transport and meals** may not be covered. Check the WIAS rules for "
                "Schiphol train tickets, the Lisbon metro and the conference dinner.\n"
                "- **Poster printing**: ask whether your group pays for it; if it comes out of the "
                "grant, it eats into the margin.\n"
                "- **Receipts**: within 30 days of return, so set a reminder for mid-October. Keep "
                "invoices in your name, not only card statements.\n"
                "- **Prof. Maas's deadline**: final poster to him by 4 September. We'll plan the "
                "printing backwards from that date."
            ),
            U(
                "Registered this morning at the early-bird rate. Confirmation number "
                "EWSM26-R-0442. €290 gone from my card, I'll claim it back."
            ),
            A(
                "One big item done. Registration: early-bird, €290, confirmation EWSM26-R-0442. "
                "Download the invoice PDF from the registration system as well; reimbursement "
                "offices usually want a proper invoice, not just the card statement."
            ),
            U(
                "My officemate just came back from the Portuguese bakery in Utrecht with pastéis "
                'de nata "for research purposes". I fully approve of this research.'
            ),
            A("A rigorous methodology. Lisbon will give you plenty more data points."),
            U(
                "Booked flights! Confirmation below:\n\n"
                "---\n"
                "TAP Air Portugal - Booking confirmation\n"
                "Booking reference: K7QW2M\n"
                "Passenger: OWUSU-ANSAH/AMA MS\n\n"
                "Outbound  TP 661  Mon 14 Sep 2026  Amsterdam (AMS) 06:10 -> Lisbon (LIS) 08:35\n"
                "Return    TP 672  Fri 18 Sep 2026  Lisbon (LIS) 18:45 -> Amsterdam (AMS) "
                "22:55\n\n"
                "Fare: Economy Classic. Baggage: 1 cabin bag (max 8 kg), 1 personal item. No "
                "checked bag.\n"
                "Total paid: EUR 236.40\n"
                "---\n\n"
                "The 06:10 is brutal but it was the cheapest by far."
            ),
            A(
                "That works: you land in Lisbon on Monday morning, a day before the workshop "
                "opens, and fly home on the Friday evening after it closes. Saved:\n\n"
                "- **Outbound:** TP 661, Mon 14 Sep, AMS 06:10 → LIS 08:35\n"
                "- **Return:** TP 672, Fri 18 Sep, LIS 18:45 → AMS 22:55\n"
                "- **Booking reference** K7QW2M, €236.40, cabin bag only\n\n"
                "Two things to sort out now:\n\n"
                "1. **The poster tube.** With no checked bag, the tube has to go in the cabin, and "
                "airlines differ on whether a tube counts as your personal item, an extra item, or "
                "something that must be checked in. Check TAP's rules (or ask them) before the "
                "trip rather than at the gate.\n"
                "2. **Getting to Schiphol.** For a 06:10 departure you'd want to be at the airport "
                "by about 04:30, and the first trains from Ede-Wageningen won't get you there in "
                "time. Budget for a taxi or a night near the airport, and check whether WIAS "
                "reimburses either."
            ),
            U(
                "Hotel: I booked Hotel Miradouro Campo Grande, 10 minutes' walk from the faculty, "
                "€104 per night, 4 nights (check in 14th, out 18th). Free cancellation until 1 "
                "September. Booking number 5518-30921."
            ),
            A(
                "Nice and close. Hotel Miradouro Campo Grande, 4 nights at €104 (€416), under the "
                "€110 cap, free cancellation until 1 September.\n\n"
                "Budget so far against the €1,000 grant:\n\n"
                "| Item | Cost |\n"
                "|---|---|\n"
                "| Registration (early-bird) | €290.00 |\n"
                "| Flights (TAP, K7QW2M) | €236.40 |\n"
                "| Hotel, 4 nights | €416.00 |\n"
                "| **Total** | **€942.40** |\n\n"
                "That leaves €57.60, which won't stretch far once the Schiphol taxi and the Lisbon "
                "metro come in, so it's worth knowing whether those are claimable. Put a reminder "
                "in your calendar for the last week of August in case you need the free "
                "cancellation."
            ),
        ],
        [
            U(
                "OK, poster time. Hendrik's rules: max 800 words on the poster (he counts!), the "
                "Wageningen template with the university logo top left, and the main figure has to "
                "be the drought-legacy heatmap. Can you help me plan the layout for A0 portrait?"
            ),
            A(
                "Sure. For a portrait poster of that size, a three-column grid is the classic "
                "choice:\n\n"
                "**Top band (full width)**\n"
                "- Title, authors, affiliations; WUR logo top left as Hendrik wants, EWSM logo and "
                "poster number top right.\n"
                "- Title 85-100 pt, authors 40-48 pt.\n\n"
                "**Left column**\n"
                "- *Background* (about 120 words): why drought legacy matters for nitrogen "
                "fixation.\n"
                "- *Question* (one sentence, large).\n"
                "- *Methods* (about 150 words): ideally a small flowchart (field sites → "
                "rhizosphere sampling → nifH sequencing → 15N2 assays) instead of paragraphs.\n\n"
                "**Centre column**\n"
                "- The drought-legacy heatmap, as large as possible, with a caption under it.\n"
                '- A "Key finding" box under the heatmap: one or two sentences, 40-44 pt.\n\n'
                "**Right column**\n"
                "- *Results* in two or three short bullets with the numbers.\n"
                "- *Conclusions and outlook* (about 100 words).\n"
                "- References (small, 18-20 pt), acknowledgements, and a QR code to your preprint "
                "or lab page.\n\n"
                "**Word budget** for Hendrik's 800: roughly 120 + 150 + 150 + 100 + captions and "
                "bits, leaving some slack. Body text at 28-32 pt keeps it readable from two "
                "metres."
            ),
            U(
                "Here's my abstract for reference:\n\n"
                '"Drought events can leave a lasting imprint on soil microbial communities. We '
                "compared rhizosphere nitrogen-fixing consortia of maize grown in soils with and "
                "without a history of severe drought (2018 and 2022) at two Dutch field sites. "
                "Using nifH amplicon sequencing and 15N2 incorporation assays, we found that "
                "drought-legacy soils supported consortia dominated by Bradyrhizobium and "
                "Azospirillum taxa with 31% higher nitrogenase activity under renewed water "
                "stress, but 18% lower activity under well-watered conditions. Our results suggest "
                "that drought history pre-conditions diazotroph communities for stress at a cost "
                'to performance in favourable conditions."\n\n'
                'Can you write me a "Key finding" box, max 40 words?'
            ),
            A(
                "Here are two options, both under 40 words:\n\n"
                "**Option A (35 words)**\n"
                '"Soils with a drought history host nitrogen-fixing communities that work 31% '
                "harder when drought returns, but 18% less under normal watering. Past drought "
                'primes the microbes for stress, at a cost in good years."\n\n'
                "**Option B (26 words)**\n"
                '"Drought leaves a memory: nitrogen fixers in drought-legacy soils are 31% more '
                'active under renewed drought, and 18% less active when water is plentiful."\n\n'
                "Option A is closer to your abstract; Option B is punchier and reads better from a "
                "distance."
            ),
            U(
                "Love option A. Also: Lena (Dr. Lena Bauer, the postdoc on the project and "
                "co-author) is coming too, and she's offered to carry the poster tube because "
                "she's flying KLM with a checked bag. So that solves the tube problem!"
            ),
            A(
                "That's the cabin-baggage worry gone. Noted: Lena Bauer carries the poster tube in "
                "her checked luggage.\n\n"
                "Two small things: hand the tube over a day or two before you fly, not at the "
                "airport, and write your name, P-117 and your phone number on it in case it goes "
                "astray."
            ),
            U(
                "Argh. Just got this:\n\n"
                "---\n"
                "From: Dr. Marta Seixas <loc@ewsm2026.pt>\n"
                "Subject: EWSM 2026 - CORRECTION to poster format\n\n"
                "Dear presenters,\n\n"
                "Please note a correction to the poster guidelines sent with your acceptance "
                "letter. The poster boards in the Building C6 atrium are landscape, 120 cm wide x "
                "100 cm high. Posters must therefore be in landscape format and no larger than 118 "
                "cm wide x 98 cm high. A0 portrait posters will not fit on the boards. Pins and "
                "Velcro will be provided.\n\n"
                "We apologise for the confusion.\n\n"
                "Marta Seixas\n"
                "---\n\n"
                "I'd already started the layout. Great."
            ),
            A(
                "Annoying, but much better to find out now than in front of the board in Lisbon. "
                "The new rule: **landscape, no larger than 118 cm wide × 98 cm high**.\n\n"
                "How the layout changes:\n\n"
                "- **Four columns instead of three.** The page is now wider than it is tall, so "
                "four narrower columns read more naturally.\n"
                "- **Heatmap across the middle two columns**, with the Key finding box (Option A) "
                "directly under it.\n"
                "- **Left column**: Background and Question. **Second-left**: Methods flowchart. "
                "**Right column**: Results bullets, Conclusions, references and the QR code.\n"
                "- **Top band**: shorter than before, so use a title of one line if you can, "
                "around 85 pt. WUR logo still top left.\n"
                "- **Font sizes** stay the same; the 800-word limit is unchanged.\n\n"
                "It isn't a standard paper size, so set a custom page of 118 × 98 cm in whatever "
                "you're using (PowerPoint and Inkscape both allow it) and check that your print "
                "shop can do custom sizes."
            ),
            U(
                "Our print shop is Repro in the Forum building. They need 3 working days and want "
                "a PDF with all fonts embedded. Custom sizes on paper are fine, €38 for my size, "
                "and the group pays for printing so it's not on my grant."
            ),
            A(
                "Good, printing stays off the grant. Working backwards:\n\n"
                "- **Friday 4 September**: final poster to Hendrik (his deadline).\n"
                "- **Monday 7 September**: PDF to Repro, assuming he's happy.\n"
                "- **Thursday 10 September**: ready to collect (3 working days).\n"
                "- **Friday 11 September**: tube handed to Lena.\n"
                "- **Monday 14 September**: fly.\n\n"
                "That leaves almost no slack if Hendrik asks for changes on the 4th. If you can "
                'get a draft to him a week earlier, his "final" comments on the 4th will be '
                "small ones."
            ),
            U("My rhizotrons are leaking again, back in a bit."),
            A("Good luck with the rhizotrons."),
        ],
        [
            U(
                "Well, this is fun:\n\n"
                "---\n"
                "TAP Air Portugal - Important change to your booking K7QW2M\n\n"
                "Dear Ms Owusu-Ansah,\n\n"
                "We regret to inform you that flight TP 661 on 14 September 2026 has been "
                "cancelled due to a schedule change. You have been rebooked as follows:\n\n"
                "Outbound  KL1691  Mon 14 Sep 2026  Amsterdam (AMS) 09:40 -> Lisbon (LIS) 11:55  "
                "operated by KLM\n\n"
                "Your return flight TP 672 on 18 September 2026 is unchanged. If the new itinerary "
                "is not suitable, you may request a refund of the unused segment via Manage "
                "Booking.\n"
                "---\n\n"
                "Honestly a 09:40 is better anyway."
            ),
            A(
                "Agreed, that's an upgrade in civilised hours. Updated flights:\n\n"
                "- **Outbound: KL1691**, Mon 14 Sep, AMS 09:40 → LIS 11:55, operated by KLM\n"
                "- **Return: TP 672**, Fri 18 Sep, LIS 18:45 → AMS 22:55 (unchanged)\n"
                "- Booking reference K7QW2M, no extra cost\n\n"
                "A few things to check:\n\n"
                "1. **Check-in and baggage.** Since KLM operates the outbound, check in through "
                "KLM (or via TAP's link). Your allowance should stay as booked (cabin bag only), "
                "but it's worth confirming.\n"
                "2. **Lena.** If she's flying KLM that morning, you may be on the same flight, "
                "which would make the tube handover easy.\n"
                "3. **Compensation.** The change came months in advance, so EU261 compensation "
                "doesn't apply; there's nothing to claim.\n"
                "4. **Getting to Schiphol.** With a 09:40 departure, a train from Ede-Wageningen "
                "around 07:00 is fine; no taxi or airport hotel needed."
            ),
            U("Lena IS on KL1691! Ha. We'll go together."),
            A("Perfect: travel buddy and tube carrier in one."),
            U(
                "Ugh, and now this, from the hotel:\n\n"
                "> Dear guest, due to a pricing error on a third-party platform, the rate for your "
                "stay of 14-18 September has been corrected to EUR 138 per night. We apologise for "
                "the inconvenience. If you do not wish to continue with the reservation, you may "
                "cancel free of charge until 1 September.\n\n"
                "That's way over the €110 cap. I found two alternatives: Residencial Alvalade "
                "Jardim, €92 a night, a small guesthouse two metro stops from Campo Grande, "
                "private bathroom, breakfast included; or a private room at Lisboa Central Hostel, "
                "€79 a night, but 35 minutes on the metro and a shared bathroom."
            ),
            A(
                "Staying put would cost you: at €138 a night, 4 nights is €552, but you could only "
                "claim €440, so €112 would come out of your own pocket.\n\n"
                "Of the two alternatives, I'd go for **Residencial Alvalade Jardim**:\n\n"
                "- **Under the cap** (€92 a night, €368 for four nights), with breakfast included, "
                "which saves money every morning.\n"
                "- **Two metro stops** from Campo Grande is roughly 10-15 minutes door to door. "
                "That matters on your poster day, when you'll want to get there early to put the "
                "poster up, and on days with early keynotes.\n"
                "- **Private bathroom**: small thing, big difference during an intense week.\n\n"
                "The hostel saves another €52 over four nights, but 35 minutes each way, twice a "
                "day, plus a shared bathroom, isn't worth it for that.\n\n"
                "Book the new place first, then cancel the current booking once you have the "
                "confirmation, and make sure you cancel before 1 September."
            ),
            U(
                "Agreed, booked it. Confirmation:\n\n"
                "---\n"
                "Residencial Alvalade Jardim - Reservation ALJ-77120\n"
                "Guest: Ama Owusu-Ansah\n"
                "Check-in: Mon 14 Sep 2026 (from 14:00)\n"
                "Check-out: Fri 18 Sep 2026 (by 11:00)\n"
                "Room: single with private bathroom, breakfast included\n"
                "Rate: EUR 92.00 per night, total EUR 368.00, payable at the property\n"
                "---\n\n"
                "And I've cancelled the Miradouro, got the cancellation email."
            ),
            A(
                "Updated budget against the €1,000 grant:\n\n"
                "| Item | Cost |\n"
                "|---|---|\n"
                "| Registration (early-bird) | €290.00 |\n"
                "| Flights (K7QW2M) | €236.40 |\n"
                "| Residencial Alvalade Jardim, 4 nights | €368.00 |\n"
                "| **Total** | **€894.40** |\n\n"
                "That leaves €105.60 for anything else WIAS will cover.\n\n"
                "Notes:\n\n"
                "- **Payable at the property**: ask for an invoice in your own name at check-out, "
                "since that's what the claim needs.\n"
                "- **Check-in from 14:00**: you land at 11:55, so you'll arrive with time to "
                "spare; ask whether they'll hold your bag if you get there early.\n"
                "- **Friday**: check-out is at 11:00 and your flight is at 18:45, so ask whether "
                "you can leave your bag with them for the day."
            ),
        ],
        [
            U(
                "Hendrik's comments on draft v2: cut the methods in half, make the heatmap bigger, "
                "and the acknowledgements must name the NWO grant, OCENW.M.21.344, or the funder "
                'gets grumpy. He also wrote "fewer words, Ama" at the bottom.'
            ),
            A(
                "All doable. Suggestions:\n\n"
                "- **Methods in half**: replace the paragraphs with the flowchart and put one line "
                "under each box (site and years; sampling depth; nifH amplicon sequencing; 15N2 "
                "incorporation). Details go in a handout or behind the QR code.\n"
                "- **Bigger heatmap**: let it take the full height of the two centre columns and "
                "move the colour legend inside the figure area. If the axis labels are small, "
                "re-export them at 24 pt or more rather than scaling the image.\n"
                '- **Acknowledgements**: "This work was funded by the Dutch Research Council '
                '(NWO), grant OCENW.M.21.344." Put it in the bottom strip with the logos.\n'
                "- **Fewer words**: the background is usually where words hide. Try to say it in "
                "three short sentences."
            ),
            U(
                'v3 is at 780 words. Under 800!! Hendrik just replied "better". From him that\'s '
                "basically a standing ovation."
            ),
            A('"Better" from a supervisor who counts words is high praise. Well done.'),
            U(
                "Another email from the organisers:\n\n"
                "---\n"
                "From: Dr. Marta Seixas <loc@ewsm2026.pt>\n"
                "Subject: EWSM 2026 - change to your poster session\n\n"
                "Dear Ms Owusu-Ansah,\n\n"
                "Because of a clash with the keynote lecture by Prof. Akiko Nakamura, Poster "
                "Session B has been dissolved and its posters redistributed. Your poster P-117 is "
                "now in Poster Session D, Thursday 17 September, 10:30-12:00, board 42. Posters in "
                "Session D may be mounted from 08:00 on Thursday and must be taken down by 18:00 "
                "the same day; posters left after 18:00 will be discarded.\n\n"
                "Marta Seixas\n"
                "---"
            ),
            A(
                "Updated:\n\n"
                "- **Poster Session D**, Thursday 17 September, 10:30-12:00, **board 42**.\n"
                "- Mount from 08:00 on Thursday; take down by 18:00 the same day, or it gets "
                "binned.\n"
                "- You still need to be at the poster for the whole session.\n\n"
                "Practical bits:\n\n"
                "- Get the tube back from Lena by Wednesday evening, so you're not hunting for her "
                "at 08:00.\n"
                "- From Alvalade Jardim, leave by about 07:45 if you want to mount the poster "
                "before the first talk.\n"
                "- Set a reminder for 17:30 on Thursday to take it down, and bring a spare rubber "
                "band for the tube.\n"
                "- The morning slot is good news: people are fresher at 10:30 than at the end of a "
                "long afternoon."
            ),
            U(
                "Conference dinner is Wednesday at 20:00, €55. I've signed up and ticked "
                "vegetarian. Not on the grant, I assume?"
            ),
            A(
                "Probably not: travel grants like this usually cover registration, travel and "
                "accommodation, not social events. It's worth one line to the WIAS office to ask, "
                "and keeping the receipt just in case. Noted: dinner on Wednesday at 20:00, €55, "
                "vegetarian."
            ),
            U(
                "Lena just sent me a photo of the poster tube she bought. It's neon orange. \"So "
                'nobody steals it."'
            ),
            A("Nobody is walking off with a neon orange tube. Practical and fabulous."),
        ],
        [
            U("Hendrik approved v4!!! Sending it to Repro on Monday 7 September."),
            A(
                "Congratulations! Before you send it, a quick PDF checklist:\n\n"
                "- **Page size**: custom 118 × 98 cm, landscape. Open the PDF and check the "
                "document properties; some export dialogs quietly fall back to A0.\n"
                '- **Fonts embedded**: Repro asked for it. In PowerPoint use "ISO 19005-1 '
                'compliant (PDF/A)"; in Inkscape, fonts are embedded by default.\n'
                "- **Images**: at least 150-200 dpi at final size; export the heatmap as vector "
                "(PDF or SVG) if you can.\n"
                "- **Colours**: look at the heatmap on paper if possible; some colour maps print "
                "darker than they look on screen.\n"
                "- **QR code**: print it at A4 and test that it scans from two metres.\n"
                '- **File name**: something like "P-117_Owusu-Ansah_EWSM2026.pdf".\n\n'
                "With 3 working days, it should be ready on Thursday 10 September."
            ),
            U("What's the deal with the WIAS claim? Anything I'm forgetting?"),
            A(
                "Things to collect for the claim (within 30 days of return, so by 18 October at "
                "the latest):\n\n"
                "- **Registration**: the invoice for EWSM26-R-0442 (€290).\n"
                "- **Flights**: the TAP booking confirmation, the rebooking email, and your "
                "boarding passes for KL1691 and TP 672.\n"
                "- **Accommodation**: the Residencial Alvalade Jardim invoice in your name "
                "(ALJ-77120, €368).\n"
                "- **Grant reference**: WIAS-TG-2026-083 on the claim form.\n"
                "- **Anything else you hope to claim** (train to Schiphol, metro in Lisbon): keep "
                "tickets or receipts, even if you're not sure they're covered.\n"
                "- **Proof you attended**: the programme page showing P-117, or a photo of you at "
                "the poster. Some offices ask for it."
            ),
            U(
                "Can you write me a full summary of the trip so I have it all in one place in my "
                "notes app?"
            ),
            A(
                "**EWSM 2026, Lisbon (15-18 September)**\n\n"
                "**Poster**\n"
                '- P-117, "Drought legacy shapes nitrogen-fixing consortia in maize '
                'rhizospheres".\n'
                "- Format: landscape, max 118 cm wide × 98 cm high. Max 800 words (Hendrik's "
                "rule); WUR template, logo top left; heatmap as main figure; acknowledgements name "
                "NWO grant OCENW.M.21.344.\n"
                "- Final v4 approved by Prof. Hendrik Maas. PDF to Repro on Monday 7 September, "
                "ready Thursday 10 September (3 working days). Printing paid by the group.\n"
                "- Lena Bauer carries the poster tube (neon orange) in her checked bag.\n\n"
                "**Session**\n"
                "- Poster Session D, Thursday 17 September, 10:30-12:00, board 42. Mount from "
                "08:00, take down by 18:00. Stay at the poster for the full duration.\n\n"
                "**Travel**\n"
                "- Outbound KL1691, Mon 14 Sep, AMS 09:40 → LIS 11:55 (with Lena).\n"
                "- Return TP 672, Fri 18 Sep, LIS 18:45 → AMS 22:55.\n"
                "- Booking reference K7QW2M, €236.40.\n\n"
                "**Accommodation**\n"
                "- Residencial Alvalade Jardim, ALJ-77120, 14-18 September, €92 a night (€368), "
                "breakfast included, pay at the property.\n\n"
                "**Money**\n"
                "- WIAS travel grant WIAS-TG-2026-083, up to €1,000; hotel cap €110 a night.\n"
                "- Registration EWSM26-R-0442, €290 (early-bird).\n"
                "- Spent so far: €894.40. Receipts within 30 days of return.\n"
                "- Conference dinner Wednesday 20:00, €55, vegetarian (probably not claimable)."
            ),
            U("Perfect. Last thing: what's still on my to-do list?"),
            A(
                "- **Mon 7 September**: send the PDF to Repro.\n"
                "- **Thu 10 September**: collect the poster.\n"
                "- **Fri 11 September**: hand the tube to Lena.\n"
                "- **Before you fly**: check in for KL1691; ask Alvalade Jardim about leaving your "
                "bag on the Friday.\n"
                "- **Wed 16 September**: get the tube back from Lena in the evening.\n"
                "- **Thu 17 September**: mount from 08:00, present 10:30-12:00, take down before "
                "18:00.\n"
                "- **After you're back**: submit the WIAS claim with all receipts."
            ),
            U("Thank you so much, I feel like an actual academic now."),
            A("You are one. Enjoy Lisbon, and good luck at board 42."),
        ],
    ]
    check = {
        "precision rule": ["Be precise with dates"],
        "poster id": ["P-117"],
        "poster format": ["118 cm wide", "98 cm high"],
        "presence": ["full duration"],
        "outbound": ["KL1691"],
        "return": ["TP 672"],
        "hotel": ["Alvalade Jardim", "ALJ-77120"],
        "nightly cap": ["€110"],
        "grant": ["WIAS-TG-2026-083", "€1,000"],
        "receipts": ["within 30 days of return"],
        "session": ["Session D", "board 42"],
        "session time": ["10:30-12:00"],
        "review deadline": ["4 September"],
        "printing": ["3 working days"],
        "word limit": ["800 words"],
        "tube": ["Lena", "poster tube"],
        "funder": ["OCENW.M.21.344"],
        "dinner": ["vegetarian"],
        "budget total": ["€894.40"],
    }
    stale = {
        "poster format": ["A0 portrait"],
        "outbound": ["TP 661", "06:10"],
        "hotel": ["Miradouro", "€104"],
        "session": ["Session B", "15:30-17:00"],
        "budget total": ["€942.40"],
    }
    return parts, check, stale


def landlord_repairs() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are assisting a private landlord with the management and repair of his "
                    "rental flats in England. You may explain the general legal position, but do "
                    "not present it as definitive legal advice; where it matters, suggest that he "
                    "confirm it with a solicitor or the local authority."
                ),
            },
            U(
                "Good morning. I should be grateful for your assistance in organising a round of "
                "repairs at the two flats I let in Bristol. I manage them myself; my letting "
                "agent, Harbour Lettings on Whiteladies Road, does nothing beyond holding a spare "
                "set of keys for each property.\n\n"
                "The properties are as follows. Flat 1, 22 Pembroke Road, Clifton, let to Mr "
                "Daniel Reyes since 2022. Flat 3, 9 Windsor Crescent, Cotham, let to Ms Harriet "
                "Okafor since last September. At Pembroke Road the bathroom extractor fan has "
                "failed and black mould is spreading across the bathroom ceiling; at Windsor "
                "Crescent the combination boiler is losing pressure and the kitchen mixer tap "
                "drips.\n\n"
                "I have set aside a ceiling of £2,500 for this round of work across both flats, "
                "inclusive of VAT. I should very much prefer not to exceed it.\n\n"
                "With thanks,\n"
                "Geoffrey Ashworth"
            ),
            A(
                "Good morning, Mr Ashworth. I should be glad to help. Let me set out what I have, "
                "and the general position on each item.\n\n"
                "**The properties**\n"
                "- Flat 1, 22 Pembroke Road, Clifton: Mr Daniel Reyes. Failed bathroom extractor "
                "fan; black mould on the bathroom ceiling.\n"
                "- Flat 3, 9 Windsor Crescent, Cotham: Ms Harriet Okafor. Boiler losing pressure; "
                "dripping kitchen mixer tap.\n"
                "- Budget ceiling: £2,500 for both flats, including VAT.\n"
                "- Spare keys: held by Harbour Lettings, Whiteladies Road.\n\n"
                "**The general legal position** (please treat this as an outline rather than "
                "advice)\n"
                "- Under section 11 of the Landlord and Tenant Act 1985, a landlord of a short "
                "residential let must keep in repair the installations for the supply of water, "
                "gas and electricity, for sanitation, and for space and water heating. The boiler "
                "and the kitchen tap fall squarely within that, and the duty runs from when you "
                "are told of the problem, so acting promptly matters.\n"
                "- Damp and mould is assessed by local authorities under the Housing Health and "
                "Safety Rating System. A failed extractor fan with visible black mould is the sort "
                "of thing an environmental health officer would expect to see put right quickly.\n"
                "- Any work on the gas boiler must be carried out by a Gas Safe registered "
                "engineer. That is a legal requirement, not merely good practice.\n"
                "- Tenants are entitled to quiet enjoyment of their homes. Most tenancy agreements "
                "require at least 24 hours' notice of access for repairs, at reasonable times.\n\n"
                "**Suggested next steps**\n"
                "1. Acknowledge both tenants' reports in writing, so there is a record of when you "
                "were told.\n"
                "2. Obtain a quotation covering both flats, with the boiler work priced by a Gas "
                "Safe engineer.\n"
                "3. Agree access dates with each tenant, giving proper notice.\n\n"
                "On the budget: boiler diagnosis and repair, a new tap, a ducted extractor fan and "
                "a mould treatment with redecoration would, in my rough estimation, come to "
                "somewhere between £1,400 and £2,000 including VAT, so £2,500 ought to leave some "
                "contingency."
            ),
            U(
                "Quite so. I shall always give the tenants at least 24 hours' written notice, by "
                "email, before any visit by me or by a contractor. It is a rule I have kept for "
                "twenty years and I do not intend to relax it.\n\n"
                "As to keys: the contractor may collect the spare keys from Harbour Lettings on "
                "the morning of the visit, signing for them, and must return them by 5 pm the same "
                "day."
            ),
            A(
                "Noted on both counts. For convenience, here is a template notice you might "
                "adapt:\n\n"
                '"Dear [tenant],\n\n'
                "I write to give you notice that [contractor] will attend [address] on [day and "
                "date], between [times], to carry out the following work: [description].\n\n"
                "If the date is inconvenient, please let me know as soon as possible and I shall "
                "arrange an alternative.\n\n"
                "Yours sincerely,\n"
                'Geoffrey Ashworth"\n\n'
                "Sending it by email gives you a dated record of the notice, which is useful "
                "should there ever be any dispute about access."
            ),
            U(
                "I have received the following from Ms Okafor this morning, which I reproduce in "
                "full:\n\n"
                "> Dear Mr Ashworth,\n"
                ">\n"
                "> Further to our telephone conversation, the boiler pressure is now dropping "
                "below 0.5 bar every two or three days and I have to top it up with the filling "
                "loop each time. The kitchen mixer tap also drips constantly, even when fully "
                "closed.\n"
                ">\n"
                "> I work from home on Mondays and Fridays; on other days I am in the office from "
                "8 am. Please also note that I have a cat, Mr Biscuit, who is strictly indoor and "
                "must not be let out, so anyone attending must keep the front door closed at all "
                "times.\n"
                ">\n"
                "> Kind regards,\n"
                "> Harriet Okafor\n\n"
                "I should be obliged if you would note the particulars."
            ),
            A(
                "Noted. The particulars for Flat 3:\n\n"
                "- **Boiler**: pressure falling below 0.5 bar every two or three days; Ms Okafor "
                "is topping it up with the filling loop.\n"
                "- **Tap**: kitchen mixer drips even when fully closed.\n"
                "- **Availability**: at home on Mondays and Fridays; in the office from 8 am on "
                "other days.\n"
                "- **Cat**: Mr Biscuit, strictly indoor. Anyone attending must keep the front door "
                "closed at all times.\n\n"
                "On the boiler, for background: a sealed system that loses pressure every few days "
                "usually has one of three causes. The expansion vessel may have lost its air "
                "charge; the pressure relief valve may be letting by (a drip from the small copper "
                "pipe that runs outside is the tell-tale sign); or there may be a small leak "
                "somewhere on the system. Each topping-up also brings in fresh, oxygenated water, "
                "which over time encourages corrosion, so it is worth getting it diagnosed soon. "
                "In the meantime she should not fill it above about 1.5 bar when cold.\n\n"
                "The tap is most likely a worn cartridge; whether it is cheaper to replace the "
                "cartridge or the whole tap depends on the make."
            ),
            U(
                "Mr Reyes, by contrast, works nights as a porter at the Bristol Royal Infirmary "
                "and has asked that no one attend before 11 am on any day. He has been an "
                "exemplary tenant and I intend to accommodate him."
            ),
            A(
                "Noted: no visits to Flat 1 before 11 am on any day. I shall make sure any "
                "schedule I suggest respects that."
            ),
            U("I see the Suspension Bridge is closed again for resurfacing. One despairs."),
            A("It does rather turn a trip across the Gorge into an expedition."),
        ],
        [
            U(
                "I have obtained a quotation from Pearce & Lowe Building Services, who have done "
                "good work for me in the past. I reproduce it below:\n\n"
                "| Item | Property | Description | Cost (ex VAT) |\n"
                "|---|---|---|---|\n"
                "| 1 | Flat 3, 9 Windsor Crescent | Diagnose and repair boiler pressure loss; "
                "replace expansion vessel if required | £420.00 |\n"
                "| 2 | Flat 3, 9 Windsor Crescent | Supply and fit new kitchen mixer tap | £185.00 "
                "|\n"
                "| 3 | Flat 1, 22 Pembroke Road | Supply and fit humidistat extractor fan, ducted "
                "to outside | £390.00 |\n"
                "| 4 | Flat 1, 22 Pembroke Road | Mould wash, stain block and repaint bathroom "
                "ceiling | £340.00 |\n"
                "| | | Subtotal | £1,335.00 |\n"
                "| | | VAT at 20% | £267.00 |\n"
                "| | | **Total** | **£1,602.00** |\n\n"
                "They propose to attend Windsor Crescent on Thursday 14 May and Pembroke Road on "
                "Friday 15 May."
            ),
            A(
                "The arithmetic is correct: £1,335.00 plus VAT of £267.00 gives £1,602.00, which "
                "sits comfortably inside your £2,500 ceiling and leaves £898 in hand.\n\n"
                "Some points you may wish to raise with them before accepting:\n\n"
                '1. **Item 1 is open-ended.** "Replace expansion vessel if required" leaves the '
                "price uncertain. Ask whether £420 includes the vessel, and what they would charge "
                "if the pressure relief valve proves to be the culprit instead.\n"
                "2. **Gas Safe registration.** Ask for the registration number of the engineer who "
                "will work on the boiler, and check it on the Gas Safe Register before the "
                "visit.\n"
                "3. **The fan.** A humidistat fan is a good choice for a tenant who may not "
                "remember to switch it on. Ask where the duct will run and whether any external "
                "making-good is included.\n"
                "4. **The mould.** A wash and stain block will deal with the symptom; the fan "
                "deals with the cause. It is worth asking them to check the ceiling for any sign "
                "of a leak from above, in case the fan is not the whole story.\n"
                "5. **Conditions of access.** Put in writing that the front door at Windsor "
                "Crescent must be kept closed because of the cat, and that nobody attends Pembroke "
                "Road before 11 am.\n\n"
                "On the dates: Ms Okafor is in the office on Thursdays, so Windsor Crescent on "
                "Thursday 14 May would mean the contractor working in an empty flat. You may wish "
                "to check with her before you confirm."
            ),
            U(
                "Ms Okafor has replied to my notice as follows:\n\n"
                "> Dear Mr Ashworth,\n"
                ">\n"
                "> Thank you for your email. Unfortunately Thursday 14 May is not convenient: I "
                "have an all-day meeting and would rather not have strangers in the flat with Mr "
                "Biscuit while I am out. I have, however, arranged to work from home on Tuesday 19 "
                "May. Would it be possible for the work to be carried out then instead?\n"
                ">\n"
                "> Kind regards,\n"
                "> Harriet\n\n"
                "I am inclined to agree. The boiler has held for a month; another few days will do "
                "no harm, provided she continues to top it up."
            ),
            A(
                "That seems entirely reasonable. Having her at home removes any worry about the "
                "cat, and a short delay is unlikely to make the boiler fault worse, provided she "
                "keeps the pressure topped up and tells you at once if it drops to zero or the "
                "boiler shows a fault code.\n\n"
                "A brief reply might read:\n\n"
                '"Dear Ms Okafor,\n\n'
                "Thank you for letting me know. I am happy to move the visit to Tuesday 19 May and "
                "shall ask the contractor to attend that day. I shall confirm the time once I have "
                "it. In the meantime, please do continue to top up the pressure as before, and let "
                "me know at once if the boiler stops working altogether.\n\n"
                "Yours sincerely,\n"
                'Geoffrey Ashworth"'
            ),
            U(
                "I have confirmed Tuesday 19 May with Ms Okafor by email and asked the contractor "
                "to move the Windsor Crescent visit accordingly."
            ),
            A(
                "Very good. Flat 3, 9 Windsor Crescent: Tuesday 19 May, with Ms Okafor at home. "
                "Flat 1, 22 Pembroke Road: Friday 15 May, not before 11 am."
            ),
            U(
                "A further complication. Mr Reyes telephoned last night: the lower sash of the "
                "bedroom window at Pembroke Road will no longer close fully, and he tells me the "
                "sill is soft enough to push a thumbnail into. I went round this morning, with his "
                "agreement and after giving him notice, and I am afraid he is right: the sill and "
                "the bottom rail of the sash are rotten."
            ),
            A(
                "I am sorry to hear it; rot in a sash window is a common problem in older Clifton "
                "properties, and it does need attention before winter.\n\n"
                "**What is likely to be needed.** Where the rot is confined to the sill and the "
                "bottom rail, a competent joiner can usually cut out the rotten timber and splice "
                "in new hardwood, replace the bottom rail of the sash, reglaze and repaint, "
                "leaving the rest of the window intact. That is generally far cheaper than a new "
                "window.\n\n"
                "**Permissions.** Pembroke Road lies within a conservation area. Like-for-like "
                "repair of a timber sash generally needs no consent, whereas replacing it with a "
                "different material or design may need planning permission, or listed building "
                "consent if the building is listed. It would be wise to confirm the position with "
                "Bristol City Council before anyone proposes replacement.\n\n"
                "**In the meantime.** If the sash will not close, the room is less secure and less "
                "weathertight. A temporary fix, such as a wedge or a screw-in stop to hold the "
                "sash shut, would be sensible until the repair is done.\n\n"
                "**Budget.** A splice repair of this kind might cost somewhere between £800 and "
                "£1,500 including VAT, depending on how far the rot has gone. Added to the £1,602 "
                "already quoted, that would very probably take you past your ceiling."
            ),
        ],
        [
            U(
                "Pearce & Lowe have priced the window at £1,450 plus VAT, which would bring their "
                "total to £3,342, and, more to the point, they cannot begin any of the work until "
                "8 June owing to a large job in Bath. That will not do, either for the boiler or "
                "for the window. I have therefore asked Marlow Property Maintenance, who were "
                "recommended to me by a fellow member of the landlords' association, to quote for "
                "the whole. Their surveyor, a Mr Coombs, visited both flats on Wednesday, "
                "collecting the keys from Harbour Lettings in the usual way."
            ),
            A(
                "I think you are right not to wait until June; the boiler has been losing pressure "
                "for over a month, and a window that will not close is a security risk as well as "
                "a draught.\n\n"
                "While you wait for the new quotation, some checks worth making on any firm new to "
                "you:\n\n"
                "- **Gas Safe**: the engineer's registration number, checked on the register, and "
                "confirmation that he is registered for domestic gas boilers.\n"
                "- **Insurance**: public liability cover, ideally of at least £2 million, and a "
                "copy of the certificate.\n"
                "- **References**: your colleague's recommendation is a good start; a photograph "
                "or two of previous sash repairs would help.\n"
                "- **Terms**: when they expect to be paid, and whether the quotation is a fixed "
                "price or an estimate."
            ),
            U(
                "Marlow's quotation arrived this afternoon:\n\n"
                "| Item | Property | Description | Cost (ex VAT) |\n"
                "|---|---|---|---|\n"
                "| 1 | Flat 3 | Boiler: replace expansion vessel and pressure relief valve, power "
                "flush, recommission | £465.00 |\n"
                "| 2 | Flat 3 | Supply and fit kitchen mixer tap | £160.00 |\n"
                "| 3 | Flat 1 | Humidistat extractor fan, ducted via soffit | £355.00 |\n"
                "| 4 | Flat 1 | Mould wash, stain block, repaint bathroom ceiling | £290.00 |\n"
                "| 5 | Flat 1 | Bedroom sash: splice new hardwood sill, replace bottom rail, "
                "reglaze, prime and paint | £1,080.00 |\n"
                "| | | Subtotal | £2,350.00 |\n"
                "| | | VAT at 20% | £470.00 |\n"
                "| | | **Total** | **£2,820.00** |\n\n"
                "Their boiler engineer is a Mr Tomasz Nowak, Gas Safe registration number 548213. "
                "They can keep to Tuesday 19 May for Windsor Crescent, and would do Pembroke Road "
                "on Wednesday 20 May and Thursday 21 May, starting at 11 am on each day.\n\n"
                "I have decided to instruct Marlow Property Maintenance for the whole of the work, "
                "and have written to the first firm to thank them and decline. As the total "
                "exceeds my original figure, I am prepared to raise the ceiling to £3,200, but not "
                "a penny more."
            ),
            A(
                "A sensible decision. The arithmetic checks: the five items come to £2,350.00, VAT "
                "is £470.00, and the total of £2,820.00 leaves £380 of contingency within your new "
                "ceiling of £3,200.\n\n"
                "Summary of the arrangements as they now stand:\n\n"
                "- **Contractor**: Marlow Property Maintenance, for all five items.\n"
                "- **Boiler engineer**: Mr Tomasz Nowak, Gas Safe registration 548213. Do check "
                "the number on the Gas Safe Register.\n"
                "- **Flat 3, 9 Windsor Crescent**: Tuesday 19 May. Ms Okafor at home; front door "
                "kept closed for Mr Biscuit.\n"
                "- **Flat 1, 22 Pembroke Road**: Wednesday 20 May and Thursday 21 May, from 11 "
                "am.\n"
                "- **Budget**: ceiling £3,200; quotation £2,820.\n\n"
                "Item 1 is now a defined scope (vessel, relief valve and flush), which removes the "
                "uncertainty in the earlier quotation. The contingency of £380 is modest for a "
                "sash repair, where the extent of rot is often only clear once the timber is "
                "opened up, so it would be prudent to ask Marlow to telephone you before carrying "
                "out any additional work.\n\n"
                "Mr Reyes will need his 24 hours' written notice for the two days at Pembroke "
                "Road; would you like me to draft it?"
            ),
            U("Please draft the notice to Mr Reyes. I shall send it myself."),
            A(
                '"Dear Mr Reyes,\n\n'
                "I write to give you notice that Marlow Property Maintenance will attend Flat 1, "
                "22 Pembroke Road, on Wednesday 20 May and Thursday 21 May, from 11 am on each "
                "day, to carry out the following work:\n\n"
                "- repair of the bedroom sash window (new sill and bottom rail, reglazing and "
                "repainting);\n"
                "- installation of a new extractor fan in the bathroom;\n"
                "- treatment and repainting of the bathroom ceiling.\n\n"
                "The window work will involve some noise and dust in the bedroom, and the bathroom "
                "may be out of use for part of Thursday while the ceiling is painted. I am sorry "
                "for the inconvenience, and I am grateful for your patience.\n\n"
                "If either day is a difficulty, please let me know as soon as possible.\n\n"
                "Yours sincerely,\n"
                'Geoffrey Ashworth"'
            ),
            U(
                "Sent. Mrs Ashworth informs me that Ms Okafor has left a most flattering review of "
                "us as landlords on some website or other. One is gratified."
            ),
            A(
                "Deservedly so, I should think. Prompt repairs and proper notice are exactly what "
                "tenants remember."
            ),
        ],
        [
            U(
                "I am afraid there has been an incident. I have today received the following from "
                "Ms Okafor:\n\n"
                "> Dear Mr Ashworth,\n"
                ">\n"
                "> I thought you should know that when Marlow's surveyor visited last Wednesday, "
                "he did not return the keys to Harbour Lettings that afternoon; the agent tells me "
                "he kept them overnight and brought them back at ten the next morning. I also came "
                "home that day to find the front door on the latch, and Mr Biscuit sitting on the "
                "communal landing. I was very lucky.\n"
                ">\n"
                "> I do not wish to make a fuss, but I am not comfortable with my keys being held "
                "by people I have never met.\n"
                ">\n"
                "> Kind regards,\n"
                "> Harriet\n\n"
                "This is not acceptable. With immediate effect, no keys are to be released to any "
                "contractor under any circumstances. I shall attend in person to let the "
                "contractor in and to lock up afterwards, or, where the tenant is at home and "
                "content to do so, the tenant may admit them. I have written to Harbour Lettings "
                "to that effect."
            ),
            A(
                "I think that is the right response, and it is good that Ms Okafor felt able to "
                "tell you.\n\n"
                "**The new arrangement**, as I understand it:\n"
                "- No keys are released to any contractor, whatever the circumstances.\n"
                "- You attend in person to admit the contractor and to lock up afterwards; or the "
                "tenant admits them, if at home and willing.\n"
                "- Harbour Lettings has been told in writing.\n\n"
                "**Practical consequences:**\n"
                "- Tuesday 19 May, Windsor Crescent: Ms Okafor is working from home, so she can "
                "admit Mr Nowak herself, if she is content to.\n"
                "- Wednesday 20 and Thursday 21 May, Pembroke Road: Mr Reyes will be asleep after "
                "his night shift, so you will need to be there at 11 am on both days.\n\n"
                "**Other points to consider:**\n"
                "- Write to Marlow, setting out the new rule and the reason for it, and ask for an "
                "explanation of why the keys were kept overnight and the door left on the latch.\n"
                "- The keys were returned, and the risk that they were copied is small, but if Ms "
                "Okafor remains uneasy, changing the cylinder of the front door lock is "
                "inexpensive and would put her mind at rest.\n"
                "- A short reply to Ms Okafor, thanking her and telling her what you have done, "
                "would be well received."
            ),
            U("Please draft a short reply to Ms Okafor. Contrite but not grovelling."),
            A(
                '"Dear Ms Okafor,\n\n'
                "Thank you for letting me know, and I am very sorry. It should not have happened, "
                "and I am relieved that Mr Biscuit came to no harm.\n\n"
                "With immediate effect, no keys will be released to any contractor. For the visit "
                "on Tuesday 19 May, I understand you will be at home; if you are content to let Mr "
                "Nowak in yourself, please do, and otherwise I shall attend in person. I have also "
                "raised the matter with the contractor.\n\n"
                "If you would like the lock cylinder changed for your peace of mind, I shall "
                "arrange it at my expense.\n\n"
                "Yours sincerely,\n"
                'Geoffrey Ashworth"'
            ),
            U(
                "I have spoken to Marlow's office manager, a Mrs Deborah Quinn, who was most "
                "apologetic. She assures me that Mr Coombs will not attend either property again. "
                "Their invoices are payable within 14 days of completion, which suits me well "
                "enough."
            ),
            A(
                "That is a satisfactory outcome. Noted:\n\n"
                "- Office contact at Marlow: Mrs Deborah Quinn.\n"
                "- Mr Coombs will not attend either property again.\n"
                "- Marlow's invoices are payable within 14 days of completion."
            ),
            U(
                'Mrs Ashworth suggests that I have become "obsessed with the boiler". I cannot '
                "think what she means."
            ),
            A(
                "A boiler that loses pressure every few days would test anyone's equanimity. I "
                "expect the obsession will lift on the 19th."
            ),
            U(
                "For the avoidance of doubt, I shall be at Pembroke Road at 11 am on both "
                "Wednesday and Thursday. Mr Reyes will be asleep, so I shall let them in myself "
                "and lock up when they leave."
            ),
            A(
                "Noted. It may be worth asking Marlow to give you a rough finishing time for each "
                "day, so that you are not left waiting, and agreeing where they may leave their "
                "tools overnight between the Wednesday and the Thursday, since they will not have "
                "a key."
            ),
        ],
        [
            U(
                "Tuesday went well. Mr Nowak replaced the expansion vessel and the relief valve at "
                "Windsor Crescent, and the pressure has held at 1.2 bar for two days. The tap is "
                "done. Ms Okafor let them in herself and reports that Mr Biscuit supervised "
                "throughout."
            ),
            A(
                "Excellent news. Pressure holding steady at 1.2 bar for two days is a good sign "
                "that the fault has been cured.\n\n"
                "For your records, ask Marlow for a written record of the boiler work from Mr "
                "Nowak, including the parts replaced. This is separate from the annual gas safety "
                "record, which you must obtain for each flat every twelve months and give to the "
                "tenant; if the annual check at Windsor Crescent falls due soon, it may be "
                "convenient to have it done on a future visit."
            ),
            U(
                "Marlow have sent a revised table after opening up the sash window on "
                "Wednesday:\n\n"
                "| Item | Property | Description | Cost (ex VAT) |\n"
                "|---|---|---|---|\n"
                "| 1 | Flat 3 | Boiler: expansion vessel, PRV, power flush, recommission | £465.00 "
                "|\n"
                "| 2 | Flat 3 | Kitchen mixer tap | £160.00 |\n"
                "| 3 | Flat 1 | Humidistat extractor fan, ducted via soffit | £355.00 |\n"
                "| 4 | Flat 1 | Mould wash, stain block, repaint ceiling | £290.00 |\n"
                "| 5 | Flat 1 | Bedroom sash: new hardwood sill, bottom rail, both stiles spliced, "
                "reglaze, paint | £1,180.00 |\n"
                "| | | Subtotal | £2,450.00 |\n"
                "| | | VAT at 20% | £490.00 |\n"
                "| | | **Total** | **£2,940.00** |\n\n"
                "The rot extended some way into the stiles. Mrs Quinn telephoned me before they "
                "proceeded, as I had asked, and I have accepted the revision."
            ),
            A(
                "The figures are correct: £465 + £160 + £355 + £290 + £1,180 = £2,450.00; VAT at "
                "20% is £490.00; total £2,940.00.\n\n"
                "That remains within your ceiling of £3,200, leaving £260 unspent. The extra £100 "
                "(plus VAT) for splicing both stiles is reasonable for the additional joinery, and "
                "it is to Marlow's credit that they telephoned first."
            ),
            U("What remains to be done? I should like a complete summary to put in my file."),
            A(
                "**Repairs, May: summary for the file**\n\n"
                "**Properties and tenants**\n"
                "- Flat 1, 22 Pembroke Road, Clifton: Mr Daniel Reyes. Works nights; no visits "
                "before 11 am.\n"
                "- Flat 3, 9 Windsor Crescent, Cotham: Ms Harriet Okafor. Cat, Mr Biscuit, "
                "strictly indoor; front door kept closed.\n\n"
                "**Standing rules**\n"
                "- At least 24 hours' written notice, by email, before any visit.\n"
                "- No keys are released to any contractor. You attend in person to admit them and "
                "lock up, or the tenant admits them if at home and willing. Harbour Lettings "
                "informed in writing.\n\n"
                "**Contractor**\n"
                "- Marlow Property Maintenance. Office contact: Mrs Deborah Quinn. Boiler "
                "engineer: Mr Tomasz Nowak, Gas Safe 548213.\n"
                "- Invoices payable within 14 days of completion.\n\n"
                "**Work and cost**\n"
                "- Revised total £2,940.00 including VAT, against a ceiling of £3,200.\n"
                "- Flat 3 (Tuesday 19 May): expansion vessel, relief valve, flush and new mixer "
                "tap. Complete; pressure steady at 1.2 bar.\n"
                "- Flat 1 (Wednesday 20 May and Thursday 21 May): sash window repaired (new sill, "
                "bottom rail, both stiles spliced), humidistat extractor fan fitted, ceiling "
                "treated and repainted.\n\n"
                "**Outstanding**\n"
                "- Marlow's final invoice, to be paid within 14 days of completion.\n"
                "- Written record of the boiler work from Mr Nowak.\n"
                "- Optional: lock cylinder at Windsor Crescent, if Ms Okafor would like it "
                "changed.\n"
                "- Check the date of each flat's annual gas safety record."
            ),
            U("Most helpful. I shall await the final invoice."),
            A(
                "Very good. Do let me know when it arrives and I shall check it against the "
                "revised quotation."
            ),
        ],
    ]
    check = {
        "advice rule": ["definitive legal advice"],
        "notice": ["24 hours' written notice"],
        "key rule": ["attend in person"],
        "contractor": ["Marlow Property Maintenance"],
        "gas safe": ["548213"],
        "engineer": ["Tomasz Nowak"],
        "office contact": ["Deborah Quinn"],
        "budget": ["£3,200"],
        "quote total": ["£2,940"],
        "flat 3 access": ["Tuesday 19 May"],
        "flat 1 access": ["Wednesday 20 May"],
        "cat": ["Mr Biscuit"],
        "reyes hours": ["before 11 am"],
        "tenants": ["Harriet Okafor", "Daniel Reyes"],
        "addresses": ["9 Windsor Crescent", "22 Pembroke Road"],
        "payment": ["within 14 days"],
        "window": ["sash"],
        "status": ["final invoice"],
    }
    stale = {
        "contractor": ["Pearce & Lowe"],
        "flat 3 access": ["Thursday 14 May"],
        "flat 1 access": ["Friday 15 May"],
        "budget": ["£2,500"],
        "key rule": ["collect the spare keys", "5 pm the same day"],
        "quote total": ["£2,820", "£1,602"],
    }
    return parts, check, stale


def db_migration() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are an assistant for the platform team at Tallyho Logistics. You cannot "
                    "run anything yourself: you help plan, review configs and write commands for "
                    "the engineer to run. Hard rules for database work: never run the migration "
                    "outside the maintenance window, and always take a snapshot first."
                ),
            },
            U(
                "morning. i'm owning the orders-db-prod major version upgrade. we're on 12, RDS "
                "extended support charges kick in soon, so we're going to 15. state of the "
                "world:\n\n"
                "```\n"
                "orders=> select version();\n"
                "                                                  version\n"
                "-----------------------------------------------------------------------------"
                "----------------------------------\n"
                " PostgreSQL 12.18 on aarch64-unknown-linux-gnu, compiled by gcc (GCC) 7.3.1 "
                "20180712 (Red Hat 7.3.1-6), 64-bit\n"
                "(1 row)\n\n"
                "orders=> \\dx\n"
                "                              List of installed extensions\n"
                "        Name        | Version |   Schema   |               Description\n"
                "--------------------+---------+------------+---------------------------------"
                "---------\n"
                " pg_stat_statements | 1.7     | public     | track execution statistics of all "
                "SQL\n"
                " pgcrypto           | 1.3     | public     | cryptographic functions\n"
                " plpgsql            | 1.0     | pg_catalog | PL/pgSQL procedural language\n"
                " postgis            | 3.1.4   | public     | PostGIS geometry and geography "
                "types\n"
                "(4 rows)\n\n"
                "orders=> select pg_size_pretty(pg_database_size('orders'));\n"
                " pg_size_pretty\n"
                "----------------\n"
                " 1843 GB\n"
                "(1 row)\n\n"
                "orders=> select slot_name, plugin, active from pg_replication_slots;\n"
                "    slot_name    |  plugin  | active\n"
                "-----------------+----------+--------\n"
                " debezium_orders | pgoutput | t\n"
                "(1 row)\n"
                "```\n\n"
                "the debezium slot feeds the analytics pipeline (kafka -> snowflake), owned by the "
                "data team."
            ),
            A(
                "Thanks, that's a useful snapshot of the current state. Things that stand out:\n\n"
                "1. **PostGIS 3.1.4.** On RDS, a major version upgrade generally needs PostGIS at "
                "a version that exists on both the source and the target engine, so plan to update "
                "PostGIS on 12.18 first (`ALTER EXTENSION postgis UPDATE TO '<version>';`) and "
                "check `postgis_full_version()` afterwards. Check the RDS extension tables for "
                "which PostGIS versions each engine version supports before picking one.\n"
                "2. **The logical replication slot.** `debezium_orders` is the one most likely to "
                "bite. Logical slots don't survive a major version upgrade, and RDS will refuse to "
                "upgrade while one exists, so the slot has to be dropped beforehand and recreated "
                "afterwards. That means the data team needs a plan for the gap: either stop "
                "Debezium cleanly and resume from a fresh snapshot, or accept a re-sync.\n"
                "3. **Size (1843 GB).** For a major upgrade, downtime is driven more by the number "
                "of objects (tables, indexes, large schemas) than by raw size, but 1.8 TB still "
                "matters for snapshot time, replica creation and any post-upgrade maintenance.\n"
                "4. **Planner statistics.** `pg_upgrade` doesn't carry optimizer statistics over, "
                "so run `ANALYZE` (or `vacuumdb --analyze-in-stages`) straight after the upgrade, "
                "or the first hour of queries may get terrible plans.\n"
                "5. **pg_stat_statements** will need `ALTER EXTENSION pg_stat_statements UPDATE;` "
                "after the upgrade to pick up the new version.\n\n"
                "How are you doing the upgrade: in-place, RDS blue/green, or your own tooling?"
            ),
            U(
                "our own tool, shifter. wrapper around RDS blue/green plus our dns and pgbouncer "
                "bits. config:\n\n"
                "```yaml\n"
                "# migrate/orders-db.yaml\n"
                "cluster: orders-db-prod\n"
                "region: eu-central-1\n"
                "source:\n"
                "  engine: postgres\n"
                '  version: "12.18"\n'
                "target:\n"
                "  engine: postgres\n"
                '  version: "15.6"\n'
                "  instance_class: db.r6g.4xlarge\n"
                "  replicas: 2\n"
                "  parameter_group: orders-pg15\n"
                "cutover:\n"
                "  max_replication_lag_seconds: 30\n"
                "  keep_source_hours: 72\n"
                "  dns_record: orders-db.internal.tallyho.io\n"
                "  pgbouncer_pool: orders-rw\n"
                "snapshot:\n"
                "  required: true\n"
                "  name_prefix: pre-upgrade-orders\n"
                "```\n\n"
                "lag threshold is a hard one: no cutover unless every replica is under 30 seconds "
                "of lag."
            ),
            A(
                "The config looks sane. Review notes:\n\n"
                "- **`parameter_group: orders-pg15`** has to be a parameter group of the target "
                "engine's family, with your custom settings carried over from the 12 group: "
                "`shared_preload_libraries` (including `pg_stat_statements`), any memory settings "
                "such as `work_mem`, and `rds.logical_replication = 1` if the data team recreates "
                "the Debezium slot on the new cluster.\n"
                "- **`replicas: 2`**: the replicas get built on the green side before cutover, so "
                "their build time counts towards your window if shifter creates them inside it. "
                "Worth checking whether it does.\n"
                "- **`max_replication_lag_seconds: 30`**: good, and I'd keep it strict. Make sure "
                "shifter checks *every* replica, not just the first one it finds.\n"
                "- **`keep_source_hours: 72`**: the old cluster stays around for 72 hours, but "
                "remember that once writes go to the new cluster, falling back to the old one "
                "loses those writes. It's a safety net for the first minutes, not for the whole "
                "72h.\n"
                "- **`snapshot.required: true`**: matches the rule. I'd also want shifter to "
                "refuse to proceed until the snapshot status is `available`, not merely "
                "`creating`.\n"
                "- **Missing**: nothing in the config stops someone running it at 3pm on a "
                "Wednesday. A `window:` guard (or a wrapper script) that refuses to run outside "
                "the maintenance window would be cheap insurance."
            ),
            U(
                "rules, so you can hold me to them: never run the migration outside the "
                "maintenance window. always take a snapshot first, and wait for it to be "
                'available, not "creating". i have been on the wrong end of both. window is '
                "sunday 02:00-05:00 utc. change ticket is OPS-2291. Marcus Oyelaran is on call "
                "that weekend and he's the escalation if it goes sideways."
            ),
            A(
                "Understood, and I'll hold you to both. Noted:\n\n"
                "- **Maintenance window:** Sunday 02:00-05:00 UTC.\n"
                "- **Change ticket:** OPS-2291.\n"
                "- **On call / escalation:** Marcus Oyelaran.\n\n"
                'A small guard script for the top of the runbook, so "outside the window" fails '
                "loudly:\n\n"
                "```bash\n"
                "#!/usr/bin/env bash\n"
                "# refuse to run outside the maintenance window (times in UTC)\n"
                "set -euo pipefail\n"
                "dow=$(date -u +%u)   # 1=Mon .. 7=Sun\n"
                "hm=$(date -u +%H%M)\n"
                'if [[ "$dow" != "7" || "$hm" < "0200" || "$hm" > "0500" ]]; then\n'
                '  echo "outside maintenance window, refusing" >&2\n'
                "  exit 1\n"
                "fi\n"
                "```\n\n"
                "And the snapshot step, which blocks until the snapshot is really usable:\n\n"
                "```bash\n"
                'snap="pre-upgrade-orders-$(date -u +%Y%m%d%H%M)"\n'
                "aws rds create-db-snapshot \\\n"
                "  --db-instance-identifier orders-db-prod \\\n"
                '  --db-snapshot-identifier "$snap"\n'
                'aws rds wait db-snapshot-available --db-snapshot-identifier "$snap"\n'
                'aws rds describe-db-snapshots --db-snapshot-identifier "$snap" \\\n'
                "  --query 'DBSnapshots[0].Status' --output text   # expect: available\n"
                "```\n\n"
                "`aws rds wait` gives up after a fixed number of polls, so on a 1.8 TB instance, "
                "check the final status explicitly rather than trusting a silent exit."
            ),
            U("coffee machine on 3 is making a noise like a dial-up modem. brb"),
            A("Godspeed."),
        ],
        [
            U(
                "runbook draft, tear it apart:\n\n"
                "```markdown\n"
                "## orders-db-prod upgrade runbook (draft v1) - OPS-2291\n"
                "- [ ] T-48h: status page notice (Hannah, comms)\n"
                "- [ ] T-24h: confirm CAB approval on OPS-2291\n"
                "- [ ] T-24h: confirm data team plan for debezium_orders\n"
                "- [ ] T-0: shifter apply migrate/orders-db.yaml\n"
                "- [ ] take manual snapshot pre-upgrade-orders-<ts>\n"
                "- [ ] scale orders-api and orders-worker writers to 0\n"
                "- [ ] verify replica lag < 30s\n"
                "- [ ] switch dns orders-db.internal.tallyho.io\n"
                "- [ ] scale writers back up, smoke tests\n"
                "- [ ] keep source 72h, then delete\n"
                "```"
            ),
            A(
                "Tearing, gently:\n\n"
                "1. **The snapshot comes after `shifter apply`.** That breaks your own rule: "
                "snapshot first, and wait for `available`, before anything touches the database.\n"
                "2. **Writers go to 0 too late.** Scale them down *before* the snapshot, so the "
                "snapshot captures the final state and nothing writes during the upgrade.\n"
                "3. **No window check.** Add the guard script as the first step inside the "
                "window.\n"
                "4. **PostGIS isn't there.** Update PostGIS on the current engine as a separate, "
                "earlier change, so upgrade night isn't also extension night.\n"
                "5. **The Debezium slot** needs concrete steps: drop before, recreate after, and "
                "who does each.\n"
                "6. **No `ANALYZE`** after the upgrade.\n"
                "7. **No go/no-go point.** Decide in advance the last moment at which you'll "
                "abort.\n"
                '8. **"replica lag < 30s"**: say "on every replica".\n\n'
                "Rewritten:\n\n"
                "```markdown\n"
                "## orders-db-prod upgrade runbook (draft v2) - OPS-2291\n"
                "Pre-work\n"
                "- [ ] T-7d: PostGIS 3.1.4 -> 3.4.x on prod (own change), check "
                "postgis_full_version()\n"
                "- [ ] T-48h: status page notice (Hannah)\n"
                "- [ ] T-24h: CAB approval confirmed on OPS-2291\n"
                "- [ ] T-24h: data team confirms debezium_orders plan (drop before, recreate "
                "after)\n"
                "In the window\n"
                "- [ ] guard script: confirm we are inside the maintenance window\n"
                "- [ ] page on-call: starting\n"
                "- [ ] scale orders-api and orders-worker writers to 0; confirm no write "
                "sessions\n"
                "- [ ] data team drops debezium_orders\n"
                "- [ ] snapshot pre-upgrade-orders-<ts>; wait until status = available\n"
                "- [ ] shifter apply migrate/orders-db.yaml\n"
                "- [ ] replica lag < 30s on every replica\n"
                "- [ ] vacuumdb --analyze-in-stages\n"
                "- [ ] go/no-go\n"
                "- [ ] switch dns orders-db.internal.tallyho.io + pgbouncer pool orders-rw\n"
                "- [ ] scale writers up, smoke tests\n"
                "- [ ] data team recreates slot\n"
                "After\n"
                "- [ ] keep source 72h, then delete\n"
                "```"
            ),
            U(
                "staging dry run (prod-sized copy) yesterday. 1h12m end to end. lag right before "
                "the cutover step:\n\n"
                "```\n"
                "orders=> select client_addr, state, replay_lag from pg_stat_replication;\n"
                " client_addr |   state   |   replay_lag\n"
                "-------------+-----------+-----------------\n"
                " 10.40.12.31 | streaming | 00:00:00.412\n"
                " 10.40.12.77 | streaming | 00:00:47.903\n"
                "(2 rows)\n"
                "```\n\n"
                "second replica was way over. caught up after ~6 min once autovacuum on shipments "
                "finished."
            ),
            A(
                "So the gate did its job: with 47.9 seconds on 10.40.12.77, shifter should have "
                "refused to cut over, and waiting was the right call.\n\n"
                "What probably happened: autovacuum on a big table like `shipments` generates a "
                "burst of WAL, and the replica was replaying it behind the primary. If any queries "
                "were running on that replica, replay may also have paused on conflicts until "
                "`max_standby_streaming_delay` ran out.\n\n"
                "To avoid it on the night:\n\n"
                "- **Vacuum beforehand.** Run a manual `VACUUM (ANALYZE)` on `shipments` and the "
                "other big tables a day or two before, so autovacuum has nothing large left to do "
                "during the window.\n"
                "- **Keep read traffic off the replicas** during the upgrade; with writers at 0 "
                "you can also pause the read-only jobs.\n"
                "- **Watch all replicas**, not just one:\n\n"
                "```sql\n"
                "select client_addr, state, replay_lag\n"
                "from pg_stat_replication\n"
                "order by replay_lag desc nulls first;\n"
                "```\n\n"
                "1h12m end to end is a good number for a three-hour window, with the caveat that "
                "the 6-minute wait was luck rather than design."
            ),
            U(
                "fwd from #platform-announce, sigh:\n\n"
                "> **Dana Whitlock** (Customer Success) 10:14\n"
                "> heads up: Kessler Freight run their weekly reconciliation batch against the "
                "orders API every Sunday 01:00-06:00 UTC. they're our biggest account, please "
                "don't take orders down then\n"
                ">\n"
                "> **Dana Whitlock** 10:31\n"
                "> spoke to ops leadership: moving the orders-db maintenance window to Tuesday "
                "01:00-03:00 UTC, lowest traffic of the week per the dashboards. CAB is fine with "
                "it\n\n"
                "so that's the window now. 2h instead of 3h."
            ),
            A(
                "Noted: the maintenance window is now **Tuesday 01:00-03:00 UTC**, because of "
                "Kessler Freight's reconciliation batch on Sundays.\n\n"
                "Two hours is tighter. With a 1h12m dry run you'd have about 48 minutes of slack, "
                "which is not a lot if a replica lags like last time. Suggestions:\n\n"
                "- **A hard go/no-go time.** If you're not at the DNS switch by a fixed time, "
                "abort and reschedule. Something around 02:15 leaves room for the switch, the "
                "smoke tests and a rollback.\n"
                "- **Trim the window work.** Do the vacuuming beforehand, and check whether "
                "shifter can build the green replicas ahead of the window so that only the "
                "switchover happens inside it.\n\n"
                "Updated guard:\n\n"
                "```bash\n"
                'if [[ "$dow" != "2" || "$hm" < "0100" || "$hm" > "0300" ]]; then\n'
                '  echo "outside maintenance window, refusing" >&2\n'
                "  exit 1\n"
                "fi\n"
                "```"
            ),
        ],
        [
            U(
                "capacity review came back. read traffic is up ~40% since Q1 and the two replicas "
                "sit at 70% cpu at peak, so we want 3 on the new cluster. diff:\n\n"
                "```diff\n"
                " target:\n"
                "   engine: postgres\n"
                '   version: "15.6"\n'
                "   instance_class: db.r6g.4xlarge\n"
                "-  replicas: 2\n"
                "+  replicas: 3\n"
                "   parameter_group: orders-pg15\n"
                "```"
            ),
            A(
                "Makes sense with that headroom. Knock-on effects:\n\n"
                "- **Build time.** A third replica of a 1.8 TB database takes time to create and "
                "catch up. If shifter builds replicas inside the window, the dry run needs "
                "repeating with three to get a real timing.\n"
                "- **The lag gate** must cover all three. The `order by replay_lag desc` query "
                "will show the worst one first.\n"
                "- **Read routing.** Make sure the reader DNS / pgbouncer read pool picks up the "
                "third replica, or you're paying for an idle instance.\n"
                "- **Cost.** Another db.r6g.4xlarge is a noticeable monthly line, so it's worth "
                "having the capacity review attached to OPS-2291."
            ),
            U(
                "someone in #platform asked why 15 and not 16. honestly it was just what we tested "
                "on staging first."
            ),
            A(
                "It's a fair question, and if you're redoing the staging dry run anyway for the "
                "third replica, this is the cheapest moment to change. The case for **16.3**:\n\n"
                "- **Support window.** PostgreSQL 16 is supported by the community for a year "
                "longer than 15 (until November 2028 rather than November 2027), so you get a year "
                "more before the next forced upgrade.\n"
                "- **Same jump.** RDS supports going from 12 straight to 16 as well as to 15, so "
                "the shape of the plan doesn't change.\n"
                "- **PostGIS.** 3.4 is available on both 15 and 16, so the PostGIS pre-step stays "
                "the same.\n"
                "- **Logical replication** has improved in 16, which may make the data team's life "
                "easier with Debezium.\n\n"
                "The costs:\n\n"
                "- A new parameter group for the 16 family, with your settings carried across. A "
                "couple of old settings no longer exist in 16 (for example "
                "`vacuum_defer_cleanup_age`), so check the current group for anything that won't "
                "carry over.\n"
                "- A fresh staging dry run on 16.3 before the window. You'd need one for three "
                "replicas anyway.\n\n"
                "My suggestion: go to 16.3, as long as the staging rerun happens before the "
                "window."
            ),
            U(
                "ok sold. target is 16.3. updated yaml, i'll redo the staging dry run "
                "thursday:\n\n"
                "```yaml\n"
                "target:\n"
                "  engine: postgres\n"
                '  version: "16.3"\n'
                "  instance_class: db.r6g.4xlarge\n"
                "  replicas: 3\n"
                "  parameter_group: orders-pg16\n"
                "```"
            ),
            A(
                "Good. Checklist for `orders-pg16` before Thursday:\n\n"
                "- Create it from the `postgres16` family default and copy across your custom "
                "settings from the current group.\n"
                "- `shared_preload_libraries` includes `pg_stat_statements`.\n"
                "- `rds.logical_replication = 1`, so the data team can recreate `debezium_orders` "
                "afterwards.\n"
                "- Drop anything that no longer exists in 16; RDS will refuse an unknown "
                "parameter.\n"
                "- Diff the two groups afterwards (`aws rds describe-db-parameters --source user`) "
                "so nothing quietly falls back to a default.\n\n"
                "On staging, also confirm PostGIS ends up at 3.4.x on 16.3 and that `ALTER "
                "EXTENSION pg_stat_statements UPDATE` goes through."
            ),
            U("the coffee machine has been declared dead. there's a wake in the kitchen at 3."),
            A("Pour one out. Preferably not into the server room."),
            U(
                "staging dry run on 16.3 done. 58 min end to end this time (vacuumed shipments "
                "beforehand like you said).\n\n"
                "```\n"
                "orders=> select version();\n"
                "                                               version\n"
                "-----------------------------------------------------------------------------"
                "-------------------------\n"
                " PostgreSQL 16.3 on aarch64-unknown-linux-gnu, compiled by "
                "aarch64-unknown-linux-gnu-gcc (GCC) 10.5.0, 64-bit\n"
                "(1 row)\n\n"
                "orders=> select client_addr, state, replay_lag from pg_stat_replication;\n"
                " client_addr |   state   |   replay_lag\n"
                "-------------+-----------+-----------------\n"
                " 10.40.12.31 | streaming | 00:00:00.388\n"
                " 10.40.12.77 | streaming | 00:00:01.204\n"
                " 10.40.12.94 | streaming | 00:00:00.951\n"
                "(3 rows)\n\n"
                "orders=> select extversion from pg_extension where extname = 'postgis';\n"
                " extversion\n"
                "------------\n"
                " 3.4.2\n"
                "(1 row)\n"
                "```"
            ),
            A(
                "That's a clean run:\n\n"
                "- **Version:** PostgreSQL 16.3.\n"
                "- **Replicas:** three, all streaming, worst lag 1.2 seconds, well under the 30 "
                "seconds gate.\n"
                "- **PostGIS:** 3.4.2.\n"
                "- **Timing:** 58 min end to end, which leaves about an hour of slack in the "
                "two-hour window.\n\n"
                "The pre-vacuum made the difference. Put it in the runbook as a T-24h step so it "
                "isn't forgotten on the night."
            ),
        ],
        [
            U(
                "cab approved OPS-2291 for tuesday 9 june. hannah's drafting the status page "
                "notice, it goes out sunday morning."
            ),
            A(
                "Great. Upgrade night: **Tuesday 9 June, 01:00-03:00 UTC**. If it helps Hannah, a "
                "draft for the status page:\n\n"
                '"**Scheduled maintenance: Orders API**\n'
                "Tuesday 9 June, 01:00-03:00 UTC\n\n"
                "We're upgrading the database behind the Orders API. During this window, creating "
                "and updating orders will be unavailable for up to 60 minutes; viewing existing "
                "orders may be briefly interrupted. No action is needed from you. We'll post "
                'updates here when the maintenance starts and finishes."\n\n'
                'Check the "60 minutes" against your writers-down time in the final timeline, '
                "and keep it a little pessimistic."
            ),
            U(
                "oh btw sofia brandt has the pager that week, not marcus, they swapped because of "
                "his wedding. sofia's the escalation now. +44 7700 900 218"
            ),
            A(
                "Noted: **Sofia Brandt** is on call and the escalation for upgrade night, on +44 "
                "7700 900 218.\n\n"
                "Before Tuesday, worth making sure she has:\n\n"
                "- walked through the runbook with you, including the go/no-go and rollback "
                "sections;\n"
                "- the IAM permissions to restore from a snapshot and to change the DNS record, in "
                "case she has to act alone;\n"
                "- the bridge link and the names of the data team contact and Hannah."
            ),
            U("rollback question. if it goes wrong after the dns switch, what do we actually do"),
            A(
                "It depends on how far you've got, and that's the argument for a strict "
                "go/no-go.\n\n"
                "**1. Before the DNS switch.** Abort. The old cluster is untouched and still the "
                "target of DNS, so you scale the writers back up against it and you're done. Cost: "
                "a wasted night, nothing more.\n\n"
                "**2. After the DNS switch, before the writers are back up.** Switch DNS (and the "
                "pgbouncer pool) back to the old cluster, check with a read-only query that you're "
                "on 12.18, then bring the writers up. Nothing has been written to the new cluster, "
                "so nothing is lost.\n\n"
                "**3. After the writers are back up.** This is the hard one. New orders are now on "
                "the new cluster; pointing DNS back at the old one would silently lose them. Your "
                "options are to fix forward on the new cluster, or to stop the writers, copy the "
                "missing rows back by hand and then switch, which is slow and error-prone.\n\n"
                "**4. The snapshot** is the last resort, not the rollback plan: restoring 1.8 TB "
                "takes hours and loses everything since it was taken.\n\n"
                "So the real protection is: don't let the writers back up until the smoke tests on "
                "the new cluster have passed, and don't start the switch at all if you're running "
                "late."
            ),
            U(
                "agreed. go/no-go at 02:15, hard stop. if we're not at the dns switch by then we "
                "abort."
            ),
            A(
                "Noted: go/no-go at **02:15 UTC**, hard stop. Not at the DNS switch by then means "
                "abort and reschedule under OPS-2291."
            ),
            U(
                "updated runbook, v3. last review pls\n\n"
                "```markdown\n"
                "## orders-db-prod upgrade runbook (v3) - OPS-2291 - Tue 9 June, 01:00-03:00 UTC\n"
                "Pre-work\n"
                "- [x] PostGIS 3.4.2 on prod\n"
                "- [x] CAB approved\n"
                "- [ ] T-48h: status page notice (Hannah)\n"
                "- [ ] T-24h: VACUUM (ANALYZE) shipments, orders, order_items\n"
                "- [ ] T-24h: data team confirms debezium_orders plan\n"
                "In the window\n"
                "- [ ] guard script: inside the maintenance window\n"
                "- [ ] page on-call (Sofia): starting\n"
                "- [ ] writers to 0; confirm no write sessions\n"
                "- [ ] data team drops debezium_orders\n"
                "- [ ] snapshot first: pre-upgrade-orders-<ts>, wait for available\n"
                "- [ ] shifter apply migrate/orders-db.yaml (16.3, 3 replicas, orders-pg16)\n"
                "- [ ] lag < 30s on all 3 replicas\n"
                "- [ ] vacuumdb --analyze-in-stages\n"
                "- [ ] 02:15 go/no-go, hard stop\n"
                "- [ ] dns + pgbouncer orders-rw to new cluster\n"
                "- [ ] smoke tests, then writers up\n"
                "- [ ] data team recreates slot\n"
                "After\n"
                "- [ ] keep source 72h, then delete\n"
                "```"
            ),
            A(
                "This is good. Three small things:\n\n"
                '1. **"smoke tests, then writers up"**: make the smoke tests read-only, or run '
                "them from a single test writer against a throwaway record, so that a failure "
                "still leaves you in rollback case 2 rather than case 3.\n"
                "2. **`vacuumdb --analyze-in-stages`** can take a while on 1.8 TB. Start it right "
                "after the lag check, but don't block the go/no-go on it finishing; the first "
                "stage (minimal statistics) is enough to switch.\n"
                "3. **After**: add `ALTER EXTENSION pg_stat_statements UPDATE;` and a check that "
                "the data team's slot is streaming again.\n\n"
                "Otherwise it respects both rules: the guard comes first, and the snapshot comes "
                "before anything touches the database."
            ),
        ],
        [
            U("final timeline for tuesday night pls, UTC, for the runbook header"),
            A(
                "**Tuesday 9 June (UTC)**\n\n"
                "- **00:45** Bridge open. Sofia Brandt (on call) and the data team contact join.\n"
                '- **01:00** Window opens. Guard script passes. Hannah posts "maintenance '
                'started". Writers (orders-api, orders-worker) to 0.\n'
                "- **01:03** Data team drops `debezium_orders`.\n"
                "- **01:05** Snapshot `pre-upgrade-orders-<ts>`; wait until status is `available` "
                "(allow about 15 minutes).\n"
                "- **01:20** `shifter apply migrate/orders-db.yaml` (16.3, three replicas, "
                "`orders-pg16`).\n"
                "- **02:05** Lag check on all three replicas (under 30 seconds each); `vacuumdb "
                "--analyze-in-stages` starts.\n"
                "- **02:15** Go/no-go. Hard stop: not at the DNS switch means abort.\n"
                "- **02:20** DNS `orders-db.internal.tallyho.io` and pgbouncer `orders-rw` to the "
                "new cluster.\n"
                "- **02:25** Smoke tests, then writers up.\n"
                "- **02:40** Data team recreates the slot; `ALTER EXTENSION pg_stat_statements "
                'UPDATE`. Hannah posts "resolved".\n'
                "- **03:00** Window closes.\n"
                "- **Until Friday 12 June, 03:00** Old cluster kept (72h), then deleted.\n\n"
                "Based on the 58 min dry run, this leaves the slack at the end rather than the "
                "start, which is where you want it."
            ),
            U("and a summary for the handover doc, everything in one place"),
            A(
                "**orders-db-prod major version upgrade: handover**\n\n"
                "- **What:** orders-db-prod (eu-central-1) from PostgreSQL 12.18 to **16.3**, "
                "using shifter (RDS blue/green plus DNS and pgbouncer). Config: "
                "`migrate/orders-db.yaml`.\n"
                "- **Target:** db.r6g.4xlarge, `replicas: 3`, parameter group `orders-pg16`.\n"
                "- **When:** Tuesday 9 June, maintenance window **Tuesday 01:00-03:00 UTC** (moved "
                "off Sundays because of Kessler Freight's reconciliation batch). CAB approved "
                "under **OPS-2291**.\n"
                "- **Rules:** never run the migration outside the maintenance window (guard "
                "script); always take a snapshot first and wait for `available`.\n"
                "- **Gates:** replication lag under 30 seconds on every replica before cutover; "
                "go/no-go at 02:15 UTC, hard stop.\n"
                "- **People:** on call and escalation **Sofia Brandt**, +44 7700 900 218. Status "
                "page: Hannah (notice Sunday morning). Data team: drops and recreates "
                "`debezium_orders`.\n"
                "- **Rollback:** before the writers are up, switch DNS and pgbouncer back to the "
                "old cluster; after, fix forward. Snapshot only as a last resort. Old cluster kept "
                "72h.\n"
                "- **Evidence:** staging dry run on 16.3 took 58 min end to end; worst replica lag "
                "1.2 s; PostGIS 3.4.2.\n"
                "- **Prereqs done:** PostGIS 3.4.2 on prod. **Still to do:** status page notice "
                "(T-48h), pre-vacuum (T-24h)."
            ),
            U(
                "status for standup: runbook v3 final, staging green on 16.3, cab approved, "
                "waiting for tuesday 9 june. thx"
            ),
            A("Good luck on Tuesday. Snapshot first, and watch the clock."),
        ],
    ]
    check = {
        "window rule": ["outside the maintenance window"],
        "snapshot rule": ["snapshot first"],
        "window": ["Tuesday 01:00-03:00 UTC"],
        "date": ["9 June"],
        "target": ["16.3"],
        "source": ["12.18"],
        "replicas": ["replicas: 3"],
        "param group": ["orders-pg16"],
        "lag gate": ["30 seconds"],
        "keep source": ["72h"],
        "on-call": ["Sofia Brandt"],
        "ticket": ["OPS-2291"],
        "status page": ["Hannah"],
        "kessler": ["Kessler Freight"],
        "debezium": ["debezium_orders"],
        "dns": ["orders-db.internal.tallyho.io"],
        "go/no-go": ["02:15"],
        "dry run": ["58 min"],
        "status": ["runbook v3"],
    }
    stale = {
        "window": ["Sunday 02:00"],
        "target": ["15.6"],
        "param group": ["orders-pg15"],
        "replicas": ["replicas: 2"],
        "on-call": ["Marcus"],
        "dry run": ["1h12m"],
    }
    return parts, check, stale


TWENTYSIXTH: list[tuple[str, Callable[[], Apart]]] = [
    ("bakery wholesale", bakery_wholesale),
    ("conference poster", conference_poster),
    ("landlord repairs", landlord_repairs),
    ("database migration", db_migration),
]
