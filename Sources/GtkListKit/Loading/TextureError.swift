import Foundation

/// Why an image file could not be made into a ``Texture``.
public struct TextureError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// The file cannot be read: missing, a folder, no permission, an I/O error.
    case unreadable
    /// The file is read but is not an image gdk-pixbuf can decode (unknown format, truncated
    /// or corrupt data).
    case notAnImage
  }

  /// What went wrong.
  public let kind: Kind
  /// The file that was read.
  public let file: URL
  /// The cause as the system or gdk-pixbuf reported it, e.g. "No such file or directory".
  public let reason: String

  /// An error of `kind` for `file`, with the cause reported by the system or gdk-pixbuf.
  public init(_ kind: Kind, file: URL, reason: String) {
    self.kind = kind
    self.file = file
    self.reason = reason
  }

  /// For example `Cannot read image file /tmp/a.jpg: No such file or directory`.
  public var description: String {
    switch kind {
    case .unreadable: "Cannot read image file \(file.path): \(reason)"
    case .notAnImage: "Not an image gdk-pixbuf can decode: \(file.path): \(reason)"
    }
  }
}
