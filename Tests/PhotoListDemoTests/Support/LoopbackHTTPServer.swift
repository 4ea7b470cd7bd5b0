import Foundation
import StateKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real HTTP server on 127.0.0.1, on a port the system picks, that answers every request with one
/// canned response; made with POSIX sockets, no dependency.
///
/// ```swift
/// let server = try LoopbackHTTPServer(status: 200, body: Data(json.utf8))
/// defer { server.stop() }
/// let photos = try await PhotoProvider.url(server.url(path: "/photos")).load()
/// ```
///
/// It records the request lines it received. ``stop()`` closes the socket and waits for the serving
/// thread to end.
final class LoopbackHTTPServer: Sendable {
  enum SetupError: Error { case socket(String) }

  let port: UInt16
  private let socket: Int32
  private let requests = LockedState<[String]>([])
  private let stopped = DispatchSemaphore(value: 0)

  /// Starts serving `status` with `body` (as JSON) to every request.
  init(status: Int, body: Data) throws {
    socket = try Self.listen()
    port = try Self.port(of: socket)
    let response = Self.response(status: status, body: body)
    let thread = Thread { [socket, requests, stopped] in
      while true {
        let client = accept(socket, nil, nil)
        guard client >= 0 else { break }
        if let line = Self.readRequestLine(client) { requests.withLock { $0.append(line) } }
        response.withUnsafeBytes { bytes in
          var offset = 0
          while offset < bytes.count {
            let written = send(client, bytes.baseAddress! + offset, bytes.count - offset, 0)
            guard written > 0 else { break }
            offset += written
          }
        }
        close(client)
      }
      stopped.signal()
    }
    thread.start()
  }

  /// `http://127.0.0.1:PORT` followed by `path`.
  func url(path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// The request lines received so far, such as `GET /photos HTTP/1.1`.
  var requestLines: [String] {
    requests.withLock { $0 }
  }

  /// Stops accepting connections and waits for the serving thread to end.
  func stop() {
    // NB: `shutdown` wakes the thread blocked in `accept`, which then fails and ends; only then is the
    // descriptor closed, so it cannot be reused while the thread still uses it.
    shutdown(socket, Int32(SHUT_RDWR))
    stopped.wait()
    close(socket)
  }

  /// A port on which nothing listens: bound by the system, then closed.
  static func unusedPort() throws -> UInt16 {
    let socket = try listen()
    defer { close(socket) }
    return try port(of: socket)
  }

  private static func listen() throws -> Int32 {
    #if canImport(Darwin)
      let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw SetupError.socket("socket: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    #if canImport(Darwin)
      let listening = Darwin.listen(descriptor, 16)
    #else
      let listening = Glibc.listen(descriptor, 16)
    #endif
    guard bound == 0, listening == 0 else {
      close(descriptor)
      throw SetupError.socket("bind/listen: errno \(errno)")
    }
    return descriptor
  }

  private static func port(of socket: Int32) throws -> UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    guard result == 0 else { throw SetupError.socket("getsockname: errno \(errno)") }
    return UInt16(bigEndian: address.sin_port)
  }

  /// Reads the request up to the blank line that ends its headers, and returns its first line.
  private static func readRequestLine(_ client: Int32) -> String? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1_024)
    while !received.ends(with: Array("\r\n\r\n".utf8)) {
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      received += buffer[..<count]
    }
    let text = String(decoding: received, as: UTF8.self)
    return text.split(separator: "\r\n").first.map(String.init)
  }

  private static func response(status: Int, body: Data) -> Data {
    let head =
      "HTTP/1.1 \(status) Canned\r\nContent-Type: application/json\r\n"
      + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    return Data(head.utf8) + body
  }
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
