// The arguments of `ludus bg eval | hint | rollout` (PROTOCOL.md, "Evaluation from the command
// line"): the position as POSITION_ID MATCH_ID or `--xgid XGID`, and each command's options.
// Everything is checked here, at the edge: a refusal is a code and a message, printed as one
// JSON line by `refuse`, with exit status 2.

import {
  type Dice,
  type MatchIdState,
  type Position,
  parseMatchId,
  parsePositionId,
  parseXgid,
} from '@ludus/backgammon';
import { quote } from '../quote';

export type AnalysisError =
  | 'usage'
  | 'unknown-option'
  | 'bad-option'
  | 'variant-unsupported'
  | 'bad-position-id'
  | 'bad-match-id'
  | 'bad-xgid'
  | 'game-over'
  | 'no-dice';

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: AnalysisError; readonly message: string };

const refused = (error: AnalysisError, message: string) => ({ ok: false as const, error, message });

/** A numeric option: its flag, its inclusive range, and its value when not given. */
export interface NumberOption {
  readonly flag: string;
  readonly min: number;
  readonly max: number;
  readonly fallback?: number;
}

/** `eval` and `hint`: 2-ply by default, about 0.3 s of CPU beyond 0-ply (docs/benchmarks.md). */
export const PLIES: NumberOption = { flag: '--plies', min: 0, max: 3, fallback: 2 };

/** What one command was asked: the position (side on roll), its dice if rolled, the options. */
export interface AnalysisRequest {
  readonly position: Position;
  readonly dice: Dice | undefined;
  readonly options: ReadonlyMap<string, number>;
}

/** Splits `--flag value` / `--flag=value` pairs (each flag once) from the positional words. */
function splitFlags(
  args: readonly string[],
  flags: readonly string[],
): Checked<{ values: Map<string, string>; positional: string[] }> {
  const values = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq < 0 ? arg : arg.slice(0, eq);
    if (!flags.includes(flag)) {
      return refused('unknown-option', `unknown option ${quote(flag)}: use ${flags.join(', ')}`);
    }
    const value = eq < 0 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined) return refused('bad-option', `${flag} needs a value`);
    if (values.has(flag)) return refused('bad-option', `${flag} is given twice`);
    values.set(flag, value);
  }
  return { ok: true, value: { values, positional } };
}

function readNumber(option: NumberOption, text: string | undefined): Checked<number | undefined> {
  if (text === undefined) return { ok: true, value: option.fallback };
  const n = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(n) || n < option.min || n > option.max) {
    return refused(
      'bad-option',
      `${option.flag} ${quote(text)}: a whole number from ${option.min} to ${option.max}`,
    );
  }
  return { ok: true, value: n };
}

/** The position and the Match ID's fields of POSITION_ID MATCH_ID or of an XGID. */
function readIds(
  positional: readonly string[],
  xgid: string | undefined,
): Checked<{ position: Position; match: MatchIdState | undefined }> {
  if (xgid !== undefined) {
    if (positional.length > 0) {
      return refused('usage', 'give either POSITION_ID MATCH_ID or --xgid XGID, not both');
    }
    const read = parseXgid(xgid);
    if (!read.ok) {
      const code = read.error === 'xgid-game-over' ? 'game-over' : 'bad-xgid';
      return refused(code, `bad XGID ${quote(xgid)}: ${read.message}`);
    }
    return { ok: true, value: { position: read.value.position, match: read.value.match } };
  }
  const [positionId, matchId, ...extra] = positional;
  if (positionId === undefined || extra.length > 0) {
    return refused('usage', `expected POSITION_ID MATCH_ID or --xgid XGID`);
  }
  const position = parsePositionId(positionId);
  if (!position.ok) {
    const code = position.error === 'no-checkers' ? 'game-over' : 'bad-position-id';
    return refused(code, `bad position ID ${quote(positionId)}: ${position.message}`);
  }
  if (matchId === undefined)
    return { ok: true, value: { position: position.value, match: undefined } };
  const match = parseMatchId(matchId);
  if (!match.ok) return refused('bad-match-id', `bad Match ID ${quote(matchId)}: ${match.message}`);
  return { ok: true, value: { position: position.value, match: match.value } };
}

/** Reads one command's arguments: the IDs or `--xgid`, `--variant backgammon`, the options. */
export function readAnalysisArgs(
  args: readonly string[],
  options: readonly NumberOption[],
): Checked<AnalysisRequest> {
  const flags = ['--xgid', '--variant', ...options.map((o) => o.flag)];
  const split = splitFlags(args, flags);
  if (!split.ok) return split;
  const { values, positional } = split.value;
  const variant = values.get('--variant');
  if (variant !== undefined && variant !== 'backgammon') {
    return refused('variant-unsupported', `variant ${quote(variant)}: only backgammon`);
  }
  const numbers = new Map<string, number>();
  for (const option of options) {
    const read = readNumber(option, values.get(option.flag));
    if (!read.ok) return read;
    if (read.value !== undefined) numbers.set(option.flag, read.value);
  }
  const ids = readIds(positional, values.get('--xgid'));
  if (!ids.ok) return ids;
  const [a, b] = ids.value.match?.dice ?? [0, 0];
  const dice = a === 0 || b === 0 ? undefined : ([a, b] as Dice);
  return { ok: true, value: { position: ids.value.position, dice, options: numbers } };
}

/** Prints a refusal as one JSON line; the exit status of every refusal is 2. */
export function refuse(failure: { error: AnalysisError; message: string }): number {
  process.stdout.write(`${JSON.stringify({ error: failure.error, message: failure.message })}\n`);
  return 2;
}
