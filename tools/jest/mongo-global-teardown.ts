export default async function teardown(): Promise<void> {
  await globalThis.__STAYDESK_MONGO__?.stop();
}
