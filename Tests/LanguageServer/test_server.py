"""End to end: `listfix server` with pytest-lsp's client, checked against `listfix check` and
`listfix fix` run on the same files."""
import asyncio
import json
import os
import pathlib

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import BINARY, ITEM, VIEW, cli, client, project, slow_client  # noqa: F401 (fixtures)


def uri(path: pathlib.Path) -> str:
    return path.as_uri()


async def published(client: LanguageClient, target: str, timeout: float = 20):
    """The next diagnostics published for `target` that this test has not read yet."""
    seen = client.__dict__.setdefault("read", {})
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        mine = [p for p in client.published if p.uri == target]
        if len(mine) > seen.get(target, 0):
            seen[target] = seen.get(target, 0) + 1
            return mine[seen[target] - 1]
        assert asyncio.get_running_loop().time() < deadline, f"no diagnostics published for {target}"
        await asyncio.sleep(0.005)


def open_document(client: LanguageClient, path: pathlib.Path, text: str | None = None, version: int = 1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri(path), language_id="swift", version=version, text=path.read_text() if text is None else text)))


def change_document(client: LanguageClient, path: pathlib.Path, text: str, version: int):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


def offset(text: str, position: types.Position) -> int:
    """The index in `text` of a protocol position counted in UTF-16 code units."""
    lines = text.splitlines(keepends=True)
    start = sum(len(line) for line in lines[:position.line])
    line = lines[position.line] if position.line < len(lines) else ""
    units = 0
    k = 0
    while k < len(line) and units < position.character:
        units += 2 if ord(line[k]) > 0xFFFF else 1
        k += 1
    return start + k


def apply_edits(text: str, edits) -> str:
    spans = sorted(((offset(text, e.range.start), offset(text, e.range.end), e.new_text) for e in edits), reverse=True)
    for a, b, new in spans:
        text = text[:a] + new + text[b:]
    return text


async def code_actions(client: LanguageClient, path: pathlib.Path, range_: types.Range, diagnostics=(), only=None):
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)), range=range_,
        context=types.CodeActionContext(diagnostics=list(diagnostics), only=only)))


def cli_findings(project: pathlib.Path, *paths: str):
    result = cli(["check", "--no-cache", "--format", "json", *paths], project)
    return json.loads(result.stdout)


async def test_open_publishes_the_findings_of_check(client: LanguageClient, project: pathlib.Path):
    view = project / "Sources/App/ItemsView.swift"
    open_document(client, view)
    params = await published(client, uri(view))
    [expected] = cli_findings(project, "Sources/App/ItemsView.swift")
    [diagnostic] = params.diagnostics
    assert diagnostic.code == "indices-id" == expected["rule"]
    assert diagnostic.message == expected["message"]
    assert diagnostic.severity == types.DiagnosticSeverity.Information  # a note: a migration on offer
    assert diagnostic.source == "listfix"
    # UTF-16: the emoji before the call is two code units, its UTF-8 four bytes.
    line = VIEW.splitlines()[7]
    assert diagnostic.range.start == types.Position(line=7, character=line.index("ForEach") + 1)
    assert diagnostic.range.start.line + 1 == expected["line"]
    page = pathlib.Path(diagnostic.code_description.href.removeprefix("file://"))
    assert page.name == "indices-id.md"
    assert page.read_text().startswith("# indices-id")


async def test_change_is_checked_from_the_unsaved_text(client: LanguageClient, project: pathlib.Path):
    view = project / "Sources/App/ItemsView.swift"
    open_document(client, view)
    assert len((await published(client, uri(view))).diagnostics) == 1
    fixed = VIEW.replace("ForEach(items.indices, id: \\.self) { index in", "ForEach(items) { item in").replace("items[index]", "item")
    change_document(client, view, fixed, 2)
    params = await published(client, uri(view))
    assert params.version == 2
    assert not params.diagnostics
    # Back again, then saved: the diagnostics return on change and are published on save.
    change_document(client, view, VIEW, 3)
    assert len((await published(client, uri(view))).diagnostics) == 1
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri(view))))
    params = await published(client, uri(view))
    assert [d.code for d in params.diagnostics] == ["indices-id"]


