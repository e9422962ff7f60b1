// The benchmarks' data files are gzipped JSON; read one, and check it with its parser.

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export function readGzippedJson(path: string | URL): unknown {
  return JSON.parse(gunzipSync(readFileSync(path)).toString('utf8'));
}

type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

/** The file's data as `parse` accepts it; a file it refuses ends the script with its message. */
export function readCheckedData<T>(path: string, parse: (json: unknown) => Checked<T>): T {
  const parsed = parse(readGzippedJson(path));
  if (!parsed.ok) throw new Error(`${path}: ${parsed.message}`);
  return parsed.value;
}
