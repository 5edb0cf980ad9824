# Build and install the listfix binary: `make install PREFIX=~/.local` puts it in ~/.local/bin.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
CONFIGURATION ?= release
# Extra flags for `swift build`, such as --scratch-path.
SWIFT_FLAGS ?=
# On Linux the Swift runtime is linked into the binary: it starts in half the time, and a `check`
# of an unchanged app is mostly its start (see the README's cache section). macOS ships the runtime.
STATIC_STDLIB ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

.PHONY: build install uninstall test

build:
	$(SWIFT) build $(SWIFT_FLAGS) $(STATIC_STDLIB) -c $(CONFIGURATION) --product listfix

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(SWIFT_FLAGS) $(STATIC_STDLIB) -c $(CONFIGURATION) --show-bin-path)/listfix" "$(DESTDIR)$(BINDIR)/listfix"
	@echo "Installed $(DESTDIR)$(BINDIR)/listfix"
	@case ":$$PATH:" in *":$(BINDIR):"*|*":$(BINDIR)/:"*) ;; *) \
	  echo "$(BINDIR) is not on your PATH, so the shell will not find listfix. Add it, for example in ~/.profile or ~/.zshrc:"; \
	  echo "  export PATH=\"$(BINDIR):\$$PATH\""; \
	esac

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/listfix"

# The command CI and the README run.
test:
	$(SWIFT) test --parallel
