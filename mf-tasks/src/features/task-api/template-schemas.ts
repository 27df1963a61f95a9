/**
 * The task templates' schemas, from contracts. A module of its own so that a surface can build
 * them in a step before the API's other schemas (see LazyTaskSidebar).
 */
export { automationsSchema, taskTemplatesFrom } from '@staydesk/contracts';
