# Squire: convenience targets around meson. `make run` and `make check` are
# all a fresh Debian 12 machine needs; `deps` installs what is missing.

BUILDDIR ?= _build
MESON ?= meson

# Debian packages needed to build, run and test. Keep in step with meson.build.
DEB_PACKAGES = \
	meson ninja-build pkg-config gcc \
	libglib2.0-dev libglib2.0-bin libgtk-4-dev libadwaita-1-dev libjson-glib-dev \
	gettext desktop-file-utils appstream libxml2-utils \
	xvfb xauth python3

# Uninstalled runs find the compiled schema in the build tree.
RUN_ENV = GSETTINGS_SCHEMA_DIR=$(CURDIR)/$(BUILDDIR)/data

export DEBIAN_FRONTEND = noninteractive

.PHONY: all deps build run check bench clean

all: build

deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${db:Status-Abbrev}' "$$p" 2>/dev/null | grep -q '^ii' \
	    || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then \
	  echo "deps: all Debian packages present"; \
	else \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  echo "deps: installing$$missing"; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y --no-install-recommends $$missing; \
	fi

# Order-only: deps must come first, but must not force a new setup.
$(BUILDDIR)/build.ninja: | deps
	$(MESON) setup $(BUILDDIR) $(if $(CI),-Dwerror=true)

build: deps $(BUILDDIR)/build.ninja
	$(MESON) compile -C $(BUILDDIR)

run: build
	$(RUN_ENV) $(BUILDDIR)/src/squire

# The UI suite needs a display: everything runs under a private Xvfb, and
# test programs never see the developer's session.
check: build
	env -u WAYLAND_DISPLAY xvfb-run -a $(MESON) test -C $(BUILDDIR) --print-errorlogs

# Benchmarks run in their own optimised build; they print figures (see
# docs/performance.md) and never fail on timing.
BENCHDIR ?= _build-release

bench: deps
	test -f $(BENCHDIR)/build.ninja || $(MESON) setup $(BENCHDIR) --buildtype=release
	$(MESON) compile -C $(BENCHDIR)
	env -u WAYLAND_DISPLAY xvfb-run -a $(MESON) test -C $(BENCHDIR) --benchmark --verbose
	$(BENCHDIR)/src/cli/squire-cli simulate --games 20000 --seed 7 --players 5 --no-check

clean:
	rm -rf $(BUILDDIR)
