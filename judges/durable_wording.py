"""The wording durable items are read by: what a rule, a constraint, a decision, the state, a
preference or a fact sounds like in chat (`judges.durable_detect` applies it; whether a rule's
words ask something of someone is `judges.durable_rule_wording`)."""

from __future__ import annotations

import re

from judges.durable_dated import SO_FAR

__all__ = [
    "ABOUT_US",
    "CARE",
    "CONSTRAINT",
    "COPULA",
    "COUNTED",
    "CREATED",
    "DECISION",
    "GENERIC",
    "HEADING_WORDS",
    "IMPERATIVE",
    "IMPERATIVE_VERB",
    "KEEP_IN_MIND",
    "LASTING",
    "LEAD_IN",
    "LIMIT",
    "PREFERENCE",
    "PROGRESS",
    "PROHIBITION",
    "RESTRICTED",
    "RETRACTED",
    "RULE",
    "SCOPING",
    "SHOULD",
    "SPENT",
    "STATE",
    "STATED",
    "THROUGHOUT",
    "UNKNOWING",
    "VERB",
    "WAITING",
    "WHENEVER",
]

_I = re.IGNORECASE
LEAD_IN = re.compile(
    r"^(?=[^:]*\b(?:i|i'?ve|i'?m|we|we'?ve|you|this|here'?s|that'?s|as agreed)\b)[^:]{1,60}:\s+"
    r"(?=\S+\s+\S+\s+\S+\s+\S)",
    _I,
)
"""A lead-in in the first or second person before a colon ("As agreed, I've recorded this:"),
then a clause of four words or more (before a short value it is a key: "Payment terms we
accept: net 45 days")."""

