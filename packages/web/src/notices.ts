// Messages for the user (a corrupt save, a bad paste, a computer that stopped), shown by the
// shell in a polite live region. Text is already translated by the caller.
import { signal } from '@preact/signals';

export type NoticeKind = 'info' | 'error';

export interface Notice {
  readonly id: number;
  readonly kind: NoticeKind;
  readonly text: string;
}

export const notices = signal<readonly Notice[]>([]);
let nextId = 1;

export function notify(kind: NoticeKind, text: string): void {
  const notice = { id: nextId++, kind, text };
  notices.value = [...notices.value.slice(-2), notice];
}

export function dismiss(id: number): void {
  notices.value = notices.value.filter((notice) => notice.id !== id);
}
