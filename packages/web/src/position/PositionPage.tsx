// The backgammon position page (#/position, #/position/<Position ID>/<Match ID>): a position
// typed in as GNU Backgammon's ids or set up on the board, its ids in the address (replaced as
// it changes, so that copying the address shares it), and the engine's analysis at a chosen
// depth from the page's own worker; below it, rollouts in parallel workers (RolloutPanel).
import type { PositionPlies } from '@ludus/backgammon-engine';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { BoardTarget } from '../backgammon/geometry';
import { makePlay } from '../backgammon/rules';
import { useT } from '../i18n';
import type { PositionPageProps } from '../pages';
import { routeHref } from '../router';
import { AnalysisPanel } from './AnalysisPanel';
import { addChecker, type Edit, moveChecker, removeChecker } from './edit';
import { PositionInput } from './PositionInput';
import { readIds, readPositionText } from './position-text';
import { RolloutPanel } from './RolloutPanel';
import { SetupBoard } from './SetupBoard';
import { type EditChoice, EditTools, MatchControls, TurnControls } from './SetupControls';
import { idsOf, onBoard, type PositionSetup, setupFromIds, startSetup } from './setup';
import { type AnalysisView, useAnalysis } from './useAnalysis';
import './position.css';

/** The page's first position: the address's, else the starting position. */
function initialSetup(props: PositionPageProps): { setup: PositionSetup; refused: boolean } {
  if (!props.ids) return { setup: { ...startSetup(), beavers: props.beavers }, refused: false };
  const read = setupFromIds(props.ids, props.beavers);
  return read.ok ? { setup: read.value, refused: false } : { setup: startSetup(), refused: true };
}

/** The plays the analysis lists, in notation (the rollout may roll out the position after one). */
function playsOf(view: AnalysisView): string[] {
  const analysis = view.status === 'done' ? view.analysis : null;
  return analysis?.kind === 'plays' ? analysis.plays.map((play) => makePlay(play.steps)) : [];
}

/** The message of a refused edit or input: the rules' code, translated. */
type Message = { readonly key: string; readonly values?: Record<string, string> } | null;

export function PositionPage(props: PositionPageProps) {
  const t = useT('position');
  const tb = useT('backgammon');
  const [start] = useState(() => initialSetup(props));
  const [setup, setSetup] = useState<PositionSetup>(start.setup);
  const [message, setMessage] = useState<Message>(start.refused ? { key: 'errors.address' } : null);
  const [choice, setChoice] = useState<EditChoice>({ tool: 'add', colour: 'white' });
  const [plies, setPlies] = useState<PositionPlies>(2);
  const checked = useMemo(() => idsOf(setup), [setup]);
  const ids = checked.ok ? checked.value : null;
  const view = useAnalysis(ids, setup.beavers, plies);

  useEffect(() => {
    if (!ids) return;
    // replaceState, not a history entry per click; no hashchange, so the page stays mounted.
    const href = routeHref({ page: 'position', ids, beavers: setup.beavers });
    history.replaceState(history.state, '', href);
  }, [ids?.positionId, ids?.matchId, setup.beavers]);

  const change = (next: PositionSetup) => {
    setSetup(next);
    setMessage(null);
  };
  const applyEdit = (edit: Edit) => {
    if (edit.ok) change({ ...setup, board: edit.board });
    else setMessage({ key: `edit.refusal.${edit.refusal}` });
  };
  const onTarget = (target: BoardTarget) =>
    applyEdit(
      choice.tool === 'add'
        ? addChecker(setup.board, target, choice.colour)
        : removeChecker(setup.board, target),
    );
  const read = (result: ReturnType<typeof readPositionText>): boolean => {
    if (result.ok) change(result.value);
    else setMessage({ key: `errors.${result.error}` });
    return result.ok;
  };

  return (
    <section class="page position-page" aria-labelledby="position-title">
      <h1 id="position-title">{t('title')}</h1>
      <p class="lead">{t('lead')}</p>
      <div class="position-layout">
        <div class="position-main">
          <SetupBoard
            setup={setup}
            t={tb}
            onTarget={onTarget}
            onDrop={(from, to) => applyEdit(moveChecker(setup.board, from, to))}
          />
          <p class="position-counts" data-field="counts">
            {t('edit.counts', {
              white: onBoard(setup.board, 'white'),
              black: onBoard(setup.board, 'black'),
            })}
          </p>
          <p class="position-message" role="alert" data-field="message">
            {message ? t(message.key, message.values) : ''}
            {!message && !checked.ok ? t(`errors.${checked.error}`) : ''}
          </p>
          <EditTools choice={choice} onChoice={setChoice} setup={setup} t={t} onChange={change} />
          <section class="panel" aria-labelledby="position-game-title">
            <h2 id="position-game-title">{t('edit.gameHeading')}</h2>
            <TurnControls setup={setup} t={t} onChange={change} />
            <MatchControls setup={setup} t={t} onChange={change} />
          </section>
        </div>
        <div class="position-side">
          <AnalysisPanel view={view} plies={plies} onPlies={setPlies} onRoll={setup.onRoll} t={t} />
          <PositionInput
            ids={ids}
            t={t}
            onPaste={(text) => read(readPositionText(text, setup))}
            onFields={(positionId, matchId) => read(readIds(positionId, matchId, setup))}
          />
          {/* Keyed by the position: a new position starts a fresh panel, its workers stopped. */}
          {ids ? (
            <RolloutPanel
              key={`${ids.positionId}:${ids.matchId}`}
              ids={ids}
              plays={playsOf(view)}
              onRoll={setup.onRoll}
              t={t}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
