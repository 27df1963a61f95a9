/** One property of a JSON body whose shape is not trusted yet. */
export function readField(body: unknown, key: string): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  return (body as Record<string, unknown>)[key];
}
