// Drawing on the server, for the shell's edge and the remotes' servers: never in a browser
// bundle (it imports react-dom/server).
export { renderForBrowser, type RenderRequest } from './render-for-browser';
export { readAsCaller, SERVER_VIEW_WAIT_MS } from './read-api';
export {
  createSurfaceView,
  type DrawSurface,
  type Drawing,
  type SurfaceViewContext,
  type SurfaceViewRequest,
} from './surface-view';
export { drawWithTask } from './draw-with-task';
export { jsonDataBlock } from './data-block';
export { splitDrawnStyles } from '../styles/drawn-styles';
