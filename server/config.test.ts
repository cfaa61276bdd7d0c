import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses DESIGN's defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      isProduction: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("derives PUBLIC_URL from PORT and strips a trailing slash from a given one", () => {
    expect(loadConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://www.asterhrms.com/" }).PUBLIC_URL).toBe("https://www.asterhrms.com");
  });

  it("names every bad value in one error", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        LOG_LEVEL: "loud",
        TRUST_PROXY: "maybe",
        ADMIN_USERNAME: "root",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toContain('PORT must be a number (got "eighty")');
    expect(problems).toContain("DATABASE_URL must be a URL such as postgres://");
    expect(problems).toContain("LOG_LEVEL");
    expect(problems).toContain('TRUST_PROXY must be true or false (got "maybe")');
    expect(problems).toContain(
      "ADMIN_PASSWORD must be set together with the other of ADMIN_USERNAME and ADMIN_PASSWORD",
    );
  });

  it("rejects a port out of range and a short admin password", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow("PORT must be between 1 and 65535");
    expect(() => loadConfig({ ADMIN_USERNAME: "root", ADMIN_PASSWORD: "short" })).toThrow(
      "ADMIN_PASSWORD must be at least 12 characters",
    );
  });

  it("treats empty values as unset, as .env files often leave them", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", SMTP_URL: "" })).toMatchObject({ PORT: 3000 });
  });
});
