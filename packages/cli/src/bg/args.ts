// Argument handling shared by the `bg` subcommands: `--variant NAME` (or `--variant=NAME`)
// anywhere, the rest positional.

import {
  isVariantKey,
  type Position,
  parsePositionId,
  VARIANT_KEYS,
  type VariantKey,
} from '@ludus/backgammon';
import { quote } from '../quote';

export interface BgArgs {
  readonly variant: VariantKey;
  readonly positional: readonly string[];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseBgArgs(args: readonly string[]): Parsed<BgArgs> {
  let variant: VariantKey = 'backgammon';
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--variant' || arg.startsWith('--variant=')) {
      const name = arg === '--variant' ? args[++i] : arg.slice('--variant='.length);
      if (name === undefined || !isVariantKey(name)) {
        return {
          ok: false,
          message: `unknown variant ${quote(name ?? '')}: use ${VARIANT_KEYS.join(' or ')}`,
        };
      }
      variant = name;
    } else if (arg.startsWith('--')) {
      return { ok: false, message: `unknown option ${quote(arg)}` };
    } else {
      positional.push(arg);
    }
  }
  return { ok: true, value: { variant, positional } };
}

/** The position of a Position ID, or what is wrong with the ID (quoted as given). */
export function readPositionId(id: string, variant: VariantKey): Parsed<Position> {
  const position = parsePositionId(id, variant);
  if (position.ok) return position;
  return { ok: false, message: `bad position ID ${quote(id)}: ${position.message}` };
}

/** One line of output: a JSON object. */
export function errorLine(message: string): string {
  return JSON.stringify({ error: message });
}
