// A Shatra table on the server, played through its socket transport: the same game as against
// the computer (ShatraPlay.tsx), with the person's own seat at the bottom of the board and a
// pending draw offer answered here. The page around it (online/TablePage.tsx) opens the table,
// seats the player and keeps the chat; none of the local page's tools appear here.
import type { TFunction } from 'i18next';
import { useT } from '../i18n';
import type { OnlineTable } from '../online/table-client';
import { ShatraPlay } from './ShatraPlay';
import { type OnlineShatraController, useOnlineShatra } from './useOnlineShatra';

/** A pending draw offer as the person here sees it: theirs, made to them, or a side's. */
function offerText(t: TFunction, game: OnlineShatraController): string | null {
  const { drawOffer, seat } = game;
  if (drawOffer === null) return null;
  if (seat === null) return t('online.offeredBy', { side: t(`side.${drawOffer}`) });
  return drawOffer === seat ? t('online.offeredByYou') : t('online.drawOffered');
}

function DrawOffer({ game }: { game: OnlineShatraController }) {
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

export function OnlineShatra({ table }: { readonly table: OnlineTable }) {
  const game = useOnlineShatra(table);
  // Nothing to show before the server's first view (the table page says it is loading).
  if (game === null) return null;
  return <ShatraPlay game={game} rememberFlip={false} notice={<DrawOffer game={game} />} />;
}
