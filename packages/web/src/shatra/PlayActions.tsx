// What the person does to the game besides moving, right under the board (on a phone too, before
// the move list): ending a capture chain, resigning (asked first: it ends the game), offering a
// draw, and answering a pending offer — at a server table, against the computer and in hot-seat
// alike, where the offer waits for the other player's own turn.
import type { Move } from '@ludus/shatra';
import type { TFunction } from 'i18next';
import { useT } from '../i18n';
import type { Confirm } from '../shell/ConfirmDialog';
import { canStop, IDLE, type MoveOption, stopChain } from './boardState';
import type { ShatraController } from './controller';

function ChainControls(props: { game: ShatraController; options: readonly MoveOption<Move>[] }) {
  const t = useT('shatra');
  const { game, options } = props;
  const { interaction } = game;
  const stop = canStop(interaction, options);
  if (!stop && interaction.taken.length === 0) return null;
  return (
    <>
      {stop ? (
        <button
          type="button"
          class="button primary"
          onClick={() => game.onInteraction(stopChain(interaction, options))}
        >
          {t('controls.stopChain')}
        </button>
      ) : null}
      {interaction.taken.length > 0 ? (
        <button type="button" class="button" onClick={() => game.onInteraction({ state: IDLE })}>
          {t('controls.cancelChain')}
        </button>
      ) : null}
    </>
  );
}

/** A pending draw offer as the person here sees it: theirs, made to them, or a side's. */
function offerText(t: TFunction, game: ShatraController): string | null {
  const { drawOffer, you } = game;
  if (drawOffer === null) return null;
  // A spectator, and both players in hot-seat, read whose offer it is.
  if (you === null) return t('online.offeredBy', { side: t(`side.${drawOffer}`) });
  return drawOffer === you ? t('online.offeredByYou') : t('online.drawOffered');
}

function DrawOffer({ game }: { game: ShatraController }) {
  const t = useT('shatra');
  const { answerDraw } = game;
  const text = offerText(t, game);
  // The live region stays in the page, so that an offer arriving is read out.
  return (
    <div class="shatra-draw-offer" aria-live="polite" data-testid="shatra-draw-offer">
      {text === null ? null : (
        <>
          <p>{text}</p>
          {answerDraw ? (
            <div class="shatra-controls">
              <button type="button" class="button primary" onClick={() => answerDraw(true)}>
                {t('controls.acceptDraw')}
              </button>
              <button type="button" class="button" onClick={() => answerDraw(false)}>
                {t('controls.declineDraw')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

export function PlayActions(props: {
  game: ShatraController;
  options: readonly MoveOption<Move>[];
  confirm: Confirm;
}) {
  const t = useT('shatra');
  const { game, confirm } = props;
  const { actions } = game;
  const resign = () => {
    if (!actions) return;
    confirm.ask({
      title: t('confirm.resignTitle'),
      text: t('confirm.resignText', {
        side: t(`side.${actions.resigner}`),
        winner: t(`side.${actions.resigner === 'white' ? 'black' : 'white'}`),
      }),
      confirm: t('controls.resign'),
      onConfirm: actions.resign,
    });
  };
  return (
    <div class="shatra-actions">
      <div class="shatra-controls">
        <ChainControls game={game} options={props.options} />
        {actions ? (
          <>
            <button type="button" class="button" disabled={!actions.canResign} onClick={resign}>
              {t('controls.resign')}
            </button>
            <button
              type="button"
              class="button"
              disabled={!actions.canOfferDraw}
              onClick={actions.offerDraw}
            >
              {t('controls.offerDraw')}
            </button>
          </>
        ) : null}
      </div>
      <DrawOffer game={game} />
    </div>
  );
}
