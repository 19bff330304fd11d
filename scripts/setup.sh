#!/usr/bin/env bash
# Sets up a Debian 12 machine to build Kiln, then builds it into build/.
# Idempotent: packages already present and an up-to-date build are left alone.
#   KILN_BUILD_TYPE=Release|Debug (default Release)   KILN_SANITIZE=ON for ASan+UBSan
#   KILN_BUILD_DIR=build (default)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

pkgs=(llvm-19-dev clang-19 libclang-rt-19-dev lld-19 liblld-19-dev libtree-sitter-dev libuv1-dev libxxhash-dev liblmdb-dev
      libssl-dev node-llhttp cmake ninja-build gcc make pkg-config nodejs npm time hyperfine
      unicode-data newlib-source curl wrk libcurl4-openssl-dev nginx protobuf-compiler)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# nodejs/npm may come from outside Debian (a preinstalled Node.js); accept those.
if command -v node >/dev/null && command -v npm >/dev/null; then
  filtered=()
  for p in "${missing[@]}"; do [[ $p == nodejs || $p == npm ]] || filtered+=("$p"); done
  missing=("${filtered[@]+"${filtered[@]}"}")
fi
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# npm: the tree-sitter grammar and stdlib's msun ports (compiled by CMake), esbuild
# (test expectations) and tsgo (bench/incremental's reference).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
fi

bdir=${KILN_BUILD_DIR:-build}
btype=${KILN_BUILD_TYPE:-Release}
san=${KILN_SANITIZE:-OFF}
if [ ! -f "$bdir/build.ninja" ] || ! grep -q "KILN_SANITIZE:BOOL=$san" "$bdir/CMakeCache.txt" 2>/dev/null; then
  cmake -S . -B "$bdir" -G Ninja -DCMAKE_BUILD_TYPE="$btype" -DKILN_SANITIZE="$san" >/dev/null
fi
ninja -C "$bdir" | tail -n 1
echo "setup: ready: $bdir/kiln"
