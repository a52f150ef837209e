#!/usr/bin/env bash
# Runs every test of the monorepo: type checks, unit and e2e tests against a real database,
# and the browser tests in Debian's Chromium. Every suite runs even when an earlier one
# fails, so all summaries are printed; the exit code is non-zero if any suite failed.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
set -e
echo "Running on Node.js $(node --version)"
pnpm install --frozen-lockfile
bash scripts/ensure-chromium.sh
bash scripts/ensure-rspamd.sh
pnpm exec turbo run build typecheck
set +e

log_dir=$(mktemp -d)
failed_suites=()
run_suite() {
  local name=$1; shift
  echo
  echo "=== $name: $*"
  "$@" 2>&1 | tee "$log_dir/$name.log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || failed_suites+=("$name")
}

run_suite deploy-files node --test --test-reporter=tap scripts/check-deploy-files.mjs
run_suite embedded-mongo pnpm --filter @platform/embedded-mongo test
# Jest writes the coverage summaries read below; a stale one must not stand in for a failed run.
rm -rf apps/api/coverage apps/agent/coverage
run_suite api pnpm --filter @platform/api test:index-audit
run_suite agent pnpm --filter @platform/agent test:coverage
run_suite web-unit pnpm --filter @platform/web test
run_suite web-browser pnpm --filter @platform/web test:browser

echo
echo "Node.js $(node --version)"
node scripts/summarize-coverage.mjs api=apps/api/coverage/coverage-summary.json agent=apps/agent/coverage/coverage-summary.json
node scripts/summarize-test-logs.mjs "$log_dir"/*.log
if [ ${#failed_suites[@]} -gt 0 ]; then
  echo "Failed suites: ${failed_suites[*]}"
  exit 1
fi
