"""Site control: the operators' commands and the local servers, outside the code location (`pipeline/`).

No step imports this package, so editing it rebuilds no site (`pipeline/defs/unchanged.py`, tests/test_code_version.py).
"""
