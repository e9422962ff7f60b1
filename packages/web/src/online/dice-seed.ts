// This client's share of the verifiable dice (docs/fair-dice.md): a seed of its own when it takes
// a seat (or creates a game), and a fresh nonce with every intent, so that the server cannot know
// a roll before the roller asks for it. 128 random bits from the browser's CSPRNG, base64url
// without padding: 22 characters of the alphabet the server accepts (A-Z a-z 0-9 _ -).

const BYTES = 16;

/** A fresh random value for a client seed or a roll's nonce. */
export function freshDiceValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(BYTES));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
