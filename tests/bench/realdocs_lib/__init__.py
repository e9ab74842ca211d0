"""Sessions built from real documents of this machine: sources, facts, workloads, arms."""
