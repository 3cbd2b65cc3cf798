internal import CGtkListKit

/// Text compared without case or Unicode form, as GTK's own tree view search does: GLib's
/// `g_utf8_normalize` (`G_NORMALIZE_ALL`: compatibility forms, "ﬁ" is "fi") then
/// `g_utf8_casefold` ("Straße" finds "STRASSE").
enum TextFolding {
  static func fold(_ text: String) -> String {
    guard let normalized = g_utf8_normalize(text, -1, G_NORMALIZE_ALL) else { return text }
    defer { g_free(normalized) }
    guard let folded = g_utf8_casefold(normalized, -1) else { return text }
    defer { g_free(folded) }
    return String(cString: folded)
  }
}
