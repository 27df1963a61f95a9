// Test helpers for the remotes' unit tests (Jest only).
export { fakePlatform, fakeSession } from './fake-platform';
export type { FakePlatform } from './fake-platform';
export { stubApi, stubFetch } from './stub-fetch';
export type { SentRequest, StubReply } from './stub-fetch';
export { stubListLayout } from './list-layout';
export { setViewportWidth } from './viewport';
export { renderSurface } from './render-surface';
export { photo, storedAttachment, uploadedFiles, useNodeFormData } from './upload-stub';
export { withWebLocks } from './web-locks';
