import type { RemoteEntry, RemoteName } from '@staydesk/contracts';
import { originsOf } from './remote-origins';

const entry = (name: RemoteName, manifestUrl: string): RemoteEntry => ({
  name,
  version: '1.0.0',
  manifestUrl,
});

test('the origins of the manifests, once each; paths on the own origin and odd schemes add none', () => {
  expect(
    originsOf([
      entry('mf-tasks', 'https://cdn.example.com/mf-tasks/1.4.0/mf-manifest.json'),
      entry('mf-palette', 'https://cdn.example.com/mf-palette/2.0.0/mf-manifest.json'),
      entry('mf-execution', 'http://localhost:3005/mf-manifest.json'),
      entry('mf-marketplace', '/remotes/mf-marketplace/mf-manifest.json'),
      entry('mf-notifications', 'data:application/json,{}'),
    ]),
  ).toEqual(['https://cdn.example.com', 'http://localhost:3005']);
});
