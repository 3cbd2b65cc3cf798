/// Strings stored back to back in one UTF-8 buffer, with the offset where each one ends.
///
/// A `String` longer than 15 UTF-8 bytes is a heap block of its own: 32 bytes of header, the
/// bytes and a terminator, rounded up by malloc (a 43-byte string takes 96 bytes). Packed, a
/// string costs its bytes and a 4-byte end offset. Reading one makes a `String` (an allocation
/// when it is long), as a C model makes a copy in `get_item`.
@usableFromInline
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

  /// A writer for strings that will replace `range`, with room for what the limit leaves.
  func writer(replacing range: Range<Int>) -> Writer {
    let removedBytes = start(of: range.upperBound) - start(of: range.lowerBound)
    return Writer(range: range, room: byteLimit - bytes.count + removedBytes)
  }

  /// Replaces the strings at `writer.range` with the writer's strings.
  mutating func commit(_ writer: Writer) {
    let range = writer.range
    let base = start(of: range.lowerBound)
    let oldBytes = base..<start(of: range.upperBound)
    let inserted = writer.ends.count
    let delta = writer.bytes.count - oldBytes.count
    if ends.isEmpty {
      // A first fill: the writer's buffers become the storage's, without a copy.
      bytes = writer.bytes
      ends = writer.ends
      return
    }
    bytes.replaceSubrange(oldBytes, with: writer.bytes)
    ends.replaceSubrange(range, with: writer.ends)
    ends.withUnsafeMutableBufferPointer { ends in
      // The new strings' ends were relative to the span; the strings after it moved by `delta`.
      for index in range.lowerBound..<(range.lowerBound + inserted) { ends[index] += UInt32(base) }
      guard delta != 0 else { return }
      for index in (range.lowerBound + inserted)..<ends.count { ends[index] = UInt32(Int(ends[index]) + delta) }
    }
  }

  /// The strings one change adds, gathered apart until it commits: a change over the limit then
  /// leaves the storage as it was. Its methods are not generic, so the loop over the caller's
  /// sequence is compiled for that sequence in the caller's module, and reads each string once.
  @usableFromInline
  struct Writer {
    let range: Range<Int>
    let room: Int
    fileprivate(set) var bytes: [UInt8] = []
    /// Ends relative to the start of `range`.
    fileprivate(set) var ends: [UInt32] = []

    fileprivate init(range: Range<Int>, room: Int) {
      self.range = range
      self.room = room
    }

    /// Adds `string`; `false`, and nothing more should be added, when it went over the room.
    @usableFromInline
    mutating func add(_ string: String) -> Bool {
      bytes.append(contentsOf: string.utf8)
      guard bytes.count <= room else { return false }
      ends.append(UInt32(bytes.count))
      return true
    }

    /// The bytes gathered.
    var byteCount: Int { bytes.count }
  }
}
