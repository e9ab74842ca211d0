"""Router: keeps chat requests inside the model's window; the one place that talks to models."""
