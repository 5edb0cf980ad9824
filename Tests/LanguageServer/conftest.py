"""`listfix server` driven by a real LSP client (pytest-lsp): the binary under test is
LISTFIX_BIN, as `swift build` made it."""
import os
import pathlib
import shutil
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

BINARY = os.environ.get("LISTFIX_BIN", str(pathlib.Path(__file__).parents[2] / ".build/debug/listfix"))
CACHE = os.environ.get("LISTFIX_TEST_CACHE") or "/tmp/listfix-lsp-test-cache"

ITEM = """import Foundation

struct Item: Identifiable {
    let id: UUID
    var name: String
}
"""

# The emoji before the call puts UTF-16 and UTF-8 columns apart.
VIEW = """import SwiftUI

struct ItemsView: View {
    let items: [Item]

    var body: some View {
        List {
            /* 😀 */ ForEach(items.indices, id: \\.self) { index in
                Text(items[index].name)
            }
        }
    }
}
"""

PACKAGE = """// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])
"""


@pytest.fixture
def project(tmp_path):
    """A package with a model file and a view whose rows are keyed by index."""
    root = tmp_path / "App"
    (root / "Sources/App").mkdir(parents=True)
    (root / "Package.swift").write_text(PACKAGE)
    (root / "Sources/App/Item.swift").write_text(ITEM)
    (root / "Sources/App/ItemsView.swift").write_text(VIEW)
    return root


def cli(args, cwd):
    """The command line on the same files: what the server must agree with."""
    env = dict(os.environ, LISTFIX_CACHE_DIR=CACHE)
    return subprocess.run([BINARY, *args], cwd=cwd, capture_output=True, text=True, env=env)


def server_config(**env):
    return ClientServerConfig(server_command=[BINARY, "server"], server_env=dict(os.environ, LISTFIX_CACHE_DIR=CACHE, **env))


async def start(lsp_client: LanguageClient, debounce: int):
    # As editors do: take the server's registrations for file watching.
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    # Every publication kept in order (the client's own handler keeps only the last per file),
    # so a test reads each one, however many arrive together.
    lsp_client.published = []
    features = lsp_client.protocol.fm._features
    stores = features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS]

    def keep(params):
        lsp_client.published.append(params)
        return stores(params)

    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = keep

    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(
            workspace=types.WorkspaceClientCapabilities(
                did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)),
            text_document=types.TextDocumentClientCapabilities(
                publish_diagnostics=types.PublishDiagnosticsClientCapabilities(related_information=True))),
        initialization_options={"debounceMilliseconds": debounce}))


@pytest_lsp.fixture(config=server_config())
async def client(lsp_client: LanguageClient):
    """A server that checks each change at once."""
    await start(lsp_client, 0)
    yield
    await lsp_client.shutdown_session()
    # `shutdown` then `exit`: the server ends cleanly.
    assert lsp_client._server.returncode == 0


@pytest_lsp.fixture(config=server_config())
async def slow_client(lsp_client: LanguageClient):
    """A server that waits for 300 ms of quiet before it checks a change."""
    await start(lsp_client, 300)
    yield
    await lsp_client.shutdown_session()
    assert lsp_client._server.returncode == 0
