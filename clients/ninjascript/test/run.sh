#!/usr/bin/env bash
# Compiles the NinjaScript licence client with Mono's C# compiler (C# 7.2 at most, as NinjaTrader 8 compiles
# C# 7.3 and older), against test/stubs standing in for NinjaTrader's types, then runs the test program:
#   clients/ninjascript/test/run.sh [cases.tsv]
# Without a case table it checks the RFC 8032 vectors only; apps/server/test/ninjascript writes the table from
# a running shop and calls this script.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
client="$(dirname "$here")"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
mcs -nologo -langversion:7.2 -warnaserror+ -r:System.Numerics.dll -out:"$out/tests.exe" \
  "$client"/ShopLicence/*.cs "$client"/Sample/*.cs "$here"/stubs/*.cs "$here"/LicenceTests.cs "$here"/SignInTests.cs "$here"/EntitlementTests.cs
mono "$out/tests.exe" "$here/rfc8032-vectors.txt" "$@"
