/// The state of a ``TextureCache``: textures by key in a doubly linked list of slots, most
/// recently shown first, so a lookup, an insert and each eviction are O(1). Not thread-safe:
/// the cache keeps it behind its lock.
struct LeastRecentlyShown: ~Copyable {
  private struct Slot {
    var key: CacheKey
    var texture: Texture?
    var newer = -1
    var older = -1
  }

  var byteLimit: Int
  private(set) var byteCount = 0
  private var slots: [Slot] = []
  private var freeSlots: [Int] = []
  private var slotByKey: [CacheKey: Int] = [:]
  private var newest = -1
  private var oldest = -1

  init(byteLimit: Int) { self.byteLimit = byteLimit }

  var count: Int { slotByKey.count }

  mutating func texture(for key: CacheKey) -> Texture? {
    guard let slot = slotByKey[key] else { return nil }
    unlink(slot)
    linkNewest(slot)
    return slots[slot].texture
  }

  /// Returns what left the cache, for the caller to release outside its lock.
  mutating func insert(_ texture: Texture, for key: CacheKey) -> [Texture] {
    var evicted = remove(key).map { [$0] } ?? []
    guard texture.byteCount <= byteLimit else { return evicted + [texture] }
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      slots[slot] = Slot(key: key, texture: texture)
    } else {
      slot = slots.count
      slots.append(Slot(key: key, texture: texture))
    }
    slotByKey[key] = slot
    byteCount += texture.byteCount
    linkNewest(slot)
    evicted += evict(toBytes: byteLimit)
    return evicted
  }

  mutating func remove(_ key: CacheKey) -> Texture? {
    guard let slot = slotByKey.removeValue(forKey: key) else { return nil }
    return free(slot)
  }

  /// Drops the least recently shown textures until at most `bytes` are held.
  mutating func evict(toBytes bytes: Int) -> [Texture] {
    var evicted: [Texture] = []
    while byteCount > bytes, oldest >= 0 {
      let slot = oldest
      slotByKey.removeValue(forKey: slots[slot].key)
      if let texture = free(slot) { evicted.append(texture) }
    }
    return evicted
  }

  private mutating func free(_ slot: Int) -> Texture? {
    unlink(slot)
    let texture = slots[slot].texture
    byteCount -= texture?.byteCount ?? 0
    slots[slot] = Slot(key: CacheKey(0), texture: nil)
    freeSlots.append(slot)
    return texture
  }

  private mutating func unlink(_ slot: Int) {
    let (newer, older) = (slots[slot].newer, slots[slot].older)
    if newer >= 0 { slots[newer].older = older } else { newest = older }
    if older >= 0 { slots[older].newer = newer } else { oldest = newer }
    slots[slot].newer = -1
    slots[slot].older = -1
  }

  private mutating func linkNewest(_ slot: Int) {
    slots[slot].older = newest
    slots[slot].newer = -1
    if newest >= 0 { slots[newest].newer = slot }
    newest = slot
    if oldest < 0 { oldest = slot }
  }
}
