// Helpers for the Storybook catalogue only.
export { storyPlatform } from './story-platform';
