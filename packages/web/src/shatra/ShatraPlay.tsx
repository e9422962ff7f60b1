// The Shatra game as both pages show it: the status, the board with its choice dialog, right
// under it the game's buttons (PlayActions.tsx: the capture chain, resign, draw), then the board's
// look, the captured pieces and the move list. It renders from a controller (controller.ts), local
// or online alike; each page adds its own panels after the move list (`children`).
import type { Move } from '@ludus/shatra';
import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { useT } from '../i18n';
import { useConfirm } from '../shell/ConfirmDialog';
import { boardPieces, moveOptions, moveSquares, threatenedBiys } from './adapter';
import type { BoardReview } from './analysis/rows';
import { choose, IDLE } from './boardState';
import type { ShatraController } from './controller';
import type { Orientation } from './layout';
import { PlayActions } from './PlayActions';
import { ChoiceDialog, lastMoveOf, MoveList, PoolLine, StatusLine } from './panels';
import { ShatraBoard } from './ShatraBoard';
import { current, outcome } from './session';
import { loadViewPrefs, saveViewPrefs, type ViewPrefs } from './viewPrefs';

/**
 * The board's look, remembered. A page whose board already turns to the person's own side (a
 * server table) keeps its flip to itself, so that a flip chosen for the local board never turns
 * the online one away from the player.
 */
function useViewPrefs(rememberFlip: boolean) {
  const [view, setViewState] = useState<ViewPrefs>(() => {
    const saved = loadViewPrefs();
    return rememberFlip ? saved : { ...saved, flipped: false };
  });
  const setView = (change: Partial<ViewPrefs>) => {
    const next = { ...view, ...change };
    setViewState(next);
    saveViewPrefs(rememberFlip ? next : { ...next, flipped: loadViewPrefs().flipped });
  };
  return [view, setView] as const;
}

/** The board's look: which way up, the square numbers, the piece style. */
function ViewControls(props: { view: ViewPrefs; setView: (change: Partial<ViewPrefs>) => void }) {
  const t = useT('shatra');
  const { view, setView } = props;
  const figures = view.pieceStyle === 'figures';
  return (
    <div class="shatra-controls">
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

export function ShatraPlay(props: {
  game: ShatraController;
  /** Whether the board's flip is remembered with its other settings (the local page). */
  rememberFlip: boolean;
  /** Shown under the game's buttons (the local page's hint and take-back). */
  aids?: ComponentChildren;
  /** The squares of a hinted move, marked on the board. */
  hinted?: readonly number[];
  /** Shown under the status line (the analysis's note on the position shown). */
  notice?: ComponentChildren;
  /** First beside the board (the post-game analysis, in view beside it). */
  lead?: ComponentChildren;
  /** A position of the analysis shown read-only instead of the game, or null. */
  review?: BoardReview | null;
  children?: ComponentChildren;
}) {
  const t = useT('shatra');
  const { game } = props;
  const { interaction, thinking, you } = game;
  const [view, setView] = useViewPrefs(props.rememberFlip);
  const confirm = useConfirm();
  const { flipped, showNumbers, pieceStyle } = view;

  const review = props.review ?? null;
  const position = review ? review.position : current(game);
  const ended = outcome(game);
  const options = useMemo(
    () => (game.mayMove && !review ? moveOptions(position) : []),
    [game.mayMove, position, review],
  );
  const threatened = useMemo(
    () => (ended && !review ? [] : threatenedBiys(position)),
    [position, ended, review],
  );
  const threatenedSides = threatened.flatMap((sq) => {
    const piece = position.board.get(sq);
    return piece ? [piece.side] : [];
  });
  const last = lastMoveOf(game);
  // The board is seen from the person's own side; from White's in hot-seat and for a spectator.
  const base: Orientation = you ?? 'white';
  const orientation: Orientation = flipped ? (base === 'white' ? 'black' : 'white') : base;

  return (
    <section class="page shatra-page">
      <div class="shatra-board-wrap" data-view={review ? `analysis-${review.move}` : 'game'}>
        <h1 class="shatra-title">{t('title')}</h1>
        <StatusLine
          t={t}
          session={game}
          you={you}
          outcome={ended}
          thinking={thinking}
          waiting={game.waiting}
          threatenedSides={threatenedSides}
        />
        {props.notice}
        <ShatraBoard<Move>
          pieces={boardPieces(position)}
          orientation={orientation}
          options={options}
          interaction={review ? IDLE : interaction}
          onInteraction={game.onInteraction}
          lastMove={review ? review.played : last ? moveSquares(last) : []}
          bestMove={review?.best ?? null}
          threatened={threatened}
          {...(props.hinted ? { hinted: props.hinted } : {})}
          showNumbers={showNumbers}
          pieceStyle={pieceStyle}
          t={t}
        />
        <ChoiceDialog
          t={t}
          interaction={interaction}
          side={position.turn}
          onChoose={(step) => game.onInteraction(choose(interaction, options, step))}
          onCancel={() => game.onInteraction({ state: { ...interaction, choice: null } })}
        />
        <p id="shatra-board-help" class="visually-hidden">
          {t('board.help')}
        </p>
      </div>
      <PlayActions game={game} options={options} confirm={confirm} />
      <div class="shatra-side">
        {props.lead}
        <ViewControls view={view} setView={setView} />
        {props.aids}
        <PoolLine t={t} session={game} />
        <MoveList t={t} session={game} />
        {props.children}
      </div>
      {confirm.dialog}
    </section>
  );
}
