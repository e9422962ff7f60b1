// Random (position, dice) queries for the differential test against GNU Backgammon: positions
// from random self-play games and random valid positions of the kinds where rules go wrong
// (checkers on the bar against closed boards, contact, bear-offs, primes, sparse endgames).
// Deterministic from a seed, so a failing case can be regenerated.

import { mulberry32, unitFloat } from '@ludus/core';
import { rollDice, seededDice } from '../src/dice';
import { legalPlays } from '../src/moves';
import { fromSetup, startPosition, swapSides } from '../src/position';
import type { Dice, Position } from '../src/types';

export interface Query {
  readonly position: Position;
  readonly dice: Dice;
  readonly source: string;
}

/**
 * @ludus/core's mulberry32 for choosing positions (dice come from `seededDice`): the recorded GNU
 * Backgammon answers of the differential test are tied to its sequence.
 */
export function randomInts(seed: number): (below: number) => number {
  const next = mulberry32(seed);
  return (below) => Math.floor(unitFloat(next()) * below);
}

/** Queries met in random self-play games from the start, `count` in all. */
export function selfPlayQueries(seed: number, count: number): Query[] {
  const dice = seededDice(seed);
  const pick = randomInts(seed ^ 0x5bd1e995);
  const queries: Query[] = [];
  let position = startPosition();
  while (queries.length < count) {
    const roll = rollDice(dice);
    queries.push({ position, dice: roll, source: 'self-play' });
    const plays = legalPlays(position, roll);
    const play = plays[pick(plays.length)];
    const after = play ? play.after : position;
    const gameOver = after.player.every((n) => n === 0);
    position = gameOver ? startPosition() : swapSides(after);
  }
  return queries;
}

type Kind = 'contact' | 'bar' | 'bear-off' | 'prime' | 'endgame';
const KINDS: readonly Kind[] = ['contact', 'bar', 'bear-off', 'prime', 'endgame'];

/** Queries on random valid positions of each kind in turn, `count` in all. */
export function randomPositionQueries(seed: number, count: number): Query[] {
  const dice = seededDice(seed);
  const random = randomInts(seed ^ 0x27d4eb2f);
  const queries: Query[] = [];
  while (queries.length < count) {
    const kind = KINDS[queries.length % KINDS.length] ?? 'contact';
    const position = randomPosition(kind, random);
    if (position) queries.push({ position, dice: rollDice(dice), source: kind });
  }
  return queries;
}

function randomPosition(kind: Kind, random: (below: number) => number): Position | undefined {
  const player = new Array<number>(25).fill(0);
  const opponent = new Array<number>(25).fill(0);
  // Cells are 0..23 for points 1..24 and 24 for the bar, each side in its own numbering.
  const free = (side: 'player' | 'opponent', cell: number): boolean => {
    if (cell === 24) return true;
    return side === 'player' ? (opponent[23 - cell] ?? 0) === 0 : (player[23 - cell] ?? 0) === 0;
  };
  const place = (side: 'player' | 'opponent', n: number, cells: (i: number) => number): void => {
    const board = side === 'player' ? player : opponent;
    for (let placed = 0, tries = 0; placed < n && tries < 500; tries++) {
      const cell = cells(placed);
      if (free(side, cell) && (board[cell] ?? 0) < 15) {
        board[cell] = (board[cell] ?? 0) + 1;
        placed++;
      }
    }
  };
  const anywhere = () => random(24);
  switch (kind) {
    case 'contact':
      place('player', 15, () => (random(30) === 0 ? 24 : anywhere()));
      place('opponent', 15, () => (random(30) === 0 ? 24 : anywhere()));
      break;
    case 'bar': {
      // Checkers on the bar against a partly or fully closed board (opponent's points 1..6).
      const made = 2 + random(5);
      for (let points = 0, tries = 0; points < made && tries < 100; tries++) {
        const cell = random(6);
        if (opponent[cell] === 0) {
          opponent[cell] = 2;
          points++;
        }
      }
      place('player', 1 + random(4), () => 24);
      place('player', 15 - player.reduce((a, b) => a + b, 0), anywhere);
      place('opponent', 15 - opponent.reduce((a, b) => a + b, 0), anywhere);
      break;
    }
    case 'bear-off':
      place('player', 1 + random(15), () => random(6));
      place('opponent', 1 + random(15), () => (random(3) === 0 ? anywhere() : 18 + random(6)));
      if (random(4) === 0) place('player', 1, () => 6 + random(3));
      break;
    case 'prime': {
      const start = random(19);
      for (let p = start; p < start + 6; p++) if (random(6) > 0) opponent[p] = 2;
      place('player', 2 + random(3), () => 23 - start - random(4));
      place('player', 15 - player.reduce((a, b) => a + b, 0), anywhere);
      place('opponent', 15 - opponent.reduce((a, b) => a + b, 0), anywhere);
      break;
    }
    case 'endgame':
      place('player', 1 + random(6), anywhere);
      place('opponent', 1 + random(6), anywhere);
      break;
  }
  const setup = fromSetup({ player, opponent });
  return setup.ok ? setup.value : undefined;
}

/** The fixed corpus of the committed fixture: about 40% self-play, 60% random positions. */
export function fixtureQueries(seed: number, count: number): Query[] {
  const selfPlay = Math.round(count * 0.4);
  return [...selfPlayQueries(seed, selfPlay), ...randomPositionQueries(seed + 1, count - selfPlay)];
}
