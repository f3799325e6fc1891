/** The Chromium binary the tests and the benchmark drive. */
export const CHROMIUM_PATH: string;
/** Headless flags with no network side trips. */
export const CHROMIUM_FLAGS: string[];
/** The same flags for chrome-launcher (Lighthouse). */
export const CHROME_LAUNCHER_FLAGS: string[];
