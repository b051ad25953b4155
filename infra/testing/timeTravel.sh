#!/usr/bin/env bash
# Tests do not age: runs the date-sensitive test files (infra/testing/dateSensitive.txt) as if
# today were 400 days ahead, then early on Sunday 4 April 2027 in Melbourne (00:30 AEDT), the
# 25-hour day daylight saving ends, when the UTC date is still the day before and "now + 24 hours"
# is still today. Each run's clock starts at its moment and keeps running.
#   infra/testing/timeTravel.sh                      both runs (the second without the browser files)
#   infra/testing/timeTravel.sh '+30 days' [file...] one run, of the given files or the list
# PostgreSQL and Redis keep the real clock (they are daemons this does not start); product code
# must not mix their now() with the process's clock.
set -euo pipefail
cd "$(dirname "$0")/../.."

command -v faketime >/dev/null || { echo "timeTravel.sh needs faketime (Debian: apt-get install faketime)" >&2; exit 1; }

year_ahead='+400 days'
dst_day='2027-04-03 13:30:00 UTC'
if [ $# -gt 0 ]; then
  moment=$1
  shift
  files=("$@")
  [ ${#files[@]} -gt 0 ] || mapfile -t files < <(grep -vE '^[[:space:]]*(#|$)' infra/testing/dateSensitive.txt)
  runs=("$moment")
  whole_list_on_dst_day=1
else
  mapfile -t files < <(grep -vE '^[[:space:]]*(#|$)' infra/testing/dateSensitive.txt)
  runs=("$year_ahead" "$dst_day")
  whole_list_on_dst_day=
fi

run_at() {
  local moment=$1
  shift
  echo "Date-sensitive tests with the clock at: $(date -u -d "$moment" '+%Y-%m-%d %H:%M UTC') ($moment)"
  # The monotonic clock moves too: FAKETIME_DONT_FAKE_MONOTONIC=1 makes Chromium load pages 50 times slower.
  faketime "$moment" npx vitest run "$@"
}

for moment in "${runs[@]}"; do
  if [ "$moment" = "$dst_day" ] && [ -z "$whole_list_on_dst_day" ]; then
    # On the daylight-saving day, the files without a browser: the product's day arithmetic runs on
    # the server and in pure code, and the browser files (minutes under libfaketime) already ran a
    # year ahead. `infra/testing/timeTravel.sh '2027-04-03 13:30:00 UTC'` runs all of them on that day.
    mapfile -t serverSide < <(printf '%s\n' "${files[@]}" | grep -vE '^web/.*\.e2e\.spec\.tsx?$')
    run_at "$moment" "${serverSide[@]}"
  else
    run_at "$moment" "${files[@]}"
  fi
done
