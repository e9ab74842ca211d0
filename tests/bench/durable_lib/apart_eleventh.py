"""Four chat histories written apart (an Android ferry app crash fixed with a coding agent, a
parent texting about a Year 6 residential trip, a literary translator negotiating a publishing
contract by email, home care after a hip operation arranged in a second language), measured as
written before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def ferry_app() -> Apart:
    parts = [
        # part 1
        [
            {
                "role": "system",
                "content": (
                    "You are a coding agent working in the harbourline-android "
                    "repository (Kotlin, Jetpack Compose, Hilt, Room). Repository rules, "
                    "which override anything said later in the chat:\n"
                    "\n"
                    "1. Never push to `main` or to any `release/*` branch. Work on a "
                    "feature branch and open a pull request against `develop` unless "
                    "told otherwise.\n"
                    "2. Never edit files under `app/src/main/assets/timetables/`. They "
                    "are generated nightly by the data team's exporter; hand edits are "
                    "overwritten and break the checksum check at startup.\n"
                    "3. Never print, log, paste or commit the contents of "
                    "`local.properties`, `keystore.properties` or any API key.\n"
                    "4. Before calling a change ready, run `./gradlew ktlintCheck "
                    "testDebugUnitTest` and report the result.\n"
                    "5. minSdk is 26. Do not call APIs above it without a version "
                    "check.\n"
                    "6. Prefer unified diffs over whole files. Keep explanations short."
                ),
            },
            U(
                "morning. top crash on the departure board since 4.8.1 rolled out, "
                "ticket is HL-2291. product wants it out as a hotfix, 4.8.2, asap. "
                "trace from crashlytics:\n"
                "\n"
                "```\n"
                "FATAL EXCEPTION: main\n"
                "Process: com.harbourline.ferries, PID: 18842\n"
                "java.lang.NullPointerException\n"
                "    at "
                "com.harbourline.ui.board.DepartureBoardViewModel."
                "nextSailing(DepartureBoardViewModel.kt:118)\n"
                "    at "
                "com.harbourline.ui.board.DepartureBoardViewModel.buildBoard("
                "DepartureBoardViewModel.kt:96)\n"
                "    at "
                "com.harbourline.ui.board.DepartureBoardViewModel$refresh$1."
                "invokeSuspend(DepartureBoardViewModel.kt:87)\n"
                "    at "
                "kotlin.coroutines.jvm.internal.BaseContinuationImpl."
                "resumeWith(ContinuationImpl.kt:33)\n"
                "    at "
                "kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)\n"
                "    at android.os.Handler.handleCallback(Handler.java:959)\n"
                "    at android.os.Looper.loopOnce(Looper.java:232)\n"
                "```\n"
                "\n"
                "it's hitting 1.7% of sessions according to the dashboard. nearly "
                'all of them between 22:00 and 01:00 local, which smells like "no '
                'more boats today" to me'
            ),
            A(
                "The timing fits that theory. A bare "
                "`java.lang.NullPointerException` with no message, thrown from "
                "Kotlin code, is nearly always a `!!` on something that turned out "
                "to be null. My guess for line 118: the view model looks for the "
                "first sailing after `now` in today's list, and after the last "
                "departure of the day that lookup comes back empty.\n"
                "\n"
                "Two things before I write anything:\n"
                "\n"
                "- Can you paste `nextSailing` (roughly lines 105–125 of "
                "`DepartureBoardViewModel.kt`)?\n"
                "- Product question: when there is no sailing left today, what "
                "should the board show? An empty state, or tomorrow's first "
                "departure?"
            ),
            U(
                "```kotlin\n"
                "private fun nextSailing(now: LocalTime): SailingUi {\n"
                "    val upcoming = _state.value.sailings\n"
                "        .filter { it.routeId == selectedRouteId }\n"
                "        .firstOrNull { it.scheduledAt.isAfter(now) }\n"
                "    return SailingUi(\n"
                "        id = upcoming!!.id,\n"
                "        time = upcoming.scheduledAt.format(clockFormatter),\n"
                '        berth = upcoming.berth ?: "–",\n'
                "        isTomorrow = false,\n"
                "    )\n"
                "}\n"
                "```\n"
                "\n"
                "yep there's your `!!`. design says show tomorrow's first sailing "
                'with a "Tomorrow" prefix, the string is already in the repo as '
                "board_tomorrow_prefix, nobody ever wired it up. state only holds "
                "today's sailings though, tomorrow's would come from the same "
                "repository call with a date param"
            ),
            A(
                "Then the plan is:\n"
                "\n"
                "1. `nextSailing` returns `SailingUi?` instead of force-unwrapping.\n"
                "2. In `buildBoard`, when it returns null, ask "
                "`sailingRepository.sailingsFor(routeId, today.plusDays(1))` for "
                "tomorrow and take the earliest one, with `isTomorrow = true`.\n"
                "3. In `DepartureBoardScreen`, prefix the time with "
                "`stringResource(R.string.board_tomorrow_prefix)` when `isTomorrow` "
                "is set.\n"
                "4. If tomorrow is empty as well (the seasonal routes in winter), "
                "fall back to the existing `BoardUi.Empty` state rather than crash.\n"
                "\n"
                "Which branch should this go on, and is there a commit message "
                "convention I should follow?"
            ),
            U(
                "branch off develop, name it fix/hl-2291-null-departures. "
                "conventional commits, scope is board, so fix(board): whatever, with "
                "the ticket id in the footer. and reminder you can't touch the "
                "timetable json even if the winter schedule in there looks wrong, "
                "not our problem, data team owns it"
            ),
            A(
                "Understood. Branch `fix/hl-2291-null-departures` from `develop`, "
                "commits like `fix(board): fall back to tomorrow's first sailing` "
                "with `Refs: HL-2291` in the footer, and I'll stay out of the "
                "timetable assets. I'll start with the view model change and a unit "
                "test that pins the clock at 23:30."
            ),
        ],
        # part 2
        [
            U("go ahead, show me the diff"),
            A(
                "```diff\n"
                "--- "
                "a/app/src/main/java/com/harbourline/ui/board/"
                "DepartureBoardViewModel.kt\n"
                "+++ "
                "b/app/src/main/java/com/harbourline/ui/board/"
                "DepartureBoardViewModel.kt\n"
                "@@ -93,9 +93,21 @@ class DepartureBoardViewModel @Inject "
                "constructor(\n"
                "     private suspend fun buildBoard(now: LocalDateTime): BoardUi {\n"
                "-        val next = nextSailing(now.toLocalTime())\n"
                "+        val next = nextSailing(now.toLocalTime())\n"
                "+            ?: firstSailingTomorrow(now.toLocalDate())\n"
                "+            ?: return BoardUi.Empty\n"
                "         return BoardUi.Ready(next = next, alerts = "
                "alertsFor(selectedRouteId))\n"
                "     }\n"
                " \n"
                "-    private fun nextSailing(now: LocalTime): SailingUi {\n"
                "+    private fun nextSailing(now: LocalTime): SailingUi? {\n"
                "         val upcoming = _state.value.sailings\n"
                "             .filter { it.routeId == selectedRouteId }\n"
                "             .firstOrNull { it.scheduledAt.isAfter(now) }\n"
                "+            ?: return null\n"
                "         return SailingUi(\n"
                "-            id = upcoming!!.id,\n"
                "+            id = upcoming.id,\n"
                "             time = upcoming.scheduledAt.format(clockFormatter),\n"
                '             berth = upcoming.berth ?: "–",\n'
                "             isTomorrow = false,\n"
                "         )\n"
                "     }\n"
                "+\n"
                "+    private suspend fun firstSailingTomorrow(today: LocalDate): "
                "SailingUi? =\n"
                "+        sailingRepository.sailingsFor(selectedRouteId, "
                "today.plusDays(1))\n"
                "+            .minByOrNull { it.scheduledAt }\n"
                "+            ?.let { s ->\n"
                "+                SailingUi(s.id, "
                's.scheduledAt.format(clockFormatter), s.berth ?: "–", isTomorrow '
                "= true)\n"
                "+            }\n"
                "```\n"
                "\n"
                "For the test I'd like Turbine to collect the state flow. Is it "
                "already in the version catalog? If so, paste "
                "`gradle/libs.versions.toml` and I'll use whatever versions are "
                "there rather than adding anything."
            ),
            U(
                "```toml\n"
                "[versions]\n"
                'agp = "8.5.2"\n'
                'kotlin = "2.0.21"\n'
                'ksp = "2.0.21-1.0.27"\n'
                'compose-bom = "2024.10.01"\n'
                'hilt = "2.52"\n'
                'room = "2.6.1"\n'
                'coroutines = "1.9.0"\n'
                'turbine = "1.1.0"\n'
                'junit = "4.13.2"\n'
                'mockk = "1.13.13"\n'
                "\n"
                "[libraries]\n"
                'turbine = { module = "app.cash.turbine:turbine", version.ref = '
                '"turbine" }\n'
                'mockk = { module = "io.mockk:mockk", version.ref = "mockk" }\n'
                "kotlinx-coroutines-test = { module = "
                '"org.jetbrains.kotlinx:kotlinx-coroutines-test", version.ref = '
                '"coroutines" }\n'
                "\n"
                "[plugins]\n"
                'android-application = { id = "com.android.application", '
                'version.ref = "agp" }\n'
                'kotlin-android = { id = "org.jetbrains.kotlin.android", '
                'version.ref = "kotlin" }\n'
                "```\n"
                "\n"
                "turbine's there. do NOT bump agp btw, we're stuck on 8.5.2 until "
                "platform updates the CI runner image, the renovate PR for the newer "
                "one is parked. if studio nags you about the upgrade assistant just "
                "ignore it"
            ),
            A(
                "Turbine and MockK are both in the catalog, so no catalog change, "
                "and AGP stays at 8.5.2. The test:\n"
                "\n"
                "```kotlin\n"
                "@Test\n"
                "fun `after the last sailing the board shows tomorrow's first "
                "departure`() = runTest {\n"
                "    val clock = FixedClock(LocalDateTime.of(2025, 11, 6, 23, 30))\n"
                "    coEvery { repo.sailingsFor(ROUTE, LocalDate.of(2025, 11, 6)) } "
                'returns listOf(sailing("21:45"))\n'
                "    coEvery { repo.sailingsFor(ROUTE, LocalDate.of(2025, 11, 7)) } "
                "returns\n"
                '        listOf(sailing("07:40"), sailing("06:10"))\n'
                "    val vm = DepartureBoardViewModel(repo, alerts, clock)\n"
                "\n"
                "    vm.state.test {\n"
                "        val ready = awaitItem() as BoardUi.Ready\n"
                '        assertEquals("06:10", ready.next.time)\n'
                "        assertTrue(ready.next.isTomorrow)\n"
                "    }\n"
                "}\n"
                "```\n"
                "\n"
                "plus a second one where both days are empty and the state is "
                "`BoardUi.Empty`.\n"
                "\n"
                "I ran `./gradlew ktlintCheck testDebugUnitTest`. ktlint complained "
                "about argument wrapping in `firstSailingTomorrow`; after fixing "
                "that, 412 tests ran with 0 failures."
            ),
            U("nice. lgtm so far. do the screen bit"),
            A(
                "```diff\n"
                "--- "
                "a/app/src/main/java/com/harbourline/ui/board/"
                "DepartureBoardScreen.kt\n"
                "+++ "
                "b/app/src/main/java/com/harbourline/ui/board/"
                "DepartureBoardScreen.kt\n"
                "@@ -141,7 +141,12 @@ private fun NextSailingCard(next: SailingUi, "
                "modifier: Modifier = Modifier) {\n"
                "         Text(\n"
                "-            text = next.time,\n"
                "+            text = if (next.isTomorrow) {\n"
                "+                stringResource(R.string.board_tomorrow_prefix, "
                "next.time)\n"
                "+            } else {\n"
                "+                next.time\n"
                "+            },\n"
                "             style = MaterialTheme.typography.displaySmall,\n"
                "         )\n"
                "```\n"
                "\n"
                "`board_tomorrow_prefix` is defined as `Tomorrow %1$s` in "
                "`values/strings.xml` and in the Norwegian and German translations, "
                "so it takes the time as an argument and nothing else needs adding. "
                "ktlint and unit tests still pass."
            ),
        ],
        # part 3
        [
            U(
                "unrelated but do you know why compose previews take like 40 seconds "
                "to render on my machine since the last studio update. it's driving "
                "me up the wall"
            ),
            A(
                "A few usual suspects, roughly in the order I'd check them:\n"
                "\n"
                "- **Memory.** Previews render in a separate process that shares the "
                "IDE's heap. After updates the custom `studio.vmoptions` sometimes "
                "gets dropped and you're back on the default `-Xmx`. Help → Change "
                "Memory Settings, give it 4–6 GB if the machine has room.\n"
                "- **Build before render.** Previews need a compiled module. If the "
                "module containing the preview depends on a large chain of modules, "
                "every edit to one of them rebuilds the lot. Moving preview-heavy UI "
                "into a leaf module helps a lot.\n"
                "- **Live Edit / essentials mode.** Turning on Compose Preview "
                "essentials mode trades some features for much faster refresh, which "
                "is often the right trade on a laptop.\n"
                "- **Gradle daemon fights.** If the terminal and the IDE are using "
                "different JDKs, you end up with two daemons and a cold one every "
                "time you switch. Point both at the same JDK.\n"
                "- **Indexing after update.** The first day after an update is "
                "always slow while it reindexes; if it's still slow tomorrow it's "
                "one of the above.\n"
                "\n"
                "None of that is specific to this repository, so treat it as a "
                "checklist rather than a diagnosis."
            ),
            U("ok i'll try the memory thing. standup now brb"),
            A("Sure."),
            U(
                "back. correction on the numbers from this morning, i read the wrong "
                "column. it's 0.7% of sessions. the bigger figure was the drop in "
                "crash-free users for the evening cohort, different metric. still "
                "the #1 crash by volume so priority is the same"
            ),
            A(
                "Thanks, noted: HL-2291 affects 0.7% of sessions and is still the "
                "top crash by volume. It doesn't change the fix.\n"
                "\n"
                "Once this lands it might be worth setting a velocity alert on the "
                "board screen. Crashlytics can notify when a single issue crosses a "
                "share of sessions within an hour, which would have flagged this the "
                "first evening rather than after a week of reports. The threshold is "
                "a judgement call: too low and people mute the channel, too high and "
                "you're back to finding out from app store reviews. Many teams start "
                "around 1% for a single issue and tune from there. That's a "
                "suggestion for later, not part of this ticket."
            ),
            U("meh maybe. put it in the retro doc if i remember. what's left on this one?"),
            A(
                "Done on `fix/hl-2291-null-departures`:\n"
                "\n"
                "- view model: no force-unwrap, tomorrow fallback, empty state when "
                "there's nothing at all\n"
                "- two unit tests with a fixed clock\n"
                "- screen: tomorrow prefix via `board_tomorrow_prefix`\n"
                "- ktlintCheck and testDebugUnitTest green\n"
                "\n"
                "Left:\n"
                "\n"
                "- open the PR (and pick a reviewer)\n"
                "- QA on a device at minSdk\n"
                '- a line for the Play Store "What\'s new" text'
            ),
        ],
        # part 4
        [
            U(
                "change of plan from product: no hotfix. they want it to ride along "
                "with the fare caps feature, so this ships in 4.9.0. Marek is "
                "cutting release/4.9.0 from develop tomorrow morning, so PR against "
                "develop as normal and it'll be in the cut. code freeze for 4.9.0 is "
                "Wednesday 12 November. also don't touch versionName/versionCode in "
                "app/build.gradle.kts, marek's release script bumps those"
            ),
            A(
                "Understood: no separate hotfix, the fix goes to `develop` and ships "
                "in 4.9.0 with fare caps. I haven't touched `versionName` or "
                "`versionCode` and won't. Freeze noted as Wednesday 12 November, so "
                "the PR needs to be reviewed and merged before then.\n"
                "\n"
                'For the "What\'s new" text, something like:\n'
                "\n"
                "> Fixed a crash on the departure board late in the evening. When "
                "there are no more sailings today, the board now shows tomorrow's "
                "first departure.\n"
                "\n"
                "That's 139 characters, well under the Play Console limit, and it "
                "fits alongside a fare caps line."
            ),
            U(
                "good. reviewer: put Priyanka on it, @pkalra, she wrote the board "
                "originally. NOT Jonas, he's on leave til december and his queue is "
                "a graveyard"
            ),
            A(
                "Will do, @pkalra as reviewer. Draft PR description:\n"
                "\n"
                "```markdown\n"
                "## fix(board): fall back to tomorrow's first sailing\n"
                "\n"
                "After the last sailing of the day `nextSailing()` force-unwrapped a "
                "null and crashed\n"
                "(top crash, 0.7% of sessions).\n"
                "\n"
                "- `nextSailing()` now returns null instead of crashing\n"
                "- when nothing is left today, the board shows tomorrow's first "
                "departure with the\n"
                '  "Tomorrow" prefix (`board_tomorrow_prefix`, already '
                "translated)\n"
                "- if tomorrow is empty too (seasonal routes), the existing empty "
                "state is shown\n"
                "- unit tests with a fixed clock for both cases\n"
                "\n"
                "No changes to timetable assets, versioning or dependencies.\n"
                "\n"
                "Refs: HL-2291\n"
                "```\n"
                "\n"
                "Shall I push and open it?"
            ),
            U("yes"),
            A("On it."),
        ],
        # part 5
        [
            U("well? PR number?"),
            A(
                "Pushed `fix/hl-2291-null-departures` and opened PR #1187 against "
                "`develop` with @pkalra as reviewer. CI so far: ktlintCheck and "
                "testDebugUnitTest green, the instrumented test job is still queued "
                "behind two others."
            ),
            U(
                "cool. oh and QA pushed the freeze back two days btw, they want "
                "another regression pass on the fare caps stuff"
            ),
            A(
                "Noted: the code freeze for 4.9.0 is now Friday 14 November. That "
                "gives #1187 two extra days for Priyanka's review, but I'd still aim "
                "to have it merged early so it's in Marek's cut rather than "
                "cherry-picked afterwards."
            ),
            U('lol the ferry api status page just went to "degraded" again. third time this week'),
            A(
                "That won't affect the PR, since the unit tests use a mocked "
                "repository, but it will make manual testing of the board flaky "
                "today. If QA tests against staging and staging proxies the live "
                "timetable API, their results this afternoon may be noise. Worth "
                "telling them before they file bugs against the fallback."
            ),
            U(
                "good point, pinged them. last thing: QA's devices for the board are "
                "a galaxy a52 on android 14 and an old moto on 8.0. is 8.0 low "
                "enough?"
            ),
            A(
                "Yes. Android 8.0 is API 26, which is exactly the repository's "
                "minSdk, so the Moto is the right device for the low end. Nothing in "
                "the fix uses an API above 26; `LocalDate` and `LocalTime` are "
                "available from 26 without desugaring. Ask them to check the board "
                "between the last and first sailing on a seasonal route so the "
                "empty-state path gets exercised too."
            ),
            U("👍 ok waiting on priyanka now then"),
            A(
                "Yes, #1187 is waiting on her review. I'll look at the instrumented "
                "job when it finishes and fix anything it turns up on the same "
                "branch."
            ),
        ],
    ]
    check = {
        "timetables_readonly": ["app/src/main/assets/timetables/"],
        "test_gate": ["ktlintCheck", "testDebugUnitTest"],
        "ticket": ["HL-2291"],
        "branch": ["fix/hl-2291-null-departures"],
        "tomorrow_fallback": ["board_tomorrow_prefix"],
        "agp_pinned": ["8.5.2"],
        "crash_rate": ["0.7%"],
        "release": ["4.9.0"],
        "code_freeze": ["14 November"],
        "reviewer": ["@pkalra"],
        "pull_request": ["#1187"],
    }
    stale = {
        "crash_rate": ["1.7%"],
        "release": ["4.8.2"],
        "code_freeze": ["12 November"],
    }
    return parts, check, stale


def residential_trip() -> Apart:
    parts = [
        # part 1
        [
            U(
                "ok so. juno's residential. can u keep track of stuff for me bc the "
                "school emails are a nightmare and i keep losing them"
            ),
            A(
                "Of course. Paste in whatever the school has sent and anything you "
                "know that isn't in the emails, and I'll keep a running list of "
                "dates, money, forms and what's still to do."
            ),
            U(
                "Dear Parents/Carers of Year 6,\n"
                "\n"
                "**Year 6 Residential – Brackenridge Outdoor Centre, Cumbria**\n"
                "**Departing Monday 16 March, returning Thursday 19 March**\n"
                "\n"
                "The coach will leave from the school car park at 7:40am. Please "
                "arrive by 7:20am so that medicines can be handed over and luggage "
                "loaded. We expect to be back at school at approximately 4:30pm on "
                "the Thursday; updates will be posted on the Year 6 Class Dojo page "
                "throughout the week.\n"
                "\n"
                "Cost: £212 per child. £66 has already been collected through "
                "ParentPay; the balance of £146 is due by Friday 27 February. Please "
                "speak to the school office in confidence if this causes "
                "difficulty.\n"
                "\n"
                "Pocket money: a maximum of £15 in a named purse or wallet, for the "
                "centre shop on the final evening.\n"
                "\n"
                "Mobile phones, smart watches and energy drinks are not permitted. "
                "Any device brought will be kept in the school office until the "
                "children return.\n"
                "\n"
                "Trip lead: Mr D. Halloran (Year 6 teacher, 6M). In an emergency "
                "during the trip only, the trip mobile is 07700 914362.\n"
                "\n"
                "Medical forms (form MED-R) must be returned to the office by "
                "Tuesday 3 March, with details of any allergies and of all medicines "
                "your child may be given, including non-prescription ones.\n"
                "\n"
                "Kind regards,\n"
                "Mrs P. Achterberg\n"
                "Headteacher\n"
                "\n"
                "^ thats the letter. juno's in 6M so halloran is her actual teacher "
                "which is good, she likes him. he does a voice for the register "
                "apparently"
            ),
            A(
                "Great, that helps. Here's what I've pulled out of it:\n"
                "\n"
                "**Trip:** Brackenridge Outdoor Centre, Mon 16 March – Thu 19 March\n"
                "**Coach:** leaves 7:40am from the school car park, arrive by "
                "7:20am\n"
                "**Back:** about 4:30pm Thursday\n"
                "**Money:** £146 balance on ParentPay by Fri 27 Feb; pocket money up "
                "to £15, named purse\n"
                "**Not allowed:** phones, smart watches, energy drinks\n"
                "**Trip lead:** Mr Halloran, emergency trip mobile 07700 914362\n"
                "**Form MED-R:** back to the office by Tue 3 March\n"
                "\n"
                "Does Juno have any allergies or medicines that need to go on the "
                "MED-R form?"
            ),
            U(
                "yes. cashew allergy, she has 2 epipens, one lives at home one at "
                "school. asthma, blue inhaler. and she can NOT have ibuprofen, it "
                "set her asthma off really badly once when she was 7. calpol is "
                "fine. put the ibuprofen thing on the form in CAPS pls"
            ),
            A(
                "Here's a draft for the medical section of MED-R:\n"
                "\n"
                "> **Allergies:** Cashew nuts (anaphylaxis risk). Juno carries an "
                "EpiPen; please take both EpiPens on the trip (one from home, one "
                "from school).\n"
                "> **Conditions:** Asthma – blue reliever inhaler (salbutamol) as "
                "needed.\n"
                "> **Medicines that may be given:** Calpol (paracetamol) is fine.\n"
                "> **DO NOT GIVE IBUPROFEN. It has triggered a severe asthma attack "
                "in the past.**\n"
                "\n"
                "Do you want to add anything about how she shows an allergic "
                "reaction, or who to call first?"
            ),
            U("ill do the contacts bit in a sec. gotta get her from brownies"),
            A("No problem."),
        ],
        # part 2
        [
            U("omg the dog ate one of her swim socks"),
            A(
                "Oh no. Is he alright? A sock usually passes, but if he's off his "
                "food, vomiting or straining it's worth a call to the vet, because "
                "fabric can cause a blockage."
            ),
            U(
                "hes fine. hes an idiot. ate it in like 2 seconds. anyway swim gala "
                "is the sat after the residential so she's not missing it phew. she "
                "was convinced they clashed"
            ),
            A(
                "That's good news, she'll have the Friday to recover. Do you want me "
                "to keep the gala on the list too, or just the residential?"
            ),
            U(
                "nah gala is the swim club's problem, they're very organised, just "
                "the trip stuff. ok contacts for the form: me 07931 220847 and sol "
                "07812 665581. sol is her stepdad, he does pickups tue and thu"
            ),
            A(
                "Added to the contacts section:\n"
                "\n"
                "> **Contact 1:** Mum – 07931 220847\n"
                "> **Contact 2:** Sol (stepdad) – 07812 665581\n"
                "\n"
                "Anything else for the form, like dietary needs beyond the cashews?"
            ),
            U(
                "no she eats everything except mushrooms but thats a preference not "
                "medical lol. ok i'll print it tonight"
            ),
            A(
                "Sounds good. Remaining for now: print and sign MED-R (due Tue 3 "
                "March), pay the £146 balance by Fri 27 Feb, and start on the kit "
                "list when it arrives."
            ),
            U(
                "kit list came today actually, its just the usual. wellies "
                "waterproofs old trainers sleeping bag torch. we have everything "
                "except waterproof trousers, she grew out of hers"
            ),
            A(
                "Noted: waterproof trousers to buy. Outdoor centres get through "
                "trousers fast, so it's worth getting a cheap pair a size up rather "
                "than anything nice."
            ),
        ],
        # part 3
        [
            U(
                "sorry sol's number is wrong on the form, i swapped the end. its "
                "07812 665518. he just looked over my shoulder and was like thats "
                "not me"
            ),
            A(
                "Fixed. Contact 2 now reads: Sol (stepdad) – 07812 665518. Worth "
                "double-checking the printed copy before it goes in, if you printed "
                "it already."
            ),
            U(
                "not printed yet thank god. printer's out of ink anyway, sols doing "
                "it at work. honestly this week has been a lot, the car failed its "
                "MOT on something stupid with the brake pipes, my manager swapped my "
                "shifts round without asking AGAIN, and juno has decided she's "
                "vegetarian except for chicken nuggets which apparently don't count. "
                "also the swim club want everyone to buy the new club hats for the "
                "gala which is another £8 i didnt budget for. anyway. sols printing "
                "the form"
            ),
            A(
                "That does sound like a lot at once. The MOT in particular is "
                "annoying, though brake pipes are usually a fairly quick fix for a "
                "garage. On the vegetarian-except-nuggets plan, plenty of children "
                "go through a phase like that, and the centre will ask about dietary "
                "needs anyway; if she wants to be down as vegetarian for the trip "
                "it's worth deciding before the form goes in, so she isn't stuck "
                "with something she doesn't want to eat."
            ),
            U("lol no she'll eat whatever they give her, she's not serious. leave it as is"),
            A("Leaving it as is, then."),
            U(
                "im on lates all next week btw so sol's doing most of the school "
                "runs, which is why his number has to be right"
            ),
            A(
                "Makes sense. If the school calls during the trip it'll most likely "
                "be him who can answer quickly, so it's good he's second on the form."
            ),
            U(
                "she's a bit nervous about the dorms tbh. she's never been away more "
                "than 1 night and that was at my mums"
            ),
            A(
                "That's really common at this age, and most children who worry "
                "beforehand end up having a great time. A few things that tend to "
                "help:\n"
                "\n"
                "- Talk about what the days will actually look like – activities, "
                "meals, who's in her dorm – so it feels concrete rather than a big "
                "unknown.\n"
                "- Let her pack with you, so she knows where everything is and feels "
                "some control.\n"
                "- A small familiar thing from home, like a pillowcase or a soft "
                "toy, is usually fine and can make bedtime easier.\n"
                "- Avoid promising she can come home if she's homesick; it tends to "
                "make it harder for her to settle. Staff at these centres deal with "
                "homesickness every trip and are good at it.\n"
                "- Write her a short note to open on the second night. Keep it "
                "cheerful and brief.\n"
                "\n"
                "If she has specific worries, for example about the toilets at night "
                "or about the food, it's fine to ask Mr Halloran to keep half an eye "
                "out. Teachers would much rather know in advance."
            ),
            U("the note thing is cute i'll do that"),
            A("She'll love it."),
        ],
        # part 4
        [
            U(
                "update from halloran on dojo: pocket money cap is £10 now, the "
                "centre shop is shut for a refurb so it's only for the service "
                "station on the way home. also says NO sweets in bags bc of the mice "
                "last year 🐭"
            ),
            A(
                "Updated: pocket money is now a maximum of £10, named purse, for the "
                "service station stop on the way home. And no sweets in bags. I'll "
                "add that to the packing notes so it doesn't get forgotten on the "
                "morning."
            ),
            U("mice lol. juno's thrilled about the mice, i am not"),
            A("I can imagine. At least they've told everyone in advance."),
            U("paid the balance btw. ParentPay kept logging me out, took 3 goes"),
            A(
                "Great, so the £146 balance is done before the 27 February deadline. "
                "That leaves:\n"
                "\n"
                "| thing | status |\n"
                "|---|---|\n"
                "| balance £146 | paid |\n"
                "| MED-R form | Sol printing, due Tue 3 March |\n"
                "| waterproof trousers | to buy |\n"
                "| pocket money | ≤ £10, named purse |\n"
                "| bag | no sweets |\n"
                "\n"
                "Anything else I should track?"
            ),
            U(
                "her tooth is wobbly. if it comes out on the trip the tooth fairy is "
                "gonna have to find cumbria"
            ),
            A(
                "The tooth fairy is known for excellent route planning. If it does "
                "come out, she can keep it in an envelope and the fairy can visit on "
                "Thursday night at home instead."
            ),
            U("ha. ok form handed in today, sol took it in. done"),
            A("Brilliant, MED-R is in. Left: waterproof trousers and packing."),
        ],
        # part 5
        [
            U(
                "oh and coach is 7:10 now, roadworks on the a66 or something, so we "
                "have to be there for 6:50. on a MONDAY. ugh"
            ),
            A(
                "Noted: the coach now leaves at 7:10am, and you need to be at school "
                "by 6:50am with the medicines. Early start, so it's probably worth "
                "packing the bag and laying out her clothes on the Sunday evening."
            ),
            U("yeah. sol's driving her, i'll be asleep after a late shift"),
            A(
                "Makes sense. Make sure he has both EpiPens and the blue inhaler to "
                "hand over at drop-off, since that's when medicines get collected."
            ),
            U("good shout, i'll put them in a ziplock with her name on"),
            A("Perfect. Labelled and together is exactly what staff want at handover."),
            U(
                "got the waterproof trousers from the sports shop, age 11-12, "
                "they're enormous on her so they'll last"
            ),
            A("Great, that's the last thing on the kit list. So apart from packing, you're done."),
            U("what do i still need to do then, like actually"),
            A(
                "Very little now:\n"
                "\n"
                "1. Pack on Sunday night (kit list, the waterproofs, no sweets, no "
                "phone or smart watch).\n"
                "2. Put the named purse with pocket money in the bag.\n"
                "3. Ziplock with both EpiPens and the inhaler, named, for Sol to "
                "hand over at drop-off.\n"
                "4. Monday: Sol gets her to school for 6:50am.\n"
                "5. Pick-up Thursday about 4:30pm; watch Class Dojo for updates "
                "during the week."
            ),
            U("thank u. u are more organised than me"),
            A("You've done all the actual work. Hope she has a brilliant time."),
        ],
    ]
    check = {
        "child": ["Juno", "6M"],
        "centre": ["Brackenridge"],
        "dates": ["16 March", "19 March"],
        "coach_time": ["7:10"],
        "trip_mobile": ["07700 914362"],
        "allergy": ["cashew"],
        "no_ibuprofen": ["ibuprofen"],
        "pocket_money": ["£10"],
        "stepdad_number": ["665518"],
        "medical_form": ["MED-R", "3 March"],
        "balance": ["£146"],
    }
    stale = {
        "coach_time": ["7:40"],
        "pocket_money": ["£15"],
        "stepdad_number": ["665581"],
    }
    return parts, check, stale


def translation_contract() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Good afternoon. I am a literary translator (Serbian and Croatian "
                "into English) and I have just received my first offer from a UK "
                "trade publisher, Larkspur & Finch Press, for a novel I have wanted "
                "to translate for years: Zimska luka by Milica Draganić, working "
                "English title Winter Harbour. I would like your help with the "
                "negotiation over the next few weeks. I am not a natural negotiator "
                "and I tend either to accept everything or to sound cross, so I "
                "would be grateful for drafts I can adapt. Please use British "
                "English; my emails should be formal but warm, with no exclamation "
                'marks, and I always sign off "With best wishes, Teodora".\n'
                "\n"
                "Here is the offer from the editor, Rosalind Abbey:\n"
                "\n"
                "---\n"
                "\n"
                "Dear Teodora,\n"
                "\n"
                "Thank you again for the sample, which the whole editorial meeting "
                "admired. I am delighted to say that we would like to publish Winter "
                "Harbour, and I am writing with our proposed terms.\n"
                "\n"
                "1. Fee: £95 per 1,000 words of the English translation, payable one "
                "half on signature and one half on acceptance of the final text.\n"
                "2. Extent: the Serbian text runs to approximately 86,000 words.\n"
                "3. Delivery: sample chapters (1–3) by 15 May 2026; complete "
                "translation by 30 September 2026.\n"
                "4. Royalty: 1% of net receipts on all editions once the fee has "
                "been earned out.\n"
                "5. Credit: the translator's name on the title page and in catalogue "
                "copy.\n"
                "6. Licence: exclusive English-language rights for the full term of "
                "copyright.\n"
                "7. Cancellation: should the Publisher cancel after signature, a fee "
                "of 25% of the total translation fee.\n"
                "8. Our standard clause 9.2 permits the Publisher to use AI-assisted "
                "tools in copy-editing and proofreading the translation.\n"
                "\n"
                "Our contract reference is LF/TR/2026/031; please quote it in any "
                "correspondence with our contracts department.\n"
                "\n"
                "We very much hope you will accept, and I would be happy to talk any "
                "of this through by phone.\n"
                "\n"
                "Warm regards,\n"
                "Rosalind\n"
                "\n"
                "---\n"
                "\n"
                "What I would like: £104 per 1,000 words; a royalty of 1.5%; my name "
                "on the front cover, not only the title page; a licence of 10 years "
                "rather than the full term of copyright; a kill fee of 40%; and "
                "clause 9.2 struck out entirely. I am willing to be flexible on "
                "almost everything except 9.2, which I will not sign under any "
                "circumstances. I am not prepared to have my sentences run through a "
                "machine by someone else and then have my name on the result. The "
                "dates are fine."
            ),
            A(
                "Thank you, that's very clear, and it's a good offer to be "
                "negotiating from: they clearly want the book and want you. Your "
                "asks are all within normal range for literary translation in the "
                "UK, so nothing here should surprise an editor. A few thoughts "
                "before the draft.\n"
                "\n"
                "- **Lead with enthusiasm.** The editor has championed the book "
                "internally; open by making it easy for her to go back to her "
                "colleagues with good news.\n"
                "- **Group the requests.** Put everything in one numbered reply, "
                "mirroring her numbering, so nothing arrives piecemeal.\n"
                "- **Separate the firm point from the negotiable ones.** Clause 9.2 "
                "is your line in the sand; say so plainly and calmly, once, without "
                "apologising. The rest can be framed as requests.\n"
                "- **Keep the fee request factual.** Refer to current recommended "
                "rates rather than arguing about your worth.\n"
                "\n"
                "Draft:\n"
                "\n"
                "---\n"
                "\n"
                "Dear Rosalind,\n"
                "\n"
                "Thank you so much for your letter, and for the generous response to "
                "the sample. I have hoped for a long time that Zimska luka would "
                "find an English-language home, and I could not be happier that it "
                "might be with Larkspur & Finch.\n"
                "\n"
                "I have read the proposed terms carefully and would like to suggest "
                "a few adjustments, following your numbering:\n"
                "\n"
                "1. Fee: I would ask for £104 per 1,000 words, which is in line with "
                "the rates currently recommended for literary translation.\n"
                "2. Extent: agreed.\n"
                "3. Delivery: the dates suit me well.\n"
                "4. Royalty: I would ask for 1.5% of net receipts.\n"
                "5. Credit: I would be very grateful if my name could appear on the "
                "front cover as well as on the title page.\n"
                "6. Licence: I would propose a licence period of 10 years, after "
                "which the rights in the translation would revert to me unless "
                "renewed by agreement.\n"
                "7. Cancellation: I would ask for a kill fee of 40%.\n"
                "8. Clause 9.2: I am afraid I am unable to accept this clause and "
                "would ask for it to be removed in full. I take great care over "
                "every sentence, and I could not put my name to a text that had been "
                "altered by automated tools outside my control. I hope you will "
                "understand that this is the one point on which I cannot be "
                "flexible.\n"
                "\n"
                "I would be very glad to speak by phone if that would be easier. "
                "Contract reference LF/TR/2026/031.\n"
                "\n"
                "With best wishes,\n"
                "Teodora\n"
                "\n"
                "---\n"
                "\n"
                "Feel free to soften or sharpen any of it."
            ),
            U(
                'This is very good. I have changed "I am afraid I am unable" to '
                '"I am not able", because the first sounds too much like an '
                "apology, and I have moved the reference to the top under the "
                "subject line. Sent."
            ),
            A(
                "Both good changes. Putting the reference at the top also means it "
                "will be carried into their contracts department's thread "
                "automatically. Now we wait; editors often need to take fee changes "
                "to a weekly acquisitions or finance meeting, so a reply within one "
                "to two weeks would be normal."
            ),
        ],
        # part 2
        [
            U(
                "Rosalind has replied, faster than I expected:\n"
                "\n"
                "---\n"
                "\n"
                "Dear Teodora,\n"
                "\n"
                "Thank you for such a thoughtful and gracious reply. I am pleased to "
                "say that much of it is straightforward.\n"
                "\n"
                "Royalty: 1.5% is fine. Front cover credit: yes, gladly; it is our "
                "policy on new fiction in any case, and I should have said so. "
                "Clause 9.2: we will strike it. Several of our translators have "
                "raised it this year and, frankly, I agree with them.\n"
                "\n"
                "The licence is more difficult. Our sales team would like 15 years, "
                "since backlist sales for translated fiction often build slowly. On "
                "cancellation we could offer 30%.\n"
                "\n"
                "On the fee, I cannot go above £95 without going back to the board, "
                "which meets at the end of the month. I will make the case for your "
                "rate there, though I cannot promise the outcome.\n"
                "\n"
                "Warm regards,\n"
                "Rosalind\n"
                "\n"
                "---\n"
                "\n"
                "How should I respond? I would accept 12 years as a compromise on "
                "the licence. I really want the 40%; I was burned once by a "
                "publisher who cancelled a contract after I had translated half the "
                "book."
            ),
            A(
                "That is a very positive reply: three of your points agreed "
                "outright, including the one you would not move on, and the fee is "
                "going to the board with her support. I would keep your answer short "
                "and appreciative, close the points that are agreed, offer 12 years, "
                "and hold on the cancellation fee with a brief reason.\n"
                "\n"
                "---\n"
                "\n"
                "Dear Rosalind,\n"
                "\n"
                "Thank you for coming back to me so quickly, and for your support on "
                "clause 9.2 in particular. I am very glad we are in agreement on the "
                "royalty and the cover credit.\n"
                "\n"
                "On the licence, I would be happy to meet you at 12 years, which I "
                "hope gives the sales team the time they need for the book to find "
                "its readers.\n"
                "\n"
                "On cancellation, I would be grateful if we could keep to 40%. A "
                "translation of this length takes most of a year of work, and a "
                "previous experience of a contract being cancelled part-way through "
                "has made this an important safeguard for me.\n"
                "\n"
                "Thank you for putting the fee to the board. I will wait to hear the "
                "outcome.\n"
                "\n"
                "With best wishes,\n"
                "Teodora\n"
                "\n"
                "---\n"
                "\n"
                "Mentioning the past cancellation briefly is useful: it turns the "
                "request into a practical one rather than a bargaining position."
            ),
            U("Thank you. Sent as written."),
            A("Good. Nothing more to do until the board meets."),
        ],
        # part 3
        [
            U(
                "While I wait, may I ask you something unrelated to the contract? In "
                'chapter two there is an idiom, "ni luk jeo ni luk mirisao", '
                'literally "he neither ate the onion nor smelt the onion". It '
                "means someone claims to have had nothing to do with something. I "
                "keep translating it flatly, and I lose the peasant humour of the "
                "original."
            ),
            A(
                "It's a lovely one, and a classic translation problem: the literal "
                "image is vivid but unfamiliar, and the flat meaning loses the "
                "voice. Some options:\n"
                "\n"
                "- **Keep the image and let context carry it:** \"He'd neither eaten "
                'the onion nor smelt it, to hear him tell it." English readers can '
                "work out the sense from the situation, and the strangeness adds "
                "texture. This works best if the book already allows some "
                "foreignness in its dialogue.\n"
                "- **Find an English idiom of similar weight:** \"butter wouldn't "
                'melt in his mouth", "as innocent as a newborn lamb", "he was '
                'nowhere near it, if you believed him". You keep the humour but '
                "lose the specifically rural Serbian flavour.\n"
                "- **Hybrid:** use an English structure with a concrete food image: "
                '"To hear him tell it, he\'d never so much as sniffed the onion."\n'
                "\n"
                "A lot depends on who is speaking and how the narrator treats rural "
                "speech elsewhere. If you've been domesticating other idioms, an "
                "English equivalent fits; if you've been keeping the images, keep "
                "this one too. Consistency across the book matters more than any "
                "single solution."
            ),
            U(
                'The hybrid is very close to what I want. I will try "never so much '
                'as sniffed the onion". Thank you. My cat has just walked across '
                "the keyboard and written eleven lines of the letter j, which is the "
                "most she has ever contributed."
            ),
            A("It's still more than some co-translators manage. Glad the hybrid works."),
            U(
                "I have also started to think about the schedule more seriously, and "
                "I am worried about one thing. A festival in Ljubljana has asked me "
                "to interpret for its whole programme in September, which is very "
                "well paid and which I would hate to refuse. I will decide after I "
                "hear about the fee."
            ),
            A(
                "That's sensible. If you take the festival, the September deadline "
                "would be under pressure, and it's much easier to raise this before "
                "signature than after. Editors generally prefer an honest request "
                "for more time now to a late manuscript later. When the time comes I "
                "can help with a short, matter-of-fact request to move the final "
                "delivery, keeping the sample date where it is."
            ),
        ],
        # part 4
        [
            U(
                "News. My editor is going on maternity leave earlier than planned, "
                "and her colleague Kwame Osei-Bonsu is taking over the book; she has "
                "already introduced us, and he seems kind. He wrote this morning:\n"
                "\n"
                "---\n"
                "\n"
                "Dear Teodora,\n"
                "\n"
                "I am delighted to be taking over Winter Harbour and very much look "
                "forward to working with you.\n"
                "\n"
                "I have good news from the board: they have approved your rate of "
                "£104 per 1,000 words. We are also happy to accept a 40% "
                "cancellation fee and a licence period of 12 years. I attach a "
                "revised contract incorporating all of the agreed changes, under the "
                "same reference.\n"
                "\n"
                "With best regards,\n"
                "Kwame\n"
                "\n"
                "---\n"
                "\n"
                "So the fee is £104 and everything I asked for has been accepted "
                "except the 10 years, where we agreed 12. I have decided to take the "
                "festival. Could you please write to Kwame asking to move the final "
                "delivery to the middle of November? I do not want to change the "
                "date for the sample chapters; it stays as it is."
            ),
            A(
                "Congratulations, that is an excellent result. Here is where the "
                "terms now stand:\n"
                "\n"
                "| term | agreed |\n"
                "|---|---|\n"
                "| Fee | £104 per 1,000 words, half on signature, half on acceptance "
                "|\n"
                "| Extent | approx. 86,000 words |\n"
                "| Royalty | 1.5% of net receipts after earn-out |\n"
                "| Credit | front cover and title page |\n"
                "| Licence | 12 years |\n"
                "| Cancellation | 40% |\n"
                "| Clause 9.2 | struck out |\n"
                "| Reference | LF/TR/2026/031 |\n"
                "| Delivery | sample 15 May 2026; complete text 30 September 2026 "
                "(to be renegotiated) |\n"
                "\n"
                "And a draft to Kwame:\n"
                "\n"
                "---\n"
                "\n"
                "Dear Kwame,\n"
                "\n"
                "Thank you for your kind message, and please pass on my thanks to "
                "the board. I am very glad to be working with you on Winter "
                "Harbour.\n"
                "\n"
                "Before I sign, I would like to ask whether we might move the "
                "delivery date for the complete translation to the middle of "
                "November. I have been offered an interpreting engagement for the "
                "whole of September, and I would rather ask now than risk a rushed "
                "final draft. The date for the sample chapters would stay exactly as "
                "agreed.\n"
                "\n"
                "I would of course be happy to send you chapters as I go, so that "
                "the editing can begin before the full text arrives.\n"
                "\n"
                "With best wishes,\n"
                "Teodora\n"
                "\n"
                "---\n"
                "\n"
                "Offering to send chapters as you go gives him something in return, "
                "and makes the later date easier to approve."
            ),
            U(
                "Perfect. Sent. I have also looked at the revised contract and the "
                "clause numbering has changed; the old 9.2 is simply gone and 9.3 is "
                "now 9.2. That confused me for a moment."
            ),
            A(
                "That's normal when a clause is deleted: the contract is renumbered "
                "rather than left with a gap. It is worth checking that the new 9.2 "
                "(the old 9.3) is only what it was before, and that nothing about "
                "automated tools has reappeared anywhere else, for instance in a "
                "schedule or in the definitions. A quick search of the document for "
                '"AI", "automated" and "machine" will do it.'
            ),
            U("I searched. Nothing. Good."),
            A("Then that point is safely closed."),
        ],
        # part 5
        [
            U(
                "Kwame has replied about the date:\n"
                "\n"
                "---\n"
                "\n"
                "Dear Teodora,\n"
                "\n"
                "Of course. We are happy to move delivery of the complete "
                "translation to 13 November 2026. The sample chapters should still "
                "reach us by 15 May 2026, as our application to the translation fund "
                "depends on them. I would be very glad to receive chapters as you "
                "finish them.\n"
                "\n"
                "I will send a final contract for signature by the end of the week.\n"
                "\n"
                "With best regards,\n"
                "Kwame\n"
                "\n"
                "---\n"
                "\n"
                "I think I am almost there. Is there anything I should check in the "
                "final contract before I sign?"
            ),
            A(
                "Yes, a short checklist for the final version:\n"
                "\n"
                "1. **Every agreed change is in the text,** not only in the emails: "
                "fee, royalty, credit, licence period, cancellation fee, the deleted "
                "clause and the new delivery date for the complete translation.\n"
                '2. **Payment triggers** are clear: what counts as "acceptance", '
                "and how long the publisher has to accept or request revisions after "
                "delivery. Thirty to sixty days is common; open-ended is not.\n"
                "3. **Reversion** wording: what happens when the licence period "
                "ends, and whether it needs a notice from you or happens "
                "automatically.\n"
                "4. **Subsidiary rights** such as audio, serial and anthology use: "
                "whether you receive a share and how much.\n"
                "5. **Copyright notice** for the translation in your name, as "
                "distinct from the author's copyright.\n"
                "6. **Your own copy**: keep the email thread together with the "
                "signed contract, in case a question comes up about what was "
                "agreed.\n"
                "\n"
                "If anything in the final version differs from what was agreed in "
                "writing, it is perfectly normal to point it out politely before "
                "signing; it is usually an oversight in a template."
            ),
            U(
                "Thank you. The festival organisers have also written to confirm my "
                "dates in Ljubljana, so September is now fully committed. My cat has "
                "been informed and is unimpressed."
            ),
            A(
                "Cats are rarely impressed by interpreting schedules. It sounds as "
                "if everything has fallen into place."
            ),
            U(
                "One last thing. Could you draft a brief acknowledgement to Kwame "
                "for now, just thanking him and saying I look forward to the "
                "contract? Short, please."
            ),
            A(
                "---\n"
                "\n"
                "Dear Kwame,\n"
                "\n"
                "Thank you very much for agreeing to the new date. I look forward to "
                "receiving the contract, and I will send the sample chapters in good "
                "time.\n"
                "\n"
                "With best wishes,\n"
                "Teodora\n"
                "\n"
                "---"
            ),
        ],
    ]
    check = {
        "novel": ["Zimska luka"],
        "sign_off": ["With best wishes"],
        "no_ai_clause": ["9.2"],
        "reference": ["LF/TR/2026/031"],
        "extent": ["86,000"],
        "fee": ["£104"],
        "royalty": ["1.5%"],
        "licence": ["12 years"],
        "kill_fee": ["40%"],
        "editor": ["Kwame Osei-Bonsu"],
        "delivery": ["15 May 2026", "13 November 2026"],
    }
    stale = {
        "fee": ["£95"],
        "editor": ["Rosalind"],
        "delivery": ["30 September 2026"],
    }
    return parts, check, stale


def home_care() -> Apart:
    parts = [
        # part 1
        [
            U(
                "Hello. My name is Halina, I am 79 years, I am Polish but I live in "
                "Leeds 40 years. My speaking English is good but writing not so "
                "perfect, sorry. My husband Tadeusz come home from hospital on "
                "Friday after new hip (left side). Now there is many papers and "
                "phone calls and I am confused what is when. My son say you can help "
                "me to organise. Please write simple and not too long, my eyes get "
                "tired on the tablet. Tables is good for me."
            ),
            A(
                "Hello Halina. Yes, I can help you keep everything in order. I will "
                "write short and simple, and use tables.\n"
                "\n"
                "Please tell me what the papers say: appointments, medicines, people "
                "who will visit. One thing at a time is fine."
            ),
            U(
                "OK. First the letter from the hospital (St James's). It say:\n"
                "- GP must check him: Dr Mensah at Oakwood Lane Surgery, Tuesday 10 "
                "June at 10:20\n"
                "- Fracture clinic at St James's, 3 July, 14:00, for x-ray and to "
                "see the surgeon\n"
                "- District nurse come to the house Monday and Thursday to change "
                "the dressing on the wound. The nurse is Gráinne, very nice Irish "
                "lady, she came already on Saturday to see us.\n"
                "\n"
                "Also the carers from the agency Kindred Hands come two times every "
                "day, morning 8:30 and evening 19:30, to help him wash and dress and "
                "to go in bed. I cannot lift him, my back is bad."
            ),
            A(
                "Thank you, Halina. Here it is in a table:\n"
                "\n"
                "| What | Who | When |\n"
                "|---|---|---|\n"
                "| GP check | Dr Mensah, Oakwood Lane Surgery | Tuesday 10 June, "
                "10:20 |\n"
                "| Fracture clinic (x-ray, surgeon) | St James's | 3 July, 14:00 |\n"
                "| Dressing on the wound | District nurse Gráinne, at home | every "
                "Monday and Thursday |\n"
                "| Carers: wash, dress | Kindred Hands | every day 8:30 |\n"
                "| Carers: to bed | Kindred Hands | every day 19:30 |\n"
                "\n"
                "You should not lift him. The carers are there for that. Is this "
                "correct?"
            ),
            U("Yes correct. Thank you, this is much better than the papers on the fridge."),
            A("Good. You can keep this table and add to it when something new comes."),
        ],
        # part 2
        [
            U(
                "Now the medicines. This is important. He has:\n"
                "- apixaban 2.5 mg, two times a day, morning and evening, for 5 "
                "weeks after the operation. It is for no blood clot.\n"
                "- paracetamol 1 g (two tablets), up to four times in the day if "
                "pain.\n"
                "- his normal tablets for blood pressure, amlodipine 5 mg in the "
                "morning.\n"
                "\n"
                "The pharmacist at Brindley Pharmacy tell me very strong: NO aspirin "
                "and NO Nurofen with the apixaban, it can make bleeding inside. Only "
                "paracetamol for pain. My neighbour Krystyna want to give him her "
                "tablets for pain from Poland and I say NO. Please always remember "
                "this if I ask you about pain.\n"
                "\n"
                "Brindley Pharmacy bring the medicines in a box with days (blister "
                "pack) every Friday. Their phone is 0113 496 0712."
            ),
            A(
                "Thank you. I will remember: for pain, only paracetamol. No aspirin, "
                "no Nurofen (ibuprofen), because of the apixaban. You were right to "
                "say no to Krystyna's tablets.\n"
                "\n"
                "| Medicine | How much | When |\n"
                "|---|---|---|\n"
                "| Apixaban | 2.5 mg | morning and evening, 5 weeks |\n"
                "| Amlodipine | 5 mg | morning |\n"
                "| Paracetamol | 1 g (2 tablets) | if pain, max 4 times a day, at "
                "least 4 hours between |\n"
                "\n"
                "Never: aspirin, Nurofen, ibuprofen.\n"
                "\n"
                "Brindley Pharmacy: 0113 496 0712, blister pack delivered every "
                "Friday.\n"
                "\n"
                "If you ever see unusual bleeding, black stools, or a very bad "
                "headache, call 111 or 999."
            ),
            U("Very clear. I print this and put on fridge next to the other."),
            A("Good idea. The carers can see it too."),
            U(
                "Today is sun outside, first time in one week. I look at the garden "
                "and the tomatoes need water but I cannot leave him long. My "
                "grandson Kuba maybe come on Saturday and do it."
            ),
            A(
                "That sounds nice. Tomatoes like a lot of water in warm weather, so "
                "Kuba will be useful. And it's good for Tadeusz to see family, it "
                "helps people recover."
            ),
            U(
                "Kuba is 15, he only want to play on the phone. But he is good boy, "
                "he will do it if I make pierogi."
            ),
            A("That sounds like a very fair deal."),
            U(
                "Tadeusz was before very strong man, he work 30 years in the textile "
                "factory in Bradford and then as caretaker in the school, he fix "
                "everything in our house himself. Now he is angry because he cannot "
                'go to toilet alone, and he say to the carers "I can do it" and '
                "they must tell him no. Yesterday he try to stand up alone from the "
                "chair when I was in kitchen, and I shout at him. Then I feel bad. "
                "Our priest Father Marek come on Sunday after the Polish mass and "
                "sit with him one hour, this make him more calm. I think he is more "
                "scared than angry but he will not say it."
            ),
            A(
                "What you describe is very common after a hip operation, Halina. "
                "Many people who were always independent find it hard to accept "
                "help, and being scared often comes out as being angry. You are not "
                "doing anything wrong by shouting when he stands up alone; you were "
                "frightened for him.\n"
                "\n"
                "Some things that can help:\n"
                "\n"
                "- Ask the physiotherapist or the nurse to explain to him why he "
                "must not stand alone yet. Sometimes people listen to a professional "
                "more than to their wife.\n"
                "- Give him small jobs he can do sitting down, so he feels useful.\n"
                "- Visits like Father Marek's are very good. Maybe ask him to come "
                "again.\n"
                "\n"
                "And please look after yourself too. If you are exhausted, tell the "
                "nurse or the GP. There is help for carers as well."
            ),
            U("Thank you. Yes, Father Marek say he come again next Sunday."),
            A("That's good news for both of you."),
        ],
        # part 3
        [
            U(
                "The surgery want his NHS number on the phone every time. It is 943 "
                "476 5919. Please keep it for me, I always lose the card."
            ),
            A("Saved. Tadeusz's NHS number: 943 476 5919."),
            U(
                "Also for the fracture clinic on 3 July, the hospital book the "
                "transport for him, because he cannot go in the small car. The lady "
                "on the phone give me a reference: 58812. They come to take him at "
                "12:30 and I can go with him."
            ),
            A(
                "Thank you. Hospital transport booked for the fracture clinic:\n"
                "\n"
                "| What | Detail |\n"
                "|---|---|\n"
                "| Day | 3 July |\n"
                "| Pick-up at home | 12:30 |\n"
                "| Appointment | 14:00, St James's |\n"
                "| Transport reference | 58812 |\n"
                "| You can go with him | yes |\n"
                "\n"
                "If the transport does not come by 13:00, call the number on the "
                "booking and give the reference."
            ),
            U(
                "My son is Piotr, his phone 07700 900415. He work in hospital as "
                "nurse in the night and day, it change. Please, when you tell me "
                '"call someone", never tell me call Piotr at work before 4 o\'clock '
                "in afternoon, only if real emergency. He get in trouble, and he is "
                "very tired. For emergency I call 999 first anyway."
            ),
            A(
                "Understood. Piotr: 07700 900415. I will not suggest calling him "
                "before 4 o'clock in the afternoon, only in a real emergency. For an "
                "emergency, 999 first, as you say.\n"
                "\n"
                "For non-urgent questions in the day, better choices are:\n"
                "\n"
                "| Question about | Call |\n"
                "|---|---|\n"
                "| Medicines, blister pack | Brindley Pharmacy |\n"
                "| The wound, dressing | District nurse (Gráinne) |\n"
                "| Carer visits | Kindred Hands |\n"
                "| Feeling unwell, not emergency | GP surgery or 111 |"
            ),
            U("Good. This is what I need."),
            A("I'm glad it helps."),
        ],
        # part 4
        [
            U(
                "Change for the carers. The evening carer is too late for us. "
                "Tadeusz is very tired already at 7 o'clock and he want to sleep, "
                "and he wait in the chair. I call Kindred Hands and they say from "
                "next Monday the evening visit can be 18:15. The morning stay the "
                "same like before."
            ),
            A(
                "That is a good change. Updated carer visits from next Monday:\n"
                "\n"
                "| Visit | Time |\n"
                "|---|---|\n"
                "| Morning (wash, dress) | 8:30, same as before |\n"
                "| Evening (to bed) | 18:15 |\n"
                "\n"
                "He can have his evening apixaban before the evening carer comes, so "
                "it is not forgotten."
            ),
            U("Yes he take it with his supper at 6."),
            A("Perfect, that works well with the new time."),
            U(
                "Piotr say we should ask for money from the government, Attendance "
                "Allowance, because Tadeusz need help every day now. I call the "
                "number today and they will send the form by post, maybe 2 weeks. "
                "The form is very long, Piotr say he will help me fill it on his day "
                "off."
            ),
            A(
                "That's a good idea. Attendance Allowance is not based on your "
                "income or savings, so Tadeusz can get it if he needs help with "
                "personal care.\n"
                "\n"
                "For now:\n"
                "- Wait for the form by post (about 2 weeks).\n"
                "- Fill it with Piotr on his day off.\n"
                "- Keep the hospital letters, the medicine list and the carers' "
                "times. They help to answer the questions on the form.\n"
                "\n"
                "Tip: on the form, write about his worst days, not his best days."
            ),
            U("OK. I wait for the post."),
            A("Yes. Nothing more to do about it until the form arrives."),
        ],
        # part 5
        [
            U(
                "The surgery call me this morning. Dr Mensah is not working on "
                "Tuesday, she has training. New appointment is Thursday 12 June at "
                "9:40, same doctor. Also Gráinne come on Thursday but she say she "
                "come after lunch, no problem."
            ),
            A(
                "Thank you, Halina. Updated:\n"
                "\n"
                "| What | When |\n"
                "|---|---|\n"
                "| GP check, Dr Mensah, Oakwood Lane Surgery | Thursday 12 June, "
                "9:40 |\n"
                "| Nurse Gráinne (dressing) | same Thursday, after lunch |\n"
                "\n"
                "So on Thursday: doctor in the morning, nurse in the afternoon. The "
                "morning carer comes at 8:30, so he will be washed and dressed "
                "before you leave."
            ),
            U("How we go to the surgery? It is not far but he cannot walk so much."),
            A(
                "Some options:\n"
                "\n"
                "- A taxi. Ask for a car that is easy to get in, or say he has a new "
                "hip, and they send a bigger car.\n"
                "- Ask the surgery if the doctor can do a home visit, because he "
                "cannot walk far after the operation. They say no sometimes, but you "
                "can ask.\n"
                "- If Kuba or another family member has a car and time, that is "
                "easiest.\n"
                "\n"
                "Take his medicine list and the hospital letter with you."
            ),
            U("I ask the surgery for home visit. If no, taxi."),
            A("Good plan."),
            U("He is sleeping now. I am tired also. Thank you for your patience with my English."),
            A("Your English is very clear, Halina. Rest well. You are doing a lot for him."),
        ],
    ]
    check = {
        "gp_appointment": ["Dr Mensah", "12 June", "9:40"],
        "fracture_clinic": ["3 July"],
        "nurse": ["Gráinne"],
        "carer_times": ["8:30", "18:15"],
        "no_aspirin": ["aspirin", "Nurofen"],
        "pharmacy": ["0113 496 0712"],
        "nhs_number": ["943 476 5919"],
        "transport_ref": ["58812"],
        "son": ["Piotr", "07700 900415"],
        "attendance_allowance": ["Attendance Allowance"],
    }
    stale = {
        "gp_appointment": ["10:20"],
        "carer_times": ["19:30"],
    }
    return parts, check, stale


ELEVENTH: list[tuple[str, Callable[[], Apart]]] = [
    ("ferry_app", ferry_app),
    ("residential_trip", residential_trip),
    ("translation_contract", translation_contract),
    ("home_care", home_care),
]
