"""Framework hooks: LangChain middleware, Agents SDK input filter, pydantic-ai history processor,
LiteLLM proxy pre-call hook. Each compacts what the model sees, never the framework's saved state,
and needs its own extra installed (`compaction-router[langchain]`, `[openai-agents]`,
`[pydantic-ai]`, `[proxy]`).
"""
