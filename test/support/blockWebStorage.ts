/**
 * Makes localStorage and sessionStorage throw as private modes and blocked cookies do; undone by
 * `jest.restoreAllMocks()`.
 */
export function blockWebStorage(): void {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    jest.spyOn(Storage.prototype, method).mockImplementation(blocked);
  }
}
