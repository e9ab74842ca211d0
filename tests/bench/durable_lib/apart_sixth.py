"""Three chat histories written apart (pairing on a Go webhook bug, a family's move from Valencia
to Leipzig, a small restaurant's autumn menu and suppliers), measured as written before any change
was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def webhook() -> Apart:
    parts = [
        [
            U(
                "ledger-sync is double-writing ledger entries again. ticket PAY-2291. we're on "
                "Go 1.22 (pinned, base image is golang:1.22-bookworm, so nothing that needs "
                "1.23), pgx v5, chi. handler:\n\n"
                "```go\n"
                "func (h *Handler) Webhook(w http.ResponseWriter, r *http.Request) {\n"
                "\tev, err := decodeEvent(r.Body)\n"
                "\tif err != nil {\n"
                '\t\thttp.Error(w, "bad payload", http.StatusBadRequest)\n'
                "\t\treturn\n"
                "\t}\n"
                "\tif err := h.ledger.Apply(r.Context(), ev); err != nil {\n"
                '\t\thttp.Error(w, "apply failed", http.StatusInternalServerError)\n'
                "\t\treturn\n"
                "\t}\n"
                "\tw.WriteHeader(http.StatusOK)\n"
                "}\n"
                "```"
            ),
            A(
                "Nothing in that handler remembers that an event has already been seen, so any "
                "redelivery runs `Apply` a second time. The usual trigger is at-least-once "
                "delivery: the ledger write commits, but the 200 doesn't reach the sender in "
                "time (slow `Apply`, a pod killed between commit and `WriteHeader`, a proxy "
                "timeout), so the sender tries again.\n\n"
                "Ways out, roughly cheapest first:\n\n"
                "1. A dedup key in a shared cache, e.g. Redis `SETNX` on the event id with a "
                "TTL, checked before `Apply`.\n"
                "2. A unique constraint on the event id in Postgres, inserted in the same "
                "transaction as the ledger rows.\n"
                "3. A transactional inbox: store the raw event, ack at once, process it from a "
                "worker.\n"
                "4. Make `Apply` itself idempotent by deriving the ledger row ids from the event "
                "id.\n\n"
                "The third is the most robust, but it's more than a hotfix. Does the sender "
                "retry on a timeout, and how slow does `Apply` get?"
            ),
            U(
                "sender is Paywell, retries if no 2xx within 10s. Apply is slow sometimes, it "
                "calls the fx-rates service synchronously. we already run redis for the rate "
                "limiter. go with 1, SETNX, quickest to ship"
            ),
            A(
                "Then something like this, before `Apply`:\n\n"
                "```go\n"
                'key := "paywell:evt:" + ev.ID\n'
                "fresh, err := h.rdb.SetNX(ctx, key, 1, 72*time.Hour).Result()\n"
                "if err != nil {\n"
                '\thttp.Error(w, "dedup unavailable", http.StatusServiceUnavailable)\n'
                "\treturn\n"
                "}\n"
                "if !fresh {\n"
                "\tw.WriteHeader(http.StatusOK) // seen before: ack and move on\n"
                "\treturn\n"
                "}\n"
                "if err := h.ledger.Apply(ctx, ev); err != nil {\n"
                "\th.rdb.Del(ctx, key)\n"
                '\thttp.Error(w, "apply failed", http.StatusInternalServerError)\n'
                "\treturn\n"
                "}\n"
                "```\n\n"
                "The `Del` on failure matters: without it, a failed first attempt would make "
                "every retry look like a duplicate and the event would never be applied. "
                "Returning 503 when Redis is down makes Paywell retry later, rather than you "
                "applying with no guard at all."
            ),
            U(
                "fair. ground rule for all of this btw: never run migrations against prod. not "
                "even a 'harmless' index. I only have creds for stg-eu-2 and I want to keep it "
                "that way, SRE does prod."
            ),
            A(
                "Understood. If anything needs a schema change I'll write it as a migration file "
                "for you to apply on stg-eu-2, and prod stays with SRE."
            ),
        ],
        [
            U(
                "logs from yesterday's incident:\n\n"
                "```\n"
                "11:02:14.301 INFO webhook received event_id=evt_8Kq2 type=payout.settled\n"
                "11:02:24.377 INFO webhook received event_id=evt_8Kq2 type=payout.settled "
                "attempt=2\n"
                "11:02:26.918 INFO ledger applied event_id=evt_8Kq2 ms=12604\n"
                "11:02:27.040 INFO ledger applied event_id=evt_8Kq2 ms=2655\n"
                "```\n\n"
                "first one was still inside Apply when the retry landed"
            ),
            A(
                "Yes, that's the overlap case: the first delivery took 12.6 s, Paywell gave up "
                "at 10 s and sent attempt 2, and both ran `Apply` side by side. The second was "
                "quicker (2.7 s), presumably because the FX rate was cached by then.\n\n"
                "So whatever guard you use has to be taken before the slow part, not after, and "
                'it has to be atomic: a "check, then write" in two round trips would let both '
                "attempts through. Separately, a 12-second call to a rates service inside a "
                "webhook handler deserves a look of its own. A client timeout of a couple of "
                "seconds, a cached fallback rate, or fetching rates in the background would all "
                "keep the handler well under Paywell's limit. None of that is needed for the fix "
                "itself, though."
            ),
            U(
                "fx timeout is its own ticket, not touching it today. tests: table-driven pls, "
                "stdlib testing only, no testify. team rule, the linter literally fails the "
                "build on the import lol"
            ),
            A(
                "Fair enough. Skeleton:\n\n"
                "```go\n"
                "func TestWebhookDedup(t *testing.T) {\n"
                "\ttests := []struct {\n"
                "\t\tname       string\n"
                "\t\tdeliveries int\n"
                "\t\tconcurrent bool\n"
                "\t\twantRows   int\n"
                "\t}{\n"
                '\t\t{"single delivery", 1, false, 1},\n'
                '\t\t{"retry after success", 2, false, 1},\n'
                '\t\t{"overlapping retry", 2, true, 1},\n'
                "\t}\n"
                "\tfor _, tt := range tests {\n"
                "\t\tt.Run(tt.name, func(t *testing.T) {\n"
                "\t\t\th := newTestHandler(t)\n"
                '\t\t\tdeliver(t, h, "evt_test", tt.deliveries, tt.concurrent)\n'
                '\t\t\tif got := countLedgerRows(t, h, "evt_test"); got != tt.wantRows {\n'
                '\t\t\t\tt.Fatalf("ledger rows = %d, want %d", got, tt.wantRows)\n'
                "\t\t\t}\n"
                "\t\t})\n"
                "\t}\n"
                "}\n"
                "```\n\n"
                "Since 1.22 the loop variable is per-iteration, so the old `tt := tt` line isn't "
                "needed."
            ),
            U(
                "nice. reviewer is @tomasz-w, he owns ledger-sync. has to be merged before the "
                "release cut, Thursday 14:00"
            ),
            A("Noted. Thursday 14:00 leaves enough room if the tests go in today."),
            U("why is it always payouts. never refunds. always payouts"),
            A(
                "Payouts are where money leaves the building, so they're the ones somebody "
                "notices. There's probably a doubled refund out there that nobody has complained "
                "about yet."
            ),
        ],
        [
            U(
                "change of plan. talked to platform: ledger-sync isn't allowed to depend on the "
                "rate limiter's redis. it runs allkeys-lru, keys get evicted under memory "
                "pressure, so a dedup key could just vanish and we'd double-write anyway. scrap "
                "the redis approach, do it in postgres"
            ),
            A(
                "That's a good reason. A dedup guard that can silently forget is worse than "
                "none, because it looks as if it works. The Postgres version, option 2 from "
                "earlier:\n\n"
                "```sql\n"
                "-- 0042_processed_events.up.sql\n"
                "CREATE TABLE processed_events (\n"
                "    event_id    text PRIMARY KEY,\n"
                "    received_at timestamptz NOT NULL DEFAULT now()\n"
                ");\n"
                "```\n\n"
                "```go\n"
                "tx, err := h.db.Begin(ctx)\n"
                "if err != nil {\n"
                '\thttp.Error(w, "db unavailable", http.StatusServiceUnavailable)\n'
                "\treturn\n"
                "}\n"
                "defer tx.Rollback(ctx) // no-op after Commit\n\n"
                "tag, err := tx.Exec(ctx,\n"
                "\t`INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT (event_id) "
                "DO NOTHING`,\n"
                "\tev.ID)\n"
                "if err != nil { /* 500 */ }\n"
                "if tag.RowsAffected() == 0 {\n"
                "\tw.WriteHeader(http.StatusOK) // already processed\n"
                "\treturn\n"
                "}\n"
                "if err := h.ledger.ApplyTx(ctx, tx, ev); err != nil { /* 500 */ }\n"
                "if err := tx.Commit(ctx); err != nil { /* 500 */ }\n"
                "w.WriteHeader(http.StatusOK)\n"
                "```\n\n"
                "The overlapping case is handled by Postgres itself: the second insert waits on "
                "the primary key until the first transaction finishes. If the first commits, the "
                "second sees the conflict and just acks; if the first rolls back, the second "
                "goes ahead and applies. No TTL, nothing to evict."
            ),
            U(
                "ApplyTx doesn't exist, Apply opens its own tx. I'll refactor it to take a "
                "pgx.Tx. problem: the fx call is inside Apply, so the tx would sit open ~12s "
                "worst case"
            ),
            A(
                "Then move the rate lookup out: fetch the FX rate first, before `Begin`, and "
                "pass it into `ApplyTx`. Holding a transaction open across a network call keeps "
                "the row lock and a pooled connection busy for the whole call, and under a burst "
                "of retries that's how a service runs out of connections. With the lookup first, "
                "the transaction is a couple of inserts and a commit."
            ),
            U("ok, fx lookup first. applying 0042 on stg-eu-2 now"),
            A(
                "Go ahead. Run the overlapping case against it straight afterwards, since that's "
                "the one the unit tests can only approximate."
            ),
        ],
        [
            U(
                "0042 applied on stg-eu-2. replayed the 500-event sample attached to PAY-2291 "
                "twice, plus 50 overlapping dupes fired concurrently. ledger rows: 500. zero "
                "dupes 🎉"
            ),
            A(
                "Good result. The concurrent batch is the one that matters, since that's "
                "yesterday's incident in miniature.\n\n"
                "One thing to keep in mind rather than fix now: `processed_events` grows "
                "forever. The common choices are a nightly delete of rows older than Paywell's "
                "retry window (worth checking how long they keep retrying; a couple of weeks is "
                "probably generous), monthly partitions that you drop, or simply leaving it, "
                "since a few hundred thousand narrow rows a month is small for Postgres. Any of "
                "those can be a follow-up ticket."
            ),
            U(
                "leave retention for later. also the release cut moved, it's now Wednesday "
                "16:00. someone upstairs wants it earlier, obviously"
            ),
            A(
                "Of course they do. Wednesday 16:00 it is, which makes the review the tight part "
                "rather than the code."
            ),
            U(
                "and tomasz is on paternity leave from today, baby came early! switch the "
                "reviewer to @ines-k"
            ),
            A(
                "Congratulations to him. Reviewer is @ines-k, then. If she hasn't spent much "
                "time in ledger-sync, it would help to put the overlapping-retry explanation in "
                "the PR description rather than leave her to work it out from the code."
            ),
        ],
        [
            U(
                "PR is up, #418. CI green except the flaky golangci-lint job, re-running it. can "
                "you draft the description"
            ),
            A(
                "Here's a draft:\n\n"
                "**Fix duplicate ledger entries on Paywell retries (PAY-2291)**\n\n"
                "*Root cause.* The webhook handler kept no record of processed events. When "
                "`Apply` took longer than Paywell's 10 s limit (slow FX lookup), Paywell "
                "redelivered and both deliveries wrote ledger rows.\n\n"
                "*Fix.* New table `processed_events` (migration 0042). The handler inserts the "
                "event id with `ON CONFLICT DO NOTHING` in the same transaction as the ledger "
                "write, and acks without applying when the row already exists. The FX lookup now "
                "happens before the transaction opens.\n\n"
                "*Testing.* Table-driven tests for single, repeated and overlapping deliveries. "
                "Replayed the 500-event sample twice plus 50 concurrent duplicates on stg-eu-2: "
                "500 ledger rows.\n\n"
                "*Deploy.* Migration 0042 must be applied in prod by SRE before this is "
                "deployed; without the table every webhook would fail.\n\n"
                "*Follow-ups.* Retention for `processed_events`; FX client timeout (separate "
                "ticket)."
            ),
            U(
                "used most of it. pinged Bukola in #sre-oncall for 0042 on prod, she'll run it "
                "in tomorrow's 09:00 change window. so now it's waiting on ines's review and on "
                "bukola. off to lunch"
            ),
            A("Enjoy lunch. I'll be here when Ines comes back with comments."),
        ],
    ]
    check = {
        "prod": ["migrations", "stg-eu-2"],
        "ticket": ["PAY-2291"],
        "goal": ["ledger-sync", "duplicate"],
        "version": ["Go 1.22"],
        "fix": ["processed_events", "ON CONFLICT"],
        "tests": ["table-driven", "testify"],
        "reviewer": ["@ines-k"],
        "cut": ["Wednesday 16:00"],
        "state": ["#418", "Bukola"],
    }
    stale = {"fix": ["SETNX"], "reviewer": ["@tomasz-w"], "cut": ["Thursday 14:00"]}
    return parts, check, stale


def move() -> Apart:
    parts = [
        [
            U(
                "Hello! My name is Lucía and I need help to organise our moving from Valencia to "
                "Leipzig in Germany. My husband Andrés have a new job in the university there "
                "and we go in June, is a lot of things and I am little bit lost. We have a flat "
                "of 3 rooms here in Valencia, the contract finish the 30 of June and I must give "
                "the keys to the owner, Mr. Ferrer, before this day, so the movers must come "
                "before of that. We find a company, Kranich Umzüge, they speak English and they "
                "give us a quote of 3.450 € for everything, they pick up the 14 of June. Is this "
                "a normal price?? Sorry my English is not perfect"
            ),
            A(
                "Your English is perfectly clear, Lucía, so please don't worry about it. And "
                "congratulations to Andrés on the new job!\n\n"
                "For an international move the price depends mostly on three things: the volume "
                "of furniture and boxes (movers count in cubic metres), the distance (Valencia "
                "to Leipzig is a little over 2,000 km by road), and which services are included, "
                "such as packing, taking furniture apart, and insurance. For a three-room flat "
                "over that distance, 3.450 € is inside the usual range: not cheap, not "
                "expensive. Before you accept, it's worth checking:\n\n"
                "- Is packing included, or only transport?\n"
                "- Is there insurance, and up to what value?\n"
                "- Do they know the access at both ends: which floor, is there a lift, where can "
                "the truck park?\n"
                "- Is the price fixed, or can it change after they load?\n\n"
                "Spain and Germany are both in the EU, so there are no customs forms for your "
                "household things, which makes it simpler. Do you have a maximum budget for the "
                "move?"
            ),
            U(
                "Yes our maximum for the moving is 4.000 euros, not more, because we pay also "
                "the deposit for the new flat and is 3 times the rent!! The new flat is in "
                "Leipzig, Karl-Liebknecht-Straße 48, 4th floor and there is no lift 😩 the "
                "company say maybe is extra money for this. And please, when you write something "
                "for me to send to them, use simple English and short sentences, because their "
                "emails are very long and I must use translator for everything and is very slow"
            ),
            A(
                "Of course. Everything I write for you to send will be in simple English with "
                "short sentences.\n\n"
                "A deposit of three months' rent is normal in Germany. It's called the Kaution, "
                "and three months of the basic rent (without heating and service charges) is the "
                "legal maximum, so your landlord is asking for the maximum but nothing unusual. "
                "Tenants are allowed to pay it in three monthly parts, which can help with a "
                "month like this one.\n\n"
                "For a 4th floor without a lift, an extra charge is common, because the crew "
                "needs more people or more time. Ask them to write the exact amount, so it isn't "
                "a surprise on the day."
            ),
        ],
        [
            U(
                "Today the company send me the booking confirmation, the reference is "
                "KR-24-0817, I put it here so I don't lose it haha. The contact person is Mr. "
                "Oliver Brandt, his phone is +49 341 5557 2184 but I prefer to write email "
                "because in the phone I get nervous, his email is o.brandt@kranich-umzuege.de"
            ),
            A(
                "Good to have it in one place. Since you prefer email, I'll write everything as "
                "emails to Mr Brandt.\n\n"
                "While you wait, some general things that help with a move like this:\n\n"
                "- Label each box with the room in the new flat, not the old one.\n"
                "- Keep passports, contracts and medicines with you, never in the truck.\n"
                "- Take photos of the furniture before loading, in case something gets damaged.\n"
                "- In Germany you must register your new address (the Anmeldung) within two "
                "weeks of moving in, and for this you need a form from the landlord (the "
                "Wohnungsgeberbestätigung)."
            ),
            U(
                "About the packing, we decide we pack ourself because is cheaper, only the big "
                "mirror and the glass table they pack, I am afraid to broke them. The piano stay "
                "in Valencia with my sister Carmen, is too heavy for 4th floor anyway. Can you "
                "write to Mr Brandt for this?"
            ),
            A(
                "Of course. Here is a short email:\n\n"
                "Dear Mr Brandt,\n\n"
                "Thank you for the booking confirmation (KR-24-0817).\n\n"
                "We want to change the services. We will pack our boxes ourselves. Please pack "
                "only two things: the big mirror and the glass table. The piano will not come.\n"
                "\n"
                "Can you send us the new price, please?\n\n"
                "Best regards,\n"
                "Lucía Navarro"
            ),
            U(
                "Thank you!! You are more helpful than my husband, he only say 'don't worry, it "
                "will be fine' 😅"
            ),
            A(
                "He may be right in the end, but it's easier to believe when the list is written "
                "down."
            ),
        ],
        [
            U(
                "Good news and one change. The boss of Andrés say he can start one week later, "
                "and the cheap flights are on the 22, so now we want the movers to come the 21 "
                "of June, not the week before. I write already to Mr Brandt in my simple English "
                "haha and he say is possible but he will confirm in writing. And more good news, "
                "without the packing the new price is 2.980 €!!"
            ),
            A(
                "That's good news twice. With pickup on 21 of June you still have nine days "
                "before the keys go back to Mr Ferrer on the 30 of June, so there is a "
                "comfortable buffer if something slips.\n\n"
                "Two things to ask Mr Brandt when he confirms: when the truck arrives in Leipzig "
                "(for this distance it's usually one to three days after pickup), and whether "
                "they arrange the parking for the truck in Leipzig. In German cities you "
                "normally need a temporary no-parking zone, a Halteverbotszone, in front of the "
                "building. Without it the truck may have to park far away, and the crew charges "
                "for the extra carrying."
            ),
            U(
                "I ask him. He say they do the Halteverbot only in Spain side, for Leipzig side "
                "we must do it ourself. Can you explain me how is this working?"
            ),
            A(
                "Sure. There are two ways.\n\n"
                "1. Do it yourself. You apply to the city's traffic office, usually at least two "
                "weeks before the day. You give the address, the date and times, and the length "
                "of the zone (about 15 metres for a normal moving truck). After approval you "
                "rent the signs and put them up yourself a few days before, and the rules about "
                "how early are strict: if the signs go up too late, the zone may not be "
                "enforceable.\n"
                "2. Pay a service. In most German cities there are companies that do everything: "
                "the application, the signs, putting them up and taking them down. It costs more "
                "than doing it yourself, often somewhere between 100 and 200 euros, but you "
                "never see a German form.\n\n"
                "For someone who doesn't read German and is organising from another country, the "
                "second way is much easier."
            ),
            U("Second way for sure, I don't want to fight with German forms 😂"),
            A(
                "Very understandable. Check that the price includes taking the signs down again "
                "afterwards."
            ),
        ],
        [
            U(
                "Ok I find a service, HVZ Leipzig Express, they do everything for 129 € and I "
                "paid already. Mr Brandt say the truck arrive in Leipzig two days after the "
                "pickup, so the signs are for the 23 of June."
            ),
            A(
                "Perfect. So your costs are now 2.980 € for the move and 129 € for the parking "
                "zone, 3.109 € together, which leaves 891 € under your 4.000 € maximum. That's a "
                "useful reserve if the 4th floor comes as an extra."
            ),
            U(
                "About this, Mr Brandt say the 4th floor without lift is 180 € extra but I don't "
                "understand if is inside the 2.980 or not, the email is very long 🙄"
            ),
            A(
                "Let's ask him directly. A short email:\n\n"
                "Dear Mr Brandt,\n\n"
                "Thank you for your email. I have one question. Is the 180 € for the 4th floor "
                "included in the price of 2.980 €, or is it extra?\n\n"
                "Best regards,\n"
                "Lucía Navarro"
            ),
            U(
                "Also a different question, what internet company is good in Germany? My friend "
                "say is very slow to get internet there"
            ),
            A(
                "Your friend is partly right: getting a home connection in Germany can take a "
                "few weeks, because a technician often has to activate the line. The big "
                "providers are Telekom, Vodafone and O2, and there are smaller ones that use the "
                "same lines and are often cheaper. A few tips: order as soon as you have the "
                "rental contract, ask the landlord what kind of connection the building has "
                "(cable, DSL or fibre), and plan on a prepaid SIM with a lot of data for the "
                "first weeks. Many contracts run for 24 months, so check the minimum term before "
                "you sign."
            ),
        ],
        [
            U(
                "Update: Mr Brandt answer that yes, the 180 € is inside the 2.980, very good. "
                "But he still don't send the written confirmation for the 21 of June, I write "
                "him two times already 😤 I wait until Friday and if nothing I call him, even if "
                "I hate the phone"
            ),
            A(
                "Good that the floor is included. Waiting until Friday is reasonable. If you do "
                "have to call, it helps to have three sentences ready in front of you: your "
                'booking reference, the new date, and "Can you send the confirmation by email '
                'today, please?" Then the call can be very short.'
            ),
            U("Yes good idea. Now I go to buy boxes, wish me luck 📦"),
            A("Good luck! Buy more boxes than you think you need. Everybody does."),
        ],
    ]
    check = {
        "date": ["21 of June"],
        "price": ["2.980"],
        "budget": ["4.000"],
        "mover": ["Brandt", "o.brandt@kranich-umzuege.de", "KR-24-0817"],
        "keys": ["30 of June", "Ferrer"],
        "flat": ["Karl-Liebknecht-Straße 48", "4th floor"],
        "packing": ["mirror", "glass table"],
        "english": ["simple English"],
        "state": ["HVZ Leipzig Express", "Friday"],
    }
    stale = {"date": ["14 of June"], "price": ["3.450"]}
    return parts, check, stale


def bistro() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You are an assistant helping the owner of a small independent "
                "restaurant with planning, costing and supplier admin. Be practical, "
                "and keep answers short when the owner is in a hurry.",
            },
            U(
                "Hiya. I'm Keira, I own the Salt Shed, 34 covers in Totterdown in Bristol. We're "
                "doing a new autumn menu and I'm sorting suppliers at the same time because our "
                "veg man retired (after 20 years, bless him). I've got about ten minutes before "
                "lunch service so let's crack on"
            ),
            A(
                "Hi Keira, nice to meet you. To plan it properly I need a few basics: how many "
                "dishes you want on the new menu, when it should go live, and whether there's a "
                "price or cost target you work to. Then we can sort out the veg."
            ),
            U(
                "Launch is the first Thursday in October. Structure same as now, 5-6-3, we can't "
                "do more with two of us on the pass. Money wise, food cost 28% on every dish and "
                "no main over £18, our regulars aren't exactly flush"
            ),
            A(
                "So, to check I've got it: the new menu goes live on Thursday 3 October, with 5 "
                "starters, 6 mains and 3 puddings; every dish costed at 28% food cost; and mains "
                "capped at £18. Is that right?"
            ),
            U(
                "yes spot on. oh, and one thing that's not negotiable. nothing on the menu gets "
                "called nut-free or gluten-free. there's walnuts and flour all over that kitchen "
                "and I'm not having someone end up in A&E over a menu word. we write 'made "
                "without' and the full allergen sheet lives behind the bar for anyone who asks"
            ),
            A(
                "Absolutely. I'll never describe a dish as nut-free or gluten-free; where it "
                "applies I'll write 'made without' and point to the allergen sheet."
            ),
        ],
        [
            U(
                "right, veg. found a farm out near Chew Magna called Ashgrove Farm, the woman "
                "who runs it is lovely. they deliver Mon, Wed and Fri and want the order in by "
                "2pm the day before"
            ),
            A(
                "So that's Ashgrove Farm for veg, three deliveries a week on Monday, Wednesday "
                "and Friday, with the order in by 2pm the day before?"
            ),
            U(
                "yep. and meat stays with Pritchard & Sons, Gwen Pritchard's my contact there, "
                "07700 900412. she's doing me a price on short rib"
            ),
            A(
                "Good. With Ashgrove coming three times a week you can lean on whatever they've "
                "got at its best. October in the south-west usually means:\n\n"
                "- squash and pumpkin, especially Crown Prince and Delica\n"
                "- celeriac, parsnips and beetroot, Jerusalem artichokes later in the month\n"
                "- kale, cavolo nero, savoy cabbage and leeks\n"
                "- apples, pears, quince and the last of the blackberries\n"
                "- wild mushrooms, if you have a forager you trust\n\n"
                "A few ideas that suit two people on the pass: roast squash with brown butter "
                "and sage; celeriac soup with apple; short rib braised the day before and "
                "finished to order; a pear and blackberry crumble you can portion in advance. "
                "Braises and anything that holds well are your friends with a small team, and "
                "they soak up the odd late delivery too."
            ),
            U(
                "love the crumble. also dish names in plain English please. no 'jus', no "
                "'velouté', no 'textures of'. if my nan couldn't read it it's not going on"
            ),
            A(
                "Plain English it is. Gravy is gravy, soup is soup, and nothing comes in "
                "'textures'."
            ),
            U("sorry, lunch just kicked off, back later"),
            A("No problem. Good luck with lunch."),
        ],
        [
            U(
                "back. ok forget what I said about capping the mains. I ran the short rib "
                "through and it doesn't work at that price without shrinking the portion, and "
                "honestly the regulars will pay for a proper plate. just keep everything at 28%"
            ),
            A(
                "Understood: no price ceiling, just 28% food cost across the board. A quick "
                "reminder of the arithmetic, since VAT catches people out: the percentage is "
                "usually measured against the price without VAT. So if the short rib plate costs "
                "£5.60 in ingredients, £5.60 ÷ 0.28 = £20.00 before VAT, which is £24.00 on the "
                "menu. If Gwen's price comes in higher, trim the garnish rather than the meat, "
                "or put a cheaper starch alongside."
            ),
            U(
                "£24 for short rib is fine round here tbh. oh and two of the six mains have to "
                "be vegan, and not both mushroom based. I'm sick of the vegan option always "
                "being a mushroom"
            ),
            A(
                "Two vegan mains, and not both mushroom. The roast squash could be one, made "
                "properly substantial with lentils and a green sauce; a spiced chickpea and "
                "celeriac stew with flatbread could be the other. Neither needs anything the "
                "meat dishes don't already use, which keeps the ordering simple."
            ),
            U("chickpea one sounds good, I'll get Dan to have a go at it"),
            A(
                "Good plan. If he writes down the quantities as he goes, I can cost it from his "
                "notes."
            ),
        ],
        [
            U(
                "bad news. the extractor fan people can only come the week of the 7th, so we're "
                "shutting Mon to Wed that week and the launch moves to Thursday 10 October"
            ),
            A(
                "Annoying, but it buys you an extra week for tasting. So the new menu now "
                "launches on Thursday 10 October, and you're closed Monday to Wednesday that "
                "week for the extractor work?"
            ),
            U("yes that's it"),
            A(
                "Then the running order is roughly: dishes settled and costed first, a staff "
                "tasting, final wording to the printer, and Ashgrove's orders for launch week "
                "placed by 2pm the day before each delivery as usual. Who prints your menu cards?"
            ),
            U(
                "Inkwell Print on Stokes Croft. they're quick, they just want the final wording "
                "a week before"
            ),
            A(
                "That's easy enough to hit as long as the short rib is costed in good time, "
                "since it's the one dish whose price is still open."
            ),
        ],
        [
            U(
                "ok where we are: Ashgrove's first delivery is booked, Gwen still hasn't sent "
                "the short rib price, Inkwell Print have the draft wording but I'm not sending "
                "them the final until I've got Gwen's number. staff tasting is Sunday after close"
            ),
            A(
                "Sounds well in hand. As soon as Gwen's price arrives I can cost the short rib "
                "properly and tidy the wording for Inkwell, so it can go off the same day."
            ),
            U(
                "cheers. any tips for the tasting? last time it turned into a free lunch and "
                "nobody said anything useful"
            ),
            A(
                "A few things that usually help:\n\n"
                "- Serve each dish exactly as it will go out, same plate and same portion, so "
                "front of house sees what guests will see.\n"
                "- Give everyone a short card per dish: what would you change, and how would you "
                "describe it to a table in one sentence?\n"
                "- Ask front of house to practise the allergen question on every dish, using the "
                "sheet, the way a guest would ask it.\n"
                "- Time the pass on at least one main, to check two people really can send it "
                "during a full service.\n"
                "- Keep it to tasting portions and eat properly afterwards, so the feedback "
                "happens before the food coma.\n\n"
                "The one-sentence description is the most useful part: if nobody can say it "
                "simply, the dish name probably needs work as well."
            ),
            U("ha, the food coma is real. right, dinner service. ta-ra"),
            A("Good luck tonight, Keira."),
        ],
    ]
    check = {
        "allergens": ["nut-free", "made without"],
        "launch": ["10 October"],
        "structure": ["5 starters", "6 mains", "3 puddings"],
        "veg": ["Ashgrove", "2pm"],
        "meat": ["Gwen Pritchard", "07700 900412"],
        "pricing": ["28%"],
        "names": ["plain English"],
        "vegan": ["vegan", "mushroom"],
        "state": ["Inkwell", "short rib"],
    }
    stale = {"launch": ["3 October"], "pricing": ["£18"]}
    return parts, check, stale


SIXTH: list[tuple[str, Callable[[], Apart]]] = [
    ("webhook", webhook),
    ("move", move),
    ("bistro", bistro),
]