async def test_changes_in_quick_succession_are_checked_once(slow_client: LanguageClient, project: pathlib.Path):
    client = slow_client
    view = project / "Sources/App/ItemsView.swift"
    open_document(client, view)
    assert len((await published(client, uri(view))).diagnostics) == 1
    for version in range(2, 7):
        change_document(client, view, VIEW + "// typing" + "." * version + "\n", version)
    params = await published(client, uri(view))
    assert params.version == 6
    await asyncio.sleep(0.5)
    assert [p.version for p in client.published if p.uri == uri(view)] == [1, 6]


async def test_quick_fix_applied_gives_what_fix_writes_and_rechecks_clean(client: LanguageClient, project: pathlib.Path):
    view = project / "Sources/App/ItemsView.swift"
    open_document(client, view)
    [diagnostic] = (await published(client, uri(view))).diagnostics
    actions = await code_actions(client, view, diagnostic.range, [diagnostic])
    quick = [a for a in actions if a.kind == types.CodeActionKind.QuickFix and a.is_preferred]
    assert len(quick) == 1
    assert quick[0].diagnostics[0].code == "indices-id"
    edited = apply_edits(VIEW, quick[0].edit.changes[uri(view)])
    assert cli(["fix", "--no-cache", "Sources/App/ItemsView.swift"], project).returncode == 0
    assert edited == view.read_text()
    assert edited != VIEW
    change_document(client, view, edited, 2)
    assert not (await published(client, uri(view))).diagnostics


async def test_fix_all_applies_every_safe_fix(client: LanguageClient, project: pathlib.Path):
    view = project / "Sources/App/ItemsView.swift"
    second = VIEW.replace("List {", "List {\n            ForEach(items.enumerated(), id: \\.offset) { pair in\n"
                                    "                Text(pair.element.name)\n            }", 1)
    view.write_text(second)
    open_document(client, view)
    assert sorted(d.code for d in (await published(client, uri(view))).diagnostics) == ["indices-id", "offset-id"]
    start = types.Position(line=0, character=0)
    actions = await code_actions(client, view, types.Range(start=start, end=start), only=["source.fixAll.listfix"])
    assert [a.kind for a in actions] == ["source.fixAll.listfix"]
    edited = apply_edits(second, actions[0].edit.changes[uri(view)])
    assert cli(["fix", "--no-cache", "Sources/App/ItemsView.swift"], project).returncode == 0
    assert edited == view.read_text() != second


async def test_silence_action_writes_an_ignore_comment(client: LanguageClient, project: pathlib.Path):
    view = project / "Sources/App/ItemsView.swift"
    open_document(client, view)
    [diagnostic] = (await published(client, uri(view))).diagnostics
    actions = await code_actions(client, view, diagnostic.range, [diagnostic], only=[types.CodeActionKind.QuickFix])
    [silence] = [a for a in actions if a.title.startswith("Silence")]
    edited = apply_edits(VIEW, silence.edit.changes[uri(view)])
    assert "            // listfix:ignore indices-id\n            /* 😀 */ ForEach" in edited
    change_document(client, view, edited, 2)
    assert not (await published(client, uri(view))).diagnostics


async def test_unsafe_fix_says_so_in_its_title(client: LanguageClient, project: pathlib.Path):
    # An element type listfix cannot see: the migration's fix is offered, marked unsafe.
    (project / "Sources/App/Item.swift").unlink()
    view = project / "Sources/App/ItemsView.swift"
    expected = cli(["check", "--no-cache", "--format", "json", "Sources/App/ItemsView.swift"], project)
    findings = json.loads(expected.stdout)
    open_document(client, view)
    diagnostics = (await published(client, uri(view))).diagnostics
    assert [d.code for d in diagnostics] == [f["rule"] for f in findings]
    for diagnostic, finding in zip(diagnostics, findings):
        actions = await code_actions(client, view, diagnostic.range, [diagnostic], only=[types.CodeActionKind.QuickFix])
        fixes = [a for a in actions if not a.title.startswith("Silence")]
        if finding.get("fix", {}).get("applicability") == "unsafe":
            assert len(fixes) == 1 and "(unsafe: " in fixes[0].title and not fixes[0].is_preferred
        elif finding.get("fix") is None:
            assert fixes == []


