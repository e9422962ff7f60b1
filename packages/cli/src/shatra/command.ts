// Placeholder until the Shatra commands land.
export async function runShatra(_args: readonly string[]): Promise<number> {
  process.stdout.write(`${JSON.stringify({ error: 'not implemented yet' })}\n`);
  return 2;
}
