// The server's commitment: the SHA-256 of its 32-byte seed, shown to the players before the first
// roll, so that the seed revealed at the end can be checked to be the one the game was played on.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { seedBytes } from './derive';
import { isHex32 } from './fields';

/** A fresh server seed from the platform's CSPRNG (crypto.getRandomValues), as 64 hex digits. */
export function newServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/** SHA-256 of the seed's 32 bytes (not of its hex text), as 64 lowercase hex digits. */
export function commitmentOf(serverSeed: string): string {
  return bytesToHex(sha256(seedBytes(serverSeed)));
}

/** Whether `serverSeed` is the seed `commitment` was made for. */
export function verifyCommitment(serverSeed: string, commitment: string): boolean {
  return isHex32(serverSeed) && isHex32(commitment) && commitmentOf(serverSeed) === commitment;
}
