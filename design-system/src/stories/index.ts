// Helpers for the Storybook catalogue only.
export { freshStore } from './fresh-store';
export { storyPlatform } from './story-platform';
