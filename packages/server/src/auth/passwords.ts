// Passwords as argon2id hashes (the PHC string: algorithm, parameters, salt and hash together),
// with OWASP's minimum parameters for argon2id: 19 MiB of memory, 2 passes, 1 lane.
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares it a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS as never);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has: a login for an unknown name verifies against it, so that it
 * takes as long as a wrong password and the timing does not tell which names exist.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword('not a password anyone has');
  return decoy;
};
