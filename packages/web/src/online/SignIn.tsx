// The sign-in panel: play as a guest under a name, log in, or register. The lobby shows it to a
// visitor, and the table page to a visitor who opened an invite link. The fields are checked
// with the protocol's schemas before anything is sent; a refusal is shown by its code. A
// successful sign-in restarts the socket (api.ts), whose next welcome names the player.
import { useState } from 'preact/hooks';
import { useT } from '../i18n';
import { type ApiResult, api, type Me } from './api';
import {
  checkSignIn,
  NAME_BOUNDS,
  PASSWORD_BOUNDS,
  refusalKey,
  SIGN_IN_MODES,
  type SignInMode,
} from './sign-in';
import './online.css';

export interface SignInProps {
  /** The panel's heading (the default says what signing in is for). */
  readonly title?: string;
  /** Heard after the server accepted the player (the socket is already restarting). */
  readonly onSignedIn?: (me: Me) => void;
}

function send(mode: SignInMode, name: string, password: string): Promise<ApiResult<Me>> {
  if (mode === 'guest') return api.guest(name);
  return mode === 'login' ? api.login({ name, password }) : api.register({ name, password });
}

type Problem = { readonly field: 'name' | 'password' | 'form'; readonly key: string };

export function SignIn({ title, onSignedIn }: SignInProps) {
  const t = useT('online');
  const [mode, setMode] = useState<SignInMode>('guest');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    const check = checkSignIn(mode, name, password);
    if (!check.ok) {
      setProblem({ field: check.field, key: `account.problems.${check.problem}` });
      return;
    }
    setProblem(null);
    setBusy(true);
    const done = await send(mode, check.name, check.password);
    if (!done.ok) {
      setBusy(false);
      setProblem({ field: 'form', key: refusalKey(done.error) });
      return;
    }
    // Stays busy: the panel goes once the socket's welcome names the player.
    onSignedIn?.(done.value);
  };

  const message = problem
    ? t(problem.key, { ...PASSWORD_BOUNDS, nameMax: NAME_BOUNDS.max, name: name.trim() })
    : '';
  return (
    <form
      class="sign-in panel"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="sign-in-title"
      data-mode={mode}
    >
      <h2 id="sign-in-title">{title ?? t('account.title')}</h2>
      <fieldset class="segmented">
        <legend class="visually-hidden">{t('account.how')}</legend>
        {SIGN_IN_MODES.map((key) => (
          <button
            key={key}
            type="button"
            class="button"
            aria-pressed={mode === key}
            data-mode={key}
            onClick={() => {
              setMode(key);
              setProblem(null);
            }}
          >
            {t(`account.modes.${key}`)}
          </button>
        ))}
      </fieldset>
      <p class="muted">{t(`account.explain.${mode}`)}</p>
      <label class="field">
        <span>{t('account.name')}</span>
        <input
          name="name"
          value={name}
          autoComplete={mode === 'guest' ? 'nickname' : 'username'}
          aria-invalid={problem?.field === 'name'}
          aria-describedby={problem ? 'sign-in-problem' : undefined}
          onInput={(event) => setName(event.currentTarget.value)}
        />
      </label>
      {mode !== 'guest' && (
        <label class="field">
          <span>{t('account.password')}</span>
          <input
            name="password"
            type="password"
            value={password}
            autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
            aria-invalid={problem?.field === 'password'}
            aria-describedby={mode === 'register' ? 'sign-in-hint' : undefined}
            onInput={(event) => setPassword(event.currentTarget.value)}
          />
          {mode === 'register' && (
            <span id="sign-in-hint" class="muted">
              {t('account.passwordHint', PASSWORD_BOUNDS)}
            </span>
          )}
        </label>
      )}
      <p id="sign-in-problem" class="form-problem" role="alert">
        {message}
      </p>
      <button type="submit" class="button primary" disabled={busy} data-action="sign-in">
        {t(`account.submit.${mode}`)}
      </button>
    </form>
  );
}
