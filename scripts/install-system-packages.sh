#!/usr/bin/env bash
# The real parts of the end-to-end tests, from Debian's (or Ubuntu's) packages: a Secret Service
# keychain (gnome-keyring, driven inside dbus-run-session), secret-tool to inspect it, a headless
# Chromium for the browser login, tmux/script for pseudo-terminal tests, openssl (the docs' recipes),
# and zsh and fish for the `svc completion` tests. `npm test` runs this first (pretest): it installs what is missing when it
# runs as root with apt-get, and otherwise stops at once with one line naming the packages and the
# command that installs them. Idempotent; a no-op when everything is there.
set -euo pipefail
packages=(gnome-keyring libsecret-tools dbus dbus-daemon dbus-bin tmux util-linux openssl zsh fish)
missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == *"install ok installed"* ]] || missing+=("$p")
done
# Any Chromium-family browser will do (test/support/browser.ts finds it the same way): CHROMIUM_PATH,
# else the first of these on PATH. Only when there is none is Debian's chromium package needed.
browser_found=false
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then browser_found=true; fi
for b in chromium google-chrome-stable google-chrome chromium-browser; do
  if command -v "$b" >/dev/null 2>&1; then browser_found=true; fi
done
[ "$browser_found" = true ] || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The end-to-end tests need these system packages: ${missing[*]}. Install them with: sudo apt-get install -y --no-install-recommends ${missing[*]} (or run npm test as root on Debian/Ubuntu, which installs them)." >&2
  exit 1
fi
echo "Installing the system packages the end-to-end tests need: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
