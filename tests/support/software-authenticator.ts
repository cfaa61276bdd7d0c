import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/**
 * A passkey authenticator in software, for API tests: an ES256 key pair that answers a site's
 * registration and sign-in challenges as a browser's WebAuthn call would (attestation "none",
 * user present and verified). The browser tests use Chromium's own virtual authenticator.
 */
export function softwareAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const id = base64url(credentialId);
  let counter = 0;
  // COSE_Key (RFC 9053): EC2, ES256, P-256, x, y.
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? "", "base64url")],
    [-3, Buffer.from(jwk.y ?? "", "base64url")],
  ]);

  function authenticatorData(withCredential: boolean): Buffer {
    const userPresentAndVerified = 0x01 | 0x04;
    const flags = withCredential ? userPresentAndVerified | 0x40 : userPresentAndVerified;
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    const parts = [createHash("sha256").update(rpId).digest(), Buffer.from([flags]), signCount];
    if (withCredential) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(isoCBOR.encode(coseKey)));
    }
    return Buffer.concat(parts);
  }
  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    id,
    /** The answer to `navigator.credentials.create()` with these options' challenge. */
    register(challenge: string) {
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authenticatorData(true)],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: base64url(clientData("webauthn.create", challenge)),
          attestationObject: base64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to `navigator.credentials.get()`; `origin` lets a test play another site. */
    signIn(challenge: string, { from = origin }: { from?: string } = {}) {
      counter += 1;
      const data = authenticatorData(false);
      const client = clientData("webauthn.get", challenge, from);
      const signed = Buffer.concat([data, createHash("sha256").update(client).digest()]);
      const signature = createSign("sha256").update(signed).sign(privateKey);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: base64url(client),
          authenticatorData: base64url(data),
          signature: base64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
