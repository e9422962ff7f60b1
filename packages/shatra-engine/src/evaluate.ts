// The evaluation, written for Shatra: a weighted sum of features, each counted for the side to
// move minus the opponent, in centi-shatras (a shatra on the board is about 100). Being linear
// in its weights, it can be fitted to game results (scripts/tune.ts, Texel's method); the fitted
// weights live in weights.ts.
//
// The features and the rules they stand for (shatra.md sections):
// - material on the board, per role ("Pieces and start");
// - the reserve: pieces still in their fortress are worth less than pieces in play until they
//   drop, and a reserve batyr or tura with an open great road can enter at once ("Fortress,
//   reserve and the great road");
// - shatra advancement, and more of it when the own pool holds a piece to promote to; a shatra
//   waiting on the promotion row with an empty pool ("Promotion");
// - biy safety: a biy the opponent could jump now ("A threatened biy"), its empty neighbours
//   (escape squares), and the opponent's long leapers whose lines reach it through at most one
//   piece (a single blocker moving away, or being captured, opens the leap);
// - mobility of the long leapers (empty squares along their lines);
// - the capture obligation's traps: pieces standing where the opponent could jump them, which
//   the side to move must answer or lose ("Captures — by jumping, compulsory, in chains").
import { bitCount } from '@ludus/core';
import { Attacks } from './attacks';
import {
  BATYR,
  BIY,
  BLACK_BIT,
  type BoardView,
  JALKYN,
  ROLE_MASK,
  SHATRA,
  type SideIndex,
  TURA,
} from './board-view';
import {
  advancement,
  beyondDitch,
  FORWARD_DIR,
  gateOf,
  inFortress,
  onGreatRoadInFortress,
} from './geometry';
import {
  type NearBiy,
  type PieceSquares,
  type TableState,
  tablesSum,
  tableVector,
} from './piece-squares';
import {
  DIAGONAL_LEAPERS,
  GRID_OF,
  GRID_STEP,
  lowestSquare,
  NEIGH,
  NEIGHBOURS,
  RAY_BITS,
  RAY_LENGTH,
  RAY_SQUARES,
  RAY_START,
  STRAIGHT_LEAPERS,
  WALL,
} from './search-geometry';

export const FEATURES = [
  'shatra',
  'jalkyn',
  'tura',
  'batyr',
  'reserveShatra',
  'reserveJalkyn',
  'reserveTura',
  'reserveBatyr',
  'greatRoad',
  'advance',
  'advanceWithPool',
  'waiting',
  'biyThreatened',
  'biyEscapes',
  'biyLeaperLines',
  'leaperMobility',
  'hanging',
  'tempo',
] as const;

export type FeatureName = (typeof FEATURES)[number];

/** The 18 features' weights alone (scripts/tune.ts fits these). */
export type FeatureWeights = Readonly<Record<FeatureName, number>>;
/** The weights, with the learned tables of piece-squares.ts when a fit made them. */
export type Weights = FeatureWeights & {
  readonly squares?: PieceSquares;
  readonly nearBiy?: NearBiy;
};

const INDEX = Object.fromEntries(FEATURES.map((name, i) => [name, i])) as Record<
  FeatureName,
  number
>;

/** Rough piece sizes for the hanging feature (in shatras), so that a batyr en prise counts more. */
const HANG_SIZE: readonly number[] = [0, 3, 7, 4, 3, 1];

function add(out: Float64Array, index: number, amount: number): void {
  out[index] = (out[index] as number) + amount;
}

/** A reusable feature vector, so that evaluation allocates nothing per call. */
export function featureVector(): Float64Array {
  return new Float64Array(FEATURES.length);
}

/** The scan of `extractFeatures` calls that bring none (positions from outside the search). */
const freshAttacks = new Attacks();

/**
 * Fills `out` with the features from the view of the side to move (mine minus theirs). The
 * search passes the scan of its current position (`attacks`, shared with its move generator);
 * other callers leave it out and it is made here.
 */
