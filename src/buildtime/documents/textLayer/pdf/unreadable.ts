/** Stops, saying in one line what could not be read: Typst is pinned, so a change must show. */
export function unreadable(what: string): never {
  throw new Error(`the PDF's text layer could not be made readable: ${what}`);
}
