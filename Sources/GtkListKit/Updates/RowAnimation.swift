/// How rows changed by a storage update are animated (``ViewUpdater/insertAnimation`` and its
/// siblings). Every animation is a CSS animation on the row, so the theme and the app can
/// restyle it; none runs when GTK's `gtk-enable-animations` setting is off.
public enum RowAnimation: Equatable, Sendable {
  /// No animation: the change costs what it costs without animations.
  case none
  /// Fades in (inserted or moved rows) or out (deleted rows).
  case fade
  /// Slides in from above (inserted or moved rows) or out to the side (deleted rows).
  case slide
  /// A brief accent-coloured background on the row; for a deleted row, the same as `fade`.
  case highlight
  /// A CSS class of the app's own, put on the row (or, for a deleted row, on its image) for
  /// ``ViewUpdater/animationMilliseconds``.
  case cssClass(String)

  /// The class put on a row that appears (inserted, moved) or changes in place.
  var appearingClass: String? {
    switch self {
    case .none: nil
    case .fade: ViewUpdater.insertedRowCSSClass
    case .slide: "gtklistkit-slide-in"
    case .highlight: "gtklistkit-highlight"
    case .cssClass(let name): name
    }
  }

  /// The class put on the still image of a deleted row.
  var disappearingClass: String? {
    switch self {
    case .none: nil
    case .fade, .highlight: "gtklistkit-fade-out"
    case .slide: "gtklistkit-slide-out"
    case .cssClass(let name): name
    }
  }
}
