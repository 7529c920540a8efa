# Sourced by the project's scripts: Node 24 on PATH, then the locked dependencies installed.
# `npm ci` runs only when package-lock.json changed since the last install.
source "$(dirname "${BASH_SOURCE[0]}")/node-env.sh"
cd "$repo_root"
lock_hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
stamp="node_modules/.installed-lock-hash"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  echo "Installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > "$stamp"
fi
