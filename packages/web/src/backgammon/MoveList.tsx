import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'preact/hooks';
import type { RecordEntry } from './record';

function entryText(entry: RecordEntry, t: TFunction): string {
  switch (entry.kind) {
    case 'opening':
      return t('record.opening', { white: entry.white, black: entry.black });
    case 'move':
      return entry.notation === ''
        ? t('record.noMove', { dice: `${entry.dice[0]}${entry.dice[1]}` })
        : `${entry.dice[0]}${entry.dice[1]}: ${entry.notation}`;
    case 'double':
      return t('record.double', { value: entry.value });
    case 'beaver':
      return t('record.beaver', { value: entry.value });
    case 'take':
    case 'pass':
    case 'accept':
    case 'reject':
      return t(`record.${entry.kind}`);
    case 'resign':
      return t('record.resign', { level: t(`level.${entry.level}`) });
  }
}

/** The game's record, newest last and highlighted; scrolls itself so the newest stays in view. */
export function MoveList({
  entries,
  t,
}: {
  readonly entries: readonly RecordEntry[];
  readonly t: TFunction;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries.length]);
  return (
    <section class="move-list panel" aria-labelledby="move-list-title">
      <h2 id="move-list-title">{t('record.title')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ol ref={list} tabIndex={0}>
        {entries.map((entry, index) => {
          const last = index === entries.length - 1;
          const colour = entry.kind === 'opening' ? null : entry.colour;
          return (
            <li
              key={index}
              class={`${last ? 'last-move' : ''}${colour ? ` by-${colour}` : ''}`}
              aria-current={last ? 'step' : undefined}
            >
              {colour && <span class={`swatch swatch-${colour}`} aria-hidden="true" />}
              {colour && <span class="visually-hidden">{t(`colour.${colour}`)}: </span>}
              {entryText(entry, t)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
