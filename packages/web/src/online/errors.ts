// Why the server (or the connection) refused something, in the reader's language: every code
// of the protocol's closed list (ERROR_CODES), `offline` (nothing could be sent) and
// `not-your-seat` (the table client's own refusal). The chat and the game pages share it.
import { ERROR_CODES } from '@ludus/protocol';
import type { TFunction } from 'i18next';

/** Every code a table's refusal may carry, each with its text under `online:table.errors`. */
export const REFUSAL_CODES = [...ERROR_CODES, 'offline', 'not-your-seat'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export function isRefusalCode(code: string): code is RefusalCode {
  return (REFUSAL_CODES as readonly string[]).includes(code);
}

/**
 * The text for a refusal's `code` (a `Sent`'s `error`). `t` may be a translate function of any
 * namespace: the key names the `online` namespace itself, which the table page loads. A code
 * outside the list (a newer server's) gets a general sentence that names it.
 */
export function refusalText(code: string, t: TFunction): string {
  return isRefusalCode(code)
    ? t(`table.errors.${code}`, { ns: 'online' })
    : t('table.errors.other', { ns: 'online', code });
}
