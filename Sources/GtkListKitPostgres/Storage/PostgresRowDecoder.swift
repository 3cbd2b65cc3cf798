// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import ModelStorage
  import PostgresNIO

  /// Decodes a `Decodable` record from a row by column name: each property is the column of its
  /// coding key, decoded by postgres-nio (`Int`, `Int64`, `String`, `Bool`, `Double`, `Date`,
  /// `UUID`, arrays, optionals for `NULL`...); another property type is a decoding error, reported
  /// as a failed page. Used by ``PostgresStorage/init(server:table:key:filter:sortedBy:pageSize:cachedPages:anomalyHandler:)``.
  struct PostgresRowDecoder: Decoder {
    let row: PostgresRandomAccessRow
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      KeyedDecodingContainer(Columns<Key>(row: row))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      throw DecodingError.typeMismatch(
        [Any].self, .init(codingPath: codingPath, debugDescription: "A row decodes into a keyed record"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      throw DecodingError.typeMismatch(
        Any.self, .init(codingPath: codingPath, debugDescription: "A row decodes into a keyed record"))
    }

    /// A row's columns by name.
    struct Columns<Key: CodingKey>: KeyedDecodingContainerProtocol {
      let row: PostgresRandomAccessRow
      var codingPath: [any CodingKey] { [] }
      var allKeys: [Key] { row.compactMap { Key(stringValue: $0.columnName) } }

      func contains(_ key: Key) -> Bool { row.contains(key.stringValue) }

      func decodeNil(forKey key: Key) throws -> Bool {
        row.contains(key.stringValue) ? row[key.stringValue].bytes == nil : true
      }

      func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard row.contains(key.stringValue) else {
          throw DecodingError.keyNotFound(
            key, .init(codingPath: [key], debugDescription: "No column \(key.stringValue)"))
        }
        let cell = row[key.stringValue]
        if let decodable = T.self as? any PostgresDecodable.Type {
          return try Self.decode(cell, as: decodable) as! T
        }
        throw DecodingError.typeMismatch(
          type, .init(codingPath: [key], debugDescription: "\(type) is not a type postgres-nio decodes"))
      }

      private static func decode<D: PostgresDecodable>(_ cell: PostgresCell, as type: D.Type) throws -> Any {
        try cell.decode(D._DecodableType.self) as Any
      }

      func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
      {
        throw DecodingError.typeMismatch(
          type, .init(codingPath: [key], debugDescription: "A column holds one value, not a record"))
      }

      func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
          [Any].self, .init(codingPath: [key], debugDescription: "Arrays decode from array columns"))
      }

      func superDecoder() throws -> any Decoder { PostgresRowDecoder(row: row) }
      func superDecoder(forKey key: Key) throws -> any Decoder { PostgresRowDecoder(row: row) }
    }
  }

  extension PostgresStorage where Record: Decodable {
    /// Shows `table` of `server` with each row decoded as a `Decodable` record by column name
    /// (the coding keys are the columns); see ``init(server:table:key:filter:sortedBy:pageSize:cachedPages:anomalyHandler:decode:)``.
    public convenience init(
      server: PostgresServer, table: String, key: String = "id", filter: String? = nil,
      sortedBy terms: [SQLSortTerm] = [], pageSize: Int = 256, cachedPages: Int = 16,
      anomalyHandler: PostgresStorageAnomalyHandler = PostgresStorageAnomalyHandler()
    ) {
      self.init(
        server: server, table: table, key: key, filter: filter, sortedBy: terms, pageSize: pageSize,
        cachedPages: cachedPages, anomalyHandler: anomalyHandler
      ) { row in try Record(from: PostgresRowDecoder(row: row.makeRandomAccess())) }
    }
  }
#endif
