import { useRef } from 'preact/hooks';
import { useT } from '../i18n';
import { dismiss, notices } from '../notices';
import { useClearEdge } from './notice-placement';

/** User messages in a polite live region, at the window's edge that leaves the board clear. */
export function Notices() {
  const t = useT('common');
  const box = useRef<HTMLDivElement>(null);
  const shown = notices.value;
  const { edge, room } = useClearEdge(box, shown.length > 0);
  const width = edge === 'side' ? { width: `${Math.min(room, 384)}px` } : undefined;
  return (
    <div ref={box} class={`notices notices-${edge}`} style={width} aria-live="polite">
      {shown.map((notice) => (
        <p key={notice.id} class={`notice notice-${notice.kind}`}>
          <span title={notice.text}>{notice.text}</span>
          <button
            type="button"
            class="icon-button"
            aria-label={t('dismiss')}
            onClick={() => dismiss(notice.id)}
          >
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
