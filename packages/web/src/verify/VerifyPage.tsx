// #/verify: checks the dice of a finished online game's record (docs/fair-dice.md) in the
// browser, roll by roll; #/verify/<id> loads a server game's record first (the only server
// call: the check itself is local). A record comes from a file or is pasted.
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n';
import { api } from '../online/api';
import type { OnlinePageProps } from '../pages';
import { checkRecord, mismatchText, rollText, type VerifyOutcome } from './verify-model';
import './verify.css';

type Source =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'load-failed' }
  | { readonly kind: 'outcome'; readonly outcome: VerifyOutcome };

function Verdict({ outcome }: { readonly outcome: VerifyOutcome }) {
  const t = useT('verify');
  if (outcome.kind === 'unreadable') {
    return (
      <div class="verify-verdict bad">
        <p>
          <strong>{t('errorTitle')}</strong>
        </p>
        <p>{t(`error.${outcome.code}`)}</p>
      </div>
    );
  }
  const { mismatch, rolls } = outcome;
  if (mismatch === null) {
    return (
      <p class="verify-verdict good">
        <strong>{t('verdict.ok', { count: rolls.length })}</strong>
      </p>
    );
  }
  return (
    <div class="verify-verdict bad">
      <p>
        <strong>{t('verdict.mismatch', { roll: mismatch.roll })}</strong>
      </p>
      <p>{mismatchText(mismatch, t)}</p>
    </div>
  );
}

function Rolls({ outcome }: { readonly outcome: VerifyOutcome }) {
  const t = useT('verify');
  if (outcome.kind !== 'checked') return null;
  const { rolls, mismatch } = outcome;
  return (
    <section aria-label={t('rolls')}>
      <h2>{t('rolls')}</h2>
      <ol class="verify-rolls">
        {rolls.map((checked) => (
          <li key={checked.roll} class="good">
            <span>{rollText(checked, t)}</span> <span class="verify-mark">✓ {t('matches')}</span>
          </li>
        ))}
        {mismatch && (
          <li class="bad">
            <span>{t('rollNumber', { roll: mismatch.roll })}</span>{' '}
            <span class="verify-mark">✗ {mismatchText(mismatch, t)}</span>
          </li>
        )}
      </ol>
    </section>
  );
}

function RecordInput({ onText }: { readonly onText: (text: string) => void }) {
  const t = useT('verify');
  const [pasted, setPasted] = useState('');
  const [empty, setEmpty] = useState(false);
  const readFile = async (event: Event) => {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (file) onText(await file.text());
  };
  const check = (event: Event) => {
    event.preventDefault();
    setEmpty(pasted.trim() === '');
    if (pasted.trim() !== '') onText(pasted);
  };
  return (
    <form class="panel verify-input" onSubmit={check}>
      <label>
        {t('file')}
        <input type="file" accept=".mat,text/plain" onChange={readFile} />
      </label>
      <label>
        {t('paste')}
        <textarea
          rows={6}
          spellcheck={false}
          wrap="off"
          value={pasted}
          onInput={(e) => setPasted(e.currentTarget.value)}
        />
      </label>
      <button type="submit" class="button primary">
        {t('check')}
      </button>
      {empty && <p class="muted">{t('empty')}</p>}
    </form>
  );
}

export function VerifyPage({ id }: OnlinePageProps) {
  const t = useT('verify');
  const [source, setSource] = useState<Source>({ kind: id ? 'loading' : 'none' });
  useEffect(() => {
    if (!id) return;
    let live = true;
    api.record(id).then((loaded) => {
      if (!live) return;
      setSource(
        loaded.ok
          ? { kind: 'outcome', outcome: checkRecord(loaded.value) }
          : { kind: 'load-failed' },
      );
    });
    return () => {
      live = false;
    };
  }, [id]);
  const show = (text: string) => setSource({ kind: 'outcome', outcome: checkRecord(text) });
  return (
    <section class="page verify-page">
      <h1>{t('title')}</h1>
      <p class="lead">{t('lead')}</p>
      {id ? <p>{t('fromGame', { id })}</p> : <RecordInput onText={show} />}
      <div aria-live="polite" class="verify-result">
        {source.kind === 'loading' && <p class="muted">{t('loading')}</p>}
        {source.kind === 'load-failed' && <p class="verify-verdict bad">{t('loadFailed')}</p>}
        {source.kind === 'outcome' && <Verdict outcome={source.outcome} />}
      </div>
      {source.kind === 'outcome' && <Rolls outcome={source.outcome} />}
      <p class="muted">{t('howto')}</p>
    </section>
  );
}
