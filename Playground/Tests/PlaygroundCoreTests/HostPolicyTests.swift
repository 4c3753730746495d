import Testing

@testable import PlaygroundCore

@Suite("Host policy")
struct HostPolicyTests {
  let policy = HostPolicy(port: 8080, hosts: ["127.0.0.1"])

  @Test func acceptsLoopbackHostsOnTheServersPortAndMatchingOrigins() {
    for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080", "127.1.2.3:8080"] {
      #expect(policy.allows(host: host, origin: nil), "\(host)")
    }
    #expect(policy.allows(host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080"))
    #expect(policy.allows(host: "localhost:8080", origin: "http://LOCALHOST:8080"))
    // The page may be opened under one loopback name and connect under another.
    #expect(policy.allows(host: "127.0.0.1:8080", origin: "http://localhost:8080"))
    #expect(HostPolicy(port: 80).allows(host: "localhost", origin: "http://localhost"))
  }

  @Test func refusesDNSRebindingOtherSitesAndOtherPorts() {
    #expect(!policy.allows(host: "evil.example:8080", origin: "http://evil.example:8080"))
    #expect(!policy.allows(host: "evil.example:8080", origin: nil))
    #expect(!policy.allows(host: "127.0.0.1:8080", origin: "http://evil.example:8080"))
    #expect(!policy.allows(host: "127.0.0.1:8080", origin: "https://evil.example"))
    #expect(!policy.allows(host: "127.0.0.1:8080", origin: "http://127.0.0.1:9999"))
    #expect(!policy.allows(host: "127.0.0.1:8080", origin: "https://127.0.0.1:8080"))
    #expect(!policy.allows(host: "127.0.0.1:8080", origin: "null"))
    #expect(!policy.allows(host: "127.0.0.1:9999", origin: nil))
    #expect(!policy.allows(host: "127.0.0.1", origin: nil), "no port means 80")
    #expect(!policy.allows(host: nil, origin: nil))
    #expect(!policy.allows(host: "", origin: nil))
    for host in [
      "127.0.0.1.evil.example:8080", "localhost.evil.example:8080", "128.0.0.1:8080", "127.0.0.256:8080",
      "127.0.0:8080", "[::2]:8080", "127.0.0.1:8080x", "127.0.0.1:", "127.0.0.1:080800", "user@127.0.0.1:8080",
      "[::1:8080",
    ] {
      #expect(!policy.allows(host: host, origin: nil), "\(host)")
    }
    #expect(policy.refusal(host: "evil.example:8080", origin: nil)?.contains("evil.example") == true)
  }

  /// Browsers send `http(s)://…` or `null`; an Origin of another scheme comes from a
  /// non-browser client (a WebSocket library's `ws://localhost`) and counts as absent.
  @Test func originsThatNoBrowserSendsCountAsAbsent() {
    #expect(policy.allows(host: "localhost:8080", origin: "ws://localhost"))
    #expect(policy.allows(host: "localhost:8080", origin: "WSS://localhost:8080"))
    #expect(!policy.allows(host: "evil.example:8080", origin: "ws://localhost"), "the Host is still checked")
    #expect(!policy.allows(host: "localhost:8080", origin: "null"))
    #expect(!policy.allows(host: "localhost:8080", origin: "HTTPS://evil.example"))
    #expect(!policy.allows(host: "localhost:8080", origin: "http://evil.example:8080"))
  }

  @Test func acceptsTheConfiguredHostAndExtraNames() {
    let lan = HostPolicy(port: 8080, hosts: ["192.168.1.5", "Studio.local", "[fe80::1]"])
    #expect(lan.allows(host: "192.168.1.5:8080", origin: "http://studio.local:8080"))
    #expect(lan.allows(host: "[FE80::1]:8080", origin: nil))
    #expect(lan.allows(host: "localhost:8080", origin: nil))
    #expect(!lan.allows(host: "192.168.1.6:8080", origin: nil))
  }
}
