/// Lets ``Delegate`` flatten an optional output instead of returning `T??`.
public protocol OptionalType: ExpressibleByNilLiteral {
  /// The wrapped type.
  associatedtype Wrapped
  /// The empty value.
  static var none: Self { get }
}

extension Optional: OptionalType {}
