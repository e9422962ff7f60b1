// PROTOCOL.md's examples are real messages: each one parses, and every message kind has one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isComputerRequest,
  PROTOCOL_VERSION,
  parseClientMessage,
  parseServerMessage,
} from '../src';
import { CLIENT_SAMPLES, SERVER_SAMPLES } from './messages';

const doc = readFileSync(new URL('../../../PROTOCOL.md', import.meta.url), 'utf8');

/** The one-line JSON examples between `heading` and the next `###` heading. */
function examples(heading: string): string[] {
  const start = doc.indexOf(heading);
  const end = doc.indexOf('\n### ', start + heading.length);
  const section = doc.slice(start, end === -1 ? undefined : end);
  return section.split('\n').filter((line) => line.startsWith('{ "type"'));
}

describe('PROTOCOL.md examples', () => {
  it('client → server: each parses, every type shown', () => {
    const lines = examples('### Client → server');
    for (const line of lines) expect(parseClientMessage(line), line).toMatchObject({ ok: true });
    const shown = new Set(lines.map((line) => JSON.parse(line).type));
    expect(shown).toEqual(new Set(CLIENT_SAMPLES.map((m) => m.type)));
  });

  it('server → client: each parses, every type shown', () => {
    const lines = examples('### Server → client');
    for (const line of lines) expect(parseServerMessage(line), line).toMatchObject({ ok: true });
    const shown = new Set(lines.map((line) => JSON.parse(line).type));
    expect(shown).toEqual(new Set(SERVER_SAMPLES.map((m) => m.type)));
  });

  it('the worker protocol: its one-line requests pass the edge check at this version', () => {
    const start = doc.indexOf('## The worker protocol');
    const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
    expect(section).toContain(`\`protocol: ${PROTOCOL_VERSION}\``);
    const lines = section
      .split('\n')
      .filter((l) => l.startsWith('{ "protocol"') && l.endsWith('}'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(isComputerRequest(JSON.parse(line)), line).toBe(true);
    const kinds = lines.map((line) => {
      const { kind, game } = JSON.parse(line);
      return `${kind} ${game}`;
    });
    expect(kinds).toContain('analyse shatra');
  });
});
