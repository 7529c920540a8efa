#!/usr/bin/env bash
# README command 1: install everything, build the web app and start Here & There at
# http://localhost:8080 on its embedded PostgreSQL, with demo members to sign in with.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"
npm run build --silent
export DEMO_DATA="${DEMO_DATA:-true}"
exec npm start --silent
