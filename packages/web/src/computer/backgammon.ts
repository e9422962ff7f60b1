// A simple, honest backgammon/tryktrak opponent: it plays only what the rules package's
// legalPlays offers and picks the play whose position scores best on pips, blots and points.
// Its cube rule is plain race arithmetic. The strong engine replaces this behind the same
// protocol in a later issue.
import type { Play, Position, SideBoard } from '@ludus/backgammon';
import { legalPlays } from '../backgammon/rules';
import type {
  BackgammonMoveRequest,
  ComputerAnswer,
  CubeContext,
  CubeOfferRequest,
  DoubleDecisionRequest,
  Level,
} from './protocol';

const POINTS = 24;

function pips(side: SideBoard): number {
  let total = 0;
  for (let point = 1; point <= 25; point++) total += (side[point - 1] ?? 0) * point;
  return total;
}

/**
 * Weighted shots at each of the mover's blots. The opponent's checker on its point q stands on
 * the mover's point 25 − q and moves toward the mover's higher points; bar checkers enter from
 * the mover's point 0. A hit blot on point b goes back to the bar and loses 25 − b pips, so
 * a blot near home weighs more than one far back.
 */
function blotRisk(position: Position): number {
  const { player, opponent } = position;
  const attackers: number[] = [];
  if ((opponent[24] ?? 0) > 0) attackers.push(0);
  for (let q = 1; q <= POINTS; q++) if ((opponent[q - 1] ?? 0) > 0) attackers.push(25 - q);
  let risk = 0;
  for (let b = 1; b <= POINTS; b++) {
    if (player[b - 1] !== 1) continue;
    let shots = 0;
    for (const from of attackers) {
      const distance = b - from;
      if (distance >= 1 && distance <= 6) shots += 2;
      else if (distance >= 7 && distance <= 12) shots += 1;
    }
    risk += Math.min(shots, 6) * ((25 - b) / 24);
  }
  return risk;
}

/** Made points, home-board points and the 4–9 "blocking" points count double. */
function pointStrength(side: SideBoard): number {
  let strength = 0;
  for (let point = 1; point <= 9; point++) {
    if ((side[point - 1] ?? 0) >= 2) strength += point >= 4 ? 2 : 1.5;
  }
  return strength;
}

const WEIGHTS: Record<Level, { blots: number; points: number }> = {
  1: { blots: 0, points: 0 },
  2: { blots: 4, points: 0 },
  3: { blots: 6, points: 3 },
};

/** Higher is better for the side that just moved (`after` is from its view, not swapped). */
export function scorePosition(after: Position, level: Level): number {
  const weights = WEIGHTS[level];
  const borneOff = 15 - after.player.reduce((sum, n) => sum + n, 0);
  const hitBonus = (after.opponent[24] ?? 0) * 8;
  return (
    pips(after.opponent) -
    pips(after.player) +
    borneOff * 2 +
    hitBonus -
    weights.blots * blotRisk(after) +
    weights.points * pointStrength(after.player)
  );
}

/** The best play by scorePosition; ties keep the rules package's order (deterministic). */
export function choosePlay(plays: readonly Play[], level: Level): Play | undefined {
  let best: Play | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const play of plays) {
    const score = scorePosition(play.after, level);
    if (score > bestScore) {
      best = play;
      bestScore = score;
    }
  }
  return best;
}

/** True when no checker of either side can still meet one of the other's. */
export function isRace(position: Position): boolean {
  let playerBack = 0;
  for (let point = 25; point >= 1; point--) {
    if ((position.player[point - 1] ?? 0) > 0) {
      playerBack = point;
      break;
    }
  }
  let opponentBack = 0;
  for (let q = 25; q >= 1; q--) {
    if ((position.opponent[q - 1] ?? 0) > 0) {
      opponentBack = q;
      break;
    }
  }
  // The opponent's rearmost checker on its point q is on the mover's point 25 − q.
  return playerBack < 25 - opponentBack;
}

/** The lead of `position.player` in the race, as a fraction of its own pip count. */
function raceLead(position: Position): number {
  const own = pips(position.player);
  return own === 0 ? 1 : (pips(position.opponent) - own) / own;
}

/** Simple cube rule: double with a 10% race lead (20% in contact); take unless 12% (22%) behind. */
export function shouldDouble(position: Position, cube: CubeContext): boolean {
  if (cube.crawford || cube.owner === 'opponent') return false;
  return raceLead(position) >= (isRace(position) ? 0.1 : 0.2);
}

export function shouldTake(position: Position, cube: CubeContext): boolean {
  // A pass would lose the match anyway: always take.
  if (cube.matchLength > 0 && cube.opponentScore + cube.cubeValue >= cube.matchLength) return true;
  return raceLead(position) >= (isRace(position) ? -0.12 : -0.22);
}

function answerMove(request: BackgammonMoveRequest): ComputerAnswer {
  const plays = legalPlays(request.position, request.dice, request.game);
  const best = choosePlay(plays, request.level);
  return { kind: 'backgammon-move', id: request.id, play: best ?? null };
}

export function answerBackgammon(
  request: BackgammonMoveRequest | CubeOfferRequest | DoubleDecisionRequest,
): ComputerAnswer {
  switch (request.kind) {
    case 'move':
      return answerMove(request);
    case 'cube-offer':
      return {
        kind: 'cube-response',
        id: request.id,
        response: shouldTake(request.position, request.cube) ? 'take' : 'pass',
      };
    case 'double-decision':
      return {
        kind: 'double-decision',
        id: request.id,
        double: shouldDouble(request.position, request.cube),
      };
  }
}
