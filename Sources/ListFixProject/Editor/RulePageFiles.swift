import ListFixKit

/// Each rule's page as a file in the cache folder, for an editor to open from a diagnostic's
/// link: the pages are built into listfix, so the link works offline and names this version's page.
package struct RulePageFiles {
    private let folder: String?

    package init(options: Options) {
        folder = CacheFolder(options: options).flatMap { $0.create() ? $0.folder + "/rules" : nil }
    }

    /// The page of rule `id`, written once; nil for an unknown rule or an unwritable cache.
    package func path(of id: String) -> String? {
        guard let folder, let page = RuleDocumentation.text[id], CacheFolder.makeFolders(folder) else { return nil }
        let path = folder + "/" + id + ".md"
        let bytes = Array(page.utf8)
        if (try? FileSystem.read(path)) != bytes {
            guard (try? FileSystem.write(path, bytes)) != nil else { return nil }
        }
        return path
    }
}
