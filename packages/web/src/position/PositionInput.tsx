// Typing a position in: GNU Backgammon's `PositionID:MatchID` pasted in one box, or the two ids
// in their own fields (which show the ids of the position on the board), and copying them.
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'preact/hooks';
import { notify } from '../notices';
import type { PositionIds } from './setup';

export function PositionInput(props: {
  /** The ids of the position shown; null while the board holds no position the rules accept. */
  readonly ids: PositionIds | null;
  readonly t: TFunction;
  /** Whether the text was read (the page says why not, and keeps its position). */
  readonly onPaste: (text: string) => boolean;
  readonly onFields: (positionId: string, matchId: string) => boolean;
}) {
  const { ids, t } = props;
  const [pasted, setPasted] = useState('');
  const [positionId, setPositionId] = useState(ids?.positionId ?? '');
  const [matchId, setMatchId] = useState(ids?.matchId ?? '');
  // The fields follow the board: a change there shows its ids here.
  useEffect(() => {
    if (!ids) return;
    setPositionId(ids.positionId);
    setMatchId(ids.matchId);
  }, [ids?.positionId, ids?.matchId]);
  return (
    <section class="panel position-input" aria-labelledby="position-input-title">
      <h2 id="position-input-title">{t('input.heading')}</h2>
      <form
        class="position-paste"
        onSubmit={(event) => {
          event.preventDefault();
          if (props.onPaste(pasted)) setPasted('');
        }}
      >
        <label class="position-field">
          <span>{t('input.paste')}</span>
          <input
            type="text"
            data-field="paste"
            autocomplete="off"
            spellcheck={false}
            placeholder="4HPwATDgc/ABMA:cAkAAAAAAAAA"
            value={pasted}
            onInput={(event) => setPasted(event.currentTarget.value)}
          />
        </label>
        <button type="submit" class="button" data-action="read-paste">
          {t('input.read')}
        </button>
      </form>
      <form
        class="position-ids"
        onSubmit={(event) => {
          event.preventDefault();
          props.onFields(positionId, matchId);
        }}
      >
        <label class="position-field">
          <span>{t('input.positionId')}</span>
          <input
            type="text"
            data-field="position-id"
            autocomplete="off"
            spellcheck={false}
            value={positionId}
            onInput={(event) => setPositionId(event.currentTarget.value)}
          />
        </label>
        <label class="position-field">
          <span>{t('input.matchId')}</span>
          <input
            type="text"
            data-field="match-id"
            autocomplete="off"
            spellcheck={false}
            value={matchId}
            onInput={(event) => setMatchId(event.currentTarget.value)}
          />
        </label>
        <div class="controls">
          <button type="submit" class="button" data-action="read-fields">
            {t('input.readFields')}
          </button>
          <button
            type="button"
            class="button"
            data-action="copy-ids"
            disabled={ids === null}
            onClick={() => ids && void copyIds(ids, t)}
          >
            {t('input.copy')}
          </button>
        </div>
      </form>
    </section>
  );
}

async function copyIds(ids: PositionIds, t: TFunction): Promise<void> {
  // GNU Backgammon's own copy format, which its "set gnubgid" and this page read back.
  const text = `${ids.positionId}:${ids.matchId}`;
  try {
    await navigator.clipboard.writeText(text);
    notify('info', t('input.copied', { text }));
  } catch {
    notify('info', t('input.copyManually', { text }));
  }
}