export function extractFeatures(
  view: BoardView,
  out: Float64Array,
  attacks: Attacks = scanned(view.cells),
): Float64Array {
  // A loop, not `fill`: the builtin's call costs more than 18 stores (this runs at every leaf).
  for (let i = 0; i < out.length; i++) out[i] = 0;
  const { cells } = view;
  const me = view.turn;
  const { target, slides } = attacks;
  let biyWhite = 0;
  let biyBlack = 0;
  let hanging = 0;
  let mobility = 0;
  let advance = 0;
  let advanceWithPool = 0;
  let waiting = 0;
  // Pieces by role, mine minus theirs, in play and in the reserve (the material and reserve
  // features): counted in locals, written once at the end.
  let shatras = 0;
  let jalkyns = 0;
  let turas = 0;
  let batyrs = 0;
  let reserveShatras = 0;
  let reserveJalkyns = 0;
  let reserveTuras = 0;
  let reserveBatyrs = 0;
  let greatRoad = 0;
  const occupied = attacks.occupied;
  for (let side: SideIndex = 0; side < 2; side = (side + 1) as SideIndex) {
    const sign = side === me ? 1 : -1;
    // A piece is hanging when the other side's scan marked it.
    const hit = attacks.stamps[1 - side] as number;
    const reserve = view.reserve[side];
    // Whether the side's pool holds a piece to promote to (the shatras' features depend on it).
    const pool = view.pool[side];
    const withPool = pool.batyr + pool.tura + pool.jalkyn > 0;
    // The side's pieces from the scan's occupancy (the sums do not depend on the order).
    for (let word = side * 2; word < side * 2 + 2; word++) {
      for (let left = occupied[word] as number; left !== 0; left &= left - 1) {
        const sq = lowestSquare(left, word);
        const role = (cells[sq] as number) & ROLE_MASK;
        if (role === BIY) {
          if (side === 0) biyWhite = sq;
          else biyBlack = sq;
          continue;
        }
        // Pieces the other side could jump, the reserve's too (the capture obligation's traps).
        if (target[sq] === hit) hanging += sign * (HANG_SIZE[role] as number);
        if (reserve && inFortress(side, sq)) {
          if (role === SHATRA) reserveShatras += sign;
          else if (role === JALKYN) reserveJalkyns += sign;
          else {
            if (role === TURA) reserveTuras += sign;
            else reserveBatyrs += sign;
            // The great road (file d): a reserve batyr or tura whose next square toward the
            // field is empty can leave the fortress in one move, even out of the drop order.
            if (onGreatRoadInFortress(sq)) {
              const next = NEIGH[sq * 8 + (FORWARD_DIR[side] as number)] as number;
              if (next !== 0 && cells[next] === 0) greatRoad += sign;
            }
          }
          continue;
        }
        if (role !== SHATRA) {
          if (role === JALKYN) jalkyns += sign;
          else if (role === TURA) turas += sign;
          else batyrs += sign;
          mobility += sign * (slides[sq] as number);
          continue;
        }
        shatras += sign;
        const steps = Math.max(0, advancement(side, sq));
        advance += sign * steps;
        if (withPool) {
          if (beyondDitch(side, sq)) advanceWithPool += sign * steps;
        } else if (steps >= 9) {
          // On the promotion row (advancement 9) with nothing to promote to, it only waits.
          waiting += sign;
        }
      }
    }
  }
  out[INDEX.shatra] = shatras;
  out[INDEX.jalkyn] = jalkyns;
  out[INDEX.tura] = turas;
  out[INDEX.batyr] = batyrs;
  out[INDEX.reserveShatra] = reserveShatras;
  out[INDEX.reserveJalkyn] = reserveJalkyns;
  out[INDEX.reserveTura] = reserveTuras;
  out[INDEX.reserveBatyr] = reserveBatyrs;
  out[INDEX.greatRoad] = greatRoad;
  out[INDEX.leaperMobility] = mobility;
  out[INDEX.advance] = advance;
  out[INDEX.advanceWithPool] = advanceWithPool;
  out[INDEX.waiting] = waiting;
  if (biyWhite !== 0) addBiySafety(0, biyWhite, me === 0 ? 1 : -1, attacks, out);
  if (biyBlack !== 0) addBiySafety(1, biyBlack, me === 1 ? 1 : -1, attacks, out);
  out[INDEX.hanging] = hanging;
  out[INDEX.tempo] = 1;
  return out;
}

function scanned(cells: ArrayLike<number>): Attacks {
  freshAttacks.scan(cells);
  return freshAttacks;
}

function addBiySafety(
  side: SideIndex,
  sq: number,
  sign: number,
  attacks: Attacks,
  out: Float64Array,
) {
  if (attacks.isTarget(sq, side)) add(out, INDEX.biyThreatened, sign);
  // A biy at home behind its own fortress walls needs no escape squares; count them elsewhere.
  if (!inFortress(side, sq) && sq !== gateOf(side)) {
    // The empty squares around it: its neighbours less both sides' pieces.
    const occupied = attacks.occupied;
    const empty0 = ~((occupied[0] as number) | (occupied[2] as number));
    const empty1 = ~((occupied[1] as number) | (occupied[3] as number));
    const escapes =
      bitCount((NEIGHBOURS[sq * 2] as number) & empty0) +
      bitCount((NEIGHBOURS[sq * 2 + 1] as number) & empty1);
    add(out, INDEX.biyEscapes, sign * escapes);
  }
  add(out, INDEX.biyLeaperLines, sign * leaperLines(attacks, sq, GRID_OF[sq] as number, side));
}

