#!/usr/bin/env bash
# Builds the pinned actionlint (the GitHub workflow linter) into .tools/ from the Go module
# proxy once; later runs reuse it. Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
# v1.7.11: the newest that builds with the Go of CI (1.24; v1.7.12 needs 1.25).
ACTIONLINT_VERSION=v1.7.11
tools_dir="$PWD/.tools/actionlint-$ACTIONLINT_VERSION"
if [ ! -x "$tools_dir/actionlint" ]; then
  echo "Installing actionlint $ACTIONLINT_VERSION into $tools_dir (once)..." >&2
  GOBIN="$tools_dir" go install "github.com/rhysd/actionlint/cmd/actionlint@$ACTIONLINT_VERSION" >&2
fi
echo "$tools_dir/actionlint"
