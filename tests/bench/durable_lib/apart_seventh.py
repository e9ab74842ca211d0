"""Three chat histories written apart (a PhD candidate organising a public thesis defence and committee, a tea webshop moving its WooCommerce payments off Braintree, a second-language English speaker restoring a 1975 Honda CB550F for inspection), measured as written before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def defence() -> Apart:
    parts = [
        [
            U(
                """Good morning. I am hoping you can help me organise the last stretch of my PhD, because I have reached the point where the administration is taking more of my head space than the science.

Some context. I am a fourth-year PhD candidate in hydrology; my thesis is on groundwater recharge estimation in peri-urban catchments, combining stable isotope tracers with a coupled SWAT–MODFLOW model. My public defence is scheduled for Thursday 12 June. My promotor is Prof. Sofia Lindqvist and my co-promotor is Dr. Tomasz Wielgosz. The doctoral committee has five members, and the one I am most anxious about is the external member, Prof. Anand Iyer from the University of Edinburgh, who has a reputation for being extremely thorough on uncertainty analysis (which, honestly, is the weakest part of Chapter 5).

The practical situation is as follows. The Doctoral School requires the manuscript to be sent to the committee by 2 May at the latest. This is a hard deadline; I have asked, and there is no extension mechanism whatsoever. The regulations also cap the thesis at 80,000 words excluding references and appendices, and my current draft stands at roughly 86,400 words, so I need to remove a little over six thousand words without damaging the argument. Chapter 5, the model calibration chapter, is by far the longest.

