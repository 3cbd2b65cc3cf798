// Built only with the Postgres trait (TraitCheck.swift says why).
#if Postgres
  import Foundation
  import Logging
  import PostgresNIO

  /// Where a ``PostgresStorage`` connects: a PostgreSQL server on a host and port (or a unix
  /// socket), a role and a database. Plain connections without TLS: use a loopback address, a
  /// unix socket or a tunnel to reach a server on another machine.
  public struct PostgresServer: Sendable, Hashable {
    /// Host name or address; ignored when ``unixSocketPath`` is set.
    public var host: String
    /// TCP port (PostgreSQL's default is 5432).
    public var port: Int
    /// A unix socket path (`/run/postgresql/.s.PGSQL.5432`) instead of ``host`` and ``port``.
    public var unixSocketPath: String?
    /// The role connected as.
    public var username: String
    /// The role's password, if the server asks for one.
    public var password: String?
    /// The database (the role's name when `nil`, as `psql` does).
    public var database: String?

    /// A server at `host`:`port`.
    public init(
      host: String = "127.0.0.1", port: Int = 5432, username: String, password: String? = nil, database: String? = nil
    ) {
      self.host = host
      self.port = port
      self.username = username
      self.password = password
      self.database = database
    }

    /// A server from a URL as `psql` takes it: `postgres://user:password@host:port/database`
    /// (`postgresql://` too); `nil` for anything else.
    public init?(url: String) {
      guard let components = URLComponents(string: url), ["postgres", "postgresql"].contains(components.scheme ?? ""),
        let user = components.user, !user.isEmpty
      else { return nil }
      let name = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
      self.init(
        host: components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1", port: components.port ?? 5432,
        username: user, password: components.password, database: name.isEmpty ? nil : name)
    }

    /// The server libpq's variables name (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`,
    /// `PGDATABASE`), as `psql` reads them; `nil` without `PGUSER` or `USER`. A `PGHOST` that is a
    /// directory is a unix socket directory.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
      -> PostgresServer?
    {
      guard let user = environment["PGUSER"] ?? environment["USER"] else { return nil }
      let port = environment["PGPORT"].flatMap(Int.init) ?? 5432
      var server = PostgresServer(
        host: environment["PGHOST"] ?? "127.0.0.1", port: port, username: user, password: environment["PGPASSWORD"],
        database: environment["PGDATABASE"])
      if server.host.hasPrefix("/") {
        server.unixSocketPath = "\(server.host)/.s.PGSQL.\(port)"
      }
      return server
    }

    /// The configuration of a `PostgresClient` pool to this server (the storage's pages, changes
    /// and writes use one of at most 4 connections), with a 5 s connect timeout.
    public var clientConfiguration: PostgresClient.Configuration {
      var configuration =
        unixSocketPath.map {
          PostgresClient.Configuration(unixSocketPath: $0, username: username, password: password, database: database)
        }
        ?? PostgresClient.Configuration(
          host: host, port: port, username: username, password: password, database: database, tls: .disable)
      configuration.options.connectTimeout = .seconds(5)
      configuration.options.maximumConnections = 4
      return configuration
    }

    /// The configuration of one `PostgresConnection` to this server (the storage's `LISTEN`
    /// connection uses it; so can an app's migration), with a 5 s connect timeout.
    public var connectionConfiguration: PostgresConnection.Configuration {
      var configuration =
        unixSocketPath.map {
          PostgresConnection.Configuration(
            unixSocketPath: $0, username: username, password: password, database: database)
        }
        ?? PostgresConnection.Configuration(
          host: host, port: port, username: username, password: password, database: database, tls: .disable)
      configuration.options.connectTimeout = .seconds(5)
      return configuration
    }
  }
#endif
