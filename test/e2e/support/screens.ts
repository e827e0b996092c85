/**
 * The tag of a browser test whose outcome is the same on every screen (a server's answer, the
 * built files, the contact machine's paths, analytics' counting): the phone project leaves it to
 * the desktop's (playwright.config.ts). Untagged, a test runs on both: one that depends on the
 * viewport (the layout, the panel, touch, the nav) is never left out by default.
 */
export const sameOnEveryScreen = '@sameOnEveryScreen';
