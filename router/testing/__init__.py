"""Testing aids: a scripted model and a local OpenAI-compatible server, both offline."""
