/// Strings stored back to back in one UTF-8 buffer, with the offset where each one ends.
///
/// A `String` longer than 15 UTF-8 bytes is a heap block of its own: 32 bytes of header, the
/// bytes and a terminator, rounded up by malloc (a 43-byte string takes 96 bytes). Packed, a
/// string costs its bytes and a 4-byte end offset. Reading one makes a `String` (an allocation
/// when it is long), as a C model makes a copy in `get_item`.
struct PackedStrings {
  /// The strings' UTF-8 bytes, one after the other, without terminators.
  private(set) var bytes: [UInt8] = []
  /// `ends[k]` is the offset just past string `k`: 32 bits, so the bytes stay under `byteLimit`.
  private(set) var ends: [UInt32] = []
  /// The most bytes the strings may take together.
  let byteLimit: Int

  init(byteLimit: Int = Int(UInt32.max)) {
    self.byteLimit = min(byteLimit, Int(UInt32.max))
  }

  var count: Int { ends.count }

  /// Where string `index` starts in `bytes`.
  func start(of index: Int) -> Int { index == 0 ? 0 : Int(ends[index - 1]) }

  /// The string at `index` (which must exist).
  func string(at index: Int) -> String {
    let range = start(of: index)..<Int(ends[index])
    return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }

  /// Whether the string at `index` is `string`, compared byte for byte without making a `String`.
  func contains(_ string: String, at index: Int) -> Bool {
    let range = start(of: index)..<Int(ends[index])
    var string = string
    return string.withUTF8 { utf8 in
      utf8.count == range.count && bytes.withUnsafeBufferPointer { $0[range].elementsEqual(utf8) }
    }
  }

  /// The bytes would have gone over `byteLimit`: they had reached `bytes` when the change stopped.
  struct Full: Error { let bytes: Int }

  /// Replaces the strings at `range` with `strings` and returns how many it inserted; throws,
  /// changing nothing, when the bytes would go over `byteLimit`. The strings are read once, in
  /// order, and not kept: a lazy sequence of a million labels never exists as `String`s at once.
  mutating func replaceSubrange(_ range: Range<Int>, with strings: some Sequence<String>) throws(Full) -> Int {
    if range.lowerBound == count { return try append(strings) }
    let oldBytes = start(of: range.lowerBound)..<start(of: range.upperBound)
    var newBytes = [UInt8]()
    var newEnds = [UInt32]()
    for string in strings {
      newBytes.append(contentsOf: string.utf8)
      let total = bytes.count - oldBytes.count + newBytes.count
      guard total <= byteLimit else { throw Full(bytes: total) }
      newEnds.append(UInt32(oldBytes.lowerBound + newBytes.count))
    }
    let delta = newBytes.count - oldBytes.count
    bytes.replaceSubrange(oldBytes, with: newBytes)
    ends.replaceSubrange(range, with: newEnds)
    // The strings after the span moved by `delta` bytes.
    if delta != 0 {
      ends.withUnsafeMutableBufferPointer { ends in
        for index in (range.lowerBound + newEnds.count)..<ends.count {
          ends[index] = UInt32(Int(ends[index]) + delta)
        }
      }
    }
    return newEnds.count
  }

  /// Appends `strings`; throws, appending none, at `byteLimit`.
  private mutating func append(_ strings: some Sequence<String>) throws(Full) -> Int {
    let (oldBytes, oldCount) = (bytes.count, ends.count)
    if bytes.isEmpty, let total = Self.utf8Count(strings) {
      // A first fill whose size is known: one exact allocation.
      bytes.reserveCapacity(total)
      ends.reserveCapacity(strings.underestimatedCount)
    }
    for string in strings {
      bytes.append(contentsOf: string.utf8)
      guard bytes.count <= byteLimit else {
        let total = bytes.count
        bytes.removeSubrange(oldBytes...)
        ends.removeSubrange(oldCount...)
        throw Full(bytes: total)
      }
      ends.append(UInt32(bytes.count))
    }
    return ends.count - oldCount
  }

  /// The UTF-8 bytes of `strings` when they are an array (counting them is then cheap and does
  /// not consume a one-pass sequence).
  private static func utf8Count(_ strings: some Sequence<String>) -> Int? {
    guard let array = strings as? [String] else { return nil }
    return array.reduce(0) { $0 + $1.utf8.count }
  }
}
