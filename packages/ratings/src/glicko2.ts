// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), the convention of lichess:
// a rating, its deviation (how sure the system is of it) and a volatility (how erratic the player
// is), all stored. One rating period's games update them at once; here a period is one game, as
// lichess does it. The steps and their names follow the paper.

export interface Glicko2Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** A new player: the paper's defaults (lichess starts at 1500 too). */
export const GLICKO2_START: Glicko2Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/** The system constant τ: how much the volatility may change (the paper suggests 0.3–1.2). */
export const GLICKO2_TAU = 0.5;

const SCALE = 173.7178;
const CONVERGENCE = 0.000001;

export interface Glicko2Game {
  readonly opponent: Glicko2Rating;
  /** 1 a win, 0.5 a draw, 0 a loss. */
  readonly score: number;
}

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) =>
  1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** Step 5: the new volatility, by the Illinois algorithm. */
function newVolatility(phi: number, sigma: number, delta: number, v: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > CONVERGENCE) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** The player's rating after one rating period with `games` (none: only the deviation grows). */
export function glicko2Update(
  player: Glicko2Rating,
  games: readonly Glicko2Game[],
  tau: number = GLICKO2_TAU,
): Glicko2Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  if (games.length === 0) {
    const grown = Math.sqrt(phi * phi + player.volatility * player.volatility);
    return { ...player, deviation: grown * SCALE };
  }
  const opponents = games.map(({ opponent, score }) => ({
    mu: (opponent.rating - 1500) / SCALE,
    phi: opponent.deviation / SCALE,
    score,
  }));
  const v =
    1 /
    opponents.reduce((sum, o) => {
      const e = expected(mu, o.mu, o.phi);
      return sum + g(o.phi) ** 2 * e * (1 - e);
    }, 0);
  const improvement = opponents.reduce(
    (sum, o) => sum + g(o.phi) * (o.score - expected(mu, o.mu, o.phi)),
    0,
  );
  const sigma = newVolatility(phi, player.volatility, v * improvement, v, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * improvement;
  return { rating: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility: sigma };
}
