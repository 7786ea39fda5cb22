#!/usr/bin/env bash
# The compose stack's first start, where the machine runs containers (.ci/run calls it when
# `docker compose` works): every required variable given fresh secrets, as an operator's .env would,
# `docker compose up --wait` until every service is healthy, then the gateway's /readyz and a page
# through it. Everything it made, volumes too, is removed afterwards under its own project name.
set -euo pipefail
cd "$(dirname "$0")/.."

project="yip-smoke-$$"
env_file="$(mktemp)"
secret() { node -e 'process.stdout.write(require("node:crypto").randomBytes(24).toString("hex"))'; }
{
  for name in GATEWAY_SECRET JWT_SECRET POSTGRES_PASSWORD MINIO_ROOT_PASSWORD MANAGER_PASSWORD; do echo "$name=$(secret)"; done
} >"$env_file"
compose() { docker compose --project-name "$project" --env-file "$env_file" "$@"; }
cleanup() {
  compose down --volumes --remove-orphans >/dev/null 2>&1 || true
  rm -f "$env_file"
}
trap cleanup EXIT

compose up --detach --build --wait --wait-timeout 600
node --input-type=module -e '
  const check = async (path, test) => {
    const res = await fetch("http://127.0.0.1:4000" + path);
    const body = await res.text();
    if (!res.ok || !test(body)) throw new Error(`${path} answered ${res.status}`);
    console.log(`${path}: ${res.status}`);
  };
  await check("/readyz", () => true);
  await check("/zhTw/", (body) => /^<!doctype html>/i.test(body));
' || { compose logs --tail 100 backend gateway; exit 1; }
