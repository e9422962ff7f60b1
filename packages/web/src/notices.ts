// Messages for the user (a corrupt save, a bad paste, a computer that stopped), shown by the
// shell in a polite live region. Text is already translated by the caller. One at a time, as on
// the big sites: a new message replaces the old. Information goes away by itself; an error stays
// until it is dismissed or the player's next accepted action (issue 22, item 6).
import { signal } from '@preact/signals';

export type NoticeKind = 'info' | 'error';

export interface Notice {
  readonly id: number;
  readonly kind: NoticeKind;
  readonly text: string;
}

/** How long an information message stays. */
export const INFO_NOTICE_MS = 4_000;

export const notices = signal<readonly Notice[]>([]);
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function notify(kind: NoticeKind, text: string): void {
  const notice = { id: nextId++, kind, text };
  clearTimeout(timer);
  notices.value = [notice];
  if (kind === 'info') timer = setTimeout(() => dismiss(notice.id), INFO_NOTICE_MS);
}

export function dismiss(id: number): void {
  notices.value = notices.value.filter((notice) => notice.id !== id);
}

/** The player acted and the table accepted it: an error about the last attempt is stale. */
export function clearErrors(): void {
  if (notices.value.some((notice) => notice.kind === 'error')) {
    notices.value = notices.value.filter((notice) => notice.kind !== 'error');
  }
}
