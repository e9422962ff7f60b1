// The question asked before something that ends or throws away a game (resigning, a new game or
// a pasted record over one in progress, the home page's new game over the saved one): a modal <dialog> with the page's translated words, Cancel first and
// focused, Escape cancelling, and the focus back on the button that asked when it closes. Both
// games' pages share it; the look follows Shatra's choice dialog (a panel with a shadow).
import type { VNode } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n';

/** What to ask, and what to do when the person confirms. */
export interface Confirmation {
  readonly title: string;
  readonly text: string;
  /** The confirming button's words (the action itself: "Resign", "New game"). */
  readonly confirm: string;
  readonly onConfirm: () => void;
  /** Every other way out (Cancel, Escape): what was asked for is dropped. */
  readonly onCancel?: () => void;
}

export function ConfirmDialog(props: {
  readonly request: Confirmation | null;
  readonly onClose: () => void;
}) {
  const t = useT('common');
  const { request, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Set by the confirming button just before it closes the dialog; any other close cancels.
  const confirmed = useRef(false);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request && !element.open) {
      opener.current = document.activeElement as HTMLElement | null;
      element.showModal();
      cancel.current?.focus();
    } else if (!request && element.open) {
      element.close();
    }
  }, [request]);

  // Every way out (Cancel, Escape, the confirming button) ends in the dialog's close event.
  const closed = () => {
    if (!confirmed.current) request?.onCancel?.();
    confirmed.current = false;
    onClose();
    opener.current?.focus();
    opener.current = null;
  };
  const confirm = () => {
    confirmed.current = true;
    request?.onConfirm();
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      class="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={closed}
    >
      <h2 id={`${id}-title`}>{request?.title}</h2>
      <p id={`${id}-text`}>{request?.text}</p>
      <div class="confirm-actions">
        <button
          ref={cancel}
          type="button"
          class="button"
          data-action="dialog-cancel"
          onClick={() => dialog.current?.close()}
        >
          {t('confirm.cancel')}
        </button>
        <button type="button" class="button primary" data-action="dialog-confirm" onClick={confirm}>
          {request?.confirm}
        </button>
      </div>
    </dialog>
  );
}

export interface Confirm {
  /** Asks, and runs `request.onConfirm` only when the person confirms. */
  ask(request: Confirmation): void;
  /** Asks only when `needed` (a game in progress); otherwise acts at once. */
  askIf(needed: boolean, request: Confirmation): void;
  /** Asks only when `needed`: true when confirmed (or not asked), false when cancelled. */
  whether(needed: boolean, words: Omit<Confirmation, 'onConfirm' | 'onCancel'>): Promise<boolean>;
  /** The dialog, to be rendered once in the page. */
  readonly dialog: VNode;
}

/** One confirmation dialog for a page, shared by its buttons. */
export function useConfirm(): Confirm {
  const [request, setRequest] = useState<Confirmation | null>(null);
  return {
    ask: setRequest,
    askIf: (needed, asked) => (needed ? setRequest(asked) : asked.onConfirm()),
    whether: (needed, words) =>
      needed
        ? new Promise((answer) =>
            setRequest({ ...words, onConfirm: () => answer(true), onCancel: () => answer(false) }),
          )
        : Promise.resolve(true),
    dialog: <ConfirmDialog request={request} onClose={() => setRequest(null)} />,
  };
}
