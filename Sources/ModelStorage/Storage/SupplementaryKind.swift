/// Well-known supplementary kinds. Any other string is a custom kind.
public enum SupplementaryKind {
  /// Section header kind.
  public static let header: String = "GtkListKitSectionHeader"
  /// Section footer kind.
  public static let footer: String = "GtkListKitSectionFooter"
}
