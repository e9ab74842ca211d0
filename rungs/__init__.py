"""Rungs: pure functions over OpenAI chat message dicts that shrink a request."""
