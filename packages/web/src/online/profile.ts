// What the profile page loads: the player's profile, the rating history of every kind they are
// rated in, and their finished games, all at once.
import type { PlayerProfile, RatingHistory, RatingKind } from '@ludus/protocol';
import { useEffect, useState } from 'preact/hooks';
import { api, type FinishedGame } from './api';

export type ProfileLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly code: string }
  | {
      readonly kind: 'ready';
      readonly profile: PlayerProfile;
      readonly histories: Readonly<Partial<Record<RatingKind, RatingHistory>>>;
      readonly games: readonly FinishedGame[];
    };

async function loadProfile(name: string): Promise<ProfileLoad> {
  const profile = await api.profile(name);
  if (!profile.ok) return { kind: 'failed', code: profile.error };
  const rated = profile.value.ratings.filter((rating) => rating.games > 0);
  const [histories, games] = await Promise.all([
    Promise.all(rated.map((rating) => api.ratingHistory(profile.value.name, rating.kind))),
    api.playerGames(profile.value.name),
  ]);
  const byKind: Partial<Record<RatingKind, RatingHistory>> = {};
  for (const history of histories) if (history.ok) byKind[history.value.kind] = history.value;
  return {
    kind: 'ready',
    profile: profile.value,
    histories: byKind,
    games: games.ok ? games.value.games : [],
  };
}

export function useProfile(name: string): ProfileLoad {
  const [load, setLoad] = useState<ProfileLoad>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    void loadProfile(name).then((loaded) => {
      if (current) setLoad(loaded);
    });
    return () => {
      current = false;
    };
  }, [name]);
  return load;
}
