# Squire: convenience targets around meson. `make run` and `make check` are
# all a fresh Debian 12 machine needs; `deps` installs what is missing.

BUILDDIR ?= _build
MESON ?= meson

# Debian packages needed to build, run and test. Keep in step with meson.build.
# gcc brings its sanitizer runtimes (libasan, libubsan), so `make check-asan`
# needs nothing more.
DEB_PACKAGES = \
	meson ninja-build pkg-config gcc \
	libglib2.0-dev libglib2.0-bin libgtk-4-dev libgtk-4-bin libadwaita-1-dev libjson-glib-dev \
	libsoup-3.0-dev libqrencode-dev chromium chromium-driver python3-selenium \
	gettext desktop-file-utils appstream libxml2-utils librsvg2-common \
	xvfb xauth python3 python3-pyatspi at-spi2-core dbus-daemon xdotool x11-apps openbox \
	man-db groff-base

# Only `make fuzz` (and `make deps-fuzz`) install these: clang and the
# libFuzzer runtime, libclang_rt.fuzzer-x86_64.a.
FUZZ_DEB_PACKAGES = clang libclang-rt-14-dev

# Uninstalled runs find the compiled schema in the build tree.
RUN_ENV = GSETTINGS_SCHEMA_DIR=$(CURDIR)/$(BUILDDIR)/data SQUIRE_LOCALEDIR=$(CURDIR)/$(BUILDDIR)/po

export DEBIAN_FRONTEND = noninteractive

.PHONY: all deps deps-fuzz build run check check-asan install-test fuzz fuzz-build bench screenshots usability clean

all: build

# $(call deb_install,PACKAGES): apt-get install those not yet installed.
deb_install = \
	missing=""; \
	for p in $(1); do \
	  dpkg-query -W -f='$${db:Status-Abbrev}' "$$p" 2>/dev/null | grep -q '^ii' \
	    || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then \
	  echo "$@: all Debian packages present"; \
	else \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  echo "$@: installing$$missing"; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y --no-install-recommends $$missing; \
	fi

deps:
	@$(call deb_install,$(DEB_PACKAGES))

deps-fuzz:
	@$(call deb_install,$(FUZZ_DEB_PACKAGES))

# Order-only: deps must come first, but must not force a new setup.
$(BUILDDIR)/build.ninja: | deps
	$(MESON) setup $(BUILDDIR) $(if $(CI),-Dwerror=true)

build: deps $(BUILDDIR)/build.ninja
	$(MESON) compile -C $(BUILDDIR)

run: build
	$(RUN_ENV) $(BUILDDIR)/src/squire

# The UI suite needs a display: everything runs under a private Xvfb, as
# large as a desktop's screen so that real clicks (XTest) reach every part
# of a 1280x800 window, and test programs never see the developer's
# session. Each C UI test starts one more of its own inside that
# (tests/app/own-display.sh), so that no test's window takes the focus
# from another's; the end-to-end scripts use this one, one at a time. Then,
# when clang is installed, a short fuzz run (`make deps-fuzz` installs
# clang; CI does).
# In between, the list of files and functions over the size limits.
check: build
	env -u WAYLAND_DISPLAY xvfb-run -a -s "-noreset -screen 0 1600x1200x24" $(MESON) test -C $(BUILDDIR) --print-errorlogs --no-suite usability
	@/usr/bin/python3 tests/data/check-sizes.py $(CURDIR)
	@if command -v clang >/dev/null 2>&1; then \
	  $(MAKE) --no-print-directory fuzz FUZZ_SECONDS=$(FUZZ_SMOKE_SECONDS); \
	else \
	  echo "check: clang not found, skipping the $(FUZZ_SMOKE_SECONDS)-second fuzz run (make deps-fuzz installs it)"; \
	fi

# The engine and persistence suites again, built with AddressSanitizer and
# UndefinedBehaviorSanitizer (gcc's). Any report fails the test: UBSan
# halts on the first error, LeakSanitizer runs at exit. GLib has no frame
# pointers, so whole leak stacks (and tests/fuzz/lsan.supp, the leaks known
# and accepted, each with its reason) need the slow unwinder, which makes
# every allocation some 25 times slower: the round trip of the property
# corpus plays fewer games here than in `make check`.
ASANDIR ?= _build-asan
SAN_ENV = \
	ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0:abort_on_error=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/fuzz/lsan.supp:print_suppressions=0 \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	G_SLICE=always-malloc \
	SQ_PERSISTENCE_GAMES=300 \
	SQ_LEGENDS_GAMES=20 \
	SQ_STEPS_GAMES=8

