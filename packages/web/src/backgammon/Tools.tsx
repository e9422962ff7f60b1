// Board tools: flip, copy the position (GNU Backgammon's Position ID and Match ID), the record
// (and the whole match opened on the match page), and on the local page only: new game and
// loading a pasted record or position.
import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import { handOverMatch } from '../handover';
import { translate } from '../i18n';
import { notify } from '../notices';
import { navigate, routeHref } from '../router';
import { exportMat } from './interchange';
import { makePositionId, matchIdOf } from './rules';
import { type MatchView, shownGame } from './session';

/** The position page's address for the position shown (backgammon: tryktrak has no ids). */
function analyseHref(shown: MatchView): string | null {
  if (shown.variant !== 'backgammon') return null;
  const matchId = matchIdOf(shown.match);
  if (!matchId.ok) return null;
  const positionId = makePositionId(shownGame(shown).position);
  return routeHref({
    page: 'position',
    ids: { positionId, matchId: matchId.value },
    beavers: shown.match.rules.beavers,
  });
}

/** `Position ID:Match ID`, the form GNU Backgammon's "set gnubgid" reads. */
export function positionText(shown: MatchView): string {
  const state = shownGame(shown);
  const positionId = makePositionId(state.position);
  const matchId = matchIdOf(shown.match);
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

/** The tools of a game in the page: a new game, and a pasted record or position to load. */
export interface LocalTools {
  readonly onNewGame: () => void;
  /**
   * Whether the pasted text was loaded: false when it does not read (the controller has said
   * why) or the person kept the game in progress.
   */
  readonly onImport: (text: string) => Promise<boolean>;
}

export function Tools(props: {
  readonly shown: MatchView;
  readonly t: TFunction;
  readonly onFlip: () => void;
  /** Absent at a server table, whose game the server keeps. */
  readonly local?: LocalTools;
}) {
  const { t, shown, local } = props;
  const text = positionText(shown);
  const analyse = analyseHref(shown);
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
        {local && (
          <button type="button" class="button" data-action="new-game" onClick={local.onNewGame}>
            {t('tools.newGame')}
          </button>
        )}
        {analyse && (
          <a class="button" href={analyse} data-action="analyse-position">
            {t('tools.analysePosition')}
          </a>
        )}
        <a class="button" href={routeHref({ page: 'rules', game: shown.variant })}>
          {t('tools.rules')}
        </a>
        <button
          type="button"
          class="button"
          data-action="export-mat"
          onClick={() => void saveMat(shown)}
        >
          {t('tools.exportMat')}
        </button>
        <button
          type="button"
          class="button"
          data-action="open-match-page"
          onClick={() => void openMatchPage(shown)}
        >
          {t('tools.matchPage')}
        </button>
      </div>
      <label class="id-field">
        <span>{t('tools.positionId')}</span>
        <input type="text" readOnly value={text} data-field="position-id" />
      </label>
      {local && <PasteForm onImport={local.onImport} t={t} />}
    </section>
  );
}

function PasteForm(props: { readonly onImport: LocalTools['onImport']; readonly t: TFunction }) {
  const { t } = props;
  const [pasted, setPasted] = useState('');
  return (
    <form
      class="paste-form"
      onSubmit={(event) => {
        event.preventDefault();
        void props.onImport(pasted).then((loaded) => {
          if (loaded) setPasted('');
        });
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
  );
}

/** The record as a .mat download (its writer loads on first use; a failed load says so). */
async function saveMat(shown: MatchView): Promise<void> {
  try {
    download(await exportMat(shown.match), `ludus-${shown.variant}.mat`);
  } catch {
    notify('error', translate('common', 'error.load'));
  }
}

/** The match so far, as its .mat record, analysed whole on the match page. */
async function openMatchPage(shown: MatchView): Promise<void> {
  try {
    handOverMatch(await exportMat(shown.match));
    navigate({ page: 'match' });
  } catch {
    notify('error', translate('common', 'error.load'));
  }
}

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
