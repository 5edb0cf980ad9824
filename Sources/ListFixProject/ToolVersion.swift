/// listfix's version: printed by `--version`, written in reports, and part of every cache key.
public enum ToolVersion {
    public static let number = "0.1.0"
}
