import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it("keys an IPv4 address by itself, also when written as IPv6", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keys every address of one IPv6 /64 alike, and different /64s apart", () => {
    const keys = new Set(
      ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0:0:0:abcd", "2001:DB8:1:2::9"].map(
        clientKey,
      ),
    );
    expect([...keys]).toEqual(["2001:db8:1:2::/64"]);
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is not an address as it is", () => {
    expect(clientKey("unknown")).toBe("unknown");
  });
});
