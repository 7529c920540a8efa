#!/usr/bin/env bash
# Development mode: the API restarts on change (node --watch) and Vite serves the web app
# with hot reload at http://localhost:5173, proxying API calls to :8080.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"
export DEMO_DATA="${DEMO_DATA:-true}" NODE_ENV="${NODE_ENV:-development}"
node --watch-path=apps/api/src --watch-path=packages/contracts/src apps/api/src/main.ts &
api_pid=$!
trap 'kill -TERM $api_pid 2>/dev/null; wait $api_pid 2>/dev/null' EXIT INT TERM
npm run dev -w @here-and-there/web
