#!/usr/bin/env bash
# Installs the Debian packages Glance needs, and only those that are missing.
# Silent when nothing is missing. Runs apt as root, or through sudo where it exists.
set -euo pipefail

packages=(
  pkg-config
  libsdl2-dev libcairo2-dev libharfbuzz-dev libfreetype-dev zlib1g-dev librsvg2-dev libpoppler-glib-dev heif-gdk-pixbuf
  fonts-inter fonts-dejavu-core fonts-font-awesome fonts-noto-cjk fonts-noto-color-emoji libfontconfig-dev
  xvfb faketime chromium
)

if ! command -v swift >/dev/null 2>&1; then
  echo "error: no 'swift' on PATH; Glance needs Swift 6 (swift.org toolchain for Linux)" >&2
  exit 1
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "error: not a Debian-based system; install the equivalents of: ${packages[*]}" >&2
  exit 1
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "error: missing packages (${missing[*]}) and neither root nor sudo to install them" >&2
  exit 1
fi

echo "Installing missing Debian packages: ${missing[*]}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
export DEBIAN_FRONTEND=noninteractive
if ! { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "error: apt-get could not install: ${missing[*]}" >&2
  exit 1
fi
