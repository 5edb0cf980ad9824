#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftTokens

/// The deployment targets of an Xcode project's `project.pbxproj`, target by target: a native target's
/// build configuration sets its own `…_DEPLOYMENT_TARGET`, or inherits the project's configuration of
/// the same name. A project whose own settings name an older version than every target's (Xcode's
/// templates write one, and a target raised later keeps it) builds no code for that version.
struct XcodeProjectSettings {
    /// The kinds of object these targets are read from.
    private enum Kind { case project, nativeTarget, configurationList, configuration, other }

    /// One object of the project file, with the fields read from it.
    private struct Object {
        var kind = Kind.other
        var name = ""
        var configurationList: String?
        var configurations: [String] = []
        /// An `.xcconfig` the configuration builds on: it may set what the configuration leaves out.
        var basedOnFile = false
        /// Each platform's `…_DEPLOYMENT_TARGET` as written; nil where the value is not a version.
        var targets: [ApplePlatform: Version?] = [:]
        /// A setting for some SDKs only (`"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = 17.0;`).
        var conditional = false
    }

    private var objects: [String: Object] = [:]

    /// Nil when the text is not a project file written as Xcode writes it: one object per block,
    /// opened by `\t\t<24 hex digits> /* … */ = {` and closed by `\t\t};`, a field per line.
    init?(_ bytes: [UInt8]) {
        // Xcode writes the objects of each kind in a section of their own: only the four read here
        // are walked, a small part of a large project's file.
        // In the order Xcode writes them (by name), each looked for after the one before, else from the start.
        var sections: [Range<Int>] = []
        var from = 0
        for kind in ["PBXNativeTarget", "PBXProject", "XCBuildConfiguration", "XCConfigurationList"] {
            guard let begin = ByteSearch.first(of: "/* Begin \(kind) section */", in: bytes, from: from)
                    ?? ByteSearch.first(of: "/* Begin \(kind) section */", in: bytes, from: 0),
                  let end = ByteSearch.first(of: "/* End \(kind) section */", in: bytes, from: begin) else { return nil }
            sections.append(begin..<end)
            from = end
        }
        var found: [String: Object] = [:]
        var complete = true
        for section in sections where complete {
            complete = XcodeProjectSettings.read(bytes, section, into: &found)
        }
        guard complete, !found.isEmpty else { return nil }
        objects = found
    }

