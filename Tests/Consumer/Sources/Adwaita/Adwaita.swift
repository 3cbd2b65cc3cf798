import CAdw

// Stands in for adwaita-swift's `Adwaita` module: its own `CAdw` system library underneath, and
// the public type names of adwaita-swift that a list library could also declare.

/// adwaita-swift's view-storage protocol (Sources/Adwaita/Model/Storage.swift there).
public protocol Storage: AnyObject {}
/// adwaita-swift's `List` view.
public struct List {}
/// adwaita-swift's app entry.
public protocol App {}

/// The libadwaita version the app links, read through this package's own `CAdw`.
public var libadwaitaMajorVersion: Int { Int(adw_get_major_version()) }
