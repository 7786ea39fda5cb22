#!/usr/bin/env bash
# The system packages `npm test` needs besides node_modules, all Debian's: chromium for the
# end-to-end tests (or CHROME_PATH naming another Chromium), redis-server for the shared-cache and
# shared-limit tests, and postgresql for the tests of the PostgreSQL store (they start their own
# servers from its binaries, /usr/lib/postgresql/<major>/bin). Run first by `npm test` and by
# .ci/run: installs whichever is missing when it can (root, with apt-get), else stops at once with
# the command to run.
set -euo pipefail

missing=()
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
if ! command -v redis-server >/dev/null; then missing+=(redis-server); fi
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then missing+=(postgresql); fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "npm test needs ${missing[*]}, which this machine lacks; install with:" >&2
if command -v apt-get >/dev/null; then
  echo "  sudo apt-get install -y ${missing[*]}" >&2
else
  echo "  your system's package manager (Debian's names: ${missing[*]}; PostgreSQL's binaries are looked for under /usr/lib/postgresql/<major>/bin)" >&2
fi
if [[ " ${missing[*]} " == *" chromium "* ]]; then echo "or, for Chromium, set CHROME_PATH to a Chromium or Chrome already installed." >&2; fi
exit 1