    /// Reads the objects of the lines in `section` into `found`; false when one is not closed there.
    private static func read(_ bytes: [UInt8], _ section: Range<Int>, into found: inout [String: Object]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            // The object being read: its id and fields, changed in place (a copy per line cost more
            // than the rest of the reading).
            // The object's id, by where it starts: made a string only for the objects kept.
            var id: Int?
            var object = Object()
            var inList = false
            var start = section.lowerBound
            let n = section.upperBound
            guard let base = b.baseAddress else { return false }
            while start < n {
                let end = memchr(base + start, 0x0A, n - start).map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? n
                defer { start = end + 1 }
                let stop = end > start && b[end - 1] == 0x0D ? end - 1 : end
                var k = start
                while k < stop && b[k] == 0x09 { k += 1 }
                let tabs = k - start
                // Most lines are fields of objects none of these targets are read from.
                if id != nil, object.kind == .other, tabs != 2, !(tabs == 3 && k < stop && b[k] == 0x69) { continue }
                // The line's tests are a value's methods: local functions capturing the loop's
                // variables cost an allocation per line.
                let line = Line(b, stop)
                guard let current = id else {
                    if tabs == 2, line.hexRun(at: k), stop >= k + 3, b[stop - 1] == 0x7B, b[stop - 2] == 0x20, b[stop - 3] == 0x3D {
                        id = k
                        object = Object()
                        inList = false
                    }
                    continue
                }
                if tabs == 2, line.has("};", at: k) {
                    if object.kind != .other { found[line.id(at: current)] = object }
                    id = nil
                    continue
                }
                if inList {
                    if line.has(");", at: k) { inList = false } else if line.hexRun(at: k) { object.configurations.append(line.id(at: k)) }
                } else if tabs >= 4 {
                    // A build setting: only a configuration's `…_DEPLOYMENT_TARGET` is read.
                    guard object.kind == .configuration, k < stop else { continue }
                    if b[k] == 0x22 {
                        // A quoted name is a conditional setting (`"…_DEPLOYMENT_TARGET[sdk=…]"`).
                        if line.contains("_DEPLOYMENT_TARGET[", from: k) { object.conditional = true }
                        continue
                    }
                    guard b[k] >= 0x41 && b[k] <= 0x5A else { continue }
                    // `IPHONEOS_DEPLOYMENT_TARGET = 26.0;`: the platform's word, then the setting.
                    var w = k
                    while w < stop && b[w] >= 0x41 && b[w] <= 0x5A { w += 1 }
                    if line.has("_DEPLOYMENT_TARGET = ", at: w),
                       let platform = TargetParser.settingPlatforms.first(where: { $0.0 == line.text(k, w) })?.1 {
                        let value = line.text(w + 21, stop).filter { $0 != ";" && $0 != " " }
                        object.targets[platform] = Version(value)
                    }
                } else if line.has("isa = ", at: k) {
                    let j = k + 6
                    object.kind = line.has("XCBuildConfiguration;", at: j) ? .configuration
                        : line.has("XCConfigurationList;", at: j) ? .configurationList
                        : line.has("PBXNativeTarget;", at: j) ? .nativeTarget
                        : line.has("PBXProject;", at: j) ? .project : .other
                } else if object.kind == .other {
                    continue
                } else if line.has("name = ", at: k), stop > k + 7, b[stop - 1] == 0x3B {
                    object.name = line.text(k + 7, stop - 1)
                } else if line.has("buildConfigurationList = ", at: k), line.hexRun(at: k + 25) {
                    object.configurationList = line.id(at: k + 25)
                } else if line.has("buildConfigurations = (", at: k) {
                    inList = true
                } else if line.has("baseConfigurationReference = ", at: k) {
                    object.basedOnFile = true
                }
            }
            return id == nil
        }
    }

    /// One line of the file, up to `stop`: the tests its fields are read with.
    private struct Line {
        let b: UnsafeBufferPointer<UInt8>
        let stop: Int

        init(_ b: UnsafeBufferPointer<UInt8>, _ stop: Int) {
            self.b = b
            self.stop = stop
        }

        @inline(__always) func has(_ prefix: StaticString, at j: Int) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard j + count <= stop, let base = b.baseAddress else { return false }
            return memcmp(base + j, prefix.utf8Start, count) == 0
        }

        /// Whether `needle` stands in the line at or after `from`.
        func contains(_ needle: StaticString, from: Int) -> Bool {
            let count = needle.utf8CodeUnitCount
            var j = from
            while j + count <= stop {
                if has(needle, at: j) { return true }
                j += 1
            }
            return false
        }

        /// The 24 digits of an object's id at `j` (of any line: its bytes are the file's).
        func id(at j: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: b[j..<j + 24]), as: UTF8.self)
        }

        func text(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self).filter { $0 != "\"" }
        }

        /// An object's id: 24 hexadecimal digits, then a space, a comma, a semicolon or the line's end.
        @inline(__always) func hexRun(at j: Int) -> Bool {
            guard j + 24 <= stop else { return false }
            for m in j..<j + 24 {
                let c = b[m]
                guard (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66) else { return false }
            }
            return j + 24 == stop || b[j + 24] == 0x20 || b[j + 24] == 0x2C || b[j + 24] == 0x3B
        }
    }

    /// For each platform some native target builds for, the oldest version any of its
    /// configurations gives, its own or the project's; nil when a version is not written as one, or a
    /// configuration that names none builds on an `.xcconfig` (which may set it).
    var deploymentTargets: [ApplePlatform: Version]? {
        guard let project = objects.values.first(where: { $0.kind == .project }),
              let projectList = project.configurationList.flatMap({ objects[$0] }) else { return nil }
        let projectConfigurations = projectList.configurations.compactMap { objects[$0] }
        let targets = objects.values.filter { $0.kind == .nativeTarget }
        guard !targets.isEmpty, !objects.values.contains(where: \.conditional) else { return nil }
        // The platforms the file names a version for (Mac Catalyst has no setting of its own).
        let named = Set(objects.values.flatMap { $0.targets.keys })
        var out: [ApplePlatform: Version] = [:]
        for target in targets {
            guard let list = target.configurationList.flatMap({ objects[$0] }) else { return nil }
            for id in list.configurations {
                guard let configuration = objects[id] else { return nil }
                let inherited = projectConfigurations.first { $0.name == configuration.name }
                for platform in named {
                    let own = configuration.targets[platform]
                    // A target's `.xcconfig` comes before the project's settings: where it sets none
                    // itself, what builds is not known.
                    if own == nil, configuration.basedOnFile { return nil }
                    guard let written = own ?? inherited?.targets[platform] else {
                        if inherited?.basedOnFile == true { return nil }
                        continue
                    }
                    guard let version = written else { return nil }
                    out[platform] = out[platform].map { min($0, version) } ?? version
                }
            }
        }
        return out.isEmpty ? nil : out
    }
}
