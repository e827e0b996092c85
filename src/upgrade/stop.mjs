// @ts-check

/** The upgrade ends here with a message for the owner, having changed nothing it did not say. */
export class Stop extends Error {}
