/** A day as the owner's files write it (2026-11-27), in this machine's time zone: today unless told. */
export const localDay = (now = new Date()) => now.toLocaleDateString('sv-SE');
