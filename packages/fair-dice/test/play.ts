// Test driver: a whole match at a session table (the very table the server runs) whose dice
// come from FairDice, each roll intent applied with a fresh nonce of its roller, as the server
// will. Choices are seeded (never Math.random); rolls and plays are preferred so that games
// run long, with some doubles, drops and resignations for variety.
import { makeMat } from '@ludus/backgammon';
import {
  apply,
  type BackgammonIntent,
  type BackgammonSpec,
  type BackgammonTable,
  createTable,
  legalIntents,
  type Seat,
  view,
} from '@ludus/session';
import { diceRecordLines, FairDice, type Roll } from '../src/index';

export const SERVER_SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

export interface Played {
  readonly table: BackgammonTable;
  readonly dice: FairDice;
  /** The .mat download with the dice record in its header. */
  readonly mat: string;
  /** The table's drawn dice, two by two: roll 1 first. */
  readonly rolls: readonly Roll[];
}

function random(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return (state >>> 8) % n;
  };
}

function choose(legal: readonly BackgammonIntent[], pick: (n: number) => number): BackgammonIntent {
  const main = legal.filter((intent) => intent.kind === 'roll' || intent.kind === 'move');
  const pool = main.length > 0 && pick(10) > 0 ? main : legal;
  const intent = pool[pick(pool.length)];
  if (!intent) throw new Error('no legal intent');
  return intent;
}

export function playFairMatch(
  spec: Partial<BackgammonSpec>,
  seed: number,
  gameId = 'Gm7xQ2pLk9aZ',
): Played {
  const dice = new FairDice(SERVER_SEED, gameId, { white: 'wS3dQ9vK1mZx' });
  const human = { kind: 'human' } as const;
  const made = createTable(
    { game: 'backgammon', matchLength: 3, seats: { white: human, black: human }, ...spec },
    dice,
  );
  if (!made.ok) throw new Error(made.message);
  // Black's client seed comes when black takes the seat, after the table was made.
  dice.setClientSeed('black', 'b-7');
  let table = made.value as BackgammonTable;
  const pick = random(seed);
  // A money session (match length 0) never ends: it stops after its second game.
  const over = (t: BackgammonTable) =>
    t.state.match.winner !== null || t.state.match.previous.length >= 2;
  for (let count = 0; !over(table); count += 1) {
    if (count > 20_000) throw new Error('the match does not end');
    // Nobody is to act after a game's end: both seats then ask for the next game.
    const toAct = view(table, 'spectator').toAct;
    const seat: Seat = toAct[0] ?? (count % 2 === 0 ? 'white' : 'black');
    const legal = legalIntents(table, seat) as BackgammonIntent[];
    if (legal.length === 0) continue;
    const intent = choose(legal, pick);
    const nonce = `${seat[0]}${count.toString(36)}x${pick(1e6).toString(36)}`;
    const applied = dice.drawingWith(nonce, () => apply(table, seat, intent));
    if (!applied.ok) throw new Error(`${seat} ${JSON.stringify(intent)}: ${applied.message}`);
    table = applied.value.table as BackgammonTable;
  }
  const drawn = table.events.flatMap((event) => event.dice);
  const rolls: Roll[] = [];
  for (let i = 0; i < drawn.length; i += 2) rolls.push([drawn[i], drawn[i + 1]] as Roll);
  const mat = makeMat(
    table.state.match,
    { white: 'Ann', black: 'Bo' },
    diceRecordLines(dice.record()),
  );
  return { table, dice, mat, rolls };
}
