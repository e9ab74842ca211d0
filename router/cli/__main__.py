"""`python -m router.cli`: the console script."""

import sys

from router.cli.command import main

sys.exit(main())
