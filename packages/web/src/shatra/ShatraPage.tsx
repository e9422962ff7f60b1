// The Shatra play page: the board, the game controls, the move list and the record tools.
import type { Move } from '@ludus/shatra';
import { useMemo, useState } from 'preact/hooks';
import { useT } from '../i18n';
import { notify } from '../notices';
import type { PageProps } from '../pages';
import { routeHref } from '../router';
import { boardPieces, moveOptions, moveSquares, threatenedBiys } from './adapter';
import { canStop, choose, IDLE, stopChain } from './boardState';
import type { Orientation } from './layout';
import { ChoiceDialog, lastMoveOf, MoveList, NewGameForm, PoolLine, StatusLine } from './panels';
import { ShatraBoard } from './ShatraBoard';
import { current, exportPosition, outcome } from './session';
import { offeredOptions, type ShatraController, useShatra } from './useShatra';
import { loadViewPrefs, saveViewPrefs, type ViewPrefs } from './viewPrefs';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function Tools({ game }: { game: ShatraController }) {
  const t = useT('shatra');
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const record = game.exportText();
  const position = exportPosition(game.session);
  const copyText = async (text: string) => {
    notify('info', (await copy(text)) ? t('messages.copied') : t('messages.copyManually'));
  };
  const load = (event: Event) => {
    event.preventDefault();
    const message = game.paste(pasted);
    setError(message);
    if (message === null) {
      setPasted('');
      notify('info', t('messages.loaded'));
    }
  };
  return (
    <section class="panel shatra-tools" aria-labelledby="shatra-tools-title">
      <h2 id="shatra-tools-title">{t('tools.title')}</h2>
      <p>
        <label for="shatra-position">{t('tools.position')}</label>
        <input id="shatra-position" class="shatra-fen" readOnly value={position} />
      </p>
      <div class="shatra-controls">
        <button type="button" class="button" onClick={() => copyText(position)}>
          {t('tools.copyPosition')}
        </button>
        <button type="button" class="button" onClick={() => copyText(record)}>
          {t('tools.copyRecord')}
        </button>
        <button type="button" class="button" onClick={() => download('shatra-game.txt', record)}>
          {t('tools.downloadRecord')}
        </button>
      </div>
      <form class="shatra-paste" onSubmit={load}>
        <label for="shatra-paste">{t('tools.pasteLabel')}</label>
        <textarea
          id="shatra-paste"
          value={pasted}
          onInput={(e) => setPasted((e.currentTarget as HTMLTextAreaElement).value)}
        />
        <button type="submit" class="button">
          {t('tools.load')}
        </button>
        {error !== null ? (
          <p class="shatra-message" role="alert" data-testid="shatra-paste-error">
            {t('messages.badPaste', { reason: error })}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function GameControls(props: {
  game: ShatraController;
  view: ViewPrefs;
  setView: (change: Partial<ViewPrefs>) => void;
  ended: boolean;
}) {
  const t = useT('shatra');
  const { game, view, setView, ended } = props;
  const figures = view.pieceStyle === 'figures';
  return (
    <div class="shatra-controls">
      <button type="button" class="button" disabled={ended} onClick={game.resign}>
        {t('controls.resign')}
      </button>
      <button
        type="button"
        class="button"
        disabled={ended || game.thinking}
        onClick={game.offerDraw}
      >
        {game.session.opponent.kind === 'computer'
          ? t('controls.offerDraw')
          : t('controls.agreeDraw')}
      </button>
      <button
        type="button"
        class="button"
        aria-pressed={view.flipped}
        onClick={() => setView({ flipped: !view.flipped })}
      >
        {t('controls.flip')}
      </button>
      <button
        type="button"
        class="button"
        aria-pressed={view.showNumbers}
        onClick={() => setView({ showNumbers: !view.showNumbers })}
      >
        {t('controls.numbers')}
      </button>
      <button
        type="button"
        class="button"
        aria-pressed={figures}
        onClick={() => setView({ pieceStyle: figures ? 'discs' : 'figures' })}
      >
        {figures ? t('controls.discs') : t('controls.figures')}
      </button>
    </div>
  );
}

export function ShatraPage(_props: PageProps) {
  const t = useT('shatra');
  const game = useShatra();
  const { session, interaction, thinking } = game;
  const [view, setViewState] = useState<ViewPrefs>(loadViewPrefs);
  const setView = (change: Partial<ViewPrefs>) => {
    const next = { ...view, ...change };
    setViewState(next);
    saveViewPrefs(next);
  };
  const { flipped, showNumbers, pieceStyle } = view;

  const position = current(session);
  const ended = outcome(session);
  const options = useMemo(
    () => offeredOptions(session, thinking, () => moveOptions(position)),
    [session, thinking, position],
  );
  const threatened = useMemo(() => (ended ? [] : threatenedBiys(position)), [position, ended]);
  const threatenedSides = threatened.flatMap((sq) => {
    const piece = position.board.get(sq);
    return piece ? [piece.side] : [];
  });
  const last = lastMoveOf(session);
  const human = session.opponent.kind === 'computer' ? session.humanSide : 'white';
  const base: Orientation = human;
  const orientation: Orientation = flipped ? (base === 'white' ? 'black' : 'white') : base;
  const mover = position.turn;

  return (
    <section class="page shatra-page">
      <div class="shatra-board-wrap">
        <h1 class="shatra-title">{t('title')}</h1>
        <StatusLine
          t={t}
          session={session}
          outcome={ended}
          thinking={thinking}
          threatenedSides={threatenedSides}
        />
        <div class="shatra-controls shatra-chain-controls">
          {canStop(interaction, options) ? (
            <button
              type="button"
              class="button primary"
              onClick={() => game.onInteraction(stopChain(interaction, options))}
            >
              {t('controls.stopChain')}
            </button>
          ) : null}
          {interaction.taken.length > 0 ? (
            <button
              type="button"
              class="button"
              onClick={() => game.onInteraction({ state: IDLE })}
            >
              {t('controls.cancelChain')}
            </button>
          ) : null}
        </div>
        <ShatraBoard<Move>
          pieces={boardPieces(position)}
          orientation={orientation}
          options={options}
          interaction={interaction}
          onInteraction={game.onInteraction}
          lastMove={last ? moveSquares(last) : []}
          threatened={threatened}
          showNumbers={showNumbers}
          pieceStyle={pieceStyle}
          t={t}
        />
        <ChoiceDialog
          t={t}
          interaction={interaction}
          side={mover}
          onChoose={(step) => game.onInteraction(choose(interaction, options, step))}
          onCancel={() => game.onInteraction({ state: { ...interaction, choice: null } })}
        />
        <p id="shatra-board-help" class="visually-hidden">
          {t('board.help')}
        </p>
      </div>
      <div class="shatra-side">
        <GameControls game={game} view={view} setView={setView} ended={ended !== undefined} />
        <PoolLine t={t} session={session} />
        <MoveList t={t} session={session} />
        <NewGameForm t={t} initial={session.opponent} onStart={game.newGame} />
        <Tools game={game} />
        <p>
          <a href={routeHref({ page: 'rules', game: 'shatra' })}>{t('rulesLink')}</a>
        </p>
      </div>
    </section>
  );
}
