// Shatra tables (skeleton: to be implemented).
import type { Result } from '@ludus/backgammon';
import type { Applied } from '../table';
import type {
  DiceProvider,
  Intent,
  Seat,
  ShatraIntent,
  ShatraSpec,
  ShatraTable,
  ShatraView,
  Viewer,
} from '../types';

export function createShatraTable(_spec: ShatraSpec, _dice: DiceProvider): Result<ShatraTable> {
  throw new Error('not implemented');
}

export function shatraLegalIntents(_table: ShatraTable, _seat: Seat): ShatraIntent[] {
  throw new Error('not implemented');
}

export function applyShatra(_table: ShatraTable, _seat: Seat, _intent: Intent): Result<Applied> {
  throw new Error('not implemented');
}

export function shatraView(_table: ShatraTable, _viewer: Viewer): ShatraView {
  throw new Error('not implemented');
}
