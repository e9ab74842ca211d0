"""The decision engine: replay, pass through, or judge, apply the rungs and record the edit.

Pure: it yields the model calls it wants made and receives the replies; it imports no LiteLLM
and nothing of the provider layer, the CLI or the `Router` facade.
"""
