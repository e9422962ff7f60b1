// Where a match comes in: a file picker, a drop zone (the whole panel) and pasted text, and the
// depth of the analysis that starts once it reads.
import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import { DEPTHS, type Depth } from './useMatchAnalysis';

export interface ImportPanelProps {
  readonly t: TFunction;
  readonly plies: Depth;
  readonly onPlies: (plies: Depth) => void;
  /** Text read from a file (with its name) or pasted (no name). */
  readonly onText: (text: string, fileName?: string) => void;
}

async function readFile(file: File | undefined, onText: ImportPanelProps['onText']) {
  if (file) onText(await file.text(), file.name);
}

export function ImportPanel(props: ImportPanelProps) {
  const { t, onText } = props;
  const [pasted, setPasted] = useState('');
  const [over, setOver] = useState(false);
  return (
    <section
      class={`match-import panel${over ? ' drop-over' : ''}`}
      aria-labelledby="match-import-title"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        void readFile(event.dataTransfer?.files[0], onText);
      }}
    >
      <h2 id="match-import-title">{t('import.title')}</h2>
      <p class="muted">{t('import.lead')}</p>
      <label class="match-field">
        <span>{t('import.file')}</span>
        <input
          type="file"
          accept=".mat,.sgf,.txt,text/plain"
          data-field="match-file"
          onChange={(event) => {
            const input = event.currentTarget;
            void readFile(input.files?.[0], onText).then(() => {
              // The same file chosen again reads again.
              input.value = '';
            });
          }}
        />
      </label>
      <form
        class="match-paste"
        onSubmit={(event) => {
          event.preventDefault();
          onText(pasted);
        }}
      >
        <label class="match-field">
          <span>{t('import.paste')}</span>
          <textarea
            rows={4}
            value={pasted}
            data-field="match-paste"
            onInput={(event) => setPasted(event.currentTarget.value)}
          />
        </label>
        <button type="submit" class="button" data-action="match-import">
          {t('import.read')}
        </button>
      </form>
      <label class="match-field match-depth">
        <span>{t('depth.label')}</span>
        <select
          value={String(props.plies)}
          data-field="match-depth"
          onChange={(event) => props.onPlies(Number(event.currentTarget.value) as Depth)}
        >
          {DEPTHS.map((plies) => (
            <option key={plies} value={String(plies)}>
              {t('depth.plies', { count: plies })}
            </option>
          ))}
        </select>
      </label>
      <p class="muted">{t('depth.note')}</p>
    </section>
  );
}
