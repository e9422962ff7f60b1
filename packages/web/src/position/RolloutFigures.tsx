// A rollout's running figures as the workers' chunks arrive: each figure's estimate, standard
// error and 95% interval. Cubeless always (the position's five probabilities and its cubeless
// equity); cubeful, the cubeful equity beside them; for a cube action, the doubler's three
// cubeful equities and the proper action, named as the analysis names it (cube.* keys).
// Equities are normalised EMG for the side on roll, or for the mover after a chosen play.
import {
  type CubefulFigure,
  cubeActionResult,
  cubefulResults,
  type RolloutResult,
  type RolloutSums,
  rolloutResult,
} from '@ludus/backgammon-engine';
import type { TFunction } from 'i18next';
import type { ComponentChildren } from 'preact';
import type { Colour } from '../backgammon/rules';
import { equity, PROBABILITY_KEYS, percent } from './AnalysisPanel';
import type { RolloutCubeMode } from './rollout-runner';

/** The normal distribution's 97.5% point: mean ± 1.96 standard errors is a 95% interval. */
const Z95 = 1.96;

interface Row {
  readonly key: string;
  readonly name: ComponentChildren;
  readonly mean: number;
  /** null: a sure value (a pass's point), no error. */
  readonly se: number | null;
  readonly show: (value: number) => string;
  readonly chosen?: boolean;
}

function FigureRows(props: { readonly rows: readonly Row[]; readonly t: TFunction }) {
  return (
    <>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{props.t('rollout.mean')}</th>
          <th scope="col">{props.t('rollout.stderr')}</th>
          <th scope="col">{props.t('rollout.interval')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map(({ key, name, mean, se, show, chosen }) => (
          <tr
            key={key}
            class={chosen ? 'best' : undefined}
            data-figure={key}
            data-mean={mean}
            data-se={se ?? 0}
          >
            <th scope="row">{name}</th>
            <td>{show(mean)}</td>
            <td>{se === null ? '' : show(se).replace(/^\+/, '')}</td>
            <td>{se === null ? '' : `${show(mean - Z95 * se)} … ${show(mean + Z95 * se)}`}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

/**
 * The mover's figures from the opponent's, after a play: the opponent's win is the mover's loss,
 * its gammons the mover's; equities (cubeless, and cubeful EMG) change sign; standard errors go
 * with their figures.
 */
function moverSide(result: RolloutResult): RolloutResult {
  const [w, wg, wbg, lg, lbg] = result.probabilities;
  const [sw, swg, swbg, slg, slbg] = result.stderr.probabilities;
  return {
    trials: result.trials,
    probabilities: [1 - w, lg, lbg, wg, wbg],
    equity: -result.equity,
    stderr: { probabilities: [sw, slg, slbg, swg, swbg], equity: result.stderr.equity },
  };
}

function ProbabilityFigures(props: {
  readonly sums: RolloutSums;
  readonly play: string | null;
  readonly cubeful: CubefulFigure | null;
  readonly colour: string;
  readonly t: TFunction;
}) {
  const { play, t } = props;
  const rolled = rolloutResult(props.sums, 'backgammon');
  const mover = play !== null;
  const result = mover ? moverSide(rolled) : rolled;
  const rows: Row[] = [
    ...PROBABILITY_KEYS.map((key, i) => ({
      key,
      name: <abbr title={t(`probability.${key}`)}>{t(`probability.short.${key}`)}</abbr>,
      mean: result.probabilities[i] ?? 0,
      se: result.stderr.probabilities[i] ?? 0,
      show: percent,
    })),
    {
      key: 'equity',
      name: <abbr title={t('rollout.equity')}>{t('analysis.equity')}</abbr>,
      mean: result.equity,
      se: result.stderr.equity,
      show: equity,
    },
  ];
  if (props.cubeful) {
    // Normalised EMG is the same number with the sign changed from the other side.
    const mean = mover ? -props.cubeful.equity : props.cubeful.equity;
    rows.push({
      key: 'cubeful',
      name: t('rollout.cubefulEquity'),
      mean,
      se: props.cubeful.stderr,
      show: equity,
    });
  }
  const { colour } = props;
  return (
    <table class="position-rollout-figures" data-result="rollout" data-trials={result.trials}>
      <caption>
        {play === null
          ? t('rollout.caption', { colour })
          : t('rollout.captionAfter', { colour, play })}
      </caption>
      <FigureRows rows={rows} t={t} />
    </table>
  );
}

function CubeActionFigures(props: {
  readonly sums: RolloutSums;
  readonly colour: string;
  readonly t: TFunction;
}) {
  const { t } = props;
  const action = cubeActionResult(props.sums);
  const { proper, response } = action;
  const rows: Row[] = [
    { key: 'noDouble', ...action.noDouble, chosen: proper !== 'double' },
    { key: 'doubleTake', ...action.doubleTake, chosen: proper === 'double' && response === 'take' },
  ].map(({ key, equity: mean, stderr, chosen }) => ({
    key,
    name: t(`cube.${key}`),
    mean,
    se: stderr,
    show: equity,
    chosen,
  }));
  rows.push({
    key: 'doublePass',
    name: t('cube.doublePass'),
    mean: action.doublePass,
    se: null,
    show: equity,
    chosen: proper === 'double' && response === 'pass',
  });
  return (
    <div data-result="rollout-cube" data-trials={props.sums.trials}>
      <p class="position-verdict" data-verdict={`${proper}/${response}`}>
        <strong>
          {t('cube.action', {
            proper: t(`cube.proper.${proper}`),
            response: t(`cube.response.${response}`),
          })}
        </strong>
      </p>
      <table class="position-rollout-figures">
        <caption>{t('rollout.cubeCaption', { colour: props.colour })}</caption>
        <FigureRows rows={rows} t={t} />
      </table>
    </div>
  );
}

export function RolloutFigures(props: {
  readonly sums: RolloutSums;
  readonly mode: RolloutCubeMode;
  readonly play: string | null;
  readonly onRoll: Colour;
  readonly t: TFunction;
}) {
  const { sums, mode, t } = props;
  if (sums.trials === 0) return null;
  const colour = t(`colour.${props.onRoll}`);
  const cubeful = mode === 'cubeful' ? (cubefulResults(sums)[0] ?? null) : null;
  return (
    <>
      {mode === 'action' ? <CubeActionFigures sums={sums} colour={colour} t={t} /> : null}
      <ProbabilityFigures sums={sums} play={props.play} cubeful={cubeful} colour={colour} t={t} />
    </>
  );
}
