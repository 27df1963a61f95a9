import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SHELL_URL } from './ports';

const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One platform serves every test; its state (a stopped remote) must not be shared in parallel.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['./closing-line-reporter.ts']]
    : [
        ['list'],
        ['html', { open: 'never', outputFolder: '../playwright-report' }],
        ['./closing-line-reporter.ts'],
      ],
  outputDir: '../test-results',
  use: {
    baseURL: SHELL_URL,
    // Recorded on a retry only: recording every test, kept or not, made the run about a tenth
    // slower, and a test that fails on CI is retried once.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // Touch gestures and the compact phone header exist on a phone only: only it runs them.
      testIgnore: /\.(touch|phone)\.spec\.ts$/,
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
      // What these check does not depend on the screen (headers, caching, CSP, the API
      // reference, banners, booting, impersonation, role switching, remotes stopped and rolled
      // back, notification links, settings and the sidebar's clicks, live updates, the
      // assistant's answers, the palette's flows past its first steps, the marketplace journey
      // whose cleaner is on a phone already): the desktop run covers them, and the phone run
      // keeps to what a phone changes.
      testIgnore:
        /(api-docs|banners|boot|caching|impersonation|platform|roles|security|system|notification-clicks|notification-settings|notification-sidebar|tasks-live|palette-assistant|palette-reservations|marketplace-journey)\.spec\.ts$/,
    },
  ],
});
