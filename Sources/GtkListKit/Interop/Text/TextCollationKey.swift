internal import CGtkListKit
import Foundation

/// A text's sort key in natural, locale-aware order: GLib's
/// `g_utf8_collate_key_for_filename`, the order of GTK's file chooser and Nautilus (numbers by
/// value, "Song 2" before "Song 10"; letters as the locale's `LC_COLLATE` orders them). Keys
/// compare as bytes, so a sort computes each text's key once, not once a comparison.
struct TextCollationKey: Comparable {
  let bytes: [UInt8]

  init(naturalOrderOf text: String) {
    bytes = text.withCString { text -> [UInt8] in
      guard let key = g_utf8_collate_key_for_filename(text, -1) else { return [] }
      defer { g_free(key) }
      return Array(UnsafeRawBufferPointer(start: key, count: strlen(key)))
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.bytes.withUnsafeBytes { left in
      rhs.bytes.withUnsafeBytes { right in
        let common = min(left.count, right.count)
        let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
        return order != 0 ? order < 0 : left.count < right.count
      }
    }
  }
}
