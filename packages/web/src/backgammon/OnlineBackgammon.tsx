// A backgammon or tryktrak table on the server, played through its socket transport: the same
// board, status line, controls, score and move list as the local page, from the player's own
// side, acting for the player's own seat only. What the local page alone has (new game, loading
// a record, the computer, the analysis) is not here: the server keeps this game.
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import type { OnlineTable } from '../online/table-client';
import { ResignMenu } from './Controls';
import { KeyboardHelp } from './KeyboardHelp';
import { MoveList } from './MoveList';
import { ownSide, seatLabelsOf } from './online';
import { PlaySettings } from './PlaySettings';
import { recordEntries } from './record';
import { otherColour } from './rules';
import {
  colourNames,
  EndSessionButton,
  NextGameButton,
  ResultPanel,
  ScoreBoard,
  StatusLine,
  TableBoard,
  TableControls,
} from './TableParts';
import { Tools } from './Tools';
import { tableStateOf } from './tableState';
import { useOnlineBackgammon } from './useOnlineBackgammon';

/** Whether the table's first view has come (until then there is nothing to show). */
function useFirstView(table: OnlineTable): boolean {
  const [ready, setReady] = useState(() => table.info().view !== null);
  useEffect(() => {
    const check = () => setReady(table.info().view !== null);
    check();
    return table.subscribe(check);
  }, [table]);
  return ready;
}

export function OnlineBackgammon({ table }: { readonly table: OnlineTable }) {
  const t = useT('backgammon');
  const ready = useFirstView(table);
  if (!ready) {
    return (
      <p class="status muted" aria-live="polite">
        {t('online.loading')}
      </p>
    );
  }
  return <OnlinePlay table={table} t={t} />;
}

function OnlinePlay({ table, t }: { table: OnlineTable; t: TFunction }) {
  const controller = useOnlineBackgammon(table);
  const { shown, mine, seats } = controller;
  const [flipped, setFlipped] = useState(false);
  const viewer = flipped ? otherColour(ownSide(mine)) : ownSide(mine);
  const state = tableStateOf(controller, null);
  const { current, mover, humanToAct, legal } = state;
  // The status line and the result name colours: their sentences are made for a colour's
  // grammar in every language (the score board says who plays which).
  const names = colourNames(t);
  const canGoOn = controller.seat !== null && controller.legal.some((i) => i.kind === 'next-game');
  return (
    <div
      class="play-page online-play"
      data-game={shown.variant}
      data-seat={mine ?? 'spectator'}
      data-seq={shown.seq}
    >
      <div class="board-area" data-view="game">
        <div class="board-wrap">
          <TableBoard controller={controller} table={state} viewer={viewer} view={null} t={t} />
        </div>
      </div>
      <aside class="side-panel">
        <h2 class="game-title">{t(`title.${shown.variant}`)}</h2>
        <ResultPanel shown={shown} names={names} t={t}>
          {canGoOn && <NextGameButton controller={controller} t={t} />}
          <EndSessionButton controller={controller} t={t} />
        </ResultPanel>
        <StatusLine
          shown={shown}
          mover={mover}
          thinking={false}
          names={names}
          computer={null}
          t={t}
        />
        <TableControls controller={controller} table={state} t={t} />
        <ScoreBoard shown={shown} state={state.state} labels={seatLabelsOf(seats, mine, t)} t={t} />
        {humanToAct && (
          <ResignMenu legal={legal} cubeValue={current.cube.value} t={t} onAct={controller.act} />
        )}
        <MoveList entries={recordEntries(state.state)} t={t} />
        <Tools shown={shown} t={t} onFlip={() => setFlipped((f) => !f)} />
        {controller.mine !== null && (
          <PlaySettings hotSeat={false} t={t}>
            <KeyboardHelp controller={controller} table={state} t={t} />
          </PlaySettings>
        )}
      </aside>
    </div>
  );
}
