import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { createMailer } from "../../server/modules/mail/mailer";
import { type MailSink, startMailSink } from "../support/mail-sink";

/**
 * DKIM (issue 41): with a key configured, what reaches the mail server carries a signature that a
 * receiver's verifier (mailauth's, as Gmail or Yahoo would) accepts against the DNS record
 * docs/operations.md tells operators to publish. The DNS answer is the test's own.
 */
const domain = "mail.asterhrms.test";
const selector = "aster2026";

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    // The record's p= is the public key's DER (SubjectPublicKeyInfo) in base64.
    record: `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`,
  };
}

/** A resolver that knows one TXT record, as a DNS zone holding only the DKIM key would. */
const dnsWith = (record: string) => async (name: string, type: string) => {
  if (type === "TXT" && name === `${selector}._domainkey.${domain}`) return [[record]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
};

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink.close());

async function sendSigned(privatePem: string, to: string): Promise<Buffer> {
  const config = loadConfig({
    SMTP_URL: sink.url,
    MAIL_FROM: `Aster HRMS <no-reply@${domain}>`,
    MAIL_DKIM_DOMAIN: domain,
    MAIL_DKIM_SELECTOR: selector,
    // As an operator sets it in one line of an environment file.
    MAIL_DKIM_PRIVATE_KEY: privatePem.trim().replaceAll("\n", "\\n"),
  });
  const mailer = createMailer(config);
  if (!mailer) throw new Error("SMTP_URL was given, so there is a mailer");
  try {
    await mailer.send({
      to,
      subject: "Your demo is booked",
      html: "<p>See you on Tuesday at 11:00.</p>",
      text: "See you on Tuesday at 11:00.",
      messageId: `<${to}.dkim@${domain}>`,
      headers: { "List-Unsubscribe": `<mailto:unsubscribe@${domain}>` },
    });
  } finally {
    mailer.close();
  }
  const arrived = await sink.waitFor((message) => message.to !== undefined && JSON.stringify(message.to).includes(to));
  const raw = sink.rawMessages[sink.messages.indexOf(arrived)];
  if (!raw) throw new Error("the sink keeps each message's bytes");
  return raw;
}

describe("DKIM-signed mail", () => {
  it("passes a receiver's check against the published key, signing From, Subject and List-Unsubscribe", async () => {
    const { privatePem, record } = keyPair();
    const raw = await sendSigned(privatePem, "signed@example.com");
    const { results } = await dkimVerify(raw, { resolver: dnsWith(record) });
    expect(results).toHaveLength(1);
    expect(results[0]?.status.result).toBe("pass");
    expect(results[0]?.signingDomain).toBe(domain);
    const signedHeaders =
      /^DKIM-Signature:[\s\S]*?\bh=([^;]+);/im.exec(raw.toString("latin1"))?.[1]?.toLowerCase() ?? "";
    for (const header of ["from", "subject", "list-unsubscribe"]) expect(signedHeaders).toContain(header);
  });

  it("fails the check when DNS publishes another key", async () => {
    const signing = keyPair();
    const raw = await sendSigned(signing.privatePem, "wrong-key@example.com");
    const { results } = await dkimVerify(raw, { resolver: dnsWith(keyPair().record) });
    expect(results[0]?.status.result).toBe("fail");
  });

  it("refuses a configuration with only some of the three settings, or a key that is not one", () => {
    expect(() => loadConfig({ MAIL_DKIM_DOMAIN: domain })).toThrow(
      "MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY must be set together with MAIL_DKIM_DOMAIN (DKIM signing)",
    );
    const notAKey = () =>
      loadConfig({ MAIL_DKIM_DOMAIN: domain, MAIL_DKIM_SELECTOR: selector, MAIL_DKIM_PRIVATE_KEY: "secret-value" });
    expect(notAKey).toThrow(ConfigError);
    expect(notAKey).toThrow("MAIL_DKIM_PRIVATE_KEY must be a PEM private key (RSA or Ed25519)");
    // The key is never echoed into the log.
    expect(notAKey).not.toThrow(/secret-value/);
  });
});