async def test_settings_change_and_a_broken_settings_file(client: LanguageClient, project: pathlib.Path):
    view = project / "Sources/App/ItemsView.swift"
    open_document(client, view)
    assert len((await published(client, uri(view))).diagnostics) == 1
    [registration] = client.registrations
    assert registration.method == "workspace/didChangeWatchedFiles"
    assert [w["globPattern"] for w in registration.register_options["watchers"]] == [
        "**/.listfix.toml", "**/Package.swift", "**/.swift-version", "**/project.pbxproj", "**/project.yml",
        "**/*.xcconfig", "**/*.swift"]
    settings = project / ".listfix.toml"
    settings.write_text('disable = ["indices-id"]\n')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=uri(settings), type=types.FileChangeType.Created)]))
    assert not (await published(client, uri(view))).diagnostics
    settings.write_text('disable = ["indices-id"\n')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=uri(settings), type=types.FileChangeType.Changed)]))
    await published(client, uri(view))
    [message] = client.messages
    assert message.type == types.MessageType.Error
    assert ".listfix.toml" in message.message
    # Still serving: a good file again brings the findings back.
    settings.write_text('disable = []\n')
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=uri(settings), type=types.FileChangeType.Changed)]))
    assert [d.code for d in (await published(client, uri(view))).diagnostics] == ["indices-id"]


async def test_editing_a_model_file_updates_the_open_views(client: LanguageClient, project: pathlib.Path):
    view = project / "Sources/App/ItemsView.swift"
    model = project / "Sources/App/Item.swift"
    open_document(client, view)
    assert len((await published(client, uri(view))).diagnostics) == 1
    open_document(client, model)
    await published(client, uri(model))
    # An `id` made anew on each read: keyed by it, rows would never match; the migration goes.
    computed = ITEM.replace("let id: UUID", "var id: UUID { UUID() }")
    change_document(client, model, computed, 2)
    assert not (await published(client, uri(view))).diagnostics
    model.write_text(computed)
    assert cli_findings(project, "Sources/App/ItemsView.swift") == []
    change_document(client, model, ITEM, 3)
    assert [d.code for d in (await published(client, uri(view))).diagnostics] == ["indices-id"]
    # Closing the model's buffer: the project reads the file on disk (the computed id) again.
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri(model))))
    assert not (await published(client, uri(view))).diagnostics


async def test_related_information_points_at_the_declarations(client: LanguageClient, project: pathlib.Path):
    model = project / "Sources/App/Item.swift"
    model.write_text(ITEM.replace("    var name: String\n", "    var name: String\n\n"
                                  "    var words: [Word] { name.split(separator: \" \").map { Word(text: String($0)) } }\n")
                     + "\nstruct Word: Identifiable {\n    let id = UUID()\n    var text: String\n}\n")
    view = project / "Sources/App/ItemView.swift"
    view.write_text("import SwiftUI\n\nstruct ItemView: View {\n    let item: Item\n\n    var body: some View {\n"
                    "        List {\n            ForEach(item.words) { word in\n                Text(word.text)\n            }\n"
                    "            .onDelete { _ in }\n        }\n    }\n}\n")
    open_document(client, view)
    [diagnostic] = (await published(client, uri(view))).diagnostics
    assert diagnostic.code == "id-made-in-body"
    assert diagnostic.message.startswith("`Item.words` makes new `Word` values")
    assert [(r.location.uri, r.location.range.start, r.message) for r in diagnostic.related_information] == [
        (uri(model), types.Position(line=2, character=7), "`Item` is declared here"),
        (uri(model), types.Position(line=9, character=7), "`Word` is declared here"),
    ]


