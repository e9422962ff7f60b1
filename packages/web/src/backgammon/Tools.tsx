// Board tools: flip, copy the position (GNU Backgammon's Position ID and Match ID), new game.
import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import { notify } from '../notices';
import { routeHref } from '../router';
import { exportMat } from './interchange';
import { makePositionId, matchIdOf } from './rules';
import { type Session, shownGame } from './session';

/** `Position ID:Match ID`, the form GNU Backgammon's "set gnubgid" reads. */
export function positionText(session: Session): string {
  const state = shownGame(session);
  const positionId = makePositionId(state.position);
  const matchId = matchIdOf(session.match);
  return matchId.ok ? `${positionId}:${matchId.value}` : positionId;
}

async function copy(text: string, t: TFunction): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify('info', t('messages.copied', { text }));
  } catch {
    notify('info', t('messages.copyManually', { text }));
  }
}

export function Tools(props: {
  readonly session: Session;
  readonly t: TFunction;
  readonly onFlip: () => void;
  readonly onNewGame: () => void;
  /** Returns whether the pasted text was read (else the controller has said why). */
  readonly onImport: (text: string) => boolean;
}) {
  const { t } = props;
  const text = positionText(props.session);
  const [pasted, setPasted] = useState('');
  return (
    <section class="tools panel" aria-labelledby="tools-title">
      <h2 id="tools-title">{t('tools.title')}</h2>
      <div class="controls">
        <button type="button" class="button" data-action="flip" onClick={props.onFlip}>
          {t('tools.flip')}
        </button>
        <button
          type="button"
          class="button"
          data-action="copy-position"
          onClick={() => void copy(text, t)}
        >
          {t('tools.copyPosition')}
        </button>
        <button type="button" class="button" data-action="new-game" onClick={props.onNewGame}>
          {t('tools.newGame')}
        </button>
        <a class="button" href={routeHref({ page: 'rules', game: props.session.spec.variant })}>
          {t('tools.rules')}
        </a>
        <button
          type="button"
          class="button"
          data-action="export-mat"
          onClick={() =>
            download(exportMat(props.session.match), `ludus-${props.session.spec.variant}.mat`)
          }
        >
          {t('tools.exportMat')}
        </button>
      </div>
      <label class="id-field">
        <span>{t('tools.positionId')}</span>
        <input type="text" readOnly value={text} data-field="position-id" />
      </label>
      <form
        class="paste-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (props.onImport(pasted)) setPasted('');
        }}
      >
        <label class="id-field">
          <span>{t('tools.pasteLabel')}</span>
          <textarea
            rows={3}
            value={pasted}
            data-field="paste"
            onInput={(event) => setPasted(event.currentTarget.value)}
          />
        </label>
        <button type="submit" class="button" data-action="import">
          {t('tools.import')}
        </button>
      </form>
    </section>
  );
}

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
