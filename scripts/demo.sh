#!/usr/bin/env bash
# Sets up (scripts/setup.sh), compiles the example program to a native
# executable and runs it.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
scripts/setup.sh
mkdir -p build/examples
echo "demo: build/kiln build examples/primes.ts -o build/examples/primes"
build/kiln build examples/primes.ts -o build/examples/primes
ls -l build/examples/primes | awk '{print "demo: executable size " $5 " bytes"}'
echo "demo: ./build/examples/primes 2000000"
time build/examples/primes 2000000
