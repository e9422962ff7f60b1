// Records the snapshot fixture of test/speed-snapshot.test.ts with the current code:
// `nice -n 10 node --import tsx packages/backgammon-engine/test/speed-snapshot-record.ts`.
// Run once, before the speed work; running it again overwrites the reference.

import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parsePositionId } from '@ludus/backgammon';
import { NeuralEvaluator } from '../src/evaluator';
import {
  corpusFingerprint,
  recordCase,
  SNAPSHOT_FIXTURE,
  type SnapshotRecord,
  snapshotCases,
  snapshotNets,
} from './speed-snapshot-corpus';

const evaluator = new NeuralEvaluator(snapshotNets(), { twoSidedBearoff: false });
const records: SnapshotRecord[] = [];
const start = performance.now();
const cases = snapshotCases();
for (const item of cases) {
  const parsed = parsePositionId(item.id, item.variant);
  if (!parsed.ok) throw new Error(`corpus position ${item.id}: ${parsed.message}`);
  records.push(recordCase(evaluator, parsed.value, item, true));
  if (records.length % 100 === 0) {
    const seconds = ((performance.now() - start) / 1000).toFixed(0);
    console.log(`${records.length} cases, ${seconds} s`);
  }
}
// Seven decimals are far finer than the test's 1e-5 and keep the fixture small; the cases
// themselves are rebuilt by the test from the seeds (record i belongs to case i), so only the
// answers are stored.
const compact = (key: string, value: unknown): unknown => {
  if (key === 'case' || key === 'value') return undefined;
  return typeof value === 'number' ? Number(value.toFixed(7)) : value;
};
writeFileSync(
  SNAPSHOT_FIXTURE,
  gzipSync(JSON.stringify({ corpus: corpusFingerprint(cases), records }, compact), { level: 9 }),
);
console.log(`${records.length} cases written to ${SNAPSHOT_FIXTURE.pathname}`);
