# Build and install the listfix binary: `make install PREFIX=~/.local` puts it in ~/.local/bin.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
CONFIGURATION ?= release
# Extra flags for `swift build`, such as --scratch-path.
SWIFT_FLAGS ?=

.PHONY: build install uninstall test

build:
	$(SWIFT) build $(SWIFT_FLAGS) -c $(CONFIGURATION) --product listfix

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(SWIFT_FLAGS) -c $(CONFIGURATION) --show-bin-path)/listfix" "$(DESTDIR)$(BINDIR)/listfix"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/listfix"

test:
	$(SWIFT) test
