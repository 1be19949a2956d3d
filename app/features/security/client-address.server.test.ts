import { describe, expect, it } from "vitest";
import { limitAddress } from "./client-address.server";

describe("limitAddress", () => {
  it("counts a whole IPv6 /64 as one address, however it is written", () => {
    const prefix = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0:0:0:9",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(limitAddress(address), address).toBe(prefix);
    }
    expect(limitAddress("2001:db8:1:3::1")).not.toBe(prefix);
    expect(limitAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps IPv4 as it is, also when written in IPv6 form", () => {
    expect(limitAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(limitAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("leaves anything else alone", () => {
    expect(limitAddress("unknown")).toBe("unknown");
    expect(limitAddress("1:2:3")).toBe("1:2:3");
  });
});
