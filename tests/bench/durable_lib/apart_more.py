"""Two more chat histories written apart (a renovation, a thesis), measured as written before
any change was made from them; the same shape as `durable_lib.apart`."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.apart import A, Apart, U, chat, chatter


def renovation() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You coordinate home renovation work for clients. Never approve a "
                "payment to a contractor without the client's written confirmation.",
            },
            U("hey, we're redoing the kitchen and the upstairs bathroom in our place in Leipzig"),
            A("Great, happy to help. What's the overall budget?"),
            U("we've set aside €45,000 for everything, that's the ceiling"),
            A("OK."),
            *chat(3, 0),
            U("the builder is Bauer & Sohn, our contact there is Jens Albrecht"),
            U("and nothing on weekends please, the neighbours already complained once"),
            A("Understood, weekdays only."),
            *chatter(3, 1),
        ],
        [
            U("for the floors we're going with solid oak in the kitchen"),
            A("Oak in the kitchen, noted."),
            *chat(3, 2),
            U("building permit came through, the number is BA-2027-0412"),
            *chatter(2, 3),
        ],
        [
            U("small thing: I'd like a weekly summary on Fridays instead of messages every day"),
            *chatter(3, 0),
            U("scratch the oak, the quote was silly. vinyl plank it is"),
            A("Switching the kitchen floor to vinyl plank."),
            *chat(2, 1),
        ],
        [
            U("good news, my parents are chipping in so we can go up to €52,000 now"),
            *chatter(4, 2),
            U("where things are: kitchen demolition done, bathroom is waiting on the plumber"),
        ],
        [
            *chat(3, 3),
            U("the bathroom tiles have to be slip-resistant, R11 at least, my dad is unsteady"),
            A("R11 or better for the bathroom tiles."),
            *chatter(2, 0),
        ],
    ]
    check = {
        "payment": ["written confirmation"],
        "budget": ["52,000"],
        "builder": ["Jens Albrecht"],
        "weekends": ["weekends"],
        "floor": ["vinyl plank"],
        "permit": ["BA-2027-0412"],
        "digest": ["Fridays"],
        "state": ["waiting on the plumber"],
        "tiles": ["R11"],
    }
    stale = {"budget": ["45,000"], "floor": ["solid oak"]}
    return parts, check, stale


def thesis() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You are a writing assistant for graduate students. Do not invent "
                "references; if you are unsure a source exists, say so.",
            },
            U("I'm writing my master's thesis on commuter cycling in mid-sized towns."),
            A("Sounds interesting. Any formal requirements?"),
            U("Citations in APA 7th edition throughout."),
            U("The hard word limit is 8,000 words."),
            A("Got it."),
            *chatter(3, 1),
            U("My supervisor is Prof. Ingrid Holm, she reads drafts on Mondays."),
            *chat(2, 2),
        ],
        [
            U("Submission is due 15 June 2027."),
            A("15 June 2027, noted."),
            *chatter(3, 3),
            U("Method-wise we settled on a mixed-methods design: a survey plus ten interviews."),
            *chat(2, 0),
        ],
        [
            U("please use British spelling in anything you draft for me"),
            *chatter(3, 1),
            U("Ethics approval is through, reference ETH-23-117."),
            *chat(2, 2),
        ],
        [
            U("I got an extension! The new deadline is 29 June 2027."),
            A("Congratulations. Deadline moved to 29 June 2027."),
            *chatter(3, 3),
            U("Oh and the faculty clarified that the limit is 10,000 words, references excluded."),
        ],
        [
            *chat(3, 0),
            U(
                "Progress: chapters 1 and 2 are drafted, chapter 3 is blocked until the survey closes."
            ),
            A("Thanks for the update."),
            *chatter(2, 1),
        ],
    ]
    check = {
        "references": ["invent"],
        "apa": ["APA 7th"],
        "limit": ["10,000 words"],
        "supervisor": ["Ingrid Holm"],
        "deadline": ["29 June 2027"],
        "method": ["mixed-methods"],
        "spelling": ["British spelling"],
        "ethics": ["ETH-23-117"],
        "state": ["chapter 3"],
    }
    stale = {"deadline": ["15 June 2027"], "limit": ["8,000 words"]}
    return parts, check, stale


MORE: list[tuple[str, Callable[[], Apart]]] = [("renovation", renovation), ("thesis", thesis)]
