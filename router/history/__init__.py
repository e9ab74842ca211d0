"""A session's history: the edit log and its store, the view it gives, calibration, recall."""
