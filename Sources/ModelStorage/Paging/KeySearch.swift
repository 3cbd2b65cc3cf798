/// How many of `keys` (ascending) are below `key`: its position when it is there, by halves.
package func lowerBound(_ keys: [Int64], _ key: Int64) -> Int {
  var (low, high) = (0, keys.count)
  while low < high {
    let middle = (low + high) / 2
    if keys[middle] < key { low = middle + 1 } else { high = middle }
  }
  return low
}
