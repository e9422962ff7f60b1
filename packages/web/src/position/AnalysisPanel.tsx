// The engine's analysis of the position shown: the depth chosen, then with dice the plays of the
// roll best first (equity, loss against the best, the five probabilities after each play), or
// before the roll the cube action with its cubeful equities and the cubeless probabilities.
// Equities are normalised EMG, as in the game's hint and analysis.
import type { CubeAction, HintedPlay, PositionPlies } from '@ludus/backgammon-engine';
import type { TFunction } from 'i18next';
import { type Colour, makePlay } from '../backgammon/rules';
import { language } from '../i18n';
import type { AnalysisView } from './useAnalysis';

const DEPTHS: readonly PositionPlies[] = [0, 1, 2, 3];
/** gnubg's order: win, win gammon, win backgammon, lose gammon, lose backgammon. */
export const PROBABILITY_KEYS = [
  'win',
  'winGammon',
  'winBackgammon',
  'loseGammon',
  'loseBackgammon',
];

export function percent(value: number): string {
  return new Intl.NumberFormat(language.value, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

export function equity(value: number): string {
  return new Intl.NumberFormat(language.value, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    signDisplay: 'exceptZero',
  }).format(value);
}

function Probabilities(props: { readonly p: readonly number[]; readonly t: TFunction }) {
  return (
    <ul class="position-probs">
      {PROBABILITY_KEYS.map((key, i) => (
        <li key={key}>
          <abbr title={props.t(`probability.${key}`)}>{props.t(`probability.short.${key}`)}</abbr>{' '}
          <span data-probability={key}>{percent(props.p[i] ?? 0)}</span>
        </li>
      ))}
    </ul>
  );
}

function PlaysTable(props: { readonly plays: readonly HintedPlay[]; readonly t: TFunction }) {
  const { plays, t } = props;
  if (plays.length === 0) return <p data-result="no-play">{t('analysis.noPlay')}</p>;
  return (
    <table class="position-plays" data-result="plays">
      <caption class="visually-hidden">{t('analysis.playsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analysis.rank')}</th>
          <th scope="col">{t('analysis.play')}</th>
          <th scope="col">{t('analysis.equity')}</th>
          <th scope="col">{t('analysis.loss')}</th>
        </tr>
      </thead>
      {plays.map((play, i) => {
        const text = makePlay(play.steps);
        return (
          <tbody key={text} class={i === 0 ? 'best' : undefined}>
            <tr data-play={text}>
              <td>{i + 1}</td>
              <th scope="row">
                {text}
                <span class="position-ply">{t('analysis.ply', { plies: play.plies })}</span>
              </th>
              <td>{equity(play.equity)}</td>
              <td>{i === 0 ? '' : equity(-play.loss)}</td>
            </tr>
            <tr class="position-play-probs">
              <td />
              <td colSpan={3}>
                <Probabilities p={play.probabilities} t={t} />
              </td>
            </tr>
          </tbody>
        );
      })}
    </table>
  );
}

function CubePanel(props: {
  readonly action: CubeAction;
  readonly onRoll: Colour;
  readonly t: TFunction;
}) {
  const { action, t, onRoll } = props;
  const { cube } = action;
  const colour = t(`colour.${onRoll}`);
  const verdict = cube.mayDouble
    ? t('cube.action', {
        proper: t(`cube.proper.${cube.proper}`),
        response: t(`cube.response.${cube.response}`),
      })
    : t('cube.cannot', { colour });
  const rows: [string, number, boolean][] = [
    ['noDouble', cube.noDouble, cube.proper !== 'double'],
    ['doubleTake', cube.doubleTake, cube.proper === 'double' && cube.response === 'take'],
    ['doublePass', cube.doublePass, cube.proper === 'double' && cube.response === 'pass'],
  ];
  if (cube.doubleBeaver !== null) {
    rows.push([
      'doubleBeaver',
      cube.doubleBeaver,
      cube.proper === 'double' && cube.response === 'beaver',
    ]);
  }
  return (
    <div data-result="cube">
      <p class="position-verdict" data-verdict={`${cube.proper}/${cube.response}`}>
        <strong>{verdict}</strong>
      </p>
      <table class="position-cube">
        <caption>{t('cube.equities', { colour })}</caption>
        <tbody>
          {rows.map(([key, value, chosen]) => (
            <tr key={key} class={chosen ? 'best' : undefined} data-cube-row={key}>
              <th scope="row">{t(`cube.${key}`)}</th>
              <td>{equity(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('analysis.probabilities', { colour })}</h3>
      <Probabilities p={action.probabilities} t={t} />
    </div>
  );
}

function Result(props: {
  readonly view: AnalysisView;
  readonly onRoll: Colour;
  readonly t: TFunction;
}) {
  const { view, t } = props;
  if (view.status === 'invalid') return <p>{t('analysis.invalid')}</p>;
  if (view.status === 'failed') {
    return <p role="alert">{t('analysis.failed', { reason: view.reason })}</p>;
  }
  const analysis = view.status === 'done' ? view.analysis : view.last;
  if (!analysis) return null;
  return (
    <div
      class={view.status === 'working' ? 'position-stale' : undefined}
      data-plies={analysis.plies}
    >
      {analysis.kind === 'plays' ? (
        <PlaysTable plays={analysis.plays} t={t} />
      ) : (
        <CubePanel action={analysis} onRoll={props.onRoll} t={t} />
      )}
    </div>
  );
}

export function AnalysisPanel(props: {
  readonly view: AnalysisView;
  readonly plies: PositionPlies;
  readonly onPlies: (plies: PositionPlies) => void;
  readonly onRoll: Colour;
  readonly t: TFunction;
}) {
  const { view, t } = props;
  const working = view.status === 'working';
  return (
    <section
      class="panel position-analysis"
      aria-labelledby="position-analysis-title"
      aria-busy={working ? 'true' : 'false'}
    >
      <h2 id="position-analysis-title">{t('analysis.heading')}</h2>
      <fieldset class="position-radios">
        <legend>{t('analysis.depth')}</legend>
        {DEPTHS.map((plies) => (
          <label key={plies}>
            <input
              type="radio"
              name="depth"
              value={String(plies)}
              checked={props.plies === plies}
              onChange={() => props.onPlies(plies)}
            />
            {t('analysis.ply', { plies })}
          </label>
        ))}
      </fieldset>
      <p class="position-status" aria-live="polite">
        {working ? t('analysis.working', { plies: view.plies }) : ''}
      </p>
      <Result view={view} onRoll={props.onRoll} t={t} />
      <p class="position-help">{t('analysis.units')}</p>
    </section>
  );
}
