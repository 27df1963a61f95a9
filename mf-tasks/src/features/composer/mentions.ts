import { TASK_LIMITS, type Mention, type Team } from '@staydesk/contracts';

/** The '@' being typed: where it starts and what follows it up to the caret. */
export interface MentionQuery {
  start: number;
  query: string;
}

const MAX_SUGGESTIONS = 8;

/**
 * The mention being typed at the caret: an '@' at the start of a word followed by at most 15
 * characters and no space; otherwise null.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  if (start > 0 && !/\s/.test(before.charAt(start - 1))) return null;
  const query = before.slice(start + 1);
  if (query.length > TASK_LIMITS.mentionQuery || /\s/.test(query)) return null;
  return { start, query };
}

/** Users and groups whose name or email matches, users first; a group's id is 'group:<id>'. */
export function mentionCandidates(team: Team, query: string): Mention[] {
  const needle = query.toLowerCase();
  const users = team.users
    .filter(
      (user) =>
        user.name.toLowerCase().includes(needle) || user.email?.toLowerCase().startsWith(needle),
    )
    .map((user) => ({
      id: user.id,
      username: user.email?.split('@')[0] ?? user.name,
      display: user.name,
    }));
  const groups = team.groups
    .filter((group) => group.name.toLowerCase().includes(needle))
    .map((group) => ({ id: `group:${group.id}`, username: group.name, display: group.name }));
  return [...users, ...groups].slice(0, MAX_SUGGESTIONS);
}

/** The text with the typed '@query' replaced by '@Display ', and the caret after it. */
export function insertMention(
  text: string,
  query: MentionQuery,
  caret: number,
  mention: Mention,
): { text: string; caret: number } {
  const inserted = `@${mention.display} `;
  return {
    text: `${text.slice(0, query.start)}${inserted}${text.slice(caret)}`,
    caret: query.start + inserted.length,
  };
}

/** The mentions still written in the message when it is sent, each once. */
export const mentionsIn = (text: string, picked: readonly Mention[]): Mention[] =>
  picked.filter(
    (mention, index) =>
      text.includes(`@${mention.display}`) &&
      picked.findIndex((other) => other.id === mention.id) === index,
  );

/** An empty message with files says what it carries. */
export const messageText = (text: string, attachmentCount: number): string =>
  text.trim() || `Attached ${attachmentCount} file(s)`;
