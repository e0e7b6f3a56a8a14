#!/usr/bin/env bash
# The real parts of the end-to-end tests, from Debian's packages: a Secret Service keychain
# (gnome-keyring, driven inside dbus-run-session), secret-tool to inspect it, headless Chromium for
# the browser login, tmux/script for pseudo-terminal tests, openssl (the docs' recipes), and zsh and
# fish for the `svc completion` tests. Idempotent; a no-op when all are there.
set -euo pipefail
packages=(gnome-keyring libsecret-tools dbus dbus-daemon dbus-bin chromium tmux util-linux openssl zsh fish)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "install-system-packages: run as root, or install: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
