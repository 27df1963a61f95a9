// What the tests of other packages need of the API: a real API over the test database, a
// customer with users, their sessions and a sample upload.
export { createCustomerWithUsers, withTestApi } from './harness';
export { samplePhoto } from './sample-files';
export { createSession } from '../src/services/sessions';
export { taskFilesCollection } from '../src/services/attachments/storage';
