import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { installDomStubs } from './dom-stubs';
import { installFetchGlobals } from './fetch-globals';

installFetchGlobals();
installDomStubs();
// A file's first render of a surface also runs its modules for the first time: on a clean
// clone's cold transform cache, beside the API suites on CI's two cores, a task sidebar took
// longer than Testing Library's default second to show its content.
configure({ asyncUtilTimeout: 5_000 });
