// The Shatra play page against the computer or a friend at this device: the game (ShatraPlay.tsx)
// and the local tools besides: a new game, the record and position tools, the rules link. What
// would throw a game in progress away (a new game here or from the home page, a pasted record)
// is asked first.
import type { Side } from '@ludus/shatra';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import { notify } from '../notices';
import type { PageProps } from '../pages';
import { routeHref } from '../router';
import { type Confirm, useConfirm } from '../shell/ConfirmDialog';
import { useHint } from '../table/useHint';
import { AnalysisNotice, AnalysisPanelArea } from './analysis/AnalysisArea';
import { useShatraPageAnalysis } from './analysis/usePageAnalysis';
import { NewGameForm } from './panels';
import { hintedSquares, ShatraAids } from './ShatraAids';
import { ShatraPlay } from './ShatraPlay';
import { exportPosition, inProgress, type ShatraOpponent } from './session';
import { type LocalShatraController, useShatra } from './useShatra';

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

function Tools({ game, confirm }: { game: LocalShatraController; confirm: Confirm }) {
  const t = useT('shatra');
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const record = game.exportText();
  const position = exportPosition(game.session);
  const copyText = async (text: string) => {
    notify('info', (await copy(text)) ? t('messages.copied') : t('messages.copyManually'));
  };
  // A pasted record is read first (a bad one is refused as before, nothing asked), then asked
  // about like a new game; Cancel keeps the game and the pasted text.
  const load = (event: Event) => {
    event.preventDefault();
    const read = game.readRecord(pasted);
    setError(read.ok ? null : read.message);
    if (!read.ok) return;
    confirm.askIf(inProgress(game.session), {
      title: t('confirm.loadTitle'),
      text: t('confirm.loadText'),
      confirm: t('tools.load'),
      onConfirm: () => {
        game.loadRecord(read.value);
        setPasted('');
        notify('info', t('messages.loaded'));
      },
    });
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

export function ShatraPage(_props: PageProps) {
  const t = useT('shatra');
  const game = useShatra();
  const confirm = useConfirm();
  const newGameWords = {
    title: t('confirm.newGameTitle'),
    text: t('confirm.newGameText'),
    confirm: t('confirm.newGame'),
  };
  // A new game over one in progress throws that game away: asked first.
  const start = (opponent: ShatraOpponent, side: Side) =>
    confirm.askIf(inProgress(game.session), {
      ...newGameWords,
      onConfirm: () => game.newGame(opponent, side),
    });
  // The home page's new game, over the saved game in progress (localGame.ts): the same question.
  useEffect(() => {
    if (game.request) {
      confirm.ask({ ...newGameWords, onConfirm: game.takeRequest, onCancel: game.dropRequest });
    }
  }, []);
  const hint = useHint(game.hintView, game.seq);
  const aids = (
    <ShatraAids
      hint={hint}
      computer={game.session.opponent.kind === 'computer'}
      mayTakeBack={game.mayTakeBack}
      onTakeBack={game.takeBack}
      t={t}
    />
  );
  const analysis = useShatraPageAnalysis(game.session);
  return (
    <ShatraPlay
      game={game}
      rememberFlip={true}
      aids={aids}
      hinted={hintedSquares(hint, game.game.position)}
      notice={<AnalysisNotice page={analysis} session={game.session} t={t} />}
      lead={<AnalysisPanelArea page={analysis} session={game.session} t={t} />}
      review={analysis.review}
    >
      <NewGameForm t={t} initial={game.session.opponent} onStart={start} />
      {confirm.dialog}
      <Tools game={game} confirm={confirm} />
      <p>
        <a href={routeHref({ page: 'rules', game: 'shatra' })}>{t('rulesLink')}</a>
      </p>
    </ShatraPlay>
  );
}
