// How the command line echoes what it was given in an error message (PROTOCOL.md, "Lines"): in
// single quotes, at most the first 80 characters, so that a huge bad input does not come back as
// a huge error line. The Shatra rules package quotes its fields the same way (shatra/src/quote.ts).

export const QUOTE_LIMIT = 80;

export function quote(text: string): string {
  if (text.length <= QUOTE_LIMIT) return `'${text}'`;
  // Not half a surrogate pair: the cut never makes a character that was not in the input.
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(QUOTE_LIMIT - 1)) ? QUOTE_LIMIT - 1 : QUOTE_LIMIT;
  return `'${text.slice(0, cut)}…' (${text.length} characters)`;
}