async def test_malformed_messages_are_answered_and_serving_goes_on(client: LanguageClient, project: pathlib.Path):
    transport = client.protocol.writer
    transport.write(b"Content-Length: 9\r\n\r\n{not json")
    transport.write(b"Content-Length: 2\r\n\r\n[]")
    with pytest.raises(Exception, match="listfix does not serve"):
        await client.protocol.send_request_async("listfix/unknown", {})
    with pytest.raises(Exception, match="needs an open document"):
        await client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri="file:///nowhere.swift"),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[])))
    view = project / "Sources/App/ItemsView.swift"
    open_document(client, view)
    assert len((await published(client, uri(view))).diagnostics) == 1


async def test_invalid_and_huge_files_do_not_stop_the_server(client: LanguageClient, project: pathlib.Path):
    # A file of the project that is not UTF-8 is skipped while the project is read.
    (project / "Sources/App/Broken.swift").write_bytes(b"let s = \"\xff\xfe\"\n")
    huge = project / "Sources/App/Huge.swift"
    text = "let x = 1\n" * (17 * 1024 * 1024 // 10)
    open_document(client, huge, text=text)
    assert not (await published(client, uri(huge), timeout=60)).diagnostics
    assert any("larger than 16 MiB" in m.message for m in client.log_messages)
    view = project / "Sources/App/ItemsView.swift"
    open_document(client, view)
    assert len((await published(client, uri(view))).diagnostics) == 1


def resident_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="reads the server's memory from /proc")
async def test_memory_stays_flat_over_a_thousand_edits(client: LanguageClient, project: pathlib.Path):
    view = project / "Sources/App/ItemsView.swift"
    # A file of some size: the same view repeated, each with a finding.
    text = VIEW + "".join(VIEW.split("\n", 1)[1].replace("ItemsView", f"ItemsView{k}") for k in range(40))
    open_document(client, view, text=text)
    assert len((await published(client, uri(view))).diagnostics) == 41
    pid = client._server.pid

    async def edit(version: int):
        # Typing a comment at the end and taking it back, alternately.
        edited = text + ("// note\n" if version % 2 else "")
        change_document(client, view, edited, version)
        params = await published(client, uri(view))
        assert params.version == version and len(params.diagnostics) == 41

    for version in range(2, 102):
        await edit(version)
    warm = resident_kib(pid)
    for version in range(102, 1102):
        await edit(version)
    grown = resident_kib(pid) - warm
    print(f"resident memory: {warm} KiB after 100 edits, {warm + grown} KiB after 1,100")
    # Generous: a leak of a copy of the text per edit (some 30 KB) would be 30 MB.
    assert grown < 8 * 1024, f"resident memory grew by {grown} KiB over 1,000 edits"


async def test_one_file_under_two_uris_is_checked_once_per_change(client: LanguageClient, project: pathlib.Path, tmp_path: pathlib.Path):
    # A file that declares a model and lists it, open through its folder and through a link to it:
    # each buffer's text changes what the project declares, and neither check may start the other's forever.
    both = ITEM + "\n" + VIEW
    view = project / "Sources/App/ItemsView.swift"
    view.write_text(both)
    (project / "Sources/App/Item.swift").unlink()
    link = tmp_path / "link"
    link.symlink_to(project)
    linked = link / "Sources/App/ItemsView.swift"
    open_document(client, view)
    assert [d.code for d in (await published(client, uri(view))).diagnostics] == ["indices-id"]
    open_document(client, linked)
    await published(client, uri(linked))
    change_document(client, linked, both.replace(": Identifiable", ""), 2)
    await published(client, uri(linked))
    await asyncio.sleep(0.5)
    assert len([p for p in client.published if p.uri in (uri(view), uri(linked))]) <= 4
    # Still serving.
    change_document(client, view, VIEW.replace("ForEach(items.indices", "ForEach(items.indices.reversed()"), 2)
    await published(client, uri(view))