Could you help me build a realistic back-planned timeline from the defence date, and flag anything I might be forgetting? I have never organised anything like this and the Doctoral School's website is, to put it politely, fragmented."""
            ),
            A(
                """Congratulations on getting this far — the administrative tail of a PhD is genuinely its own project, so it makes sense to plan it like one. Here is a back-planned timeline working from a defence on Thursday 12 June and the fixed manuscript deadline of 2 May.

**Back-planned timeline**

| When | What | Notes |
|---|---|---|
| Now → 11 April | Cut the draft from ~86,400 to under 80,000 words | Aim for ~79,000 to leave a margin for late additions |
| 11 April | Full, cut draft to Prof. Lindqvist and Dr. Wielgosz | Ask explicitly for a "final read", not another round of structural comments |
| 11 → 25 April | Supervisors read; you polish figures, references, front matter | Good window to finalise the lay summary and the propositions, if your university uses them |
| 25 April → 1 May | Incorporate final comments, final proofread | Keep 1–2 buffer days; formatting always takes longer than expected |
| **2 May** | **Manuscript to the committee (hard deadline)** | Submit a day early if the system allows it |
| May (≈ 4 weeks) | Committee reads and approves | You cannot change the content in this period, only fix typos afterwards if allowed |
| Right after approval | Order printing | Printers typically need 2–3 weeks including a proof round |
| ~2 weeks before | Invitations, reception, rehearsal defence | A mock defence with colleagues is extremely useful |
| **12 June** | **Public defence** | Ceremonies often start at fixed slots, e.g. 10am, 12:30pm or 2:30pm — check with the Beadle's office |

**Things people commonly forget**

1. **Room booking and the Beadle.** Many universities assign the room and time slot through a central office; the slot is fixed and the ceremony is timed to the minute.
2. **Propositions / theses.** If your university requires a list of propositions, your promotor usually has to approve them before printing.
3. **Lay summary.** Some Doctoral Schools require a summary in the local language as well as English.
4. **ISBN and printing specifications.** Ask the library whether you need an ISBN and whether there is a mandatory cover page format.
5. **Travel and accommodation for external members.** Find out whether the Doctoral School books this or whether you are expected to.
6. **Reception budget.** Find out what is reimbursable and on what conditions.
7. **Paranymphs or equivalent.** If your tradition includes them, ask early; people need to clear the day.
8. **Preparing for the committee.** Given what you say about uncertainty analysis, it would be worth writing yourself a two-page "known weaknesses" note for Chapter 5 now, while the details are fresh, so you are not reconstructing them in June.

On the word count: the most painless cuts are usually (a) moving detailed tables and parameter-by-parameter discussion into appendices, which are excluded from your limit, and (b) removing repetition between the introduction, the chapter introductions and the synthesis. If you send me the word counts per chapter I can suggest concrete targets.

Would you like me to turn the timeline into a checklist you can tick off week by week?"""
            ),
            U(
                """This is very helpful, thank you. Two small things.

First, a personal preference: please always give me times in 24-hour format. After years of lab logbooks I find "am/pm" genuinely confusing — so 14:30, not 2:30 pm.

Second, could you draft a short email to the Doctoral School asking (a) whether reception costs are reimbursable and up to what amount, and (b) whether the external member's travel is booked by them or by me? My student number is s2287415, in case it needs to be in the email. The office is run by Marta Kowal; she is very kind but extremely busy, so it should be short."""
            ),
            A(
                """Noted — 24-hour times from now on (so the possible ceremony slots I mentioned would be 10:00, 12:30 and 14:30).

Here is a short draft:

---

**Subject:** Defence 12 June – two practical questions (s2287415)

Dear Ms Kowal,

I am preparing for my public defence on 12 June (promotor Prof. S. Lindqvist, student number s2287415) and have two brief practical questions:

1. Are the costs of the reception after the defence reimbursable by the Doctoral School, and if so, up to what amount and under which conditions?
2. Will the Doctoral School arrange the travel and accommodation of the external committee member, or should I arrange this myself?

Many thanks in advance for your help.

Kind regards,
[Your name]
PhD candidate, Hydrology

---

I kept it to two numbered questions so she can answer inline. If you prefer, I can add a third question about the printing requirements (ISBN, cover format), since that tends to come up later anyway and she might answer everything in one go."""
            ),
            U(
                """I sent it more or less as you wrote it, including your printing question. Marta replied within the hour, which I take as a good omen.

- Reception: reimbursed up to €250, drinks and snacks only, and there must be no alcohol on the invoice (apparently an auditing rule).
- External member's travel: handled entirely by the Doctoral School.
- Printing: ISBN is optional, the cover must carry the university logo in the approved position.

She also told me something I should pass on to you, because I suspect I would otherwise ask you to draft exactly this kind of thing: candidates must never email the external committee members directly about logistics; all contact goes through Marta Kowal at the Doctoral School. Apparently a candidate last year sent the external examiner a friendly hotel recommendation and it was considered inappropriate contact before the defence. So please never draft anything addressed to Prof. Iyer directly, however innocent."""
            ),
            A(
                """Understood, and that is a very useful rule to know about before anything goes out. From now on anything involving the external committee members — travel, timing, even a welcome note — will be drafted as a message to Marta Kowal, never to the committee member directly.

With the €250 ceiling and the no-alcohol-on-the-invoice condition, here is a first rough reception plan for, say, 50–60 guests:

| Item | Estimate |
|---|---|
| Coffee and tea (urns, 60 cups) | €60 |
| Soft drinks and juice | €45 |
| Savoury snacks (bitterballen / vegetarian alternative, ~120 pieces) | €110 |
| Napkins, small extras | €15 |
| **Total** | **€230** |

That leaves a small buffer. If you want wine or beer, the usual solution is that family pays for it on a separate invoice, which keeps the reimbursed invoice clean.

A few follow-ups on the printing answer:

- Since the ISBN is optional, it is worth getting one only if you expect the thesis to be cited as a book; the library can usually issue it for free.
- Ask the printer for the university's cover template at the start — many printers already have it on file.

Shall I put all of this into a single running checklist so we can update it as things happen?"""
            ),
            U(
                """Yes please, a running checklist would be good. Also, unrelated: my cat has decided that the printed draft is a bed, and she sheds on exactly the pages I need to annotate. Is it normal to feel more nervous about the reception than about the defence itself? I can talk about recharge estimation for an hour without notes but the idea of 60 people and a coffee urn is making me anxious."""
            ),
            A(
                """Completely normal. The defence is a format you have been trained for over four years: you know the material better than anyone in the room. The reception is an unstructured social event with your family, colleagues, and your committee all in one space — that is a different and, for many people, more stressful kind of situation. A few things that help:

- **Delegate it.** Give the reception to someone else on the day (a paranymph, a sibling, a friend). Your only job is to be congratulated.
- **Decide the logistics in advance** so there are no decisions to make on the day: who picks up the snacks, who pays, who clears up.
- **Expect to eat nothing.** Ask someone to put a plate aside for you.

As for the cat: the traditional solution is a decoy stack of scrap paper placed somewhere warmer than the real draft. Results vary.

**Running checklist (v1)**

Done
- [x] Reception reimbursement confirmed (≤ €250, no alcohol on invoice)
- [x] External member travel: Doctoral School handles it
- [x] Printing requirements: ISBN optional, logo on cover

Open
- [ ] Cut thesis from ~86,400 to < 80,000 words
- [ ] Draft to promotor and co-promotor for final read (target 11 April)
- [ ] Manuscript to committee — **2 May, hard deadline**
- [ ] Propositions approved by promotor
- [ ] Choose paranymphs
- [ ] Printer chosen and cover template requested
- [ ] Reception plan finalised
- [ ] "Known weaknesses" note for Chapter 5

Standing rules
- Times always in 24-hour format
- No direct contact with external committee members — everything via Marta Kowal"""
            ),
        ],
        [
            U(
                """Right, the word count. Here is the chapter breakdown, words excluding references:

- Ch1 Introduction: 7,900
- Ch2 Study area and data: 11,200
- Ch3 Isotope-based recharge estimation: 16,800
- Ch4 Land-use change paper (already published in Water Resources Research): 14,300
- Ch5 Model calibration and uncertainty: 24,600
- Ch6 Synthesis: 11,600

Total 86,400. Chapter 4 is already published, so I would rather not touch it beyond formatting."""
            ),
            A(
                """Thanks — that adds up to 86,400 exactly, so you need to remove at least 6,400 words, and ideally ~7,000 to have a margin. Leaving Chapter 4 alone is sensible: reviewers have already signed off on it, and editing a published chapter invites awkward questions about which version is authoritative.

Here are four options, roughly in order of how painless they are:

**1. Move the parameter-by-parameter calibration discussion of Chapter 5 to an appendix (≈ 3,500 words).**
Chapter 5 is 24,600 words, which is nearly a thesis-within-a-thesis. In most calibration chapters, a large share is a walk through each parameter's sensitivity, with tables. Keep in the main text: the calibration strategy, the objective functions, the key sensitivity results (the 4–5 parameters that matter), and the uncertainty bounds. Move the rest, with its tables, to an appendix. Appendices are excluded from the limit, and examiners who care about the detail can still find it.

**2. Replace the prose site description in Chapter 2 with a table (≈ 1,800 words).**
Site descriptions are often long paragraphs of "the catchment has an area of X km², mean annual precipitation of Y mm…". A single well-designed table of catchment characteristics plus a map replaces most of it.

**3. Remove the chapter-by-chapter recap from the synthesis (≈ 1,500 words).**
Many synthesis chapters open by summarising each chapter again. This is usually the first thing examiners skim.

**4. Cut the overlap between the Chapter 3 literature review and the Introduction (≈ 1,200 words).**
Isotope-recharge literature is probably introduced twice: once broadly in Chapter 1, once in detail in Chapter 3. Keep the detail in Chapter 3 and reduce the Chapter 1 version to a paragraph with a forward reference — or the reverse.

Options 1 + 2 + 3 together give roughly 6,800 words, which would bring you to ~79,600. Options 1 + 2 + 4 give ~6,500 and ~79,900, which is cutting it fine.

My suggestion would be 1, 2 and 3, but it depends on what your promotor values in the synthesis."""
            ),
            U(
                """I would rather not do 3 — Prof. Lindqvist specifically likes the recap at the start of the synthesis; she says examiners read the synthesis first. Let us do 1, 2 and 4. That gives roughly 6,500, if I follow your numbers?"""
            ),
            A(
                """Yes: 3,500 + 1,800 + 1,200 = 6,500, which takes you from 86,400 to about 79,900. That is under 80,000, but only by ~100 words, and estimates like these are never exact. I would plan for a little extra trimming so you are not sweating over individual sentences in the last week of April. Two low-effort sources:

- **Chapter 5 introduction and conclusion**: once the parameter walk-through moves to the appendix, the chapter's own introduction and conclusion will be over-long relative to the new body. Usually 300–500 words come out naturally.
- **Figure captions**: if your word counter includes captions, long descriptive captions are often duplicated in the text.

For option 2, here is what the Chapter 2 table could look like, so you can see how much prose it replaces:

| Characteristic | Catchment A | Catchment B | Catchment C |
|---|---|---|---|
| Area (km²) | 42.7 | 18.3 | 67.1 |
| Urbanised fraction (%) | 31 | 12 | 47 |
| Mean annual precipitation (mm) | 812 | 845 | 790 |
| Dominant soil | Sandy loam | Loamy sand | Clay loam |
| Depth to water table (m, median) | 3.2 | 5.8 | 2.1 |
| Monitoring wells | 14 | 6 | 21 |
| Isotope sampling period | 2020–2023 | 2021–2023 | 2020–2023 |

(Numbers are placeholders; use yours.) Each row typically replaces a paragraph. Keep only the prose that explains *why* the catchments were chosen and what makes them contrasting — that is the part examiners care about.

For option 4, a quick way to find the overlap: search Chapter 1 for the ten or so key references you cite in the Chapter 3 review. Any paragraph in Chapter 1 that cites three or more of them is probably a candidate for compression."""
            ),
            U(
                """Side question. Dr. Wielgosz suggested I should use a proper LaTeX word counter rather than pasting into Word, because Word counts equations and commands strangely. I write in LaTeX on Overleaf, with the appendices as separate files pulled in with \\include. What would you recommend?"""
            ),
            A(
                """Dr. Wielgosz is right — pasting LaTeX into Word gives unreliable counts. The standard tool is **TeXcount**, which is built into Overleaf (Menu → Word Count uses it) and also available on the command line if you have a local TeX distribution.

On Overleaf, the built-in word count gives you a total but limited control. For the regulation count (main text only, excluding references and appendices), the command line version is more flexible:

```bash
texcount -inc -total -sum -nobib main.tex
```

- `-inc` follows `include` and `input` commands into the chapter files
- `-total` prints only the grand total
- `-sum` adds headers, captions and text words together
- `-nobib` excludes the bibliography

To exclude the appendices, the simplest approach is to wrap them in TeXcount's ignore markers in `main.tex`:

```latex
%TC:ignore
\\appendix
\\include{appendix_a}
\\include{appendix_b}
\\include{appendix_c}
%TC:endignore
```

TeXcount treats everything between those comment lines as invisible, and LaTeX ignores the comments, so the PDF is unaffected. Overleaf's built-in counter respects the same markers.

A practical tip: run it once per chapter too (`texcount -sum chapter5.tex`) so you can track progress chapter by chapter rather than only on the total."""
            ),
            U(
                """Thank you. TeXcount gives 86,112 with your command, so Word was slightly pessimistic. I will start on the appendix move this weekend. Checklist-wise, I suppose nothing else changes yet."""
            ),
            A(
                """That is good news — starting ~300 words lower than you thought gives you a slightly more comfortable margin with the 1 + 2 + 4 plan (roughly 79,600 instead of 79,900).

Checklist update: nothing structural, just a note under the word-count task:

- [ ] Cut thesis to < 80,000 words (TeXcount baseline 86,112; plan: options 1, 2 and 4 — Chapter 5 detail to appendix, Chapter 2 table, Chapter 1/3 overlap)

Good luck with the weekend. If it helps, do the Chapter 5 move first: it is the largest single cut, and once it is done the rest will feel manageable."""
            ),
        ],
        [
            U(
                """Unfortunately there is news, and not all of it good.

Our external committee member has had to withdraw, for family reasons — Marta told me this morning, and I gather it was not a decision taken lightly. Prof. Lindqvist moved very quickly and has already secured a replacement: Dr. Rebecca Holt from KU Leuven. She works on isotope hydrology, so arguably she is an even better fit for Chapter 3, though I suspect she will be just as demanding.

The catch is that Dr. Holt teaches on the original date and cannot move it, so the defence has been moved to Tuesday 24 June, at 12:30. The room stays the same (the Aula — the Beadle confirmed this afternoon). The manuscript deadline of 2 May does not move at all; Marta was very clear about that.

Could you update the timeline? And is there anything procedural that a change of committee member triggers that I should be aware of?"""
            ),
            A(
                """That is a lot of change for one morning, but on balance it sounds manageable — and having someone who works on isotope hydrology on the committee is good for Chapter 3.

**Updated timeline**

| When | What | Notes |
|---|---|---|
| Now → 11 April | Cut draft to < 80,000 words (TeXcount) | Unchanged |
| 11 April | Cut draft to Prof. Lindqvist and Dr. Wielgosz | Unchanged |
| 25 April → 1 May | Final comments, proofread | Unchanged |
| **2 May** | **Manuscript to the committee** | Fixed, does not move with the defence |
| May (≈ 4 weeks) | Committee reads and approves | Dr. Holt now needs the manuscript by 2 May as well — via Marta, not directly |
| Right after approval | Order printing | You gain ~12 days of slack for printing |
| ~10 June | Rehearsal defence | |
| **Tuesday 24 June, 12:30** | **Public defence, Aula** | |

The later date actually helps: the printing window is no longer tight, and you have more time to prepare.

**What a change of committee member usually triggers**

1. **A formal re-approval of the committee composition.** At most universities the committee is appointed by the Dean or Doctorate Board on a standard form, and any change needs a new form signed by the promotor and then by the Dean. Ask Marta which form it is and who needs to sign it; it can take one to two weeks.
2. **New travel arrangements.** Since the Doctoral School books the external member's travel, this should be Marta's job, but it is worth confirming that the new bookings are in hand for the new date.
3. **Updating the invitation, the printed thesis and any announcement** with the new date and committee list. If you have not printed anything yet, this is painless.
4. **Preparation.** Look at Dr. Holt's recent papers. If she has a preferred method for isotope mass balance or a known view on end-member uncertainty, you can expect questions along those lines in Chapter 3. This is normal preparation, not contact, so it is entirely fine.

Reminder of the rule we have: any logistics involving Dr. Holt go through Marta Kowal, not to Dr. Holt directly — including any welcome note.

**Checklist (v2) — changes**
- Defence: Tuesday 24 June, 12:30, Aula
- Committee: external member is now Dr. Rebecca Holt (KU Leuven)
- [ ] New committee composition form signed by promotor and Dean
- [ ] Confirm with Marta that Dr. Holt's travel for 24 June is arranged"""
            ),
            U(
                """Yes — the Doctoral School calls it form GS-12. I filled it in yesterday, Prof. Lindqvist signed it this morning, and it is now waiting for the Dean's signature. Marta says that usually takes one to two weeks and that she will chase it if necessary. She also confirmed that Dr. Holt's travel is being arranged on their side.

In happier news, my paranymphs are confirmed: my sister Esi and my office mate Jonas."""
            ),
            A(
                """Good progress. So the state of the committee paperwork is: GS-12 signed by the promotor, waiting on the Dean, with Marta keeping an eye on it.

Congratulations on the paranymphs. Typical paranymph duties, in case Esi and Jonas ask what they have signed up for:

- **Before the day:** help with sending invitations, be the contact point for guests' practical questions, help organise the reception (this is where your delegation plan comes in).
- **On the day:** accompany you into and out of the Aula, sit beside you during the defence, keep water and a copy of the thesis at hand, and — traditionally — take over if you faint (this essentially never happens).
- **Afterwards:** run the reception, manage the gifts, make sure you eat something.

**Checklist (v3) — changes**
- [x] Dr. Holt's travel: arranged by the Doctoral School
- [ ] GS-12: signed by promotor, waiting for the Dean's signature (Marta chasing)
- [x] Paranymphs: Esi and Jonas"""
            ),
            U(
                """Jonas asked whether paranymphs are supposed to wear anything specific. I told him a dark suit is fine. Esi wants to wear kente, which I love — our mother will be delighted. Is there any formal rule I should check?"""
            ),
            A(
                """Traditions differ a lot between universities, so it is worth one quick question to the Beadle's office, but in general:

- Many Dutch and Belgian universities traditionally expected paranymphs in formal dress (morning coat or tailcoat for men in the past), but nowadays a dark suit or an equivalent formal outfit is almost universally accepted.
- Formal cultural dress is generally treated as formal dress. Kente for a ceremonial occasion is entirely appropriate — it is, after all, ceremonial cloth.
- What the Beadle is usually strict about is behaviour and timing, not clothing: entering when signalled, standing when the committee enters, and the defence ending exactly when the Beadle says "hora est".

So Jonas in a dark suit and Esi in kente sounds perfect. If you want certainty, a one-line question to the Beadle's office ("Are there any dress requirements for paranymphs?") settles it."""
            ),
        ],
        [
            U(
                """Next item: the lay talk. Before the defence itself I give a ten-minute lay presentation to the audience — most of my family will be there, and none of them are hydrologists. My conference slides are far too technical. Could you propose a structure? Ideally something my uncle, who is a retired bus driver and very proud, can follow and repeat to his friends."""
            ),
            A(
                """That is exactly the right audience to design for: if your uncle can retell it, everyone else will follow too. Here is a structure for ten minutes, eight slides, about 75 seconds each.

**Slide 1 — A question, not a title (0:00–0:45)**
"Where does the water in your tap come from?" Show a glass of water and a map of the region. Most people have never thought about it: a large share comes from under the ground.

**Slide 2 — The underground reservoir (0:45–2:00)**
A simple cross-section: rain, soil, sand, the water table. Groundwater is not an underground lake; it is water filling the pores in sand and gravel, like a wet sponge.

**Slide 3 — The problem with cities (2:00–3:15)**
Roofs, roads and car parks. Rain that falls on asphalt runs into drains instead of soaking into the ground. Cities are growing at their edges — exactly where your catchments are.

**Slide 4 — The bathtub (3:15–4:30)**
The key analogy: groundwater is a bathtub. Pumping is the drain. Recharge — rain soaking into the ground — is the tap. If you only measure the drain, you do not know whether the bath is filling or emptying. "My thesis is about measuring the tap."

**Slide 5 — How do you measure something you cannot see? (4:30–5:45)**
Water fingerprints: rain in summer and rain in winter have slightly different "fingerprints" (isotopes). By checking the fingerprint of water in wells, you can tell when and where it entered the ground. One photo of you sampling in the field helps enormously here.

**Slide 6 — The computer model (5:45–7:00)**
A model is a digital twin of the catchment. You fed it the measurements and asked it "what happens if the city grows by 20%?" Show one picture, not a graph with axes.

**Slide 7 — What I found (7:00–8:30)**
Two or three findings in plain language. For example: "In the most built-up catchment, the tap runs about one third slower than it did twenty years ago." Use your real numbers.

**Slide 8 — Why it matters, and thank you (8:30–10:00)**
What water managers can do with this (green roofs, infiltration zones, permeable paving). End with a photo that includes people — your field team, your office.

Tips:
- No more than one number per slide.
- Rehearse it with a timer; ten minutes is strictly enforced at some universities.
- Ask the Beadle's office what time the lay talk starts relative to the 12:30 ceremony, so you know when your family needs to be seated."""
            ),
            U(
                """Excellent. Slide 4 with the bathtub is exactly what I needed, and my uncle will certainly repeat "measuring the tap" to everyone at his club.

Another piece of news from Marta: from this academic year the Doctoral School has raised the reception reimbursement to €400. The no-alcohol-on-the-invoice condition still applies. So I can be a little more generous. Could you redo the reception plan? Roughly 60 guests, reception from 14:00 to 15:30 in the foyer next to the Aula."""
            ),
            A(
                """Nice — that is a meaningful increase. Here is a revised plan for about 60 guests, 14:00–15:30 in the foyer, staying within €400 with the same condition (nothing alcoholic on the invoice that goes to the Doctoral School).

| Item | Quantity | Estimate |
|---|---|---|
| Coffee and tea (urns) | ~70 cups | €75 |
| Soft drinks, juice, sparkling water | ~60 servings | €70 |
| Savoury snacks: bitterballen + vegetarian bitterballen | 150 pieces | €130 |
| Small sandwiches / wraps (the reception overlaps with lunch for people who came for the 12:30 ceremony) | 40 pieces | €80 |
| Sweet: a small celebration cake or tray of pastries | 1 | €35 |
| **Total** | | **€390** |

Notes:
- Ordering from the university caterer is often simplest: they deliver to the foyer, supply cups and tables, and invoice the Doctoral School directly in the required format. Ask Marta whether there is a preferred caterer.
- With 90 minutes and a lunchtime slot, people will eat more than at a mid-afternoon reception, so I shifted budget towards sandwiches.
- If your family wants to serve wine or a toast with bubbles, the usual arrangement is a separate invoice paid privately.

Checklist:
- [ ] Reception: plan approved (≤ €400, no alcohol on the reimbursed invoice), caterer chosen, order placed"""
            ),
            U(
                """Lovely. My parents will pay for wine separately, so that is solved.

While I have you: I also need to finalise my propositions. The tradition here is ten, Prof. Lindqvist must approve them, and at least two should be unrelated to the thesis. Here are my current drafts for the thesis-related ones — could you tell me whether they are defensible, or whether a committee member could take them apart too easily?

1. Groundwater recharge in peri-urban catchments cannot be estimated from land-use maps alone.
2. Isotope tracers are more valuable for constraining model structure than for constraining model parameters.
3. Most published recharge estimates understate their uncertainty by at least a factor of two.
4. Calibrating SWAT–MODFLOW on streamflow alone produces plausible but wrong recharge."""
            ),
            A(
                """These are good, and they have the right flavour: each one is a claim someone could reasonably disagree with, which is what propositions are for. Some comments, with the committee in mind (and especially an isotope hydrologist):

**1. "…cannot be estimated from land-use maps alone."**
Defensible and well supported by your Chapter 4. The risk is that it sounds obvious: nobody claims land-use maps alone suffice. Consider sharpening it: *"Land-use maps explain less than half of the spatial variation in peri-urban groundwater recharge."* — if your data support a number like that, it becomes a real claim.

**2. "Isotope tracers are more valuable for constraining model structure than model parameters."**
This is the most interesting one, and the one Dr. Holt is most likely to pick up. Make sure you can give one concrete example from Chapter 3 or 5 where the isotope data made you reject a model structure. If you can, keep it exactly as it is.

**3. "Most published recharge estimates understate their uncertainty by at least a factor of two."**
This is the riskiest. "Most" and "a factor of two" both invite the question "how do you know?" Unless you reviewed a set of studies systematically, consider softening to *"Reported uncertainty ranges of groundwater recharge estimates are routinely too narrow"* — still provocative, but defensible from your own results plus a few well-chosen references.

**4. "Calibrating SWAT–MODFLOW on streamflow alone produces plausible but wrong recharge."**
Strong, and clearly supported if Chapter 5 shows equifinality between streamflow fits and recharge. "Wrong" is a bold word; that is fine for a proposition as long as you can say what "wrong" means (e.g. outside the isotope-constrained range).

For the unrelated ones, the tradition is something lighter but still arguable — about science culture, cycling, coffee, cats sleeping on manuscripts. Happy to brainstorm when you get to those."""
            ),
        ],
        [
            U(
                """A status update, because a lot has happened in the last weeks.

The Dean signed GS-12 last Friday, so the committee composition is official. The manuscript went to the committee on 29 April — three days early! — at 79,640 words according to TeXcount. Prof. Lindqvist approved the propositions, including the softened version of number 3. The reception is ordered from the university caterer, within the €400, and the bill goes straight to the Doctoral School.

The committee has four weeks to approve."""
            ),
            A(
                """That is excellent — three days early and under the limit with a real margin. The next critical path item is approval and then printing.

Where things stand:

**Done**
- [x] Thesis under the limit: 79,640 words (TeXcount, excluding references and appendices)
- [x] Manuscript sent to the committee on 29 April (deadline 2 May)
- [x] GS-12 signed by the Dean — committee official
- [x] Propositions approved by Prof. Lindqvist
- [x] Reception ordered from the university caterer, invoiced to the Doctoral School
- [x] Paranymphs: Esi and Jonas
- [x] External member's travel arranged by the Doctoral School

**Next**
- [ ] Committee approval (four weeks → late May)
- [ ] Printing order immediately after approval; allow ~3 weeks including the proof
- [ ] Invitations (with the 24 June, 12:30, Aula details) — can go out now, since the date and room are fixed
- [ ] Rehearsal defence, ideally with a colleague playing the isotope specialist
- [ ] Lay talk rehearsed with a timer

With approval in late May and three weeks for printing, copies should arrive mid-June, comfortably before 24 June. I would contact the printer now to reserve a slot and get the cover template, so you can order the moment approval arrives."""
            ),
            U(
                """Approval came through today: all five members said yes, and Dr. Holt added some very kind comments about Chapter 3 (and one sharp question about end-member uncertainty, as predicted). I placed the printing order with Ipskamp right away — 150 copies, order number IP-55120. Now I am waiting for the print proof, which they say takes about five working days. Anything I should look for in the proof?"""
            ),
            A(
                """Congratulations — full approval is the real finish line; everything from here is logistics. And a sharp question about end-member uncertainty in advance is a gift: you now know one thing you will be asked.

When the proof for order IP-55120 arrives, check in this order:

1. **Cover:** university logo in the approved position, your name spelled correctly, the title exactly as approved, spine text readable and centred (spine width depends on the final page count — check it matches).
2. **Title pages:** the formal title page text often has mandatory wording — compare it character by character with the Doctoral School's template. Check that the date of the defence reads 24 June and the time 12:30.
3. **Committee list:** all five members with correct titles and affiliations — Dr. Rebecca Holt, KU Leuven, in particular, since she was added late.
4. **Figures:** colour figures in colour, no pixelated maps, no figures split across pages.
5. **Propositions:** if printed as a separate insert, make sure it is the approved version with the revised number 3.
6. **Page numbering and the table of contents**, especially after the appendix move.
7. **ISBN / colophon page**, if you chose to include one.

Reply to the printer with all corrections in a single numbered list, with page numbers — it avoids a second proof round."""
            ),
            U(
                """Thank you. Could you now give me a concise overview of where everything stands and what is still open, so I can forward it to Esi, who has kindly offered to help me keep track of things in the final weeks? Please make sure it reflects everything I have told you along the way, including my preferences — she will want to know those too."""
            ),
        ],
    ]
    check = {
        "defence_date": ["24 June"],
        "external_member": ["Rebecca Holt"],
        "promotor": ["Lindqvist"],
        "co_promotor": ["Wielgosz"],
        "manuscript_deadline": ["2 May"],
        "word_limit": ["80,000"],
        "times_24h": ["24-hour"],
        "no_direct_contact": ["Marta Kowal", "directly"],
        "reception_budget": ["€400"],
        "student_number": ["s2287415"],
        "waiting_on_proof": ["IP-55120"],
    }
    stale = {
        "defence_date": ["12 June"],
        "external_member": ["Iyer"],
        "reception_budget": ["€250"],
    }
    return parts, check, stale


