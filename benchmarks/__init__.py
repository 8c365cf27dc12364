"""Benchmarks: ``python -m benchmarks`` prints one JSON object per line."""
