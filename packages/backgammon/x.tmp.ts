import { parseXgid, makePositionId, makeMatchId } from '@ludus/backgammon';
import { readFileSync } from 'node:fs';
for (const s of JSON.parse(readFileSync('/tmp/xin.json','utf8')).xgids) {
  const r = parseXgid(s);
  if (!r.ok) { console.log(r); continue; }
  console.log(makePositionId(r.value.position), makeMatchId(r.value.match));
}
