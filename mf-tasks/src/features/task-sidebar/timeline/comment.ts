import { escapeRegExp, mentionSchema, type Mention } from '@staydesk/contracts';

export interface Comment {
  message: string;
  mentions: Mention[];
  attachments: string[];
}

const listOf = <Item>(value: unknown, read: (item: unknown) => Item | null): Item[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is Item => item !== null) : [];

/** A comment event's metadata, or null when it carries no message. */
export function readComment(metadata: Record<string, unknown>): Comment | null {
  const { message, mentions, attachments } = metadata;
  if (typeof message !== 'string') return null;
  return {
    message,
    mentions: listOf(mentions, (item) => mentionSchema.safeParse(item).data ?? null),
    attachments: listOf(attachments, (item) => (typeof item === 'string' ? item : null)),
  };
}

export interface MessagePart {
  text: string;
  mention: boolean;
}

/** The message cut where it names '@someone' it mentions, so those parts can stand out. */
export function messageParts(message: string, mentions: readonly Mention[]): MessagePart[] {
  const names = mentions.map((mention) => `@${mention.display}`).filter((name) => name.length > 1);
  if (names.length === 0) return [{ text: message, mention: false }];
  const pattern = new RegExp(`(${names.map(escapeRegExp).join('|')})`, 'g');
  return message
    .split(pattern)
    .filter((text) => text !== '')
    .map((text) => ({ text, mention: names.includes(text) }));
}
