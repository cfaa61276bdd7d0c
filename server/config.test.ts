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
    expect(problems).toContain("TRUST_PROXY must be a hop count or a comma-separated list of addresses or CIDRs");
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

  it("takes TRUST_PROXY as a hop count or a list of addresses, never as 'trust everyone'", () => {
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,::1, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "::1",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow("true would trust any X-Forwarded-For a client sends");
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow("not valid: 10.0.0.0/33");
  });

  it("reads RATE_LIMIT_SCALE as a multiplier, 0 meaning off", () => {
    expect(loadConfig({}).RATE_LIMIT_SCALE).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: "0" }).RATE_LIMIT_SCALE).toBe(0);
    expect(loadConfig({ RATE_LIMIT_SCALE: "2.5" }).RATE_LIMIT_SCALE).toBe(2.5);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: "-1" })).toThrow("RATE_LIMIT_SCALE must be 0 (limits off) or more");
    expect(() => loadConfig({ REDIS_URL: "http://x" })).toThrow("REDIS_URL must be a URL such as redis://");
  });
});
