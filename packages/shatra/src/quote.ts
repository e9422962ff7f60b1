// How the rules' messages echo the text they refuse: in single quotes, at most the first 80
// characters, so that a huge bad input never makes a huge message (the command line quotes its
// own echoes the same way: packages/cli/src/quote.ts).

const QUOTE_LIMIT = 80;

export function quote(text: string): string {
  if (text.length <= QUOTE_LIMIT) return `'${text}'`;
  // Not half a surrogate pair: the cut never makes a character that was not in the input.
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(QUOTE_LIMIT - 1)) ? QUOTE_LIMIT - 1 : QUOTE_LIMIT;
  return `'${text.slice(0, cut)}…' (${text.length} characters)`;
}
