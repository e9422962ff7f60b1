export * from './dice';
export * from './moves';
export * from './notation';
export * from './position';
export * from './position-id';
export * from './types';
export * from './variants';
