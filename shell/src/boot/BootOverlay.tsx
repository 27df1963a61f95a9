import {
  BOOT_READY_TITLE,
  BOOT_TITLE,
  WORKSPACE_CACHE_ERRORS,
  WORKSPACE_CACHE_LABELS,
  WORKSPACE_CACHES,
  type WorkspaceCacheName,
} from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import type { StepState } from './workspace-cache';

export type StepStates = Record<WorkspaceCacheName, StepState>;

export interface BootOverlayProps {
  steps: StepStates;
  onRetry(): void;
  onContinue(): void;
}

const STATE_TEXT: Record<Exclude<StepState, 'error'>, string> = {
  pending: 'Waiting',
  loading: 'Loading',
  complete: 'Complete',
};

const STATE_COLOR: Record<StepState, string> = {
  pending: '#475569',
  loading: '#1d4ed8',
  complete: '#15803d',
  error: '#b91c1c',
};

/** The full-screen 'Preparing your workspace...' loader of a first sign-in. */
export function BootOverlay({ steps, onRetry, onContinue }: BootOverlayProps) {
  const states = WORKSPACE_CACHES.map((name) => steps[name]);
  const ready = states.every((state) => state === 'complete');
  const failed = states.includes('error') && !states.includes('loading');
  return (
    <main
      aria-busy={!ready}
      css={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        background: '#f8fafc',
        padding: 16,
      }}
    >
      <div css={{ width: 'min(360px, 100%)' }}>
        <h1 aria-live="polite" css={{ fontSize: 22, margin: '0 0 16px' }}>
          {ready ? BOOT_READY_TITLE : BOOT_TITLE}
        </h1>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {WORKSPACE_CACHES.map((name) => {
            const state = steps[name];
            return (
              <li
                key={name}
                data-state={state}
                css={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}
              >
                <span>{WORKSPACE_CACHE_LABELS[name]}</span>
                <span
                  css={{ color: STATE_COLOR[state], fontWeight: 500 }}
                  role={state === 'error' ? 'alert' : undefined}
                >
                  {state === 'error' ? WORKSPACE_CACHE_ERRORS[name] : STATE_TEXT[state]}
                </span>
              </li>
            );
          })}
        </ul>
        {failed && (
          <div css={{ display: 'flex', gap: 8, marginTop: 20 }}>
            <Button onClick={onRetry}>Try again</Button>
            <Button variant="secondary" onClick={onContinue}>
              Continue without it
            </Button>
          </div>
        )}
      </div>
    </main>
  );
}
