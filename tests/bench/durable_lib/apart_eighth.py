"""Four chat histories written apart (a quick junior hockey away-game carpool, a home-server restic backup fixed from pasted logs and scripts, a broadband support desk with a policy-bound persona, a long half-marathon training plan), measured as written before any change was made from them."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U


def hockey_carpool() -> Apart:
    parts = [
        [
            U(
                "hey can u help me sort the u10 hockey carpool for away games. keep answers short pls im on my phone at the touchline lol"
            ),
            A("Sure — which games, and who's driving?"),
            U(
                "3 aways this month: sat 12th Hallam Park, sat 19th Ridgeway, sat 26th St Anne's. drivers are priya (7 seater so 5 kids), tom (3) and megan (4). 11 kids"
            ),
            A(
                "That's 12 seats for 11 kids, so you need all three drivers every Saturday. Where and when do you meet?"
            ),
        ],
        [
            U("Brook Rd leisure centre car park, 8:15"),
            A(
                "Noted: 8:15 at the Brook Rd leisure centre car park. Any kids who have to go in a particular car?"
            ),
            U(
                "leo and finn never in the same car, they wind each other up the whole way. otherwise dont mind"
            ),
            A(
                "Got it. Draft for the 12th:\n"
                "- Priya: Leo, Oscar, Maya, Ruby, Sam\n"
                "- Tom: Finn, Isla, Jack\n"
                "- Megan: Noah, Ella, Zara\n"
                "Keep the same cars for the 19th and 26th?"
            ),
        ],
        [
            U(
                "yep same all 3 weeks. put priyas number in the group msg, parents always ask her anyway. 07700 900412"
            ),
            A(
                "Group message draft:\n\n"
                '"U10 away carpool — meet 8:15, Brook Rd leisure centre car park.\n'
                "12th Hallam Park, 19th Ridgeway, 26th St Anne's.\n"
                "Priya: Leo, Oscar, Maya, Ruby, Sam\n"
                "Tom: Finn, Isla, Jack\n"
                "Megan: Noah, Ella, Zara\n"
                'Questions: Priya 07700 900412"'
            ),
            U("ta. we lost 6-0 last week btw so honestly just getting there is a win"),
            A("Ha — character building. Fingers crossed for the 12th."),
        ],
        [
            U(
                "ugh megan cant do the 19th any more. zara's dad dan will drive that one instead, he has 4 seats too"
            ),
            A(
                "Swapped: Dan drives Noah, Ella and Zara on the 19th. Megan still does the 12th and 26th."
            ),
            U(
                "also coach says push back is earlier now so meet at 8:05 instead. and their pitch is flooded so the 19th is moved to Oakfield School"
            ),
            A(
                "Updated: meet at 8:05, Brook Rd leisure centre car park. The 19th is now at Oakfield School. Want the group message redone?"
            ),
        ],
        [
            U(
                "yes pls. still waiting on the okafors to say if ruby's coming on the 26th, leave her in priya's car for now but flag it"
            ),
            A(
                '"U10 away carpool — meet 8:05, Brook Rd leisure centre car park.\n'
                "12th Hallam Park, 19th Oakfield School, 26th St Anne's.\n"
                "Priya: Leo, Oscar, Maya, Ruby*, Sam\n"
                "Tom: Finn, Isla, Jack\n"
                "Megan (12th, 26th) / Dan (19th): Noah, Ella, Zara\n"
                "*Ruby TBC for the 26th — waiting on the Okafors.\n"
                'Questions: Priya 07700 900412"'
            ),
            U("perfect ta"),
            A("Anytime. Tell me what the Okafors say and I'll update Priya's car for the 26th."),
        ],
    ]
    check = {
        "short_replies": ["on my phone"],
        "meeting_point": ["8:05", "Brook Rd"],
        "venues": ["Hallam Park", "Oakfield School", "St Anne's"],
        "leo_finn_apart": ["Leo", "Finn", "same car"],
        "priya_number": ["07700 900412"],
        "driver_19th": ["Dan", "19th"],
        "ruby_pending": ["Okafor", "Ruby", "26th"],
    }
    stale = {
        "meeting_point": ["8:15"],
        "venues": ["Ridgeway"],
    }
    return parts, check, stale


def restic_backup() -> Apart:
    parts = [
        [
            U(
                "Hello, I have problem with backup on my home server, since Sunday night it is not running. "
                "I am not linux expert, I made this setup 2 years ago from one blog. Here is log from /var/log/backup.log:\n\n"
                "```\n"
                "=== 2024-03-11 02:30:01 start backup nas-kowal ===\n"
                "restic 0.16.4 compiled with go1.21.6 on linux/amd64\n"
                "Fatal: unable to create lock in backend: repository is already locked exclusively by PID 48211 on nas-kowal by root (UID 0, GID 0)\n"
                "lock was created at 2024-03-10 03:12:44 (23h17m17s ago)\n"
                "storage ID 6be1a2f0\n"
                "the `unlock` command can be used to remove stale locks\n"
                "=== 2024-03-11 02:30:08 end backup rc=0 ===\n"
                "```\n\n"
                "and this is the script /root/backup.sh:\n\n"
                "```bash\n"
                "#!/bin/bash\n"
                "source /root/.restic-env\n"
                "LOG=/var/log/backup.log\n"
                "echo \"=== $(date '+%F %T') start backup $(hostname) ===\" >> $LOG\n"
                "restic version >> $LOG\n"
                "restic backup /srv/photos /srv/documents --exclude-file=/root/excludes.txt >> $LOG 2>&1\n"
                'if [ "$(date +%u)" = "7" ]; then\n'
                "  restic forget --prune --keep-daily 7 --keep-weekly 4 --keep-monthly 12 >> $LOG 2>&1\n"
                "fi\n"
                "echo \"=== $(date '+%F %T') end backup rc=$? ===\" >> $LOG\n"
                "```\n\n"
                "crontab -l of root:\n\n"
                "```\n"
                "# m h  dom mon dow   command\n"
                "30 2 * * * /root/backup.sh\n"
                "```\n\n"
                "and /root/.restic-env (I removed the keys):\n\n"
                "```\n"
                "export B2_ACCOUNT_ID=<removed>\n"
                "export B2_ACCOUNT_KEY=<removed>\n"
                "export RESTIC_REPOSITORY=b2:kowalski-nas-backup:restic\n"
                "export RESTIC_PASSWORD_FILE=/root/.restic-pass\n"
                "```\n\n"
                "One important thing: please never tell me to use `unlock --remove-all`, my brother Tomek laptop (tomek-x1) is also doing backup to the same bucket in the evenings and I don't want break his backup. "
                "Also bucket is now 690 GB, I pay around 4 USD per month and I don't want to go over 5 USD."
            ),
            A(
                "Thanks — that's a very complete paste, and it shows exactly what happened.\n\n"
                "**What went wrong**\n\n"
                "1. On Sunday (10 March) the script ran the weekly `restic forget --prune`. Prune takes an *exclusive* lock; "
                "the log says it was created at 03:12:44, so the backup part took about 40 minutes and then prune started.\n"
                "2. Something stopped that prune before it could remove its lock — usually a reboot or the machine running out of memory.\n"
                "3. Since then every run finds the exclusive lock from PID 48211 and gives up immediately.\n\n"
                "Side note: the log says `rc=0` although the backup failed. `$?` in the last line is the exit code of the "
                "`if ... fi` block, not of `restic backup`, so failures are invisible. We can fix that.\n\n"
                "**Removing the lock safely**\n\n"
                "Plain `restic unlock` (no extra flag) only removes locks restic considers *stale*: locks from a process on "
                "this host that no longer exists, or locks not refreshed for over 30 minutes. A lock held by Tomek's laptop "
                "while it is actively backing up is refreshed regularly, so it is left alone. So:\n\n"
                "```bash\n"
                "sudo -i\n"
                "source /root/.restic-env\n"
                "restic list locks     # shows what is there\n"
                "restic unlock         # removes only stale locks\n"
                "```\n\n"
                "Then run `/root/backup.sh` by hand once and check the log.\n\n"
                "**Why did prune die?**\n\n"
                "Please send me the output of:\n\n"
                "```bash\n"
                "journalctl --list-boots | tail -3\n"
                "grep -i reboot /etc/apt/apt.conf.d/50unattended-upgrades\n"
                "```"
            ),
        ],
        [
            U(
                'Ok I did it. `restic list locks` show one lock, then `restic unlock` say "successfully removed 1 locks". '
                "I run backup.sh by hand and it work, log show snapshot 9c1e77d2 saved. Thank you!!\n\n"
                "For the reboot you are right:\n\n"
                "```\n"
                "$ journalctl --list-boots | tail -3\n"
                " -2 8f0c41d2... Sat 2024-03-09 03:30:12 CET—Sun 2024-03-10 03:30:04 CET\n"
                " -1 a41b99e0... Sun 2024-03-10 03:31:02 CET—Mon 2024-03-11 18:02:40 CET\n"
                "  0 d7e93c15... Mon 2024-03-11 18:03:31 CET—Mon 2024-03-11 21:14:55 CET\n"
                "$ grep -i reboot /etc/apt/apt.conf.d/50unattended-upgrades\n"
                'Unattended-Upgrade::Automatic-Reboot "true";\n'
                'Unattended-Upgrade::Automatic-Reboot-Time "03:30";\n'
                "```\n\n"
                "So machine restart at 03:30 in the middle of prune."
            ),
            A(
                "Exactly — the automatic reboot at 03:30 killed the prune that had started at 03:12. Two ways to stop it happening again:\n\n"
                '**Option A — move the reboot later.** Change the line to `Unattended-Upgrade::Automatic-Reboot-Time "05:30";`. '
                "Backup times stay as they are.\n\n"
                "**Option B — start the backup earlier**, e.g. at 00:45, so backup + Sunday prune (roughly an hour) are finished "
                "long before 03:30. Nothing in unattended-upgrades changes. Only risk: if Tomek's laptop is still uploading after "
                "midnight, your prune has to wait for his lock.\n\n"
                "Either way I'd add `--retry-lock 30m` to the restic commands. It exists since restic 0.16.0, so your version has it: "
                "instead of failing at once when the repository is locked, restic keeps retrying for up to 30 minutes.\n\n"
                "Here is the script with that and the exit-code fix:\n\n"
                "```bash\n"
                "#!/bin/bash\n"
                "source /root/.restic-env\n"
                "LOG=/var/log/backup.log\n"
                "echo \"=== $(date '+%F %T') start backup $(hostname) ===\" >> $LOG\n"
                "restic version >> $LOG\n"
                "restic backup --retry-lock 30m /srv/photos /srv/documents --exclude-file=/root/excludes.txt >> $LOG 2>&1\n"
                "RC=$?\n"
                'if [ "$RC" = "0" ] && [ "$(date +%u)" = "7" ]; then\n'
                "  restic forget --prune --retry-lock 30m --keep-daily 7 --keep-weekly 4 --keep-monthly 12 >> $LOG 2>&1\n"
                "  RC=$?\n"
                "fi\n"
                "echo \"=== $(date '+%F %T') end backup rc=$RC ===\" >> $LOG\n"
                "```\n\n"
                "Which option do you prefer?"
            ),
            U(
                "B is better, I don't want touch unattended-upgrades, last time I edit this file I broke apt 😅 "
                "I changed crontab already, now it is `45 0 * * *`. And I put your new script with the retry lock."
            ),
            A(
                "Good choice. With the backup starting at 00:45 the Sunday prune should be done by about 01:45, well before the "
                "03:30 reboot. If Tomek's laptop happens to hold a lock at that moment, `--retry-lock 30m` waits for it instead of "
                "failing. Next Sunday's log will tell us how long the prune really takes."
            ),
        ],
        [
            U(
                "Small question not about the error. My wife ask me if the photos are safe in the cloud, can Backblaze people see our pictures?"
            ),
            A(
                "No. restic encrypts everything on your server before it is uploaded (AES-256), and the key is protected by the "
                "password in /root/.restic-pass. Backblaze only stores encrypted blobs and cannot see file names or photos.\n\n"
                "The flip side: without that password nobody can restore anything — not even you. Keep a copy of it somewhere "
                "outside the server (printed, or in a password manager). If the server disk dies, the password file dies with it."
            ),
            U(
                "Ok I printed the password and put in the drawer with passports 👍\n\n"
                "Other thing: wife wants we keep the old months longer, two years instead one year. "
                "Can you change the retention so monthly is 24? Daily and weekly stay same."
            ),
            A(
                "Yes — in backup.sh the forget line becomes:\n\n"
                "```bash\n"
                "  restic forget --prune --retry-lock 30m --keep-daily 7 --keep-weekly 4 --keep-monthly 24 >> $LOG 2>&1\n"
                "```\n\n"
                "Cost impact: snapshots share unchanged data, so extra monthly snapshots only keep files you have deleted or "
                "changed since. For a photo archive that's usually small — maybe 20–40 GB extra over a year. At B2's price of "
                "about 6 USD per TB per month, 690 GB is ≈ 4.14 USD, and your 5 USD limit is reached at about 830 GB. "
                "So you have roughly 140 GB headroom; I'd look at the bucket size every few months."
            ),
        ],
        [
            U(
                "Today I read that restic have new version so I downloaded the binary from github and replaced /usr/local/bin/restic. Now:\n\n"
                "```\n"
                "$ restic version\n"
                "restic 0.17.3 compiled with go1.23.3 on linux/amd64\n"
                "```\n\n"
                "Is this ok with my repository? Tomek still has the old one on his laptop I think."
            ),
            A(
                "Yes, 0.17.3 works with your existing repository without any migration, and `--retry-lock 30m` behaves the same.\n\n"
                "For Tomek: different versions can share one repository, but if your repository is format version 2 he needs "
                "at least restic 0.14. Check with:\n\n"
                "```bash\n"
                "restic cat config\n"
                "```\n\n"
                'If it shows `"version": 2`, ask him to send the output of `restic version` from tomek-x1.'
            ),
            U(
                "I checked: version 2. I wrote to Tomek on WhatsApp, he is in Norway on work trip, answer maybe next week. "
                "By the way he said 'why you touch my backups' haha, I said I didn't 😄"
            ),
            A(
                "Ha — you can truthfully tell him his locks were never touched. Until he sends his `restic version` output there's "
                "nothing else to do on your side; if his version is older than 0.14 he'll just need to update it."
            ),
        ],
        [
            U(
                "Sunday was first prune with new setup. Log:\n\n"
                "```\n"
                "=== 2024-03-17 00:45:01 start backup nas-kowal ===\n"
                "restic 0.17.3 compiled with go1.23.3 on linux/amd64\n"
                "Files:          37 new,     2 changed, 81244 unmodified\n"
                "Added to the repository: 412.331 MiB (409.870 MiB stored)\n"
                "snapshot 41f0b9ac saved\n"
                "Applying Policy: keep 7 daily, 4 weekly, 24 monthly snapshots\n"
                "keep 35 snapshots:\n"
                "[...]\n"
                "remove 1 snapshots:\n"
                "[...]\n"
                "this removes: 18 blobs / 61.207 MiB\n"
                "=== 2024-03-17 01:31:22 end backup rc=0 ===\n"
                "```\n\n"
                "All good I think? Can you write me short summary what is my setup now so I save it in my notes."
            ),
            A(
                "All good — the whole run including prune took 46 minutes and finished at 01:31, two hours before the reboot. "
                "Summary for your notes:\n\n"
                "- **Repository:** `b2:kowalski-nas-backup:restic` (format version 2), shared with Tomek's laptop tomek-x1\n"
                "- **Server:** nas-kowal, restic 0.17.3 in /usr/local/bin\n"
                "- **Schedule:** root crontab `45 0 * * * /root/backup.sh`; prune on Sundays only\n"
                "- **Retention:** `--keep-daily 7 --keep-weekly 4 --keep-monthly 24`\n"
                "- **Locks:** all restic commands use `--retry-lock 30m`; stale locks are removed by hand with plain "
                "`restic unlock` only, never with `--remove-all`\n"
                "- **Cost:** ~690 GB ≈ 4.14 USD/month, limit 5 USD (≈ 830 GB)\n"
                "- **Password:** /root/.restic-pass, printed copy stored offline\n"
                "- **Open:** waiting for Tomek to send `restic version` from tomek-x1 (needs 0.14 or newer)"
            ),
        ],
    ]
    check = {
        "repository": ["b2:kowalski-nas-backup:restic"],
        "never_remove_all": ["--remove-all"],
        "brother_laptop": ["tomek-x1"],
        "cost_limit": ["5 USD"],
        "schedule": ["45 0 * * *"],
        "retention": ["--keep-daily 7", "--keep-weekly 4", "--keep-monthly 24"],
        "restic_version": ["0.17.3"],
        "retry_lock": ["--retry-lock 30m"],
        "waiting_on_tomek": ["Tomek", "restic version"],
    }
    stale = {
        "schedule": ["30 2 * * *"],
        "retention": ["--keep-monthly 12"],
        "restic_version": ["0.16.4"],
    }
    return parts, check, stale


def fibre_support() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": (
                    "You are Fern, the online support assistant for Kestrel Fibre, a UK broadband provider. Follow these policies:\n"
                    "- Before discussing any account details, verify the customer with the account postcode and the last four digits "
                    "of the phone number registered on the account. Never reveal or repeat a customer's full account number.\n"
                    "- Service credit: if a confirmed fault leaves a customer without service for more than 2 full days (48 hours), "
                    "they receive £8.50 for each further full day without service, up to 30 days. Credits are applied to the next "
                    "bill only and are never paid out as cash or refunded to a card.\n"
                    "- Engineer visits can be booked Monday to Saturday in an AM slot (8am–1pm) or a PM slot (1pm–6pm). Never "
                    "promise an exact arrival time.\n"
                    "- If an outage has lasted more than 72 hours, escalate it to the Priority Faults team and give the customer "
                    "the escalation reference.\n"
                    "- Do not offer discounts or contract exits; refer those requests to the Retentions team on 0330 088 4420 "
                    "(Mon–Fri 9am–7pm).\n"
                    "- Once a fault ticket exists, end every reply with its reference."
                ),
            },
            U(
                "Good afternoon. I am writing because my broadband has stopped working entirely. It went off on Tuesday evening "
                "and has not come back. The router is the Kestrel Hub 4 and the light marked WAN is flashing red. I have already "
                "restarted it twice, as your website suggests. My account number is 30418847, if that helps."
            ),
            A(
                "Good afternoon, and I'm sorry your broadband is down — that's frustrating, especially after you've already tried "
                "the restarts. Before I look at your account I need to verify you: could you give me the postcode on the account "
                "and the last four digits of the phone number registered to it? For your security, please don't post the full "
                "account number here again; I won't need it."
            ),
        ],
        [
            U("Of course. The postcode is LS6 2QT and the last four digits are 4417."),
            A(
                "Thank you, you're verified. A flashing red WAN light on the Kestrel Hub 4 means the router isn't getting a "
                "signal from the line, and our line test confirms a fault between the street cabinet and your property. "
                "I've opened fault ticket KF-2209147.\n\n"
                "Because it started on Tuesday evening, the outage is under 48 hours so far, so no service credit applies yet. "
                "If it goes beyond 2 full days, you'll receive £8.50 for each further full day, added to your next bill.\n\n"
                "This needs an engineer. The earliest slots I can offer are:\n"
                "1. Thursday 13 June, AM (8am–1pm)\n"
                "2. Thursday 13 June, PM (1pm–6pm)\n"
                "3. Saturday 15 June, AM (8am–1pm)\n\n"
                "Which would suit you?\n\n"
                "Ticket: KF-2209147"
            ),
            U(
                "Thursday morning would suit me. The engineer should ring my mobile, 07700 900873, when he is on his way. "
                "Can you tell me roughly what time he will arrive? I have a call at eleven."
            ),
            A(
                "Booked: Thursday 13 June, AM slot (8am–1pm), and I've added 07700 900873 as the contact number for the "
                "engineer. I'm afraid I can't give an arrival time within the slot — the engineer will ring that number when "
                "they're on the way, so you'll have some notice before your eleven o'clock call.\n\n"
                "Please leave the Hub connected and switched on so the engineer can test it.\n\n"
                "Ticket: KF-2209147"
            ),
        ],
        [
            U(
                "Very well. While I have you: I work from home, and this is proving quite costly for me. Is there any possibility "
                "of a discount, or of leaving the contract early if this happens again?"
            ),
            A(
                "I completely understand why you'd ask. Discounts and early contract exits are handled by our Retentions team — "
                "you can reach them on 0330 088 4420, Monday to Friday 9am–7pm, and they'll be able to see this ticket. "
                "What I can confirm is the automatic service credit I mentioned, which will be calculated once the fault is fixed.\n\n"
                "Ticket: KF-2209147"
            ),
            U(
                "I am afraid I must change the appointment. My employer has asked me to be in the office for the whole of "
                "Thursday, so I shall not be at home that morning. Would Friday afternoon be possible? Also, please ask the "
                "engineer to ring my husband, Graham, on 07700 900218 instead, as he will be the one at home."
            ),
            A(
                "No problem at all. I've moved the visit to Friday 14 June, PM slot (1pm–6pm), and changed the contact to "
                "Graham on 07700 900218. As before, the engineer will ring him when they're on the way; I can't give an exact "
                "time within the slot.\n\n"
                "Ticket: KF-2209147"
            ),
        ],
        [
            U(
                "I must correct something I told you earlier, and I apologise. I had been staying at my sister's since the "
                "weekend and only noticed the problem once I came home. My husband tells me the internet in fact went off on "
                "Sunday, at around lunchtime. Does that change anything?"
            ),
            A(
                "Thank you for telling me — yes, it does, and in your favour. I've updated the ticket: no service since "
                "Sunday 9 June, around lunchtime.\n\n"
                "**Escalation.** That's now more than 72 hours, so under our policy I've escalated the fault to the Priority "
                "Faults team. Your escalation reference is PF-55810. They may be able to bring the visit forward; if not, "
                "the Friday 14 June PM booking stays in place.\n\n"
                "**Service credit.** The first 2 full days (until Tuesday lunchtime) aren't credited. After that you receive "
                "£8.50 for each full day without service. If the engineer fixes it on Friday afternoon, that's 3 full days, "
                "so £25.50, applied to your next bill.\n\n"
                "Ticket: KF-2209147 · Escalation: PF-55810"
            ),
        ],
        [
            U(
                "That is helpful, thank you. Could the credit be refunded to my bank card rather than put on the bill? "
                "I would find that simpler."
            ),
            A(
                "I'm sorry, I can't do that — service credits can only be applied to your next bill, never paid out as cash "
                "or refunded to a card. It will appear as a separate line on the bill, so it's easy to check.\n\n"
                "Ticket: KF-2209147 · Escalation: PF-55810"
            ),
            U(
                "Understood. One last thing: will the Priority Faults team contact me or my husband?"
            ),
            A(
                "They'll use the contact number on the ticket, which is Graham's, 07700 900218. For your records:\n\n"
                "- **Fault ticket:** KF-2209147\n"
                "- **Escalation:** PF-55810 (Priority Faults)\n"
                "- **No service since:** Sunday 9 June, around lunchtime\n"
                "- **Engineer:** Friday 14 June, PM slot (1pm–6pm); no exact arrival time can be given\n"
                "- **Engineer contact:** Graham, 07700 900218\n"
                "- **Credit:** £8.50 per full day after the first 2 days, on your next bill\n"
                "- **Discounts / contract questions:** Retentions, 0330 088 4420\n\n"
                "Ticket: KF-2209147 · Escalation: PF-55810"
            ),
            U("Thank you, Fern. You have been most helpful."),
            A(
                "You're very welcome — I hope you're back online soon. Reply here any time with the ticket reference.\n\n"
                "Ticket: KF-2209147 · Escalation: PF-55810"
            ),
        ],
    ]
    check = {
        "verification": ["LS6 2QT", "4417"],
        "ticket": ["KF-2209147"],
        "escalation": ["PF-55810"],
        "outage_start": ["Sunday", "lunchtime"],
        "engineer_slot": ["Friday 14 June"],
        "engineer_contact": ["07700 900218", "Graham"],
        "credit_rate": ["£8.50"],
        "retentions": ["0330 088 4420"],
        "router": ["Kestrel Hub 4", "WAN"],
    }
    stale = {
        "outage_start": ["Tuesday evening"],
        "engineer_slot": ["Thursday 13 June"],
        "engineer_contact": ["07700 900873"],
    }
    return parts, check, stale


def half_marathon() -> Apart:
    parts = [
        [
            U(
                "hiya! so I've finally signed up for my first half marathon — the Cardiff Half on 6 October 🎉 bit terrified tbh. "
                "About me: 41, been running about 2 years, currently around 20 km a week over 3 runs, 10k PB is 58:30 from a "
                "race in May. I'd love to finish in about 2:05. Couple of things: my physio says never two days in a row for "
                "now (left knee, had a meniscus tear last year, all fine now but she's cautious). And please give paces in "
                "min/km, my brain just doesnt do miles"
            ),
            A(
                "# Cardiff Half — first look\n\n"
                "Congratulations on signing up! You're starting from a solid base, and there's time to do this properly.\n\n"
                "## Is 2:05 realistic?\n\n"
                "Your 58:30 10k predicts roughly 2:09–2:10 for a half on current fitness. 2:05 means averaging about "
                "5:55 min/km, so it needs some improvement, which is very achievable over 12 weeks for someone two years "
                "into running. I'd call it ambitious but realistic.\n\n"
                "## Training paces\n\n"
                "| Run type | Pace (min/km) | How it should feel |\n"
                "|---|---|---|\n"
                "| Easy | 6:50–7:20 | Full sentences, relaxed |\n"
                "| Long run | 7:00–7:20 | Easy, steady, boring in a good way |\n"
                "| Tempo | 5:45–5:55 | Comfortably hard, a few words at a time |\n"
                "| Half-marathon pace | 5:55 | Controlled, sustainable |\n"
                "| Intervals (1 km reps) | 5:25–5:35 | Hard, but the last rep as fast as the first |\n\n"
                "## Weekly structure — three options\n\n"
                "Your physio's rule matters here: with 7 days in a week, 4 runs always puts two on consecutive days "
                "somewhere, so a 4-run plan is out for now.\n\n"
                "1. **Plan A — 3 runs only.** Easy run, quality run, long run. Simple, lowest load on the knee, but total "
                "volume stays low.\n"
                "2. **Plan B — 3 runs + 1 bike session.** Same three runs plus 40–50 min of easy cycling. Extra aerobic work "
                "with no impact.\n"
                "3. **Plan C — 3 runs + 2 strength sessions.** Three runs plus two short (20–25 min) sessions of squats, "
                "lunges, calf raises and glute work. Best for the knee long-term, less aerobic benefit.\n\n"
                "| | Plan A | Plan B | Plan C |\n"
                "|---|---|---|---|\n"
                "| Days active | 3 | 4 | 5 |\n"
                "| Aerobic gain | ★★ | ★★★ | ★★ |\n"
                "| Knee-friendliness | ★★★ | ★★★ | ★★★ |\n"
                "| Time per week | ~3.5 h | ~4.5 h | ~4.5 h |\n\n"
                "## Questions for you\n\n"
                "1. Which option appeals?\n"
                "2. Which day suits your long run, and which evenings are free?\n"
                "3. How many km are on your current shoes?"
            ),
        ],
        [
            U(
                "B! I've got a turbo trainer in the garage gathering dust so that works. Long runs Sunday mornings are best "
                "for me, then Tuesday and Thursday evenings for the other two runs, bike on Wednesday? "
                "Oh and my Ghost 15s have about 600 km on them so I probably need new shoes, budget £120 max."
            ),
            A(
                "# Your plan: 3 runs + 1 bike (Plan B)\n\n"
                "## Week structure\n\n"
                "| Day | Session |\n"
                "|---|---|\n"
                "| Monday | Rest |\n"
                "| Tuesday | Easy run |\n"
                "| Wednesday | Turbo trainer, 40–50 min easy |\n"
                "| Thursday | Quality run (strides, intervals or tempo) |\n"
                "| Friday | Rest |\n"
                "| Saturday | Rest or a walk |\n"
                "| Sunday | Long run |\n\n"
                "No two running days are next to each other, so the knee rule is respected every week.\n\n"
                "## 12 weeks to race day (Monday 15 July – Sunday 6 October)\n\n"
                "| Week | Tue (easy) | Wed (bike) | Thu (quality) | Sun (long) | Run km |\n"
                "|---|---|---|---|---|---|\n"
                "| 1 | 6 km | 40 min | 5 km + 4 strides | 10 km | 21 |\n"
                "| 2 | 6 km | 40 min | 6 km incl. 3×1 km @ 5:30 | 11 km | 23 |\n"
                "| 3 | 7 km | 45 min | 7 km incl. 15 min tempo | 12 km | 26 |\n"
                "| 4 (easier) | 6 km | 40 min | 5 km easy | 10 km | 21 |\n"
                "| 5 | 7 km | 45 min | 8 km incl. 4×1 km | 13 km | 28 |\n"
                "| 6 | 8 km | 50 min | 8 km incl. 20 min tempo | 14 km | 30 |\n"
                "| 7 | 8 km | 50 min | 8 km incl. 5×1 km | 16 km | 32 |\n"
                "| 8 (easier) | 6 km | 40 min | 6 km easy | 12 km | 24 |\n"
                "| 9 | 8 km | 50 min | 9 km incl. 25 min tempo | 17 km | 34 |\n"
                "| 10 | 8 km | 50 min | 9 km incl. 3×2 km @ race pace | 18 km | 35 |\n"
                "| 11 | 7 km | 45 min | 7 km incl. 2×2 km @ race pace | 14 km | 28 |\n"
                "| 12 (race) | 5 km | 30 min | 4 km + strides | **Race** | 30 |\n\n"
                "## Shoes\n\n"
                "At ~600 km your Ghost 15s are near the end of their life. Within £120:\n\n"
                "1. **Brooks Ghost 16** — the same shoe's successor, usually in sales around £100–£110 now.\n"
                "2. **Another Ghost 15** — end-of-line deals are often under £90.\n"
                "3. **Saucony Ride 17** — similar feel, worth trying on if a shop has them.\n\n"
                "Since the Ghost suits you, I'd stay with it — and keep the old pair for the turbo."
            ),
        ],
        [
            U(
                "ok this looks amazing, printed it and stuck it on the fridge. random q — do I need gels for a half or is "
                "that overkill? never used one"
            ),
            A(
                "## Gels for a half — short answer: useful, not essential\n\n"
                "At around two hours of running, most people benefit from some carbohydrate, and many finish faster with it.\n\n"
                "1. **One gel at ~45–50 min**, and optionally a second around 1:30.\n"
                "2. **Practise on long runs from week 6** — never try a new gel on race day; some upset stomachs.\n"
                "3. **Take it with water**, ideally just before a drinks station.\n"
                "4. **Breakfast matters more:** something familiar 2–3 hours before the start.\n\n"
                "If you try one and hate it, jelly sweets or a few dates work fine too."
            ),
            U(
                "got the Ghost 16s in a sale btw, £104 so under budget 😊\n\n"
                "AND big news — I got a ballot place for the Royal Parks Half on 13 October!! its flatter, my sister lives in "
                "London so I can stay with her, and half my running club is doing it. so I'm switching to that one, forget the other race"
            ),
            A(
                "# Switching to the Royal Parks Half (13 October)\n\n"
                "Great news — a flat course, a free bed and club-mates on the start line is a very good combination. "
                "Nice work on the shoes too.\n\n"
                "## What changes\n\n"
                "1. **The race is a week later**, so the 12-week block now starts Monday 22 July.\n"
                "2. **The week of 15 July becomes a base week:** three easy runs (6, 6 and 10 km) plus the bike, to wear in "
                "the Ghost 16s.\n"
                "3. **Target pace stays the same** — 2:05 is still 5:55 min/km, and the flat course makes it a little easier.\n"
                "4. **Sessions are unchanged**, just shifted by a week.\n\n"
                "## Updated calendar\n\n"
                "| Week | Dates | Focus |\n"
                "|---|---|---|\n"
                "| Base | 15–21 Jul | Easy runs, new shoes |\n"
                "| 1 | 22–28 Jul | Build |\n"
                "| 2 | 29 Jul–4 Aug | Build, first intervals |\n"
                "| 3 | 5–11 Aug | Build |\n"
                "| 4 | 12–18 Aug | Easier week |\n"
                "| 5 | 19–25 Aug | Build |\n"
                "| 6 | 26 Aug–1 Sep | Build, start practising gels |\n"
                "| 7 | 2–8 Sep | Build |\n"
                "| 8 | 9–15 Sep | Easier week |\n"
                "| 9 | 16–22 Sep | Peak |\n"
                "| 10 | 23–29 Sep | Peak, longest run 18 km |\n"
                "| 11 | 30 Sep–6 Oct | Taper |\n"
                "| 12 | 7–13 Oct | Race week |\n\n"
                "The long runs stay on Sunday mornings, so the race itself falls on your usual long-run day."
            ),
        ],
        [
            U(
                "ugh sorry, another change. my son's swimming lessons have moved to the weekend mornings I had for long runs "
                "(9am, and he obviously can't get there on his own). so long runs will have to be Saturdays. do the other days "
                "still work with the knee rule?"
            ),
            A(
                "# Long runs move to Saturday\n\n"
                "No problem — the plan survives this easily.\n\n"
                "## New week structure\n\n"
                "| Day | Session |\n"
                "|---|---|\n"
                "| Mon | Rest |\n"
                "| Tue | Easy run |\n"
                "| Wed | Turbo trainer, 40–50 min easy |\n"
                "| Thu | Quality run |\n"
                "| Fri | Rest |\n"
                "| Sat | Long run |\n"
                "| Sun | Rest (swimming taxi duty) |\n\n"
                "## Does the knee rule still hold?\n\n"
                "Yes. Running days are Tue, Thu and Sat, and each has at least one non-running day before and after it. "
                "The bike on Wednesday is fine; your physio's rule is about running.\n\n"
                "## Two small adjustments\n\n"
                "1. **Only one rest day between quality and long run.** Thursday-to-Saturday is tighter than before, so in the "
                "peak weeks (9 and 10) keep Thursday's session at the easier end: tempo at 5:55, not faster.\n"
                "2. **Race week.** The race is the day after your normal long-run slot, so in week 12 the Saturday is a rest day, "
                "and Thursday is just 4 km with strides.\n\n"
                "Everything else — distances, paces, the calendar — stays the same."
            ),
            U(
                "perfect. also my physio appointment is on 30 July, I'll ask her then about the interval sessions, "
                "she might not want me doing fast stuff yet"
            ),
            A(
                "Good idea. The first interval session (3×1 km) is on Thursday of week 2, which is 1 August — two days after "
                "your appointment, so the timing works. If she'd rather you waited, swap it for 6 km steady at easy pace plus "
                "4 strides, and the same for the 4×1 km and 5×1 km sessions in weeks 5 and 7. The tempo runs are less "
                "aggressive and can usually stay."
            ),
        ],
        [
            U(
                "Update!! did parkrun this morning before the base week starts and ran 26:48, way faster than I expected. "
                "honestly I think my finish time goal is too soft now. lets go for 1:59 — I really want to see a 1 at the front 😅"
            ),
            A(
                "# New target: 1:59\n\n"
                "26:48 for 5k is a big signal — it predicts about 2:03 for a half today, before any of the training. "
                "With 13 weeks of structured work, 1:59 is a real stretch goal rather than a fantasy.\n\n"
                "## New paces\n\n"
                "| Run type | Pace (min/km) |\n"
                "|---|---|\n"
                "| Easy | 6:40–7:05 |\n"
                "| Long run | 6:45–7:10 |\n"
                "| Tempo | 5:30–5:40 |\n"
                "| Half-marathon pace | 5:38 |\n"
                "| Intervals (1 km reps) | 5:10–5:20 |\n\n"
                "1:59 means 5:38 per km on average; anything under 5:41 gets you a 1 at the front.\n\n"
                "## What I'd change\n\n"
                "1. **Race-pace work:** in weeks 10 and 11 the 2 km reps go at 5:38.\n"
                "2. **Long runs stay easy.** The temptation with a faster goal is to run everything faster — don't. "
                "That's also what keeps the knee happy.\n"
                "3. **Intervals still depend on your physio** on 30 July.\n"
                "4. **Race plan:** first 5 km at 5:45, settle into 5:38, and only push after 16 km.\n\n"
                "## Your plan at a glance\n\n"
                "| | |\n"
                "|---|---|\n"
                "| Race | Royal Parks Half, 13 October |\n"
                "| Target | 1:59 (5:38 min/km) |\n"
                "| Structure | 3 runs + 1 bike: Tue easy, Wed turbo, Thu quality, Sat long |\n"
                "| Rule | Never two days in a row running |\n"
                "| Shoes | Ghost 16 (£104, budget was £120) |\n"
                "| Next check-in | Physio on 30 July, about intervals |"
            ),
            U(
                "love it. thank you!! right, off to tell my sister she has a house guest in October 😂"
            ),
            A(
                "Enjoy — and say hello to the club on the start line. Let me know what the physio says on the 30th."
            ),
        ],
    ]
    check = {
        "race": ["Royal Parks", "13 October"],
        "target_time": ["1:59"],
        "long_run_day": ["Saturday"],
        "knee_rule": ["two days in a row"],
        "pace_units": ["min/km"],
        "structure": ["3 runs + 1 bike"],
        "shoes": ["Ghost 16", "£120"],
        "physio": ["30 July"],
        "baseline_10k": ["58:30"],
    }
    stale = {
        "race": ["Cardiff", "6 October"],
        "target_time": ["2:05"],
        "long_run_day": ["Sunday"],
    }
    return parts, check, stale


EIGHTH: list[tuple[str, Callable[[], Apart]]] = [
    ("hockey_carpool", hockey_carpool),
    ("restic_backup", restic_backup),
    ("fibre_support", fibre_support),
    ("half_marathon", half_marathon),
]
