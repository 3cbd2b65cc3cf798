import Foundation

/// A source of sectioned models that a list manager displays.
///
/// Storages are plain classes confined to one isolation domain (in practice the main
/// actor, where GTK runs). They are deliberately not `Sendable`.
public protocol ListStorage: AnyObject {
  /// Number of sections.
  var numberOfSections: Int { get }
  /// Number of items in `section`; `0` for a section that does not exist.
  func numberOfItems(inSection section: Int) -> Int
  /// The model at `indexPath`, or `nil` when the index path is out of range.
  func item(at indexPath: IndexPath) -> Any?
  /// The supplementary model of `kind` (``SupplementaryKind/header``, ``SupplementaryKind/footer``
  /// or any custom string) for the section `indexPath.section`, or `nil` when there is none.
  func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any?
  /// The observer told about every change. Implementations hold it weakly.
  var delegate: StorageUpdating? { get set }
}

extension ListStorage {
  /// Total number of items over all sections (O(sections)).
  public var totalNumberOfItems: Int {
    (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
  }

  /// Header model of `section`, if any.
  public func headerModel(forSection section: Int) -> Any? {
    supplementaryModel(ofKind: SupplementaryKind.header, forSectionAt: IndexPath(item: 0, section: section))
  }

  /// Footer model of `section`, if any.
  public func footerModel(forSection section: Int) -> Any? {
    supplementaryModel(ofKind: SupplementaryKind.footer, forSectionAt: IndexPath(item: 0, section: section))
  }
}
