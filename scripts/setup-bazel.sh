#!/usr/bin/env bash
# Installs what the Bazel integration test needs (tests/bazel_test.sh): Debian's
# bazel-bootstrap (Bazel 4.2.3, works offline) and bazel-rules-java (the
# rules_java repository it wants).  Large, so separate from scripts/setup.sh;
# scripts/test.sh runs it.  Idempotent.
set -euo pipefail
pkgs=(bazel-bootstrap bazel-rules-java default-jdk-headless)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup-bazel: installing ${missing[*]}"
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
command -v bazel >/dev/null
