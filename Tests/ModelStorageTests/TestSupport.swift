import Foundation
import ModelStorage
import Testing

/// A model with identity and content.
struct Model: Identifiable, Equatable, Hashable, CustomStringConvertible {
  var id: Int
  var value: Int = 0
  var description: String { "M\(id)" }
}

/// A recorder whose failures are Swift Testing issues.
func makeRecorder(_ storage: ListStorage, maxSplices: Int = 2) -> ItemsChangedRecorder {
  ItemsChangedRecorder(storage: storage, maxSplices: maxSplices) { message in
    Issue.record(Comment(rawValue: message))
  }
}

/// Anomalies collected from a private handler.
final class AnomalyLog: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [ModelStorageAnomaly] = []
  var all: [ModelStorageAnomaly] { lock.withLock { items } }
  func append(_ anomaly: ModelStorageAnomaly) { lock.withLock { items.append(anomaly) } }
  func handler() -> ModelStorageAnomalyHandler { ModelStorageAnomalyHandler { [self] in append($0) } }
}

/// Stable identity of every flat row: item ids, and header/footer models.
func identities(_ storage: MemoryStorage) -> [String] {
  let layout = FlatLayout(storage: storage)
  return layout.rows.map { row in
    switch row {
    case .header(let section): return "h:\(storage.headerModel(forSection: section)!)"
    case .footer(let section): return "f:\(storage.footerModel(forSection: section)!)"
    case .item(let path): return "i:\(storage.item(at: path)!)"
    }
  }
}
