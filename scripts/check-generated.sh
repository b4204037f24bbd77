#!/usr/bin/env bash
# Fails when generated/ is not what `npm run generate` makes from the contract: generated code is
# never edited by hand, and a contract change must be regenerated and committed with it.
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(mktemp -d)
cp -r generated "$before/"
npm run --silent generate >/dev/null
if ! diff -r "$before/generated" generated; then
  echo "generated/ is stale or was edited by hand: run npm run generate and commit the result." >&2
  rm -rf generated && cp -r "$before/generated" generated
  exit 1
fi
echo "generated/ matches the contract."
