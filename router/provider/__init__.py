"""The provider seam: drivers that carry out the engine's calls, retries, errors, streams."""
