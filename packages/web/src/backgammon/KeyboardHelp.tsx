// The table's keyboard keys: one letter for each button a player presses often (roll, confirm,
// undo, double, take, pass), and `?` for the list of every key in a dialog. The board's own keys
// (arrows, Enter, Space, Escape) are in Board.tsx; the list names them too.
import type { TFunction } from 'i18next';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { typingIn } from './boardKeys';
import type { TableController } from './controller';
import type { TableState } from './tableState';
import { finishedPlay } from './turn';

type Shortcut = 'roll' | 'confirm' | 'undo' | 'double' | 'take' | 'pass';

/** The letter of each shortcut (the same in every language, as on the big sites). */
export const SHORTCUT_KEYS: Readonly<Record<Shortcut, string>> = {
  roll: 'r',
  confirm: 'c',
  undo: 'u',
  double: 'd',
  take: 't',
  pass: 'p',
};

/** What each shortcut does now, where its button is offered now. */
export function shortcutActions(
  controller: TableController,
  table: TableState,
): Partial<Record<Shortcut, () => void>> {
  const { humanToAct, legal, boardTurn } = table;
  const offered = (kind: string) => humanToAct && legal.some((intent) => intent.kind === kind);
  const actions: Partial<Record<Shortcut, () => void>> = {};
  if (offered('roll')) actions.roll = () => controller.act({ kind: 'roll' });
  if (offered('double')) actions.double = () => controller.act({ kind: 'double' });
  if (offered('take')) actions.take = () => controller.act({ kind: 'take' });
  if (offered('pass')) actions.pass = () => controller.act({ kind: 'pass' });
  if (boardTurn && finishedPlay(boardTurn)) actions.confirm = controller.confirm;
  if (boardTurn && boardTurn.played.length > 0) actions.undo = controller.undo;
  return actions;
}

/** Listens for the shortcut keys on the whole page, except while the person types in a field. */
function useShortcuts(
  actions: Partial<Record<Shortcut, () => void>>,
  dialog: { current: HTMLDialogElement | null },
  openHelp: () => void,
) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (typingIn(event.target) || dialog.current?.open) return;
      if (event.key === '?') {
        event.preventDefault();
        openHelp();
        return;
      }
      const shortcut = (Object.keys(SHORTCUT_KEYS) as Shortcut[]).find(
        (name) => SHORTCUT_KEYS[name] === event.key.toLowerCase(),
      );
      const action = shortcut ? latest.current[shortcut] : undefined;
      if (action) {
        event.preventDefault();
        action();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/** The list of keys, in the dialog while it is open. */
function KeyList({ t }: { t: TFunction }) {
  const rows: [string, string][] = [
    [t('keys.arrowKeys'), t('keys.arrows')],
    [t('keys.enterSpace'), t('keys.pick')],
    ['Esc', t('keys.cancel')],
    ...(Object.keys(SHORTCUT_KEYS) as Shortcut[]).map((name): [string, string] => [
      SHORTCUT_KEYS[name].toUpperCase(),
      t(`keys.${name}`),
    ]),
    ['?', t('keys.help')],
  ];
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{t('keys.key')}</th>
          <th scope="col">{t('keys.does')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, does]) => (
          <tr key={key}>
            <td>
              <kbd>{key}</kbd>
            </td>
            <td>{does}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The button that opens the list of keys, the list itself, and the keys' listener. The list is
 * rendered only while the dialog is open: the page's first render (its largest paint) need not
 * build and translate a table nobody sees.
 */
export function KeyboardHelp(props: {
  controller: TableController;
  table: TableState;
  t: TFunction;
}) {
  const { t } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const openHelp = () => setOpen(true);
  useShortcuts(shortcutActions(props.controller, props.table), dialog, openHelp);
  // Shown once its contents are in, so that the dialog focuses its button as before.
  useLayoutEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  return (
    <>
      <button
        type="button"
        class="button"
        data-action="keys-help"
        aria-keyshortcuts="?"
        onClick={openHelp}
      >
        {t('keys.open')}
      </button>
      <dialog
        ref={dialog}
        class="keys-dialog panel"
        aria-labelledby="keys-title"
        onClose={() => setOpen(false)}
      >
        <h2 id="keys-title">{t('keys.title')}</h2>
        {open && <KeyList t={t} />}
        <form method="dialog">
          <button type="submit" class="button primary" data-action="keys-close">
            {t('keys.close')}
          </button>
        </form>
      </dialog>
    </>
  );
}
