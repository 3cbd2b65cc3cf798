import Foundation

/// One section of the Photos page: the files last modified in one calendar month, newest first.
struct PhotoMonth: Sendable, Equatable {
  /// The month's first moment, in the user's calendar and time zone.
  let start: Date
  /// "November 2026", in the user's language.
  let title: String
  let files: [PhotoFile]

  /// The section header: the month and how many photos it holds.
  var header: String { "\(title) · \(plural(files.count, "photo"))" }
}
