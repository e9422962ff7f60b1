// A finished game's record for download: a .mat file (GNU Backgammon's match format, through the
// rules package's makeMat) for backgammon and tryktrak, the Shatra game record (makeRecord).
// The .mat of a game with verifiable dice carries their record in its header: the seed revealed,
// the client seeds and every nonce (docs/fair-dice.md). Only a finished game's record is made.
import { makeMat } from '@ludus/backgammon';
import { diceRecordLines } from '@ludus/fair-dice';
import { type ShatraTable, shatraRecord, type Table } from '@ludus/session';
import { gameDiceOf } from './dice';
import type { Seats } from './types';

export interface GameRecord {
  readonly filename: string;
  readonly contentType: string;
  readonly text: string;
}

function nameOf(seats: Seats, seat: 'white' | 'black'): string {
  return seats[seat]?.name ?? (seat === 'white' ? 'White' : 'Black');
}

/** `date` is the game's start, written as the record's date. */
export function recordOf(id: string, table: Table, seats: Seats, date: Date): GameRecord {
  const white = nameOf(seats, 'white');
  const black = nameOf(seats, 'black');
  if (table.state.game === 'shatra') {
    const day = date.toISOString().slice(0, 10).replaceAll('-', '.');
    return {
      filename: `ludus-${id}.shatra.txt`,
      contentType: 'text/plain; charset=utf-8',
      text: shatraRecord(table as ShatraTable, {
        White: white,
        Black: black,
        Date: day,
        Site: 'ludus',
      }),
    };
  }
  return {
    filename: `ludus-${id}.mat`,
    contentType: 'text/plain; charset=utf-8',
    text: makeMat(table.state.match, { white, black }, diceLinesOf(table)),
  };
}

/** The dice record's header lines; none for an older game's seeded dice. */
function diceLinesOf(table: Table): string[] {
  const dice = gameDiceOf(table);
  return dice ? diceRecordLines(dice.record()) : [];
}
