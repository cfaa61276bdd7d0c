import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

describe("deviceName", () => {
  it("names the browser, its major version and the system", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome 156 on Linux");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 17 on iOS (iPhone)");
  });

  it("falls back to the header's start for a client it does not know, and says so when there is none", () => {
    expect(deviceName("curl/8.1.2")).toBe("curl/8.1.2");
    expect(deviceName("")).toBe("Unknown device");
    expect(deviceName(null)).toBe("Unknown device");
  });
});
