// Placeholder until the backgammon commands land.
export async function runBackgammon(_args: readonly string[]): Promise<number> {
  process.stdout.write(`${JSON.stringify({ error: 'not implemented yet' })}\n`);
  return 2;
}
