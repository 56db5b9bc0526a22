# Sourced by the test scripts: install_debian_package <package> installs a Debian package when this
# shell may (root, apt-get present), refreshing the package lists only when the first try fails.
# Prints what it does; returns non-zero when it may not or could not.
install_debian_package() {
  local package="$1"
  [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 || return 1
  echo "Installing the Debian package '$package'…"
  DEBIAN_FRONTEND=noninteractive apt-get install -y "$package" >/dev/null 2>&1 ||
    { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y "$package"; }
}
