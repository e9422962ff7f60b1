// @ludus/protocol: the versioned messages between the page and the computer's worker, and
// between a client and the game server, as discriminated unions validated at the edge (zod).
// PROTOCOL.md documents both.
export * from './bounds';
export * from './clock';
export * from './edge';
export * from './http';
export * from './online';
export * from './ratings';
export * from './table';
export * from './view-delta';
export * from './worker';
export * from './worker-schema';
