"""Reading a request: validated messages, the prefix shared with the last one, tokens, budget."""
