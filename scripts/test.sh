#!/usr/bin/env bash
# README command 2: install everything and run every check and test, browser tests included.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/install.sh"
source "$(dirname "${BASH_SOURCE[0]}")/find-chromium.sh"
npm test