def teashop() -> Apart:
    parts = [
        [
            {"role": "system", "content": "You are a helpful assistant."},
            U(
                """hi. we run a small tea webshop (kettle & leaf, utrecht), woocommerce. braintree is dropping support for the old plugin we use and fees went up again so we need to move off it. plan is to go to Mollie, everyone here pays with ideal anyway. cutover target is sunday 9 march. can you give me a plan"""
            ),
            A(
                """Sure. Moving payment providers is very doable for a shop your size; the main risks are the checkout breaking on the day and existing customers' stored payment details. Here's a plan for getting from Braintree to Mollie by Sunday 9 March.

**Phase 1 — Prepare (now)**
1. **Open and verify the Mollie account.** Verification (KvK extract, ID, bank account) can take a few days to a week, so do this first — nothing else can go live without it.
2. **Inventory what Braintree is currently doing for you:**
   - Which payment methods do customers use today (cards, PayPal via Braintree, anything else)?
   - Do you have stored cards / recurring payments (subscriptions, "save my card")?
   - Are there open disputes or refunds still likely to come in?
3. **Check your stack:** WooCommerce version, PHP version, hosting, whether you have a staging site.

**Phase 2 — Build on staging**
4. Install the Mollie plugin on staging, connect it with **test** API keys.
5. Enable the methods you want (iDEAL, cards, Bancontact if you ship to Belgium, etc.).
6. Run test orders for each method, including a refund from WooCommerce.
7. Check emails, order statuses and stock reduction behave the same as today.

**Phase 3 — Cutover (Sunday 9 March)**
8. Back up the database.
9. Install and configure the plugin on production with **live** keys.
10. Disable Braintree as a checkout option (keep the plugin installed for now, so existing orders can still be refunded from WooCommerce).
11. Place one real low-value order yourself, then refund it.

**Phase 4 — Afterwards**
12. Keep Braintree open for a while for refunds and chargebacks.
13. Remove the Braintree plugin once nothing depends on it.

A few questions so I can make this concrete:
- Which WooCommerce and PHP versions are you on, and who hosts the site?
- Do you have a staging site?
- Do you use WooCommerce Subscriptions or any recurring payments?"""
            ),
            U(
                """woo 8.9.3, php 8.1, small dutch host (shared but we have ssh + wp-cli). staging is staging.kettleandleaf.nl. and yes woocommerce subscriptions, we do a tea of the month box.

oh and never push anything to prod between 9 and 18, thats when orders come in and i cant deal with a broken checkout while im packing boxes. also money is tight, max €60 a year for any paid plugins/extras on top of what we have"""
            ),
            A(
                """Got it:
- WooCommerce 8.9.3, PHP 8.1, shared hosting with SSH and wp-cli
- Staging: staging.kettleandleaf.nl
- WooCommerce Subscriptions in use (tea of the month)
- No production changes between 9 and 18
- At most €60/year extra for paid plugins

Good news on the budget: the Mollie plugin for WooCommerce is free, and it supports WooCommerce Subscriptions, so no paid extras should be needed.

**The subscriptions are the part to get right.** A few points:

1. **New subscriptions** are straightforward: Mollie handles recurring payments via "mandates" — the customer's first payment (e.g. by iDEAL or card) creates a mandate, and renewals are charged against it.
2. **Existing subscriptions** are the tricky part. Your current subscribers' cards are stored in Braintree's vault. WooCommerce only holds a reference (token) to them. When you switch gateways, those tokens mean nothing to the new provider. So for each existing subscriber, one of two things has to happen:
   - the card data gets migrated from Braintree to the new provider, and you update the references in WooCommerce, or
   - the customer updates their payment method themselves (WooCommerce Subscriptions has a "Change payment method" flow for this).
3. I'd ask Mollie support early whether they can accept a card data import from Braintree, because that determines how painful the cutover is for subscribers.

Given the no-changes-between-9-and-18 rule, the cutover itself should happen Sunday evening after 18:00, with a database backup right before.

**Next steps on staging**
1. Make sure staging is a fresh copy of production (including subscriptions).
2. In the staging wp-admin, go to Plugins → Add New, search "Mollie Payments for WooCommerce", install and activate.
3. Go to WooCommerce → Settings → Payments → Mollie, paste the test API key.
4. Enable iDEAL and credit card under the Mollie payment methods.

Let me know how many active subscriptions you have, roughly."""
            ),
            U(
                """can you give me wp-cli commands where possible instead of click here click there. i hate wp-admin, its slow as hell on our host"""
            ),
            A(
                """Absolutely — I'll default to wp-cli from now on and only fall back to wp-admin where there's no sensible CLI route.

Run these on staging over SSH, from the WordPress root:

```bash
# sanity check: are we on staging?
wp option get siteurl

# what's active right now
wp plugin list --status=active --fields=name,version

# confirm versions
wp option get woocommerce_version
php -v | head -n 1

# install the gateway plugin
wp plugin install mollie-payments-for-woocommerce --activate
```

The Mollie API keys are stored in options. The exact option names can differ between plugin versions, so list them first rather than guessing:

```bash
wp option list --search="mollie-payments-for-woocommerce_*" --fields=option_name
```

Then set the test key:

```bash
wp option update mollie-payments-for-woocommerce_test_mode_enabled yes
wp option update mollie-payments-for-woocommerce_test_api_key test_xxxxxxxxxxxxxxxxxxxx
```

(Enabling individual payment methods is one place where the plugin really wants you to use its settings screen, because it fetches the available methods from your Mollie account. That's a one-off click.)

And before any of this on production later, always a backup:

```bash
wp db export ~/backups/kl-$(date +%F-%H%M).sql
```"""
            ),
            U("""ok. how do i check how many active subs we have"""),
            A(
                """If you're using the classic post storage for subscriptions:

```bash
wp post list --post_type=shop_subscription --post_status=wc-active --format=count
```

If you've switched WooCommerce to HPOS (High-Performance Order Storage), subscriptions live in the custom order tables instead and that command will return 0. In that case:

```bash
wp eval 'echo count( wcs_get_subscriptions( array( "subscription_status" => "active", "subscriptions_per_page" => -1 ) ) );'
```

The second one works in both storage modes, so if in doubt just use that. You can swap `active` for `on-hold` to see the on-hold ones."""
            ),
            U("""42 active. plus like 8 on hold that will probably churn anyway"""),
            A(
                """Thanks — so 42 active subscriptions are the ones that matter for migration. The on-hold ones can follow whatever process you pick for the active ones; if they churn, nothing is lost.

For 42 subscribers, the difference between "cards migrated silently" and "everyone has to re-enter their card" is significant: re-entry campaigns typically lose a noticeable share of subscribers, simply because people ignore the email. So the answer from Mollie on card imports is worth getting before you go much further."""
            ),
        ],
        [
            U(
                """mollie account approved. plugin on staging, test key in. ideal test payment worked first try :)"""
            ),
            A(
                """Nice, that's the main happy path working.

Next things to test on staging:

1. **Card payment** with Mollie's test cards, including a failed payment.
2. **Refund from WooCommerce:** open the test order, refund it, check it shows as refunded in the Mollie dashboard.
3. **Webhooks.** Mollie tells WooCommerce about status changes (paid, failed, refunded, chargeback) by calling a webhook URL on your site. If that call can't reach the site, orders get stuck in "pending payment". The iDEAL test may have worked because you were redirected back to the shop, but a webhook-only update (e.g. a refund initiated in the Mollie dashboard) would reveal a problem.
   - Is staging protected by a password (basic auth) or IP restriction? If so, Mollie's webhook calls will be blocked.
4. **A new subscription** purchased with a test card, then trigger a renewal manually:
   ```bash
   wp cron event run woocommerce_scheduled_subscription_payment
   ```
   (or use "Process renewal" on the subscription in wp-admin, if the cron event is awkward on your host)

And the open question from before: did Mollie say anything about importing your existing subscribers' cards from Braintree?"""
            ),
            U("""staging has basic auth yes. whitelist how"""),
            A(
                """On an Apache host (most Dutch shared hosts), you can let webhook requests through while keeping the rest behind the password. WooCommerce payment plugins receive their callbacks via the `wc-api` endpoint, either as `/wc-api/...` in the path or `?wc-api=...` in the query string, so exempt both.

In the `.htaccess` of staging, replace your current auth block with something like:

```apache
AuthType Basic
AuthName "Staging"
AuthUserFile /home/kettleleaf/.htpasswd

SetEnvIf Request_URI "^/wc-api/" webhook_ok
SetEnvIf Query_String "wc-api=" webhook_ok

<RequireAny>
    Require env webhook_ok
    Require valid-user
</RequireAny>
```

Adjust the `AuthUserFile` path to wherever your existing one points. Keep a copy of the old `.htaccess` first:

```bash
cp .htaccess .htaccess.bak-$(date +%F)
```

Then test: refund a test order from the Mollie dashboard (not from WooCommerce) and check the order note in WooCommerce updates within a minute:

```bash
wp wc shop_order list --user=1 --status=refunded --fields=id,status,date_modified
```

One more thing for the overall plan, for after the cutover: don't close Braintree straight away. Refunds for pre-cutover orders have to go through the gateway that took the payment, and chargebacks can arrive weeks later. I'd keep the Braintree account and plugin around for 90 days after cutover, with Braintree simply removed from checkout, then close it."""
            ),
            U(
                """htaccess thing works, refund from dashboard showed up in woo. and yes 90 days fine"""
            ),
            A(
                """Great — webhooks confirmed end to end on staging, and Braintree stays open for 90 days after cutover for refunds and chargebacks.

Status so far:
- [x] Account approved
- [x] Plugin on staging with test key
- [x] iDEAL test payment
- [x] Webhook path through basic auth, dashboard refund syncs to WooCommerce
- [ ] Card test incl. failed payment
- [ ] New subscription + manual renewal test
- [ ] Plan for the 42 existing subscribers (waiting on Mollie's answer about card imports)
- [ ] Production cutover Sunday 9 March, after 18:00
- [ ] Braintree closed 90 days after cutover"""
            ),
            U(
                """bad news. asked mollie support about moving the subscriber cards. they cant import card data from another processor, subscribers would all have to re-enter their card. thats not happening, half of them are 70+ and basically order by phone with my mum"""
            ),
            A(
                """That's an important answer, and it's better to have it now than on cutover weekend. Given who your subscribers are, a "please re-enter your card" campaign would probably cost you a real chunk of those 42 — and it would land on your mum's phone.

Options:

**1. Stay with the current plan and run a re-entry campaign**
- Every subscriber gets an email with a "change payment method" link; renewals for those who don't act fail and go on hold.
- Cost: free. Risk: churn (realistically 15–40% for an older, non-technical audience), plus a lot of phone support.

**2. Switch to a provider that accepts a card data import from Braintree**
- Stripe has an established, PCI-compliant migration process: you ask Braintree to export your vaulted cards directly to Stripe (the data never touches you), Stripe imports them and gives you a mapping file (old Braintree customer/token → new Stripe customer/card). You then update the 42 subscriptions in WooCommerce to point at the new Stripe IDs. Subscribers notice nothing.
- Stripe also does iDEAL, so new customers keep their preferred method.
- The official WooCommerce Stripe plugin is free, so it fits the €60/year limit.
- Cost: Stripe's standard fees; the migration itself is free. Timeline: Braintree usually takes one to a few weeks to process the export, so it could squeeze your date.

**3. Hybrid: keep Braintree for existing subscriptions only, new gateway for everything else**
- No re-entry, no migration.
- But you keep paying Braintree, keep the old plugin that they're dropping support for, and run two gateways indefinitely. Not really a solution, more a postponement.

For your situation (older subscribers, phone orders, small team), I'd lean towards option 2. The only real cost is time, which you have a little of."""
            ),
        ],
        [
            U(
                """ok scratch that, we're going with stripe. ideal works on stripe too right? set me up. staging first obv"""
            ),
            A(
                """Yes — iDEAL works on Stripe, through the same plugin, alongside cards, Bancontact, Apple Pay / Google Pay etc. Here's the setup on staging, wp-cli first.

**1. Clean up staging**
Deactivate the gateway plugin you tested last week so there's only one new gateway on staging (keep the Braintree plugin active, we need it to compare subscription meta later):

```bash
wp plugin list --status=active --fields=name,version
wp plugin deactivate <slug-of-the-previous-gateway>
```

**2. Install the official Stripe plugin**

```bash
wp plugin install woocommerce-gateway-stripe --activate
wp plugin list --name=woocommerce-gateway-stripe --fields=name,status,version
```

**3. Connect the account**
The plugin connects via an OAuth flow ("Connect with Stripe") in WooCommerce → Settings → Payments → Stripe. This is the one step that really needs the browser. Connect in **test mode** on staging.

**4. Enable iDEAL and cards**
Also in the plugin settings, enable "Credit card / debit card" and "iDEAL". You can check the resulting settings from the CLI afterwards:

```bash
wp option get woocommerce_stripe_settings --format=json | python3 -m json.tool | head -n 40
```

**5. Webhook**
In the Stripe dashboard (test mode) → Developers → Webhooks, add an endpoint:

```
https://staging.kettleandleaf.nl/?wc-api=wc_stripe
```

Your `.htaccess` exemption for `wc-api=` already covers this, so no changes needed there. Copy the webhook signing secret into the plugin settings.

**6. Tests (same list as before)**
- iDEAL test payment
- Card payment, including a declined test card (`4000 0000 0000 0002`)
- Refund from WooCommerce, and a refund from the Stripe dashboard (to test the webhook)
- A new subscription with a test card, then:
  ```bash
  wp cron event run woocommerce_scheduled_subscription_payment
  ```

**7. Start the card migration now**
This is the long pole, so don't wait for testing to finish. In the Stripe dashboard, request a data migration (Stripe's support has a form for "import card data from another processor"). Stripe will tell you what to send to Braintree."""
            ),
            U(
                """stripe account is live and verified, acct id acct_1QbT7vK2LmN4pRsX if you need it for anything. test stuff all passes on staging incl renewal. opened the migration request with stripe, they say braintree needs a support case from our side asking for the export"""
            ),
            A(
                """Excellent progress. Here's a message for Braintree support. Fill in your Braintree merchant ID (Braintree control panel → Settings → Business).

---

**Subject:** Request: PCI-compliant export of vaulted payment data to Stripe

Hello,

We are migrating our payment processing from Braintree to Stripe and request a PCI-compliant export of all vaulted customer payment methods (credit/debit cards) for our account to Stripe.

- Braintree merchant ID: [your merchant ID]
- Destination: Stripe, Inc. — Stripe account ID acct_1QbT7vK2LmN4pRsX
- Stripe has already received our migration request and is expecting the data.

Please include customer IDs and payment method tokens so that we can map the data to our existing subscriptions. Please let us know if you require any additional verification or a signed authorisation from us.

Kind regards,
[Name]
Kettle & Leaf

---

Braintree will typically ask for Stripe's PGP key and SFTP details — Stripe's migrations team provides those directly, so you mostly just have to connect the two. Post the case number here when you have it so we can track it."""
            ),
            U(
                """sent. braintree case number 09834721. they say 10-15 business days. so our date is dead isnt it"""
            ),
            A(
                """Probably, yes, for the subscriptions at least. Rough arithmetic: 10–15 business days from today puts the export somewhere in the second or third week of March. Stripe then needs a few days to import and produce the mapping file, and you need a day to update and check the subscriptions. That doesn't fit the original Sunday.

Two ways to handle it:

**A. Split the cutover**
- New orders go to Stripe on the original date.
- The 42 existing subscriptions keep renewing through Braintree until the mapping file arrives, then you switch them over.
- Pro: new checkout moves on schedule. Con: two gateways live in parallel for a couple of weeks, and two risky evenings instead of one.

**B. Move the whole cutover one week later**
- Everything moves at once when the mapping file is in hand.
- Pro: one clean switch, one runbook, one evening. Con: one more week of the higher Braintree fees.

With 42 subscribers and a small team, I'd go for B unless the extra Braintree fees for a week are a real problem. Either way we should keep tracking the Braintree case (09834721) and push again if it isn't delivered by the end of the 10 business days."""
            ),
        ],
        [
            U(
                """B. cutover moves to sunday 16 march, all in one go. if braintree is late we push again but lets aim for that.

also talked to our accountant, she wants braintree kept open for 180 days, not the 3 months we said. something about chargeback windows on renewals. fine by me"""
            ),
            A(
                """Sunday 16 March it is, everything in one go, after 18:00 — and Braintree stays open for 180 days after cutover, per your accountant. Chargeback windows for card payments can run to 120 days or more after the transaction, so her number makes sense.

**Timeline to Sunday 16 March**

| When | What |
|---|---|
| Now | Braintree case 09834721 open; staging fully tested on Stripe test mode |
| ~11–13 March | Braintree export delivered to Stripe (chase on the 10th business day if nothing) |
| +1–2 days | Stripe import done, mapping file available in the dashboard |
| Before Sunday | Dry run of the subscription update script on staging with the mapping file |
| **Sunday 16 March, after 18:00** | **Production cutover** |
| 180 days after cutover | Close the Braintree account, remove the plugin |

**Cutover runbook (Sunday evening, production)**

```bash
# 0. only after 18:00
date

# 1. backup
wp db export ~/backups/pre-cutover-$(date +%F-%H%M).sql

# 2. maintenance mode (shows a short message to visitors)
wp maintenance-mode activate

# 3. install Stripe plugin, then connect with LIVE keys in the browser
wp plugin install woocommerce-gateway-stripe --activate

# 4. update the 42 subscriptions from the mapping file
wp eval-file update-sub-tokens.php mapping.csv --dry-run=1
wp eval-file update-sub-tokens.php mapping.csv

# 5. take Braintree off the checkout (but keep the plugin active for refunds)
wp option patch update woocommerce_braintree_credit_card_settings enabled no

# 6. back online
wp maintenance-mode deactivate
```

The script for step 4 reads the mapping file and rewrites each subscription's payment meta:

```php
<?php
// update-sub-tokens.php — usage: wp eval-file update-sub-tokens.php mapping.csv [--dry-run=1]
$file    = $args[0];
$dry_run = in_array( '--dry-run=1', $args, true );
$rows    = array_map( 'str_getcsv', file( $file, FILE_IGNORE_NEW_LINES ) );
$header  = array_shift( $rows );
$map     = array();
foreach ( $rows as $row ) {
    $r = array_combine( $header, $row );
    $map[ $r['source_customer_id'] ] = $r;
}

$subs = wcs_get_subscriptions( array( 'subscription_status' => array( 'active', 'on-hold' ), 'subscriptions_per_page' => -1 ) );
$done = 0;
foreach ( $subs as $sub ) {
    $bt_customer = $sub->get_meta( '_wc_braintree_credit_card_customer_id' );
    if ( ! isset( $map[ $bt_customer ] ) ) {
        WP_CLI::warning( "No mapping for subscription {$sub->get_id()} (customer {$bt_customer})" );
        continue;
    }
    $m = $map[ $bt_customer ];
    if ( ! $dry_run ) {
        $sub->set_payment_method( 'stripe' );
        $sub->update_meta_data( '_stripe_customer_id', $m['stripe_customer_id'] );
        $sub->update_meta_data( '_stripe_source_id', $m['stripe_payment_method_id'] );
        $sub->save();
    }
    $done++;
}
WP_CLI::success( ( $dry_run ? '[dry run] ' : '' ) . "{$done} subscriptions mapped" );
```

Column names in the mapping file vary a bit — check the header of the file Stripe gives you and adjust `source_customer_id` / `stripe_customer_id` / `stripe_payment_method_id` accordingly. Also check which meta key your Braintree plugin actually uses for the customer ID:

```bash
wp eval '$s = wcs_get_subscriptions( array( "subscriptions_per_page" => 1 ) ); print_r( reset( $s )->get_meta_data() );'
```"""
            ),
            U(
                """ok printing this. unrelated but do you think we should raise prices, shipping went up again (postnl). our avg order is like €34"""
            ),
            A(
                """Probably, yes, but carefully. A few thoughts for a shop with an average order around €34:

- **Look at shipping separately from product prices.** If PostNL went up by, say, €0.30–0.50 per parcel, that's ~1–1.5% of an average order. You can absorb it through a small product price rise, or adjust the free-shipping threshold instead. Raising the threshold (e.g. from €35 to €40) often increases average order value without touching the prices regulars remember.
- **Tea subscribers are price-sensitive in a specific way:** they notice changes to the box price more than shop prices. If you change the subscription price, give them notice by email a month ahead, and consider grandfathering the current price for existing subscribers for a few months. It builds goodwill — especially with your older phone customers.
- **Don't do it in the same week as the payment switch.** If anything goes wrong with the cutover, you don't want customers wondering whether the new price or the new checkout is the problem. After the cutover has settled is a better moment.

If you share your current shipping costs and threshold, I can run a few scenarios."""
            ),
            U(
                """makes sense, after cutover then. can you double check which stripe webhook events i need, the dashboard asks me to pick"""
            ),
            A(
                """The WooCommerce Stripe plugin listens for a specific set of events. You can either select "all events" (simplest, and the plugin ignores what it doesn't need) or pick these:

| Event | Why |
|---|---|
| `payment_intent.succeeded` | Marks orders paid, including delayed methods |
| `payment_intent.payment_failed` | Marks orders failed |
| `payment_intent.processing` | For methods that take time to confirm |
| `payment_intent.requires_action` | 3-D Secure needed on renewals |
| `charge.succeeded` | Legacy/compat path used by some flows |
| `charge.failed` | Same |
| `charge.captured` | If you ever authorise and capture separately |
| `charge.refunded` | Refunds started in the Stripe dashboard |
| `charge.dispute.created` | Chargebacks — puts the order on hold |
| `charge.dispute.closed` | Chargeback outcome |
| `review.opened` / `review.closed` | Radar manual reviews |
| `source.chargeable` / `source.canceled` | Older source-based flows |

Do the same on the **live** endpoint on cutover night, pointing to the production URL:

```
https://kettleandleaf.nl/?wc-api=wc_stripe
```

and paste the live signing secret into the plugin. A quick check that webhooks arrive: after your first real order, the Stripe dashboard's webhook page should show 200 responses."""
            ),
        ],
        [
            U(
                """update. braintree delivered the export to stripe on wednesday, stripe says import done and the mapping file is downloaded. ran your script on staging with the staging copy of the subs in dry run: 42 subscriptions mapped, no warnings. had to change the column names like you said. cutover still sunday 16 march"""
            ),
            A(
                """That's the hardest part done — 42 of 42 mapped with no warnings is exactly what you want to see.

One caveat worth knowing: the imported cards live in your **live** Stripe account, so on staging (test mode) you can check that the mapping is complete, but you can't actually charge an imported card. The first real proof will be on production. So on Sunday evening:

1. Run the script with `--dry-run=1` on production first; it should also report 42 (plus any on-hold ones that have mappings).
2. Run it for real.
3. Pick one subscription you control — ideally your own or your mum's — and process a renewal immediately:
   ```bash
   wp eval 'WCS_Admin_Meta_Boxes::process_renewal_action_request( wcs_get_subscription( SUB_ID ) );'
   ```
   or use "Process renewal" on that subscription in wp-admin (one exception to the CLI rule, because it's quicker for a single subscription). Check the charge appears in the Stripe live dashboard, then refund it.
4. Place one real iDEAL order on the shop yourself and refund it.
5. Only then deactivate maintenance mode.

Also: Braintree case 09834721 can be closed on their side once Stripe confirms the import is complete — but keep the Braintree account itself open for the 180 days."""
            ),
            U(
                """whats left before sunday. short list pls. and remember all the stuff i told you over the last weeks, no surprises on sunday night"""
            ),
        ],
    ]
    check = {
        "provider": ["Stripe"],
        "cutover": ["16 March"],
        "braintree_retention": ["180 days"],
        "no_prod_daytime": ["between 9 and 18"],
        "plugin_budget": ["€60"],
        "stack": ["8.9.3", "8.1"],
        "subscriptions": ["42 active"],
        "wpcli_pref": ["wp-cli"],
        "stripe_account": ["acct_1QbT7vK2LmN4pRsX"],
        "braintree_case": ["09834721"],
    }
    stale = {
        "provider": ["Mollie"],
        "cutover": ["9 March", "9 march"],
        "braintree_retention": ["90 days"],
    }
    return parts, check, stale


