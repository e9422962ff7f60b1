// The worker protocol lives in @ludus/protocol (src/worker.ts), beside the client ↔ server
// messages; this module keeps the page's and the worker's imports where they were.
export * from '@ludus/protocol';
