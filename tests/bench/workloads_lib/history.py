"""The history agent: no tools; every event and reply is appended to one key's history."""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.bench.workloads_lib.common import Message, Probe, Workload
from tests.bench.workloads_lib.generators import CITIES, _rng

# (the policy decision as planted, the question that needs it later)
POLICIES = (
    (
        "add BR to the card-not-present whitelist for this merchant",
        "A card-not-present payment from a Brazilian card (country BR) arrived. Is Brazil on a "
        "whitelist for this merchant, and which ticket approved that?",
    ),
    (
        "raise the single-payment review limit to 7,500.00 EUR",
        "A single payment of 7,200.00 EUR arrived. What is the current single-payment review "
        "limit for this merchant, and which ticket set it?",
    ),
    (
        "block BIN 552213 on every channel",
        "A payment with a card from BIN 552213 arrived. Is that BIN blocked, and under which "
        "ticket?",
    ),
    (
        "allow refunds above 2,000.00 EUR only with dual approval",
        "A refund of 2,450.00 EUR was requested by one operator. What is the rule for refunds "
        "of this size, and which ticket introduced it?",
    ),
)


@dataclass
class HistoryAgent(Workload):
    """70 risk events for one merchant key; early events plant policy decisions with tickets."""

    events: int = 70
    plants: dict[int, tuple[str, str]] = field(default_factory=dict)  # event -> (rule, ticket)
    asks: dict[int, int] = field(default_factory=dict)  # event -> policy index

    def __post_init__(self) -> None:
        self.tools = None
        self.rounds = self.events
        rng = _rng(self.seed, "plants")
        plant_events = sorted(rng.sample(range(2, 30), len(POLICIES)))
        ask_events = sorted(rng.sample(range(self.events - 9, self.events + 1), len(POLICIES)))
        order = list(range(len(POLICIES)))
        rng.shuffle(order)
        self.probes = []
        for index, event in enumerate(plant_events):
            ticket = f"RISK-{rng.randrange(10_000, 99_999)}"
            self.plants[event] = (POLICIES[index][0], ticket)
        tickets = {rule: ticket for rule, ticket in self.plants.values()}
        for policy, ask in zip(order, ask_events, strict=True):
            self.asks[ask] = policy
            rule = POLICIES[policy][0]
            self.probes.append(Probe(ask, (rule, tickets[rule]), f"event {ask}: {rule[:28]}…"))

    def start(self) -> list[Message]:
        return [
            {
                "role": "system",
                "content": "You are the payments-risk assistant for merchant acct-4410. Each "
                "user message is one risk event or an analyst question. Answer each with a "
                "verdict (approve, review or decline) and a short rationale.",
            },
            {
                "role": "user",
                "content": "You will review this merchant's payment-risk events one at a time. "
                "Apply every policy decision announced in earlier events (whitelists, limits, "
                "blocks, approval rules) and cite the ticket that introduced each rule you apply.",
            },
        ]

    def event(self, number: int) -> str:
        """Event `number`: a risk record (about 1.4k tokens), maybe a policy update or a question."""
        rng = _rng(self.seed, "event", number)
        lines = [
            f"event EVT-{number:04d} | merchant acct-4410 | payment PAY-{rng.randrange(16**8):08X} "
            f"| amount {rng.randint(5, 6_000):,}.{rng.randint(0, 99):02d} EUR | channel "
            f"{rng.choice(('card-present', 'card-not-present', 'sepa', 'wallet'))} | country "
            f"{rng.choice(('DE', 'FR', 'NL', 'PL', 'ES', 'IT', 'AT'))} | score {rng.random():.3f}",
        ]
        if number in self.plants:
            rule, ticket = self.plants[number]
            lines.append(
                f"Policy update from risk operations, effective now: {rule} (ticket {ticket}). "
                "Apply it to every later event of this merchant."
            )
        if number in self.asks:
            lines.append("Analyst question: " + POLICIES[self.asks[number]][1])
        lines.append("Customer history (last 28 payments):")
        for k in range(28):
            lines.append(
                f"  {k:02d} 2026-0{rng.randint(1, 9)}-{rng.randint(10, 28)} PAY-"
                f"{rng.randrange(16**8):08X} {rng.randint(5, 3_000)}.{rng.randint(0, 99):02d} EUR "
                f"{rng.choice(CITIES)} device D-{rng.randrange(16**6):06x} ip 192.0."
                f"{rng.randint(0, 255)}.{rng.randint(0, 255)} outcome "
                f"{rng.choice(('approved', 'approved', 'review', 'declined'))} "
                f"3ds {rng.choice(('passed', 'frictionless', 'none'))}"
            )
        lines.append(
            "Signals: velocity_1h="
            f"{rng.randint(0, 9)} velocity_24h={rng.randint(0, 40)} "
            f"device_age_days={rng.randint(0, 900)} email_age_days={rng.randint(0, 3000)} "
            f"bin_country_match={rng.choice(('yes', 'no'))} "
            f"shipping_billing_distance_km={rng.randint(0, 2000)}"
        )
        return "\n".join(lines)

    def reply(self, number: int) -> str:
        """The assistant's verdict: about 0.7k tokens."""
        rng = _rng(self.seed, "reply", number)
        verdict = rng.choice(("approve", "approve", "review", "decline"))
        parts = [f"Verdict for EVT-{number:04d}: {verdict}."]
        if number in self.plants:
            parts.append("Policy update noted and will be applied to later events.")
        reasons = (
            "velocity is within the merchant's normal band",
            "the device has been seen on earlier approved payments",
            "the amount is in line with the customer's history",
            "3-D Secure passed without friction",
            "the BIN country matches the billing country",
            "the shipping address is far from the billing address",
            "the email address is new",
            "the score is below the review threshold",
        )
        for k in range(17):
            parts.append(
                f"Check {k + 1}: {rng.choice(reasons)}; weight {rng.random():.2f}; compared with "
                f"PAY-{rng.randrange(16**8):08X} from 2026-0{rng.randint(1, 9)}-"
                f"{rng.randint(10, 28)} ({rng.randint(5, 3_000)}.{rng.randint(0, 99):02d} EUR)."
            )
        return " ".join(parts)

    def before(self, number: int) -> list[Message]:
        return [{"role": "user", "content": self.event(number)}]

    def after(self, number: int) -> list[Message]:
        return [{"role": "assistant", "content": self.reply(number)}]

    def describe(self) -> str:
        return (
            f"History agent, no tools: {self.events} risk events of one merchant key, each event "
            "and reply appended to the history and sent every call. Events "
            + ", ".join(str(e) for e in sorted(self.plants))
            + " announce a policy decision with its ticket; events "
            + ", ".join(str(e) for e in sorted(self.asks))
            + " ask about them (the probe needs the decision text and the ticket)."
        )
