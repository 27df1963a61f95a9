import '@testing-library/jest-dom/jest-globals';
import { installDomStubs } from './dom-stubs';
import { installFetchGlobals } from './fetch-globals';

installFetchGlobals();
installDomStubs();