$(ASANDIR)/build.ninja: | deps
	$(MESON) setup $(ASANDIR) -Db_sanitize=address,undefined -Db_lundef=false

check-asan: deps $(ASANDIR)/build.ninja
	$(MESON) compile -C $(ASANDIR)
	suites="--suite record --suite soc --suite persistence --suite legends"; \
	$(SAN_ENV) $(MESON) test -C $(ASANDIR) --print-errorlogs --timeout-multiplier=3 $$suites

# `meson install` of $(BUILDDIR) into a temporary DESTDIR (removed
# afterwards), then: every file in place (binaries, desktop file, metainfo,
# icons, schema, man pages, translations, user guide), the installed
# desktop file, metainfo and schema validated, and the installed `squire
# --version`, `squire-cli --version` and `squire-cli replay` run against the
# installed data alone, without a display; the Flatpak manifest is checked
# too. INSTALL_TEST_DESTDIR=DIR installs there and keeps it.
INSTALL_TEST_DESTDIR ?=

install-test: build
	/usr/bin/python3 tests/data/check-install.py --meson $(MESON) \
	  --builddir $(BUILDDIR) --srcroot $(CURDIR) \
	  --manifest flatpak/io.github.camelot_squire.Squire.json --run \
	  $(if $(INSTALL_TEST_DESTDIR),--keep $(INSTALL_TEST_DESTDIR))

# libFuzzer over load + replay + state JSON (tests/fuzz), in its own clang
# build with ASan and UBSan. `make fuzz` runs FUZZ_SECONDS; a crash stops it
# with the input in $(FUZZDIR)/artifacts/ (see HACKING.md).
FUZZDIR ?= _build-fuzz
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 60
# libFuzzer's leak check (0 turns it off, say while a known leak is fixed)
FUZZ_DETECT_LEAKS ?= 1

$(FUZZDIR)/build.ninja: | deps deps-fuzz
	CC=clang $(MESON) setup $(FUZZDIR) -Dfuzzing=true

fuzz-build: deps deps-fuzz $(FUZZDIR)/build.ninja
	$(MESON) compile -C $(FUZZDIR) fuzz-load

fuzz: fuzz-build
	FUZZ_DETECT_LEAKS=$(FUZZ_DETECT_LEAKS) tests/fuzz/run-fuzz.sh $(FUZZDIR) $(FUZZ_SECONDS)

# Benchmarks run in their own optimised build; they print figures (see
# docs/performance.md) and never fail on timing. The window benchmarks use
# GTK's cairo renderer: on a machine without a GPU, GTK's GL renderer draws
# in software (llvmpipe) and measures that instead (BENCH_RENDERER=gl to
# see it).
BENCHDIR ?= _build-release
BENCH_RENDERER ?= cairo

bench: deps
	test -f $(BENCHDIR)/build.ninja || $(MESON) setup $(BENCHDIR) --buildtype=release
	$(MESON) compile -C $(BENCHDIR)
	env -u WAYLAND_DISPLAY GSK_RENDERER=$(BENCH_RENDERER) \
	  xvfb-run -a -s -noreset $(MESON) test -C $(BENCHDIR) --benchmark --verbose
	$(BENCHDIR)/src/cli/squire-cli simulate --games 20000 --seed 7 --players 5 --no-check

# The main screens, light and dark, at 1280x800 and 360x640, rendered by
# the real window into docs/screenshots/ (see docs/user-guide.md); then,
# the same in each language of po/LINGUAS (start-dark-360x640-nl.png).
screenshots: build
	env -u WAYLAND_DISPLAY GSETTINGS_BACKEND=memory $(RUN_ENV) \
	  xvfb-run -a -s "-noreset -screen 0 1920x1080x24" \
	  $(BUILDDIR)/tests/app/make-screenshots $(CURDIR)/docs/screenshots
	for lang in $$(grep -v '^#' po/LINGUAS); do \
	  env -u WAYLAND_DISPLAY GSETTINGS_BACKEND=memory $(RUN_ENV) \
	    xvfb-run -a -s "-noreset -screen 0 1920x1080x24" \
	    $(BUILDDIR)/tests/app/make-screenshots $(CURDIR)/docs/screenshots $$lang || exit 1; \
	done

# Presses per turn with real input, by mouse and by keyboard, in both deck
# modes (tests/app/e2e-turns.py; figures in docs/usability.md). Long.
usability: build
	env -u WAYLAND_DISPLAY xvfb-run -a -s "-noreset -screen 0 1280x800x24" \
	  $(MESON) test -C $(BUILDDIR) --print-errorlogs --suite usability

clean:
	rm -rf $(BUILDDIR) $(ASANDIR) $(FUZZDIR)