async def test_a_nested_settings_file_applies_to_its_folder_only(client: LanguageClient, project: pathlib.Path):
    legacy = project / "Sources/App/Legacy"
    legacy.mkdir()
    (legacy / ".listfix.toml").write_text('disable = ["indices-id"]\n')
    old = legacy / "OldView.swift"
    old.write_text(VIEW.replace("ItemsView", "OldView"))
    view = project / "Sources/App/ItemsView.swift"
    for first, second in ((old, view), (view, old)):
        open_document(client, first)
        open_document(client, second)
        assert [d.code for d in (await published(client, uri(view))).diagnostics] == ["indices-id"]
        assert not (await published(client, uri(old))).diagnostics
        for doc in (first, second):
            client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri(doc))))
            await published(client, uri(doc))


async def test_the_settings_baseline_hides_accepted_findings(client: LanguageClient, project: pathlib.Path):
    assert cli(["check", "--no-cache", "--write-baseline", "baseline.txt", "."], project).returncode == 0
    (project / ".listfix.toml").write_text('baseline = "baseline.txt"\n')
    assert cli_findings(project, "Sources/App/ItemsView.swift") == []
    view = project / "Sources/App/ItemsView.swift"
    open_document(client, view)
    assert not (await published(client, uri(view))).diagnostics


async def test_silencing_beside_an_ignore_comment_adds_to_it(client: LanguageClient, project: pathlib.Path):
    view = project / "Sources/App/ItemsView.swift"
    text = VIEW.replace("            /* 😀 */ ForEach", "            // listfix:ignore self-id -- rows are never edited\n            /* 😀 */ ForEach")
    view.write_text(text)
    open_document(client, view)
    [diagnostic] = (await published(client, uri(view))).diagnostics
    actions = await code_actions(client, view, diagnostic.range, [diagnostic], only=[types.CodeActionKind.QuickFix])
    [silence] = [a for a in actions if a.title.startswith("Silence")]
    edited = apply_edits(text, silence.edit.changes[uri(view)])
    assert "// listfix:ignore self-id indices-id -- rows are never edited\n            /* 😀 */ ForEach" in edited


async def test_a_file_created_in_a_new_folder_joins_its_package(client: LanguageClient, project: pathlib.Path):
    # The view lists a type declared nowhere yet: its element type is unknown.
    view = project / "Sources/App/ItemsView.swift"
    (project / "Sources/App/Item.swift").unlink()
    open_document(client, view)
    before = [d.code for d in (await published(client, uri(view))).diagnostics]
    models = project / "Sources/App/Models"
    models.mkdir()
    (models / "Item.swift").write_text(ITEM)
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=uri(models / "Item.swift"), type=types.FileChangeType.Created)]))
    expected = [f["rule"] for f in cli_findings(project, "Sources/App/ItemsView.swift")]
    params = await published(client, uri(view))
    assert [d.code for d in params.diagnostics] == expected
    assert [d.message for d in params.diagnostics] != before or expected == before


async def test_a_changed_package_manifest_changes_the_target(client: LanguageClient, project: pathlib.Path):
    # `empty-state` offers `ContentUnavailableView` from iOS 17: below it, nothing to say.
    manifest = project / "Package.swift"
    manifest.write_text(manifest.read_text().replace(".iOS(.v17)", ".iOS(.v16)"))
    view = project / "Sources/App/EmptyView.swift"
    view.write_text("""import SwiftUI

struct ItemsList: View {
    let items: [Item]

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.name)
            }
        }
        .overlay {
            if items.isEmpty {
                Text("Nothing here yet")
            }
        }
    }
}
""")
    open_document(client, view)
    assert not (await published(client, uri(view))).diagnostics
    manifest.write_text(manifest.read_text().replace(".iOS(.v16)", ".iOS(.v17)"))
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=uri(manifest), type=types.FileChangeType.Changed)]))
    assert [d.code for d in (await published(client, uri(view))).diagnostics] == ["empty-state"]
    assert [f["rule"] for f in cli_findings(project, "Sources/App/EmptyView.swift")] == ["empty-state"]
