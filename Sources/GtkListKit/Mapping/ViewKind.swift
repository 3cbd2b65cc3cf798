import ModelStorage

/// What a mapping creates: item cells, or supplementary views of a kind (section headers,
/// footers, or any custom kind that a `ListStorage` provides models for).
public enum ViewKind: Hashable, Sendable, CustomStringConvertible {
  /// Item cells.
  case cell
  /// Supplementary views, for example `.supplementary(SupplementaryKind.header)`.
  case supplementary(String)

  /// Section headers.
  public static let header = ViewKind.supplementary(SupplementaryKind.header)
  /// Section footers.
  public static let footer = ViewKind.supplementary(SupplementaryKind.footer)

  /// `cell`, or the supplementary kind's name.
  public var description: String {
    switch self {
    case .cell: return "cell"
    case .supplementary(let kind): return kind
    }
  }
}
