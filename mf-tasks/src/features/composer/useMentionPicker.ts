import type { Mention, Team } from '@staydesk/contracts';
import { useState } from 'react';
import { mentionCandidates, mentionQueryAt, type MentionQuery } from './mentions';

/** The '@' picker's state: what is being typed, its matches and the highlighted one. */
export function useMentionPicker(team: Team | undefined) {
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const candidates = query && team ? mentionCandidates(team, query.query) : [];

  return {
    query,
    candidates,
    open: candidates.length > 0,
    active: Math.min(active, Math.max(candidates.length - 1, 0)),
    /** Follows the text and caret after every change. */
    track(text: string, caret: number) {
      setQuery(mentionQueryAt(text, caret));
      setActive(0);
    },
    move(step: 1 | -1) {
      if (candidates.length === 0) return;
      setActive((current) => (current + step + candidates.length) % candidates.length);
    },
    close: () => setQuery(null),
    highlighted: (): Mention | undefined => candidates[active] ?? candidates[0],
  };
}