/**
 * Enemy long leapers on a line to the biy (on `sq`, grid cell `g`) with at most one piece
 * between; a line is walked only when an enemy leaper of its kind stands on it at all.
 */
function leaperLines(attacks: Attacks, sq: number, g: number, side: SideIndex): number {
  const grid = attacks.grid;
  const occupied = attacks.occupied;
  const enemyBits = side === 0 ? BLACK_BIT : 0;
  let lines = 0;
  for (let dir = 0; dir < 8; dir++) {
    const kind = (dir & 1 ? DIAGONAL_LEAPERS : STRAIGHT_LEAPERS) + (1 - side) * 2;
    const ray = (sq * 8 + dir) * 2;
    const onRay =
      ((occupied[kind] as number) & (RAY_BITS[ray] as number)) |
      ((occupied[kind + 1] as number) & (RAY_BITS[ray + 1] as number));
    if (onRay === 0) continue;
    const step = GRID_STEP[dir] as number;
    const diagonal = (dir & 1) === 1;
    let between = 0;
    for (let k = g + step; ; k += step) {
      const code = grid[k] as number;
      if (code === 0) continue;
      if (code === WALL) break;
      const role = code & ROLE_MASK;
      const leaps =
        (code & BLACK_BIT) === enemyBits &&
        (role === BATYR || (role === TURA && !diagonal) || (role === JALKYN && diagonal));
      if (leaps) lines++;
      between++;
      if (leaps || between > 1) break;
    }
  }
  return lines;
}

/**
 * Whether an enemy piece could jump the piece of `side` on `sq` (shatra.md, "Captures"): a biy
 * or shatra next to it with the square beyond empty, or a long leaper of the right kind on an
 * empty line to it with an empty square beyond. Reserve and fortress restrictions are ignored:
 * this is an estimate for the evaluation, not a rule.
 */
export function isAttacked(cells: ArrayLike<number>, sq: number, side: SideIndex): boolean {
  const enemyBits = side === 0 ? BLACK_BIT : 0;
  for (let dir = 0; dir < 8; dir++) {
    const beyond = NEIGH[sq * 8 + ((dir + 4) & 7)] as number;
    if (beyond === 0 || cells[beyond] !== 0) continue;
    const diagonal = (dir & 1) === 1;
    let distance = 0;
    const i = sq * 8 + dir;
    const end = (RAY_START[i] as number) + (RAY_LENGTH[i] as number);
    for (let k = RAY_START[i] as number; k < end; k++) {
      distance++;
      const code = cells[RAY_SQUARES[k] as number] as number;
      if (code === 0) continue;
      if ((code & BLACK_BIT) !== enemyBits) break;
      const role = code & ROLE_MASK;
      if (distance === 1 && (role === BIY || role === SHATRA)) return true;
      if (role === BATYR || (role === TURA && !diagonal) || (role === JALKYN && diagonal))
        return true;
      break;
    }
  }
  return false;
}

/**
 * The weights as the evaluation reads them: the 18 feature weights, then (only when the weights
 * have tables) the tables' entries (piece-squares.ts `tableVector`).
 */
export function weightVector(weights: Weights): Float64Array {
  const base = Float64Array.from(FEATURES, (name) => weights[name]);
  const { squares, nearBiy } = weights;
  if (squares === undefined) return base;
  return tableVector(base, nearBiy === undefined ? { squares } : { squares, nearBiy });
}

/**
 * The evaluation in centi-shatras for the side to move; the search passes its board's scan
 * (`attacks`) and its board's table state (`tables`, kept in step with its moves).
 */
export function evaluateView(
  view: BoardView,
  weights: Float64Array,
  scratch: Float64Array,
  attacks?: Attacks,
  tables?: TableState,
): number {
  const scan = attacks ?? scanned(view.cells);
  extractFeatures(view, scratch, scan);
  let score = 0;
  for (let i = 0; i < FEATURES.length; i++)
    score += (weights[i] as number) * (scratch[i] as number);
  if (weights.length > FEATURES.length)
    score += tablesSum(view, weights, FEATURES.length, scan.occupied, tables);
  return Math.round(score);
}
