import { useSyncExternalStore } from 'react';

// single-spa announces every route change, including its own navigateToUrl.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
};

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
