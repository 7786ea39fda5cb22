#!/usr/bin/env bash
# The checks and builds `npm test` runs before its suites, on two cores at once: the type check beside
# lint, the catalogue check and the builds (none of which reads what another writes; the type check
# reads no built file). Fails when any of them fails.
set -euo pipefail
npm run schema:check
npm run codegen:check
npm run typecheck &
typecheck=$!
if ! (npm run lint && npm run i18n:check -w web && npm run build -w web && npm run build -w gateway); then
  kill "$typecheck" 2>/dev/null || true
  exit 1
fi
wait "$typecheck"