PREFERENCE = re.compile(
    r"\b(?:i|we)(?:'d|\s+would|\s+really|\s+also|\s+do|\s+generally|\s+usually)?\s+"
    r"(?:really\s+|much\s+)?(?:prefer|like|love|hate|dislike|rather|enjoy)\b"
    r"(?!\s+(?:some\s+|your\s+)?(?:help|a hand|advice|input)\b)|"
    r"\b(?:i|we)\s+(?:really\s+|just\s+)?(?:can'?t|can’t|cannot|could ?n'?t)\s+stand\b|"
    r"\b(?:i|we)\s+(?:really\s+)?(?:loathe|detest|adore)\b|\bnot a (?:big\s+)?fan of\b|"
    r"\bprefer(?:ence|ences|red|s)?\b|"
    r"\b(?:replies|answers|responses|messages) (?:short|brief|concise|terse)\b|"
    r"\bkeep (?:it|them|things|(?:your|the) \w+) (?:short|brief|concise|simple)\b|"
    r"\b(?:wants?|prefers?|likes?)\s+(?:a\s+|an\s+|the\s+)?[\w-]+(?:\s+[\w-]+)?,\s+not\s+(?:a\s+|an\s+|the\s+)?\w|"
    r"\b(?:wants?|would like|'d like) to be "
    r"(?:called|contacted|reached|emailed|texted|addressed)\b|"
    r"\bmy\s+(?:favou?rite|preference)|(?:^|(?<=[.,;:!]\s)|\b(?:please|pls|just|can|to)\s+)"
    r"(?:call|address) me\b|"
    r"\b(?:works?|worked) (?:best|better) for (?:me|us)\b|\bsuits? (?:me|us)\b|"
    r"\b(?:british|american|us|uk)\s+(?:english|spelling)\b|"
    r"\b(?:concise|brief|short|shorter|detailed|verbose|terse|friendly|formal|casual)\s+"
    r"(?:answers|replies|responses|tone|style|summaries)\b|"
    r"\bin\s+(?:bullet points|bullets|tables?|markdown|plain text|metric|imperial)\b|"
    r"\b(?:dark mode|light mode|tabs|spaces|bullet points|bullets|emojis?)\b",
    _I,
)
RULE = re.compile(
    r"\b(?:never|always|must(?:n't)?|shall not|may not|cannot|can't|can ?not|not allowed|"
    r"forbidden|prohibited|under no circumstances|at all times|make sure|ensure|be sure to|"
    r"avoid|refuse|required to|is required|are required|mandatory|strictly|do not|don't|"
    r"does not|doesn't|should not|shouldn't|not permitted|no exceptions|dont|doesnt|shouldnt|"
    r"mustnt|on no account|in no case|(?:has|have|needs?) to be|"
    r"without (?:my |our |your |their |prior |written )?(?:asking|"
    r"approval|confirmation|permission|consent|sign-?off))\b",
    _I,
)
LASTING = re.compile(
    r"\b(?:from now on|going forward|in future|in the future|every time|each time|whenever|"
    r"for the rest of|for all|by default|as a rule|until (?:further notice|i say)|always|every|"
    r"each|all future|ever|everywhere|anywhere|everything|anything)\b",
    _I,
)
THROUGHOUT = re.compile(
    r"\b(?:throughout|everywhere|from now on|going forward|at all times|by default)\b", _I
)
"""Words that make a verbless instruction last ("Citations in APA 7th edition throughout")."""
SCOPING = re.compile(
    r"^(?:please\s+)?(?:exclude|ignore|skip|omit|leave out|filter out|drop|disregard)\b", _I
)
"""An instruction about what the work covers ("exclude the test accounts"): it lasts."""
SHOULD = re.compile(
    r"^(?!(?:it|this|that|there|which)\b)[^?]*?\b(?:should|ought to)\b"
    r"(?!(?<=\bi should)\s+(?:be grateful|like|love|value|appreciate|think|imagine|hope|say)\b)"
    r"(?!\s+(?:work|be\s+(?:fine|ok|okay|alright|all right|good|great|doable))\b"
    r"(?:\s+(?:for (?:us|me|them|everyone)|now|too|then|anyway))?\s*(?:[.!,;?]|$))",
    _I,
)
"""A requirement in the user's or the system's words ("charts should use our colours"), not
the speaker's courtesy ("I should be grateful for some assistance", "I should like to ...")
nor a guess at how things will go ("yeah should be fine", "Tuesday should work for us")."""
PROHIBITION = re.compile(
    r"^(?:oh,?\s+)?(?:and\s+|but\s+|also\s+)?(?:please\s+)?"
    r"(?:absolutely\s+|definitely\s+|strictly\s+)?"
    r"(?:no\s+(?!(?:problem|worries|idea|thanks|way|rush|need|one|doubt|luck|change|news|longer|"
    r"more|matter|i|we|you|it|that|this|sorry|wait|ill|im|id|ive|its|thats|dont)\b)"
    r"[a-z][\w-]*+(?!\s*\?)"
    r"(?!(?:\s+(?!(?:that|which|who)\b)[a-z][\w-]*){0,3}\s+(?:was|were|has been|have been|had|"
    r"came|happened|arrived|appeared|occurred|showed|turned|stood|went|got)\b)"
    r"(?!(?:\s+[a-z][\w-]*){0,3}\s+" + SO_FAR + r")|"
    r"nothing (?:with|containing|made with|involving|that has|on|before|after|during|may|can|"
    r"must|should|is to|are to|gets?|goes)\b)",
    _I,
)
"""A prohibition in the user's or the system's words ("no pie charts ever"), not a surprised
question ("no toilet??") or a report ("no insecticide was needed this year", "no changes to the
plan came out of it")."""
IMPERATIVE_VERB = (
    r"^(?:(?:from now on|going forward|in future|in the future|always)[,\s]+)?(?:please\s+)?"
    r"(?:just\s+|simply\s+)?"
    r"(?:be|use|keep|ask|check|confirm|send|reply|answer|write|escalate|verify|"
    r"treat|include|mention|log|redact|mask|follow|respond|refer|stop|report|cite|quote|"
    r"double-check|run|route|copy|cc|notify|flag|tag|label|sign|limit|stay|stick|put|add|"
    r"remove|format|spell|address|call|schedule|set|pin|book|store|save|show|give|express|"
    r"convert|round|bill|charge|deploy|ship|publish|post|file|name|review|document|comment|"
    r"prefix|sort|squash|rebase|archive|encrypt|describe|list|mark|attach|link|lay|present|"
    r"structure|number|lead|start|end|split|break|bold|highlight|avoid|leave)\b"
)
IMPERATIVE = re.compile(IMPERATIVE_VERB, _I)
WHENEVER = re.compile(
    r"(?:^|:\s+|\s[—–-]\s+)(?:please,?\s+)?(?:when(?:ever)?|if|any ?time|each time|every time)\s+"
    r"(?:you|u|we)\b[^,.;:]{3,80}"
    r",\s+(?:then\s+)?(?:just\s+)?",
    _I,
)
"""A condition that recurs before an instruction ("when you give me runbook steps, lay them out
as a checklist", "please, when you write to them, use short sentences"): the instruction holds
every time."""
GENERIC = re.compile(
    IMPERATIVE_VERB + r"\s+(?:all\s+|any\s+|every\s+)?"
    r"(?:(?!(?:the|a|an|my|your|our|their|her|his|its|this|that|these|those|me|us|them|it|"
    r"two|three|four|five|six|seven|eight|nine|ten|few|some|several|both)\b)"
    r"[a-z][\w-]*\s+)?"
    r"(?!(?:this|its|his|hers|yours|ours|theirs|as|is|was|us|has|does)\b)[a-z][\w-]*[^su\W]s\b",
    _I,
)
"""An instruction about a whole class of things ("write commit messages in the imperative",
"keep all timestamps in UTC"): it lasts, unlike one about a thing ("write the summary") or a
few ("write two lines for the announcement")."""
_BOUND = (
    r"limit(?:s|ed)?|cap(?:s|ped)?|max(?:imum)?|minimum|(?<!\d)(?<!\d\s)min|at most|at least|"
    r"no more than|"
    r"no less than|no later than|up to|budget|deadline|due|until|within|under|over|below|above|"
    r"less than|more than"
)
"""Words that set a bound: shared by `CONSTRAINT` (what a constraint sounds like) and `LIMIT`.
"min" right after a number is minutes ("a 5 min walk"), not a bound ("4 per shift min")."""
CONSTRAINT = re.compile(
    r"\b(?:" + _BOUND + r"|no later|has to|have to|needs? to|exceed(?:s|ing)?|before|"
    r"after|version|pinned|pin|timeout|quota|threshold|ceiling|floor|allowance|sla|"
    r"rate|(?<!\bnot\s)only|environment|env|region|runtime|compatible|nowhere else|no other|"
    r"per (?:day|hour|minute|request|week|month)|every other (?:day|week)|"
    r"(?:once|twice|[a-z]+ times) (?:a|per|each) (?:day|week|fortnight|month)|"
    r"every (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|day|week|month|morning|evening)|"
    r"(?:on|for|in) (?:every|each|all)|across the board)\b",
    _I,
)
LIMIT = re.compile(r"\b(?:" + _BOUND + r"|not more|exceed\w*)\b", _I)
"""A constraint worded as a bound ("our maximum is 4.000 euros", "due by 7 May")."""
DECISION = re.compile(
    r"\b(?:decided|decide|decision|agreed|agree|settled|going with|go with|went with|gone with|"
    r"(?:went|going|go)\s+w/?(?=\s)|done deal|shook on it|we'?ll use|"
    r"we will use|let'?s use|let'?s go|chose|chosen|choose|opted|picked|selected|approved|"
    r"the plan is|final call|we'?re using|we are using|switching to|switched to|will be using|"
    r"signed off|sign-off|green-?lit|ruled out|rejected|scrapped|"
    r"instead(?!\s+of\s+\w+ing\b)|(?:'ll|will|going to|gonna|let'?s|shall)\s[^.;!?]*instead|"
    r"(?<!keeps\s)(?<!keep\s)dropp(?:ing|ed)(?=\s+(?!out\b|off\b)\w)|"
    r"(?:is|are) (?:fine|ok|okay|acceptable|allowed) (?:as|for|with|by)|change of plans?|"
    r"let'?s not|hold off|we won'?t|we will not|scrap|ditch|do it (?:in|with|on|via))\b|"
    r"^[\w' -]{2,40}\bit is[.!]?$",
    _I,
)
STATE = re.compile(
    r"\b(?:goal|objective|aim|mission|trying to|working on|task is|the task|we need to|i need to|"
    r"need you to|help me|status|done|completed|complete|finished|shipped|merged|deployed|"
    r"pending|in progress|blocked|waiting (?:on|for)|awaiting|next step|next up|todo|to-do|"
    r"remaining|left to do|still need|outstanding|on hold|open item|milestone|priority|"
    r"currently|so far|now at|halfway|stuck|looking (?:at|into)|investigating|"
    r"(?:i|we) need (?:a|an|the|some)|"
    r"(?:we'?re|we are|i'?m|i am) (?:planning|organi[sz]ing|preparing|arranging)|"
    r"(?:i|we)'?d like (?:a|an|the|you to))\b",
    _I,
)
WAITING = re.compile(
    r"\b(?:waiting (?:on|for)|blocked (?:on|by|until)|pending with|awaiting|on hold until)\b", _I
)
"""Who or what the work waits on: the state, even with a date or a limit in it."""
COPULA = re.compile(
    r"\b(?:is|are|was|were|will be|stays?|remains?|lives? in|lives? at|works? at|based in|"
    r"located in|has|have|had|(?:'s|'ve|has|have) got|=)\b|:\s|"
    r"\b(?:it|that|this|there|he|she|which)'s\b|\b(?:that|this) makes\b",
    _I,
)
"""The words that state what something is ("The venue is", "That makes the recheck")."""
UNKNOWING = re.compile(
    r"\b(?:no idea|not sure|no clue|(?:don'?t|do not|doesn'?t|does not) know|dunno|not certain|"
    r"unclear)\b",
    _I,
)
"""Not knowing ("I have no idea why that number was chosen"): nothing to keep, unless a value."""
SPENT = re.compile(r"\b(?:paid|spent|cost|charged|bought|sold|earned|lost)\b", _I)
"""An amount reported as spent ("my neighbour paid £180 for a magician"), not one that bounds."""
CARE = re.compile(
    r"\b(?:allerg\w*|intoleran\w*|anaphyla\w*|epipen|vegetarian|vegan|coeliac|celiac|diabetic|"
    r"halal|kosher|gluten-free|wheelchair|pregnan\w*|medication|disabilit\w*)\b",
    _I,
)
"""Someone's health or dietary needs ("Oliver has a nut allergy"): kept whoever they are."""
COUNTED = re.compile(
    r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|"
    r"seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|hundred|thousand|dozen|"
    r"half an?)\s+[a-z]+",
    _I,
)
"""A count in words ("three years, on-site", "ten straight minutes")."""
RETRACTED = re.compile(
    r"^(?!.*\binstead\b).*\b(?:ignore (?:me|that|this|what i said)|never ?mind|"
    r"forget (?:it|that|i asked)|disregard (?:that|this|my last))\b",
    _I,
)
"""Taking back what was just said ("no wait, the kids are too old for that, ignore me"), with
nothing said in its place ("scratch that, Dr Lewis is covering instead" is a change)."""
KEEP_IN_MIND = re.compile(
    r"\b(?:worth knowing|good to know|keep in mind|bear in mind|for the record|fyi|"
    r"for your info(?:rmation)?|just so you know|note that|remember that)\b",
    _I,
)
"""Words that ask for a statement to be remembered ("my partner is vegetarian, worth knowing")."""
ABOUT_US = re.compile(
    r"^(?:and\s+|also\s+|oh\s+)?(?:my|our|his|her|their)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:is|are|has|have|'s)\b|^(?:i|we|i'm|we're|i am|we are)\s+(?:am\s+|are\s+)?"
    r"(?:allergic|vegetarian|vegan|diabetic|pregnant|disabled|based|located|left-handed)\b",
    _I,
)
"""A statement about the user or the people they speak for ("my partner is vegetarian")."""
RESTRICTED = re.compile(
    r"\bonly (?:a |an |the )?[\w-]+(?: [\w-]+)? (?:can|may|is allowed to)\b", _I
)
"""Who alone may do something ("only a supervisor can approve them"): a rule."""
CREATED = re.compile(
    r"\b(?:opened|created|filed|raised|logged|booked|submitted|issued|assigned|registered|"
    r"(?<!be )numbered|(?<!be )reserved)\b",
    _I,
)
"""A record made ("Dispute DSP-88213 opened"): with an identifier, its reference is a fact."""
VERB = re.compile(
    r"\b(?:is|are|was|were|will be|stays?|remains?|does|do|did|has|have|had|can|could|will|"
    r"would|should|must|may|might|works?|only)\b",
    _I,
)
STATED = re.compile(r"\b(?:it|that|there|he|she|they|we)(?:'s|'re| is| are| will be)\b", _I)
"""Something stated as so ("it's seventeen kids")."""
PROGRESS = re.compile(
    r"\b(?:blocked|pending|waiting|awaiting|on hold|done|completed|finished|in progress|"
    r"remaining|outstanding|left to do|still need)\b",
    _I,
)
"""Where the work stands ("blocked", "done", "pending")."""
HEADING_WORDS = (
    ("preference", re.compile(r"prefer|like|style|taste|tone")),
    (
        "rule",
        re.compile(
            r"rule|policy|policies|guideline|instruction|safety|do not|don't|never|standing"
        ),
    ),
    ("constraint", re.compile(r"constraint|limit|requirement|budget|deadline|environment|spec")),
    ("decision", re.compile(r"decision|decided|agreed|plan|choice")),
    ("state", re.compile(r"goal|status|progress|state|todo|to-do|next|pending|open|done")),
    ("fact", re.compile(r"fact|detail|info|contact|account|identifier|id|reference|context")),
)
"""The kind a list's heading names through its words."""
