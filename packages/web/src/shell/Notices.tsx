import { useT } from '../i18n';
import { dismiss, notices } from '../notices';

/** User messages in a polite live region; space is reserved so nothing below shifts. */
export function Notices() {
  const t = useT('common');
  return (
    <div class="notices" aria-live="polite">
      {notices.value.map((notice) => (
        <p key={notice.id} class={`notice notice-${notice.kind}`}>
          <span>{notice.text}</span>
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
