#!/usr/bin/env bash
# The content scanning tests run Debian's rspamd (started by the tests with a private configuration,
# never as the system service; see apps/api/src/content-scan/private-rspamd.ts).
set -euo pipefail
if [ -x /usr/bin/rspamd ] || [ -x /usr/sbin/rspamd ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "rspamd is missing: run 'sudo apt-get install -y rspamd' and try again." >&2
  exit 1
fi
echo "Installing Debian's rspamd for the content scanning tests..."
apt-get update -qq
# The package's own service is not what the platform runs: no init system starts it in a container,
# and where one does, it stays the administrator's business.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rspamd >/dev/null
