import ModelStorage

/// Applies storage updates to the view (the reference's `CollectionViewUpdater`): every
/// `StorageUpdate` becomes the fewest `items-changed` emissions GTK 4.8 handles well, applied
/// synchronously after the storage changed.
///
/// - Items that keep their identity but change their content are updated in place: the visible
///   cell gets `update(with:)` again, and no `items-changed` is emitted (the reference's
///   `coreDataUpdater` behaviour, here the default).
/// - Moves are one splice over the moved range that re-adds the same item objects, so GTK keeps
///   the row's widget and its selection.
@MainActor
public final class ViewUpdater {
  /// CSS class put on a row container bound right after its row was inserted. The manager's
  /// stylesheet fades it in; style `.gtklistkit-inserted` yourself for another effect.
  public static let insertedRowCSSClass = "gtklistkit-inserted"
  /// Length of the fade-in; the class is removed shortly after.
  public static let insertionAnimationMilliseconds = 200

  private weak var core: ListManagerCore?

  /// Called before an update is applied (`nil` for a full reload).
  public var willUpdateContent: ((StorageUpdate?) -> Void)?
  /// Called after an update was applied (`nil` for a full reload).
  public var didUpdateContent: ((StorageUpdate?) -> Void)?
  /// When `false`, updates to a view that is not on screen (not mapped) are applied as one
  /// full reload: cheaper, and nothing is lost since nobody sees them. A view that was never
  /// on screen is always reloaded this way, so it opens at its first row.
  public var animateChangesOffScreen = true
  /// When the view is scrolled to the very top before an update, it stays at the top after it,
  /// so rows inserted at the top are seen (UIKit's behaviour). GTK alone keeps the first
  /// visible item in place, which pushes rows inserted above it out of view.
  public var keepsTopVisible = true
  /// Whether rows inserted by an update fade in (CSS class ``insertedRowCSSClass``).
  /// Costs no extra frame: the class is set during the bind GTK does anyway.
  public var animateInsertions = true {
    didSet { if animateInsertions { Stylesheet.install() } }
  }

  init(core: ListManagerCore) {
    self.core = core
    Stylesheet.install()
  }

  /// Reloads the whole view from the storage, calling `willUpdateContent` / `didUpdateContent`.
  public func storageNeedsReloading() { core?.reload() }
}
