#!/usr/bin/env bash
# The project's whole test run (`npm test`): typecheck, lint, format, dead code (knip), unit tests,
# the server tests again on real PostgreSQL, production build, bundle budget, a SIGKILL durability
# check and end-to-end tests. Every step runs even after a failure so the summary is complete.
# Steps that do not compete for the same core run side by side (see run_lanes); each step's log is
# printed whole when its stage ends. The summary gives every step's counts and wall time; the last
# line is "N passed, N failed" over every test and check.
set -uo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/debian-package.sh
source scripts/debian-package.sh

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] || install_debian_package chromium
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium not found at $CHROMIUM. Install the Debian package 'chromium' (apt-get install -y chromium, as root)," >&2
  echo "or set CHROMIUM_PATH to a Chromium binary." >&2
  exit 1
fi
export CHROMIUM_PATH="$CHROMIUM"

# Most specs run in Chromium's headless shell, which takes about a third less CPU per test than the
# full browser (e2e/support/common/chromium.ts). Without it they run in the full browser, only slower.
HEADLESS_SHELL="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
[ -x "$HEADLESS_SHELL" ] || install_debian_package chromium-headless-shell
if [ ! -x "$HEADLESS_SHELL" ]; then
  echo "Chromium's headless shell not found at $HEADLESS_SHELL (Debian package 'chromium-headless-shell'):"
  echo "every spec runs in the full Chromium, which is slower."
fi

# The label-sheet tests read the PDF the portal makes with poppler (pdftoppm, pdftotext, pdfinfo).
command -v pdftoppm >/dev/null 2>&1 || install_debian_package poppler-utils
if ! command -v pdftoppm >/dev/null 2>&1; then
  echo "pdftoppm not found. Install the Debian package 'poppler-utils' (apt-get install -y poppler-utils, as root)." >&2
  exit 1
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/whetstone-test.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
RUN_STARTED=$SECONDS

# Each step leaves "$WORK/<step>.result": "passed failed seconds", and its output in "$WORK/<step>.log".
STEPS=()

check() { # step command…  — a step that counts as one check
  local step="$1" started=$SECONDS
  shift
  echo "── $step: $*" >"$WORK/$step.log"
  if "$@" >>"$WORK/$step.log" 2>&1; then echo "1 0 $((SECONDS - started))" >"$WORK/$step.result"; else echo "0 1 $((SECONDS - started))" >"$WORK/$step.result"; fi
}

suite() { # step kind json-file command…  — a test suite counted from its reporter's JSON file
  local step="$1" kind="$2" json="$3" started=$SECONDS
  shift 3
  echo "── $step: $*" >"$WORK/$step.log"
  "$@" >>"$WORK/$step.log" 2>&1
  echo "$(count_json "$kind" "$json") $((SECONDS - started))" >"$WORK/$step.result"
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

# Tests that failed first and passed on a retry: counted as passed, never hidden.
flaky_tests() { # playwright-json-file
  node -e '
    let r;
    try { r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); } catch { process.exit(0); }
    const walk = (suite, titles) => {
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === "flaky") console.log(`  ${spec.file}:${spec.line} › ${[...titles, spec.title].filter(Boolean).join(" › ")}`);
    };
    for (const suite of r.suites ?? []) walk(suite, []);
  ' "$1"
}

# Runs each lane (a shell function) in the background, then prints their steps' logs in order.
run_lanes() { # lane…
  local pids=() lane
  for lane in "$@"; do
    "$lane" &
    pids+=($!)
  done
  wait "${pids[@]}"
}

print_logs() { # step…
  local step
  for step in "$@"; do
    echo
    cat "$WORK/$step.log"
    STEPS+=("$step")
  done
}

static_checks() {
  check typecheck npm run --silent typecheck
  check lint npm run --silent lint
  check format npm run --silent format:check
  check knip npm run --silent knip
}
build_then_unit_tests() {
  check build npm run --silent build
  check bundle-budget npx tsx scripts/bundle-budget.ts
  suite unit vitest "$WORK/vitest.json" npx vitest run --reporter=default --reporter=json --outputFile.json="$WORK/vitest.json"
}
postgres_tests() {
  suite "server on PostgreSQL" vitest "$WORK/vitest-postgres.json" \
    bash scripts/with-postgres.sh npx vitest run --project server --reporter=dot --reporter=json --outputFile.json="$WORK/vitest-postgres.json"
}
durability() {
  # One round of bench/durability against the build: SIGKILL mid-burst, restart, every acknowledged write present.
  check durability npx tsx bench/durability/durability.ts --rounds 1 --kill-after 100
}
e2e_tests() {
  # One retry, so a flaky test is reported as flaky (listed below the summary) instead of failing the run unseen.
  PLAYWRIGHT_JSON_OUTPUT_FILE="$WORK/playwright.json" suite e2e playwright "$WORK/playwright.json" \
    npx playwright test --reporter=list,json --retries=1
}
server_after_build() {
  postgres_tests
  durability
}

# Stage 1: the static checks (one core each, one after another) beside the build and the unit tests.
run_lanes static_checks build_then_unit_tests
print_logs typecheck lint format knip build bundle-budget unit
# Stage 2: the browser tests spend most of their time waiting on the page; the PostgreSQL pass
# and the durability round use the cores meanwhile.
run_lanes e2e_tests server_after_build
print_logs "server on PostgreSQL" durability e2e

echo
echo "── summary (wall time of each step; side-by-side steps overlap)"
PASSED=0
FAILED=0
for step in "${STEPS[@]}"; do
  read -r P F S <"$WORK/$step.result" || { P=0 F=1 S=0; }
  PASSED=$((PASSED + P))
  FAILED=$((FAILED + F))
  printf '%-22s %5s passed %5s failed %5ss\n' "$step" "$P" "$F" "$S"
done
FLAKY="$(flaky_tests "$WORK/playwright.json")"
if [ -n "$FLAKY" ]; then
  echo "flaky (failed first, passed on retry):"
  echo "$FLAKY"
fi
echo "whole run: $((SECONDS - RUN_STARTED))s"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
