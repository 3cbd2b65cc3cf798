import Foundation
import ModelStorage

/// When a mapping applies, beyond its model type matching.
///
/// Several mappings may accept the same model type; the first registered mapping whose type
/// and condition match wins.
public enum MappingCondition {
  /// Always (the default).
  case none
  /// Only in this section.
  case section(Int)
  /// When the closure returns `true` for the model and its index path.
  case custom((IndexPath, Any) -> Bool)

  func isSatisfied(at indexPath: IndexPath, model: Any) -> Bool {
    switch self {
    case .none: return true
    case .section(let section): return indexPath.section == section
    case .custom(let condition): return condition(indexPath, model)
    }
  }
}
