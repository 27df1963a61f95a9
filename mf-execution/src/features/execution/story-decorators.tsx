import type { Decorator } from '@storybook/react-webpack5';
import { freshStore, storyPlatform } from '@staydesk/design-system/stories';
import { FieldUser } from '../offline/field-queue';
import { executionApi } from './api';

/** Every execution story: a store of its own, and the story platform's user as the phone's provider. */
export const executionStoryDecorators: Decorator[] = [
  freshStore(executionApi),
  (Story) => (
    <FieldUser value={storyPlatform().session.user.id}>
      <Story />
    </FieldUser>
  ),
];
