#!/usr/bin/env bash
# Tests do not age: runs the date-sensitive test files (infra/testing/dateSensitive.txt) as if
# today were 400 days ahead, then early on Sunday 4 April 2027 in Melbourne (00:30 AEDT), the
# 25-hour day daylight saving ends, when the UTC date is still the day before and "now + 24 hours"
# is still today. Each run's clock starts at its moment and keeps running.
#   infra/testing/timeTravel.sh                      both runs
#   infra/testing/timeTravel.sh '+30 days' [file...] one run, of the given files or the list
# PostgreSQL and Redis keep the real clock (they are daemons this does not start); product code
# must not mix their now() with the process's clock.
set -euo pipefail
cd "$(dirname "$0")/../.."

command -v faketime >/dev/null || { echo "timeTravel.sh needs faketime (Debian: apt-get install faketime)" >&2; exit 1; }

moments=('+400 days' '2027-04-03 13:30:00 UTC')
files=()
if [ $# -gt 0 ]; then
  moments=("$1")
  shift
  files=("$@")
fi
if [ ${#files[@]} -eq 0 ]; then
  mapfile -t files < <(grep -vE '^[[:space:]]*(#|$)' infra/testing/dateSensitive.txt)
fi

for moment in "${moments[@]}"; do
  echo "Date-sensitive tests with the clock at: $(date -u -d "$moment" '+%Y-%m-%d %H:%M UTC') ($moment)"
  # The monotonic clock moves too: FAKETIME_DONT_FAKE_MONOTONIC=1 makes Chromium load pages 50 times slower.
  faketime "$moment" npx vitest run "${files[@]}"
done
