// Local storage persistence: every record is versioned and validated on load. A corrupt or
// outdated record never breaks a page: the caller gets `corrupt` with a message, shows it, and
// starts fresh (the bad record is kept under `<key>.corrupt` for a bug report).

export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

export type Loaded<T> =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'corrupt'; readonly message: string };

/** A stored record: its format version and a validator that turns unknown JSON into T. */
export interface RecordFormat<T> {
  readonly key: string;
  readonly version: number;
  readonly validate: (data: unknown) => Validation<T>;
  /**
   * Readers of older versions, by version: a save made before an update still loads (each is
   * validated as strictly as the current one).
   */
  readonly older?: Readonly<Record<number, (data: unknown) => Validation<T>>>;
}

interface Envelope {
  readonly v: number;
  readonly data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'v' in value && 'data' in value;
}

export function saveRecord<T>(format: RecordFormat<T>, value: T): boolean {
  try {
    localStorage.setItem(format.key, JSON.stringify({ v: format.version, data: value }));
    return true;
  } catch {
    return false; // Storage full or unavailable: the game goes on unsaved.
  }
}

export function clearRecord(format: RecordFormat<unknown>): void {
  try {
    localStorage.removeItem(format.key);
  } catch {
    // Nothing stored to clear.
  }
}

export function parseRecord<T>(format: RecordFormat<T>, text: string | null): Loaded<T> {
  if (text === null) return { kind: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'corrupt', message: 'the saved data is not valid JSON' };
  }
  if (!isEnvelope(parsed)) return { kind: 'corrupt', message: 'the saved data has no version' };
  const validate =
    parsed.v === format.version
      ? format.validate
      : typeof parsed.v === 'number'
        ? format.older?.[parsed.v]
        : undefined;
  if (!validate) {
    return { kind: 'corrupt', message: `saved format ${parsed.v}, expected ${format.version}` };
  }
  const checked = validate(parsed.data);
  return checked.ok
    ? { kind: 'ok', value: checked.value }
    : { kind: 'corrupt', message: checked.message };
}

export function loadRecord<T>(format: RecordFormat<T>): Loaded<T> {
  let text: string | null;
  try {
    text = localStorage.getItem(format.key);
  } catch {
    return { kind: 'empty' };
  }
  const loaded = parseRecord(format, text);
  if (loaded.kind === 'corrupt') {
    try {
      localStorage.setItem(`${format.key}.corrupt`, text ?? '');
      localStorage.removeItem(format.key);
    } catch {
      // Keeping the bad record is a courtesy only.
    }
  }
  return loaded;
}
