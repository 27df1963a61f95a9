import createCache from '@emotion/cache';
import { adoptDrawnStyles } from '../../styles/drawn-styles';
import { cspNonce } from '../../styles/cspNonce';

/**
 * The one Emotion cache of the page: the design-system is a shared singleton, so the shell's
 * root and every remote's root insert through it, each style element with the page's nonce.
 */
export const emotionCache = createCache({ key: 'css', nonce: cspNonce });

/** The server drew the page with its reset: the page renders no second copy of it. */
export const resetDrawn = adoptDrawnStyles(emotionCache);
