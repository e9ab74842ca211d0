"""Chat histories with durable items and how a compactor's output is scored against them."""
