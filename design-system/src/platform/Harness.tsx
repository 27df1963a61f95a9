import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { css } from '@emotion/react';
import { sessionSchema, errorMessageOf, type PlatformApi, type Session } from '@staydesk/contracts';
import type { LifeCycles } from 'single-spa';
// Through the package name, so the shared singleton is used and not a bundled copy.
import { DesignSystemProvider, toast } from '@staydesk/design-system';
import { apiFetch } from './api-fetch';
import { createPlatform } from './create-platform';

export interface HarnessSurface {
  label: string;
  lifecycles: LifeCycles<{ platform: PlatformApi; domElement: HTMLElement; name: string }>;
}

interface HarnessOptions {
  title: string;
  surfaces: HarnessSurface[];
  /** Offer a list of tasks that set ?task= (for surfaces driven by the task parameter). */
  taskPicker?: boolean;
}

const page = css({ fontFamily: 'system-ui, sans-serif', padding: 16, color: '#0f172a' });

function SignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const response = await apiFetch('/api/auth/signin', {
      method: 'POST',
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return setError(errorMessageOf(body, 'Sign-in failed'));
    onSignedIn(sessionSchema.parse(body));
  };
  return (
    <form onSubmit={submit} css={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <label>
        Email <input name="email" type="email" defaultValue="admin@demo.test" required />
      </label>
      <label>
        Password <input name="password" type="password" required />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Sign in</button>
    </form>
  );
}

function TaskPicker() {
  const [tasks, setTasks] = useState<Array<{ id: string; title: string }>>([]);
  useEffect(() => {
    void apiFetch('/api/tasks?limit=10')
      .then((response) => response.json())
      .then((body: { tasks?: Array<{ id: string; title: string }> }) => setTasks(body.tasks ?? []));
  }, []);
  const open = (id: string) => {
    window.history.pushState(null, '', `?task=${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return (
    <nav aria-label="Demo tasks" css={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {tasks.map((task) => (
        <button key={task.id} type="button" onClick={() => open(task.id)}>
          {task.title}
        </button>
      ))}
    </nav>
  );
}

function MountedSurface({ surface, platform }: { surface: HarnessSurface; platform: PlatformApi }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const domElement = element.current;
    if (!domElement) return;
    const props = { platform, domElement, name: surface.label };
    const run = (fn: LifeCycles<typeof props>['mount']) =>
      Promise.all((Array.isArray(fn) ? fn : [fn]).map((step) => step({ ...props } as never)));
    const mounted = run(surface.lifecycles.bootstrap).then(() => run(surface.lifecycles.mount));
    return () => {
      void mounted.then(() => run(surface.lifecycles.unmount));
    };
  }, [surface, platform]);
  return <div ref={element} data-surface={surface.label} />;
}

function Harness({ title, surfaces, taskPicker }: HarnessOptions) {
  const [platform, setPlatform] = useState<PlatformApi | null | 'signed-out'>(null);
  const start = (session: Session) => setPlatform(createPlatform({ session, toast: toast.show }));
  useEffect(() => {
    void apiFetch('/api/auth/session').then(async (response) => {
      if (!response.ok) return setPlatform('signed-out');
      start(sessionSchema.parse(await response.json()));
    });
  }, []);
  return (
    <main css={page}>
      <h1 css={{ fontSize: 18 }}>{title} — standalone harness</h1>
      {platform === 'signed-out' && <SignIn onSignedIn={start} />}
      {platform && platform !== 'signed-out' && (
        <>
          {taskPicker && <TaskPicker />}
          {surfaces.map((surface) => (
            <MountedSurface key={surface.label} surface={surface} platform={platform} />
          ))}
        </>
      )}
    </main>
  );
}

/** Renders a remote alone on its own port, signed in against the API, for its team's work. */
export function renderHarness(options: HarnessOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // The provider's Emotion cache gives the harness's own styles the page's CSP nonce.
  createRoot(container).render(
    <DesignSystemProvider>
      <Harness {...options} />
    </DesignSystemProvider>,
  );
}
