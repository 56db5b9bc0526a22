#!/usr/bin/env bash
# The project's whole test run (`npm test`): typecheck, lint, format, dead code (knip), unit tests, the server tests again
# on real PostgreSQL, production build, bundle budget, a SIGKILL durability check and
# end-to-end tests. Every step runs even after a failure so the summary is
# complete; the last line is "N passed, N failed" over every test and check.
set -uo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium not found at $CHROMIUM: installing the Debian package 'chromium'…"
    if ! { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }; then
      echo "Could not install the Debian package 'chromium'. Install it, or set CHROMIUM_PATH to a Chromium binary." >&2
      exit 1
    fi
  else
    echo "Chromium not found at $CHROMIUM. Install the Debian package 'chromium' (apt-get install -y chromium, as root)," >&2
    echo "or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "The package 'chromium' installed no binary at $CHROMIUM; set CHROMIUM_PATH to the Chromium binary." >&2
  exit 1
fi
export CHROMIUM_PATH="$CHROMIUM"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/whetstone-test.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
PASSED=0
FAILED=0
SUMMARY=()

record() { # name passed failed
  PASSED=$((PASSED + $2))
  FAILED=$((FAILED + $3))
  SUMMARY+=("$(printf '%-20s %5s passed %5s failed' "$1" "$2" "$3")")
}

check() { # name command…  — a step that counts as one check
  local name="$1"
  shift
  echo
  echo "── $name: $*"
  if "$@"; then record "$name" 1 0; else record "$name" 0 1; fi
}

# Reads "passed failed" from a reporter's JSON file; a missing or unreadable file is one failure.
count_json() { # kind file
  node -e '
    const [kind, file] = process.argv.slice(1);
    let r;
    try { r = JSON.parse(require("fs").readFileSync(file, "utf8")); } catch { console.log("0 1"); process.exit(0); }
    if (kind === "vitest") {
      const failed = r.numFailedTests + (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? 1 : 0);
      console.log(`${r.numPassedTests} ${failed}`);
    } else {
      const s = r.stats ?? {};
      const failed = (s.unexpected ?? 0) + ((r.errors ?? []).length > 0 && !s.unexpected ? 1 : 0);
      const passed = (s.expected ?? 0) + (s.flaky ?? 0);
      console.log(`${passed} ${passed + failed === 0 ? 1 : failed}`);
    }
  ' "$1" "$2"
}

check typecheck npm run --silent typecheck
check lint npm run --silent lint
check format npm run --silent format:check
check knip npm run --silent knip

echo
echo "── unit tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$WORK/vitest.json"
read -r P F < <(count_json vitest "$WORK/vitest.json")
record "unit" "$P" "$F"

echo
echo "── server tests on PostgreSQL (scripts/with-postgres.sh)"
bash scripts/with-postgres.sh npx vitest run --project server --reporter=dot --reporter=json --outputFile.json="$WORK/vitest-postgres.json"
read -r P F < <(count_json vitest "$WORK/vitest-postgres.json")
record "server on PostgreSQL" "$P" "$F"

check build npm run --silent build
check bundle-budget node scripts/bundle-budget.mjs
# One round of bench/durability/durability.ts against the build: SIGKILL mid-burst, restart, every acknowledged write present.
check durability npx tsx bench/durability/durability.ts --rounds 1 --kill-after 100

echo
echo "── end-to-end tests (playwright)"
PLAYWRIGHT_JSON_OUTPUT_FILE="$WORK/playwright.json" npx playwright test --reporter=list,json
read -r P F < <(count_json playwright "$WORK/playwright.json")
record "e2e" "$P" "$F"

echo
echo "── summary"
printf '%s\n' "${SUMMARY[@]}"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