def cb550() -> Apart:
    parts = [
        [
            U(
                """Hello! I need some help with a project, I hope is ok to ask here. I am from Portugal (Amadora, near Lisbon) and my english is not perfect, sorry for the mistakes.

Last autumn I buy a Honda CB550F Super Sport from 1975, it was in a barn in Alentejo for like 20 years, the old man who have it says it run when he park it (everybody say this I know haha). Engine number is CB550E-1040217, frame number I still must clean to read it. The bike is complete, original exhaust 4 into 1 but with rust, tank have rust inside, tyres are dead, the chain is one piece of rust.

My goal is to make it legal and rideable again. The bike was not registered on road since 2004 so it need to pass the inspection to get the documents back, and I already book the inspection for 22 May in the centre in Amadora. My total budget for everything is 1.800 € (parts, tyres, inspection, all). I work in the garage of my building, it is small and I have only hand tools, a small bench drill, a multimeter. No compressor, no welding, and I cannot make much noise after 20h because of neighbours.

Where I start? I have a Haynes manual and youtube but I am a bit lost, I never do a full restoration, only oil change and brakes on my scooter."""
            ),
            A(
                """What a great project — the CB550F is one of the nicest 70s Hondas, and they are mechanically simple and very well documented. With a realistic plan, 22 May is achievable, but the order in which you do things matters a lot. The golden rule with a bike that has been standing 20 years: **do not try to start it yet.** Old fuel, rusty tank, dried seals and possibly stuck rings can cause damage on the first start.

**Phase 1 — Assessment (1–2 weekends)**
1. **Turn the engine by hand.** Remove the four spark plugs, put the bike in top gear and rotate the rear wheel slowly (or use a spanner on the crankshaft nut under the right-side points cover). It should turn smoothly with no hard stops. If it is stuck, put a little engine oil in each cylinder through the plug holes and wait a few days.
2. **Drain the old oil** and look at it: milky = water inside, metal flakes = bad news.
3. **Compression test** (after the engine turns freely). This tells you if the top end (rings, valves) is healthy. You need a compression tester — maybe you can borrow one.
4. **Check the electrical basics:** new battery later, but check the wiring for mouse damage (very common in barns).

**Phase 2 — Safety items (required for the inspection anyway)**
- Tyres and tubes, chain and sprockets, brakes (front caliper, master cylinder, rear drum), wheel bearings, steering head bearings, lights, horn.

**Phase 3 — Fuel and running**
- Tank rust removal, fuel tap, carburettor cleaning, new fuel lines, then first start.

**Phase 4 — Cosmetics**
- Only if money and time are left. The inspection does not care about the shine.

**Budget thinking for €1,800**
Roughly: tyres and tubes €180–220, chain and sprockets €120–160, brake parts €80–150, battery €60, gaskets and seals €100–200, carb kits €80–120, cables €60, inspection fee. You can reach 22 May within budget *if* the engine is healthy inside. If the compression test shows a problem, we will need to rethink.

Good news about your garage: almost everything on this bike can be done with hand tools. The things that usually need a compressor (blowing out carburettor passages, cleaning parts) have alternatives — carb cleaner spray cans and thin copper wire, and a bicycle pump with a small nozzle works surprisingly well.

Do you have a torque wrench? It will be important later for the engine and the wheels."""
            ),
            U(
                """Yes I have a torque wrench, a cheap one but it work (from Lidl haha). One thing please: when you give torque values always give me in Nm, I dont understand ft-lb at all. My Haynes is in english and it have both but I am confuse every time and I am afraid to make mistake.

Engine turn by hand!! Very smooth, no noise. I was so happy. First question is the tank. Inside is full of orange rust, and I cannot use a compressor to dry it. What is the best way? I see people use vinegar, electrolysis, and also some product from a shop."""
            ),
            A(
                """Great news that the engine turns smoothly — that is the best first sign you could get. And understood: all torque values from me will be in Nm only.

For the tank, without a compressor, I would recommend **citric acid** (or vinegar as the cheaper option). Electrolysis works very well, but it needs a power supply, a sacrificial electrode and good ventilation (it makes hydrogen) — more complicated in a small garage.

**Citric acid method**
1. Remove the fuel tap and seal the hole with a rubber bung or a piece of inner tube and a hose clamp. Seal the filler with plastic film under the cap.
2. Rinse out the loose rust and any old fuel with water and a little dish soap. Shake it with a handful of small bolts or gravel inside to break up the scale.
3. Dissolve **~100 g of citric acid per litre of warm water**. The CB550F tank is about 14 litres; fill it completely so there is no air line where rust forms.
4. Leave it 24–48 hours. Check progress with a torch. Warm temperature makes it faster.
5. Drain, rinse very well with water, then immediately **neutralise** with water plus baking soda (a couple of spoons per litre).
6. **Dry fast:** this is where people normally use a compressor. Without one: rinse with a little isopropyl alcohol, drain, then put a hair dryer in the filler hole on low heat for 30–60 minutes, or leave it in the sun with the filler open. Bare steel rusts again quickly, so:
7. Immediately pour in a little petrol, or a thin oil film (e.g. a cup of 2-stroke oil mixed with petrol, slosh and drain), until you fill it for real.

A tank liner/sealer (the two-part kits) is an option if the tank has pinholes, but if there are no leaks, I would avoid it: when liners fail, they peel and block the carburettors.

Also plan an **inline fuel filter** between the tap and the carbs for the first months, to catch the last rust particles."""
            ),
            U(
                """Thank you, I will do citric acid this weekend. Funny thing, my father had a CB750 Four when I was small and he sell it when I was born, my mother still say it was the best decision of his life haha. So when I see this one in the barn I could not say no. Do you know if the 550 is very different than the 750?"""
            ),
            A(
                """That's a lovely story — and a very common one. A lot of these bikes get rescued by the children of people who had to sell theirs.

The 550 and the 750 are close relatives, both from Honda's SOHC four family, but they are quite different to ride and work on:

- **Engine:** the CB550 has a smaller, lighter SOHC inline-four (544 cc), and uses a cam chain in the centre like the 750, but it has a wet sump instead of the 750's dry sump with its separate oil tank. Simpler to service.
- **Weight and handling:** the 550 is noticeably lighter and narrower, and many riders think it handles better than the 750 on small roads.
- **The F model** (Super Sport, yours) has the 4-into-1 exhaust, the flatter bars, rear-set-ish footpegs and the sportier tank — it is the most "café" looking of the family from the factory.
- **Parts:** a lot of consumables are shared or very similar across the family (cables, switches, some brake parts), and parts availability is very good because so many were made.

If your father is still around, he might enjoy seeing it run. Maybe he remembers tricks from his 750."""
            ),
        ],
        [
            U(
                """Tank is done!! Citric acid work very well, it look almost new inside, I dry with hair dryer like you say and put some 2T oil mix inside.

Now the compression test. My friend Rui is mechanic in a workshop in Queluz, he lend me his compression tester (if you need his number for parts question it is 912 447 305, he say he can help on saturdays). I do the test with warm oil (I warm the oil with a heat gun in the sump, engine not running) and throttle full open. Results:
cyl 1: 9,5 bar
cyl 2: 9,0 bar
cyl 3: 6,8 bar
cyl 4: 9,2 bar

Is this bad? The Haynes say standard is 12 bar but I think old engine never have that."""
            ),
            A(
                """Well done on the tank, and nice improvisation with the heat gun. Good to have Rui (912 447 305) in the background for the Saturday questions.

Your numbers, interpreted:

| Cylinder | Reading | Comment |
|---|---|---|
| 1 | 9.5 bar | OK for an old engine, not fully warm |
| 2 | 9.0 bar | OK |
| 3 | 6.8 bar | **Clearly low** — ~25% below the others |
| 4 | 9.2 bar | OK |

The absolute values are less important than the **difference between cylinders**. An engine that has not run for 20 years often reads low on all cylinders because rings are a bit stuck, so 9–9.5 bar on three cylinders is not alarming. But one cylinder 2+ bar below the rest suggests a specific problem on cylinder 3.

**Next step: the wet test**
Put about one teaspoon (5 ml) of engine oil into cylinder 3 through the plug hole, turn the engine a few times by hand to spread it, and test again.
- **If the reading goes up a lot** (e.g. to 8.5–9+ bar): the oil is sealing the rings → the problem is **rings** (stuck or worn) or cylinder wall.
- **If it stays around 6.8 bar:** the problem is probably a **valve** not sealing (burnt, or with carbon on the seat) or, less likely, the head gasket.

Before you spend money: on bikes that stood for years, sometimes a stuck ring frees itself. Some people put a little penetrating oil or a mix of ATF and diesel in the cylinder and leave it a few days, then test again. It is worth trying, it costs almost nothing."""
            ),
            U(
                """I do the wet test. Cylinder 3 go to 9,1 bar with the oil. So it is the rings? I also try your trick with ATF and leave it 5 days but after, dry test still 7,0 bar. Damn."""
            ),
            A(
                """Yes — jumping from ~7 to 9.1 bar with oil is the classic sign of a ring problem on cylinder 3: either a ring that is broken or stuck in its groove, or worn rings / a worn bore. Since the ATF soak didn't help, it is probably not just a bit of varnish.

Your options:

**Option 1 — Ride it as it is (for now)**
- Cost: €0 now.
- The engine will probably run and pass the inspection (they don't measure compression). But expect oil consumption, maybe smoke from one silencer, a fouled plug on cylinder 3, and the problem can get worse.

**Option 2 — Top-end job: rings, hone, gaskets**
- Remove the head and cylinder block, measure the bores, hone them, fit new rings (standard or oversize depending on measurement), new head gasket and base gasket. While the head is off, clean the valves and check the valve seats.
- Cost: about €250–350 in parts (ring sets for 4 pistons, top-end gasket set, hone if you don't have one, valve stem seals).
- Tools: all hand tools plus your drill for the hone. No compressor needed. You need a way to lift the cylinder block off carefully (it is heavy and the cam chain must not fall in) — a second person helps.
- Time: 2–3 weekends if nothing surprises you.

**Option 3 — Full engine rebuild**
- Splitting the cases, crank bearings, clutch, gearbox.
- Cost: €700+ in parts only, many weekends. Not needed: your other three cylinders and the smooth rotation suggest the bottom end is fine.

For the inspection on 22 May and the €1,800 budget, **option 2** is the reasonable one: it fixes the real problem without opening the whole engine. But it takes a large part of the budget, so we should make a careful parts list."""
            ),
            U("""Ok option 2. Please make me the parts list with prices so I see the total."""),
            A(
                """Here is a parts list for the top-end job plus the other things the inspection needs, with typical prices from the big online suppliers for these Hondas (CMSNL in the Netherlands is very good for genuine and OEM-quality parts and ships fast to Portugal; David Silver Spares in the UK is also good but check post-Brexit shipping and customs).

**Top end (option 2)**

| Part | Qty | Approx. price |
|---|---|---|
| Piston ring set (size depends on bore measurement) | 4 sets | €120 |
| Top-end gasket set (head gasket, base gasket, cam cover, O-rings) | 1 | €75 |
| Valve stem seals | 8 | €30 |
| Cylinder hone (3-stone, for drill) | 1 | €25 |
| Spark plugs NGK D8EA (standard plug for the CB550) | 4 | €20 |
| Engine oil 10W-40 + oil filter | 1 | €40 |
| **Subtotal** | | **€310** |

**Inspection / safety items**

| Part | Qty | Approx. price |
|---|---|---|
| Tyres front + rear, with tubes and rim tapes | 1 set | €210 |
| Chain + sprockets kit | 1 | €140 |
| Front caliper seal kit + pads | 1 | €55 |
| Master cylinder rebuild kit | 1 | €35 |
| Rear brake shoes | 1 | €25 |
| Brake fluid DOT 4 | 1 | €10 |
| Battery | 1 | €60 |
| Bulbs, fuses | set | €25 |
| Fuel lines + inline filter | set | €20 |
| Carb rebuild kits | 4 | €100 |
| Inspection fee | 1 | €40 |
| **Subtotal** | | **€720** |

**Total: about €1,030**, which leaves around €770 of your €1,800 for surprises (and there will be some: cables, wheel bearings, a throttle, a seat cover…).

**Torque values you will need for the top end (from the factory manual — confirm with your Haynes):**
- Cylinder head nuts: about 20–23 Nm, tightened in the cross pattern in 2–3 steps
- Cam sprocket bolts: about 18–22 Nm
- Spark plugs: about 12–15 Nm in an aluminium head — gentle, the threads strip easily

Before ordering rings: measure the bore of each cylinder (top, middle, bottom, in two directions) once the block is off. If the wear is inside the service limit, standard rings are fine after honing; if not, the cylinders need boring and oversize pistons, which is a much more expensive job."""
            ),
            U(
                """Perfect. The Haynes say 2,0 - 2,3 kg-m for the head nuts so it is the same like you say, good. And it say valve clearance 0,05 mm intake and 0,08 mm exhaust, I will do this when the head is on again. I buy the D8EA also in the same order."""
            ),
            A(
                """Yes, 2.0–2.3 kg-m converts to about 19.6–22.6 Nm, so "about 20–23 Nm" matches your manual. Always trust the manual value if they ever differ.

Valve clearances 0.05 mm intake and 0.08 mm exhaust, set with the engine **cold**, each cylinder at top dead centre on its compression stroke (the "T" mark for that pair of cylinders on the timing plate, and both valves of that cylinder loose). Use good feeler gauges — the cheap ones with thick 0.05 blades make this very frustrating.

Order list updated with the spark plugs. When you measure the bores, tell me the numbers and I will help you decide between standard and oversize rings before you order the ring sets."""
            ),
        ],
        [
            U(
                """Head and cylinder block is off! My neighbour help me to lift, he is very strong haha. The bores look not bad, small scratches in cylinder 3. I measure with a bore gauge from Rui:
cyl 1: 58,52 mm
cyl 2: 58,53 mm
cyl 3: 58,56 mm
cyl 4: 58,52 mm
Haynes say standard 58,50 and service limit 58,60. And the top ring on cylinder 3 was broken in two pieces!! So that was the problem."""
            ),
            A(
                """That is a very satisfying discovery — a broken top ring on cylinder 3 explains the low compression perfectly, and it means the rest of the engine is probably fine.

Your bores:
- All four are between 58.52 and 58.56 mm, **inside the service limit of 58.60 mm**. Cylinder 3 is the most worn, which fits with the broken ring scratching it.
- So: **no boring needed, standard-size rings after honing.** This is the cheap scenario.

Before honing, check:
1. **Ring grooves on piston 3.** A broken ring can damage the groove. Clean the groove with a piece of an old ring (carefully) and check that a new ring moves freely and that the side clearance is within the manual's limit.
2. **Piston 3 crown and skirt** for scratches from the ring pieces.
3. **Scratches in cylinder 3.** Light scratches disappear with honing. If you can catch a fingernail in a vertical scratch, it may be too deep — then ask Rui's opinion before going on.

**Honing with a drill (no compressor needed)**
- Use plenty of honing oil (or light oil / WD-40 in a pinch) — never dry.
- Move the hone up and down steadily while the drill turns at low speed, aiming for a **cross-hatch pattern at about 45°**.
- 10–15 seconds per cylinder is often enough; you only want to break the glaze and remove light scratches, not remove material.
- **Cleaning afterwards is critical:** wash the bores with hot water and dish soap and a brush until a white cloth with light oil comes out clean. Honing grit left in the bore will destroy the new rings quickly. Then oil the bores immediately.

Order standard rings now so they arrive while you clean the head and check the valves."""
            ),
            U(
                """Next question: tyres. I need new ones for sure, the old ones are from 1990s and cracked. Which one you recommend for this bike? I want something that look correct for the 70s but safe. I will ride mostly in the city and sometimes in the Serra de Sintra on sunday."""
            ),
            A(
                """The CB550F uses **3.25-19 front and 3.75-18 rear** (check the sizes on your rims and in the manual). For a classic look with modern rubber, three good options:

**1. Bridgestone BT45 (Battlax)**
- Classic tread pattern that looks right on a 70s bike, but modern compound; very good grip in wet and dry, excellent for mixed city and twisty roads like Sintra.
- Available in both sizes. Approx. €90–110 per tyre.

**2. Avon Roadrider MkII**
- Also very popular on classic Japanese bikes, good wet grip, long life, slightly more "modern" profile. Approx. €85–105 per tyre.

**3. Dunlop TT100GP**
- The most "period correct" look (the TT100 pattern was around in the 70s), good in the dry, but in my opinion less confidence in the wet than the other two. Approx. €90–110.

For city + Sintra on Sundays, including wet cobblestones in Lisbon, I would choose **1 (BT45)** or **2**. Whatever you pick:
- New **tubes** and **rim tapes** — never reuse 20-year-old tubes.
- Check the manufacturing date on the tyre (DOT code). Some shops sell "new" tyres that are already 4–5 years old.
- New tyres are slippery for the first ~100 km. Go easy, especially in Sintra."""
            ),
            U(
                """The 1, BT45. My cousin have them on his Kawasaki Z650 and he say they are very good in rain. I will order at the shop near my work, they fit them also."""
            ),
            A(
                """Good choice — the BT45 suits the bike and your riding. Letting the shop fit them is sensible: fitting tubed tyres on spoked rims without a tyre machine is possible with tyre levers, but it is easy to pinch a new tube or scratch the rims, and the shop will also balance the wheels.

When you bring the wheels (or the bike) to the shop:
- Ask them to check the **wheel bearings** while the tyre is off — on a bike that stood 20 years, they are often dry or rusty. It is cheap to change them now and expensive to change them later.
- Ask them to check **spoke tension** and rim run-out.
- Ask for new **rim tapes**.
- Correct pressures for solo riding are in your manual — usually around 2.0 bar front and 2.25–2.5 bar rear for this bike; check the numbers in the Haynes.

When the wheels go back on, tighten the **front axle nut** and **rear axle nut** to the manual values (in Nm, of course — I can check them with you), and adjust the chain slack on the new chain to the manual specification, measured at the tightest point."""
            ),
        ],
        [
            U(
                """Big update. I ordered the rings and the other engine parts from CMSNL, order number #558102, they say it ship in 5 days because the rings come from Japan. Waiting now.

And good news: I sold the old Vespa engine that was in the garage (from my grandfather, nobody use it since 15 years) and my wife agree we can put the money in the Honda, so the total budget is now 2.300 €. She say it is ok only if the bike is ready for the summer holiday haha, no pressure."""
            ),
            A(
                """Both good news! Congratulations on the sale, and to your wife for the generous deal — a summer holiday deadline is motivating.

So the new total budget is €2,300. Here is an updated overview:

| Category | Status | Amount |
|---|---|---|
| Engine parts (CMSNL #558102: rings, gaskets, stem seals, plugs, oil) | Ordered, waiting | ~€310 |
| Tyres BT45 + tubes + rim tapes + fitting | To order at the shop | ~€250 |
| Chain + sprockets | To order | ~€140 |
| Brakes (caliper kit, pads, master cylinder kit, shoes, fluid) | To order | ~€125 |
| Battery, bulbs, fuses, fuel lines, filter | To order | ~€105 |
| Carb rebuild kits | To order | ~€100 |
| Inspection fee | 22 May | ~€40 |
| **Planned total** | | **~€1,070** |
| **Reserve** | | **~€1,230** |

With this reserve, you could now also consider things that improve the bike but were "maybe later" before:
- New **wheel bearings** and **steering head bearings** (tapered roller bearings are a popular upgrade for these bikes) — safety-related, I would do these first.
- A new **throttle cable and clutch cable** — old cables are a common reason for failing inspection (sticky throttle).
- Maybe a reproduction **seat cover**, if the original is torn.

I would still keep at least €200–300 untouched until the bike passes the inspection, for the surprises that always come."""
            ),
            U(
                """About the spark plugs: Rui tell me for riding mostly in the city with traffic it is better the D7EA, one step hotter, because the standard plug can foul when the engine never get really hot. He say he use D7EA on all the old Hondas from his clients in Lisbon. So I change to D7EA, I already write to CMSNL and they change it in the order before shipping."""
            ),
            A(
                """Rui's advice makes sense. A plug's heat range determines how hot the insulator tip runs: a hotter plug burns off carbon deposits more easily at low speeds, which helps in stop-and-go city riding, where a colder plug can foul. The D7EA is one step hotter than the standard plug, and it is a very common choice for these bikes in city use.

Two things to keep an eye on with the D7EA:
- On long, hard rides (e.g. motorway in summer), a hotter plug runs hotter. For Sintra on a Sunday this is not a problem; for long fast trips at high rpm, check the plug colour afterwards.
- **Reading plugs** is a useful habit: after a ride, a light brown / grey insulator is ideal. Black and sooty = rich or too cold; white = lean or too hot. After the first rides, take a look at all four — also a good check that cylinder 3 is now healthy.

Torque for the plugs stays the same: about 12–15 Nm in the aluminium head, or hand tight + about 1/2 turn for a new plug with a new washer.

Good that CMSNL changed the order before shipping — so order #558102 now contains the D7EA."""
            ),
            U(
                """While I wait the parts I do the front brake. The caliper piston was stuck, I take it out with the brake lever (before I remove the master cylinder) like a video show. Inside the caliper is very dirty but not corroded too much. How I clean and what torque for the caliper bolts and the banjo bolt?"""
            ),
            A(
                """Smart trick using the lever to push the piston out — much better than trying with air when you don't have a compressor.

**Cleaning the caliper**
1. Remove the old seals (piston seal in the groove, and dust seal) with a plastic or wooden pick — never a screwdriver, a scratch in the seal groove causes leaks.
2. Clean the caliper body with brake cleaner and a toothbrush. For hard deposits in the seal groove, a wooden toothpick or a plastic pick. Do not use wire brushes in the seal grooves.
3. Check the **piston**: it must be smooth and shiny where it moves through the seal. Pitting or rust on that surface = new piston (it will leak or stick again otherwise).
4. Clean the small **bleed nipple** and check that it is not blocked (blow through it, or push a thin wire).
5. Fit the new seals lubricated with **clean brake fluid** or the red rubber grease that often comes in the kit — never mineral grease or oil, it destroys brake seals.
6. Push the piston back in by hand, straight, with even pressure.

**Torque values** — these are typical for this era of Honda, but please check them against your Haynes before tightening:
- **Banjo bolt** (brake hose to caliper and to master cylinder): about 25–35 Nm, with **new copper washers** every time.
- **Caliper mounting bolts**: about 30–40 Nm.
- **Bleed nipple**: only about 5–8 Nm — very easy to snap.

Then fill with DOT 4 and bleed. Without a vacuum bleeder, the classic method works fine: lever squeeze – open nipple – close nipple – release lever, many times, keeping the reservoir full. On these old single-piston calipers, it helps to tap the hose and caliper lightly to release small bubbles. Patience: the first bleed of an empty system can take 20–30 minutes."""
            ),
        ],
        [
            U(
                """Update from the garage: front brake finished, very strong now, no leak after one week. Carbs cleaned and rebuild with the kits (only cleaner spray and copper wire, no compressor like you said, it work). Tyres BT45 are on, the shop change also the wheel bearings. The chain kit is on. Wiring I am doing now, the mouse eat some wires to the rear light, I am repairing with solder.

Still waiting the CMSNL order #558102 with the rings, they say it ship next week now because one item is delay from Japan. The inspection is still 22 May. I am a bit stressed now about the time."""
            ),
            A(
                """That is a huge amount of progress — brakes, carbs, tyres, bearings and chain done, and all without a compressor. The waiting is frustrating, but let's look at the time calmly.

**If the CMSNL order ships next week**, with ~3–5 days transport to Portugal, you have the parts roughly 10–12 days from now. The top-end assembly is then:

| Step | Time |
|---|---|
| Fit rings (check end gaps first!), pistons back on | 1 evening |
| Cylinder block on (with your neighbour again) | 1 evening |
| Head on, head nuts to 20–23 Nm in cross pattern, cam and timing | 1–2 evenings |
| Valve clearances 0.05 mm in / 0.08 mm ex (cold) | 1 evening |
| Carbs on, oil, D7EA plugs, first start, carb sync | 1 weekend |
| Test rides, check for leaks, retorque if the manual says so | 1 weekend |

So about **2 weekends + some evenings**. If the parts arrive within ~2 weeks, you still have some buffer before 22 May. If CMSNL delays again, call the inspection centre early and ask about moving the appointment — it is better than rushing the engine.

**Things you can do now, while waiting:**
- Finish the wiring; test all lights, indicators, horn, brake light switch (front and rear) with the battery.
- Prepare the head: clean the combustion chambers, check the valves seal (pour a little petrol into the ports with the valves closed — no leak through the valves = good).
- Clean the gasket surfaces on the block and head very carefully (plastic scraper, no metal scratches).
- Check that the **engine number CB550E-1040217** and the frame number match the documents you have — inspection centres check this carefully for bikes coming back on the road.

Regarding soldering the rear-light wires: use heat-shrink tube over each joint and make sure you use rosin-core electronics solder, not acid flux — acid flux corrodes the wires from inside."""
            ),
            U(
                """Thank you, this help me a lot to be calm. Can you write me one list with everything: what is done, what is still to do, and the important things I must not forget (numbers, the values, the rules I say you, everything)? I want to print it and put it on the wall of the garage."""
            ),
        ],
    ]
    check = {
        "budget": ["2.300"],
        "spark_plug": ["D7EA"],
        "engine_number": ["CB550E-1040217"],
        "torque_units": ["Nm", "ft-lb"],
        "no_compressor": ["compressor", "welding"],
        "inspection_date": ["22 May"],
        "tyres": ["BT45"],
        "rui_phone": ["912 447 305"],
        "waiting_order": ["558102"],
    }
    stale = {
        "budget": ["1.800", "€1,800"],
        "spark_plug": ["D8EA"],
    }
    return parts, check, stale


SEVENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("defence", defence),
    ("teashop", teashop),
    ("cb550", cb550),
]
