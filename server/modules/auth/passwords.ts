import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm) at OWASP's recommended minimum:
 * 19 MiB of memory, 2 passes, 1 lane.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the username is unknown makes a miss cost as much as a wrong
 * password, so response times do not reveal which usernames exist.
 */
let decoyHash: Promise<string> | undefined;
export function spendDecoyVerification(password: string): Promise<boolean> {
  decoyHash ??= hashPassword("decoy password that no account uses");
  return decoyHash.then((value) => verifyPassword(value, password));
}
