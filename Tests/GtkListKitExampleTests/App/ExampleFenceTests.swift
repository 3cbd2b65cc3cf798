import Foundation
import XCTest

/// The example shows how an app uses GtkListKit, so it may use only what an app can: the public
/// API and its own C module (`CGtkListKitAdw`). SwiftPM still lets it import the library's private
/// C module (a dependency of a dependency) and its SPI, so this test is the fence that holds.
final class ExampleFenceTests: XCTestCase {
  /// `Examples/` of the checkout this test was built from.
  private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Examples").standardized

  /// Every line of the example's Swift and C files, with the file's name.
  private func lines() throws -> [(file: String, line: String)] {
    let files = try XCTUnwrap(FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { ["swift", "h", "c"].contains($0.pathExtension) }
    XCTAssertGreaterThan(files.count, 40, "the example's sources are at \(examples.path)")
    return try files.flatMap { url in
      try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { (url.lastPathComponent, String($0)) }
    }
  }

  func testExampleUsesNoSPIAndNotTheLibrarysCModules() throws {
    let banned = try NSRegularExpression(pattern: #"@_spi|\bimport\s+CGtkListKit(Testing)?\b|\bcgtk_\w+\("#)
    for (file, line) in try lines() {
      guard banned.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil else { continue }
      XCTFail("\(file): \(line.trimmingCharacters(in: .whitespaces))")
    }
  }

  /// Retained closures for C callbacks stay in the two files that wrap them.
  func testUnmanagedStaysInTheCallbackWrappers() throws {
    let allowed: Set = ["SignalConnection.swift", "Timer.swift"]
    for (file, line) in try lines() where line.contains("Unmanaged") && !allowed.contains(file) {
      XCTFail("\(file): \(line.trimmingCharacters(in: .whitespaces))")
    }
  }
}
