import ListFixProject

/// The text of `listfix --help`.
enum Help {
    static let version = "listfix \(ToolVersion.number)"

    static let usage = """
    usage: listfix fix   [--dry-run | --patch FILE | --interactive | --review FILE] [--verify COMMAND] [options] PATH...
           listfix check [options] PATH...
           listfix rules [RULE-ID]
           listfix trust [--revoke] [--config FILE] [PATH]
           listfix server
           listfix --help | --version
    """

    static let text = """
    listfix finds SwiftUI List, ForEach and Table identity and row-shape mistakes and rewrites them.

    \(usage)

    commands:
      fix                 apply safe fixes in place (only changed files are written, atomically)
        --dry-run         write nothing; print a unified diff on standard output
        --patch FILE      write nothing to sources; write the diff to FILE (git apply / patch -p1); - for standard output
        --interactive, -i ask about each fix on the terminal (y n a d q ?, as git add -p); with --patch,
                          the accepted fixes go to the patch
        --review FILE     write nothing to sources; write an HTML page of every finding and fix, with a
                          checkbox per fix and a button that downloads the patch of the checked ones
        --verify COMMAND  run COMMAND (sh -c, e.g. 'swift build') before any edit and with the fixes; back out
                          the fixes it fails with, found by bisection (config `verify`, once approved
                          with `listfix trust`; --no-verify: do not)
      check               report every finding and change nothing (exit 1 if any)
      rules [RULE-ID]     list the rules, or print one rule's catalog page
      trust [PATH]        approve the `verify` command of the .listfix.toml that applies to PATH, so that fix
                          runs it (a settings file's command never runs unapproved, nor once it changes)
        --revoke          withdraw the approval
      server              a language server (LSP) on standard input and output: diagnostics as you type,
                          quick fixes, fix-all; `listfix server --help` says how to set up an editor

    options:
      --unsafe-fixes                  also apply fixes listfix could not prove safe (--no-unsafe-fixes: do not)
      --config FILE                   read settings from FILE instead of the nearest .listfix.toml
      --no-config                     read no .listfix.toml
      --swift-version X.Y             the compiler version (default: .swift-version, else Package.swift's tools version)
      --deployment-target P=X.Y[,...] e.g. iOS=17.0,macOS=14.0 (default: Package.swift's platforms:, or an Xcode project's settings)
      --rules ID[,ID...]              run only these rules (`all`: every rule, opt-in ones too)
      --extend-rules ID[,ID...]       run the default rules and these (opt-in rules are off by default)
      --disable ID[,ID...]            do not run these rules
      --fail-on error|warning|note    the lowest severity that makes check and fix exit 1 (default: warning)
      --format FORMAT                 text (default); json: findings as JSON on standard output, instead of
                                      diagnostics and diffs; github: one GitHub Actions annotation (::warning …)
                                      per finding; sarif: a SARIF 2.1.0 log with the rules, results and fixes;
                                      rdjson: reviewdog's format, each safe fix a suggestion; gitlab: a GitLab
                                      Code Quality report; junit: JUnit XML, a test case per file
      --exclude PATTERN               skip walked files and folders whose path or name matches (repeatable)
      --exit-zero                     exit 0 even when findings remain (errors still exit 2)
      --write-baseline FILE           check: record every finding as accepted (rule, path, a fingerprint of its lines)
      --baseline FILE                 check: report only findings not in FILE (config `baseline`)
      --diff-base REF                 check: report only findings on lines added or changed since the merge base
                                      of REF and HEAD (git), as a pull request's CI wants
      --statistics                    a count of findings (and safely fixable ones) per rule instead of the findings
      --quiet, -q                     only the findings (and errors): no summary, no notes
      --allow-dirty                   let `fix` write although files to change have uncommitted changes in git
      --stdin-filename NAME           with PATH '-': the name used in messages and for finding the target
      --jobs N                        worker threads (default: the number of cores)
      --no-cache                      check: neither read nor write the cache of earlier runs' results
      --cache-dir DIR                 check: keep the cache in DIR (default: LISTFIX_CACHE_DIR, config `cache-dir`,
                                      else ~/.cache/listfix, $XDG_CACHE_HOME/listfix, ~/Library/Caches/listfix on macOS)

    PATH is a file or a folder (searched for *.swift, skipping hidden folders, .build, DerivedData,
    Pods, Carthage, node_modules and what git ignores), or '-' for standard input (the result goes to
    standard output). Without PATH, the current folder.

    Settings come from the nearest .listfix.toml in the first PATH's folder or above (up to the git
    repository's root): rules, extend-rules, disable, fail-on, exclude, swift-version, unsafe-fixes,
    verify, cache-dir, [deployment-target] and [severity]. A flag replaces the file's value for its setting.
    A `// listfix:ignore [RULE-ID...]` comment on a finding's line, or alone on the line above, silences it.

    exit status: 0 success with nothing pending; 1 check found something at the severity --fail-on sets or above
    (notes alone never fail by default), fix left such findings it could not fix, or fix --dry-run/--patch has changes to show; 2 a usage error, or a file that could not be read
    or written, or a fix --verify build that fails before any fix.
    """

    static let server = """
    usage: listfix server

    A language server (the Language Server Protocol) on standard input and output, for any editor
    with an LSP client. Each open Swift file is checked inside its project, as `listfix check`
    run on it would, with that project's .listfix.toml, as you type; each safe fix is a quick
    fix, unsafe fixes say so in their title, `source.fixAll.listfix` applies every safe fix of
    the file, and a quick fix writes `// listfix:ignore RULE-ID` above a finding's line.

    Start it from the editor, for Swift files (README, "In your editor", has each editor's lines).
    initializationOptions: {"debounceMilliseconds": N} checks a change once typing pauses N ms (150).
    """
}
