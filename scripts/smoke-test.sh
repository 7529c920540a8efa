#!/usr/bin/env bash
# Starts the built app on a fresh data folder and checks it over HTTP like a first visitor would.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/node-env.sh"
cd "$repo_root"
data_dir="$(mktemp -d /tmp/here-and-there-smoke-XXXXXX)"
chmod 755 "$data_dir"
port="${SMOKE_PORT:-18080}"
log="$data_dir/server.log"
DATA_DIR="$data_dir" PORT="$port" node apps/api/src/main.ts >"$log" 2>&1 &
server_pid=$!
cleanup() {
  kill -TERM "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  rm -rf "$data_dir"
}
trap cleanup EXIT
start=$SECONDS
until curl -fsS "http://localhost:$port/healthz" >/dev/null 2>&1; do
  if ! kill -0 "$server_pid" 2>/dev/null || [ $((SECONDS - start)) -gt 60 ]; then
    echo "the server did not start:"; cat "$log"; exit 1
  fi
  sleep 0.5
done
echo "serving after $((SECONDS - start)) s"
curl -fsS "http://localhost:$port/readyz" | grep -q '"ok"'
curl -fsS -H 'accept: text/html' "http://localhost:$port/auth/login" | grep -q '<div id="root">'
email="smoke-$RANDOM@example.com"
status=$(curl -s -o "$data_dir/signup.json" -w '%{http_code}' -H 'content-type: application/json' \
  -d "{\"email\":\"$email\",\"password\":\"Travel2026\",\"first_name\":\"Smoke\",\"last_name\":\"Test\",\"accept_terms\":true}" \
  "http://localhost:$port/thr/v1/api/signup/")
[ "$status" = "201" ] || { echo "sign-up answered $status: $(cat "$data_dir/signup.json")"; exit 1; }
token=$(node -p "JSON.parse(require('fs').readFileSync('$data_dir/signup.json','utf8')).token")
curl -fsS -H "authorization: Bearer $token" "http://localhost:$port/thr/v1/api/users/me" | grep -q "$email"
curl -fsS "http://localhost:$port/thr/v1/api/address-search/?q=ber" | grep -q '"full_name":"Berlin, Germany"'
kill -TERM "$server_pid"
wait "$server_pid" || true
if pgrep -f "$data_dir/postgres" >/dev/null; then echo "the embedded PostgreSQL outlived the server"; exit 1; fi
echo "smoke test passed: health, web page, sign-up, places, graceful shutdown"
