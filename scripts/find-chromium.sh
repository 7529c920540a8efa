# Sourced by test.sh: sets CHROME_PATH to a Chromium the browser tests can drive.
# Playwright must never download its own browser here, so we use Debian's.
if [ -z "${CHROME_PATH:-}" ] || [ ! -x "$CHROME_PATH" ]; then
  if [ -x /usr/bin/chromium ]; then
    CHROME_PATH=/usr/bin/chromium
  elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    CHROME_PATH=/usr/bin/chromium
  else
    echo "No Chromium found: install Debian's chromium (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary." >&2
    exit 1
  fi
fi
export CHROME_PATH
