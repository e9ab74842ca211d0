"""Rungs: pure functions over OpenAI chat message dicts that shrink a request.

Each rung keeps or changes whole groups (an assistant tool call with all its results), so its
output stays a valid OpenAI message list. The router's rung steps (router/engine/steps.py)
compose these: mask = `mask_candidates` → `plan_mask` → `apply_replacements`; summarize =
`choose_cut` → `render_summary` → `apply_summary`; fold (masked rounds into the summary) =
`foldable_end` → `fold_lines`; stop = `finish_messages`; truncation =
`plan_truncation`.
"""

from rungs.fold import (
    FOLD_HEADING,
    POINTERS_HEADING,
    fold_lines,
    foldable_end,
    pointer_lines,
    pointers_in,
    summary_body,
)
from rungs.groups import (
    Group,
    Message,
    call_index,
    group_calls,
    group_messages,
    result_keys,
    tool_rounds,
)
from rungs.mask import (
    MaskCandidate,
    apply_replacements,
    mask_candidates,
    plan_mask,
    render_placeholder,
    short_placeholder,
    worth_masking,
)
from rungs.relevance import Relevance, stem
from rungs.stop import FINISH_INSTRUCTION, finish_messages
from rungs.summarize import (
    SUMMARY_MARK,
    CarriedSummary,
    apply_summary,
    carried_summary,
    choose_cut,
    decisions_in,
    fit_summary,
    fold_start,
    is_summary,
    missing_items,
    previous_items,
    rank_items,
    render_summary,
    with_missing,
)
from rungs.text import content_text, shorten
from rungs.truncate import Encoding, plan_truncation, truncate_text

__all__ = [
    "FINISH_INSTRUCTION",
    "FOLD_HEADING",
    "POINTERS_HEADING",
    "SUMMARY_MARK",
    "CarriedSummary",
    "Encoding",
    "Group",
    "MaskCandidate",
    "Message",
    "Relevance",
    "apply_replacements",
    "apply_summary",
    "call_index",
    "carried_summary",
    "choose_cut",
    "content_text",
    "decisions_in",
    "finish_messages",
    "fit_summary",
    "fold_lines",
    "fold_start",
    "foldable_end",
    "group_calls",
    "group_messages",
    "is_summary",
    "mask_candidates",
    "missing_items",
    "plan_mask",
    "plan_truncation",
    "pointer_lines",
    "pointers_in",
    "previous_items",
    "rank_items",
    "render_placeholder",
    "render_summary",
    "result_keys",
    "short_placeholder",
    "shorten",
    "stem",
    "summary_body",
    "tool_rounds",
    "truncate_text",
    "with_missing",
    "worth_masking",
]
