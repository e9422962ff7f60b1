// Users: guests (a chosen name, no password) and registered players (a unique name and an
// argon2id password hash), and the sessions that a cookie names. A session's token is random;
// the database keeps only its SHA-256, and a logout deletes the row.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Player } from '../games/types';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

export const SESSION_DAYS = 30;

export interface Session {
  readonly user: Player;
  /** The token's hash: what identifies the session on the bus (a logout closes its sockets). */
  readonly id: string;
}

/** Names compare without case or Unicode form: "Dana" and "DANA" are one registered name. */
export const nameKey = (name: string) => name.normalize('NFKC').toLowerCase();

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export class Accounts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  private async nameTaken(name: string): Promise<boolean> {
    const found = await this.db
      .selectFrom('users')
      .select('id')
      .where('name_key', '=', nameKey(name))
      .where('registered', '=', 1)
      .executeTakeFirst();
    return found !== undefined;
  }

  /** A guest under `name`; refused (undefined) when a registered player has that name. */
  async guest(name: string): Promise<Player | undefined> {
    if (await this.nameTaken(name)) return undefined;
    const user: Player = { id: randomUUID(), name, guest: true };
    await this.insert(user, null);
    return user;
  }

  /** A registered player; undefined when the name is taken. */
  async register(name: string, password: string): Promise<Player | undefined> {
    if (await this.nameTaken(name)) return undefined;
    const user: Player = { id: randomUUID(), name, guest: false };
    try {
      await this.insert(user, await hashPassword(password));
    } catch {
      // The unique index: another registration of the name won the race.
      return undefined;
    }
    return user;
  }

  /** The registered player with this name and password, or undefined. */
  async login(name: string, password: string): Promise<Player | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'password_hash'])
      .where('name_key', '=', nameKey(name))
      .where('registered', '=', 1)
      .executeTakeFirst();
    const ok = await verifyPassword(row?.password_hash ?? (await decoyHash()), password);
    return row && ok ? { id: row.id, name: row.name, guest: false } : undefined;
  }

  /** A new session of `user`: the token for the cookie. */
  async startSession(user: Player): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash(token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: expires.toISOString(),
      })
      .execute();
    return token;
  }

  /** The live session a cookie's token names, or undefined. */
  async session(token: string | undefined): Promise<Session | undefined> {
    if (!token || token.length > 100) return undefined;
    const id = tokenHash(token);
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'users.registered', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', id)
      .executeTakeFirst();
    if (!row || row.expires_at <= this.now().toISOString()) return undefined;
    return { id, user: { id: row.id, name: row.name, guest: Number(row.registered) === 0 } };
  }

  /** Ends the session on the server: the cookie's token no longer names anybody. */
  async endSession(sessionId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', sessionId).execute();
  }

  private async insert(user: Player, passwordHash: string | null): Promise<void> {
    await this.db
      .insertInto('users')
      .values({
        id: user.id,
        name: user.name,
        name_key: nameKey(user.name),
        registered: user.guest ? 0 : 1,
        password_hash: passwordHash,
        created_at: this.now().toISOString(),
      })
      .execute();
  }
}
