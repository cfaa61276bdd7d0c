import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals small secrets for the database with AES-256-GCM. The key is derived (HKDF-SHA-256) from
 * the server's signing key (SECRET_KEY, or the one the server stored) and the purpose, so no other
 * use of that key can open them. GCM's tag makes a changed value fail to open rather than open
 * wrong. Sealed form: "v1.<iv>.<tag>.<ciphertext>", each base64url.
 */
export function createSecretBox(signingKey: string, purpose: string) {
  const key = Buffer.from(hkdfSync("sha256", signingKey, "", `hrms ${purpose}`, 32));

  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
    },

    /** The plain text, or null when the value was sealed with another key or has been changed. */
    open(sealed: string): string | null {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
